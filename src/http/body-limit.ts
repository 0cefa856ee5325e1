import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { ApiError } from '../core/errors.js';
import type { BodyBudget } from './body-budget.js';
import type { AppEnv } from './env.js';
import { runMiddleware, type Stage } from './stage.js';

export interface BodyLimitOptions {
  /** Unauthenticated bodies are read through it (bytes across requests, seconds each). */
  budget?: BodyBudget;
  /** Whether the caller has been authenticated by now; default: never (every body is charged). */
  authenticated?: (c: Context<AppEnv>) => boolean;
}

/**
 * Stage: a request body larger than the limit is refused with 413. A declared `Content-Length`
 * decides at once. An authenticated caller's body is read later by whoever needs it; a chunked
 * one is counted as it arrives by Hono's `bodyLimit`, asked only then because it reads
 * `c.req.raw.body`, which makes the Node adapter build a full web `Request` (and its body
 * stream) for every request, a GET included. An unauthenticated caller's body is read here,
 * whole, through the budget (http/body-budget.ts), so what it costs is bounded in bytes and time.
 */
export function bodyLimit(maxSize: number, options: BodyLimitOptions = {}): Stage {
  const tooLarge = (): never => {
    throw new ApiError('payload_too_large', { detail: `the request body is larger than ${maxSize} bytes` });
  };
  const chunked = honoBodyLimit({ maxSize, onError: tooLarge });
  const { budget, authenticated = () => false } = options;
  return {
    name: 'body-limit',
    enter(c: Context<AppEnv>) {
      const method = c.req.method;
      if (method === 'GET' || method === 'HEAD') return;
      const length = c.req.header('content-length');
      const isChunked = c.req.header('transfer-encoding') !== undefined;
      if (length !== undefined && !isChunked && Number(length) > maxSize) tooLarge();
      if (!isChunked && (length === undefined || length === '0')) return;
      if (budget && !authenticated(c)) {
        return budget.read(c, maxSize, tooLarge).then((bytes) => {
          c.req.raw = new Request(c.req.raw, { body: bytes });
        });
      }
      if (!isChunked) return;
      return runMiddleware(chunked as MiddlewareHandler<AppEnv>, c).then(() => undefined);
    },
  };
}
