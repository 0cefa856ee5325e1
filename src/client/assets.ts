import type { components, paths } from '../generated/openapi.js';
import type { ClientContext } from './context.js';
import { iterate } from './paging.js';
import { unwrap } from './transport.js';

type S = components['schemas'];
export type LicenseListQuery = NonNullable<paths['/v1/assets/licenses']['get']['parameters']['query']>;
export type SoftwareListQuery = NonNullable<paths['/v1/assets/software']['get']['parameters']['query']>;
type Idem = { idempotencyKey?: string };

export function assetsApi({ raw, header }: ClientContext) {
  const licenses = {
    async list(query: LicenseListQuery = {}) {
      return unwrap(await raw.GET('/v1/assets/licenses', { params: { query, header: header() } }));
    },
    iterate(query: Omit<LicenseListQuery, 'cursor'> = {}) {
      return iterate((cursor) => licenses.list({ ...query, cursor }));
    },
    async get(id: string) {
      return unwrap(await raw.GET('/v1/assets/licenses/{id}', { params: { path: { id }, header: header() } }));
    },
    async create(body: S['LicenseCreate'], opts: Idem = {}) {
      return unwrap(await raw.POST('/v1/assets/licenses', { body, params: { header: header(opts.idempotencyKey) } }));
    },
    async update(id: string, body: S['LicensePatch']) {
      return unwrap(await raw.PATCH('/v1/assets/licenses/{id}', { body, params: { path: { id }, header: header() } }));
    },
    async delete(id: string) {
      unwrap(await raw.DELETE('/v1/assets/licenses/{id}', { params: { path: { id }, header: header() } }));
    },
    /** Take a seat (spec §4: POST /v1/assets/licenses/assign); assigning twice takes no second seat. */
    async assign(body: S['LicenseAssigneeRef'], opts: Idem = {}) {
      return unwrap(await raw.POST('/v1/assets/licenses/assign', { body, params: { header: header(opts.idempotencyKey) } }));
    },
    async unassign(body: S['LicenseAssigneeRef'], opts: Idem = {}) {
      return unwrap(await raw.POST('/v1/assets/licenses/unassign', { body, params: { header: header(opts.idempotencyKey) } }));
    },
    async assignments(id: string) {
      return unwrap(await raw.GET('/v1/assets/licenses/{id}/assignments', { params: { path: { id }, header: header() } }));
    },
    async compliance(id: string) {
      return unwrap(await raw.GET('/v1/assets/licenses/{id}/compliance', { params: { path: { id }, header: header() } }));
    },
  };
  const software = {
    async list(query: SoftwareListQuery = {}) {
      return unwrap(await raw.GET('/v1/assets/software', { params: { query, header: header() } }));
    },
    async get(id: string) {
      return unwrap(await raw.GET('/v1/assets/software/{id}', { params: { path: { id }, header: header() } }));
    },
    async create(body: S['SoftwareItemCreate'], opts: Idem = {}) {
      return unwrap(await raw.POST('/v1/assets/software', { body, params: { header: header(opts.idempotencyKey) } }));
    },
    async delete(id: string) {
      unwrap(await raw.DELETE('/v1/assets/software/{id}', { params: { path: { id }, header: header() } }));
    },
  };
  return { licenses, software };
}
