/** SCIM 2.0 routes under /v3/auth/scim/v2 (RFC 7644 §3): 16 endpoints, answers in application/scim+json. */
import { Hono, type Context } from 'hono';
import { SCIM_BASE } from '../../../core/errors.js';
import type { StoredRecord } from '../../../core/store.js';
import type { Deps } from '../../../deps.js';
import type { AppEnv } from '../../../http/env.js';
import { notModified } from '../../../http/etag.js';
import { runBulk } from './bulk.js';
import { resourceTypes, schemas, serviceProviderConfig } from './discovery.js';
import { groupKind, userKind } from './kinds.js';
import { project, type Projection } from './render.js';
import { createOne, deleteOne, etagFor, getOne, listOf, patchOne, replaceOne, represent, type ListQuery, type ScimContext, type ScimKind } from './resources.js';
import { answer, empty } from '../../../http/response.js';

function scim(c: Context<AppEnv>, body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return answer(c, JSON.stringify(body), status, { 'content-type': 'application/scim+json', ...headers });
}

export function scimRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>): ScimContext => ({ deps, project: c.get('project'), base: `${new URL(c.req.url).origin}${SCIM_BASE}` });
  const one = <R extends StoredRecord>(c: Context<AppEnv>, kind: ScimKind<R>, record: R, status = 200) => {
    const s = ctx(c);
    const etag = etagFor(kind, s, record.id);
    const location = `${s.base}${kind.def.endpoint}/${record.id}`;
    return scim(c, project(kind.def, represent(kind, s, record), c.get('query') as Projection), status, { etag, ...(status === 201 ? { location } : {}) });
  };
  const app = new Hono<AppEnv>();
  for (const kind of [userKind, groupKind] as unknown as ScimKind<StoredRecord>[]) {
    const path = `${SCIM_BASE}${kind.def.endpoint}`;
    app
      .get(path, (c) => scim(c, listOf(kind, ctx(c), c.get('query') as ListQuery)))
      .post(path, async (c) => one(c, kind, await createOne(kind, ctx(c), c.get('body')), 201))
      .get(`${path}/:id`, (c) => {
        const record = getOne(kind, ctx(c), c.req.param('id'));
        const etag = etagFor(kind, ctx(c), record.id);
        if (notModified(c.req.header('if-none-match'), etag)) return empty(c, 304, { etag });
        return one(c, kind, record);
      })
      .put(`${path}/:id`, async (c) => one(c, kind, await replaceOne(kind, ctx(c), c.req.param('id'), c.get('body'), c.req.header('if-match'))))
      .patch(`${path}/:id`, async (c) => one(c, kind, await patchOne(kind, ctx(c), c.req.param('id'), c.get('body'), c.req.header('if-match'))))
      .delete(`${path}/:id`, (c) => {
        deleteOne(kind, ctx(c), c.req.param('id'), c.req.header('if-match'));
        return empty(c, 204);
      });
  }
  return app
    .get(`${SCIM_BASE}/ServiceProviderConfig`, (c) => scim(c, serviceProviderConfig(ctx(c).base)))
    .get(`${SCIM_BASE}/ResourceTypes`, (c) => scim(c, resourceTypes(ctx(c).base)))
    .get(`${SCIM_BASE}/Schemas`, (c) => scim(c, schemas(ctx(c).base)))
    .post(`${SCIM_BASE}/Bulk`, async (c) => scim(c, await runBulk(ctx(c), c.get('body'), Buffer.byteLength(await c.req.text()))));
}
