/**
 * A project's indexes over the records it changed (index name → value → ids): `findBy` answers
 * from them and from the fixtures' own indexes, and never scans. Kept by every write.
 */
import { idsOf, indexValues, type IndexSpec, type StoredRecord } from './fixture-base.js';

/** The ids under one index value: most values (an IMEI, a serial) have one, kept without a Set. */
type IdSet = string | Set<string>;

export class ValueIndex<T extends StoredRecord> {
  /** The specs as a list, made once (a bulk call writes hundreds of records). */
  readonly #specs: [string, (record: T) => string | string[] | undefined][];
  readonly #byIndex = new Map<string, Map<string, IdSet>>();

  constructor(specs: IndexSpec<T> | undefined) {
    this.#specs = Object.entries(specs ?? {});
  }

  /** The ids of changed records with `value` under `index`. */
  ids(index: string, value: string): Iterable<string> {
    return idsOf(this.#byIndex.get(index)?.get(value));
  }

  clear(): void {
    this.#byIndex.clear();
  }

  /** Moves `id` from the previous record's values to the next one's (null: none). */
  move(id: string, previous: T | null, next: T | null): void {
    for (const [name, fn] of this.#specs) {
      const rawBefore = previous ? fn(previous) : undefined;
      const rawAfter = next ? fn(next) : undefined;
      // Most changes leave indexed fields alone (a tag patch keeps the IMEI): nothing to move.
      if (rawBefore === rawAfter && typeof rawBefore !== 'object') continue;
      const before = indexValues(rawBefore);
      const after = indexValues(rawAfter);
      if (before.length === after.length && before.every((v, i) => v === after[i])) continue;
      let byValue = this.#byIndex.get(name);
      if (!byValue) this.#byIndex.set(name, (byValue = new Map()));
      for (const v of before) {
        const ids = byValue.get(v);
        if (ids === id) byValue.delete(v);
        else if (ids instanceof Set) {
          ids.delete(id);
          if (!ids.size) byValue.delete(v);
        }
      }
      for (const v of after) {
        const ids = byValue.get(v);
        if (ids === undefined) byValue.set(v, id);
        else if (typeof ids === 'string') byValue.set(v, new Set([ids, id]));
        else ids.add(id);
      }
    }
  }
}
