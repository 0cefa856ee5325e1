import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../core/errors.js';
import type { FixedWindowQuota, LimitDecision, SlidingWindowLimiter } from '../core/rate-limit.js';
import type { AppEnv } from './env.js';

function limitHeaders(d: LimitDecision, policy: string, windowSeconds: number): Record<string, string> {
  return {
    'RateLimit-Policy': `"${policy}";q=${d.limit};w=${windowSeconds}`,
    RateLimit: `"${policy}";r=${d.remaining};t=${d.resetSeconds}`,
  };
}

/**
 * Stage 4: the rate limit per token (a sliding second) and, when configured, the quota. A call
 * takes its operation's weight (`x-rate-weight`: a bulk call weighs 10). Headers follow the IETF
 * RateLimit header fields draft; a refusal is 429 with `Retry-After` (RFC 6585, RFC 9110).
 */
export function rateLimit(limiter?: SlidingWindowLimiter, quota?: FixedWindowQuota): MiddlewareHandler<AppEnv> {
  return async function rateLimit(c, next) {
    const principal = c.get('principal');
    if (!principal || (!limiter && !quota)) return next();
    const weight = c.get('operation').weight;
    const key = principal.token.token;
    let headers: Record<string, string> = {};
    if (limiter) {
      const d = limiter.take(key, weight);
      headers = limitHeaders(d, 'default', Math.round(limiter.windowMs / 1000));
      if (!d.allowed) {
        throw new ApiError('rate_limited', {
          detail: `more than ${d.limit} units in one second for this token; this call weighs ${weight}`,
          headers: { ...headers, 'Retry-After': String(d.retryAfterSeconds) },
        });
      }
    }
    if (quota) {
      const q = quota.take(key, weight);
      if (!q.allowed) {
        throw new ApiError('quota_exceeded', {
          detail: `the quota of ${q.limit} units per ${Math.round(quota.windowMs / 1000)} s is used up; this call weighs ${weight}`,
          headers: { ...headers, ...limitHeaders(q, 'quota', Math.round(quota.windowMs / 1000)), 'Retry-After': String(q.retryAfterSeconds) },
        });
      }
      // A configured quota is shown on every answer too, as a second policy of the same fields,
      // so a client (and the contract runner) can see what a call cost.
      const shown = limitHeaders(q, 'quota', Math.round(quota.windowMs / 1000));
      for (const [k, v] of Object.entries(shown)) headers[k] = headers[k] ? `${headers[k]}, ${v}` : v;
    }
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  };
}
