/** Device logic over the store: no HTTP here, only records, rules and catalogued errors. */
import { ApiError } from '../../core/errors.js';
import { pageOf, type Page } from '../../core/paging.js';
import type { Entry, Project } from '../../core/store.js';
import { changedFields, existing, forChange, lookup, parseTime, removeRecord, writeChange, type RegistryContext } from './context.js';
import { publish } from './events.js';
import { isValidImei } from './imei.js';
import { DEVICE_ID_PREFIX, DEVICES, type Device, type DeviceCreate, type DevicePatch } from './records.js';
import { deviceTagSets } from './tag-sets.js';
import { parseTagFilter, TagFilterSyntaxError, type TagFilter } from './tags-filter.js';


export interface DeviceQuery {
  limit?: number;
  cursor?: string;
  tags?: string[];
  updated_since?: string;
  include_deleted?: boolean;
  imei?: string;
  serial_number?: string;
}

/**
 * The store's `merge` for devices: every field named, in the fixtures' order, so that a bulk
 * patch builds each changed device as one literal (decision 0017). A new field of `Device` that
 * is missing here fails to compile.
 */
export function mergeDevice(d: Device, f: Partial<Device>, updatedAt: string): Device {
  return {
    id: d.id,
    name: f.name !== undefined ? f.name : d.name,
    imei: f.imei !== undefined ? f.imei : d.imei,
    serial_number: f.serial_number !== undefined ? f.serial_number : d.serial_number,
    manufacturer: f.manufacturer !== undefined ? f.manufacturer : d.manufacturer,
    model: f.model !== undefined ? f.model : d.model,
    platform: f.platform !== undefined ? f.platform : d.platform,
    tags: f.tags !== undefined ? f.tags : d.tags,
    created_at: d.created_at,
    updated_at: updatedAt,
  };
}

export function devices(project: Project) {
  return project.collection<Device>(DEVICES);
}

/** Every `tags` parameter parsed; a syntax error is a 400 naming the parameter and the position. */
function tagFilters(expressions: readonly string[]): TagFilter {
  const filter: TagFilter = [];
  expressions.forEach((text, n) => {
    try {
      filter.push(...parseTagFilter(text));
    } catch (err) {
      if (!(err instanceof TagFilterSyntaxError)) throw err;
      const which = expressions.length > 1 ? `tags parameter ${n + 1}` : 'tags';
      throw new ApiError('invalid_parameter', {
        detail: `${which} "${text}": ${err.message}`,
        errors: [{ in: 'query', pointer: `#/tags/${n}`, detail: err.message }],
        extensions: { position: err.position },
      });
    }
  });
  return filter;
}

export function listDevices(project: Project, q: DeviceQuery): Page<Device> {
  const collection = devices(project);
  let entries: Entry<Device>[] | undefined;
  let filter: ((d: Device) => boolean) | undefined;
  // Exact lookups and tags go through the collection's indexes, never a scan of 100,000 devices.
  if (q.imei !== undefined) entries = lookup(collection, 'imei', q.imei);
  if (q.serial_number !== undefined) {
    if (entries) filter = (d) => d.serial_number === q.serial_number;
    else entries = lookup(collection, 'serial_number', q.serial_number);
  }
  return pageOf(collection, {
    cursor: q.cursor,
    limit: q.limit ?? 50,
    updatedSinceMs: parseTime(q.updated_since),
    includeDeleted: q.include_deleted,
    filter,
    tags: q.tags?.length ? tagFilters(q.tags) : undefined,
    entries,
  });
}

export function getDevice(project: Project, id: string): { device: Device; version: number } {
  const collection = devices(project);
  const device = existing(collection, 'device', id, project.id);
  return { device, version: collection.version(id)! };
}

function checkImei(ctx: RegistryContext, imei: string | null | undefined, self?: string): void {
  if (!imei) return;
  if (!isValidImei(imei)) {
    throw new ApiError('unprocessable', {
      detail: 'the IMEI check digit is wrong (Luhn)',
      errors: [{ in: 'body', pointer: '#/imei', detail: 'fails the Luhn check' }],
    });
  }
  if (devices(ctx.project).findBy('imei', imei).some((d) => d.id !== self)) {
    throw new ApiError('conflict', {
      detail: `a device with IMEI ${imei} already exists`,
      errors: [{ in: 'body', pointer: '#/imei', detail: 'is already registered' }],
    });
  }
}

export function createDevice(ctx: RegistryContext, input: DeviceCreate): Device {
  checkImei(ctx, input.imei);
  const collection = devices(ctx.project);
  const device = collection.create({
    id: collection.freshId(DEVICE_ID_PREFIX, ctx.ids),
    name: input.name,
    imei: input.imei ?? null,
    serial_number: input.serial_number,
    manufacturer: input.manufacturer ?? '',
    model: input.model ?? '',
    platform: input.platform ?? 'other',
    tags: deviceTagSets.of(input.tags ?? []),
  });
  publish(ctx, 'device.created', device);
  return device;
}

/**
 * Changes the given fields (`tags` replaces the set). A patch that changes nothing keeps the
 * version and publishes nothing, so a sync is not woken by no-op writes.
 */
export function updateDevice(ctx: RegistryContext, id: string, patch: DevicePatch, ifMatch?: string): Device {
  const collection = devices(ctx.project);
  const current = forChange(ctx, collection, 'device', id, ifMatch);
  const next: Partial<Device> = patch.tags ? { ...patch, tags: deviceTagSets.of(patch.tags) } : patch;
  const changed = changedFields(current, next);
  if (!changed.length) return current;
  if (changed.includes('imei')) checkImei(ctx, next.imei, id);
  const device = writeChange(ctx, collection, 'device', current, next);
  if (changed.includes('tags')) publish(ctx, 'device.tags_changed', device);
  return device;
}

export function deleteDevice(ctx: RegistryContext, id: string, ifMatch?: string): void {
  removeRecord(ctx, devices(ctx.project), 'device', id, ifMatch);
}
