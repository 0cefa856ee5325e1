import { countingStream, type CountingRng, type Rng } from '../core/rng.js';
import type { Deps } from '../deps.js';

/**
 * How far ahead of the draws the saved position of a project's id stream runs. A start after a
 * crash takes the stream up at the saved position, past every id drawn since the last save (as
 * long as fewer than half of this many draws happened between a save being due and done), so no
 * id is given to two records.
 */
export const ID_RESERVE_DRAWS = 50_000;
const KEY = 'ids';

interface IdState {
  rng: CountingRng;
  /** The position saved with the project: the stream never reaches it before the next save. */
  reserved: number;
}

function stateOf(deps: Deps, project: string, skip = 0): IdState {
  return { rng: countingStream(deps.fixtures.seed, project, 'ids', skip), reserved: skip };
}

/**
 * One id stream per project, kept for the project's life: the same requests in the same order
 * give the same ids, and one project's traffic never shifts another's ids.
 */
export function idStream(deps: Deps, project: string): Rng {
  const p = deps.store.get(project);
  let s = p.extras.get(KEY) as IdState | undefined;
  if (!s) {
    s = stateOf(deps, project);
    p.extras.set(KEY, s);
  }
  if (s.rng.drawn + ID_RESERVE_DRAWS / 2 > s.reserved) {
    s.reserved = s.rng.drawn + ID_RESERVE_DRAWS;
    deps.state.changed(project);
  }
  return s.rng;
}

/** The id stream's reserved position is saved with each project (state part `ids`). */
export function registerIdState(deps: Deps): void {
  deps.state.register({
    name: 'ids',
    scope: 'project',
    dump: (project) => (project.extras.get(KEY) as IdState | undefined)?.reserved,
    load: (project, data: unknown) => {
      if (!Number.isSafeInteger(data) || (data as number) < 0) throw new Error(`project ${project.id}: the saved id stream position (state part "ids") is not a count`);
      project.extras.set(KEY, stateOf(deps, project.id, data as number));
    },
  });
}
