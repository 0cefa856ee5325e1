/** The Asset API's stored records, their collections and indexes, and what every service needs. */
import { ApiError } from '../../core/errors.js';
import type { Rng } from '../../core/rng.js';
import type { CollectionSpec, Project } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { preconditionFails } from '../../http/etag.js';

type Schemas = components['schemas'];
export type License = Schemas['License'];
export type LicenseKind = Schemas['LicenseKind'];
export type Validity = Schemas['LicenseValidity'];
export type AssigneeType = Schemas['LicenseAssigneeType'];
export type Assignment = Schemas['LicenseAssignment'];
export type SoftwareItem = Schemas['SoftwareItem'];

/** A license as stored: `seats_used` is the seat counter; availability and validity are derived on read. */
export type LicenseRecord = Omit<License, 'seats_available' | 'validity'>;

export const LICENSES = 'licenses';
export const ASSIGNMENTS = 'license_assignments';
export const SOFTWARE = 'software';

/** Case-insensitive exact match for product, vendor, name and publisher filters. */
export const fold = (s: string) => s.toLowerCase();

/** `user:<id>` or `project:<id>`: one holder of seats, whatever the license. */
export const holderKey = (type: AssigneeType, id: string) => `${type}:${id}`;
/** One license and one holder: at most one assignment has it. */
export const seatKey = (licenseId: string, type: AssigneeType, id: string) => `${licenseId}\u0000${holderKey(type, id)}`;

export const collectionSpecs: CollectionSpec<any>[] = [
  {
    name: LICENSES,
    indexes: {
      product: (l: LicenseRecord) => fold(l.product),
      vendor: (l: LicenseRecord) => fold(l.vendor),
    },
  },
  {
    name: ASSIGNMENTS,
    indexes: {
      license_id: (a: Assignment) => a.license_id,
      seat: (a: Assignment) => seatKey(a.license_id, a.assignee_type, a.assignee_id),
      holder: (a: Assignment) => holderKey(a.assignee_type, a.assignee_id),
      assignee_id: (a: Assignment) => a.assignee_id,
    },
  },
  {
    name: SOFTWARE,
    indexes: {
      license_id: (s: SoftwareItem) => s.license_id ?? undefined,
      device_id: (s: SoftwareItem) => s.device_id,
      user_id: (s: SoftwareItem) => s.user_id ?? undefined,
    },
  },
];

export function licenses(project: Project) {
  return project.collection<LicenseRecord>(LICENSES);
}

export function assignments(project: Project) {
  return project.collection<Assignment>(ASSIGNMENTS);
}

export function software(project: Project) {
  return project.collection<SoftwareItem>(SOFTWARE);
}

/** What an Asset API service call works with: the project, the sandbox's dependencies, the id stream. */
export interface AssetsContext {
  project: Project;
  deps: Deps;
  ids: Rng;
}

/** A well-formed request that is semantically wrong: 422 naming the body field. */
export function unprocessable(pointer: string, detail: string, message: string): ApiError {
  return new ApiError('unprocessable', { detail: message, errors: [{ in: 'body', pointer, detail }] });
}

/** If-Match on a change: 412 when the object's ETag is not among the tags given. */
export function checkIfMatch(ifMatch: string | undefined, etag: string, what: string): void {
  if (preconditionFails(ifMatch, etag)) {
    throw new ApiError('precondition_failed', { detail: `If-Match ${ifMatch} does not match the ETag ${etag} of ${what}` });
  }
}

/** An RFC 3339 moment in the one form the API answers with (UTC, milliseconds). */
export const canonicalTime = (s: string) => new Date(Date.parse(s)).toISOString();
