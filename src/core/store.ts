/**
 * Per-project state. Fixtures form one immutable base generated from the seed; each project is a
 * copy-on-write overlay on it, so a project costs its changes, not a copy of 100,000 devices.
 * Every change takes the project's next sequence number: list cursors and `updated_since` paging
 * ride on it, so a sync never misses a change and sees each object once, at its latest version.
 */
import { isoOfMs, type VirtualClock } from './clock.js';
import { Collection, type Stamp, type StoreLimits } from './collection.js';
import type { Entry, FixtureBase, StoredRecord } from './fixture-base.js';

export * from './fixture-base.js';
export { Collection, ConflictError } from './collection.js';

export type { StoreLimits } from './collection.js';

export const defaultStoreLimits: StoreLimits = { maxTombstones: 10_000, tombstoneRetentionMs: 30 * 24 * 3600 * 1000 };

/** One tenant's state: collections, its sequence, and room for module state that is not a collection. */
export class Project {
  #seq: number;
  #lastMs: number;
  readonly #collections = new Map<string, Collection<StoredRecord>>();
  /** Per-project state that is not a record collection (active scenarios, counters), by owner name. */
  readonly extras = new Map<string, unknown>();

  constructor(
    readonly id: string,
    readonly fixtures: FixtureBase,
    readonly clock: VirtualClock,
    readonly limits: StoreLimits,
    /** Told after each change (persistence saves only the projects that changed). */
    private readonly onChange: (id: string) => void = () => {},
  ) {
    this.#seq = fixtures.lastSeq;
    this.#lastMs = fixtures.lastUpdatedMs;
  }

  collection<T extends StoredRecord>(name: string): Collection<T> {
    let c = this.#collections.get(name);
    if (!c) {
      const base = this.fixtures.collection(name);
      if (!base) throw new Error(`unknown collection ${name}`);
      c = new Collection(base, this);
      this.#collections.set(name, c);
    }
    return c as unknown as Collection<T>;
  }

  get seq(): number {
    return this.#seq;
  }

  /** The next sequence number and a timestamp that never goes backwards inside this project. */
  stamp(): Stamp {
    const ms = Math.max(this.clock.now(), this.#lastMs + 1);
    this.#lastMs = ms;
    this.onChange(this.id);
    return { seq: ++this.#seq, ms, iso: isoOfMs(ms) };
  }

  /** When this project last changed (business time, ms). */
  get lastChangeMs(): number {
    return this.#lastMs;
  }

  /** Live records (fixtures included) of each collection this project has used so far. */
  recordCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [name, c] of this.#collections) counts[name] = c.size;
    return counts;
  }

  /** Saved state for snapshots and persistence. */
  dump(): ProjectDump {
    const collections: Record<string, Entry<StoredRecord>[]> = {};
    for (const [name, c] of this.#collections) {
      const changes = c.changes();
      if (changes.length) collections[name] = changes;
    }
    return { id: this.id, seq: this.#seq, last_ms: this.#lastMs, collections };
  }

  load(dump: ProjectDump): void {
    this.#seq = dump.seq;
    this.#lastMs = dump.last_ms;
    this.#collections.clear();
    for (const [name, entries] of Object.entries(dump.collections)) this.collection(name).restore(entries);
  }
}

export interface ProjectDump {
  id: string;
  seq: number;
  last_ms: number;
  collections: Record<string, Entry<StoredRecord>[]>;
}

export const PROJECT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Where a project stands: in memory, saved on disk only (persistence), evicted for good, or never made. */
export type ProjectState = 'loaded' | 'saved' | 'evicted' | 'unknown';

/**
 * Saved projects outside memory (`--persist`): an evicted project is handed to `unload`, which
 * keeps its state (it is saved, never deleted), and `load` brings it back on its next use.
 */
export interface ProjectSource {
  has(id: string): boolean;
  load(id: string): Promise<Project>;
  unload(project: Project): void;
  /** The saved projects that are not in memory (loaded again on their next use). */
  savedIds(): string[];
  /** Saved projects at most; a new project past it is refused. */
  readonly max: number;
  readonly count: number;
}

/** Evicted projects remembered without persistence (their next use answers 410), at most. */
const EVICTED_REMEMBERED = 10_000;

/**
 * All projects, capped in memory: the least recently used is evicted. With a source (persistence)
 * an evicted project is unloaded and comes back from disk on its next use; without one, it is
 * gone, and its next use is told so (410) until a reset of it starts it afresh.
 */
export class ProjectStore {
  readonly #projects = new Map<string, Project>();
  /** The id last moved to the end of `#projects` (the most recently used). */
  #recent: string | undefined;
  readonly #listeners = new Set<(id: string | undefined) => void>();
  readonly #evicted = new Map<string, true>();
  #source: ProjectSource | undefined;
  #fixtures: FixtureBase;

  constructor(
    fixtures: FixtureBase,
    private readonly clock: VirtualClock,
    private readonly maxProjects: number,
    private readonly onEvict: (id: string) => void = () => {},
    private readonly limits: StoreLimits = defaultStoreLimits,
  ) {
    this.#fixtures = fixtures;
  }

  get fixtures(): FixtureBase {
    return this.#fixtures;
  }

  /** Persistence hands its saved projects over once they are read. */
  attachSource(source: ProjectSource): void {
    this.#source = source;
  }

  get source(): ProjectSource | undefined {
    return this.#source;
  }

  state(id: string): ProjectState {
    if (this.#projects.has(id)) return 'loaded';
    if (this.#source?.has(id)) return 'saved';
    return this.#evicted.has(id) ? 'evicted' : 'unknown';
  }

  /** A saved project back into memory (persistence); a loaded one as it is. */
  async load(id: string): Promise<Project> {
    const p = this.#projects.get(id);
    if (p) return this.get(id);
    if (!this.#source?.has(id)) throw new Error(`project ${id} is not saved`);
    return this.#source.load(id);
  }

  /**
   * A project that is not in the store: what a call that may not create one (a sign-in) reads.
   * It holds the fixtures; nothing written to it is kept unless it is adopted with `get`.
   */
  detached(id: string): Project {
    return new Project(id, this.#fixtures, this.clock, this.limits);
  }

  /** The project, created if it does not exist: the caller has checked that it may create it. */
  get(id: string): Project {
    let p = this.#projects.get(id);
    if (p) {
      // Most calls name the project the previous call named: it is the most recent already.
      if (id !== this.#recent) {
        this.#projects.delete(id);
        this.#projects.set(id, p);
        this.#recent = id;
      }
      return p;
    }
    this.#recent = id;
    this.#evicted.delete(id);
    p = new Project(id, this.#fixtures, this.clock, this.limits, (changed) => this.#notify(changed));
    this.#projects.set(id, p);
    if (this.#projects.size > this.maxProjects) this.#evictOldest();
    return p;
  }

  #evictOldest(): void {
    const oldest = this.#projects.keys().next().value!;
    const victim = this.#projects.get(oldest)!;
    this.#projects.delete(oldest);
    if (this.#source) this.#source.unload(victim);
    else {
      this.#evicted.set(oldest, true);
      if (this.#evicted.size > EVICTED_REMEMBERED) this.#evicted.delete(this.#evicted.keys().next().value!);
    }
    this.onEvict(oldest);
  }

  /**
   * Put a saved project back (a snapshot or a persisted file), replacing its current state;
   * `changed: false` when it comes from the saved state itself (nothing to save again).
   */
  restore(dump: ProjectDump, changed = true): Project {
    this.#projects.delete(dump.id);
    const p = this.get(dump.id);
    p.load(dump);
    if (changed) this.#notify(dump.id);
    return p;
  }

  /** Called with a project's id after it changed, was reset or evicted; `undefined` for all projects. */
  onChange(listener: (id: string | undefined) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(id: string | undefined): void {
    for (const listener of this.#listeners) listener(id);
  }

  peek(id: string): Project | undefined {
    return this.#projects.get(id);
  }

  ids(): string[] {
    return [...this.#projects.keys()];
  }

  /** Back to the fixtures: one project, or all of them (an evicted project may start afresh). */
  reset(id?: string): void {
    if (id === undefined) {
      this.#projects.clear();
      this.#evicted.clear();
    } else {
      this.#projects.delete(id);
      this.#evicted.delete(id);
    }
    this.#notify(id);
  }

  /** A new fixture base (another seed or set): every project starts again from it. */
  replaceFixtures(fixtures: FixtureBase): void {
    this.#fixtures = fixtures;
    this.#projects.clear();
    this.#evicted.clear();
    this.#notify(undefined);
  }
}
