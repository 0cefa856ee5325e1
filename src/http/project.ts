import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import type { AuthFailureLimiter } from '../core/auth-failures.js';
import { clientAddress } from './client-address.js';
import { ApiError } from '../core/errors.js';
import type { PermissionResolver } from '../core/permissions.js';
import { openProject, type ProjectRules } from '../core/project-access.js';
import { PROJECT_ID_PATTERN, type Project, type ProjectStore } from '../core/store.js';
import { boundProject, type TokenRecord } from '../core/tokens.js';
import type { AppEnv } from './env.js';
import type { Stage } from './stage.js';

const NONE: ReadonlySet<string> = new Set();

/**
 * Stage: `X-Service-Project` (or the one project the token is valid in) names the tenant; the
 * token must be valid there, and its role must grant the operation's `x-permission`. Only then is
 * the project opened (created on first use, loaded again if saved: core/project-access.ts), so a
 * refused call never creates or touches one. The project is pinned from then to the end of the
 * answer (every exit: answered, refused, thrown, aborted body), so eviction never takes it while
 * the call may still write to it.
 */
export function project(store: ProjectStore, permissions: { resolve: PermissionResolver }, rules: ProjectRules, unauthenticated: UnauthenticatedLoads): Stage {
  return {
    name: 'project',
    enter(c) {
      const operation = c.get('operation');
      const principal = c.get('principal');
      // A document's default project (`x-sandbox-project`) stands in for the header outside --shared (docs/conventions.md).
      const fallback = rules.shared ? undefined : operation.defaultProject;
      const token = principal?.token;
      const header = c.req.header('x-service-project') || (token && boundProject(token)) || (fallback && (!token || token.projects === '*' || token.projects.includes(fallback)) ? fallback : undefined);
      const id = projectOf(header, token);
      // A document's `security: []` call without a credential never brings a project into being.
      if (!principal && operation.fromDocument && store.state(id) === 'unknown') {
        throw new ApiError('project_not_found', { detail: `project ${id} does not exist; a call without a credential works only in a project that does (a call with a token creates it)` });
      }
      if (principal) store.markAuthenticated(id);
      // A saved project is read first (its own roles decide); any other is checked before it is made.
      const saved = store.state(id) === 'saved';
      if (saved && !principal) admitLoadWithoutCredentials(c, store, unauthenticated);
      const opened = saved ? store.load(id) : undefined;
      const enter = (p?: Project) => {
        if (principal) {
          const granted = permissions.resolve(id, principal.token.role) ?? NONE;
          principal.permissions = granted;
          if (operation.permission && !granted.has(operation.permission)) {
            throw new ApiError('insufficient_scope', {
              detail: `role ${principal.token.role} does not grant ${operation.permission}, which ${operation.id} needs`,
              headers: { 'WWW-Authenticate': `Bearer realm="platform-sandbox", error="insufficient_scope", scope="${operation.permission}"` },
            });
          }
        }
        return setProject(c, p ?? openProject(store, id, principal?.token, rules));
      };
      return opened ? opened.then(enter) : enter();
    },
    leave(c) {
      c.get('unpin')?.();
    },
  };
}

/** Loads of saved projects by calls without credentials: counted per client address. */
export interface UnauthenticatedLoads {
  limiter: AuthFailureLimiter;
  proxies: BlockList | undefined;
}

/**
 * A call without credentials (a sign-in, a refresh) may load a saved project at most
 * `--unauthenticated-loads` times a minute per address (429), and never push out a project that
 * served an authenticated call in the last minute (503 when only such projects are in memory).
 */
function admitLoadWithoutCredentials(c: Context<AppEnv>, store: ProjectStore, { limiter, proxies }: UnauthenticatedLoads): void {
  const key = clientAddress(c, proxies);
  const wait = limiter.retryAfterSeconds(key);
  if (wait > 0) {
    throw new ApiError('rate_limited', {
      detail: `calls without credentials from this address loaded ${limiter.limit} saved projects within ${limiter.windowSeconds} s; retry in ${wait} s`,
      headers: { 'Retry-After': String(wait) },
    });
  }
  if (!store.roomWithoutCredentials()) {
    throw new ApiError('project_capacity', {
      detail: 'every project in memory served an authenticated call within the last minute, and a call without credentials may not push one out; retry shortly',
      headers: { 'Retry-After': '5' },
    });
  }
  limiter.fail(key);
}

/**
 * The project a call is for: `X-Service-Project`, or, when it is absent, the one project the token
 * is valid in (a convention: spec §5 leaves open whether the header is needed on every call). A
 * header naming a project the token is not valid in is 403; a token valid in several projects (or
 * the operator's) still needs the header.
 */
function projectOf(header: string | undefined, token: TokenRecord | undefined): string {
  if (header === undefined || header === '') {
    const bound = token && boundProject(token);
    if (bound !== undefined) return bound;
    throw new ApiError('missing_project', {
      detail: token
        ? 'the token is valid in more than one project, so the call names its project in X-Service-Project'
        : 'every platform call names its project in X-Service-Project',
      errors: [{ in: 'header', pointer: '#/x-service-project', detail: 'is required' }],
    });
  }
  if (!PROJECT_ID_PATTERN.test(header)) {
    throw new ApiError('invalid_project', {
      detail: 'X-Service-Project must be 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
      errors: [{ in: 'header', pointer: '#/x-service-project', detail: `does not match ${PROJECT_ID_PATTERN.source}` }],
    });
  }
  if (token && token.projects !== '*' && !token.projects.includes(header)) {
    throw new ApiError('project_forbidden', { detail: `the token is not valid for project ${header}` });
  }
  return header;
}

function setProject(c: Context<AppEnv>, p: Project | Promise<Project>): void | Promise<void> {
  if (p instanceof Promise) return p.then((loaded) => setProject(c, loaded));
  c.set('project', p);
  c.set('unpin', p.pin());
}
