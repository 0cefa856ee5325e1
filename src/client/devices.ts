import type { components, paths } from '../generated/openapi.js';
import type { ClientContext } from './context.js';
import { chunkReply, runBulk, type BulkOptions } from './bulk.js';
import { iterate, syncSince } from './paging.js';
import { unwrap } from './transport.js';

export type Device = components['schemas']['Device'];
export type DeviceCreate = components['schemas']['DeviceCreate'];
export type DevicePatch = components['schemas']['DevicePatch'];
export type DeviceBulkPatchItem = components['schemas']['DeviceBulkPatchItem'];
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
    /** Change fields; with `ifMatch` (an ETag) the change applies only to that version (412 otherwise). */
    async update(id: string, body: DevicePatch, opts: { ifMatch?: string; idempotencyKey?: string } = {}) {
      const h = { ...header(opts.idempotencyKey), ...(opts.ifMatch ? { 'If-Match': opts.ifMatch } : {}) };
      return unwrap(await raw.PATCH('/v2/registry/devices/{id}', { body, params: { path: { id }, header: h } }));
    },
    async delete(id: string, opts: { idempotencyKey?: string } = {}) {
      unwrap(await raw.DELETE('/v2/registry/devices/{id}', { params: { path: { id }, header: header(opts.idempotencyKey) } }));
    },
    /**
     * SDK 3.2 `devices.bulk_patch()`: patch any number of devices (500 per call). Never throws on a
     * 207: read `ok`, `succeeded` and `failed`, as spec §4 rule 4 asks.
     */
    bulk_patch(items: readonly DeviceBulkPatchItem[], opts: BulkOptions = {}) {
      return runBulk(items, opts, async (chunk, key) =>
        chunkReply(await raw.POST('/v2/registry/devices/bulk', { body: { op: 'patch', items: [...chunk] }, params: { header: header(key) } })),
      );
    },
  };
  return devices;
}
