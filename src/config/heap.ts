/**
 * How far V8 lets the old generation grow past what its last full collection left alive
 * (decision 0015). Without a setting V8 picks up to four times on a machine with gigabytes to
 * spare, and a sandbox that replaces records all day (every write is a new immutable record, the
 * old one garbage) sits at several times its live heap. 1.5 times is below the factor V8 allows
 * small heaps (up to 2); it is a factor, not a cap, so nothing the sandbox needs can run out.
 */
export const HEAP_GROWING_PERCENT = 50;

/** The V8 flag the server sets at start, unless node was started with its own. */
export function heapGrowthFlag(execArgv: readonly string[]): string | undefined {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg))) return undefined;
  return `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}
