/**
 * `--persist PATH`: read what a previous run saved before the sandbox is built (a saved project is
 * an overlay on the fixtures of its seed, set and epoch, so those come from the file), then put the
 * state back once the modules have registered their parts, and save from then on.
 */
import type { SandboxConfig, SandboxOptions } from '../config/config.js';
import type { Deps } from '../deps.js';
import { Autosave } from './autosave.js';
import { ensureDirs, layoutOf, removeState, type Layout } from './files.js';
import { PersistenceError } from './format.js';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StateLock } from './lock.js';
import { DiskSnapshots, type SnapshotBackend } from './snapshot-store.js';
import { Spill } from './spill.js';
import { applyGlobal, applyProject, checkProject, readSaved, type SavedOnDisk } from './state.js';

;
;

export interface PreparedPersistence {
  layout: Layout;
  /** Snapshots on disk (`snapshots/`), opened before the sandbox is built: `Deps` never changes after. */
  snapshots: SnapshotBackend;
  /** This process's exclusive hold on the state directory; released at stop. */
  lock: StateLock;
  /** The configuration with the saved seed, fixture set and epoch in force. */
  config: SandboxConfig;
  /** Put the saved state into the built sandbox, keep snapshots on disk, and start saving. */
  attach(deps: Deps): Promise<Autosave>;
}

export async function preparePersistence(config: SandboxConfig, options: SandboxOptions): Promise<PreparedPersistence> {
  const layout = layoutOf(config.persist!);
  await mkdir(dirname(layout.manifest), { recursive: true, mode: 0o700 });
  const lock = StateLock.acquire(layout);
  let saved: SavedOnDisk | null;
  let effective: SandboxConfig;
  let snapshots: SnapshotBackend;
  try {
    if (config.persistReset) await removeState(layout);
    saved = await readSaved(layout);
    effective = saved ? withSavedFixtures(config, options, saved, layout.manifest) : config;
    await ensureDirs(layout);
    snapshots = await DiskSnapshots.open(layout.snapshots);
  } catch (err) {
    lock.release();
    throw err;
  }
  return {
    layout,
    lock,
    snapshots,
    config: effective,
    async attach(deps) {
      if (saved) restoreSaved(deps, saved, layout.manifest);
      const autosave = new Autosave(deps, layout, { delayMs: config.persistDelayMs }, saved?.state);
      await autosave.start();
      return autosave;
    },
  };
}

/** The saved fixtures win over the defaults; a setting given explicitly that disagrees is an error. */
function withSavedFixtures(config: SandboxConfig, options: SandboxOptions, saved: SavedOnDisk, file: string): SandboxConfig {
  const f = saved.state.fixtures;
  const clash = (setting: string, given: unknown, savedValue: unknown) =>
    new PersistenceError(
      `${file}: the saved state was made with ${setting} ${savedValue}, but ${given} was given; drop the setting to continue with the saved state, or start fresh with --persist-reset`,
    );
  if (options.seed !== undefined && options.seed !== f.seed) throw clash('seed', options.seed, f.seed);
  if (options.fixtures !== undefined && options.fixtures !== f.set) throw clash('fixture set', options.fixtures, f.set);
  if (options.fixturesEpoch !== undefined && Date.parse(options.fixturesEpoch) !== Date.parse(f.epoch)) throw clash('fixtures epoch', options.fixturesEpoch, f.epoch);
  return { ...config, seed: f.seed, fixtures: f.set as SandboxConfig['fixtures'], fixturesEpoch: f.epoch };
}

/** The most recently saved projects, up to the cap in memory, are loaded; the others on their next use. */
function restoreSaved(deps: Deps, saved: SavedOnDisk, file: string): void {
  for (const p of saved.projects) checkProject(deps, p, p.file);
  applyGlobal(deps, saved.state, file);
  const loaded = saved.projects.slice(-deps.config.maxProjects);
  for (const p of loaded) applyProject(deps, p, false);
  deps.journal.note('state_loaded', `${loaded.length} of ${saved.projects.length} project(s) from ${file} (the others load on their next use), saved at ${saved.state.saved_at}`);
}

/**
 * Without `--persist`: projects with changes that leave memory spill to a bounded temporary
 * directory (persistence/spill.ts). Answers the cleanup, which removes the directory.
 */
export function attachSpill(deps: Deps): () => Promise<void> {
  const spill = new Spill(deps, deps.config.spillMaxBytes);
  deps.store.attachSource(spill);
  const onReset = (id?: string) => spill.reset(id);
  deps.onReset.add(onReset);
  return async () => {
    deps.onReset.delete(onReset);
    await spill.close();
  };
}
