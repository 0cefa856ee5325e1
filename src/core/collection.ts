/**
 * One collection of one project: the shared fixture records with this project's changes over
 * them. A change is an entry in a log in sequence order and the current one of its id in a map;
 * scans walk the fixtures and the log in change order (decision 0014).
 */
import { BaseCollection, idsOf, positionAfter, type Entry, type StoredRecord, type Tombstone } from './fixture-base.js';
import { seededUuid, type Rng } from './rng.js';
import { LogTagIndex, setBit, type TagQuery } from './tag-index.js';
import { jsonBytes } from './bounds.js';
import { Change } from './change.js';
import { ValueIndex } from './value-index.js';

class ConflictError extends Error {}

/** The overlay's place for a created id: a write replaces its current change in place, without a map write. */
interface Slot<T extends StoredRecord> {
  current: Change<T>;
}

function mergeBySpread<T extends StoredRecord>(current: T, fields: Partial<T>, updatedAt: string): T {
  return { ...current, ...fields, id: current.id, created_at: current.created_at, updated_at: updatedAt };
}

/** What a collection asks of its project: the next stamp, the clock, the tombstone limits and its bounds. */
export interface CollectionOwner {
  stamp(): Stamp;
  readonly clock: { now(): number };
  readonly limits: StoreLimits;
  /** Before a write: throws (507) when `addRecords` more changed records or `addBytes` more bytes pass a bound. */
  admit(collection: string, held: number, addRecords: number, addBytes: number): void;
  /** After a write, a load or a trim: the project's changed bytes moved by `deltaBytes`. */
  account(deltaBytes: number): void;
}

export interface StoreLimits {
  /** Tombstones kept per collection; the oldest go first. */
  maxTombstones: number;
  /** How long a tombstone is listed, on the virtual clock. */
  tombstoneRetentionMs: number;
}

/** One collection of one project: the base plus this project's changes. */
export class Collection<T extends StoredRecord> {
  /**
   * This project's current change (record or tombstone) of each fixture record it changed, by
   * the record's position in the base (decision 0018): a bulk call finds a changed fixture by the
   * number in its id, with no probe of a 100,000-entry map, and a scan of the base reads this
   * array in order to skip changed records. Made on the first change of a fixture record; a
   * changed fixture keeps an entry here for good (its tombstone must keep hiding it).
   */
  #fixtureChanges: (Change<T> | undefined)[] | undefined;
  #fixturesChanged = 0;
  /** A bit per fixture position this project changed: the tag index leaves them out of the base's answers. */
  #changedBits: Uint32Array | undefined;
  /** The tag index over the log (`scanTagged`): made on the first query, kept by every write after it and by compactions. */
  #tags: LogTagIndex | undefined;
  /** This project's records and tombstones of the ids it created: the latest entry of each. */
  readonly #overlay = new Map<string, Slot<T>>();
  /** The last id looked up in the overlay and what was found: a change reads its record, then writes it. */
  #probeId: string | undefined;
  #probe: Slot<T> | undefined;
  /**
   * Every entry this project wrote, in ascending seq order; one is current until superseded.
   * Scans start at a binary-searched position here, and a write appends instead of moving its id
   * to the end of the overlay (decision 0014). Compacted when stale entries pass a quarter of the
   * current ones.
   */
  #log: Change<T>[] = [];
  /** The indexes over this project's changed records, kept with each write. */
  readonly #values: ValueIndex<T>;
  #tombstones = 0;

  readonly #merge: (current: T, fields: Partial<T>, updatedAt: string) => T;

  constructor(
    readonly base: BaseCollection<T>,
    private readonly project: CollectionOwner,
  ) {
    this.#merge = base.spec.merge ?? mergeBySpread;
    this.#values = new ValueIndex(base.spec.indexes);
  }

  get name(): string {
    return this.base.spec.name;
  }

  get(id: string): T | undefined {
    const entry = this.entry(id);
    return entry?.record ?? undefined;
  }

  /** The id's current entry (its record `null` for a tombstone): this project's change, else the fixture's. */
  entry(id: string): Entry<T> | undefined {
    return this.#entryAt(id, this.base.positionOfId(id));
  }

  /** `entry`, given the id's position in the base (-1 for none), which a write looks up once. */
  #entryAt(id: string, position: number): Entry<T> | undefined {
    if (position < 0) return this.#slot(id)?.current;
    return this.#fixtureChanges?.[position] ?? this.base.entries[position];
  }

  #slot(id: string): Slot<T> | undefined {
    if (id === this.#probeId) return this.#probe;
    const slot = this.#overlay.get(id);
    this.#probeId = id;
    this.#probe = slot;
    return slot;
  }

  /** A new id from the stream that no record or tombstone of this collection has used. */
  freshId(prefix: string, rng: Rng): string {
    for (;;) {
      const id = `${prefix}${seededUuid(rng)}`;
      if (!this.entry(id)) return id;
    }
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** The record's version, usable as an ETag. */
  version(id: string): number | undefined {
    const e = this.entry(id);
    return e?.record ? e.seq : undefined;
  }

  create(record: Omit<T, 'created_at' | 'updated_at'> & Partial<StoredRecord>): T {
    const position = this.base.positionOfId(record.id);
    if (this.#entryAt(record.id, position)?.record) throw new ConflictError(`${this.name} ${record.id} exists`);
    const stamp = this.project.stamp();
    const full = { ...record, created_at: stamp.iso, updated_at: stamp.iso } as T;
    this.#write(full.id, position, full, stamp);
    return full;
  }

  /** Replace a record's fields; `id` and `created_at` are kept, `updated_at` is stamped. */
  update(id: string, next: Omit<T, 'id' | 'created_at' | 'updated_at'>): T {
    const position = this.base.positionOfId(id);
    const current = this.#entryAt(id, position)?.record;
    if (!current) throw new ConflictError(`${this.name} ${id} does not exist`);
    const stamp = this.project.stamp();
    const full = { ...next, id, created_at: current.created_at, updated_at: stamp.iso } as T;
    this.#write(id, position, full, stamp);
    return full;
  }

  /** Change some fields of a record, the others kept (one copy, the spec's `merge`); `id` and `created_at` are kept, `updated_at` is stamped. */
  patch(id: string, fields: Partial<T>): T {
    const position = this.base.positionOfId(id);
    const current = this.#entryAt(id, position)?.record;
    if (!current) throw new ConflictError(`${this.name} ${id} does not exist`);
    const stamp = this.project.stamp();
    const full = this.#merge(current, fields, stamp.iso);
    this.#write(id, position, full, stamp);
    return full;
  }

  remove(id: string): Tombstone | undefined {
    const position = this.base.positionOfId(id);
    if (!this.#entryAt(id, position)?.record) return undefined;
    const stamp = this.project.stamp();
    this.#write(id, position, null, stamp);
    this.#tombstones++;
    this.#trimTombstones();
    return { id, deleted: true, updated_at: stamp.iso };
  }

  /**
   * Entries in change order after `afterSeq` (the base's unchanged records, then this project's
   * changes), each given to `visit` until it returns false. A callback, not a generator: a page of
   * a filtered list visits thousands of entries (decision 0014).
   */
  scan(afterSeq: number, includeDeleted: boolean, visit: (entry: Entry<T>) => boolean | void): void {
    const entries = this.base.entries;
    for (let i = this.base.positionAfter(afterSeq); i < entries.length; i++) {
      if (!this.#changedAt(i) && visit(entries[i]) === false) return;
    }
    const retentionFloor = this.project.clock.now() - this.project.limits.tombstoneRetentionMs;
    const log = this.#log;
    for (let i = positionAfter(log, afterSeq); i < log.length; i++) {
      const e = log[i];
      if (e.stale) continue;
      if (e.record === null && (!includeDeleted || e.updatedAtMs < retentionFloor)) continue;
      if (visit(e) === false) return;
    }
  }

  /**
   * `scan`, for the records whose tags (the spec's `tagsOf`) satisfy the query; tombstones pass
   * as in `scan`. Answered from the fixtures' tag index and this project's, not by reading records.
   */
  scanTagged(afterSeq: number, includeDeleted: boolean, query: TagQuery, visit: (entry: Entry<T>) => boolean | void): void {
    const entries = this.base.entries;
    const inBase = this.base.tagIndex().select(query, this.base.positionAfter(afterSeq), this.#changedBits, (p) => visit(entries[p]) !== false);
    if (!inBase) return;
    const retentionFloor = this.project.clock.now() - this.project.limits.tombstoneRetentionMs;
    const log = this.#log;
    this.#tagIndex().select(query, positionAfter(log, afterSeq), log.length, includeDeleted, (p) => {
      const e = log[p];
      return (e.record === null && e.updatedAtMs < retentionFloor) || visit(e) !== false;
    });
  }

  #tagIndex(): LogTagIndex {
    if (this.#tags) return this.#tags;
    const index = new LogTagIndex();
    for (let i = 0; i < this.#log.length; i++) {
      const e = this.#log[i];
      if (!e.stale) this.#indexAt(index, e, i);
    }
    return (this.#tags = index);
  }

  #indexAt(index: LogTagIndex, e: Change<T>, position: number): void {
    e.logPosition = position;
    index.add(position, e.record && this.base.spec.tagsOf!(e.record));
  }

  /** Every live record in change order (for small collections: roles, categories, SCIM lists). */
  records(): T[] {
    const out: T[] = [];
    this.scan(0, false, (e) => {
      out.push(e.record!);
    });
    return out;
  }

  /** Ids from a fixture index and from changed records, verified against the current records. */
  findBy(index: string, value: string): T[] {
    if (!this.base.spec.indexes?.[index]) throw new Error(`no index ${index} on ${this.name}`);
    const out: T[] = [];
    for (const id of idsOf(this.base.index(index)?.get(value))) {
      const position = this.base.positionOfId(id);
      if (!this.#changedAt(position)) out.push(this.base.entries[position].record!);
    }
    for (const id of this.#values.ids(index, value)) out.push(this.entry(id)!.record!);
    return out;
  }

  /** No record: answered without counting when this project changed nothing here. */
  get isEmpty(): boolean {
    return this.#overlay.size === 0 && this.#fixturesChanged === 0 ? this.base.entries.length === 0 : this.size === 0;
  }

  get size(): number {
    let n = this.base.entries.length;
    for (const { current } of this.#overlay.values()) if (current.record) n++;
    for (const change of this.#fixtureChanges ?? []) if (change && !change.record) n--;
    return n;
  }

  /** This project's changed records and tombstones (what the records-per-collection bound counts). */
  get changedCount(): number {
    return this.#overlay.size + this.#fixturesChanged;
  }

  /** This project's changes in seq order, for snapshots and persistence. */
  changes(): Entry<T>[] {
    return this.#current();
  }

  /** The log's entries that no later write replaced, in seq order. */
  #current(): Change<T>[] {
    return this.#log.filter((e) => !e.stale);
  }

  /** Put back changes saved by `changes()`; the project's sequence is restored by the caller. */
  restore(entries: readonly Entry<T>[]): void {
    this.#overlay.clear();
    this.#values.clear();
    this.#probeId = this.#probe = undefined;
    this.#log = [];
    this.#fixtureChanges = undefined;
    this.#fixturesChanged = 0;
    this.#changedBits = undefined;
    this.#tags = undefined;
    this.#tombstones = 0;
    let bytes = 0;
    for (const saved of [...entries].sort((a, b) => a.seq - b.seq)) {
      const e = new Change(saved.seq, saved.id, saved.updatedAtMs, saved.record, jsonBytes(saved.record));
      bytes += e.bytes;
      this.#put(e, this.base.positionOfId(e.id));
      this.#log.push(e);
      if (!e.record) this.#tombstones++;
    }
    this.project.account(bytes);
  }

  /** Writes the id's new entry after the current one; `position` is the id's in the base (-1 for none). */
  #write(id: string, position: number, record: T | null, stamp: Stamp): void {
    const previous = position >= 0 ? this.#fixtureChanges?.[position] : this.#slot(id)?.current;
    const bytes = jsonBytes(record);
    const delta = bytes - (previous?.bytes ?? 0);
    this.project.admit(this.name, this.#overlay.size + this.#fixturesChanged, previous ? 0 : 1, delta);
    // A project's own record is not frozen; the shared fixture records are (decision 0011).
    const entry = new Change(stamp.seq, id, stamp.ms, record, bytes);
    this.#put(entry, position);
    this.project.account(delta);
    if (this.#tags) this.#indexAt(this.#tags, entry, this.#log.length);
    this.#log.push(entry);
    // Stale entries keep replaced records alive: compacted once they are a quarter of the current ones.
    const current = this.#overlay.size + this.#fixturesChanged;
    if (this.#log.length > current + Math.max(1024, current >> 2)) this.#compact();
  }

  /** Makes `entry` its id's current one: the change it replaces is marked stale, the overlay indexes follow. */
  #put(entry: Change<T>, position: number): void {
    const { id, record } = entry;
    if (position >= 0) {
      const changes = (this.#fixtureChanges ??= new Array(this.base.entries.length));
      const previous = changes[position];
      // The overlay indexes hold only this project's records: a fixture record's values are not in them.
      this.#values.move(id, previous ? previous.record : null, record);
      if (previous) this.#retire(previous);
      else {
        this.#fixturesChanged++;
        this.#changedBits = setBit(this.#changedBits ?? new Uint32Array((changes.length + 31) >> 5), position, true);
      }
      changes[position] = entry;
      return;
    }
    const slot = this.#slot(id);
    if (slot) {
      this.#values.move(id, slot.current.record, record);
      this.#retire(slot.current);
      slot.current = entry;
    } else {
      this.#values.move(id, null, record);
      const created = { current: entry };
      this.#overlay.set(id, created);
      this.#probe = created;
    }
  }

  /** Marks a replaced entry stale; the tag index forgets its position. */
  #retire(entry: Change<T>): void {
    entry.supersede();
    if (this.#tags) this.#tags.remove(entry.logPosition);
  }

  /** Whether this project changed the fixture record at this position of the base. */
  #changedAt(position: number): boolean {
    return this.#fixtureChanges !== undefined && this.#fixtureChanges[position] !== undefined;
  }

  /**
   * Drops the stale entries in place. A new array (`filter`) grew by steps to 100,000 entries,
   * each step a copy into fresh pages, and the log's next push grew it again: a twentieth of a
   * bulk load's time went to that growing and its page faults.
   */
  #compact(): void {
    const log = this.#log;
    // Where each kept entry moves, for the tag index (-1: dropped).
    const moved = this.#tags ? new Int32Array(log.length).fill(-1) : undefined;
    let kept = 0;
    for (let i = 0; i < log.length; i++) {
      const e = log[i];
      if (e.stale) continue;
      if (moved) moved[i] = e.logPosition = kept;
      log[kept++] = e;
    }
    log.length = kept;
    if (moved) this.#tags!.compact(moved, kept);
  }

  /** Forgets the oldest tombstones past the bound (in seq order: the log holds the overlay's order). */
  #trimTombstones(): void {
    if (this.#tombstones <= this.project.limits.maxTombstones) return;
    for (const e of this.#log) {
      if (e.record !== null || e.stale) continue;
      // A fixture record must stay hidden, so its tombstone is kept; only created-then-deleted ones go.
      if (this.base.positionOfId(e.id) >= 0) continue;
      this.#overlay.delete(e.id);
      this.#retire(e);
      if (e.id === this.#probeId) this.#probe = undefined;
      if (--this.#tombstones <= this.project.limits.maxTombstones) return;
    }
  }
}

export interface Stamp {
  seq: number;
  ms: number;
  iso: string;
}
