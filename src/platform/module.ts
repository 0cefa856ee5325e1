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
      // With --proxy or recordings held, what the real deployment was seen to do beside what the documents say.
      const operations = new Map(deps.contract.operations.operations.map((o) => [o.id, o]));
      const seen = deps.proxy || deps.replay.recordings.size;
      const observed = seen && {
        observed: [
          ...(deps.proxy?.conformance.violations.toArray() ?? []),
          ...(deps.proxy?.bulk.report(deps.contract.document, operations) ?? []),
          ...deps.replay.bulk.report(deps.contract.document, operations),
        ],
      };
      if (deps.platform) return { status: 200, body: { ...deps.platform.drift, ...observed } };
      if (observed) return { status: 200, body: { documents: [], contradictions: [], onlyInDocument: [], onlyInSandbox: [], differences: [], ...observed } };
      throw new ApiError('not_found', { detail: 'no platform document: start with --platform-openapi FILE to get a drift report (or --proxy URL, or hold a recording, for what a real deployment does)' });
    },
  }),
  pages: (deps) => new Hono<AppEnv>().get('/changelog', (c) => json(c, changelog(deps.platform?.documents))),
};
