/**
 * Persistence's change notices, and the sandbox-wide state it saves beside the clock and the
 * tokens: a module whose global state must outlive a restart registers a named part (`dump`,
 * `load`), in `start(deps)`, before saved state is loaded. Per-project state is not registered
 * here: it is a project slot (core/slots.ts), saved with its project.
 *
 * `changed(project)` after changing a project's slot outside a record write (`changed()` for global
 * state) makes the next save include it. `dump` returns JSON-compatible data (or `undefined` when
 * there is nothing to save); it is serialized at once.
 */
export interface GlobalStatePart<T = any> {
  name: string;
  dump(): T | undefined;
  load(data: T): void;
}

const PART_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

export class StateParts {
  readonly #parts = new Map<string, GlobalStatePart>();
  readonly #listeners = new Set<(project: string | undefined) => void>();

  register(part: GlobalStatePart): void {
    if (!PART_NAME.test(part.name)) throw new Error(`state part name "${part.name}" must match ${PART_NAME}`);
    if (this.#parts.has(part.name)) throw new Error(`state part ${part.name} is registered twice`);
    this.#parts.set(part.name, part);
  }

  global(name: string): GlobalStatePart | undefined {
    return this.#parts.get(name);
  }

  /** Something to save changed: in one project, or global state when `project` is undefined. */
  changed(project?: string): void {
    for (const listener of this.#listeners) listener(project);
  }

  onChange(listener: (project: string | undefined) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Each part's data as JSON text, taken now: later changes to the module's objects do not leak in. */
  dump(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const part of this.#parts.values()) {
      const data = part.dump();
      if (data !== undefined) out[part.name] = JSON.stringify(data);
    }
    return out;
  }
}
