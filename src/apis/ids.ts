import { countingStream, type CountingRng, type Rng } from '../core/rng.js';
import { slot, type Slot } from '../core/slots.js';
import type { Project } from '../core/store.js';
import type { Deps } from '../deps.js';

/**
 * How far ahead of the draws the saved position of a project's id stream runs. A start after a
 * crash takes the stream up at the saved position, past every id drawn since the last save (as
 * long as fewer than half of this many draws happened between a save being due and done), so no
 * id is given to two records.
 */
const ID_RESERVE_DRAWS = 50_000;

interface StreamState {
  /** The position saved with the project: the stream never reaches it before the next save. */
  reserved: number;
  /** Made on first use, at the saved position (it needs the sandbox's seed). */
  rng?: CountingRng;
}

/**
 * A slot holding one seeded stream of a project that hands out ids: saved with the project at a
 * reserved position, so ids stay unique across eviction, reload and restart.
 */
export interface IdStreamSlot {
  slot: Slot<StreamState>;
  /** The stream's key beside the seed and the project. */
  purpose: string;
}

export function idStreamSlot(name: string, purpose: string): IdStreamSlot {
  const s = slot<StreamState>({
    name,
    create: () => ({ reserved: 0 }),
    save: (state) => (state.reserved > 0 ? state.reserved : undefined),
    load: (data, project) => {
      if (!Number.isSafeInteger(data) || (data as number) < 0) throw new Error(`project ${project.id}: the saved stream position (slot "${name}") is not a count`);
      return { reserved: data as number };
    },
  });
  return { slot: s, purpose };
}

/** The project's stream of that slot: drawn from its saved position, the reserve moved ahead as it goes. */
export function reservedStream(deps: Deps, project: Project, s: IdStreamSlot): Rng {
  const state = project.slot(s.slot);
  state.rng ??= countingStream(deps.fixtures.seed, project.id, s.purpose, state.reserved);
  if (state.rng.drawn + ID_RESERVE_DRAWS / 2 > state.reserved) {
    state.reserved = state.rng.drawn + ID_RESERVE_DRAWS;
    deps.state.changed(project.id);
  }
  return state.rng;
}

/** Records' ids (slot `ids`). */
const IDS = idStreamSlot('ids', 'ids');

/**
 * One id stream per project, kept for the project's life: the same requests in the same order
 * give the same ids, and one project's traffic never shifts another's ids.
 */
export function idStream(deps: Deps, project: string): Rng {
  return reservedStream(deps, deps.store.get(project), IDS);
}
