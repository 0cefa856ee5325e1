/**
 * The control API's own operations (`contracts/admin/openapi.yaml`, tag `control`), by
 * operationId: the sandbox's health, reset and reseed, clock, journal, tokens, snapshots and
 * per-project quotas. The scenarios' operations are in src/scenarios/admin.ts; modules add theirs
 * (`ApiModule.admin`).
 */
import { ApiError } from '../core/errors.js';
import type { Deps } from '../deps.js';
import { createSnapshot, deleteSnapshot, restoreSnapshot } from '../persistence/snapshots.js';
import { Spill } from '../persistence/spill.js';
import { presentsAdminToken } from './auth.js';
import { servedAdminDocument } from './contract.js';
import type { ControlHandlersOf } from './handler.js';
import { quotaHandlers } from './quota.js';
import { resilienceHandlers } from '../resilience/admin.js';
import { mintToken } from './tokens.js';

export function controlHandlers(deps: Deps) {
  return {
    getControlApiDocument: ({ http }) => http.body(servedAdminDocument(deps.config.adminToken), 200, { 'content-type': 'application/json' }),
    // Open to anyone (probes); what the sandbox holds (counts, use) is the control API's to tell.
    getHealth: ({ http }) => {
      const admin = deps.config.adminToken;
      const source = deps.store.source;
      const holdings = !admin || presentsAdminToken(http.req.header('authorization'), admin);
      const failure = deps.saving.failure;
      return {
        status: 200,
        body: {
          status: failure ? 'degraded' : 'ok',
          ...(failure ? { degraded: { reason: `saving the state fails: ${failure.reason}`, since: failure.since } } : {}),
          seed: deps.fixtures.seed,
          fixtures: deps.fixtures.set.name,
          clock: deps.clock.state(),
          ...(holdings
            ? {
                projects: deps.store.ids().length,
                pins: deps.store.pinCount(),
                bounds: deps.bounds.describe(),
                spill: source instanceof Spill ? { projects: source.count, bytes: source.bytes, limit: source.maxBytes } : null,
              }
            : {}),
        },
      };
    },
    getProject: ({ params: { project } }) => {
      const p = deps.store.peek(project);
      const state = deps.store.state(project);
      if (state === 'unknown') throw new ApiError('project_not_found', { detail: `no project ${project} (in memory or saved)` });
      return {
        status: 200,
        body: { project, state: p ? 'loaded' : 'saved', pins: p?.pins ?? 0, bytes: p?.usage.bytes ?? 0, records: p?.changedCounts() ?? {}, bounds: deps.bounds.describe() },
      };
    },
    reset: ({ body }) => {
      const project = body?.project;
      deps.reset(project);
      return { status: 200, body: { reset: project ?? 'all' } };
    },
    reseed: ({ body: { seed, fixtures } }) => {
      deps.reseed(seed, fixtures);
      return { status: 200, body: { seed: deps.fixtures.seed, fixtures: deps.fixtures.set.name } };
    },
    getClock: () => ({ status: 200, body: deps.clock.state() }),
    moveClock: ({ body }) => {
      if (body.freeze !== undefined) deps.clock.freeze(body.freeze);
      if (body.set !== undefined) deps.clock.setTo(Date.parse(body.set));
      if (body.advance_seconds !== undefined) deps.clock.advance(body.advance_seconds);
      return { status: 200, body: deps.clock.state() };
    },
    getJournal: ({ query }) => {
      const limit = Math.min(query.limit ?? 100, deps.config.journalSize);
      const entries = deps.journal.entries().filter((e) => !query.project || e.project === query.project);
      return { status: 200, body: { data: entries.slice(-limit).reverse(), notes: deps.journal.notes.toArray().slice(-limit).reverse() } };
    },
    getJournalEntry: ({ params }) => {
      const entry = deps.journal.detail(params.id);
      if (!entry) throw new ApiError('not_found', { detail: `the journal holds no request ${params.id} (it keeps the latest ${deps.config.journalSize})` });
      return { status: 200, body: entry };
    },
    clearJournal: () => {
      deps.journal.clear();
      return { status: 204 };
    },
    mintToken: ({ body }) => ({ status: 201, body: mintToken(deps, body) }),
    revokeToken: ({ params }) => {
      const record = deps.tokens.get(params.token);
      if (!record || record.kind === 'operator') throw new ApiError('not_found', { detail: 'no such token (the operator token cannot be revoked)' });
      deps.tokens.revoke(record.token);
      return { status: 204 };
    },
    createSnapshot: async ({ body: { name, project } }) => ({ status: 201, body: await createSnapshot(deps, name, project) }),
    listSnapshots: () => ({
      status: 200,
      body: { data: deps.snapshots.list(), limits: { max_count: deps.snapshots.limits.maxCount, max_records: deps.snapshots.limits.maxRecords } },
    }),
    restoreSnapshot: async ({ params, body }) => ({ status: 200, body: await restoreSnapshot(deps, params.name, body?.project) }),
    deleteSnapshot: async ({ params }) => {
      await deleteSnapshot(deps, params.name);
      return { status: 204 };
    },
    ...quotaHandlers(deps),
    ...resilienceHandlers(deps),
  } satisfies ControlHandlersOf<'control'>;
}
