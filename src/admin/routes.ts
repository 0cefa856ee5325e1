/**
 * The control API under `/_sandbox`, as one route table. It needs `SANDBOX_ADMIN_TOKEN` when one
 * is set, except for the health check (and a module's own open routes, such as the webhook inbox).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { ApiError } from '../core/errors.js';
import { PROJECT_ID_PATTERN } from '../core/store.js';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { scenarioAdminRoutes } from '../scenarios/admin.js';
import { bodyReader } from './body.js';
import { quotaAdminRoutes } from './quota.js';
import { adminGuard } from './guard.js';
import { PASSWORDS_PATH } from '../apis/auth/admin.js';
import { mintToken } from './tokens.js';
import { createSnapshot, deleteSnapshot, restoreSnapshot } from '../persistence/snapshots.js';
import { empty, json } from '../http/response.js';

const NAME = PROJECT_ID_PATTERN.source;

const clockBody = bodyReader<{ advance_seconds?: number; set?: string; freeze?: boolean }>({
  type: 'object',
  properties: {
    advance_seconds: { type: 'number', minimum: 0, maximum: 3.2e9 },
    set: { type: 'string', format: 'date-time' },
    freeze: { type: 'boolean' },
  },
  additionalProperties: false,
  minProperties: 1,
});

const resetBody = bodyReader<{ project?: string }>({
  type: 'object',
  properties: { project: { type: 'string', minLength: 1, maxLength: 64 } },
  additionalProperties: false,
});

const seedBody = bodyReader<{ seed: number; fixtures?: string }>({
  type: 'object',
  required: ['seed'],
  properties: {
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    fixtures: { enum: ['default', 'empty', 'large'] },
  },
  additionalProperties: false,
});

const tokenBody = bodyReader<{ role: string; projects: string[] | '*'; ttl_seconds?: number; subject?: string }>({
  type: 'object',
  required: ['role', 'projects'],
  properties: {
    role: { type: 'string', minLength: 1, maxLength: 64 },
    projects: { oneOf: [{ const: '*' }, { type: 'array', items: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' }, minItems: 1, maxItems: 100 }] },
    ttl_seconds: { type: 'integer', minimum: 1, maximum: 31536000 },
    subject: { type: 'string', minLength: 1, maxLength: 128 },
  },
  additionalProperties: false,
});

const snapshotBody = bodyReader<{ name: string; project?: string }>({
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', pattern: NAME }, project: { type: 'string', pattern: NAME } },
  additionalProperties: false,
});

const restoreBody = bodyReader<{ project?: string }>({
  type: 'object',
  properties: { project: { type: 'string', pattern: NAME } },
  additionalProperties: false,
});

function adminAuth(deps: Deps, open: (method: string, path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async function adminAuth(c, next) {
    const expected = deps.config.adminToken;
    if (!expected || open(c.req.method, c.req.path)) return next();
    if (c.req.header('authorization') !== `Bearer ${expected}`) {
      throw new ApiError('invalid_token', {
        detail: 'the control API needs Authorization: Bearer <SANDBOX_ADMIN_TOKEN>',
        headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox-admin"' },
      });
    }
    await next();
  };
}

/** Paths (below /_sandbox) that need no admin token. */
const OPEN = [/^GET \/_sandbox\/health$/, /^POST \/_sandbox\/inbox\/[^/]+$/, PASSWORDS_PATH];
/** Webhook deliveries into the inbox: any content type, bounded by the inbox itself. */
const INBOX_POST = /^POST \/_sandbox\/inbox\/[^/]+$/;

export function adminRoutes(deps: Deps, extra: Hono<AppEnv>[] = []) {
  const app = new Hono<AppEnv>()
    .use('*', adminGuard({ corsOrigins: deps.config.corsOrigins, ownBody: (method, path) => INBOX_POST.test(`${method} ${path}`) }))
    .use('*', adminAuth(deps, (method, path) => OPEN.some((r) => r.test(`${method} ${path}`))))
    .get('/health', (c) =>
      json(c, { status: 'ok', seed: deps.fixtures.seed, fixtures: deps.fixtures.set.name, projects: deps.store.ids().length, clock: deps.clock.state() }),
    )
    .post('/reset', async (c) => {
      const { project } = await resetBody(c);
      deps.reset(project);
      return json(c, { reset: project ?? 'all' });
    })
    .post('/seed', async (c) => {
      const { seed, fixtures } = await seedBody(c);
      deps.reseed(seed, fixtures);
      return json(c, { seed: deps.fixtures.seed, fixtures: deps.fixtures.set.name });
    })
    .get('/clock', (c) => json(c, deps.clock.state()))
    .post('/clock', async (c) => {
      const body = await clockBody(c);
      if (body.freeze !== undefined) deps.clock.freeze(body.freeze);
      if (body.set !== undefined) deps.clock.setTo(Date.parse(body.set));
      if (body.advance_seconds !== undefined) deps.clock.advance(body.advance_seconds);
      return json(c, deps.clock.state());
    })
    .get('/journal', (c) => {
      const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 100) || 100, 1), deps.config.journalSize);
      const project = c.req.query('project');
      const entries = deps.journal.entries().filter((e) => !project || e.project === project);
      return json(c, { data: entries.slice(-limit).reverse(), notes: deps.journal.notes.toArray().slice(-limit).reverse() });
    })
    .delete('/journal', (c) => {
      deps.journal.clear();
      return empty(c, 204);
    })
    .post('/tokens', async (c) => {
      const body = await tokenBody(c);
      return json(c, mintToken(deps, body), 201);
    })
    .delete('/tokens/:token', (c) => {
      const record = deps.tokens.get(c.req.param('token'));
      if (!record || record.kind === 'operator') throw new ApiError('not_found', { detail: 'no such token (the operator token cannot be revoked)' });
      deps.tokens.revoke(record.token);
      return empty(c, 204);
    })
    .post('/snapshots', async (c) => {
      const { name, project } = await snapshotBody(c);
      return json(c, await createSnapshot(deps, name, project), 201);
    })
    .get('/snapshots', (c) =>
      json(c, { data: deps.snapshots.list(), limits: { max_count: deps.snapshots.limits.maxCount, max_records: deps.snapshots.limits.maxRecords } }),
    )
    .post('/snapshots/:name/restore', async (c) => {
      const { project } = await restoreBody(c);
      return json(c, await restoreSnapshot(deps, c.req.param('name'), project));
    })
    .delete('/snapshots/:name', async (c) => {
      await deleteSnapshot(deps, c.req.param('name'));
      return empty(c, 204);
    });
  for (const sub of [scenarioAdminRoutes(deps.scenarios.engine), quotaAdminRoutes(deps), ...extra]) app.route('/', sub);
  return app;
}
