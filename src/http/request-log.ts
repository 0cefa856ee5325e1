import type { Logger } from 'pino';
import { monotonicMs } from '../core/clock.js';
import { redactPath } from '../core/redact.js';
import type { Stage } from './stage.js';

/**
 * One log line per request at info, built from fields that hold no credential (the path with a
 * token in it redacted; never headers, query or body), so it goes through the logger without
 * pino's redaction pass (server.ts createLoggers).
 */
export function requestLog(logger: Logger): Stage {
  return {
    name: 'request-log',
    leave(c) {
      if (!logger.isLevelEnabled('info')) return;
      logger.info(
        {
          req: c.get('requestId'),
          method: c.req.method,
          path: redactPath(c.req.path),
          status: c.res.status,
          ms: Math.round((monotonicMs() - c.get('receivedAt')) * 100) / 100,
          project: c.get('project')?.id ?? c.req.header('x-service-project'),
        },
        'request',
      );
    },
  };
}
