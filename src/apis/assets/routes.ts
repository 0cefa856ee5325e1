import { Hono, type Context } from 'hono';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { notModified } from '../../http/etag.js';
import { idStream } from '../ids.js';
import { assign, listAssignments, unassign, type AssigneeRef } from './assignments.js';
import { licenseCompliance, listCompliance } from './compliance.js';
import {
  createLicense, deleteLicense, getLicense, listLicenses, updateLicense,
  type LicenseCreate, type LicensePatch, type LicenseQuery,
} from './licenses.js';
import type { AssetsContext } from './records.js';
import {
  createSoftware, deleteSoftware, getSoftware, listSoftware, updateSoftware,
  type SoftwareCreate, type SoftwarePatch, type SoftwareQuery,
} from './software.js';
import { empty, json } from '../../http/response.js';

const LICENSES = '/v1/assets/licenses';
const SOFTWARE = '/v1/assets/software';

export function assetRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>): AssetsContext => {
    const project = c.get('project');
    return { project, deps, ids: idStream(deps, project.id) };
  };
  const body = <T>(c: Context<AppEnv>) => c.get('body') as T;
  const query = <T>(c: Context<AppEnv>) => c.get('query') as T;
  const ifMatch = (c: Context<AppEnv>) => c.req.header('if-match');
  const cached = (c: Context<AppEnv>, etag: string, data: unknown) =>
    notModified(c.req.header('if-none-match'), etag) ? empty(c, 304, { etag }) : json(c, data, 200, { etag });

  return new Hono<AppEnv>()
    .get(LICENSES, (c) => json(c, listLicenses(ctx(c), query<LicenseQuery>(c))))
    .post(LICENSES, (c) => {
      const { license, etag } = createLicense(ctx(c), body<LicenseCreate>(c));
      return json(c, license, 201, { etag, location: `${LICENSES}/${license.id}` });
    })
    .post(`${LICENSES}/assign`, (c) => {
      const { created, ...result } = assign(ctx(c), body<AssigneeRef>(c));
      return json(c, result, created ? 201 : 200);
    })
    .post(`${LICENSES}/unassign`, (c) => {
      const { created: _, ...result } = unassign(ctx(c), body<AssigneeRef>(c));
      return json(c, result, 200);
    })
    .get(`${LICENSES}/:id`, (c) => {
      const { license, etag } = getLicense(ctx(c), c.req.param('id'));
      return cached(c, etag, license);
    })
    .patch(`${LICENSES}/:id`, (c) => {
      const { license, etag } = updateLicense(ctx(c), c.req.param('id'), body<LicensePatch>(c), ifMatch(c));
      return json(c, license, 200, { etag });
    })
    .delete(`${LICENSES}/:id`, (c) => {
      deleteLicense(ctx(c), c.req.param('id'), ifMatch(c));
      return empty(c, 204);
    })
    .get(`${LICENSES}/:id/assignments`, (c) => json(c, listAssignments(ctx(c), c.req.param('id'), query(c))))
    .get(`${LICENSES}/:id/compliance`, (c) => json(c, licenseCompliance(ctx(c), c.req.param('id'))))
    .get('/v1/assets/compliance', (c) => json(c, listCompliance(ctx(c), query(c))))
    .get(SOFTWARE, (c) => json(c, listSoftware(ctx(c), query<SoftwareQuery>(c))))
    .post(SOFTWARE, (c) => {
      const { item, etag } = createSoftware(ctx(c), body<SoftwareCreate>(c));
      return json(c, item, 201, { etag, location: `${SOFTWARE}/${item.id}` });
    })
    .get(`${SOFTWARE}/:id`, (c) => {
      const { item, etag } = getSoftware(ctx(c), c.req.param('id'));
      return cached(c, etag, item);
    })
    .patch(`${SOFTWARE}/:id`, (c) => {
      const { item, etag } = updateSoftware(ctx(c), c.req.param('id'), body<SoftwarePatch>(c), ifMatch(c));
      return json(c, item, 200, { etag });
    })
    .delete(`${SOFTWARE}/:id`, (c) => {
      deleteSoftware(ctx(c), c.req.param('id'), ifMatch(c));
      return empty(c, 204);
    });
}
