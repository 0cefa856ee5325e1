/** What a load generator of the benches prints: autocannon's summary, as one JSON line. */

export interface LoadResult {
  /** Answers with a 2xx status per second. */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  errors: number;
  /** The count of each status that was not 2xx (autocannon's statusCodeStats). */
  statuses?: Record<string, number>;
}

/** autocannon's callback: prints the summary as a `LoadResult` line, or the error and exits 1. */
export function printLoadResult(err: Error | null, result: any): void {
  if (err) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  const out: LoadResult = {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  const others = Object.entries((result.statusCodeStats ?? {}) as Record<string, { count: number }>).filter(([code]) => !code.startsWith('2'));
  if (others.length) out.statuses = Object.fromEntries(others.map(([code, s]) => [code, s.count]));
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
