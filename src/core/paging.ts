/** One page of a collection in change order, the same for every list endpoint. */
import { decodeCursor, encodeCursor } from './cursor.js';
import type { Collection, Entry, StoredRecord, Tombstone } from './store.js';
import { matchesTagQuery, type TagQuery } from './tag-index.js';

export interface PageOptions<T> {
  cursor?: string;
  limit: number;
  /** Only records changed strictly after this moment (ms). */
  updatedSinceMs?: number;
  /** With `updatedSinceMs`, list deletions as tombstones. */
  includeDeleted?: boolean;
  filter?: (record: T) => boolean;
  /** Only records whose tags satisfy this query: found by the collection's tag index, or checked on each of `entries`. */
  tags?: TagQuery;
  /** Page these entries (an index lookup, in change order) instead of scanning the collection. */
  entries?: Iterable<Entry<T & StoredRecord>>;
}

export interface Page<T> {
  data: (T | Tombstone)[];
  next_cursor: string | null;
}

/** A page of a list that takes no `include_deleted`: it never holds a tombstone. */
export function livePage<T>(page: Page<T>): { data: T[]; next_cursor: string | null } {
  return page as { data: T[]; next_cursor: string | null };
}

export function pageOf<T extends StoredRecord>(collection: Collection<T>, options: PageOptions<T>): Page<T> {
  const data: (T | Tombstone)[] = [];
  const includeDeleted = options.includeDeleted === true && options.updatedSinceMs !== undefined;
  let lastSeq = 0;
  let more = false;
  // Fixture records changed at or before `updated_since` are skipped by a binary search, not a scan.
  const floor = options.updatedSinceMs === undefined || options.entries ? 0 : collection.base.lastSeqAtOrBefore(options.updatedSinceMs);
  const after = Math.max(decodeCursor(options.cursor), floor);
  const tagsOf = options.entries && options.tags ? collection.base.spec.tagsOf : undefined;
  const take = (entry: Entry<T>): boolean => {
    if (options.updatedSinceMs !== undefined && entry.updatedAtMs <= options.updatedSinceMs) return true;
    if (entry.record) {
      if (options.filter && !options.filter(entry.record)) return true;
      if (tagsOf && !matchesTagQuery(options.tags!, tagsOf(entry.record))) return true;
    } else if (!includeDeleted) return true;
    if (data.length === options.limit) {
      more = true;
      return false;
    }
    data.push(entry.record ?? { id: entry.id, deleted: true, updated_at: new Date(entry.updatedAtMs).toISOString() });
    lastSeq = entry.seq;
    return true;
  };
  if (options.entries) {
    for (const entry of options.entries) if (entry.seq > after && !take(entry)) break;
  } else if (options.tags) collection.scanTagged(after, includeDeleted, options.tags, take);
  else collection.scan(after, includeDeleted, take);
  return { data, next_cursor: more ? encodeCursor(lastSeq) : null };
}
