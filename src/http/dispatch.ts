import type { Context } from 'hono';
import type { ControlHandlers } from '../admin/handler.js';
import type { Call, Handlers } from '../apis/handler.js';
import { ApiError } from '../core/errors.js';
import { renameFields } from '../platform/dialect.js';
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

function render(c: Context<AppEnv>, out: AnyReply | Response): Response {
  if (out instanceof Response) return out;
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
      const call = {
        project: c.get('project'),
        principal: c.get('principal'),
        params: c.get('pathParams'),
        query: c.get('query'),
        body: c.get('body'),
        header: (name: string) => c.req.header(name),
        get origin() {
          return new URL(c.req.url).origin;
        },
        bulkItemFault: c.get('bulkItemFault'),
        http: c,
      } as unknown as Call<never>;
      const out = handler(call);
      const { dialect } = operation;
      // The platform document's field names (`--platform-map`) on the way out.
      const speak = (o: AnyReply | Response) => (dialect?.response.size && !(o instanceof Response) && o.body !== undefined ? { ...o, body: renameFields(o.body, dialect.response) } : o);
      return out instanceof Promise ? out.then((o) => render(c, speak(o))) : render(c, speak(out));
    },
  };
}
