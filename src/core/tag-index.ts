/**
 * Tag indexes: for each tag, the positions (in change order) of the records that carry it. The
 * fixtures' index is built once per base over the base's positions; a project's index covers the
 * positions of its log. A query, an AND of ORs of literals that may be negated, is evaluated 32
 * positions at a time, the most selective term first, and stops once the caller has what it needs
 * (decision 0022).
 */

interface TagLiteral {
  readonly tag: string;
  readonly negated: boolean;
}

/** AND of terms; each term is an OR of literals. */
export type TagQuery = readonly (readonly TagLiteral[])[];

/** Whether a record with these tags satisfies the query (for a few records; lists use the indexes). */
export function matchesTagQuery(query: TagQuery, tags: readonly string[]): boolean {
  outer: for (const term of query) {
    for (const lit of term) if (tags.includes(lit.tag) !== lit.negated) continue outer;
    return false;
  }
  return true;
}

/** The positions of one tag: a bitmap (bit `p & 31` of word `p >> 5`) or a list in ascending order. */
interface PositionSet {
  readonly size: number;
  readonly bits?: Uint32Array;
  readonly list?: ArrayLike<number>;
}

const EMPTY: PositionSet = { size: 0, list: [] };

/** First index in `list[lo..hi)` (ascending) whose value is at least `value`. */
function lowerBound(list: ArrayLike<number>, lo: number, hi: number, value: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Reads a set one word at a time, words asked in ascending order. */
class Reader {
  readonly bits: Uint32Array | undefined;
  readonly list: ArrayLike<number> | undefined;
  readonly end: number;
  /** The first list member not read yet. */
  i = 0;

  constructor(set: PositionSet, from: number) {
    this.bits = set.bits;
    this.list = set.list;
    this.end = set.list ? set.list.length : 0;
    if (set.list) this.i = lowerBound(set.list, 0, this.end, from);
  }

  /** The members among positions `32w .. 32w + 31`. */
  word(w: number): number {
    const bits = this.bits;
    if (bits !== undefined) return w < bits.length ? bits[w] : 0;
    const list = this.list!;
    const lo = w << 5;
    const hi = lo + 32;
    const end = this.end;
    let i = this.seek(lo);
    let word = 0;
    for (; i < end && list[i] < hi; i++) word |= 1 << (list[i] - lo);
    this.i = i;
    return word;
  }

  /** The first word at or after `w` that holds a member (Infinity: none). */
  next(w: number): number {
    const bits = this.bits;
    if (bits !== undefined) {
      while (w < bits.length && bits[w] === 0) w++;
      return w < bits.length ? w : Infinity;
    }
    const i = this.seek(w << 5);
    return i < this.end ? this.list![i] >> 5 : Infinity;
  }

  /** Moves to the first member at or after `position`: a few steps, else a binary search. */
  seek(position: number): number {
    const list = this.list!;
    const end = this.end;
    let i = this.i;
    for (let steps = 0; i < end && list[i] < position; steps++, i++) {
      if (steps === 8) {
        i = lowerBound(list, i, end, position);
        break;
      }
    }
    return (this.i = i);
  }
}

interface Term {
  readers: Reader[];
  negated: boolean[];
  /** How many positions the term may hold at most, to order the terms. */
  estimate: number;
}

/** What limits a query besides its terms: kept bits (AND), removed bits (AND NOT), added bits (OR, not filtered). */
interface Bounds {
  from: number;
  end: number;
  keep?: Uint32Array;
  drop?: Uint32Array;
  add?: Uint32Array;
}

function terms(query: TagQuery, setOf: (tag: string) => PositionSet, from: number, size: number): Term[] {
  return query
    .map((literals) => {
      const sets = literals.map((l) => setOf(l.tag));
      const estimate = sets.reduce((sum, set, i) => sum + (literals[i].negated ? size - set.size : set.size), 0);
      return { readers: sets.map((set) => new Reader(set, from)), negated: literals.map((l) => l.negated), estimate: Math.min(estimate, size) };
    })
    .sort((a, b) => a.estimate - b.estimate);
}

/** Visits the positions that satisfy every term, in ascending order, until `visit` returns false (then returns false). */
function select(query: Term[], bounds: Bounds, visit: (position: number) => boolean): boolean {
  const { from, end, keep, drop, add } = bounds;
  if (from >= end) return true;
  const lastWord = (end - 1) >> 5;
  // The first term, when it only adds members, tells which words may hold a match: the others are skipped.
  const lead = add === undefined && query.length > 0 && !query[0].negated.includes(true) ? query[0] : undefined;
  for (let w = from >> 5; w <= lastWord; w++) {
    if (lead) {
      let next = Infinity;
      for (let i = 0; i < lead.readers.length; i++) {
        const n = lead.readers[i].next(w);
        if (n < next) next = n;
      }
      if (next > lastWord) return true;
      w = next;
    }
    let word = keep ? (w < keep.length ? keep[w] : 0) : -1;
    if (drop && w < drop.length) word &= ~drop[w];
    for (let t = 0; t < query.length && word !== 0; t++) {
      const { readers, negated } = query[t];
      let any = 0;
      for (let i = 0; i < readers.length; i++) any |= negated[i] ? ~readers[i].word(w) : readers[i].word(w);
      word &= any;
    }
    if (add && w < add.length) word |= add[w];
    if (w === from >> 5) word &= -1 << (from & 31);
    if (w === lastWord && (end & 31) !== 0) word &= (1 << (end & 31)) - 1;
    while (word !== 0) {
      const bit = word & -word;
      if (!visit((w << 5) + 31 - Math.clz32(bit))) return false;
      word ^= bit;
    }
  }
  return true;
}

/** The fixtures' index: every tag's positions in the base, a bitmap when it is the smaller form. */
export class FixtureTagIndex {
  readonly #sets = new Map<string, PositionSet>();

  constructor(readonly size: number, tagsAt: (position: number) => readonly string[]) {
    const lists = new Map<string, number[]>();
    for (let p = 0; p < size; p++) {
      for (const tag of tagsAt(p)) {
        const list = lists.get(tag);
        if (list) list.push(p);
        else lists.set(tag, [p]);
      }
    }
    // A list costs 32 bits a member, a bitmap one bit a position.
    for (const [tag, list] of lists) this.#sets.set(tag, list.length * 32 >= size ? { size: list.length, bits: bitmapOf(list, size) } : { size: list.length, list: Int32Array.from(list) });
  }

  /** The positions from `from` on that satisfy the query and are not in `changed`, in order; false when `visit` stopped. */
  select(query: TagQuery, from: number, changed: Uint32Array | undefined, visit: (position: number) => boolean): boolean {
    const prepared = terms(query, (tag) => this.#sets.get(tag) ?? EMPTY, from, this.size);
    return select(prepared, { from, end: this.size, drop: changed }, visit);
  }
}

function bitmapOf(positions: readonly number[], size: number): Uint32Array {
  const bits = new Uint32Array((size + 31) >> 5);
  for (const p of positions) bits[p >> 5] |= 1 << (p & 31);
  return bits;
}

/** Sets or clears one bit, growing the bitmap (by doubling) when it is short. */
export function setBit(bits: Uint32Array, position: number, on: boolean): Uint32Array {
  const w = position >> 5;
  if (w >= bits.length) {
    if (!on) return bits;
    const grown = new Uint32Array(Math.max(bits.length * 2, w + 1));
    grown.set(bits);
    bits = grown;
  }
  if (on) bits[w] |= 1 << (position & 31);
  else bits[w] &= ~(1 << (position & 31));
  return bits;
}

function isSet(bits: Uint32Array, position: number): boolean {
  const w = position >> 5;
  return w < bits.length && (bits[w] & (1 << (position & 31))) !== 0;
}

/** The bitmap with every bit from `position` on cleared. */
function clearFrom(bits: Uint32Array, position: number): Uint32Array {
  const w = position >> 5;
  if (w >= bits.length) return bits;
  bits[w] &= (1 << (position & 31)) - 1;
  bits.fill(0, w + 1);
  return bits;
}

/**
 * A project's index over the positions of its log: each tag's positions (appended as the log
 * grows; a replaced entry's position stays in the lists and leaves the live bits), the live
 * records and the tombstones. A compaction of the log moves the positions down (`compact`).
 */
export class LogTagIndex {
  readonly #lists = new Map<string, number[]>();
  #live: Uint32Array = new Uint32Array(32);
  #tombstones: Uint32Array = new Uint32Array(32);

  /** The lists of the last tag set added: the items of a bulk call usually share one (decision 0019). */
  #lastTags: readonly string[] | undefined;
  #lastLists: number[][] = [];

  /** The entry at `position` is current: a record with these tags, or a tombstone (null). */
  add(position: number, tags: readonly string[] | null): void {
    if (tags === null) {
      this.#tombstones = setBit(this.#tombstones, position, true);
      return;
    }
    this.#live = setBit(this.#live, position, true);
    if (tags !== this.#lastTags) {
      this.#lastTags = tags;
      this.#lastLists = tags.map((tag) => {
        let list = this.#lists.get(tag);
        if (!list) this.#lists.set(tag, (list = []));
        return list;
      });
    }
    const lists = this.#lastLists;
    for (let i = 0; i < lists.length; i++) lists[i].push(position);
  }

  /** The log was compacted: the entry at old position p is now at `moved[p]` (-1: dropped), `length` kept. */
  compact(moved: Int32Array, length: number): void {
    for (const [tag, list] of this.#lists) {
      let kept = 0;
      for (let i = 0; i < list.length; i++) {
        const to = moved[list[i]];
        if (to >= 0) list[kept++] = to;
      }
      list.length = kept;
      if (kept === 0) this.#lists.delete(tag);
    }
    this.#lastTags = undefined;
    // Each kept position's bits move down (to <= from, so reading ascending never reads a moved bit).
    for (let from = 0; from < moved.length; from++) {
      const to = moved[from];
      if (to < 0) continue;
      this.#live = setBit(this.#live, to, isSet(this.#live, from));
      this.#tombstones = setBit(this.#tombstones, to, isSet(this.#tombstones, from));
    }
    this.#live = clearFrom(this.#live, length);
    this.#tombstones = clearFrom(this.#tombstones, length);
  }

  /** The entry at `position` was replaced. */
  remove(position: number): void {
    this.#live = setBit(this.#live, position, false);
    this.#tombstones = setBit(this.#tombstones, position, false);
  }

  /** Positions in `from .. end - 1` of live records that satisfy the query, and with `includeDeleted` of tombstones, in order. */
  select(query: TagQuery, from: number, end: number, includeDeleted: boolean, visit: (position: number) => boolean): boolean {
    const prepared = terms(query, (tag) => this.#setOf(tag), from, end);
    return select(prepared, { from, end, keep: this.#live, add: includeDeleted ? this.#tombstones : undefined }, visit);
  }

  #setOf(tag: string): PositionSet {
    const list = this.#lists.get(tag);
    return list ? { size: list.length, list } : EMPTY;
  }
}
