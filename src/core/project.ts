/**
 * One tenant's state: its collections (copy-on-write overlays on the shared fixture base), its
 * sequence and clock of changes, the slots modules declared, and its byte accounting.
 */
import { UNBOUNDED, type BoundChecker, type Usage } from './bounds.js';
import { isoOfMs, type VirtualClock } from './clock.js';
import { Collection, type Stamp, type StoreLimits } from './collection.js';
import type { Entry, FixtureBase, StoredRecord } from './fixture-base.js';
import { SlotValues, type Slot } from './slots.js';

let instances = 0;

/** One tenant's state: collections, its sequence, and the slots modules declared (core/slots.ts). */
export class Project {
  #seq: number;
  #lastMs: number;
  readonly #collections = new Map<string, Collection<StoredRecord>>();
  readonly #slots = new SlotValues(this);
  /** Requests working in it now (a pinned project is never evicted). */
  #pins = 0;
  /** Changed bytes of its records (core/bounds.ts). */
  readonly usage: Usage = { bytes: 0 };
  /** Unique per object in the process: a project loaded again is another instance of the same id. */
  readonly instance = ++instances;

  constructor(
    readonly id: string,
    readonly fixtures: FixtureBase,
    readonly clock: VirtualClock,
    readonly limits: StoreLimits,
    /** Told after each change (persistence saves only the projects that changed). */
    private readonly onChange: (id: string) => void = () => {},
    readonly bounds: BoundChecker = UNBOUNDED,
  ) {
    this.#seq = fixtures.lastSeq;
    this.#lastMs = fixtures.lastUpdatedMs;
  }

  /** The project's value of a slot, made on first use. */
  slot<T>(s: Slot<T>): T {
    return this.#slots.get(s);
  }

  /** The slot's value if it was used (a sweep over projects need not make one). */
  peekSlot<T>(s: Slot<T>): T | undefined {
    return this.#slots.peek(s);
  }

  /** Each saved slot's data as JSON text, taken now (persistence, snapshots, eviction). */
  saveSlots(): Record<string, string> {
    return this.#slots.save();
  }

  /** Saved slot data back (names checked before: persistence/state.ts `checkProject`). */
  loadSlots(data: Readonly<Record<string, unknown>>): void {
    this.#slots.load(data);
  }

  /** Whether eviction must keep anything: a change of a record, or a saved slot holding something. */
  get hasChanges(): boolean {
    return this.#seq !== this.fixtures.lastSeq || this.#slots.holdsSaved;
  }

  /** Held from routing to the end of the answer: answers the release (idempotent). */
  pin(): () => void {
    this.#pins++;
    let held = true;
    return () => {
      if (held) {
        held = false;
        this.#pins--;
      }
    };
  }

  get pinned(): boolean {
    return this.#pins > 0;
  }

  get pins(): number {
    return this.#pins;
  }

  admit(collection: string, held: number, addRecords: number, addBytes: number): void {
    this.bounds.admit(this.id, this.usage, collection, held, addRecords, addBytes);
  }

  account(deltaBytes: number): void {
    this.bounds.account(this.usage, deltaBytes);
  }

  /** It leaves memory (evicted, reset, replaced): its bytes leave the process budget. */
  release(): void {
    this.account(-this.usage.bytes);
  }

  collection<T extends StoredRecord>(name: string): Collection<T> {
    let c = this.#collections.get(name);
    if (!c) {
      const base = this.fixtures.collection(name);
      if (!base) throw new Error(`unknown collection ${name}`);
      c = new Collection(base, this);
      this.#collections.set(name, c);
    }
    return c as unknown as Collection<T>;
  }

  get seq(): number {
    return this.#seq;
  }

  /** The next sequence number and a timestamp that never goes backwards inside this project. */
  stamp(): Stamp {
    const ms = Math.max(this.clock.now(), this.#lastMs + 1);
    this.#lastMs = ms;
    this.onChange(this.id);
    return { seq: ++this.#seq, ms, iso: isoOfMs(ms) };
  }

  /** When this project last changed (business time, ms). */
  get lastChangeMs(): number {
    return this.#lastMs;
  }

  /** Live records (fixtures included) of each collection this project has used so far. */
  recordCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [name, c] of this.#collections) counts[name] = c.size;
    return counts;
  }

  /** Changed records (tombstones included) of each collection this project has used so far. */
  changedCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [name, c] of this.#collections) counts[name] = c.changedCount;
    return counts;
  }

  /** Saved state for snapshots and persistence. */
  dump(): ProjectDump {
    const collections: Record<string, Entry<StoredRecord>[]> = {};
    for (const [name, c] of this.#collections) {
      const changes = c.changes();
      if (changes.length) collections[name] = changes;
    }
    return { id: this.id, seq: this.#seq, last_ms: this.#lastMs, collections };
  }

  load(dump: ProjectDump): void {
    this.#seq = dump.seq;
    this.#lastMs = dump.last_ms;
    this.release();
    this.#collections.clear();
    for (const [name, entries] of Object.entries(dump.collections)) this.collection(name).restore(entries);
  }
}

export interface ProjectDump {
  id: string;
  seq: number;
  last_ms: number;
  collections: Record<string, Entry<StoredRecord>[]>;
}
