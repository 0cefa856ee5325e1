/** Request logic over the store: statuses move by the transition table, assignees must be active users. */
import { ApiError } from '../../core/errors.js';
import { pageOf, type Page } from '../../core/paging.js';
import type { Entry, Project } from '../../core/store.js';
import { changedFields, existing, forChange, lookup, parseTime, removeRecord, writeChange, type RegistryContext } from './context.js';
import { publish } from './events.js';
import { userRefusal } from '../user-refs.js';
import { devices } from './devices.js';
import { REQUEST_ID_PREFIX, REQUESTS, type RequestCreate, type RequestPatch, type ServiceRequest } from './records.js';
import { canMove, type RequestStatus } from './transitions.js';


export interface RequestQuery {
  limit?: number;
  cursor?: string;
  status?: RequestStatus[];
  assignee_id?: string;
  device_id?: string;
  updated_since?: string;
  include_deleted?: boolean;
}

/** The store's `merge` for requests, as `mergeDevice` is for devices (decision 0017). */
export function mergeRequest(r: ServiceRequest, f: Partial<ServiceRequest>, updatedAt: string): ServiceRequest {
  return {
    id: r.id,
    title: f.title !== undefined ? f.title : r.title,
    description: f.description !== undefined ? f.description : r.description,
    status: f.status !== undefined ? f.status : r.status,
    priority: f.priority !== undefined ? f.priority : r.priority,
    device_id: f.device_id !== undefined ? f.device_id : r.device_id,
    assignee_id: f.assignee_id !== undefined ? f.assignee_id : r.assignee_id,
    created_at: r.created_at,
    updated_at: updatedAt,
  };
}

export function requests(project: Project) {
  return project.collection<ServiceRequest>(REQUESTS);
}

export function listRequests(project: Project, q: RequestQuery): Page<ServiceRequest> {
  const collection = requests(project);
  const filters: ((r: ServiceRequest) => boolean)[] = [];
  let entries: Entry<ServiceRequest>[] | undefined;
  if (q.device_id !== undefined) entries = lookup(collection, 'device_id', q.device_id);
  if (q.assignee_id !== undefined) {
    if (entries) filters.push((r) => r.assignee_id === q.assignee_id);
    else entries = lookup(collection, 'assignee_id', q.assignee_id);
  }
  if (q.status?.length) {
    const wanted = new Set(q.status);
    filters.push((r) => wanted.has(r.status));
  }
  return pageOf(collection, {
    cursor: q.cursor,
    limit: q.limit ?? 50,
    updatedSinceMs: parseTime(q.updated_since),
    includeDeleted: q.include_deleted,
    filter: filters.length ? (r) => filters.every((f) => f(r)) : undefined,
    entries,
  });
}

export function getRequest(project: Project, id: string): { request: ServiceRequest; version: number } {
  const collection = requests(project);
  const request = existing(collection, 'request', id, project.id);
  return { request, version: collection.version(id)! };
}

/** Referenced device and assignee must exist, a new assignee must be active; else a 422 naming the field. */
function checkReferences(ctx: RegistryContext, fields: { device_id?: string | null; assignee_id?: string | null }): void {
  if (fields.device_id && !devices(ctx.project).has(fields.device_id)) {
    throw new ApiError('unprocessable', {
      detail: `device ${fields.device_id} does not exist in project ${ctx.project.id}`,
      errors: [{ in: 'body', pointer: '#/device_id', detail: 'is not an existing device' }],
    });
  }
  // A new assignee must be an active user; with no user directory present the check is skipped.
  const refusal = fields.assignee_id ? userRefusal(ctx.users, ctx.project.id, fields.assignee_id, 'grant', 'become an assignee') : undefined;
  if (refusal) {
    throw new ApiError('unprocessable', { detail: refusal.detail, errors: [{ in: 'body', pointer: '#/assignee_id', detail: refusal.fieldDetail }] });
  }
}

export function createRequest(ctx: RegistryContext, input: RequestCreate): ServiceRequest {
  checkReferences(ctx, input);
  const collection = requests(ctx.project);
  const request = collection.create({
    id: collection.freshId(REQUEST_ID_PREFIX, ctx.ids),
    title: input.title,
    description: input.description ?? '',
    status: input.status ?? 'open',
    priority: input.priority ?? 'normal',
    device_id: input.device_id ?? null,
    assignee_id: input.assignee_id ?? null,
  });
  publish(ctx, 'request.created', request);
  return request;
}

/**
 * Changes the given fields. A status move the transition table forbids is a 409; a patch that
 * changes nothing keeps the version and publishes nothing.
 */
export function updateRequest(ctx: RegistryContext, id: string, patch: RequestPatch, ifMatch?: string): ServiceRequest {
  const collection = requests(ctx.project);
  const current = forChange(ctx, collection, 'request', id, ifMatch);
  const changed = changedFields(current, patch);
  if (!changed.length) return current;
  if (patch.status !== undefined && !canMove(ctx.transitions, current.status, patch.status)) {
    const allowed = ctx.transitions[current.status];
    throw new ApiError('invalid_transition', {
      detail: `request ${id} cannot move from ${current.status} to ${patch.status}; from ${current.status} it may move to ${allowed.length ? allowed.join(', ') : 'nothing'}`,
      errors: [{ in: 'body', pointer: '#/status', detail: `is not allowed after ${current.status}` }],
    });
  }
  checkReferences(ctx, {
    device_id: changed.includes('device_id') ? patch.device_id : undefined,
    assignee_id: changed.includes('assignee_id') ? patch.assignee_id : undefined,
  });
  const request = writeChange(ctx, collection, 'request', current, patch);
  if (changed.includes('status')) publish(ctx, 'request.status_changed', request);
  if (changed.includes('assignee_id')) publish(ctx, 'request.assignee_changed', request);
  return request;
}

export function deleteRequest(ctx: RegistryContext, id: string, ifMatch?: string): void {
  removeRecord(ctx, requests(ctx.project), 'request', id, ifMatch);
}
