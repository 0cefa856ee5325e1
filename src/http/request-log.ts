import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { monotonicMs } from '../core/clock.js';
import type { AppEnv } from './env.js';

/** One log line per request at info. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async function requestLog(c, next) {
    if (!logger.isLevelEnabled('info')) return next();
    const started = monotonicMs();
    await next();
    logger.info(
      {
        req: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((monotonicMs() - started) * 100) / 100,
        project: c.req.header('x-service-project'),
      },
      'request',
    );
  };
}
