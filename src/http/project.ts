import { ApiError } from '../core/errors.js';
import type { PermissionResolver } from '../core/permissions.js';
import { PROJECT_ID_PATTERN, type ProjectStore } from '../core/store.js';
import type { Stage } from './stage.js';

const NONE: ReadonlySet<string> = new Set();

/**
 * Stage 3: `X-Service-Project` names the tenant (created on first use); the token must be valid
 * there, and its role must grant the operation's `x-permission`.
 */
export function project(store: ProjectStore, permissions: { resolve: PermissionResolver }): Stage {
  return {
    name: 'project',
    enter(c) {
      const id = c.req.header('x-service-project');
      if (id === undefined || id === '') {
        throw new ApiError('missing_project', {
          detail: 'every platform call names its project in X-Service-Project',
          errors: [{ in: 'header', pointer: '#/x-service-project', detail: 'is required' }],
        });
      }
      if (!PROJECT_ID_PATTERN.test(id)) {
        throw new ApiError('invalid_project', {
          detail: 'X-Service-Project must be 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
          errors: [{ in: 'header', pointer: '#/x-service-project', detail: `does not match ${PROJECT_ID_PATTERN.source}` }],
        });
      }
      const operation = c.get('operation');
      const principal = c.get('principal');
      if (principal) {
        const { projects, role } = principal.token;
        if (projects !== '*' && !projects.includes(id)) {
          throw new ApiError('project_forbidden', { detail: `the token is not valid for project ${id}` });
        }
        const granted = permissions.resolve(id, role) ?? NONE;
        principal.permissions = granted;
        if (operation.permission && !granted.has(operation.permission)) {
          throw new ApiError('insufficient_scope', {
            detail: `role ${role} does not grant ${operation.permission}, which ${operation.id} needs`,
            headers: { 'WWW-Authenticate': `Bearer realm="platform-sandbox", error="insufficient_scope", scope="${operation.permission}"` },
          });
        }
      }
      c.set('project', store.get(id));
    },
  };
}
