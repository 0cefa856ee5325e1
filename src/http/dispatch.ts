import type { Context } from 'hono';
import type { ControlHandlers } from '../admin/handler.js';
import type { Call, Handlers } from '../apis/handler.js';
import { ApiError } from '../core/errors.js';
import type { AppEnv } from './env.js';
import { answer, empty, json } from './response.js';
import type { Stage } from './stage.js';

interface AnyReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  type?: string;
}
type AnyHandler = (call: Call<never>) => AnyReply | Response | Promise<AnyReply | Response>;

/**
 * What a handler is called with: one object of one shape per request, its methods on the
 * prototype (no closure per request), `origin` parsed only when a handler asks for it.
 */
class HandlerCall {
  readonly project;
  readonly principal;
  readonly params;
  readonly query;
  readonly body;
  readonly bulkItemFault;
  constructor(readonly http: Context<AppEnv>) {
    this.project = http.get('project');
    this.principal = http.get('principal');
    this.params = http.get('pathParams');
    this.query = http.get('query');
    this.body = http.get('body');
    this.bulkItemFault = http.get('bulkItemFault');
  }
  header(name: string): string | undefined {
    return this.http.req.header(name);
  }
  get origin(): string {
    return new URL(this.http.req.url).origin;
  }
}

function render(c: Context<AppEnv>, reply: AnyReply | Response): Response {
  if (reply instanceof Response) return reply;
  // Another naming of the fields (a platform document's, `--platform-map`) on the way out.
  const names = c.get('fieldNames');
  const out = names && reply.body !== undefined ? { ...reply, body: names.response(reply.body) } : reply;
  const { status } = out;
  if (out.body === undefined) return empty(c, status, out.headers);
  if (out.type) return answer(c, JSON.stringify(out.body), status, { ...out.headers, 'content-type': out.type });
  return json(c, out.body, status, out.headers);
}

/**
 * The last stage of a platform call (and of a control call): the operation's handler, called with
 * the request as the earlier stages validated and coerced it; its reply rendered with the headers
 * they decided.
 */
export function dispatch(handlers: Partial<Handlers> | Partial<ControlHandlers>): Stage {
  const table = handlers as Record<string, AnyHandler | undefined>;
  return {
    name: 'dispatch',
    enter(c) {
      const operation = c.get('operation');
      const handler = table[operation.id];
      if (!handler) throw new ApiError('route_not_found', { detail: `no module of this sandbox serves ${operation.id}` });
      const out = handler(new HandlerCall(c) as unknown as Call<never>);
      return out instanceof Promise ? out.then((o) => render(c, o)) : render(c, out);
    },
  };
}
