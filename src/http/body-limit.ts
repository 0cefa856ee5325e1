import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { ApiError } from '../core/errors.js';
import type { AppEnv } from './env.js';
import { runMiddleware, type Stage } from './stage.js';

/**
 * Stage: a request body larger than the limit is refused with 413 before anything reads it.
 * A declared `Content-Length` decides at once. Hono's `bodyLimit` counts a chunked body as it
 * arrives; it is asked only then, because it reads `c.req.raw.body`, which makes the Node adapter
 * build a full web `Request` (and its body stream) for every request, a GET included.
 */
export function bodyLimit(maxSize: number): Stage {
  const tooLarge = (): never => {
    throw new ApiError('payload_too_large', { detail: `the request body is larger than ${maxSize} bytes` });
  };
  const chunked = honoBodyLimit({ maxSize, onError: tooLarge });
  return {
    name: 'body-limit',
    enter(c: Context<AppEnv>) {
      const method = c.req.method;
      if (method === 'GET' || method === 'HEAD') return;
      const length = c.req.header('content-length');
      if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
        if (Number(length) > maxSize) tooLarge();
        return;
      }
      if (c.req.header('transfer-encoding') === undefined) return;
      return runMiddleware(chunked as MiddlewareHandler<AppEnv>, c).then(() => undefined);
    },
  };
}
