/**
 * Failed sign-ins, OWASP's way: a lock-out per (client address, username) and a slow-down per
 * username. After `limit` failures of one username from one address inside the window (virtual
 * clock), that address's attempts for that username are refused with 429 before the password is
 * checked. Failures of one username from every address together add a growing delay (real time)
 * before each next check of that username's password: checks are spaced by it, so guessing from
 * many addresses slows down, yet the right password from anywhere else is still accepted, only
 * later. The failures are kept beside the projects, not in them: a refused sign-in never touches
 * (or creates) its project.
 */
import { BoundedMap } from '../../core/ring.js';
import { ApiError } from '../../core/errors.js';
import { monotonicMs } from '../../core/clock.js';
import type { ProjectStore } from '../../core/store.js';
import type { Deps } from '../../deps.js';

const SIGNIN_WINDOW_MS = 60_000;
/** The delay once a username's failures from all addresses reach the limit, doubling with each further one, up to the cap (real ms). */
const SIGNIN_DELAY_BASE_MS = 50;
const SIGNIN_DELAY_MAX_MS = 2000;
const MAX_TRACKED = 100_000;

interface Failures {
  /** Failure times (virtual clock) by (project, address, username). */
  byAddress: BoundedMap<string, number[]>;
  /** Failure times (virtual clock) by (project, username). */
  byUser: BoundedMap<string, number[]>;
  /** When the next check of a username's password may run (monotonic ms), by (project, username). */
  nextCheck: BoundedMap<string, number>;
}

const bySandbox = new WeakMap<ProjectStore, Failures>();

function failures(deps: Deps): Failures {
  let f = bySandbox.get(deps.store);
  if (!f) {
    f = { byAddress: new BoundedMap(MAX_TRACKED), byUser: new BoundedMap(MAX_TRACKED), nextCheck: new BoundedMap(MAX_TRACKED) };
    bySandbox.set(deps.store, f);
  }
  return f;
}

function recent(map: Map<string, number[]>, key: string, now: number): number[] {
  return (map.get(key) ?? []).filter((t) => t > now - SIGNIN_WINDOW_MS);
}

/** Who is signing in: a username in a project, from a client address. */
export interface ThrottleKey {
  user: string;
  address: string;
}

export function throttleKey(project: string, userNameKey: string, address: string): ThrottleKey {
  return { user: `${project}\0${userNameKey}`, address: `${project}\0${address}\0${userNameKey}` };
}

/** Throws 429 when this address has used up its failures for this username in the window. */
export function assertNotThrottled(deps: Deps, key: ThrottleKey, now: number): void {
  const limit = deps.config.signinFailureLimit;
  if (limit <= 0) return;
  const times = recent(failures(deps).byAddress, key.address, now);
  if (times.length < limit) return;
  const retryAfter = Math.max(1, Math.ceil((times[0] + SIGNIN_WINDOW_MS - now) / 1000));
  throw new ApiError('rate_limited', {
    detail: `${limit} failed sign-ins for this username from this address within ${SIGNIN_WINDOW_MS / 1000} s; retry in ${retryAfter} s`,
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/**
 * Waits until this username's password may be checked again: spaced by a delay that grows with
 * its failures from every address (none below the limit). Never refuses.
 */
export function checkTurn(deps: Deps, key: ThrottleKey, now: number): Promise<void> | undefined {
  const limit = deps.config.signinFailureLimit;
  const f = failures(deps);
  const count = recent(f.byUser, key.user, now).length;
  if (limit <= 0 || count < limit) return undefined;
  const delay = Math.min(SIGNIN_DELAY_MAX_MS, SIGNIN_DELAY_BASE_MS * 2 ** Math.min(20, count - limit));
  const real = monotonicMs();
  const at = Math.max(real, f.nextCheck.get(key.user) ?? 0);
  f.nextCheck.set(key.user, at + delay);
  return new Promise((resolve) => setTimeout(resolve, at + delay - real).unref());
}

export function recordFailure(deps: Deps, key: ThrottleKey, now: number): void {
  const f = failures(deps);
  for (const [map, k] of [[f.byAddress, key.address], [f.byUser, key.user]] as const) {
    const times = recent(map, k, now);
    times.push(now);
    map.set(k, times);
  }
}

/** A success clears this address's failures for the username; the username's own count runs out with the window. */
export function clearFailures(deps: Deps, key: ThrottleKey): void {
  failures(deps).byAddress.delete(key.address);
}
