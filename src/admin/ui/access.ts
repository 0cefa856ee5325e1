/**
 * Who may use the dashboard. With `SANDBOX_ADMIN_TOKEN` set, a browser signs in once with the
 * token (a form POST) and gets a session cookie (`HttpOnly; SameSite=Strict; Path=/_sandbox`)
 * holding a random session id, never the token. Without an admin token the control API is open
 * (admin/routes.ts), and so is the dashboard. Either way only same-origin requests count (the
 * control API's rule, admin/guard.ts): a request whose `Sec-Fetch-Site` is other than
 * `same-origin` or `none`, or whose `Origin` is foreign, never gets its cookie accepted, and a
 * form post of that kind answers 403, so another site can neither post the forms nor use a
 * visitor's session. (A link from elsewhere still opens the sign-in page: a page view changes
 * nothing, and the pages cannot be framed.)
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { adminFailureKey } from '../auth.js';
import { secretsEqual } from '../../core/secrets.js';
import type { Deps } from '../../deps.js';
import { bodyLimit } from '../../http/body-limit.js';
import type { AppEnv } from '../../http/env.js';
import { sameOrigin } from '../guard.js';
import { COOKIE } from './cookie.js';
import { SESSION_TTL_SECONDS, type UiSessions } from './sessions.js';

/** A sign-in form is a token and nothing else. */
const SIGN_IN_BODY_BYTES = 4096;

/** Why the request does not come from the dashboard's own pages, or undefined when it does. */
export function crossSite(c: Context<AppEnv>): string | undefined {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site: ${site}`;
  const origin = c.req.header('origin');
  if (origin !== undefined && !sameOrigin(c, origin)) return `Origin: ${origin}`;
  return undefined;
}

export interface Access {
  /** Whether sign-in is needed at all (an admin token is configured). */
  readonly required: boolean;
  signedIn(c: Context<AppEnv>): boolean;
  /** Checks a sign-in form; on success sets the cookie. 'limited' for a wrong token from an address past the failed-authentication limit. */
  signIn(c: Context<AppEnv>): Promise<'ok' | 'wrong' | 'limited'>;
  signOut(c: Context<AppEnv>): void;
}

export function uiAccess(deps: Deps, sessions: UiSessions): Access {
  const required = Boolean(deps.config.adminToken);
  const signInLimit = bodyLimit(SIGN_IN_BODY_BYTES, { budget: deps.bodyBudget });
  return {
    required,
    signedIn: (c) => !required || (crossSite(c) === undefined && sessions.valid(getCookie(c, COOKIE))),
    async signIn(c) {
      if (!required) return 'ok';
      await signInLimit.enter!(c);
      const form = new URLSearchParams(await c.req.text());
      // The right token always signs in; a wrong one counts, and past the limit answers 'limited'.
      if (!secretsEqual(form.get('token') ?? '', deps.config.adminToken!)) {
        const key = adminFailureKey(c, deps.trustedProxies);
        if (deps.authFailures.retryAfterSeconds(key) > 0) return 'limited';
        deps.authFailures.fail(key);
        return 'wrong';
      }
      sessions.close(getCookie(c, COOKIE));
      setCookie(c, COOKIE, sessions.open(), {
        path: '/_sandbox',
        httpOnly: true,
        sameSite: 'Strict',
        secure: new URL(c.req.url).protocol === 'https:',
        maxAge: SESSION_TTL_SECONDS,
      });
      return 'ok';
    },
    signOut(c) {
      sessions.close(getCookie(c, COOKIE));
      deleteCookie(c, COOKIE, { path: '/_sandbox' });
    },
  };
}

const SAFE = new Set(['GET', 'HEAD']);

/** Refuses cross-site posts (403) and, when sign-in is required, requests without a same-origin session (401). */
export function requireAccess(access: Access, refuse: (c: Context<AppEnv>, status: 401 | 403, why: string) => Response): MiddlewareHandler<AppEnv> {
  return async function requireAccess(c, next) {
    const why = SAFE.has(c.req.method) ? undefined : crossSite(c);
    if (why) return refuse(c, 403, `the dashboard takes forms from its own pages only (${why})`);
    if (!access.signedIn(c)) return refuse(c, 401, 'sign in with the admin token');
    await next();
  };
}
