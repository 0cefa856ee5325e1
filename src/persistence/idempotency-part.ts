/**
 * Idempotency-Key records are saved with their project (state part `idempotency`), so a bulk call
 * retried after a restart, or after its project was evicted and loaded again, is replayed and
 * never applied twice. Only completed keys still inside their retention are saved.
 */
import type { SavedKey } from '../core/idempotency.js';
import type { Deps } from '../deps.js';
import { PersistenceError } from './format.js';

function checkSaved(project: string, data: unknown): SavedKey[] {
  const ok =
    Array.isArray(data) &&
    data.every(
      (row) =>
        Array.isArray(row) && row.length === 4 && typeof row[0] === 'string' && typeof row[1] === 'string' && Number.isFinite(row[2]) &&
        typeof row[3] === 'object' && row[3] !== null && Number.isInteger(row[3].status) && Array.isArray(row[3].headers) && typeof row[3].body === 'string',
    );
  if (!ok) throw new PersistenceError(`project ${project}: the saved Idempotency-Keys (state part "idempotency") have an unexpected shape`);
  return data as SavedKey[];
}

export function registerIdempotencyState(deps: Deps): void {
  deps.state.register({
    name: 'idempotency',
    scope: 'project',
    dump: (project) => deps.idempotency.saved(project.id),
    load: (project, data: unknown) => deps.idempotency.restore(project.id, checkSaved(project.id, data)),
  });
  deps.idempotency.onChange((project) => deps.state.changed(project));
}
