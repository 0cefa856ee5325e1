/**
 * The immutable fixture base: every module's fixture records, generated once from the seed and
 * shared by all projects, in change order with sequence numbers that projects continue from.
 */
import { fixtureNumber } from './fixture-ids.js';
import { FixtureTagIndex } from './tag-index.js';

export interface StoredRecord {
  id: string;
  created_at: string;
  updated_at: string;
}

/** A record's place in the change order; `record` is null for a tombstone. */
export interface Entry<T extends StoredRecord> {
  readonly seq: number;
  readonly id: string;
  readonly updatedAtMs: number;
  readonly record: T | null;
}

export interface Tombstone {
  id: string;
  deleted: true;
  updated_at: string;
}

export type IndexSpec<T> = Record<string, (record: T) => string | string[] | undefined>;

export interface CollectionSpec<T extends StoredRecord = StoredRecord> {
  name: string;
  indexes?: IndexSpec<T>;
  /**
   * The record with some fields changed, as `Collection.patch` stores it: `id` and `created_at`
   * kept, `updated_at` given, a field given as `undefined` left as it was. Without one, `patch`
   * spreads (`{ ...current, ...fields }`); a collection written in bulk gives one object literal
   * naming every field (decision 0017).
   */
  merge?: (current: T, fields: Partial<T>, updatedAt: string) => T;
  /**
   * The prefix of the fixture records' ids when each is `fixtureId(prefix, n)`: the base then
   * finds a record's position from the number in its id instead of a map (decision 0018). Ids
   * that do not all have that form are looked up in a map, as without it.
   */
  fixtureIdPrefix?: string;
  /** The record's tags, when lists filter by them (`Collection.scanTagged`, over a tag index). */
  tagsOf?: (record: T) => readonly string[];
}

/** The ids under one value of an index: one id alone, or a list (most values have one). */
export function idsOf(ids: string | Iterable<string> | undefined): Iterable<string> {
  if (ids === undefined) return [];
  return typeof ids === 'string' ? [ids] : ids;
}

export function indexValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** First position in entries of ascending seq whose seq is greater than `seq` (binary search). */
export function positionAfter(entries: readonly Entry<StoredRecord>[], seq: number): number {
  let lo = 0, hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid].seq <= seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The immutable fixture records of one collection, in change order. */
export class BaseCollection<T extends StoredRecord> {
  readonly entries: readonly Entry<T>[];
  /** Position by the number in the id (-1: no such record), when every fixture id has the spec's prefix form. */
  readonly #positionByNumber: Int32Array | undefined;
  /** Position by id otherwise. */
  readonly #positionById: ReadonlyMap<string, number> | undefined;
  /** Index → value → ids, each built on its first lookup (see `index`). */
  readonly #indexes = new Map<string, ReadonlyMap<string, string | readonly string[]>>();

  constructor(readonly spec: CollectionSpec<T>, records: readonly T[], private readonly firstSeq: number) {
    // Sorted on parsed times, not on the strings: 100,000 string comparisons cost most of a start-up.
    const ms = records.map((r) => Date.parse(r.updated_at));
    const order = records.map((_, i) => i).sort((a, b) => ms[a] - ms[b] || records[a].id.localeCompare(records[b].id));
    const entries = order.map((k, i) =>
      Object.freeze({ seq: firstSeq + i, id: records[k].id, updatedAtMs: ms[k], record: Object.freeze(records[k]) }),
    );
    this.entries = entries;
    this.#positionByNumber = spec.fixtureIdPrefix === undefined ? undefined : positionsByNumber(spec.fixtureIdPrefix, entries);
    if (!this.#positionByNumber) this.#positionById = new Map(entries.map((e, position) => [e.id, position]));
  }

  /** The position in `entries` of the fixture record with this id, or -1 when there is none. */
  positionOfId(id: string): number {
    const byNumber = this.#positionByNumber;
    if (byNumber === undefined) return this.#positionById!.get(id) ?? -1;
    const n = fixtureNumber(this.spec.fixtureIdPrefix!, id);
    return n >= 0 && n < byNumber.length ? byNumber[n] : -1;
  }

  /**
   * One index: value → ids, a value with one id holding it alone (no array per IMEI or serial).
   * Built on the first lookup, not at start: it costs a tenth of a second and megabytes for
   * 100,000 records, and many indexes are never asked in a session. The base never changes, so
   * it is the same whenever it is built.
   */
  index(name: string): ReadonlyMap<string, string | readonly string[]> | undefined {
    let index = this.#indexes.get(name);
    if (index) return index;
    const fn = this.spec.indexes?.[name];
    if (!fn) return undefined;
    const built = new Map<string, string | string[]>();
    for (const e of this.entries) {
      for (const v of indexValues(fn(e.record as T))) {
        const ids = built.get(v);
        if (ids === undefined) built.set(v, e.id);
        else if (typeof ids === 'string') built.set(v, [ids, e.id]);
        else ids.push(e.id);
      }
    }
    this.#indexes.set(name, (index = built));
    return index;
  }

  #tagIndex: FixtureTagIndex | undefined;

  /** The fixture records' tags by position, built on the first tags query and shared by every project. */
  tagIndex(): FixtureTagIndex {
    const tagsOf = this.spec.tagsOf;
    if (!tagsOf) throw new Error(`${this.spec.name} has no tags`);
    return (this.#tagIndex ??= new FixtureTagIndex(this.entries.length, (p) => tagsOf(this.entries[p].record!)));
  }

  /** The seq of the last fixture record; for an empty collection, the seq before its first. */
  get lastSeq(): number {
    return this.entries.length ? this.entries[this.entries.length - 1].seq : this.firstSeq - 1;
  }

  /**
   * The seq of the last fixture record changed at or before `ms` (0 if none), by binary search:
   * fixture records are in change order, so their times do not decrease along the seq.
   */
  lastSeqAtOrBefore(ms: number): number {
    let lo = 0, hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.entries[mid].updatedAtMs <= ms) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : this.entries[lo - 1].seq;
  }

  /** First position whose seq is greater than `seq`. */
  positionAfter(seq: number): number {
    return positionAfter(this.entries, seq);
  }
}

/**
 * Position by fixture number, or undefined when some id is not of the prefix's form, two ids
 * share a number, or the numbers are too sparse for an array (then a map serves).
 */
function positionsByNumber(prefix: string, entries: readonly Entry<StoredRecord>[]): Int32Array | undefined {
  const numbers = entries.map((e) => fixtureNumber(prefix, e.id));
  const max = numbers.reduce((a, b) => Math.max(a, b), -1);
  if (numbers.some((n) => n < 0) || max > 2 * entries.length + 64) return undefined;
  const positions = new Int32Array(max + 1).fill(-1);
  for (let position = 0; position < numbers.length; position++) {
    if (positions[numbers[position]] !== -1) return undefined;
    positions[numbers[position]] = position;
  }
  return positions;
}

/** The records of a deferred module's collections, by collection name. */
export type FixtureBuild = () => Record<string, readonly StoredRecord[]>;

export class FixtureBase {
  readonly #collections = new Map<string, BaseCollection<StoredRecord>>();
  /** Collection name → the build of its deferred group, until the first lookup runs it. */
  readonly #deferred = new Map<string, () => void>();
  /** Every collection's name, in the order the modules gave them. */
  readonly #names: string[] = [];
  #nextSeq = 1;
  #lastUpdatedMs = 0;

  add<T extends StoredRecord>(spec: CollectionSpec<T>, records: readonly T[]): void {
    const base = new BaseCollection(spec, records, this.#nextSeq);
    // An empty collection's lastSeq is the seq before its first, so the count carries on.
    this.#nextSeq = base.lastSeq + 1;
    this.#collections.set(spec.name, base as unknown as BaseCollection<StoredRecord>);
    this.#names.push(spec.name);
    const last = base.entries[base.entries.length - 1];
    if (last && last.updatedAtMs > this.#lastUpdatedMs) this.#lastUpdatedMs = last.updatedAtMs;
  }

  /**
   * Collections whose records `build` makes on the first lookup of any of them (decision 0021).
   * Their sequence numbers are taken now, `bound` of them, so that the records number as if they
   * had been added here and a project's changes still number after every fixture record; none of
   * their records may be stamped after `latestMs`, for the same reason in time.
   */
  defer(specs: readonly CollectionSpec<any>[], bound: number, latestMs: number, build: FixtureBuild): void {
    const firstSeq = this.#nextSeq;
    this.#nextSeq += bound;
    if (latestMs > this.#lastUpdatedMs) this.#lastUpdatedMs = latestMs;
    const run = () => {
      const records = build();
      const built: BaseCollection<StoredRecord>[] = [];
      let seq = firstSeq;
      for (const spec of specs) {
        const base = new BaseCollection(spec, records[spec.name] ?? [], seq);
        const last = base.entries[base.entries.length - 1];
        if (base.lastSeq >= firstSeq + bound) throw new Error(`deferred fixtures of ${spec.name} hold more than the ${bound} records reserved`);
        if (last && last.updatedAtMs > latestMs) throw new Error(`deferred fixture ${last.id} is stamped after ${new Date(latestMs).toISOString()}`);
        seq = base.lastSeq + 1;
        built.push(base);
      }
      // Only a whole group replaces its build: one that failed fails the same way on the next lookup.
      for (const base of built) {
        this.#deferred.delete(base.spec.name);
        this.#collections.set(base.spec.name, base);
      }
    };
    for (const spec of specs) {
      this.#deferred.set(spec.name, run);
      this.#names.push(spec.name);
    }
  }

  /** The collection's fixture records; a deferred collection's group is built here, once. */
  collection(name: string): BaseCollection<StoredRecord> | undefined {
    const built = this.#collections.get(name);
    if (built) return built;
    this.#deferred.get(name)?.();
    return this.#collections.get(name);
  }

  /** Whether some module keeps a collection of this name (without building a deferred one). */
  has(name: string): boolean {
    return this.#collections.has(name) || this.#deferred.has(name);
  }

  get names(): readonly string[] {
    return this.#names;
  }

  /** Whether the collection's records exist yet (a deferred one is built on its first lookup). */
  isBuilt(name: string): boolean {
    return this.#collections.has(name);
  }

  get lastSeq(): number {
    return this.#nextSeq - 1;
  }

  /** The latest fixture timestamp (for deferred collections, their bound), so that a project's first change stamps after it. */
  get lastUpdatedMs(): number {
    return this.#lastUpdatedMs;
  }
}
