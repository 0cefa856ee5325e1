/** The software inventory: installations on Registry devices, used by users, covered by licenses. */
import { ApiError } from '../../core/errors.js';
import { pageOf, type Page } from '../../core/paging.js';
import type { components } from '../../generated/openapi.js';
import { etagOf } from '../../http/etag.js';
import { DEVICES } from '../registry/records.js';
import { userRefusal } from '../user-refs.js';
import { publishAssetEvent } from './events.js';
import { canonicalTime, checkIfMatch, fold, licenses, software, unprocessable, type AssetsContext, type SoftwareItem } from './records.js';

export type SoftwareCreate = components['schemas']['SoftwareItemCreate'];
export type SoftwarePatch = components['schemas']['SoftwareItemPatch'];

export interface SoftwareQuery {
  name?: string;
  publisher?: string;
  device_id?: string;
  user_id?: string;
  license_id?: string;
  updated_since?: string;
  include_deleted?: boolean;
  limit?: number;
  cursor?: string;
}

export interface VersionedItem {
  item: SoftwareItem;
  etag: string;
}

function findItem(ctx: AssetsContext, id: string): VersionedItem {
  const items = software(ctx.project);
  const item = items.get(id);
  if (!item) throw new ApiError('not_found', { detail: `software item ${id} does not exist in project ${ctx.project.id}` });
  return { item, etag: etagOf(items.version(id)!) };
}

export const getSoftware = findItem;

export function listSoftware(ctx: AssetsContext, q: SoftwareQuery): Page<SoftwareItem> {
  const filters: ((s: SoftwareItem) => boolean)[] = [];
  if (q.name !== undefined) filters.push((s) => fold(s.name) === fold(q.name!));
  if (q.publisher !== undefined) filters.push((s) => fold(s.publisher) === fold(q.publisher!));
  if (q.device_id !== undefined) filters.push((s) => s.device_id === q.device_id);
  if (q.user_id !== undefined) filters.push((s) => s.user_id === q.user_id);
  if (q.license_id !== undefined) filters.push((s) => s.license_id === q.license_id);
  return pageOf(software(ctx.project), {
    cursor: q.cursor,
    limit: q.limit ?? 50,
    updatedSinceMs: q.updated_since === undefined ? undefined : Date.parse(q.updated_since),
    includeDeleted: q.include_deleted,
    filter: filters.length ? (s) => filters.every((f) => f(s)) : undefined,
  });
}

/** The references an item's given fields make must resolve: device, user, license; no future installs. */
function checkReferences(ctx: AssetsContext, fields: SoftwarePatch): void {
  const p = ctx.project;
  if (fields.device_id !== undefined && !p.collection(DEVICES).has(fields.device_id)) {
    throw unprocessable('#/device_id', 'is not a device of the Registry', `device ${fields.device_id} does not exist in project ${p.id}`);
  }
  // An installation records a fact: a deactivated user's software is still installed.
  const refusal = fields.user_id != null ? userRefusal(ctx.deps.users, p.id, fields.user_id, 'fact') : undefined;
  if (refusal) throw unprocessable('#/user_id', `is not a user of project ${p.id}`, refusal.detail);
  if (fields.license_id != null && !licenses(p).has(fields.license_id)) {
    throw unprocessable('#/license_id', 'is not a license of this project', `license ${fields.license_id} does not exist in project ${p.id}`);
  }
  if (fields.installed_at !== undefined && Date.parse(fields.installed_at) > ctx.deps.clock.now()) {
    throw unprocessable('#/installed_at', 'must not be in the future', `installed_at ${fields.installed_at} is after now (${ctx.deps.clock.nowIso()}) on the sandbox clock`);
  }
}

export function createSoftware(ctx: AssetsContext, input: SoftwareCreate): VersionedItem {
  checkReferences(ctx, input);
  const items = software(ctx.project);
  const item = items.create({
    id: items.freshId('sw_', ctx.ids),
    name: input.name,
    version: input.version,
    publisher: input.publisher,
    device_id: input.device_id,
    user_id: input.user_id ?? null,
    license_id: input.license_id ?? null,
    installed_at: input.installed_at === undefined ? ctx.deps.clock.nowIso() : canonicalTime(input.installed_at),
  });
  publishAssetEvent(ctx, 'software.created', item);
  return { item, etag: etagOf(items.version(item.id)!) };
}

export function updateSoftware(ctx: AssetsContext, id: string, patch: SoftwarePatch, ifMatch?: string): VersionedItem {
  const current = findItem(ctx, id);
  checkIfMatch(ifMatch, current.etag, `software item ${id}`);
  checkReferences(ctx, patch);
  const installedAt = patch.installed_at === undefined ? current.item.installed_at : canonicalTime(patch.installed_at);
  const items = software(ctx.project);
  const item = items.update(id, { ...current.item, ...patch, installed_at: installedAt });
  publishAssetEvent(ctx, 'software.updated', item);
  return { item, etag: etagOf(items.version(id)!) };
}

export function deleteSoftware(ctx: AssetsContext, id: string, ifMatch?: string): void {
  checkIfMatch(ifMatch, findItem(ctx, id).etag, `software item ${id}`);
  software(ctx.project).remove(id);
  publishAssetEvent(ctx, 'software.deleted', { id });
}
