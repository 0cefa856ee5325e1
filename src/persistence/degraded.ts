import type { SaveStatus } from './save-status.js';
import { setResponseHeader } from '../http/response.js';
import type { Stage } from '../http/stage.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Stage: while saves fail (save-status.ts), the answer to every write says so in
 * `X-Sandbox-Degraded`: what it changed is held in memory, not yet on disk.
 */
export function degradedHeader(saving: SaveStatus): Stage {
  return {
    name: 'degraded',
    enter(c) {
      const failure = saving.failure;
      if (!failure || READS.has(c.req.method)) return;
      const reason = failure.reason.replace(/[^\x20-\x7e]/g, ' ').slice(0, 200);
      setResponseHeader(c, 'x-sandbox-degraded', `saving the state fails since ${failure.since}: ${reason}`);
    },
  };
}
