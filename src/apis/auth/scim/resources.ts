/**
 * The SCIM resource operations, once for both resource types (RFC 7644 §3.3-§3.6): create, get,
 * replace, patch, delete, list. A `ScimKind` says how a resource type is stored and checked.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Collection, Project, StoredRecord } from '../../../core/store.js';
import type { Deps } from '../../../deps.js';
import { etagOf, preconditionFails } from '../../../http/etag.js';
import { idStream } from '../../ids.js';
import { hashFor } from '../sessions.js';
import { coerceResource } from './coerce.js';
import { scimError } from './errors.js';
import { attributeReader, filterFor } from './filter.js';
import { applyPatch } from './patch.js';
import { project, type Projection } from './render.js';
import { LIST_RESPONSE, type AttrDef, type ResourceTypeDef } from './schemas.js';

type Json = Record<string, unknown>;

export interface ScimContext {
  deps: Deps;
  project: Project;
  /** Absolute URL of the SCIM base, for `meta.location` and `$ref`. */
  base: string;
}

export interface ScimKind<R extends StoredRecord> {
  def: ResourceTypeDef;
  idPrefix: string;
  collection(project: Project): Collection<R>;
  /** The stored SCIM attributes of a record, in canonical form, without id and meta. */
  attrsOf(record: R): Json;
  /** Attributes computed when read (a user's groups, members' display names). */
  decorate(ctx: ScimContext, record: R, attrs: Json): Json;
  /** The record to store for these attributes; checks uniqueness and references. */
  build(ctx: ScimContext, attrs: Json, current: R | undefined, passwordHash: string | null | undefined): Omit<R, 'id' | 'created_at' | 'updated_at'>;
  afterWrite?(ctx: ScimContext, next: R, prev: R | undefined): void;
  afterDelete?(ctx: ScimContext, prev: R): void;
}

export function etagFor<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, id: string): string {
  return etagOf(kind.collection(ctx.project).version(id)!);
}

/** The full representation (before `attributes` / `excludedAttributes`). */
export function represent<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, record: R): Json {
  const attrs = kind.decorate(ctx, record, kind.attrsOf(record));
  return {
    schemas: [kind.def.core.id],
    id: record.id,
    ...attrs,
    meta: {
      resourceType: kind.def.name,
      created: record.created_at,
      lastModified: record.updated_at,
      location: `${ctx.base}${kind.def.endpoint}/${record.id}`,
      version: etagFor(kind, ctx, record.id),
    },
  };
}

export function getOne<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, id: string): R {
  const record = kind.collection(ctx.project).get(id);
  if (!record) throw scimError(404, undefined, `${kind.def.name} ${id} not found`);
  return record;
}

function assertVersion<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, id: string, ifMatch: string | undefined): void {
  const etag = etagFor(kind, ctx, id);
  if (preconditionFails(ifMatch, etag)) throw scimError(412, undefined, `${kind.def.name} ${id} has changed: its version is ${etag}, If-Match was ${ifMatch}`);
}

async function hashOf(ctx: ScimContext, password: string | null | undefined): Promise<string | null | undefined> {
  return typeof password === 'string' ? hashFor(ctx.deps, ctx.project, password) : password;
}

export async function createOne<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, body: unknown): Promise<R> {
  const { attrs, password } = coerceResource(kind.def, body);
  const hash = await hashOf(ctx, password);
  // Everything below runs without awaiting, so no other request interleaves (uniqueness holds).
  const collection = kind.collection(ctx.project);
  const record = collection.create({ id: collection.freshId(kind.idPrefix, idStream(ctx.deps, ctx.project.id)), ...kind.build(ctx, attrs, undefined, hash) } as Omit<R, 'created_at' | 'updated_at'>);
  kind.afterWrite?.(ctx, record, undefined);
  return record;
}

function write<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, current: R, attrs: Json, hash: string | null | undefined): R {
  const next = kind.collection(ctx.project).update(current.id, kind.build(ctx, attrs, current, hash));
  kind.afterWrite?.(ctx, next, current);
  return next;
}

export async function replaceOne<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, id: string, body: unknown, ifMatch?: string): Promise<R> {
  getOne(kind, ctx, id);
  assertVersion(kind, ctx, id, ifMatch);
  const { attrs, password } = coerceResource(kind.def, body);
  const hash = await hashOf(ctx, password);
  const current = getOne(kind, ctx, id);
  assertVersion(kind, ctx, id, ifMatch);
  return write(kind, ctx, current, attrs, hash);
}

export async function patchOne<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, id: string, body: unknown, ifMatch?: string): Promise<R> {
  assertVersion(kind, ctx, getOne(kind, ctx, id).id, ifMatch);
  const first = applyPatch(kind.def, kind.attrsOf(getOne(kind, ctx, id)), body, { id });
  const hash = await hashOf(ctx, first.password);
  // The record may have changed while the password was hashed: apply to the current one.
  const current = getOne(kind, ctx, id);
  assertVersion(kind, ctx, id, ifMatch);
  const result = hash === undefined ? first : applyPatch(kind.def, kind.attrsOf(current), body, { id });
  // A PATCH that changes nothing leaves the resource, its meta.lastModified and version alone (RFC 7644 §3.5.2.1).
  if (hash === undefined && isDeepStrictEqual(result.attrs, kind.attrsOf(current))) return current;
  return write(kind, ctx, current, result.attrs, hash);
}

export function deleteOne<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, id: string, ifMatch?: string): void {
  const current = getOne(kind, ctx, id);
  assertVersion(kind, ctx, id, ifMatch);
  kind.collection(ctx.project).remove(id);
  kind.afterDelete?.(ctx, current);
}

export interface ListQuery extends Projection {
  filter?: string;
  startIndex?: number;
  count?: number;
  sortBy?: string;
  sortOrder?: string;
}

/** Results per page at most (`filter.maxResults` in ServiceProviderConfig). */
export const MAX_RESULTS = 200;

function sortKey(v: unknown, def: AttrDef): number | string {
  if (typeof v === 'string') return def.type === 'dateTime' ? Date.parse(v) : def.caseExact ? v : v.toLowerCase();
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v as number;
}

function sorter(def: ResourceTypeDef, q: ListQuery): (a: Json, b: Json) => number {
  const order = q.sortOrder ?? 'ascending';
  if (order !== 'ascending' && order !== 'descending') throw scimError(400, 'invalidValue', `sortOrder must be ascending or descending, not ${q.sortOrder}`);
  const sign = order === 'ascending' ? 1 : -1;
  if (!q.sortBy) {
    const created = (r: Json) => (r.meta as Json).created as string;
    return (a, b) => sign * (created(a).localeCompare(created(b)) || String(a.id).localeCompare(String(b.id)));
  }
  const reader = attributeReader(def, q.sortBy, 'invalidValue');
  // A multi-valued attribute sorts by its primary value, else its first (RFC 7644 §3.4.2.3).
  const key = (r: Json) => {
    const values = reader.read(r);
    const primary = values.find((v) => typeof v === 'object' && v !== null && (v as Json).primary === true);
    const v = primary !== undefined ? (primary as Json).value : values[0];
    return v === undefined || v === null || v === '' ? undefined : sortKey(typeof v === 'object' ? (v as Json).value : v, reader.def);
  };
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    // Unassigned (and empty, as for `pr`) values come last ascending, first descending (RFC 7644 §3.4.2.3).
    if (ka === undefined || kb === undefined) return ka === kb ? 0 : sign * (ka === undefined ? 1 : -1);
    return sign * (ka < kb ? -1 : ka > kb ? 1 : 0);
  };
}

export function listOf<R extends StoredRecord>(kind: ScimKind<R>, ctx: ScimContext, q: ListQuery): Json {
  const predicate = q.filter !== undefined ? filterFor(kind.def, q.filter) : undefined;
  const compare = sorter(kind.def, q);
  const all = kind.collection(ctx.project).records().map((r) => represent(kind, ctx, r));
  const matched = (predicate ? all.filter(predicate) : all).sort(compare);
  // startIndex below 1 is 1; a negative count is 0 (RFC 7644 §3.4.2.4).
  const startIndex = Math.max(1, q.startIndex ?? 1);
  const count = Math.min(Math.max(0, q.count ?? MAX_RESULTS), MAX_RESULTS);
  const page = matched.slice(startIndex - 1, startIndex - 1 + count);
  return {
    schemas: [LIST_RESPONSE],
    totalResults: matched.length,
    startIndex,
    itemsPerPage: page.length,
    Resources: page.map((r) => project(kind.def, r, q)),
  };
}
