/**
 * `GET /_sandbox/projects/{project}/passwords`: the seeded users of a project and their passwords
 * (random per project in shared mode). Open to the control API's token, or to a platform token
 * whose role in that project grants `auth.admin` (the project's admin). It never creates a project.
 */
import { Hono } from 'hono';
import { ApiError } from '../../core/errors.js';
import { PROJECT_ID_PATTERN, type Project } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { json } from '../../http/response.js';
import { seededPasswords } from './shared-passwords.js';

export const PASSWORDS_PATH = /^GET \/_sandbox\/projects\/[^/]+\/passwords$/;

function allowed(deps: Deps, header: string | undefined, project: string): boolean {
  const admin = deps.config.adminToken;
  if (!admin || header === `Bearer ${admin}`) return true;
  const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  const check = token ? deps.tokens.check(token) : undefined;
  if (!check?.ok || check.record.kind === 'refresh') return false;
  const { projects, role } = check.record;
  if (projects !== '*' && !projects.includes(project)) return false;
  return deps.permissions.resolve(project, role)?.has('auth.admin') ?? false;
}

async function existing(deps: Deps, id: string): Promise<Project> {
  const state = deps.store.state(id);
  if (state === 'loaded') return deps.store.get(id);
  if (state === 'saved') return deps.store.load(id);
  throw new ApiError('project_not_found', { detail: `project ${id} does not exist` });
}

export function authAdminRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/projects/:project/passwords', async (c) => {
    const id = c.req.param('project');
    if (!PROJECT_ID_PATTERN.test(id)) throw new ApiError('invalid_parameter', { detail: 'not a project name', errors: [{ in: 'path', pointer: '#/project', detail: `does not match ${PROJECT_ID_PATTERN.source}` }] });
    if (!allowed(deps, c.req.header('authorization'), id)) {
      throw new ApiError('invalid_token', {
        detail: 'the passwords of a project need the control API token, or a token of the project whose role grants auth.admin',
        headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox-admin"' },
      });
    }
    const project = await existing(deps, id);
    return json(c, { project: id, shared: deps.config.shared, data: seededPasswords(deps, project) });
  });
}
