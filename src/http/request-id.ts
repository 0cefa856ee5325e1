import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Every response carries `X-Request-Id`: the client's own when it sent a sane one, else ours. */
export function requestId(): MiddlewareHandler<AppEnv> {
  let counter = 0;
  return async function requestId(c, next) {
    const incoming = c.req.header('x-request-id');
    const id = incoming && CLIENT_ID.test(incoming) ? incoming : `req_${(++counter).toString(36).padStart(6, '0')}`;
    c.set('requestId', id);
    c.set('faults', []);
    await next();
    c.res.headers.set('X-Request-Id', id);
  };
}
