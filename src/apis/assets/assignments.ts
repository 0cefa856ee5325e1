/**
 * Seats: assign, unassign, list, and release everything a holder has. Each change is one
 * synchronous step on the store (no await between reading the seat count and writing it), so
 * concurrent requests can never take more seats than the license has.
 */
import { ApiError } from '../../core/errors.js';
import { pageOf, type Page } from '../../core/paging.js';
import { PROJECT_ID_PATTERN } from '../../core/store.js';
import type { TokenRecord } from '../../core/tokens.js';
import { userRefusal } from '../user-refs.js';
import { publishAssetEvent } from './events.js';
import { findLicense, toLicense } from './licenses.js';
import {
  assignments, holderKey, licenses, seatKey, unprocessable,
  type AssetsContext, type AssigneeType, type Assignment, type License, type LicenseRecord,
} from './records.js';

export interface AssigneeRef {
  license_id: string;
  assignee_type: AssigneeType;
  assignee_id: string;
}

export interface AssignmentResult {
  assignment: Assignment;
  license: License;
  /** False when the assignee already held a seat and nothing changed. */
  created: boolean;
}

const accepts: Record<LicenseRecord['kind'], readonly AssigneeType[]> = {
  per_seat: ['user'],
  per_project: ['project'],
  site: ['user', 'project'],
};

/**
 * Whether a project may hold a seat of this project's license: the calling project; outside
 * shared mode any project the sandbox knows; in shared mode only one the caller's token is valid
 * in (decision 0804), so the answer never tells whether someone else's project exists.
 */
function assignableProject(ctx: AssetsContext, id: string, token: TokenRecord | undefined): boolean {
  if (!PROJECT_ID_PATTERN.test(id)) return false;
  if (id === ctx.project.id) return true;
  const known = ctx.deps.store.peek(id) !== undefined;
  if (!ctx.deps.config.shared) return known;
  if (!token) return false;
  return token.projects === '*' ? known : token.projects.includes(id);
}

/** The assignee must exist: an active user of the project's directory, or a project the caller may name (`assignableProject`). */
function checkAssignee(ctx: AssetsContext, ref: AssigneeRef, token: TokenRecord | undefined): void {
  const { assignee_type: type, assignee_id: id } = ref;
  if (type === 'user') {
    // A deactivated user keeps the seats they hold but gets no new one.
    const refusal = userRefusal(ctx.deps.users, ctx.project.id, id, 'grant', 'be given a seat');
    if (refusal) {
      throw unprocessable('#/assignee_id', refusal.reason === 'absent' ? `is not a user of project ${ctx.project.id}` : refusal.fieldDetail, refusal.detail);
    }
    return;
  }
  if (assignableProject(ctx, id, token)) return;
  if (ctx.deps.config.shared) throw unprocessable('#/assignee_id', 'is not a project this token may assign to', `project ${id} is neither this project nor one the token is valid in`);
  throw unprocessable('#/assignee_id', 'is not a known project', `project ${id} is unknown to the sandbox (a project exists once a call has named it in X-Service-Project)`);
}

function heldSeat(ctx: AssetsContext, ref: AssigneeRef): Assignment | undefined {
  return assignments(ctx.project).findBy('seat', seatKey(ref.license_id, ref.assignee_type, ref.assignee_id))[0];
}

/** Moves the license's seat counter by `delta` (one write: a new version and `updated_at`). */
function countSeats(ctx: AssetsContext, license: LicenseRecord, delta: number): LicenseRecord {
  return licenses(ctx.project).update(license.id, { ...license, seats_used: Math.max(0, license.seats_used + delta) });
}

/** `token`: the caller's, which decides the projects it may assign to in shared mode. */
export function assign(ctx: AssetsContext, ref: AssigneeRef, token?: TokenRecord): AssignmentResult {
  const now = ctx.deps.clock.now();
  const license = findLicense(ctx.project, ref.license_id);
  const existing = heldSeat(ctx, ref);
  if (existing) return { assignment: existing, license: toLicense(license, now), created: false };
  if (!accepts[license.kind].includes(ref.assignee_type)) {
    throw unprocessable(
      '#/assignee_type',
      `must be ${accepts[license.kind].join(' or ')} for a ${license.kind} license`,
      `a ${license.kind} license is assigned to ${accepts[license.kind].join('s or ')}s, not to ${ref.assignee_type}s`,
    );
  }
  checkAssignee(ctx, ref, token);
  const view = toLicense(license, now);
  if (view.validity !== 'active') {
    const when = view.validity === 'expired' ? `expired at ${license.valid_until}` : `is valid from ${license.valid_from}`;
    throw new ApiError('license_not_valid', {
      detail: `license ${license.id} ${when}; it is ${new Date(now).toISOString()} on the sandbox clock`,
      extensions: { license_id: license.id, valid_from: license.valid_from, valid_until: license.valid_until },
    });
  }
  if (license.seats !== null && license.seats_used >= license.seats) {
    throw new ApiError('seats_exhausted', {
      detail: `license ${license.id} has all ${license.seats} seats in use`,
      extensions: { license_id: license.id, seats: license.seats, seats_used: license.seats_used },
    });
  }
  const seats = assignments(ctx.project);
  const assignment = seats.create({
    id: seats.freshId('asg_', ctx.ids),
    license_id: license.id,
    assignee_type: ref.assignee_type,
    assignee_id: ref.assignee_id,
  });
  const updated = countSeats(ctx, license, +1);
  publishAssetEvent(ctx, 'license.assigned', assignment);
  return { assignment, license: toLicense(updated, now), created: true };
}

function release(ctx: AssetsContext, assignment: Assignment, license: LicenseRecord): LicenseRecord {
  assignments(ctx.project).remove(assignment.id);
  publishAssetEvent(ctx, 'license.unassigned', assignment);
  return countSeats(ctx, license, -1);
}

export function unassign(ctx: AssetsContext, ref: AssigneeRef): AssignmentResult {
  const current = findLicense(ctx.project, ref.license_id);
  const existing = heldSeat(ctx, ref);
  if (!existing) {
    throw new ApiError('not_found', {
      detail: `${ref.assignee_type} ${ref.assignee_id} holds no seat of license ${ref.license_id}`,
      errors: [{ in: 'body', pointer: '#/assignee_id', detail: 'holds no seat of this license' }],
    });
  }
  const license = release(ctx, existing, current);
  return { assignment: existing, license: toLicense(license, ctx.deps.clock.now()), created: false };
}

/** Releases every seat a user or project holds (e.g. when the user is deleted); answers how many. */
export function releaseHolder(ctx: AssetsContext, type: AssigneeType, id: string): number {
  const held = assignments(ctx.project).findBy('holder', holderKey(type, id));
  for (const a of held) release(ctx, a, findLicense(ctx.project, a.license_id));
  return held.length;
}

export function listAssignments(ctx: AssetsContext, licenseId: string, q: { assignee_type?: AssigneeType; limit?: number; cursor?: string }): Page<Assignment> {
  findLicense(ctx.project, licenseId);
  return pageOf(assignments(ctx.project), {
    cursor: q.cursor,
    limit: q.limit ?? 50,
    filter: (a) => a.license_id === licenseId && (q.assignee_type === undefined || a.assignee_type === q.assignee_type),
  }) as Page<Assignment>;
}
