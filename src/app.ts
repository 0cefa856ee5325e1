/**
 * The application: the middleware chain as one ordered list, then the modules. No I/O here;
 * `server.ts` builds the dependencies and listens.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminRoutes } from './admin/routes.js';
import type { ApiModule } from './apis/module.js';
import { ApiError } from './core/errors.js';
import type { Deps } from './deps.js';
import { docsRoutes } from './docs/routes.js';
import { auth } from './http/auth.js';
import { conformance, type ContractViolation } from './http/conformance.js';
import { cors } from './http/cors.js';
import type { AppEnv } from './http/env.js';
import { handleError } from './http/errors.js';
import { idempotency } from './http/idempotency.js';
import { journal } from './http/journal.js';
import { project } from './http/project.js';
import { rateLimit } from './http/rate-limit.js';
import { requestId } from './http/request-id.js';
import { requestLog } from './http/request-log.js';
import { route } from './http/route.js';
import { validate } from './http/validate.js';

export interface AppOptions {
  /** Test harness: collect responses that do not match the contract. */
  violations?: ContractViolation[];
  /** Extra stages inserted right after routing (fault injection), in order. */
  afterRoute?: MiddlewareHandler<AppEnv>[];
}

export function createApp(deps: Deps, modules: readonly ApiModule[], options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError(deps.logger));
  app.notFound(() => {
    throw new ApiError('route_not_found');
  });

  const platform: MiddlewareHandler<AppEnv>[] = [
    route(deps.contract.operations),
    ...(options.violations ? [conformance(deps.contract.operations, options.violations)] : []),
    ...(options.afterRoute ?? []),
    bodyLimit({
      maxSize: deps.config.bodyLimitBytes,
      onError: () => {
        throw new ApiError('payload_too_large', { detail: `the request body is larger than ${deps.config.bodyLimitBytes} bytes` });
      },
    }) as MiddlewareHandler<AppEnv>,
    auth(deps.tokens),
    project(deps.store, deps.permissions),
    rateLimit(deps.limiter, deps.quota),
    idempotency(deps.idempotency),
    validate(),
  ];

  app.use('*', requestId(), cors(deps.config.corsOrigins), journal(deps.journal, deps.clock), requestLog(deps.logger));
  app.route('/_sandbox', adminRoutes(deps, modules.flatMap((m) => (m.admin ? [m.admin(deps)] : []))));
  app.route('/', docsRoutes(deps));
  for (const module of modules) if (module.pages) app.route('/', module.pages(deps));
  for (const stage of platform) app.use('*', stage);
  for (const module of modules) app.route('/', module.routes(deps));
  return app;
}
