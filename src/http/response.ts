/**
 * Responses and the headers the pipeline decides for them before the handler answers
 * (`X-Request-Id`, `RateLimit`, `Vary`). Those are kept in a plain object and written with the
 * answer: a response built from a plain header object goes to the socket as it is, while one
 * whose `headers` are touched after it is built gets a web `Headers` object, sorted and copied
 * again on the way out (decision 0013). Names are lower case, so
 * that a handler's or an error's header never doubles one of these.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env.js';
import type { Stage } from './stage.js';

type Headers = Record<string, string>;

/** The headers decided for this request so far (none outside the pipeline, e.g. in a unit test's app). */
function decided(c: Context<AppEnv>): Headers {
  let headers = c.get('responseHeaders');
  if (!headers) c.set('responseHeaders', (headers = {}));
  return headers;
}

/** Adds a header (name in lower case) to every answer of this request, an error's too. */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  decided(c)[name] = value;
}

/** The pipeline's headers, then the given ones (names in lower case). */
function headersFor(c: Context<AppEnv>, extra?: Headers): Headers {
  return extra ? { ...decided(c), ...extra } : { ...decided(c) };
}

/** Notes the answer that carries the pipeline's headers already, and the header object it was built from. */
export function built(c: Context<AppEnv>, res: Response, headers: Record<string, string | string[]>): Response {
  c.set('headersWritten', res);
  c.set('writtenHeaders', headers);
  return res;
}

/** The value the request's answer was written from by `json`, if it is still that answer. */
export function answerData(c: Context<AppEnv>): unknown {
  return c.get('headersWritten') === c.res ? c.get('responseData') : undefined;
}

/**
 * A header of the answer the request has now (`null` when absent). An answer built here is read
 * from its plain header object: touching `res.headers` would make the web `Headers` object the
 * answer then has to be written from (decision 0013), on every request a later stage reads.
 */
export function answerHeader(c: Context<AppEnv>, name: string): string | null {
  const res = c.res;
  if (c.get('headersWritten') !== res) return res.headers.get(name);
  const value = c.get('writtenHeaders')?.[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
}

/** A JSON answer. */
export function json(c: Context<AppEnv>, data: unknown, status = 200, headers?: Headers): Response {
  const all = headersFor(c, headers);
  all['content-type'] = 'application/json';
  const text = JSON.stringify(data);
  c.set('responseText', text);
  c.set('responseData', data);
  return built(c, new Response(text, { status, headers: all }), all);
}

/** An answer without a body (204, 304). */
export function empty(c: Context<AppEnv>, status: number, headers?: Headers): Response {
  const all = headersFor(c, headers);
  return built(c, new Response(null, { status, headers: all }), all);
}

/** Any other answer: a rendered error, a replayed or injected one. Header names in any case. */
export function answer(c: Context<AppEnv>, body: string | null, status: number, headers: Headers): Response {
  const all = headersFor(c);
  for (const name in headers) all[name.toLowerCase()] = headers[name];
  if (body !== null) c.set('responseText', body);
  return built(c, new Response(body, { status, headers: all }), all);
}

/**
 * Puts another answer in the place of the one the request has (a stage's `leave`: a replay kept, a
 * fault's cut body). Hono's `c.res` setter copies the old answer's headers onto the new one through
 * its body stream unless the old one is cleared first; this is the one place that does it.
 */
export function replaceResponse(c: Context<AppEnv>, res: Response): void {
  c.res = undefined as unknown as Response;
  c.res = res;
}

/**
 * The outermost stage: starts the request's header object and, at the end, writes it into an
 * answer that was built without it (a static file sent with Hono's `c.body`, a module's own
 * `Response`, a fault's).
 */
export function responseHeaders(): Stage {
  return {
    name: 'response-headers',
    enter(c) {
      c.set('responseHeaders', {});
    },
    leave(c) {
      const res = c.res;
      if (c.get('headersWritten') === res) return;
      const headers = decided(c);
      for (const name in headers) res.headers.set(name, headers[name]);
    },
  };
}
