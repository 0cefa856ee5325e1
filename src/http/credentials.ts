/**
 * Where a request presents its sandbox token, for each way an operation's security schemes allow
 * (openapi/operations.ts `credentialWays`): `Authorization: Bearer <token>`; HTTP Basic with the
 * token as the password, or as the user name with an empty password (Stripe's form); an API key
 * in a header, query parameter or cookie. A malformed credential is a 401 naming its scheme.
 */
import type { Context } from 'hono';
import { ApiError } from '../core/errors.js';
import type { CredentialWay } from '../openapi/operations.js';
import type { AppEnv } from './env.js';

export const REALM = 'realm="platform-sandbox"';
// RFC 6750 §2.1 b64token.
export const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/;

export interface Presented {
  way: CredentialWay;
  token: string;
}

/** The challenges of an operation's HTTP schemes, for `WWW-Authenticate` (API keys have none). */
export function challenges(ways: readonly CredentialWay[], error?: string): string | undefined {
  const out: string[] = [];
  for (const w of ways) {
    if (w.kind === 'basic') out.push(`Basic ${REALM}`);
    if (w.kind === 'bearer') out.push(`Bearer ${REALM}${error ? `, error="${error}"` : ''}`);
  }
  return out.length ? out.join(', ') : undefined;
}

/** How a client presents a credential to this operation, in words (for a 401's detail). */
export function describeWays(ways: readonly CredentialWay[]): string {
  return ways
    .map((w) => (w.kind === 'bearer' ? 'Authorization: Bearer <token>' : w.kind === 'basic' ? 'Authorization: Basic (the token as the password or the user name)' : w.in === 'header' ? `header ${w.name}` : w.in === 'query' ? `query parameter ${w.name}` : `cookie ${w.name}`))
    .join(' or ');
}

function cookie(header: string | undefined, way: CredentialWay & { name: string }): string | undefined {
  const name = way.name;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) {
      const value = pair.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
      try {
        return decodeURIComponent(value);
      } catch {
        throw new ApiError('invalid_token', { detail: `the ${way.scheme} credential (cookie ${name}) is malformed: bad percent-encoding` });
      }
    }
  }
  return undefined;
}

const malformed = (way: CredentialWay, why: string, ways: readonly CredentialWay[]) => {
  const challenge = challenges(ways, 'invalid_request');
  return new ApiError('invalid_token', { detail: `the ${way.kind === 'basic' ? 'Basic' : way.scheme} credential is malformed: ${why}`, ...(challenge ? { headers: { 'WWW-Authenticate': challenge } } : {}) });
};

function basicToken(value: string, way: CredentialWay, ways: readonly CredentialWay[]): string {
  const encoded = value.replace(/^Basic +/i, '').trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 === 1) throw malformed(way, 'not base64', ways);
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw malformed(way, 'no colon between the user name and the password', ways);
  const user = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  return password || user;
}

/** The token the request presents in one of the operation's ways, the first present; undefined when it presents none. */
export function presented(c: Context<AppEnv>, ways: readonly CredentialWay[]): Presented | undefined {
  const authorization = c.req.header('authorization');
  for (const way of ways) {
    if (way.kind === 'bearer' && authorization !== undefined && /^bearer\b/i.test(authorization)) {
      const m = BEARER.exec(authorization);
      if (!m) {
        throw new ApiError('bad_request', {
          detail: 'the Authorization header is not a well-formed Bearer credential',
          headers: { 'WWW-Authenticate': `Bearer ${REALM}, error="invalid_request"` },
          errors: [{ in: 'header', pointer: '#/authorization', detail: 'must be "Bearer <token>"' }],
        });
      }
      return { way, token: m[1] };
    }
    if (way.kind === 'basic' && authorization !== undefined && /^basic\b/i.test(authorization)) return { way, token: basicToken(authorization, way, ways) };
    if (way.kind === 'apiKey') {
      const value = way.in === 'header' ? c.req.header(way.name) : way.in === 'query' ? c.req.query(way.name) : cookie(c.req.header('cookie'), way);
      // An API key in Authorization may carry a scheme word of its own (`token <key>`).
      if (value !== undefined && value !== '') return { way, token: way.in === 'header' && way.name === 'authorization' ? value.replace(/^[A-Za-z]+ +/, '') : value };
    }
  }
  return undefined;
}
