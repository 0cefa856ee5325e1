/**
 * Tag sets as a device stores them: sorted, without repeats, frozen and shared (decision 0019).
 * Devices written with the same set hold one array between them instead of one each: a bulk call
 * that tags 500 devices keeps one array, not 500, and the next write to any of them compares its
 * set with an array it has just read.
 */

/** Sets kept for sharing. When the table is full it starts afresh; arrays already stored stay valid. */
const SHARED_TAG_SETS = 10_000;

export class TagSets {
  readonly #shared = new Map<string, string[]>();
  /** The set returned last: the items of one bulk call usually carry the same set. */
  #last: string[] | undefined;

  constructor(private readonly limit = SHARED_TAG_SETS) {}

  /** `tags` as stored: the shared frozen array of its set. The caller's array is never changed. */
  of(tags: readonly string[]): string[] {
    const set = sortedUnique(tags);
    if (this.#last !== undefined && sameElements(this.#last, set)) return this.#last;
    // JSON, not a join: no tag, valid or not, can make two sets share a key.
    const key = JSON.stringify(set);
    let shared = this.#shared.get(key);
    if (shared === undefined) {
      if (this.#shared.size >= this.limit) this.#shared.clear();
      shared = Object.freeze(set === tags ? [...set] : set) as string[];
      this.#shared.set(key, shared);
    }
    return (this.#last = shared);
  }

  /** Sets held for sharing now (at most the limit). */
  get size(): number {
    return this.#shared.size;
  }
}

/** Equal lists, element by element (`===`). */
export function sameElements(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Sorted and unique; a list that is so already is returned as it is. */
function sortedUnique(tags: readonly string[]): readonly string[] {
  for (let i = 1; i < tags.length; i++) if (!(tags[i - 1] < tags[i])) return [...new Set(tags)].sort();
  return tags;
}

/** The one table of the process: it holds values, not state, so every sandbox in it may share. */
export const deviceTagSets = new TagSets();
