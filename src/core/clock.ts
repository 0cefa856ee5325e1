/**
 * Business time for the whole sandbox. It follows real time until frozen, set or advanced;
 * every timestamp, expiry and retry schedule reads it, so tests can travel in time.
 * Rate limiting and timeouts use `monotonicMs()` instead: a frozen clock must never freeze them.
 */
export interface ClockState {
  now: string;
  frozen: boolean;
}

export interface SavedClock {
  offset_ms: number;
  frozen_at_ms: number | null;
}

export type ClockListener = (nowMs: number) => void;

export class VirtualClock {
  #offsetMs = 0;
  #frozenAt: number | null = null;
  #listeners = new Set<ClockListener>();

  constructor(start?: string | number) {
    if (start !== undefined) this.setTo(typeof start === 'number' ? start : Date.parse(start));
  }

  now(): number {
    return this.#frozenAt ?? Date.now() + this.#offsetMs;
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  get frozen(): boolean {
    return this.#frozenAt !== null;
  }

  freeze(on: boolean): void {
    if (on && this.#frozenAt === null) this.#frozenAt = this.now();
    if (!on && this.#frozenAt !== null) {
      this.#offsetMs = this.#frozenAt - Date.now();
      this.#frozenAt = null;
    }
    this.#notify();
  }

  setTo(ms: number): void {
    if (this.#frozenAt !== null) this.#frozenAt = ms;
    else this.#offsetMs = ms - Date.now();
    this.#notify();
  }

  advance(seconds: number): void {
    this.setTo(this.now() + seconds * 1000);
  }

  state(): ClockState {
    return { now: this.nowIso(), frozen: this.frozen };
  }

  /** What persistence saves: a running clock keeps its distance to real time across a restart. */
  saved(): SavedClock {
    return this.#frozenAt === null ? { offset_ms: this.#offsetMs, frozen_at_ms: null } : { offset_ms: this.#offsetMs, frozen_at_ms: this.#frozenAt };
  }

  restore(saved: SavedClock): void {
    this.#offsetMs = saved.offset_ms;
    this.#frozenAt = saved.frozen_at_ms;
    this.#notify();
  }

  /** Called after every jump of the clock, so that timers on business time can fire. */
  onChange(listener: ClockListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(): void {
    const now = this.now();
    for (const listener of this.#listeners) listener(now);
  }
}

/** Real elapsed time in milliseconds, unaffected by the virtual clock. */
export function monotonicMs(): number {
  return performance.now();
}

/**
 * Real wall time, where the world's clock matters rather than business time: the sandbox's start
 * moment, and the `webhook-timestamp` receivers check against their own clock (decision 0300).
 */
export function wallClockMs(): number {
  return Date.now();
}

const MILLIS = Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(3, '0')}Z`);
let isoSecond = Number.NaN;
let isoPrefix = '';

/**
 * `new Date(ms).toISOString()`, with the date and time of the second formatted once per second
 * and the milliseconds appended: a bulk call stamps hundreds of records within one second, and
 * formatting a Date was a tenth of the cost of writing one.
 */
export function isoOfMs(ms: number): string {
  const within = ms - isoSecond;
  if (within >= 0 && within < 1000 && Number.isInteger(within)) return isoPrefix + MILLIS[within];
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  const iso = new Date(ms).toISOString();
  isoSecond = ms - (((ms % 1000) + 1000) % 1000);
  isoPrefix = iso.slice(0, -4);
  return iso;
}
