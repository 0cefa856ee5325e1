/**
 * The platform's own description as a module: the handlers of the operations answered from the
 * documents, the drift report under the control API (`GET /_sandbox/drift`), the changelog
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
      if (!deps.platform) throw new ApiError('not_found', { detail: 'no platform document: start with --platform-openapi FILE to get a drift report' });
      return { status: 200, body: deps.platform.drift };
    },
  }),
  pages: (deps) => new Hono<AppEnv>().get('/changelog', (c) => json(c, changelog(deps.platform?.documents))),
};
