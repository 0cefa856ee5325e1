/**
 * `platform-sandbox/client`: a typed client of the platform with the SDK 3.2 surface. Types come
 * from the contract (openapi-typescript); requests go through openapi-fetch over a resilient
 * transport. It imports nothing of the server, so it could be published alone.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../generated/openapi.js';
import { assetsApi } from './assets.js';
import { authApi, signInSession } from './auth.js';
import type { ClientContext } from './context.js';
import { devicesApi } from './devices.js';
import { requestsApi } from './requests.js';
import { Transport, type Credentials, type TransportOptions } from './transport.js';

export { PlatformError, AuthenticationError, RateLimitError, type Problem } from './errors.js';
export { BulkError, type BulkResult, type ItemResult, type BulkOptions, MAX_BULK_ITEMS } from './bulk.js';
export type { Credentials } from './transport.js';
export type { components, paths } from '../generated/openapi.js';
export type { Device, DeviceCreate, DeviceListQuery, DevicePatch, DeviceBulkPatchItem } from './devices.js';
export type { Request, RequestListQuery } from './requests.js';
export type { Session } from './auth.js';

/**
 * `project` may be left out when the token is valid in one project only (a session's, a token
 * minted for one project): the token then implies it (decision 0206). Sign-in needs it.
 */
export interface ClientOptions extends Omit<TransportOptions, 'credentials'> {
  /** An access token, or a pair with a refresh token (refreshed once when it expires). */
  token: string | Credentials;
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

export function createPlatformClient(options: ClientOptions) {
  const credentials = typeof options.token === 'string' ? { accessToken: options.token } : options.token;
  const transport = new Transport({ ...options, credentials });
  const ctx: ClientContext = {
    raw: createClient<paths>({ baseUrl: options.baseUrl, fetch: transport.fetch }),
    // The transport sets the project on every request; naming it here satisfies the typed params.
    header: (idempotencyKey) => ({ ...(options.project ? { 'X-Service-Project': options.project } : {}), ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) }),
  };
  return {
    raw: ctx.raw,
    transport,
    devices: devicesApi(ctx),
    requests: requestsApi(ctx),
    auth: authApi(ctx),
    ...assetsApi(ctx),
    /** Exchange the refresh token for a new pair now (the old one is spent); AuthenticationError if refused or there is none. */
    refresh: () => transport.refreshOrThrow(),
  };
}

/** Sign in and get a client that refreshes its access token once when it expires. */
export async function signIn(options: Omit<ClientOptions, 'token' | 'project'> & { project: string; username: string; password: string }): Promise<PlatformClient> {
  const session = await signInSession(options);
  return createPlatformClient({ ...options, token: { accessToken: session.access_token, refreshToken: session.refresh_token } });
}
