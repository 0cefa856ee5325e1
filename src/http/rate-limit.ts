import { ApiError } from '../core/errors.js';
import { projectQuota } from '../core/project-quota.js';
import type { FixedWindowQuota, LimitDecision, SlidingWindowLimiter } from '../core/rate-limit.js';
import { setResponseHeader } from './response.js';
import type { Stage } from './stage.js';

function policyHeader(d: LimitDecision, policy: string, windowSeconds: number): string {
  return `"${policy}";q=${d.limit};w=${windowSeconds}`;
}

function remainingHeader(d: LimitDecision, policy: string): string {
  return `"${policy}";r=${d.remaining};t=${d.resetSeconds}`;
}

/** Two policies in one field, as the RateLimit header fields draft lists them. */
const both = (a: string | undefined, b: string) => (a ? `${a}, ${b}` : b);

/**
 * Stage: the rate limit per token (a sliding second) and, when configured, the quota; a call with
 * no sandbox token counts by `rateLimitKey` when a stage set one (a proxied call's credential). A call
 * takes its operation's weight (`x-rate-weight`: a bulk call weighs 10). Headers follow the IETF
 * RateLimit header fields draft; a refusal is 429 with `Retry-After` (RFC 6585, RFC 9110).
 */
export function rateLimit(limiter?: SlidingWindowLimiter, globalQuota?: FixedWindowQuota, counted: (project?: string) => void = () => {}): Stage {
  const limiterWindow = limiter ? Math.round(limiter.windowMs / 1000) : 0;
  return {
    name: 'rate-limit',
    enter(c) {
      const principal = c.get('principal');
      // A project's own quota (set through the control API) replaces the global one there.
      const own = projectQuota(c.get('project'));
      const quota = own ?? globalQuota;
      const key = principal?.token.token ?? c.get('rateLimitKey');
      if (!key || (!limiter && !quota)) return;
      const weight = c.get('operation').weight;
      let policy: string | undefined;
      let remaining: string | undefined;
      if (limiter) {
        const d = limiter.take(key, weight);
        policy = policyHeader(d, 'default', limiterWindow);
        remaining = remainingHeader(d, 'default');
        if (!d.allowed) {
          throw new ApiError('rate_limited', {
            detail: `more than ${d.limit} units in one second for this token; this call weighs ${weight}`,
            headers: { 'RateLimit-Policy': policy, RateLimit: remaining, 'Retry-After': String(d.retryAfterSeconds) },
          });
        }
      }
      if (quota) {
        const quotaWindow = Math.round(quota.windowMs / 1000);
        const q = quota.take(key, weight);
        // Quota counts are saved (a project's with it, the global one with the sandbox's state).
        if (q.allowed) counted(own ? c.get('project').id : undefined);
        if (!q.allowed) {
          // The refusal names the quota's policy alone: it is the one that decided.
          throw new ApiError('quota_exceeded', {
            detail: `the quota of ${q.limit} units per ${quotaWindow} s is used up; this call weighs ${weight}`,
            headers: { 'RateLimit-Policy': policyHeader(q, 'quota', quotaWindow), RateLimit: remainingHeader(q, 'quota'), 'Retry-After': String(q.retryAfterSeconds) },
          });
        }
        // A configured quota is shown on every answer too, as a second policy of the same fields,
        // so a client (and the contract runner) can see what a call cost.
        policy = both(policy, policyHeader(q, 'quota', quotaWindow));
        remaining = both(remaining, remainingHeader(q, 'quota'));
      }
      setResponseHeader(c, 'ratelimit-policy', policy!);
      setResponseHeader(c, 'ratelimit', remaining!);
    },
  };
}
