/** Licenses: list, get, create, change, delete. Validity is decided by the virtual clock on every read. */
import { ApiError } from '../../core/errors.js';
import { pageOf, type Page } from '../../core/paging.js';
import type { components } from '../../generated/openapi.js';
import { publishAssetEvent } from './events.js';
import {
  assignments, canonicalTime, checkIfMatch, fold, licenses, software, unprocessable,
  type AssetsContext, type License, type LicenseRecord, type Validity,
} from './records.js';
import type { Project } from '../../core/store.js';

export type LicenseCreate = components['schemas']['LicenseCreate'];
export type LicensePatch = components['schemas']['LicensePatch'];

export interface LicenseQuery {
  product?: string;
  vendor?: string;
  kind?: License['kind'];
  assignee?: string;
  expiring_before?: string;
  updated_since?: string;
  include_deleted?: boolean;
  limit?: number;
  cursor?: string;
}

export function validityAt(license: Pick<LicenseRecord, 'valid_from' | 'valid_until'>, nowMs: number): Validity {
  if (nowMs < Date.parse(license.valid_from)) return 'pending';
  if (license.valid_until !== null && nowMs >= Date.parse(license.valid_until)) return 'expired';
  return 'active';
}

export function toLicense(record: LicenseRecord, nowMs: number): License {
  return {
    ...record,
    seats_available: record.seats === null ? null : Math.max(0, record.seats - record.seats_used),
    validity: validityAt(record, nowMs),
  };
}

/**
 * The validity is part of the representation but not of the stored version, so it is part of the
 * tag: a license that expired on the clock is not answered 304 with its active representation.
 */
function licenseEtag(version: number, validity: Validity): string {
  return `W/"${version}-${validity}"`;
}

export interface VersionedLicense {
  license: License;
  etag: string;
}

function versioned(project: Project, record: LicenseRecord, nowMs: number): VersionedLicense {
  const license = toLicense(record, nowMs);
  return { license, etag: licenseEtag(licenses(project).version(record.id)!, license.validity) };
}

export function findLicense(project: Project, id: string): LicenseRecord {
  const record = licenses(project).get(id);
  if (!record) throw new ApiError('not_found', { detail: `license ${id} does not exist in project ${project.id}` });
  return record;
}

export function getLicense(ctx: AssetsContext, id: string): VersionedLicense {
  return versioned(ctx.project, findLicense(ctx.project, id), ctx.deps.clock.now());
}

export function listLicenses(ctx: AssetsContext, q: LicenseQuery): Page<License> {
  const filters: ((l: LicenseRecord) => boolean)[] = [];
  if (q.product !== undefined) filters.push((l) => fold(l.product) === fold(q.product!));
  if (q.vendor !== undefined) filters.push((l) => fold(l.vendor) === fold(q.vendor!));
  if (q.kind !== undefined) filters.push((l) => l.kind === q.kind);
  if (q.assignee !== undefined) {
    const held = new Set(assignments(ctx.project).findBy('assignee_id', q.assignee).map((a) => a.license_id));
    filters.push((l) => held.has(l.id));
  }
  if (q.expiring_before !== undefined) {
    const before = Date.parse(q.expiring_before);
    filters.push((l) => l.valid_until !== null && Date.parse(l.valid_until) < before);
  }
  const page = pageOf(licenses(ctx.project), {
    cursor: q.cursor,
    limit: q.limit ?? 50,
    updatedSinceMs: q.updated_since === undefined ? undefined : Date.parse(q.updated_since),
    includeDeleted: q.include_deleted,
    filter: filters.length ? (l) => filters.every((f) => f(l)) : undefined,
  });
  const now = ctx.deps.clock.now();
  return { ...page, data: page.data.map((d) => ('deleted' in d ? d : toLicense(d as LicenseRecord, now))) };
}

/** The rules every stored license keeps, whether created or changed. */
function checkTerms(terms: Pick<LicenseRecord, 'kind' | 'seats' | 'valid_from' | 'valid_until'>): void {
  if (terms.seats === null && terms.kind !== 'site') {
    throw unprocessable('#/seats', `is required for a ${terms.kind} license`, `a ${terms.kind} license needs a seat count; only a site license may be unlimited (seats null)`);
  }
  if (terms.valid_until !== null && Date.parse(terms.valid_until) <= Date.parse(terms.valid_from)) {
    throw unprocessable('#/valid_until', `must be after valid_from (${terms.valid_from})`, `valid_until ${terms.valid_until} is not after valid_from ${terms.valid_from}`);
  }
}

export function createLicense(ctx: AssetsContext, input: LicenseCreate): VersionedLicense {
  const terms = {
    kind: input.kind,
    seats: input.seats ?? null,
    valid_from: input.valid_from === undefined ? ctx.deps.clock.nowIso() : canonicalTime(input.valid_from),
    valid_until: input.valid_until == null ? null : canonicalTime(input.valid_until),
  };
  checkTerms(terms);
  const collection = licenses(ctx.project);
  const record = collection.create({
    id: collection.freshId('lic_', ctx.ids),
    product: input.product,
    vendor: input.vendor,
    ...terms,
    seats_used: 0,
  });
  publishAssetEvent(ctx, 'license.created', record);
  return versioned(ctx.project, record, ctx.deps.clock.now());
}

export function updateLicense(ctx: AssetsContext, id: string, patch: LicensePatch, ifMatch?: string): VersionedLicense {
  const now = ctx.deps.clock.now();
  const current = findLicense(ctx.project, id);
  checkIfMatch(ifMatch, versioned(ctx.project, current, now).etag, `license ${id}`);
  const next: LicenseRecord = {
    ...current,
    ...patch,
    valid_from: patch.valid_from === undefined ? current.valid_from : canonicalTime(patch.valid_from),
    valid_until: patch.valid_until === undefined ? current.valid_until : patch.valid_until === null ? null : canonicalTime(patch.valid_until),
  };
  checkTerms(next);
  if (next.seats !== null && next.seats < current.seats_used) {
    throw new ApiError('conflict', {
      detail: `license ${id} has ${current.seats_used} seats in use; unassign some before lowering seats to ${next.seats}`,
      errors: [{ in: 'body', pointer: '#/seats', detail: `must be at least the ${current.seats_used} seats in use` }],
      extensions: { license_id: id, seats: current.seats, seats_used: current.seats_used },
    });
  }
  if (next.kind !== current.kind && next.kind !== 'site') {
    const wrong = next.kind === 'per_seat' ? 'project' : 'user';
    const held = assignments(ctx.project).findBy('license_id', id).filter((a) => a.assignee_type === wrong).length;
    if (held) {
      throw new ApiError('conflict', {
        detail: `license ${id} has ${held} seats held by ${wrong}s, which a ${next.kind} license cannot have; unassign them first`,
        errors: [{ in: 'body', pointer: '#/kind', detail: `conflicts with ${held} ${wrong} assignments` }],
        extensions: { license_id: id, seats: current.seats, seats_used: current.seats_used },
      });
    }
  }
  const record = licenses(ctx.project).update(id, next);
  publishAssetEvent(ctx, 'license.updated', record);
  return versioned(ctx.project, record, now);
}

/** Deletes the license, releases its seats and unlinks the installations it covered. */
export function deleteLicense(ctx: AssetsContext, id: string, ifMatch?: string): void {
  const current = findLicense(ctx.project, id);
  checkIfMatch(ifMatch, versioned(ctx.project, current, ctx.deps.clock.now()).etag, `license ${id}`);
  const seats = assignments(ctx.project);
  for (const a of seats.findBy('license_id', id)) seats.remove(a.id);
  const items = software(ctx.project);
  for (const item of items.findBy('license_id', id)) items.update(item.id, { ...item, license_id: null });
  licenses(ctx.project).remove(id);
  publishAssetEvent(ctx, 'license.deleted', { id });
}
