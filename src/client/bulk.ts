/**
 * Bulk calls the way spec §4 asks clients to read them: a 207 is not "success", every item has
 * its own status. Inputs over 500 items are split into calls of 500, each with its own
 * Idempotency-Key derived from the caller's, so a retried chunk is never applied twice.
 */
import type { components } from '../generated/openapi.js';
import { unwrap } from './transport.js';

/** One item's result as the platform sends it. */
export type WireResult = components['schemas']['RegistryBulkResult']['results'][number];

export const MAX_BULK_ITEMS = 500;

/** An item's result, with `index` counted in the caller's whole input (across chunks). */
export type ItemResult = WireResult;

export interface BulkResult {
  /** True when every item succeeded (2xx). */
  ok: boolean;
  /** The base Idempotency-Key: a re-run with it replays what was applied and sends the rest. */
  idempotencyKey: string;
  /** How many calls the platform answered as replays of an earlier one (`Idempotent-Replayed`). */
  replayed: number;
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

function chunk<T>(items: readonly T[], size = MAX_BULK_ITEMS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A chunk failed as a whole after earlier chunks were applied (e.g. a 429 storm longer than the
 * client's patience). `partial` holds their results; a re-run with `idempotencyKey` replays them
 * and sends the rest. `cause` is the chunk's error.
 */
export class BulkError extends Error {
  override name = 'BulkError';
  readonly idempotencyKey: string;
  constructor(
    override readonly cause: unknown,
    readonly partial: BulkResult,
  ) {
    super(`bulk call stopped after ${partial.results.length} items: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.idempotencyKey = partial.idempotencyKey;
  }
}

export interface ChunkReply {
  results: WireResult[];
  replayed: boolean;
}

function summary(results: ItemResult[], calls: number, idempotencyKey: string, replayed: number, expected: number): BulkResult {
  results.sort((a, b) => a.index - b.index);
  const succeeded = results.filter((r) => r.status >= 200 && r.status < 300);
  const failed = results.filter((r) => r.status < 200 || r.status >= 300);
  return { ok: failed.length === 0 && results.length === expected, idempotencyKey, replayed, succeeded, failed, results, calls };
}

/** Runs `send` for each chunk in order and merges the per-item results. */
export async function runBulk<T>(
  items: readonly T[],
  options: BulkOptions,
  send: (chunk: T[], idempotencyKey: string) => Promise<ChunkReply>,
): Promise<BulkResult> {
  const base = options.idempotencyKey ?? globalThis.crypto.randomUUID();
  const results: ItemResult[] = [];
  const chunks = chunk(items);
  let replayed = 0;
  for (let n = 0; n < chunks.length; n++) {
    const offset = n * MAX_BULK_ITEMS;
    let reply: ChunkReply;
    try {
      reply = await send(chunks[n], chunks.length === 1 ? base : `${base}.${n}`);
    } catch (err) {
      if (n === 0) throw err;
      throw new BulkError(err, summary(results, n, base, replayed, offset));
    }
    replayed += reply.replayed ? 1 : 0;
    for (const r of reply.results) results.push({ ...r, index: offset + r.index });
  }
  return summary(results, chunks.length, base, replayed, items.length);
}

/** A 207's results and whether it was a replay, from openapi-fetch's answer. */
export function chunkReply(result: { data?: { results: WireResult[] }; error?: unknown; response: Response }): ChunkReply {
  return { results: unwrap(result).results, replayed: result.response.headers.get('idempotent-replayed') === 'true' };
}
