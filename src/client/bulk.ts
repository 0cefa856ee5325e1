/**
 * Bulk calls the way spec §4 asks clients to read them: a 207 is not "success", every item has
 * its own status. Inputs over 500 items are split into calls of 500, each with its own
 * Idempotency-Key derived from the caller's, so a retried chunk is never applied twice.
 */
import type { components } from '../generated/openapi.js';

/** One item's result as the platform sends it. */
export type WireResult = components['schemas']['RegistryBulkResult']['results'][number];

export const MAX_BULK_ITEMS = 500;

/** An item's result, with `index` counted in the caller's whole input (across chunks). */
export type ItemResult = WireResult;

export interface BulkResult {
  /** True when every item succeeded (2xx). */
  ok: boolean;
  succeeded: ItemResult[];
  failed: ItemResult[];
  /** Every item, in input order. */
  results: ItemResult[];
  /** How many HTTP calls were made. */
  calls: number;
}

export interface BulkOptions {
  /** Base Idempotency-Key; chunk n is sent with `<key>.<n>`. Default: a fresh random key. */
  idempotencyKey?: string;
}

export function chunk<T>(items: readonly T[], size = MAX_BULK_ITEMS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `send` for each chunk in order and merges the per-item results. */
export async function runBulk<T>(
  items: readonly T[],
  options: BulkOptions,
  send: (chunk: T[], idempotencyKey: string) => Promise<{ results: WireResult[] }>,
): Promise<BulkResult> {
  const base = options.idempotencyKey ?? globalThis.crypto.randomUUID();
  const results: ItemResult[] = [];
  const chunks = chunk(items);
  for (let n = 0; n < chunks.length; n++) {
    const offset = n * MAX_BULK_ITEMS;
    const reply = await send(chunks[n], chunks.length === 1 ? base : `${base}.${n}`);
    for (const r of reply.results) results.push({ ...r, index: offset + r.index });
  }
  results.sort((a, b) => a.index - b.index);
  const succeeded = results.filter((r) => r.status >= 200 && r.status < 300);
  const failed = results.filter((r) => r.status < 200 || r.status >= 300);
  return { ok: failed.length === 0 && results.length === items.length, succeeded, failed, results, calls: chunks.length };
}

/**
 * The contract types bulk items as bare objects (each item is validated on its own, so that one
 * bad item is a 422 in its result rather than a 400 for the call); the typed item goes in as is.
 */
export function asBulkItems<T>(items: readonly T[]): Record<string, never>[] {
  return items as unknown as Record<string, never>[];
}
