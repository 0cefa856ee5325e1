/**
 * A sliding log per key: at most `limit` units in any window of `windowMs`, on real monotonic
 * time. A call of weight w holds w units for one window from the moment it was admitted.
 */
import { BoundedMap } from './ring.js';

export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the whole window is free again (RateLimit `t`). */
  resetSeconds: number;
  /** Seconds to wait before this call would be admitted (Retry-After), when refused. */
  retryAfterSeconds: number;
}

interface Log {
  times: number[];
  weights: number[];
  head: number;
  used: number;
}

export class SlidingWindowLimiter {
  readonly #logs: BoundedMap<string, Log>;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
    maxKeys = 100_000,
  ) {
    this.#logs = new BoundedMap(maxKeys);
  }

  take(key: string, weight: number): LimitDecision {
    const now = this.now();
    let log = this.#logs.get(key);
    if (!log) {
      log = { times: [], weights: [], head: 0, used: 0 };
      this.#logs.set(key, log);
    }
    this.#prune(log, now);
    if (log.used + weight > this.limit) {
      // Find how many of the oldest entries must leave before `weight` units fit.
      let freed = 0;
      let waitMs = this.windowMs;
      for (let i = log.head; i < log.times.length; i++) {
        freed += log.weights[i];
        if (log.used - freed + weight <= this.limit) {
          waitMs = log.times[i] - now + this.windowMs;
          break;
        }
      }
      return this.#decision(log, now, false, waitMs);
    }
    log.times.push(now);
    log.weights.push(weight);
    log.used += weight;
    return this.#decision(log, now, true, 0);
  }

  #prune(log: Log, now: number): void {
    const floor = now - this.windowMs;
    while (log.head < log.times.length && log.times[log.head] <= floor) {
      log.used -= log.weights[log.head];
      log.head++;
    }
    if (log.head > 1024 && log.head * 2 > log.times.length) {
      log.times = log.times.slice(log.head);
      log.weights = log.weights.slice(log.head);
      log.head = 0;
    }
  }

  #decision(log: Log, now: number, allowed: boolean, waitMs: number): LimitDecision {
    const oldest = log.head < log.times.length ? log.times[log.head] : now;
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, this.limit - log.used),
      // Differences first: (t + window) - t is not exactly the window for a fractional t.
      resetSeconds: log.used ? Math.max(1, Math.ceil((oldest - now + this.windowMs) / 1000)) : 0,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(waitMs / 1000)),
    };
  }

  reset(): void {
    this.#logs.clear();
  }
}

/** A fixed-window quota per key on business time (the virtual clock), so tests can roll it over. */
export class FixedWindowQuota {
  readonly #windows: BoundedMap<string, { start: number; used: number }>;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
    maxKeys = 100_000,
  ) {
    this.#windows = new BoundedMap(maxKeys);
  }

  take(key: string, weight: number): LimitDecision {
    const now = this.now();
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    let w = this.#windows.get(key);
    if (!w || w.start !== start) {
      w = { start, used: 0 };
      this.#windows.set(key, w);
    }
    const resetSeconds = Math.max(1, Math.ceil((start + this.windowMs - now) / 1000));
    const allowed = w.used + weight <= this.limit;
    if (allowed) w.used += weight;
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, this.limit - w.used),
      resetSeconds,
      retryAfterSeconds: allowed ? 0 : resetSeconds,
    };
  }

  reset(): void {
    this.#windows.clear();
  }

  /** The counts of the current windows: [key, window start (ms), used]. */
  saved(): SavedWindows {
    const out: SavedWindows = [];
    for (const [key, w] of this.#windows) if (w.used > 0) out.push([key, w.start, w.used]);
    return out;
  }

  /** Counts saved by `saved()` back (a project loaded again, a restart); throws on a malformed row. */
  restore(rows: readonly unknown[]): void {
    for (const row of rows) {
      if (!Array.isArray(row) || typeof row[0] !== 'string' || !Number.isFinite(row[1]) || !Number.isSafeInteger(row[2]) || row[2] < 0) {
        throw new Error(`a saved quota window ${JSON.stringify(row)?.slice(0, 80)} is not [key, start, used]`);
      }
      this.#windows.set(row[0], { start: row[1], used: row[2] });
    }
  }
}

export type SavedWindows = [key: string, startMs: number, used: number][];
