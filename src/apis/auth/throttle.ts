/**
 * Failed sign-ins are throttled per username and project: after `limit` failures inside the
 * window (virtual clock), every attempt is refused with 429 until the oldest failure leaves it.
 */
import { ApiError } from '../../core/errors.js';
import type { Project } from '../../core/store.js';

export const SIGNIN_FAILURE_LIMIT = 5;
export const SIGNIN_WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;
const KEY = 'auth:signin-failures';

function failures(project: Project): Map<string, number[]> {
  let map = project.extras.get(KEY) as Map<string, number[]> | undefined;
  if (!map) {
    map = new Map();
    project.extras.set(KEY, map);
  }
  return map;
}

function recent(project: Project, key: string, now: number): number[] {
  return (failures(project).get(key) ?? []).filter((t) => t > now - SIGNIN_WINDOW_MS);
}

/** Throws 429 when the username has used up its failures in the window. */
export function assertNotThrottled(project: Project, key: string, now: number): void {
  const times = recent(project, key, now);
  if (times.length < SIGNIN_FAILURE_LIMIT) return;
  const retryAfter = Math.max(1, Math.ceil((times[0] + SIGNIN_WINDOW_MS - now) / 1000));
  throw new ApiError('rate_limited', {
    detail: `${SIGNIN_FAILURE_LIMIT} failed sign-ins for this username within ${SIGNIN_WINDOW_MS / 1000} s; retry in ${retryAfter} s`,
    headers: { 'Retry-After': String(retryAfter) },
  });
}

export function recordFailure(project: Project, key: string, now: number): void {
  const map = failures(project);
  const times = recent(project, key, now);
  times.push(now);
  map.delete(key);
  map.set(key, times);
  if (map.size > MAX_TRACKED) map.delete(map.keys().next().value!);
}

export function clearFailures(project: Project, key: string): void {
  failures(project).delete(key);
}
