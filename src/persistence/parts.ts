/**
 * State that lives outside the store's collections (a module's `project.extras`, a global table)
 * joins persistence and snapshots by registering a named part with `dump` and `load`. Store
 * collections need nothing: every collection is saved with its project.
 *
 * A module registers its parts in `routes(deps)` or `start(deps)` (both run before saved state is
 * loaded) and calls `deps.state.changed(project)` after changing such state, so that the next
 * save includes it. `dump` returns JSON-compatible data (or `undefined` when there is nothing to
 * save); it is serialized at once, so the module may keep mutating its own objects afterwards.
 */
import type { Project } from '../core/store.js';

export interface ProjectStatePart<T = any> {
  name: string;
  scope: 'project';
  dump(project: Project): T | undefined;
  /** Called on a fresh project (after the reset hooks ran), only when saved data exists. */
  load(project: Project, data: T): void;
}

export interface GlobalStatePart<T = any> {
  name: string;
  scope: 'global';
  dump(): T | undefined;
  load(data: T): void;
}

export type StatePart = ProjectStatePart | GlobalStatePart;

const PART_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

export class StateParts {
  readonly #parts = new Map<string, StatePart>();
  readonly #listeners = new Set<(project: string | undefined) => void>();

  register(part: StatePart): void {
    if (!PART_NAME.test(part.name)) throw new Error(`state part name "${part.name}" must match ${PART_NAME}`);
    const key = `${part.scope}:${part.name}`;
    if (this.#parts.has(key)) throw new Error(`state part ${key} is registered twice`);
    this.#parts.set(key, part);
  }

  project(name: string): ProjectStatePart | undefined {
    return this.#parts.get(`project:${name}`) as ProjectStatePart | undefined;
  }

  global(name: string): GlobalStatePart | undefined {
    return this.#parts.get(`global:${name}`) as GlobalStatePart | undefined;
  }

  projectParts(): ProjectStatePart[] {
    return [...this.#parts.values()].filter((p): p is ProjectStatePart => p.scope === 'project');
  }

  globalParts(): GlobalStatePart[] {
    return [...this.#parts.values()].filter((p): p is GlobalStatePart => p.scope === 'global');
  }

  /** A part's state changed: in one project, or global state when `project` is undefined. */
  changed(project?: string): void {
    for (const listener of this.#listeners) listener(project);
  }

  onChange(listener: (project: string | undefined) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/** Each part's data as JSON text, taken now: later changes to the module's objects do not leak in. */
export function dumpProjectParts(parts: StateParts, project: Project): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of parts.projectParts()) {
    const data = part.dump(project);
    if (data !== undefined) out[part.name] = JSON.stringify(data);
  }
  return out;
}

export function dumpGlobalParts(parts: StateParts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of parts.globalParts()) {
    const data = part.dump();
    if (data !== undefined) out[part.name] = JSON.stringify(data);
  }
  return out;
}
