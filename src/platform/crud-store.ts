/**
 * What a project created through an inferred resource of a platform document (`crud-shape.ts`):
 * per resource, its records by id in creation order, and a counter for the ids it hands out. It
 * is the project's slot `platform.crud` (reset and evicted with it, saved with snapshots, spills
 * and `--persist`). Records are bounded like collections (core/bounds.ts): one record at most
 * `--max-record-bytes` (413), a resource at most `--max-records-per-collection` records, and
 * their bytes count toward the project's and the process's budgets (507).
 */
import { jsonBytes } from '../core/bounds.js';
import { slot } from '../core/slots.js';
import type { Project } from '../core/store.js';

type Id = string;

export interface CrudState {
  counter: number;
  resources: Map<string, Map<Id, Record<string, unknown>>>;
}

interface SavedCrud {
  counter: number;
  resources: Record<string, [Id, Record<string, unknown>][]>;
}

const CRUD = slot<CrudState>({
  name: 'platform.crud',
  create: () => ({ counter: 0, resources: new Map() }),
  save(state) {
    if (!state.counter && ![...state.resources.values()].some((r) => r.size)) return undefined;
    const resources: SavedCrud['resources'] = {};
    for (const [name, records] of state.resources) resources[name] = [...records];
    return { counter: state.counter, resources } satisfies SavedCrud;
  },
  load(data, project) {
    const d = data as SavedCrud;
    if (typeof d !== 'object' || d === null || !Number.isSafeInteger(d.counter) || typeof d.resources !== 'object' || d.resources === null) {
      throw new Error(`project ${project.id}: the saved inferred-CRUD records (slot "platform.crud") have an unexpected shape`);
    }
    const resources = new Map(Object.entries(d.resources).map(([name, records]) => [name, new Map(records)]));
    let bytes = 0;
    for (const records of resources.values()) for (const r of records.values()) bytes += jsonBytes(r);
    project.account(bytes);
    return { counter: d.counter, resources };
  },
});

export function crudState(project: Project): CrudState {
  return project.slot(CRUD);
}

export function recordsOf(project: Project, resource: string): Map<Id, Record<string, unknown>> {
  const state = crudState(project);
  let records = state.resources.get(resource);
  if (!records) state.resources.set(resource, (records = new Map()));
  return records;
}

/** Adds or replaces a record, inside the bounds (413 for one record too large, 507 past a bound; nothing changed). */
export function keep(project: Project, resource: string, id: Id, record: Record<string, unknown>): void {
  const records = recordsOf(project, resource);
  const bytes = jsonBytes(record);
  const old = records.get(id);
  const delta = bytes - (old ? jsonBytes(old) : 0);
  project.bounds.check(project.bounds.bytesPerRecord, 0, bytes, `the ${resource} record`);
  project.admit(`inferred resource ${resource}`, records.size, old ? 0 : 1, delta);
  records.set(id, record);
  project.account(delta);
}

export function drop(project: Project, resource: string, id: Id): void {
  const records = recordsOf(project, resource);
  const old = records.get(id);
  if (!old) return;
  records.delete(id);
  project.account(-jsonBytes(old));
}
