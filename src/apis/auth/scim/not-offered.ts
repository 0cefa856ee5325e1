/**
 * Routes RFC 7644 names that the sandbox does not offer (decision 0205): they answer a SCIM Error
 * instead of being mistaken for a resource id (`POST /Users/.search` would otherwise be a 405 on
 * `/Users/{id}`). `.search` and `/Me` are 501 (RFC 7644 §3.4.3, §3.11: a provider that does not
 * support them answers 501); a query of the server root is 400 `tooMany` (§3.4.2.1). None is an
 * endpoint of the contract: nothing is done, so no token is needed to be told so.
 */
import { Hono } from 'hono';
import { ApiError, SCIM_BASE } from '../../../core/errors.js';
import type { AppEnv } from '../../../http/env.js';

const notImplemented = (detail: string) => new ApiError('not_implemented', { detail });

export function scimNotOffered(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const search = () => {
    throw notImplemented('POST .search is not offered (RFC 7644 §3.4.3): send the filter in the query string of GET /Users or GET /Groups');
  };
  app.post(`${SCIM_BASE}/.search`, search);
  app.post(`${SCIM_BASE}/Users/.search`, search);
  app.post(`${SCIM_BASE}/Groups/.search`, search);
  const me = () => {
    throw notImplemented('/Me is not offered (RFC 7644 §3.11): read the user at /Users/{id}');
  };
  app.all(`${SCIM_BASE}/Me`, me);
  app.all(`${SCIM_BASE}/Me/*`, me);
  const root = () => {
    throw new ApiError('bad_request', {
      detail: 'a query of the server root would return every resource of every type (RFC 7644 §3.4.2.1): query /Users or /Groups',
      scimType: 'tooMany',
    });
  };
  app.get(SCIM_BASE, root);
  app.get(`${SCIM_BASE}/`, root);
  return app;
}
