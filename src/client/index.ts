/**
 * `platform-sandbox/client`: a typed client of the platform with the SDK 3.2 surface. Types come
 * from the contract (openapi-typescript); requests go through openapi-fetch over a resilient
 * transport. It imports nothing of the server, so it could be published alone.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../generated/openapi.js';
import { Transport, unwrap, type Credentials, type TransportOptions } from './transport.js';
import { iterate, syncSince } from './paging.js';

export { PlatformError, AuthenticationError, RateLimitError, type Problem } from './errors.js';
export { type BulkResult, type ItemResult, type BulkOptions, MAX_BULK_ITEMS } from './bulk.js';
export type { Credentials } from './transport.js';
export type { components, paths };

type Schemas = components['schemas'];
export type Device = Schemas['Device'];
export type DeviceCreate = Schemas['DeviceCreate'];
export type DeviceListQuery = NonNullable<paths['/v2/registry/devices']['get']['parameters']['query']>;

export interface ClientOptions extends Omit<TransportOptions, 'credentials'> {
  /** An access token, or a pair with a refresh token (refreshed once when it expires). */
  token: string | Credentials;
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

export function createPlatformClient(options: ClientOptions) {
  const credentials = typeof options.token === 'string' ? { accessToken: options.token } : options.token;
  const transport = new Transport({ ...options, credentials });
  const raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: transport.fetch });
  // The transport sets the project on every request; naming it here satisfies the typed params.
  const header = (idempotencyKey?: string) => ({
    'X-Service-Project': options.project,
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  });

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

  return { raw, transport, devices };
}
