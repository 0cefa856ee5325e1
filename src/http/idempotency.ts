import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../core/errors.js';
import { IdempotencyStore } from '../core/idempotency.js';
import type { AppEnv } from './env.js';

const KEY = /^[\x21-\x7e]{1,255}$/;
// Headers that describe this delivery of a response, not the response itself.
const NOT_REPLAYED = new Set(['x-request-id', 'ratelimit', 'ratelimit-policy', 'retry-after', 'x-sandbox-fault']);

/**
 * Stage 5: `Idempotency-Key` on POST, PATCH and DELETE. Keys are scoped to (project, token
 * subject, method, path). A completed response (below 500) is replayed with
 * `Idempotent-Replayed: true`; another body under the same key is 422; a key whose first request
 * is still running is 409.
 */
export function idempotency(store: IdempotencyStore): MiddlewareHandler<AppEnv> {
  return async function idempotency(c, next) {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !c.get('operation').idempotent) return next();
    if (!KEY.test(key)) {
      throw new ApiError('invalid_parameter', {
        detail: 'Idempotency-Key must be 1-255 visible ASCII characters',
        errors: [{ in: 'header', pointer: '#/idempotency-key', detail: 'must be 1-255 visible ASCII characters' }],
      });
    }
    const project = c.get('project').id;
    const scope = `${c.get('principal')?.token.subject ?? 'anonymous'}\0${c.req.method}\0${c.req.path}`;
    const fingerprint = IdempotencyStore.fingerprint(c.req.method, c.req.path, await c.req.text());
    const begun = store.begin(project, scope, key, fingerprint);
    if (begun.kind === 'mismatch') {
      throw new ApiError('idempotency_key_reused', { detail: 'this Idempotency-Key was used with another request body; use a new key for a new request' });
    }
    if (begun.kind === 'in_flight') {
      throw new ApiError('idempotency_in_flight', { detail: 'the first request with this Idempotency-Key has not finished; retry later' });
    }
    if (begun.kind === 'replay') {
      const headers = new Headers(begun.response.headers);
      headers.set('Idempotent-Replayed', 'true');
      c.res = new Response(begun.response.body || null, { status: begun.response.status, headers });
      return;
    }
    try {
      await next();
    } catch (err) {
      store.abandon(project, scope, key);
      throw err;
    }
    if (c.res.status >= 500 || c.res.status === 429) {
      store.abandon(project, scope, key);
      return;
    }
    const body = await c.res.clone().text();
    const headers: [string, string][] = [];
    c.res.headers.forEach((v, k) => {
      if (!NOT_REPLAYED.has(k)) headers.push([k, v]);
    });
    store.complete(project, scope, key, { status: c.res.status, headers, body });
  };
}
