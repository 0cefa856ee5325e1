/**
 * Bulk calls the way spec §4 asks clients to read them: a 207 is not "success", every item has
 * its own status. Inputs over 500 items are split into calls of 500, each with its own
 * Idempotency-Key derived from the caller's, so a retried chunk is never applied twice.
 */
import type { Problem } from './errors.js';

export const MAX_BULK_ITEMS = 500;

export interface ItemResult {
  /** Position in the caller's input (across chunks). */
  index: number;
  id: string;
  status: number;
  error?: Problem;
}

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

interface WireResult {
  index: number;
  id: string;
  status: number;
  error?: Problem;
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
