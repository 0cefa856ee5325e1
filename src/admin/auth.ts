/**
 * Stage of the control chain: with `SANDBOX_ADMIN_TOKEN` set, an operation whose only security
 * is `adminToken` (the control API's default) needs `Authorization: Bearer <that token>`. An
 * operation with `security: []` is open (the health check, the webhook inbox); one that also
 * names another scheme checks the alternatives itself (the passwords: a project admin's token).
 *
 * The token is compared in constant time. Wrong tokens count against the client address (the
 * failed-authentication limit, key `/_sandbox`, shared with the dashboard's sign-in); past the
 * limit a wrong token answers 429. The right token is never refused by it.
 */
import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import { AuthFailureLimiter } from '../core/auth-failures.js';
import { ApiError } from '../core/errors.js';
import { secretsEqual } from '../core/secrets.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import type { Operation } from '../openapi/operations.js';
import type { Stage } from '../http/stage.js';

/** The failed-authentication key of an address's guesses at the admin token (control API and dashboard). */
export const adminFailureKey = (c: Context<AppEnv>, proxies: BlockList | undefined) => AuthFailureLimiter.key(clientAddress(c, proxies), '/_sandbox');

/** Whether an Authorization header presents the admin token (constant time). */
export function presentsAdminToken(header: string | undefined, adminToken: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && secretsEqual(given, adminToken);
}

/** Whether the operation needs the admin token (its only security is `adminToken`). */
export function needsAdminToken(op: Operation): boolean {
  if (op.public) return false;
  const security = (op.raw.security as Record<string, unknown>[] | undefined) ?? [{ adminToken: [] }];
  return security.every((requirement) => 'adminToken' in requirement);
}

/** The 429 for an address past the failed-authentication limit, or undefined. */
function adminGuessesLimited(failures: AuthFailureLimiter, key: string): ApiError | undefined {
  const wait = failures.retryAfterSeconds(key);
  if (wait <= 0) return undefined;
  return new ApiError('rate_limited', {
    detail: `${failures.limit} wrong admin tokens from this address within ${failures.windowSeconds} s; retry in ${wait} s`,
    headers: { 'Retry-After': String(wait) },
  });
}

export function controlAuth(adminToken: string | undefined, failures: AuthFailureLimiter, proxies: BlockList | undefined): Stage {
  return {
    name: 'control-auth',
    enter(c) {
      if (!adminToken || !needsAdminToken(c.get('operation'))) return;
      if (presentsAdminToken(c.req.header('authorization'), adminToken)) return;
      const key = adminFailureKey(c, proxies);
      const limited = adminGuessesLimited(failures, key);
      if (limited) throw limited;
      failures.fail(key);
      throw new ApiError('invalid_token', {
        detail: 'the control API needs Authorization: Bearer <SANDBOX_ADMIN_TOKEN>',
        headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox-admin"' },
      });
    },
  };
}
