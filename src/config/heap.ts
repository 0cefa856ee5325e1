/**
 * The old generation may grow to 1.5 times what the last full collection left alive: a factor,
 * not a cap, so nothing the sandbox needs can run out (decision 0015).
 */
const HEAP_GROWING_PERCENT = 50;

/** The flag `serve` sets once it listens, unless node was started with its own. */
export function heapGrowthFlag(execArgv: readonly string[]): string | undefined {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg))) return undefined;
  return `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}
