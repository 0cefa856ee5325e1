/**
 * The dashboard's sign-in sessions: a random id (node:crypto) stands for the admin token in the
 * browser's cookie, so the token itself never travels again. Bounded (the oldest go first) and
 * expiring on real time: advancing the virtual clock must not sign anyone out.
 */
import { monotonicMs } from '../../core/clock.js';
import { secretBytes } from '../../core/secrets.js';

/** Sessions kept at most; signing in once more pushes out the oldest. */
const MAX_SESSIONS = 64;
/** How long a session lasts after sign-in (real time). */
export const SESSION_TTL_SECONDS = 12 * 3600;

export class UiSessions {
  /** Expiry (monotonic ms) by session id, oldest first. */
  readonly #expiry = new Map<string, number>();

  constructor(private readonly max = MAX_SESSIONS, private readonly ttlMs = SESSION_TTL_SECONDS * 1000) {}

  open(): string {
    const id = secretBytes(32).toString('base64url');
    this.#expiry.set(id, monotonicMs() + this.ttlMs);
    while (this.#expiry.size > this.max) this.#expiry.delete(this.#expiry.keys().next().value!);
    return id;
  }

  valid(id: string | undefined): boolean {
    if (id === undefined) return false;
    const expiry = this.#expiry.get(id);
    if (expiry === undefined) return false;
    if (expiry > monotonicMs()) return true;
    this.#expiry.delete(id);
    return false;
  }

  close(id: string | undefined): void {
    if (id !== undefined) this.#expiry.delete(id);
  }

  get size(): number {
    return this.#expiry.size;
  }
}
