import type { ApiModule } from '../module.js';
import { groupFixtures, userFixtures } from './fixtures.js';
import { authAdminHandlers } from './admin.js';
import { permissionResolver } from './roles.js';
import { authHandlers } from './handlers.js';
import { scimNotOffered } from './scim/not-offered.js';
import { sweepExpired } from './sessions.js';
import { GROUPS, ROLES, USERS, userNameKey, userStatus, type GroupRecord, type UserRecord } from './users.js';

export const authModule: ApiModule = {
  name: 'auth',
  collections: [
    {
      name: USERS,
      indexes: {
        userName: (u: UserRecord) => userNameKey(u.userName),
        role: (u: UserRecord) => u.role,
      },
    },
    { name: GROUPS, indexes: { member: (g: GroupRecord) => g.members.map((m) => m.value) } },
    { name: ROLES },
  ],
  fixtures(ctx) {
    const users = userFixtures(ctx);
    return { [USERS]: users, [GROUPS]: groupFixtures(ctx, users) };
  },
  handlers: authHandlers,
  permissions: permissionResolver,
  // A read: a project not in memory is not created for it; its users are then the fixtures' (a
  // saved project's own users are read once a call loads it, which every caller's call has done).
  userStatus: (deps) => (project, id) => userStatus((deps.store.peek(project) ?? deps.store.detached(project)).collection<UserRecord>(USERS).get(id)),
  admin: authAdminHandlers,
  pages: () => scimNotOffered(),
  start(deps) {
    // A project's reset brings its users back to the fixtures: the tokens of its sessions go too.
    const onReset = (project?: string) => {
      if (project !== undefined) deps.tokens.revokeWhere((r) => r.sessionId !== undefined && r.projects !== '*' && r.projects.includes(project), project);
    };
    deps.onReset.add(onReset);
    const offClock = deps.clock.onChange(() => sweepExpired(deps));
    const timer = setInterval(() => sweepExpired(deps), 1000);
    timer.unref();
    return () => {
      clearInterval(timer);
      offClock();
      deps.onReset.delete(onReset);
    };
  },
};
