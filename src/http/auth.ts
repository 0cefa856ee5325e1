import { ApiError } from '../core/errors.js';
import { AuthFailureLimiter } from '../core/auth-failures.js';
import { ROUTING_HINT, type TokenRegistry } from '../core/tokens.js';
import type { BlockList } from 'node:net';
import { clientAddress } from './client-address.js';
import { errorResponse } from './errors.js';
import type { Context } from 'hono';
import type { AppEnv } from './env.js';
import type { Stage } from './stage.js';

import { BEARER, challenges, describeWays, presented, REALM, type Presented } from './credentials.js';
import type { CredentialWay } from '../openapi/operations.js';

/** Until the project stage resolves the token's role in the project. */
const NO_PERMISSIONS: ReadonlySet<string> = new Set();

export function invalidToken(detail: string, error = 'invalid_token', ways: readonly CredentialWay[] = [{ kind: 'bearer', scheme: 'bearer' }]): ApiError {
  const challenge = challenges(ways)?.replace(/Bearer realm="platform-sandbox"/, `Bearer ${REALM}, error="${error}", error_description="${detail}"`);
  return new ApiError('invalid_token', { detail, ...(challenge ? { headers: { 'WWW-Authenticate': challenge } } : {}) });
}

/**
 * Stage: the token, presented as the operation's security schemes allow (http/credentials.ts):
 * Bearer (RFC 6750) for ours; a platform document's Basic, API keys and bearer formats too. No
 * credentials → 401 with the schemes' challenges (an API key's names where it goes); a malformed
 * Bearer header → 400 `invalid_request`; an unknown, expired or revoked token → 401 `invalid_token`.
 * Operations whose contract says `security: []` need none (a document's take one if sent);
 * those that also list `{}` take one if sent.
 *
 * Every 401 (sign-in and refresh included) counts against the client address in the project the
 * call claims; past the limit, a failing call answers 429 instead. A valid credential is never
 * refused by the limit (others at that address may have filled it): tokens are 192-bit secrets,
 * so the limit stops noise, not guessing. Passwords have their own lock-out per address and
 * username, checked before the password is (apis/auth/throttle.ts).
 */
export function auth(tokens: TokenRegistry, failures: AuthFailureLimiter, proxies?: BlockList): Stage {
  const keyOf = (c: Context<AppEnv>) => AuthFailureLimiter.key(clientAddress(c, proxies), claimedProject(c).slice(0, 64));
  /** Counts a failure, or, once the address has used up its failures, answers the 429 to give instead. */
  const failed = (c: Context<AppEnv>): ApiError | undefined => {
    const key = keyOf(c);
    const wait = failures.retryAfterSeconds(key);
    if (wait <= 0) {
      failures.fail(key);
      return undefined;
    }
    return new ApiError('rate_limited', {
      detail: `${failures.limit} failed authentications from this address in this project within ${failures.windowSeconds} s; retry in ${wait} s`,
      headers: { 'Retry-After': String(wait) },
    });
  };
  return {
    name: 'auth',
    enter(c) {
      const operation = c.get('operation');
      if (operation.public && !operation.fromDocument) return;
      try {
        const given = presented(c, operation.credentials);
        if (!given && (operation.public || operation.authOptional)) return;
        c.set('principal', { token: check(given, operation.credentials, tokens), permissions: NO_PERMISSIONS });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) throw failed(c) ?? err;
        throw err;
      }
    },
    leave(c) {
      if (c.res.status !== 401) return;
      const limited = failed(c);
      if (limited) c.res = errorResponse(c, limited);
    },
  };
}

/** The project a call claims: its header, else the routing hint of a project-bound token (decision 0206). */
function claimedProject(c: Context<AppEnv>): string {
  const header = c.req.header('x-service-project');
  if (header) return header;
  const m = BEARER.exec(c.req.header('authorization') ?? '');
  return (m && ROUTING_HINT.exec(m[1])?.[1]) ?? '';
}

/** The token record the request presents, or the error to answer. */
function check(given: Presented | undefined, ways: readonly CredentialWay[], tokens: TokenRegistry) {
  if (!given) {
    const challenge = challenges(ways);
    throw new ApiError('invalid_token', { detail: `this operation needs ${describeWays(ways)}`, ...(challenge ? { headers: { 'WWW-Authenticate': challenge } } : {}) });
  }
  const found = tokens.check(given.token);
  if (!found.ok) throw invalidToken(`the access token is ${found.reason}`, 'invalid_token', ways);
  if (found.record.kind === 'refresh') throw invalidToken('a refresh token is not an access token; exchange it at POST /v3/auth/sessions/refresh', 'invalid_token', ways);
  return found.record;
}
