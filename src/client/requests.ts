import type { components, paths } from '../generated/openapi.js';
import { chunkReply, runBulk, type BulkOptions } from './bulk.js';
import type { ClientContext } from './context.js';
import { iterate, syncSince } from './paging.js';
import { unwrap } from './transport.js';

type S = components['schemas'];
export type Request = S['Request'];
export type RequestListQuery = NonNullable<paths['/v2/registry/requests']['get']['parameters']['query']>;
type Idem = { idempotencyKey?: string };

export function requestsApi({ raw, header }: ClientContext) {
  const requests = {
    async list(query: RequestListQuery = {}) {
      return unwrap(await raw.GET('/v2/registry/requests', { params: { query, header: header() } }));
    },
    iterate(query: Omit<RequestListQuery, 'cursor'> = {}) {
      return iterate((cursor) => requests.list({ ...query, cursor }));
    },
    sync(since?: string, query: Omit<RequestListQuery, 'cursor' | 'updated_since'> = {}) {
      return syncSince(since, (updated_since, cursor) => requests.list({ ...query, updated_since, cursor }));
    },
    async get(id: string) {
      return unwrap(await raw.GET('/v2/registry/requests/{id}', { params: { path: { id }, header: header() } }));
    },
    async create(body: S['RequestCreate'], opts: Idem = {}) {
      return unwrap(await raw.POST('/v2/registry/requests', { body, params: { header: header(opts.idempotencyKey) } }));
    },
    /** Spec §4: PATCH /v2/registry/requests/{id}. */
    async update(id: string, body: S['RequestPatch'], opts: Idem & { ifMatch?: string } = {}) {
      const h = { ...header(opts.idempotencyKey), ...(opts.ifMatch ? { 'If-Match': opts.ifMatch } : {}) };
      return unwrap(await raw.PATCH('/v2/registry/requests/{id}', { body, params: { path: { id }, header: h } }));
    },
    async delete(id: string, opts: Idem = {}) {
      unwrap(await raw.DELETE('/v2/registry/requests/{id}', { params: { path: { id }, header: header(opts.idempotencyKey) } }));
    },
    /** SDK 3.2 `requests.bulk_patch()`: status and assignee of many requests; never throws on a 207. */
    bulk_patch(items: readonly S['RequestBulkItem'][], opts: BulkOptions = {}) {
      return runBulk(items, opts, async (chunk, key) =>
        chunkReply(await raw.PATCH('/v2/registry/requests/bulk', { body: [...chunk], params: { header: header(key) } })),
      );
    },
  };
  return requests;
}
