/** Lists as async iterators over `next_cursor`, and an incremental sync over `updated_since`. */
export interface PageLike<T> {
  data: T[];
  next_cursor: string | null;
}

export async function* iterate<T>(fetchPage: (cursor?: string) => Promise<PageLike<T>>): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* page.data;
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}

export interface SyncResult<T> {
  /** Every object changed since the watermark, once, at its latest version (tombstones included when asked). */
  items: T[];
  /** Pass this as `since` next time. Unchanged when nothing changed. */
  watermark: string | undefined;
}

/** Pages through `updated_since` and returns the newest `updated_at` seen as the next watermark. */
export async function syncSince<T extends { updated_at: string }>(
  since: string | undefined,
  fetchPage: (since: string | undefined, cursor?: string) => Promise<PageLike<T>>,
): Promise<SyncResult<T>> {
  const items: T[] = [];
  let watermark = since;
  for await (const item of iterate((cursor) => fetchPage(since, cursor))) {
    items.push(item);
    if (watermark === undefined || Date.parse(item.updated_at) > Date.parse(watermark)) watermark = item.updated_at;
  }
  return { items, watermark };
}
