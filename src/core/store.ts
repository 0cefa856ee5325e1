/**
 * Per-project state. Fixtures form one immutable base generated from the seed; each project is a
 * copy-on-write overlay on it, so a project costs its changes, not a copy of 100,000 devices.
 * Every change takes the project's next sequence number: list cursors and `updated_since` paging
 * ride on it, so a sync never misses a change and sees each object once, at its latest version.
 */
import { UNBOUNDED, type BoundChecker } from './bounds.js';
import { monotonicMs, type VirtualClock } from './clock.js';
import type { StoreLimits } from './collection.js';
import { ApiError } from './errors.js';
import type { FixtureBase } from './fixture-base.js';
import { Project, type ProjectDump } from './project.js';

export * from './fixture-base.js';
export { Collection } from './collection.js';
export { Project, type ProjectDump } from './project.js';

export type { StoreLimits } from './collection.js';

export const defaultStoreLimits: StoreLimits = { maxTombstones: 10_000, tombstoneRetentionMs: 30 * 24 * 3600 * 1000 };

export const PROJECT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Where a project stands: in memory, saved outside memory (on disk, or spilled), or never made (or reset). */
export type ProjectState = 'loaded' | 'saved' | 'unknown';

/**
 * Where projects go when they leave memory: `--persist`'s files, or without it a bounded temporary
 * directory (persistence/spill.ts). `unload` keeps an evicted project's state (or throws, 507,
 * when it has no room: the project then stays), and `load` brings it back on its next use.
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

/** A project back from saved state: its records and its slots' data (JSON values). */
export interface ProjectSaved {
  dump: ProjectDump;
  slots: Readonly<Record<string, unknown>>;
}

/** A project that served an authenticated call is not evicted for one without credentials within this long. */
const AUTHENTICATED_PROTECTION_MS = 60_000;

/**
 * All projects, capped in memory: when a new one needs room, the least recently used project that
 * no request holds (pins) leaves memory through the source, which keeps its state; its next use
 * loads it back, passing over projects that served an authenticated call in the last minute while
 * another is left. A project without changes is simply dropped (it is the fixtures). When every
 * project in memory is pinned, the new one is refused (503, `Retry-After`).
 */
export class ProjectStore {
  readonly #projects = new Map<string, Project>();
  /** The id last moved to the end of `#projects` (the most recently used). */
  #recent: string | undefined;
  readonly #listeners = new Set<(id: string | undefined) => void>();
  readonly #loaded = new Set<(project: Project) => void>();
  /** When each project in memory last served an authenticated call (monotonic ms). */
  readonly #authenticatedAt = new Map<string, number>();
  #source: ProjectSource | undefined;
  #fixtures: FixtureBase;

  constructor(
    fixtures: FixtureBase,
    private readonly clock: VirtualClock,
    readonly maxProjects: number,
    private readonly onEvict: (id: string) => void = () => {},
    private readonly limits: StoreLimits = defaultStoreLimits,
    readonly bounds: BoundChecker = UNBOUNDED,
  ) {
    this.#fixtures = fixtures;
  }

  get fixtures(): FixtureBase {
    return this.#fixtures;
  }

  /** Persistence (or the spill directory) takes the projects that leave memory. */
  attachSource(source: ProjectSource): void {
    this.#source = source;
  }

  get source(): ProjectSource | undefined {
    return this.#source;
  }

  state(id: string): ProjectState {
    if (this.#projects.has(id)) return 'loaded';
    return this.#source?.has(id) ? 'saved' : 'unknown';
  }

  /** A saved project back into memory; a loaded one as it is. */
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
    if (this.#projects.size >= this.maxProjects) this.#makeRoom(id);
    this.#recent = id;
    p = new Project(id, this.#fixtures, this.clock, this.limits, (changed) => this.#notify(changed), this.bounds);
    this.#projects.set(id, p);
    return p;
  }

  /** The project served an authenticated call now: a load without credentials will not push it out for a minute. */
  markAuthenticated(id: string): void {
    this.#authenticatedAt.set(id, monotonicMs());
  }

  /** Whether a project served an authenticated call within the protection window. */
  #protected(id: string, now: number): boolean {
    const at = this.#authenticatedAt.get(id);
    return at !== undefined && now - at < AUTHENTICATED_PROTECTION_MS;
  }

  /** Whether the project can leave memory now: no request holds it, and its changes have somewhere to go. */
  #evictable(p: Project): boolean {
    return !p.pinned && (!p.hasChanges || this.#source !== undefined);
  }

  /**
   * Whether a project may be loaded for a call without credentials: there is room, or an evictable
   * project in memory that served no authenticated call in the last minute (it goes first).
   */
  roomWithoutCredentials(): boolean {
    if (this.#projects.size < this.maxProjects) return true;
    const now = monotonicMs();
    for (const [id, p] of this.#projects) if (!this.#protected(id, now) && this.#evictable(p)) return true;
    return false;
  }

  /**
   * The least recently used unpinned project leaves memory (kept by the source when it has
   * changes), passing over those that served an authenticated call in the last minute while
   * another is left.
   */
  #makeRoom(newcomer: string): void {
    const now = monotonicMs();
    for (const protectRecent of [true, false]) {
      for (const [id, victim] of this.#projects) {
        if (!this.#evictable(victim) || (protectRecent && this.#protected(id, now))) continue;
        if (victim.hasChanges) this.#source!.unload(victim);
        this.#projects.delete(id);
        this.#authenticatedAt.delete(id);
        victim.release();
        this.onEvict(id);
        return;
      }
    }
    throw new ApiError('projects_busy', {
      detail: `every one of the ${this.maxProjects} projects in memory (--max-projects) is in use by a request, so project ${newcomer} cannot be loaded now; retry shortly`,
      headers: { 'Retry-After': '1' },
      extensions: { bound: 'max_projects', limit: this.maxProjects },
    });
  }

  /**
   * Put a saved project back (a snapshot, a persisted or spilled file), replacing its current state;
   * `changed: false` when it comes from the saved state itself (nothing to save again).
   */
  restore(saved: ProjectSaved, changed = true): Project {
    const { dump } = saved;
    this.#projects.get(dump.id)?.release();
    this.#projects.delete(dump.id);
    const p = this.get(dump.id);
    p.load(dump);
    p.loadSlots(saved.slots);
    if (changed) this.#notify(dump.id);
    for (const listener of this.#loaded) listener(p);
    return p;
  }

  /** Called with a project's id after it changed, was reset or evicted; `undefined` for all projects. */
  onChange(listener: (id: string | undefined) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called with a project put back from saved state, its slots loaded (the Event API schedules its pending deliveries). */
  onLoaded(listener: (project: Project) => void): () => void {
    this.#loaded.add(listener);
    return () => this.#loaded.delete(listener);
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

  /** Requests holding a project now, over all projects in memory. */
  pinCount(): number {
    let n = 0;
    for (const p of this.#projects.values()) n += p.pins;
    return n;
  }

  /** Back to the fixtures: one project, or all of them (slots go with their project). */
  reset(id?: string): void {
    if (id === undefined) this.#dropAll();
    else {
      this.#projects.get(id)?.release();
      this.#projects.delete(id);
      this.#authenticatedAt.delete(id);
    }
    this.#notify(id);
  }

  /** A new fixture base (another seed or set): every project starts again from it. */
  replaceFixtures(fixtures: FixtureBase): void {
    this.#fixtures = fixtures;
    this.#dropAll();
    this.#notify(undefined);
  }

  #dropAll(): void {
    for (const p of this.#projects.values()) p.release();
    this.#projects.clear();
    this.#authenticatedAt.clear();
  }
}
