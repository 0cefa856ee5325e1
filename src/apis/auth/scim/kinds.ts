/** How SCIM Users and Groups are stored in the project's directory (the same records the Auth API reads). */
import { publish } from '../events.js';
import { revokeUserSessions } from '../sessions.js';
import { findUserByName, groups, INTERNAL_USER_FIELDS, users, displayNameOf, type GroupMember, type GroupRecord, type UserRecord } from '../users.js';
import { scimError } from './errors.js';
import type { ScimContext, ScimKind } from './resources.js';
import { GROUP_TYPE, USER_TYPE } from './schemas.js';

type Json = Record<string, unknown>;

/** Take a user or group out of every group that lists it (it was deleted). */
function dropMember(ctx: ScimContext, id: string): void {
  const collection = groups(ctx.project);
  for (const g of collection.findBy('member', id)) {
    const { id: gid, created_at: _c, updated_at: _u, ...rest } = g;
    collection.update(gid, { ...rest, members: g.members.filter((m) => m.value !== id) });
  }
}

export const userKind: ScimKind<UserRecord> = {
  def: USER_TYPE,
  idPrefix: 'usr_',
  collection: users,
  attrsOf(user) {
    return Object.fromEntries(Object.entries(user).filter(([k]) => !INTERNAL_USER_FIELDS.has(k) && !(k === 'active' && user.active_unassigned)));
  },
  decorate(ctx, user, attrs) {
    const memberOf = groups(ctx.project)
      .findBy('member', user.id)
      .sort((a, b) => a.displayName.localeCompare(b.displayName))
      .map((g) => ({ value: g.id, $ref: `${ctx.base}/Groups/${g.id}`, display: g.displayName, type: 'direct' }));
    return memberOf.length ? { ...attrs, groups: memberOf } : attrs;
  },
  build(ctx, attrs, current, passwordHash) {
    const userName = attrs.userName as string;
    const clash = findUserByName(ctx.project, userName);
    if (clash && clash.id !== current?.id) {
      throw scimError(409, 'uniqueness', `userName ${userName} is already taken by ${clash.id} (userNames are unique case-insensitively)`);
    }
    const active = attrs.active as boolean | undefined;
    return {
      ...attrs,
      userName,
      // A new user without `active` is active. A user whose `active` is removed shows none over
      // SCIM and keeps the state it had: a removal never re-activates (RFC 7644 §3.5.2.2).
      active: active ?? current?.active ?? true,
      ...(active === undefined && current ? { active_unassigned: true as const } : {}),
      role: current?.role ?? 'viewer',
      password_hash: passwordHash === undefined ? (current?.password_hash ?? null) : passwordHash,
    };
  },
  afterWrite(ctx, next, prev) {
    if (prev?.active !== false && next.active === false) revokeUserSessions(ctx.deps, ctx.project, next.id, 'user_deactivated');
  },
  afterDelete(ctx, prev) {
    dropMember(ctx, prev.id);
    revokeUserSessions(ctx.deps, ctx.project, prev.id, 'user_deleted');
    publish(ctx.deps.bus, 'user.deleted', ctx.project.id, ctx.deps.clock.nowIso(), { user_id: prev.id });
  },
};

function memberDisplay(ctx: ScimContext, m: GroupMember): Json {
  const user = m.type === 'User' ? users(ctx.project).get(m.value) : undefined;
  const group = m.type === 'Group' ? groups(ctx.project).get(m.value) : undefined;
  const display = m.display ?? (user ? (displayNameOf(user) ?? user.userName) : group?.displayName);
  return { value: m.value, $ref: `${ctx.base}/${m.type === 'Group' ? 'Groups' : 'Users'}/${m.value}`, type: m.type ?? 'User', ...(display ? { display } : {}) };
}

export const groupKind: ScimKind<GroupRecord> = {
  def: GROUP_TYPE,
  idPrefix: 'grp_',
  collection: groups,
  attrsOf(group) {
    const { id: _i, created_at: _c, updated_at: _u, members, ...rest } = group;
    return members.length ? { ...rest, members: members.map((m) => ({ ...m })) } : rest;
  },
  decorate(ctx, _group, attrs) {
    const members = attrs.members as GroupMember[] | undefined;
    return members ? { ...attrs, members: members.map((m) => memberDisplay(ctx, m)) } : attrs;
  },
  build(ctx, attrs, current) {
    const seen = new Set<string>();
    const members: GroupMember[] = [];
    for (const m of (attrs.members as Json[] | undefined) ?? []) {
      const value = m.value;
      if (typeof value !== 'string' || value === '') throw scimError(400, 'invalidValue', 'members: every member needs a value (the id of a User or Group)');
      if (seen.has(value)) continue;
      seen.add(value);
      const type = users(ctx.project).has(value) ? 'User' : groups(ctx.project).has(value) && value !== current?.id ? 'Group' : undefined;
      if (!type) throw scimError(400, 'invalidValue', `members: ${value} is not a User or another Group of this project`);
      members.push({ value, type, ...(typeof m.display === 'string' ? { display: m.display } : {}) });
    }
    const displayName = attrs.displayName as string;
    // Entra ID requires group names unique: displayName is unique per project, case-insensitively.
    const key = displayName.toLowerCase();
    const clash = groups(ctx.project).records().find((g) => g.id !== current?.id && g.displayName.toLowerCase() === key);
    if (clash) throw scimError(409, 'uniqueness', `displayName ${displayName} is already the name of group ${clash.id}`);
    const { members: _m, ...rest } = attrs;
    return { ...rest, displayName, members };
  },
  afterDelete(ctx, prev) {
    dropMember(ctx, prev.id);
  },
};
