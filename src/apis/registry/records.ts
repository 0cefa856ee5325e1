/** The Registry's records: their types (from the contract), collections and id prefixes. */
import type { components } from '../../generated/openapi.js';

export type Device = components['schemas']['Device'];
export type DeviceCreate = components['schemas']['DeviceCreate'];
export type DevicePatch = components['schemas']['DevicePatch'];
export type ServiceRequest = components['schemas']['Request'];
export type RequestCreate = components['schemas']['RequestCreate'];
export type RequestPatch = components['schemas']['RequestPatch'];

export const DEVICES = 'devices';
export const REQUESTS = 'requests';

/** Fixture devices are `dev_0000001` on; created ones `dev_` and a seeded UUID. */
export const DEVICE_ID_PREFIX = 'dev_';
/** Fixture requests are `req_0000001` on; created ones `req_` and a seeded UUID. */
export const REQUEST_ID_PREFIX = 'req_';
