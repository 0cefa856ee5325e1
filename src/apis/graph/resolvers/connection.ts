/**
 * Relay cursor connections over a store collection, in the project's change order (the same
 * order and the same opaque cursors as REST lists).
 */
import { ApiError } from '../../../core/errors.js';
import { encodeCursor } from '../../../core/cursor.js';
import { pageOf } from '../../../core/paging.js';
import type { Collection, StoredRecord } from '../../../core/store.js';
import { graphError } from './context.js';

const MAX_PAGE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Connection<V> {
  edges: { cursor: string; node: V }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** Counted only when the query asks for it (a getter: read by the default resolution). */
  readonly totalCount: number;
}

export function connection<T extends StoredRecord, V>(
  collection: Collection<T>,
  args: PageArgs,
  view: (record: T) => V,
  filter?: (record: T) => boolean,
): Connection<V> {
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw graphError('validation_failed', `first must be between 1 and ${MAX_PAGE}`, [{ pointer: '#/first', detail: `must be 1-${MAX_PAGE}` }]);
  }
  let page;
  try {
    page = pageOf(collection, { cursor: args.after ?? undefined, limit: first, filter });
  } catch (err) {
    if (err instanceof ApiError) throw graphError('validation_failed', 'after is not a cursor this server issued', [{ pointer: '#/after', detail: 'not a valid cursor' }]);
    throw err;
  }
  const records = page.data as T[];
  const edges = records.map((r) => ({ cursor: encodeCursor(collection.entry(r.id)!.seq), node: view(r) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.next_cursor !== null,
      hasPreviousPage: args.after != null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    get totalCount() {
      let n = 0;
      collection.scan(0, false, (e) => {
        if (e.record && (!filter || filter(e.record))) n++;
      });
      return n;
    },
  };
}

/** Case-insensitive: every word of `query` occurs in one of the texts. */
export function matchesWords(query: string | null | undefined, texts: readonly string[]): boolean {
  if (!query) return true;
  const haystack = texts.join('\n').toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((w) => haystack.includes(w));
}
