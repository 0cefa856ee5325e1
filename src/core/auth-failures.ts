/**
 * Failed authentications per (client address, project), on real monotonic time: past `limit`
 * failures inside `windowMs`, failing attempts from that address in that project are refused until
 * the oldest failure leaves the window. The same sliding count per key also bounds the saved
 * projects that calls without credentials load per address (http/project.ts).
 */
import { BoundedMap } from './ring.js';

export interface AuthFailureSettings {
  /** Failures allowed inside the window; 0 switches the limit off. */
  limit: number;
  windowSeconds: number;
}

export class AuthFailureLimiter {
  /** Times of the failures still in the window, oldest first (at most `limit` of them). */
  readonly #failures: BoundedMap<string, number[]>;

  constructor(
    private readonly settings: AuthFailureSettings,
    private readonly now: () => number,
    maxKeys = 100_000,
  ) {
    this.#failures = new BoundedMap(maxKeys);
  }

  static key(address: string, project: string): string {
    return `${address}\0${project}`;
  }

  /** Seconds to wait when the key has used up its failures, else 0. */
  retryAfterSeconds(key: string): number {
    const { limit, windowSeconds } = this.settings;
    if (limit <= 0) return 0;
    const times = this.#recent(key);
    if (!times || times.length < limit) return 0;
    return Math.max(1, Math.ceil((times[0] + windowSeconds * 1000 - this.now()) / 1000));
  }

  fail(key: string): void {
    if (this.settings.limit <= 0) return;
    const times = this.#recent(key) ?? [];
    times.push(this.now());
    if (times.length > this.settings.limit) times.shift();
    this.#failures.set(key, times);
  }

  get limit(): number {
    return this.settings.limit;
  }

  get windowSeconds(): number {
    return this.settings.windowSeconds;
  }

  clear(): void {
    this.#failures.clear();
  }

  #recent(key: string): number[] | undefined {
    const times = this.#failures.get(key);
    if (!times) return undefined;
    const since = this.now() - this.settings.windowSeconds * 1000;
    while (times.length && times[0] <= since) times.shift();
    return times;
  }
}
