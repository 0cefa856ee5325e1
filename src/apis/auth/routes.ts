import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { etagOf, notModified } from '../../http/etag.js';
import type { components } from '../../generated/openapi.js';
import { createRole, deleteRole, listRoles, roleEtag, setUserRole, updateRole, type RoleCreate, type RoleUpdate } from './roles.js';
import { currentUser, deleteSession, refresh, signIn } from './sessions.js';
import { getUserRecord, users, userView, type UserRecord } from './users.js';
import type { Project } from '../../core/store.js';
import { empty, json } from '../../http/response.js';

type SessionCreate = components['schemas']['SessionCreate'];
type SessionRefresh = components['schemas']['SessionRefresh'];
type UserRoleSet = components['schemas']['UserRoleSet'];

function userEtag(project: Project, user: UserRecord): string {
  return etagOf(users(project).version(user.id)!);
}

export function authRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/v3/auth/sessions', async (c) => {
      const session = await signIn(deps, c.get('project'), c.get('body') as SessionCreate);
      return json(c, session, 201, { location: `/v3/auth/sessions/${session.id}` });
    })
    .post('/v3/auth/sessions/refresh', (c) => json(c, refresh(deps, c.get('project'), (c.get('body') as SessionRefresh).refresh_token)))
    .delete('/v3/auth/sessions/:id', (c) => {
      deleteSession(deps, c.get('project'), c.req.param('id'), c.get('principal'));
      return empty(c, 204);
    })
    .get('/v3/auth/users/me', (c) => {
      const user = currentUser(c.get('project'), c.get('principal'));
      return json(c, userView(user), 200, { etag: userEtag(c.get('project'), user) });
    })
    .get('/v3/auth/users/:id', (c) => {
      const project = c.get('project');
      const user = getUserRecord(project, c.req.param('id'));
      const etag = userEtag(project, user);
      if (notModified(c.req.header('if-none-match'), etag)) return empty(c, 304, { etag });
      return json(c, userView(user), 200, { etag });
    })
    .put('/v3/auth/users/:id/role', (c) => {
      const project = c.get('project');
      const user = setUserRole(deps, project, c.req.param('id'), (c.get('body') as UserRoleSet).role);
      return json(c, userView(user), 200, { etag: userEtag(project, user) });
    })
    .get('/v3/auth/roles', (c) => json(c, { data: listRoles(c.get('project')), next_cursor: null }))
    .post('/v3/auth/roles', (c) => {
      const project = c.get('project');
      const role = createRole(deps, project, c.get('body') as RoleCreate);
      return json(c, role, 201, { etag: roleEtag(project, role.name), location: `/v3/auth/roles/${role.name}` });
    })
    .patch('/v3/auth/roles/:name', (c) => {
      const project = c.get('project');
      const role = updateRole(deps, project, c.req.param('name'), c.get('body') as RoleUpdate, c.req.header('if-match'));
      return json(c, role, 200, { etag: roleEtag(project, role.name) });
    })
    .delete('/v3/auth/roles/:name', (c) => {
      deleteRole(c.get('project'), c.req.param('name'));
      return empty(c, 204);
    });
}
