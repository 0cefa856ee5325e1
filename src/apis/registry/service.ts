/** Registry logic over the store: no HTTP here, only records, rules and catalogued errors. */
import { ApiError } from '../../core/errors.js';
import { pageOf, type Page } from '../../core/paging.js';
import type { components } from '../../generated/openapi.js';
import type { EventBus } from '../../core/bus.js';
import type { Rng } from '../../core/rng.js';
import type { Project } from '../../core/store.js';
import { isValidImei } from './fixtures.js';

export type Device = components['schemas']['Device'];

export const DEVICES = 'devices';

export interface DeviceQuery {
  limit?: number;
  cursor?: string;
  updated_since?: string;
  include_deleted?: boolean;
  imei?: string;
  serial_number?: string;
}

export function devices(project: Project) {
  return project.collection<Device>(DEVICES);
}

export function listDevices(project: Project, q: DeviceQuery): Page<Device> {
  const collection = devices(project);
  const filters: ((d: Device) => boolean)[] = [];
  if (q.imei !== undefined) filters.push((d) => d.imei === q.imei);
  if (q.serial_number !== undefined) filters.push((d) => d.serial_number === q.serial_number);
  return pageOf(collection, {
    cursor: q.cursor,
    limit: q.limit ?? 50,
    updatedSinceMs: q.updated_since === undefined ? undefined : Date.parse(q.updated_since),
    includeDeleted: q.include_deleted,
    filter: filters.length ? (d) => filters.every((f) => f(d)) : undefined,
  });
}

export function getDevice(project: Project, id: string): { device: Device; version: number } {
  const collection = devices(project);
  const device = collection.get(id);
  if (!device) throw new ApiError('not_found', { detail: `device ${id} does not exist in project ${project.id}` });
  return { device, version: collection.version(id)! };
}

export type DeviceCreate = components['schemas']['DeviceCreate'];

export interface RegistryContext {
  project: Project;
  bus: EventBus;
  /** The project's stream for new ids. */
  ids: Rng;
}

export function createDevice(ctx: RegistryContext, input: DeviceCreate): Device {
  if (input.imei && !isValidImei(input.imei)) {
    throw new ApiError('unprocessable', {
      detail: 'the IMEI check digit is wrong (Luhn)',
      errors: [{ in: 'body', pointer: '#/imei', detail: 'fails the Luhn check' }],
    });
  }
  const collection = devices(ctx.project);
  if (input.imei && collection.findBy('imei', input.imei).length) {
    throw new ApiError('conflict', {
      detail: `a device with IMEI ${input.imei} already exists`,
      errors: [{ in: 'body', pointer: '#/imei', detail: 'is already registered' }],
    });
  }
  const device = collection.create({
    id: collection.freshId('dev_', ctx.ids),
    name: input.name,
    imei: input.imei ?? null,
    serial_number: input.serial_number,
    manufacturer: input.manufacturer ?? '',
    model: input.model ?? '',
    platform: input.platform ?? 'other',
    tags: [...new Set(input.tags ?? [])].sort(),
  });
  ctx.bus.publish({ type: 'device.created', project: ctx.project.id, timestamp: device.updated_at, data: device });
  return device;
}
