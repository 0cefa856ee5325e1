/**
 * Roles of a project: the built-in `admin`, `editor`, `viewer` (src/core/permissions.ts) and the
 * project's custom roles, each a set of permissions (the `x-permission` names of the contract).
 */
import { ApiError } from '../../core/errors.js';
import { builtInRoles, builtInResolver, type PermissionResolver } from '../../core/permissions.js';
import type { Project, StoredRecord } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { preconditionFails, etagOf } from '../../http/etag.js';
import { applyRole } from './sessions.js';
import { getUserRecord, ROLES, users, type UserRecord } from './users.js';

export type Role = components['schemas']['Role'];
export type RolePut = components['schemas']['RolePut'];

interface RoleRecord extends StoredRecord {
  description: string;
  permissions: string[];
}

const MAX_CUSTOM_ROLES = 100;

const BUILT_IN_DESCRIPTIONS: Record<string, string> = {
  viewer: 'Reads every API; manages its own sessions.',
  editor: 'Reads and writes the registry, assets, events and the graph.',
  admin: 'Everything, including users, roles and SCIM provisioning.',
};

function roles(project: Project) {
  return project.collection<RoleRecord>(ROLES);
}

/** Every permission a role may grant: the built-in grants and every `x-permission` of the contract. */
function knownPermissions(deps: Deps): Set<string> {
  const known = new Set(Object.values(builtInRoles).flat());
  for (const op of deps.contract.operations.operations) if (op.permission) known.add(op.permission);
  return known;
}

/** Built-in roles first, then the project's custom roles. */
export function permissionResolver(deps: Deps): PermissionResolver {
  return (projectId, role) => {
    const builtIn = builtInResolver(projectId, role);
    if (builtIn) return builtIn;
    const custom = deps.store.peek(projectId)?.collection<RoleRecord>(ROLES).get(role);
    return custom ? new Set(custom.permissions) : undefined;
  };
}

function builtInView(name: string): Role {
  return { name, description: BUILT_IN_DESCRIPTIONS[name] ?? '', permissions: [...builtInRoles[name]], built_in: true, created_at: null, updated_at: null };
}

function customView(r: RoleRecord): Role {
  return { name: r.id, description: r.description, permissions: r.permissions, built_in: false, created_at: r.created_at, updated_at: r.updated_at };
}

export function listRoles(project: Project): Role[] {
  const custom = roles(project).records().sort((a, b) => a.id.localeCompare(b.id));
  return [...Object.keys(builtInRoles).map(builtInView), ...custom.map(customView)];
}

function checkPermissions(deps: Deps, permissions: string[]): void {
  const known = knownPermissions(deps);
  const errors = permissions.flatMap((p, i) => (known.has(p) ? [] : [{ in: 'body' as const, pointer: `#/permissions/${i}`, detail: `is not a permission of any operation (${p})` }]));
  if (errors.length) throw new ApiError('unprocessable', { detail: `unknown permissions: ${errors.map((e) => e.detail).join('; ')}`, errors });
}

export function roleEtag(project: Project, name: string): string {
  return etagOf(roles(project).version(name)!);
}

/** Creates a custom role, or replaces one (If-Match guards a replace); built-in roles are fixed. */
export function putRole(deps: Deps, project: Project, name: string, input: RolePut, ifMatch: string | undefined): { role: Role; created: boolean } {
  if (builtInRoles[name]) throw new ApiError('conflict', { detail: `role ${name} is built in and cannot be changed or deleted` });
  if (!/^[a-z][a-z0-9_-]{0,63}$/.test(name)) {
    throw new ApiError('validation_failed', { detail: 'a role name is 1-64 lowercase letters, digits, _ or -, starting with a letter', errors: [{ in: 'path', pointer: '#/name', detail: 'does not match ^[a-z][a-z0-9_-]{0,63}$' }] });
  }
  const collection = roles(project);
  const exists = collection.has(name);
  if (exists && preconditionFails(ifMatch, roleEtag(project, name))) throw new ApiError('precondition_failed', { detail: `role ${name} has changed (ETag ${roleEtag(project, name)})` });
  if (!exists && ifMatch !== undefined && ifMatch !== '*') throw new ApiError('precondition_failed', { detail: `role ${name} does not exist, so If-Match ${ifMatch} cannot match` });
  if (!exists && collection.size >= MAX_CUSTOM_ROLES) throw new ApiError('unprocessable', { detail: `a project has at most ${MAX_CUSTOM_ROLES} custom roles` });
  checkPermissions(deps, input.permissions);
  const fields = { description: input.description ?? '', permissions: [...input.permissions].sort() };
  const record = exists ? collection.update(name, fields) : collection.create({ id: name, ...fields });
  return { role: customView(record), created: !exists };
}

function customRole(project: Project, name: string): RoleRecord {
  if (builtInRoles[name]) throw new ApiError('conflict', { detail: `role ${name} is built in and cannot be changed or deleted` });
  const role = roles(project).get(name);
  if (!role) throw new ApiError('not_found', { detail: `role ${name} does not exist in project ${project.id}` });
  return role;
}

export function deleteRole(project: Project, name: string): void {
  customRole(project, name);
  const holders = users(project).findBy('role', name);
  if (holders.length) {
    throw new ApiError('conflict', { detail: `role ${name} is held by ${holders.length} user(s), e.g. ${holders[0].id}; give them another role first` });
  }
  roles(project).remove(name);
}

export function setUserRole(deps: Deps, project: Project, userId: string, role: string): UserRecord {
  const user = getUserRecord(project, userId);
  if (!deps.permissions.resolve(project.id, role)) {
    throw new ApiError('unprocessable', { detail: `role ${role} does not exist in project ${project.id}`, errors: [{ in: 'body', pointer: '#/role', detail: 'is not a role of the project' }] });
  }
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = user;
  const updated = users(project).update(userId, { ...rest, role });
  applyRole(deps, project, updated);
  return updated;
}
