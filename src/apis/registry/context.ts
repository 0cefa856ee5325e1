/** What the Registry's services work with, and the helpers both resources share. */
import type { EventBus } from '../../core/bus.js';
import { DELETED, publish, UPDATED } from './events.js';
import { ApiError } from '../../core/errors.js';
import type { Rng } from '../../core/rng.js';
import type { Collection, Entry, Project, StoredRecord } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import { etagOf, preconditionFails } from '../../http/etag.js';
import { sameElements } from './tag-sets.js';
import type { TransitionTable } from './transitions.js';

export interface RegistryContext {
  project: Project;
  bus: EventBus;
  /** The project's stream for new ids. */
  readonly ids: Rng;
  users: Deps['users'];
  transitions: TransitionTable;
}

/** An index lookup as entries in change order, for `pageOf`. */
export function lookup<T extends StoredRecord>(collection: Collection<T>, index: string, value: string): Entry<T>[] {
  return collection
    .findBy(index, value)
    .map((r) => collection.entry(r.id)!)
    .sort((a, b) => a.seq - b.seq);
}

/** The live record or a 404 naming it. */
export function existing<T extends StoredRecord>(collection: Collection<T>, kind: string, id: string, project: string): T {
  const record = collection.get(id);
  if (!record) throw new ApiError('not_found', { detail: `${kind} ${id} does not exist in project ${project}` });
  return record;
}

/** The record a change applies to: 404 when it does not exist, 412 when `If-Match` fails. */
export function forChange<T extends StoredRecord>(ctx: RegistryContext, collection: Collection<T>, kind: string, id: string, ifMatch: string | undefined): T {
  const current = existing(collection, kind, id, ctx.project.id);
  if (ifMatch !== undefined) checkIfMatch(collection, id, ifMatch);
  return current;
}

export type Kind = 'device' | 'request';

/** Stores `current` with `next` over it and publishes `<kind>.updated` with the result. */
export function writeChange<T extends StoredRecord>(ctx: RegistryContext, collection: Collection<T>, kind: Kind, current: T, next: Partial<T>): T {
  // One copy: the store lays `next` over the current record, keeps `id` and `created_at` and
  // stamps `updated_at` (decision 0017).
  const record = collection.patch(current.id, next);
  publish(ctx, UPDATED[kind], record);
  return record;
}

/** Deletes the record (404, If-Match) and publishes `<kind>.deleted` with its last version. */
export function removeRecord<T extends StoredRecord>(ctx: RegistryContext, collection: Collection<T>, kind: Kind, id: string, ifMatch: string | undefined): void {
  const last = forChange(ctx, collection, kind, id, ifMatch);
  const tombstone = collection.remove(id)!;
  publish(ctx, DELETED[kind], last, tombstone.updated_at);
}

/** `If-Match` against the record's current version (RFC 9110 §13.1.1). */
function checkIfMatch<T extends StoredRecord>(collection: Collection<T>, id: string, ifMatch: string | undefined): void {
  const version = collection.version(id);
  if (preconditionFails(ifMatch, version === undefined ? undefined : etagOf(version))) {
    throw new ApiError('precondition_failed', {
      detail: `If-Match ${ifMatch} does not match the current version ${version === undefined ? '(none)' : etagOf(version)}`,
      errors: [{ in: 'header', pointer: '#/if-match', detail: 'does not match the current ETag' }],
    });
  }
}

/** The fields of `next` that differ from `current` (shallow; arrays by content). */
export function changedFields<T extends object>(current: T, next: Partial<T>): (keyof T)[] {
  const out: (keyof T)[] = [];
  // `for...in`, not `Object.keys`: no array per call (a plain object has no inherited enumerable keys).
  for (const key in next) {
    const a = current[key];
    const b = next[key];
    // Shared tag sets (decision 0019) are often the very same array: no element to read then.
    const same = a === b || (Array.isArray(a) && Array.isArray(b) && sameElements(a, b));
    if (!same) out.push(key);
  }
  return out;
}

/** `updated_since` in ms; the contract checked the RFC 3339 form, this catches what Date cannot hold. */
export function parseTime(iso: string | undefined, name = 'updated_since'): number | undefined {
  if (iso === undefined) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) {
    throw new ApiError('invalid_parameter', {
      detail: `${name} ${iso} is not a moment this server can compare (leap seconds are not supported)`,
      errors: [{ in: 'query', pointer: `#/${name}`, detail: 'must be an RFC 3339 date-time' }],
    });
  }
  return ms;
}
