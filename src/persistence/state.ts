/**
 * Taking state out of a running sandbox and putting it back: projects (records and parts), and
 * the sandbox-wide state (fixtures in force, virtual clock, tokens, global parts).
 */
import { join } from 'node:path';
import type { SavedClock, VirtualClock } from '../core/clock.js';
import type { Project, ProjectStore } from '../core/store.js';
import type { SavedTokens, TokenRegistry } from '../core/tokens.js';
import type { FixtureSet } from '../fixtures/sets.js';
import { jsonFiles, readText, type Layout } from './files.js';
import { FORMATS, parseFile, PersistenceError, toLoaded, type CapturedProject, type LoadedProject, type SavedFixtures } from './format.js';
import type { StateParts } from './parts.js';
import { slotNamed } from '../core/slots.js';
import { checkRecords } from './record-schemas.js';
import type { OpenApiDocument } from '../openapi/document.js';

export interface SavedState {
  generation: number;
  saved_at: string;
  fixtures: SavedFixtures;
  clock: SavedClock;
  tokens: SavedTokens;
  parts: Record<string, unknown>;
  projects: Record<string, SavedProjectRef>;
}

/** Where a project's file is, and what it holds: a file that lost a collection is refused. */
export interface SavedProjectRef {
  file: string;
  seq: number;
  /** Changed records (tombstones included) per collection. */
  records: Record<string, number>;
}

export function recordCounts(p: CapturedProject): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, entries] of Object.entries(p.collections)) if (entries.length) out[name] = entries.length;
  return out;
}

/** The project file must hold what the state file says it holds. */
export function checkRecordCounts(loaded: LoadedProject, ref: SavedProjectRef, file: string): void {
  const names = new Set([...Object.keys(ref.records), ...Object.keys(loaded.dump.collections)]);
  for (const name of names) {
    const have = loaded.dump.collections[name]?.length ?? 0;
    const want = ref.records[name] ?? 0;
    if (have !== want) {
      throw new PersistenceError(`${file}: /project/collections/${name} holds ${have} record(s), but the state file lists ${want} for project ${loaded.dump.id} (a collection is missing or damaged)`);
    }
  }
}

/** What a save captures and a load restores: the sandbox's state, as `Deps` holds it. */
export interface StateHost {
  readonly fixtures: { set: FixtureSet; seed: number; epochMs: number };
  store: ProjectStore;
  state: StateParts;
  clock: VirtualClock;
  tokens: TokenRegistry;
  /** Saved records of some collections are checked against the contract's schemas (record-schemas.ts). */
  contract: { document: OpenApiDocument };
}

export function savedFixtures(deps: StateHost): SavedFixtures {
  return { seed: deps.fixtures.seed, set: deps.fixtures.set.name, epoch: new Date(deps.fixtures.epochMs).toISOString() };
}

export function sameFixtures(a: SavedFixtures, b: SavedFixtures): boolean {
  return a.seed === b.seed && a.set === b.set && Date.parse(a.epoch) === Date.parse(b.epoch);
}

export function describeFixtures(f: SavedFixtures): string {
  return `seed ${f.seed}, fixtures ${f.set}, epoch ${f.epoch}`;
}

export function captureProject(project: Project): CapturedProject {
  const dump = project.dump();
  return { id: dump.id, seq: dump.seq, last_ms: dump.last_ms, collections: dump.collections, parts: project.saveSlots() };
}

/** Refuse a saved project this sandbox cannot hold, before anything is changed. */
export function checkProject(deps: StateHost, loaded: LoadedProject, where: string): void {
  checkRecords(deps.contract.document, loaded, where);
  for (const name of Object.keys(loaded.dump.collections)) {
    if (!deps.store.fixtures.has(name)) {
      throw new PersistenceError(`${where}: project ${loaded.dump.id} has a collection "${name}" that no module of this sandbox defines`);
    }
  }
  for (const name of Object.keys(loaded.parts)) {
    if (!slotNamed(name)) throw new PersistenceError(`${where}: project ${loaded.dump.id} has state "${name}" that no module of this sandbox declares as a slot`);
  }
}

/**
 * Put a checked project back, its slots with it (a slot whose saved data has the wrong shape
 * throws, naming the project). `changed: false` when it comes from the saved state (a project
 * loaded again after eviction).
 */
export function applyProject(deps: StateHost, loaded: LoadedProject, changed = true): Project {
  const project = deps.store.restore({ dump: loaded.dump, slots: loaded.parts }, changed);
  if (changed) deps.state.changed(project.id);
  return project;
}

/** The captured project as it would come back from a file (for snapshots kept in memory). */
export function reloaded(p: CapturedProject): LoadedProject {
  const parts = Object.fromEntries(Object.entries(p.parts).map(([name, json]) => [name, JSON.parse(json)]));
  return { dump: { id: p.id, seq: p.seq, last_ms: p.last_ms, collections: { ...p.collections } as LoadedProject['dump']['collections'] }, parts };
}

export interface CapturedGlobal {
  fixtures: SavedFixtures;
  clock: SavedClock;
  tokens: SavedTokens;
  parts: Record<string, string>;
}

export function captureGlobal(deps: StateHost): CapturedGlobal {
  return { fixtures: savedFixtures(deps), clock: deps.clock.saved(), tokens: deps.tokens.saved(), parts: deps.state.dump() };
}

export function applyGlobal(deps: StateHost, state: SavedState, file: string): void {
  for (const name of Object.keys(state.parts)) {
    if (!deps.state.global(name)) throw new PersistenceError(`${file}: global state "${name}" is not registered by any module of this sandbox`);
  }
  deps.clock.restore(state.clock);
  deps.tokens.restore(state.tokens);
  for (const [name, data] of Object.entries(state.parts)) deps.state.global(name)!.load(data);
}

export interface SavedOnDisk {
  state: SavedState;
  /** Each with the file it was read from. */
  projects: (LoadedProject & { file: string })[];
}

/**
 * Read and check everything a previous run saved; null when nothing was saved yet. A missing
 * state file next to project files, or any file that does not read back, is an error.
 */
export async function readSaved(layout: Layout): Promise<SavedOnDisk | null> {
  const text = await readText(layout.manifest);
  if (text === null) {
    const orphans = await jsonFiles(layout.projects);
    if (orphans.length) {
      throw new PersistenceError(`${layout.manifest}: the state file is missing but ${layout.projects} holds ${orphans.length} project file(s); restore the file or start fresh with --persist-reset`);
    }
    return null;
  }
  const state = parseFile<SavedState>(layout.manifest, text, FORMATS.state);
  const projects: SavedOnDisk['projects'] = [];
  for (const [id, ref] of Object.entries(state.projects)) {
    const file = join(layout.projects, ref.file);
    const body = await readText(file);
    if (body === null) throw new PersistenceError(`${file}: missing (the state file ${layout.manifest} lists it for project ${id})`);
    const parsed = parseFile<{ project: Parameters<typeof toLoaded>[0] }>(file, body, FORMATS.project);
    if (parsed.project.id !== id) throw new PersistenceError(`${file}: holds project ${parsed.project.id}, but the state file lists it for project ${id}`);
    const loaded = toLoaded(parsed.project);
    checkRecordCounts(loaded, ref, file);
    projects.push({ ...loaded, file });
  }
  return { state, projects };
}
