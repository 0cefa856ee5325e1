/** The Auth API's own operations (`/v3/auth`: sessions, users, roles), each a handler keyed by its operationId. */
import type { Project } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import { etagOf, notModified } from '../../http/etag.js';
import { pathOf, type HandlersOf } from '../handler.js';
import { createRole, deleteRole, listRoles, roleEtag, setUserRole, updateRole } from './roles.js';
import { scimHandlers } from './scim/handlers.js';
import { currentUser, deleteSession, listSessions, openProvisioningSession, refresh, signIn } from './sessions.js';
import { getUserRecord, users, userView, type UserRecord } from './users.js';

function userEtag(project: Project, user: UserRecord): string {
  return etagOf(users(project).version(user.id)!);
}

export function authHandlers(deps: Deps): HandlersOf<'auth' | 'scim'> {
  return {
    createSession: async (call) => {
      const body = call.body;
      const session = 'kind' in body
        ? openProvisioningSession(deps, call.project, call.principal, body.description ?? null)
        : await signIn(deps, call.project, body);
      return { status: 201, body: session, headers: { location: pathOf('deleteSession', { id: session.id }) } };
    },
    listSessions: (call) => ({ status: 200, body: { data: listSessions(deps, call.project, call.query.kind), next_cursor: null } }),
    refreshSession: (call) => ({ status: 200, body: refresh(deps, call.project, call.body.refresh_token) }),
    deleteSession: (call) => {
      deleteSession(deps, call.project, call.params.id, call.principal);
      return { status: 204 };
    },
    getCurrentUser: (call) => {
      const user = currentUser(call.project, call.principal);
      return { status: 200, body: userView(user), headers: { etag: userEtag(call.project, user) } };
    },
    getUser: (call) => {
      const user = getUserRecord(call.project, call.params.id);
      const etag = userEtag(call.project, user);
      if (notModified(call.header('if-none-match'), etag)) return { status: 304, headers: { etag } };
      return { status: 200, body: userView(user), headers: { etag } };
    },
    setUserRole: (call) => {
      const user = setUserRole(deps, call.project, call.params.id, call.body.role);
      return { status: 200, body: userView(user), headers: { etag: userEtag(call.project, user) } };
    },
    listRoles: (call) => ({ status: 200, body: { data: listRoles(call.project), next_cursor: null } }),
    createRole: (call) => {
      const role = createRole(deps, call.project, call.body);
      return { status: 201, body: role, headers: { etag: roleEtag(call.project, role.name), location: pathOf('updateRole', { name: role.name }) } };
    },
    updateRole: (call) => {
      const role = updateRole(deps, call.project, call.params.name, call.body, call.header('if-match'));
      return { status: 200, body: role, headers: { etag: roleEtag(call.project, role.name) } };
    },
    deleteRole: (call) => {
      deleteRole(call.project, call.params.name);
      return { status: 204 };
    },
    ...scimHandlers(deps),
  };
}
