/**
 * What a project created through an inferred resource of a platform document (`crud-shape.ts`):
 * per resource, its records by id in creation order, and a counter for the ids it hands out. It
 * lives in the project (reset and evicted with it) and is saved with snapshots and `--persist`.
 * Each resource keeps at most MAX_RECORDS; past that the oldest is dropped.
 */
import type { Project } from '../core/store.js';
import type { Deps } from '../deps.js';

export const MAX_RECORDS = 1000;
const KEY = 'platform:crud';
type Id = string;

export interface CrudState {
  counter: number;
  resources: Map<string, Map<Id, Record<string, unknown>>>;
}

interface SavedCrud {
  counter: number;
  resources: Record<string, [Id, Record<string, unknown>][]>;
}

export function crudState(project: Project): CrudState {
  let state = project.extras.get(KEY) as CrudState | undefined;
  if (!state) project.extras.set(KEY, (state = { counter: 0, resources: new Map() }));
  return state;
}

export function recordsOf(project: Project, resource: string): Map<Id, Record<string, unknown>> {
  const state = crudState(project);
  let records = state.resources.get(resource);
  if (!records) state.resources.set(resource, (records = new Map()));
  return records;
}

/** Adds a record; drops the resource's oldest past the bound, and answers its id if one was. */
export function keep(project: Project, resource: string, id: Id, record: Record<string, unknown>): Id | undefined {
  const records = recordsOf(project, resource);
  records.delete(id);
  records.set(id, record);
  if (records.size <= MAX_RECORDS) return undefined;
  const oldest = records.keys().next().value as Id;
  records.delete(oldest);
  return oldest;
}

export function registerCrudState(deps: Deps): void {
  deps.state.register({
    name: 'platform.crud',
    scope: 'project',
    dump(project) {
      const state = project.extras.get(KEY) as CrudState | undefined;
      if (!state || !state.counter) return undefined;
      const resources: SavedCrud['resources'] = {};
      for (const [name, records] of state.resources) resources[name] = [...records];
      return { counter: state.counter, resources } satisfies SavedCrud;
    },
    load(project, data: SavedCrud) {
      project.extras.set(KEY, {
        counter: data.counter,
        resources: new Map(Object.entries(data.resources).map(([name, records]) => [name, new Map(records)])),
      } satisfies CrudState);
    },
  });
}
