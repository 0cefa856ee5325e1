/**
 * Failed sign-ins are throttled per username and project: after `limit` failures inside the
 * window (virtual clock), every attempt is refused with 429 until the oldest failure leaves it.
 * The failures are kept beside the projects, not in them: a refused sign-in never touches (or
 * creates) its project.
 */
import { BoundedMap } from '../../core/ring.js';
import { ApiError } from '../../core/errors.js';
import type { ProjectStore } from '../../core/store.js';
import type { Deps } from '../../deps.js';

const SIGNIN_FAILURE_LIMIT = 5;
const SIGNIN_WINDOW_MS = 60_000;
const MAX_TRACKED = 100_000;
const bySandbox = new WeakMap<ProjectStore, Map<string, number[]>>();

function failures(deps: Deps): Map<string, number[]> {
  let map = bySandbox.get(deps.store);
  if (!map) {
    map = new BoundedMap(MAX_TRACKED);
    bySandbox.set(deps.store, map);
  }
  return map;
}

function recent(deps: Deps, key: string, now: number): number[] {
  return (failures(deps).get(key) ?? []).filter((t) => t > now - SIGNIN_WINDOW_MS);
}

/** The throttle's key: a username in a project. */
export function throttleKey(project: string, userNameKey: string): string {
  return `${project}\0${userNameKey}`;
}

/** Throws 429 when the username has used up its failures in the window. */
export function assertNotThrottled(deps: Deps, key: string, now: number): void {
  const times = recent(deps, key, now);
  if (times.length < SIGNIN_FAILURE_LIMIT) return;
  const retryAfter = Math.max(1, Math.ceil((times[0] + SIGNIN_WINDOW_MS - now) / 1000));
  throw new ApiError('rate_limited', {
    detail: `${SIGNIN_FAILURE_LIMIT} failed sign-ins for this username within ${SIGNIN_WINDOW_MS / 1000} s; retry in ${retryAfter} s`,
    headers: { 'Retry-After': String(retryAfter) },
  });
}

export function recordFailure(deps: Deps, key: string, now: number): void {
  const times = recent(deps, key, now);
  times.push(now);
  failures(deps).set(key, times);
}

export function clearFailures(deps: Deps, key: string): void {
  failures(deps).delete(key);
}
