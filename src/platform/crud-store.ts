/**
 * What a project holds of the inferred resources of a platform document (`crud-shape.ts`): per
 * resource, its records by id in creation order, starting from the document's examples
 * (`resources.ts`), and how many ids it has minted per resource. It is the project's slot
 * `platform.crud` (reset and evicted with it, so a reset returns to the examples; saved with
 * snapshots, spills and `--persist` once it differs from them). Records are bounded like
 * collections (core/bounds.ts), the seeded ones included: one record at most `--max-record-bytes`
 * (413), a resource at most `--max-records-per-collection` records, and their bytes count toward
 * the project's and the process's budgets (507).
 */
import { jsonBytes } from '../core/bounds.js';
import { ApiError } from '../core/errors.js';
import { slot } from '../core/slots.js';
import type { Project } from '../core/store.js';
import { getAt, idKey } from './resource-ids.js';
import type { ResourceSpec } from './resources.js';

type Id = string;

export interface CrudState {
  /** Ids minted per resource. */
  minted: Map<string, number>;
  resources: Map<string, Map<Id, Record<string, unknown>>>;
  /** Whether the document's examples are in (done on first use, with the sandbox's resources). */
  seeded: boolean;
  /** Whether anything differs from the examples (what is worth saving). */
  changed: boolean;
}

interface SavedCrud {
  minted: Record<string, number>;
  resources: Record<string, [Id, Record<string, unknown>][]>;
}

const CRUD = slot<CrudState>({
  name: 'platform.crud',
  create: () => ({ minted: new Map(), resources: new Map(), seeded: false, changed: false }),
  save(state) {
    if (!state.changed) return undefined;
    const resources: SavedCrud['resources'] = {};
    for (const [name, records] of state.resources) resources[name] = [...records];
    return { minted: Object.fromEntries(state.minted), resources } satisfies SavedCrud;
  },
  load(data, project) {
    const d = data as SavedCrud;
    if (typeof d !== 'object' || d === null || typeof d.minted !== 'object' || d.minted === null || typeof d.resources !== 'object' || d.resources === null) {
      throw new Error(`project ${project.id}: the saved inferred-CRUD records (slot "platform.crud") have an unexpected shape`);
    }
    const resources = new Map(Object.entries(d.resources).map(([name, records]) => [name, new Map(records)]));
    let bytes = 0;
    for (const records of resources.values()) for (const r of records.values()) bytes += jsonBytes(r);
    project.account(bytes);
    return { minted: new Map(Object.entries(d.minted)), resources, seeded: true, changed: true };
  },
});

type Specs = ReadonlyMap<string, ResourceSpec>;
const NONE: Specs = new Map();

/** The project's state, with the document's examples put in on first use (inside the bounds: seeds past them are left out). */
export function crudState(project: Project, specs: Specs = NONE): CrudState {
  const state = project.slot(CRUD);
  if (!state.seeded) {
    state.seeded = true;
    for (const spec of specs.values()) {
      for (const record of spec.seeds) {
        try {
          keep(project, spec.resource, idKey(getAt(record, spec.idPath)), structuredClone(record));
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          break;
        }
      }
    }
  }
  return state;
}

export function recordsOf(project: Project, resource: string, specs: Specs = NONE): Map<Id, Record<string, unknown>> {
  const state = crudState(project, specs);
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
