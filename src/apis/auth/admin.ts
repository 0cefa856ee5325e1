/**
 * `GET /_sandbox/projects/{project}/passwords`: the seeded users of a project and their passwords
 * (random per project in shared mode). Open to the control API's token, or to a platform token
 * whose role in that project grants `auth.admin` (the project's admin). It never creates a project.
 */
import type { ControlHandlersOf } from '../../admin/handler.js';
import { presentsAdminToken } from '../../admin/auth.js';
import { ApiError } from '../../core/errors.js';
import type { Project } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import { seededPasswords } from './shared-passwords.js';

function allowed(deps: Deps, header: string | undefined, project: string): boolean {
  const admin = deps.config.adminToken;
  if (!admin || presentsAdminToken(header, admin)) return true;
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

export function authAdminHandlers(deps: Deps) {
  return {
    getProjectPasswords: async (call) => {
      const id = call.params.project;
      if (!allowed(deps, call.header('authorization'), id)) {
        throw new ApiError('invalid_token', {
          detail: 'the passwords of a project need the control API token, or a token of the project whose role grants auth.admin',
          headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox-admin"' },
        });
      }
      const project = await existing(deps, id);
      return { status: 200, body: { project: id, shared: deps.config.shared, data: seededPasswords(deps, project) } };
    },
  } satisfies ControlHandlersOf<'auth'>;
}
