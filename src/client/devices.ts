import type { components, paths } from '../generated/openapi.js';
import type { ClientContext } from './context.js';
import { iterate, syncSince } from './paging.js';
import { unwrap } from './transport.js';

export type Device = components['schemas']['Device'];
export type DeviceCreate = components['schemas']['DeviceCreate'];
export type DeviceListQuery = NonNullable<paths['/v2/registry/devices']['get']['parameters']['query']>;

export function devicesApi({ raw, header }: ClientContext) {
  const devices = {
    async list(query: DeviceListQuery = {}) {
      return unwrap(await raw.GET('/v2/registry/devices', { params: { query, header: header() } }));
    },
    /** Every device matching the query, page after page. */
    iterate(query: Omit<DeviceListQuery, 'cursor'> = {}) {
      return iterate((cursor) => devices.list({ ...query, cursor }));
    },
    /** Everything changed since `since` (an RFC 3339 watermark) and the next watermark. */
    sync(since?: string, query: Omit<DeviceListQuery, 'cursor' | 'updated_since'> = {}) {
      return syncSince(since, (updated_since, cursor) => devices.list({ ...query, updated_since, cursor }));
    },
    async get(id: string) {
      return unwrap(await raw.GET('/v2/registry/devices/{id}', { params: { path: { id }, header: header() } }));
    },
    async create(body: DeviceCreate, opts: { idempotencyKey?: string } = {}) {
      return unwrap(await raw.POST('/v2/registry/devices', { body, params: { header: header(opts.idempotencyKey) } }));
    },
  };
  return devices;
}
