import type { Rng } from '../core/rng.js';
import type { Deps } from '../deps.js';

/**
 * One id stream per project, kept for the project's life: the same requests in the same order
 * give the same ids, and one project's traffic never shifts another's ids.
 */
export function idStream(deps: Deps, project: string): Rng {
  const p = deps.store.get(project);
  let rng = p.extras.get('ids') as Rng | undefined;
  if (!rng) {
    rng = deps.rng(project, 'ids');
    p.extras.set('ids', rng);
  }
  return rng;
}
