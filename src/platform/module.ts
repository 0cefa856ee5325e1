/**
 * The platform's own description as a module: the handlers of the operations answered from the
 * documents, the drift report under the control API (`GET /_sandbox/drift`, with what `--proxy`
 * saw of the real deployment), the changelog
 * (`GET /changelog`), and the inferred resources' state in persistence and snapshots.
 */
import { Hono } from 'hono';
import type { ControlHandlersOf } from '../admin/handler.js';
import type { ApiModule } from '../apis/module.js';
import { ApiError } from '../core/errors.js';
import type { AppEnv } from '../http/env.js';
import { json } from '../http/response.js';
import { changelog } from './changelog.js';
import { documentHandlers } from './handlers.js';

export const platformModule: ApiModule = {
  name: 'platform',
  collections: [],
  handlers: (deps) => (deps.platform ? documentHandlers(deps, deps.platform) : {}),
  admin: (deps): ControlHandlersOf<'platform'> => ({
    getDrift: async () => {
      // With --proxy, what the real deployment was seen to do beside what the documents say.
      const observed = deps.proxy && { observed: deps.proxy.conformance.violations.toArray() };
      if (deps.platform) return { status: 200, body: { ...deps.platform.drift, ...observed } };
      if (observed) return { status: 200, body: { documents: [], contradictions: [], onlyInDocument: [], onlyInSandbox: [], differences: [], ...observed } };
      throw new ApiError('not_found', { detail: 'no platform document: start with --platform-openapi FILE to get a drift report (or --proxy URL for what a real deployment does)' });
    },
  }),
  pages: (deps) => new Hono<AppEnv>().get('/changelog', (c) => json(c, changelog(deps.platform?.documents))),
};
