import { ApiError } from '../core/errors.js';
import { AuthFailureLimiter } from '../core/auth-failures.js';
import { ROUTING_HINT, type TokenRegistry } from '../core/tokens.js';
import type { BlockList } from 'node:net';
import { clientAddress } from './client-address.js';
import type { Context } from 'hono';
import type { AppEnv } from './env.js';
import type { Stage } from './stage.js';

const REALM = 'Bearer realm="platform-sandbox"';
// RFC 6750 §2.1 b64token.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/;
/** Until the project stage resolves the token's role in the project. */
const NO_PERMISSIONS: ReadonlySet<string> = new Set();

export function invalidToken(detail: string, error = 'invalid_token'): ApiError {
  return new ApiError('invalid_token', {
    detail,
    headers: { 'WWW-Authenticate': `${REALM}, error="${error}", error_description="${detail}"` },
  });
}

/**
 * Stage: the Bearer token (RFC 6750). No credentials → 401 with a bare challenge; a malformed
 * header → 400 `invalid_request`; an unknown, expired or revoked token → 401 `invalid_token`.
 * Operations whose contract says `security: []` need none; those that also list `{}` take one if sent. Every 401 (sign-in and refresh
 * included) counts against the client address in the named project; past the limit, 429.
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
      if (operation.public || (operation.authOptional && c.req.header('authorization') === undefined)) return;
      try {
        c.set('principal', { token: bearer(c, tokens), permissions: NO_PERMISSIONS });
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

/** The token record the Authorization header presents, or the error to answer. */
function bearer(c: Context<AppEnv>, tokens: TokenRegistry) {
  const header = c.req.header('authorization');
  if (!header || !/^bearer\b/i.test(header)) {
    throw new ApiError('invalid_token', { detail: 'this operation needs Authorization: Bearer <token>', headers: { 'WWW-Authenticate': REALM } });
  }
  const m = BEARER.exec(header);
  if (!m) {
    throw new ApiError('bad_request', {
      detail: 'the Authorization header is not a well-formed Bearer credential',
      headers: { 'WWW-Authenticate': `${REALM}, error="invalid_request"` },
      errors: [{ in: 'header', pointer: '#/authorization', detail: 'must be "Bearer <token>"' }],
    });
  }
  const check = tokens.check(m[1]);
  if (!check.ok) throw invalidToken(`the access token is ${check.reason}`);
  if (check.record.kind === 'refresh') throw invalidToken('a refresh token is not an access token; exchange it at POST /v3/auth/sessions/refresh');
  return check.record;
}
