/** The Auth API's own operations (`/v3/auth`: sessions, users, roles), each a handler keyed by its operationId. */
import type { Project } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import { clientAddress } from '../../http/client-address.js';
import { etagOf, notModified } from '../../http/etag.js';
import { pathOf, type HandlersOf } from '../handler.js';
import { deleteRole, listRoles, putRole, roleEtag, setUserRole } from './roles.js';
import { scimHandlers } from './scim/handlers.js';
import { currentUser, deleteSession, listSessions, openProvisioningSession, refresh, signIn } from './sessions.js';
import { getUserRecord, readableUser, users, userView, type UserRecord } from './users.js';

function userEtag(project: Project, user: UserRecord): string {
  return etagOf(users(project).version(user.id)!);
}

export function authHandlers(deps: Deps): HandlersOf<'auth' | 'scim'> {
  return {
    // One endpoint for every way to get tokens: a password, a refresh token, or (an admin) a provisioning session.
    createSession: async (call) => {
      const body = call.body;
      if ('refresh_token' in body) return { status: 200, body: refresh(deps, call.project, body.refresh_token) };
      const session = 'kind' in body
        ? openProvisioningSession(deps, call.project, call.principal, body.description ?? null)
        : await signIn(deps, call.project, body, clientAddress(call.http, deps.trustedProxies));
      return { status: 201, body: session, headers: { location: pathOf('deleteSession', { id: session.id }) } };
    },
    listSessions: (call) => ({ status: 200, body: { data: listSessions(deps, call.project, call.query.kind), next_cursor: null } }),
    deleteSession: (call) => {
      deleteSession(deps, call.project, call.params.id, call.principal);
      return { status: 204 };
    },
    getUser: (call) => {
      const user = call.params.id === 'me' ? currentUser(call.project, call.principal) : getUserRecord(call.project, readableUser(call.principal, call.params.id));
      const etag = userEtag(call.project, user);
      if (notModified(call.header('if-none-match'), etag)) return { status: 304, headers: { etag } };
      return { status: 200, body: userView(user), headers: { etag } };
    },
    setUserRole: (call) => {
      const user = setUserRole(deps, call.project, call.params.id, call.body.role);
      return { status: 200, body: userView(user), headers: { etag: userEtag(call.project, user) } };
    },
    listRoles: (call) => ({ status: 200, body: { data: listRoles(call.project), next_cursor: null } }),
    putRole: (call) => {
      const { role, created } = putRole(deps, call.project, call.params.name, call.body, call.header('if-match'));
      const headers: Record<string, string> = { etag: roleEtag(call.project, role.name) };
      if (!created) return { status: 200, body: role, headers };
      return { status: 201, body: role, headers: { ...headers, location: pathOf('putRole', { name: role.name }) } };
    },
    deleteRole: (call) => {
      deleteRole(call.project, call.params.name);
      return { status: 204 };
    },
    ...scimHandlers(deps),
  };
}
