/**
 * One project's mocks of one served schema: a cache of generated values (dropped at its bound and
 * regenerated identically, decision 0602) and the state clients wrote: values lookups echoed and
 * mutations set, which later queries of the same object see.
 */
import type { IMockStore } from '@graphql-tools/mock';
import { slot } from '../../../core/slots.js';

/** Values generated in one project before its mock cache is dropped (and regenerated on demand). */
const MAX_GENERATED = 50_000;
/** Objects whose written values a project keeps (least recently written dropped first). */
const MAX_WRITTEN = 10_000;

/** What clients wrote into one project's mocks of one graph, shared by the API schema and its subgraphs. */
export class MockWrites {
  /** Written values by `Type:key`: echoed lookup arguments and applied mutation inputs. */
  readonly values = new Map<string, Record<string, unknown>>();
  /** The type of ids met as lookup arguments or created, for `node(id:)` of ids that do not name one. */
  readonly idTypes = new Map<string, string>();
  /** Objects created by mutations so far (their ids are drawn from a stream numbered by it). */
  created = 0;
  /** Each listed object's parent, by `Type:key`: the field that refers back to it, and the parent. */
  readonly parents = new Map<string, { field: string; parent: { $ref: { typeName: string; key: string } } }>();
}

export class MockSession {
  store: IMockStore;
  readonly aliases = new Map<string, string>();
  generated = 0;

  constructor(readonly project: string, private readonly make: () => IMockStore, readonly writes: MockWrites) {
    this.store = make();
  }

  /** At the start of a request only, so no in-flight reference loses its identity. */
  bound(): void {
    if (this.generated < MAX_GENERATED) return;
    this.store = this.make();
    this.aliases.clear();
    this.generated = 0;
  }

  /** Values an object shows from now on, whatever the mocks would generate. */
  write(type: string, key: string, values: Record<string, unknown>): void {
    const { values: written } = this.writes;
    const k = `${type}:${key}`;
    const before = written.get(k);
    written.delete(k);
    written.set(k, before ? { ...before, ...values } : values);
    if (written.size > MAX_WRITTEN) written.delete(written.keys().next().value!);
    this.saw(key, type);
  }

  /** Remembers the type of an id a client named, for `node(id:)`. */
  saw(id: string, type: string): void {
    const { idTypes } = this.writes;
    idTypes.delete(id);
    idTypes.set(id, type);
    if (idTypes.size > MAX_WRITTEN) idTypes.delete(idTypes.keys().next().value!);
  }

  /** Remembers that `parent` listed the object, which refers back to it through `field`. */
  listedBy(type: string, key: string, field: string, parent: { $ref: { typeName: string; key: string } }): void {
    const { parents } = this.writes;
    const k = `${type}:${key}`;
    parents.delete(k);
    parents.set(k, { field, parent });
    if (parents.size > MAX_WRITTEN) parents.delete(parents.keys().next().value!);
  }

  writtenValue(type: string, key: string, field: string): unknown {
    const written = this.writes.values.size ? this.writes.values.get(`${type}:${key}`)?.[field] : undefined;
    if (written !== undefined || !this.writes.parents.size) return written;
    const listed = this.writes.parents.get(`${type}:${key}`);
    return listed?.field === field ? listed.parent : undefined;
  }
}

/** JSON with sorted object keys: the same arguments give the same key whatever their order. */
export const stable = (value: unknown): string =>
  JSON.stringify(value, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/**
 * A project's mock sessions by served schema and its writes by graph (slot `graph.mocks`). Not
 * saved: like the generated values, what clients wrote into mocked fields lives while the project
 * is in memory (docs/graph.md).
 */
export const GRAPH_MOCKS = slot({
  name: 'graph.mocks',
  create: () => ({ sessions: new Map<string, MockSession>(), writes: new Map<string, MockWrites>() }),
});
