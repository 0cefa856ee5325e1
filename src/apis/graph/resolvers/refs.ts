/**
 * Objects of other APIs, as the graph shows them: the Registry's devices and requests and the
 * Auth API's users are read from their own collections (the records REST returns), never copied.
 * A collection a module does not provide (yet) is treated as "nothing to check".
 */
import type { Project, StoredRecord } from '../../../core/store.js';
import type { Deps } from '../../../deps.js';
import { userRefusal, type UserUse } from '../../user-refs.js';
import { userStatus, userView as authUserView, type UserRecord } from '../../auth/users.js';
import { USERS } from '../records.js';

function hasCollection(project: Project, name: string): boolean {
  return project.fixtures.has(name);
}

export function record<T extends StoredRecord>(project: Project, name: string, id: string): T | undefined {
  return hasCollection(project, name) ? project.collection<T>(name).get(id) : undefined;
}

export interface UserView {
  id: string;
  userName: string | null;
  displayName: string | null;
  email: string | null;
  active: boolean | null;
}

/**
 * A user by id, as the Auth API shows it (its own view, renamed to GraphQL's camelCase); the bare
 * reference when the sandbox runs without the Auth API's directory.
 */
export function userView(project: Project, id: string | null): UserView | null {
  if (!id) return null;
  if (!hasCollection(project, USERS)) return { id, userName: null, displayName: null, email: null, active: null };
  const u = project.collection<UserRecord>(USERS).get(id);
  if (!u) return null;
  const v = authUserView(u);
  return { id: v.id, userName: v.username, displayName: v.display_name, email: v.email, active: v.active };
}

export function deviceView(d: StoredRecord & Record<string, any>) {
  return {
    id: d.id,
    name: d.name,
    imei: d.imei ?? null,
    serialNumber: d.serial_number,
    manufacturer: d.manufacturer ?? '',
    model: d.model ?? '',
    platform: d.platform ?? 'other',
    tags: d.tags ?? [],
    createdAt: d.created_at,
    updatedAt: d.updated_at,
  };
}

export function requestView(r: StoredRecord & Record<string, any>) {
  return {
    id: r.id,
    title: r.title ?? null,
    description: r.description ?? null,
    status: r.status ?? null,
    priority: r.priority ?? null,
    deviceId: r.device_id ?? null,
    assigneeId: r.assignee_id ?? null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * Problems with references to users, as field errors; `deps.users` is the Auth API's word. `grant`
 * (an assignment) also refuses a deactivated user.
 */
export function unknownUsers(deps: Deps, project: Project, ids: readonly (string | null | undefined)[], pointer: (i: number) => string, use: UserUse = 'fact') {
  const errors: { pointer: string; detail: string }[] = [];
  const users: Deps['users'] = {
    status: (p, id) => deps.users.status(p, id) ?? (hasCollection(project, USERS) ? userStatus(project.collection<UserRecord>(USERS).get(id)) : undefined),
  };
  ids.forEach((id, i) => {
    const refusal = id ? userRefusal(users, project.id, id, use, 'be assigned') : undefined;
    if (refusal) errors.push({ pointer: pointer(i), detail: refusal.reason === 'absent' ? `no user with id ${id}` : refusal.fieldDetail });
  });
  return errors;
}


export function unknownRecords(project: Project, collection: string, kind: string, ids: readonly string[], pointer: (i: number) => string) {
  const errors: { pointer: string; detail: string }[] = [];
  const present = hasCollection(project, collection);
  ids.forEach((id, i) => {
    if (!present) errors.push({ pointer: pointer(i), detail: `this sandbox has no ${kind}s, so ${id} cannot be linked` });
    else if (!project.collection(collection).has(id)) errors.push({ pointer: pointer(i), detail: `no ${kind} with id ${id}` });
  });
  return errors;
}

;
