/**
 * A refusal of an operation answered from a platform document, in the document's own error shape:
 * where the operation declares a response for the status (exact, `4XX`, or its own `default`) with
 * a JSON body that is not problem+json (Stripe's `{"error": {...}}`), the sandbox's problem is
 * re-rendered as that body: the declared example, else a value generated from its schema, with
 * the reason written into the members the schema gives it (`message`, `detail`, `description`,
 * `text`; `code`; `param`, `field`), in objects and the first item of arrays of them (Asana's
 * `errors[0].message`). Its status and headers (`WWW-Authenticate`, `Retry-After`) stay, and
 * `X-Sandbox-Problem` carries the problem's detail, naming the field, whatever the shape holds.
 */
import type { Context } from 'hono';
import { hashKey } from '../core/rng.js';
import type { AppEnv } from '../http/env.js';
import { isJson, negotiate } from '../http/body/media-type.js';
import type { Stage } from '../http/stage.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { declaredResponse } from '../openapi/declared-response.js';
import { replaceResponse } from '../http/response.js';
import type { Generate } from './generate.js';

const MESSAGE = /^(message|detail|error_description|description|error_message|text)$/i;
const CODE = /^(code|error_code)$/i;
const PARAM = /^(param|field|parameter)$/i;

interface Problem {
  detail?: string;
  code?: string;
  errors?: { pointer?: string }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Writes the problem's reason into the members the schema declares for it, two objects deep. */
function fill(doc: OpenApiDocument, schema: unknown, value: unknown, problem: Problem, depth = 0): void {
  const s = resolveRef(doc, schema);
  if (!isObject(value) || !s || depth > 2) return;
  const param = problem.errors?.[0]?.pointer?.replace(/^#\/?/, '').split('/')[0];
  for (const [name, declared] of Object.entries<any>(s.properties ?? {})) {
    const p = resolveRef(doc, declared) ?? {};
    const takesString = p.type === 'string' || (Array.isArray(p.type) && p.type.includes('string'));
    if (takesString && !p.enum && !p.pattern && !p.format) {
      const text = MESSAGE.test(name) ? problem.detail : CODE.test(name) ? problem.code : PARAM.test(name) ? param || undefined : undefined;
      if (text !== undefined) value[name] = typeof p.maxLength === 'number' ? text.slice(0, p.maxLength) : text;
    } else if (isObject(value[name])) fill(doc, p, value[name], problem, depth + 1);
    else if (Array.isArray(value[name]) && value[name].length) fill(doc, p.items, value[name][0], problem, depth + 1);
  }
}

/** A detail as a header value: visible ASCII and spaces, at most 500 characters. */
const headerText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 500);

export function declaredErrors(served: OpenApiDocument, generate: Generate, seed: number): Stage {
  // Placed early in the chain (after the test harness' conformance check), so that its `leave` sees every later stage's refusal.
  const reshape = async (c: Context<AppEnv>) => {
    const op = c.get('operation');
    const res = c.res;
    if (!op?.fromDocument || res.status < 400 || !/problem\+json/.test(res.headers.get('content-type') ?? '')) return;
    const responses = op.raw.responses ?? {};
    // The `default` the sandbox added (problem+json) is ours, not the document's.
    if (responses[String(res.status)] === undefined && responses[`${String(res.status)[0]}XX`] === undefined && responses.default?.['x-sandbox-added']) return;
    const content: Record<string, any> = declaredResponse(served, op.raw, res.status)?.content ?? {};
    const type = negotiate(Object.keys(content), c.req.header('accept')) ?? Object.keys(content)[0];
    if (!type || !isJson(type.toLowerCase()) || /problem\+json/i.test(type)) return;
    const media = content[type] ?? {};
    const example = media.example ?? resolveRef(served, Object.values<any>(media.examples ?? {})[0])?.value;
    const body = structuredClone(example !== undefined ? example : generate(media.schema, hashKey(seed, op.id, String(res.status), 'error')));
    if (body === undefined) return;
    const problem = (await res.json()) as Problem;
    fill(served, media.schema, body, problem);
    const headers = new Headers(res.headers);
    headers.set('content-type', type);
    if (problem.detail) headers.set('x-sandbox-problem', headerText(problem.detail));
    headers.delete('content-length');
    replaceResponse(c, new Response(JSON.stringify(body), { status: res.status, headers }));
  };
  return { name: 'declared-errors', leave: reshape };
}
