/** `GET /_sandbox/projects/{project}/resilience`: the resilience report of a project's client (docs/resilience.md). */
import type { ControlHandler } from '../admin/handler.js';
import type { Deps } from '../deps.js';
import { CALLS } from './record.js';
import { DEFAULT_OPTIONS, resilienceReport } from './report.js';

export function resilienceHandlers(deps: Deps) {
  const getResilienceReport: ControlHandler<'getResilienceReport'> = async ({ params: { project }, query }) => {
    // Never creates the project: one the sandbox does not hold has recorded nothing; one that left
    // memory is loaded back with its record.
    const holder = deps.store.state(project) === 'saved' ? await deps.store.load(project) : deps.store.peek(project);
    const inForce = deps.scenarios.engine.counters(project).flatMap((s) => s.rules.map((r) => r.kind));
    const options = { maxInFlight: query.max_in_flight ?? DEFAULT_OPTIONS.maxInFlight, maxAttempts: query.max_attempts ?? DEFAULT_OPTIONS.maxAttempts };
    return { status: 200 as const, body: resilienceReport(project, holder?.peekSlot(CALLS), inForce, options) };
  };
  return { getResilienceReport };
}
