/**
 * The user directory of a project: one store, two views. A user record holds its SCIM attributes
 * under their canonical names (RFC 7643 §4.1), plus the platform's own fields: its `role` in the
 * project and its password hash, which never leaves this module.
 */
import { ApiError } from '../../core/errors.js';
import type { Project, StoredRecord } from '../../core/store.js';
import type { UserStatus } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import type { Principal } from '../../http/env.js';

export const USERS = 'users';
export const GROUPS = 'groups';
export const ROLES = 'roles';

export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

export interface UserRecord extends StoredRecord {
  userName: string;
  active: boolean;
  /** The user's platform role in the project (built-in or custom). */
  role: string;
  /** SCIM `active` was removed (RFC 7644 §3.5.2.2): SCIM shows none; `active` keeps the state the user had. */
  active_unassigned?: true;
  /** scrypt hash, `fixture:<userName>` for seeded users, or null (cannot sign in). */
  password_hash: string | null;
  [attribute: string]: unknown;
}

export interface GroupMember {
  value: string;
  type?: 'User' | 'Group';
  /** As the client sent it (kept as sent); absent: the member's current name is shown. */
  display?: string;
}

export interface GroupRecord extends StoredRecord {
  displayName: string;
  members: GroupMember[];
  [attribute: string]: unknown;
}

/** What the directory says of a user (`deps.users.status`): a deactivated user stays in it. */
export function userStatus(user: UserRecord | undefined): UserStatus {
  return user === undefined ? 'absent' : user.active === false ? 'inactive' : 'active';
}

/** Fields of a user record that are not SCIM attributes. */
export const INTERNAL_USER_FIELDS = new Set(['id', 'created_at', 'updated_at', 'role', 'password_hash', 'active_unassigned']);

export type UserView = components['schemas']['User'];

export function users(project: Project) {
  return project.collection<UserRecord>(USERS);
}

export function groups(project: Project) {
  return project.collection<GroupRecord>(GROUPS);
}

/** The key of the case-insensitive userName index (RFC 7643 §4.1.1: caseExact false, unique). */
export function userNameKey(userName: string): string {
  return userName.normalize('NFC').toLowerCase();
}

export function findUserByName(project: Project, userName: string): UserRecord | undefined {
  return users(project).findBy('userName', userNameKey(userName))[0];
}

export function getUserRecord(project: Project, id: string): UserRecord {
  const user = users(project).get(id);
  if (!user) throw new ApiError('not_found', { detail: `user ${id} does not exist in project ${project.id}` });
  return user;
}

/**
 * The id a caller may read with GET /v3/auth/users/{id}: its own with any role (the operation needs
 * `auth.self`), any other with `auth.read`.
 */
export function readableUser(principal: Principal, id: string): string {
  if (id === principal.token.subject || principal.permissions.has('auth.read')) return id;
  throw new ApiError('insufficient_scope', {
    detail: `role ${principal.token.role} does not grant auth.read, which reading another user needs`,
    headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox", error="insufficient_scope", scope="auth.read"' },
  });
}

interface Email {
  value?: string;
  primary?: boolean;
}

function primaryEmail(user: UserRecord): string | null {
  const emails = Array.isArray(user.emails) ? (user.emails as Email[]) : [];
  return (emails.find((e) => e.primary) ?? emails[0])?.value ?? null;
}

export function displayNameOf(user: UserRecord): string | null {
  if (typeof user.displayName === 'string') return user.displayName;
  const name = user.name as { formatted?: string; givenName?: string; familyName?: string } | undefined;
  if (name?.formatted) return name.formatted;
  const parts = [name?.givenName, name?.familyName].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/** The Auth API's view of a user. */
export function userView(user: UserRecord): UserView {
  return {
    id: user.id,
    username: user.userName,
    display_name: displayNameOf(user),
    email: primaryEmail(user),
    active: user.active,
    role: user.role,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
