import { ApiError } from '../core/errors.js';
import { AuthFailureLimiter } from '../core/auth-failures.js';
import { ROUTING_HINT, type TokenRegistry } from '../core/tokens.js';
import type { BlockList } from 'node:net';
import { clientAddress } from './client-address.js';
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
 * those that also list `{}` take one if sent. Every 401 (sign-in and refresh included) counts
 * against the client address in the named project; past the limit, 429.
 */
export function auth(tokens: TokenRegistry, failures: AuthFailureLimiter, proxies?: BlockList): Stage {
  const keyOf = (c: Context<AppEnv>) => AuthFailureLimiter.key(clientAddress(c, proxies), claimedProject(c).slice(0, 64));
  return {
    name: 'auth',
    enter(c) {
      const wait = failures.retryAfterSeconds(keyOf(c));
      if (wait > 0) {
        throw new ApiError('rate_limited', {
          detail: `${failures.limit} failed authentications from this address in this project within ${failures.windowSeconds} s; retry in ${wait} s`,
          headers: { 'Retry-After': String(wait) },
        });
      }
      const operation = c.get('operation');
      if (operation.public && !operation.fromDocument) return;
      try {
        const given = presented(c, operation.credentials);
        if (!given && (operation.public || operation.authOptional)) return;
        c.set('principal', { token: check(given, operation.credentials, tokens), permissions: NO_PERMISSIONS });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) failures.fail(keyOf(c));
        throw err;
      }
    },
    leave(c) {
      if (c.res.status === 401) failures.fail(keyOf(c));
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
