/**
 * Which status moves a request may make. The spec defines none (§3); DESIGN §4 chose six statuses
 * and, by default, any move except out of `closed` or `cancelled`. The table is data: a sandbox
 * started with `requestTransitions` emulates a stricter deployment.
 */
import type { components } from '../../generated/openapi.js';

export type RequestStatus = components['schemas']['RequestStatus'];

const REQUEST_STATUSES: readonly RequestStatus[] = ['open', 'in_progress', 'on_hold', 'resolved', 'closed', 'cancelled'];

/** For each status, the statuses it may move to. Staying in the same status is always allowed. */
export type TransitionTable = Readonly<Record<RequestStatus, readonly RequestStatus[]>>;

const TERMINAL: readonly RequestStatus[] = ['closed', 'cancelled'];

const defaultTransitions: TransitionTable = Object.fromEntries(
  REQUEST_STATUSES.map((from) => [from, TERMINAL.includes(from) ? [] : REQUEST_STATUSES.filter((to) => to !== from)]),
) as unknown as TransitionTable;

/** A table from configuration, checked: unknown statuses are a start-up error, missing ones allow nothing. */
export function transitionTable(config: Record<string, readonly string[]> | undefined): TransitionTable {
  if (!config) return defaultTransitions;
  const known = new Set<string>(REQUEST_STATUSES);
  for (const [from, tos] of Object.entries(config)) {
    for (const s of [from, ...tos]) {
      if (!known.has(s)) throw new Error(`requestTransitions: unknown status "${s}"; statuses are ${REQUEST_STATUSES.join(', ')}`);
    }
  }
  return Object.fromEntries(REQUEST_STATUSES.map((s) => [s, (config[s] ?? []) as RequestStatus[]])) as unknown as TransitionTable;
}

export function canMove(table: TransitionTable, from: RequestStatus, to: RequestStatus): boolean {
  return from === to || table[from].includes(to);
}
