/**
 * The immutable fixture base: every module's fixture records, generated once from the seed and
 * shared by all projects, in change order with sequence numbers that projects continue from.
 */
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
   * naming every field, which V8 builds several times faster than a spread (decision 0017).
   */
  merge?: (current: T, fields: Partial<T>, updatedAt: string) => T;
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
  readonly byId: ReadonlyMap<string, Entry<T>>;
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
    this.byId = new Map(entries.map((e) => [e.id, e]));
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

  /** The position of a fixture entry in `entries`: seqs are consecutive from the first. */
  positionOf(entry: Entry<T>): number {
    return entry.seq - this.firstSeq;
  }

  /** First position whose seq is greater than `seq`. */
  positionAfter(seq: number): number {
    return positionAfter(this.entries, seq);
  }
}

export class FixtureBase {
  readonly collections = new Map<string, BaseCollection<StoredRecord>>();
  #nextSeq = 1;

  add<T extends StoredRecord>(spec: CollectionSpec<T>, records: readonly T[]): void {
    const base = new BaseCollection(spec, records, this.#nextSeq);
    // An empty collection's lastSeq is the seq before its first, so the count carries on.
    this.#nextSeq = base.lastSeq + 1;
    this.collections.set(spec.name, base as unknown as BaseCollection<StoredRecord>);
  }

  get lastSeq(): number {
    return this.#nextSeq - 1;
  }

  /** The latest fixture timestamp, so that a project's first change stamps after it. */
  get lastUpdatedMs(): number {
    let max = 0;
    for (const c of this.collections.values()) {
      const last = c.entries[c.entries.length - 1];
      if (last && last.updatedAtMs > max) max = last.updatedAtMs;
    }
    return max;
  }
}

