/**
 * Named snapshots of project state, for "the state before the test". A snapshot holds projects
 * (their records and module state), not the clock or tokens: restoring one must not sign anybody
 * out or move time. Restoring one project leaves every other project alone.
 */
import { ApiError } from '../core/errors.js';
import { controlProject } from '../core/project-access.js';
import type { Journal } from '../http/journal.js';
import { countRecords, PersistenceError, type CapturedProject } from './format.js';
import type { SnapshotBackend, SnapshotLimits, SnapshotMeta } from './snapshot-store.js';
import { applyProject, captureProject, checkProject, describeFixtures, sameFixtures, savedFixtures, type StateHost } from './state.js';

export class Snapshots {
  constructor(
    readonly backend: SnapshotBackend,
    readonly limits: SnapshotLimits,
  ) {}

  list(): SnapshotMeta[] {
    return this.backend.list();
  }

  find(name: string): SnapshotMeta {
    const meta = this.backend.list().find((s) => s.name === name);
    if (!meta) throw new ApiError('not_found', { detail: `no snapshot named ${name}` });
    return meta;
  }
}

function hasState(p: CapturedProject): boolean {
  return Object.keys(p.collections).length > 0 || Object.keys(p.parts).length > 0;
}

/** Every project with changes, those saved outside memory (evicted, spilled) included. */
async function captureAll(store: StateHost['store']): Promise<CapturedProject[]> {
  const captured: CapturedProject[] = [];
  for (const id of allIds(store)) {
    const p = captureProject(store.peek(id) ?? (await store.load(id)));
    if (hasState(p)) captured.push(p);
  }
  return captured;
}

/** The projects in memory and those saved outside it. */
function allIds(store: StateHost['store']): string[] {
  return [...new Set([...store.ids(), ...(store.source?.savedIds() ?? [])])];
}

/** What snapshots work on: the state, the snapshots kept, the journal, and the reset. */
export interface SnapshotHost extends StateHost {
  snapshots: Snapshots;
  journal: Journal;
  reset(project?: string): void;
}

export async function createSnapshot(deps: SnapshotHost, name: string, project?: string): Promise<SnapshotMeta & { replaced: boolean }> {
  const { snapshots, store } = deps;
  const captured = project === undefined ? await captureAll(store) : [captureProject(await controlProject(store, project))];
  const records = captured.reduce((n, p) => n + countRecords(p), 0);
  const others = snapshots.list().filter((s) => s.name !== name);
  if (others.length + 1 > snapshots.limits.maxCount) {
    throw new ApiError('conflict', { detail: `at most ${snapshots.limits.maxCount} snapshots are kept; delete one first` });
  }
  const held = others.reduce((n, s) => n + s.records, 0);
  if (held + records > snapshots.limits.maxRecords) {
    throw new ApiError('conflict', {
      detail: `snapshots may hold at most ${snapshots.limits.maxRecords} changed records in all; this one has ${records} and the others ${held}; delete some first`,
    });
  }
  const meta: SnapshotMeta = {
    name,
    created_at: deps.clock.nowIso(),
    scope: project === undefined ? 'all' : 'project',
    projects: captured.map((p) => p.id),
    records,
    fixtures: savedFixtures(deps),
  };
  const replaced = others.length !== snapshots.list().length;
  await snapshots.backend.put(meta, captured);
  deps.journal.note('snapshot_saved', `snapshot ${name} of ${project === undefined ? 'all projects' : `project ${project}`}`);
  return { ...meta, replaced };
}

export async function restoreSnapshot(deps: SnapshotHost, name: string, project?: string): Promise<{ restored: string; projects: string[] }> {
  const meta = deps.snapshots.find(name);
  const current = savedFixtures(deps);
  if (!sameFixtures(meta.fixtures, current)) {
    throw new ApiError('conflict', {
      detail: `snapshot ${name} was taken on other fixtures (${describeFixtures(meta.fixtures)}; now ${describeFixtures(current)}); reseed to those first`,
    });
  }
  if (project !== undefined && meta.scope === 'project' && !meta.projects.includes(project)) {
    throw new ApiError('unprocessable', {
      detail: `snapshot ${name} holds project ${meta.projects[0]} only`,
      errors: [{ in: 'body', pointer: '#/project', detail: 'is not in the snapshot' }],
    });
  }
  let loaded;
  try {
    loaded = await deps.snapshots.backend.read(meta);
  } catch (err) {
    if (err instanceof PersistenceError) throw new ApiError('conflict', { detail: `snapshot ${name} cannot be read: ${err.message}` });
    throw err;
  }
  // In an `all` snapshot, a project without an entry was at its fixtures.
  const targets =
    project !== undefined ? [project] : meta.scope === 'all' ? [...new Set([...allIds(deps.store), ...meta.projects])] : meta.projects;
  const byId = new Map(loaded.map((l) => [l.dump.id, l]));
  for (const id of targets) {
    const l = byId.get(id);
    if (l) {
      try {
        checkProject(deps, l, `snapshot ${name}`);
      } catch (err) {
        throw new ApiError('conflict', { detail: (err as Error).message });
      }
    }
  }
  for (const id of targets) {
    deps.reset(id);
    const l = byId.get(id);
    if (l) applyProject(deps, l);
  }
  deps.journal.note('snapshot_restored', `snapshot ${name}: ${targets.join(', ') || 'no projects'}`);
  return { restored: name, projects: targets };
}

export async function deleteSnapshot(deps: SnapshotHost, name: string): Promise<void> {
  deps.snapshots.find(name);
  await deps.snapshots.backend.remove(name);
  deps.journal.note('snapshot_deleted', `snapshot ${name}`);
}
