/**
 * Which project a call gets, and who may bring one into being (DESIGN §3, "The state model"). A
 * project comes into being only through an authenticated call allowed in it; in shared mode only
 * the operator's token or an operator-minted token that names the project may create one (the
 * control API creates through its own routes). A call without a token (sign-in, refresh) reads a
 * project that does not exist as a detached one: nothing it does is kept, unless a successful
 * sign-in adopts it (local development only). A saved (or spilled) project is loaded again; past
 * the saved-project bound, a new project is refused.
 */
import { ApiError } from './errors.js';
import type { Project, ProjectStore } from './store.js';
import type { TokenRecord } from './tokens.js';

export interface ProjectRules {
  shared: boolean;
}

/** Whether this token may bring a project into being (always outside shared mode). */
function mayCreate(token: TokenRecord, id: string, rules: ProjectRules): boolean {
  if (!rules.shared) return true;
  return token.kind === 'operator' || (token.kind === 'minted' && Array.isArray(token.projects) && token.projects.includes(id));
}

/** The project the call works in; a promise only when a saved project has to be read first. */
export function openProject(store: ProjectStore, id: string, token: TokenRecord | undefined, rules: ProjectRules): Project | Promise<Project> {
  switch (store.state(id)) {
    case 'loaded':
      return store.get(id);
    case 'saved':
      return store.load(id);
    default:
      break;
  }
  if (!token) {
    if (rules.shared) throw new ApiError('project_not_found', { detail: `project ${id} does not exist; in shared mode the operator creates projects` });
    return store.detached(id);
  }
  if (!mayCreate(token, id, rules)) {
    throw new ApiError('project_not_found', { detail: `project ${id} does not exist; in shared mode only the operator, the control API or an operator-minted token naming the project creates one` });
  }
  return createProject(store, id);
}

/** A new project, unless the saved-project bound is reached (507 naming it; no one's data is dropped). */
export function createProject(store: ProjectStore, id: string): Project {
  const source = store.source;
  if (!store.peek(id) && source && source.count >= source.max) {
    throw new ApiError('project_limit', {
      detail: `this sandbox keeps at most ${source.max} saved projects (--max-saved-projects) and has that many; reset one (POST /_sandbox/reset {"project": ...}) to make room`,
    });
  }
  return store.get(id);
}

/** A project for the control API: loaded, loaded again when saved, or created (the operator may). */
export function controlProject(store: ProjectStore, id: string): Project | Promise<Project> {
  return store.state(id) === 'saved' ? store.load(id) : createProject(store, id);
}
