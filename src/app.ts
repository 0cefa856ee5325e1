/**
 * The application: the request pipeline as ordered lists of stages, then the modules. No I/O
 * here; `server.ts` builds the dependencies and listens.
 */
import { Hono } from 'hono';
import { adminRoutes } from './admin/routes.js';
import type { ApiModule } from './apis/module.js';
import { ApiError } from './core/errors.js';
import type { Deps } from './deps.js';
import { docsRoutes } from './docs/routes.js';
import { auth } from './http/auth.js';
import { bodyLimit } from './http/body-limit.js';
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
import { responseHeaders } from './http/response.js';
import { route } from './http/route.js';
import { chain, type Stage } from './http/stage.js';
import { validate } from './http/validate.js';

export interface AppOptions {
  /** Test harness: collect responses that do not match the contract. */
  violations?: ContractViolation[];
  /** Extra stages inserted right after routing (fault injection), in order. */
  afterRoute?: Stage[];
}

export function createApp(deps: Deps, modules: readonly ApiModule[], options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const onError = handleError(deps.logger);
  app.onError(onError);
  app.notFound(() => {
    throw new ApiError('route_not_found');
  });

  // Every request, the control API's included.
  const observed: Stage[] = [responseHeaders(), requestId(), journal(deps.journal, deps.clock), requestLog(deps.logger), cors(deps.config.corsOrigins)];
  // Every platform call, in this order (docs/architecture.md).
  const platform: Stage[] = [
    route(deps.contract.operations),
    ...(options.violations ? [conformance(deps.contract.operations, options.violations)] : []),
    ...(options.afterRoute ?? []),
    bodyLimit(deps.config.bodyLimitBytes),
    auth(deps.tokens),
    project(deps.store, deps.permissions),
    rateLimit(deps.limiter, deps.quota),
    idempotency(deps.idempotency),
    validate(),
  ];

  app.use('*', chain(observed, onError));
  app.route('/_sandbox', adminRoutes(deps, modules.flatMap((m) => (m.admin ? [m.admin(deps)] : []))));
  app.route('/', docsRoutes(deps));
  for (const module of modules) if (module.pages) app.route('/', module.pages(deps));
  app.use('*', chain(platform, onError));
  for (const module of modules) app.route('/', module.routes(deps));
  return app;
}
