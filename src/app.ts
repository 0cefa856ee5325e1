/**
 * The application: the whole request pipeline as named lists, the mounts outside the contract by
 * name, and the operations' handlers. No I/O here; `server.ts` builds the dependencies and listens.
 *
 * A request passes `everyRequest`; a path of the control API, the docs or a module's public page
 * is answered there; every other request is a platform call and passes `platformCall`, whose
 * first stage finds its contract operation and whose last stage calls that operation's handler.
 */
import { Hono } from 'hono';
import { adminRoutes } from './admin/routes.js';
import type { Handlers } from './apis/handler.js';
import type { ApiModule } from './apis/module.js';
import { ApiError } from './core/errors.js';
import type { Deps } from './deps.js';
import { docsRoutes } from './docs/routes.js';
import { auth } from './http/auth.js';
import { bodyLimit } from './http/body-limit.js';
import { conformance, type ContractViolation } from './http/conformance.js';
import { cors } from './http/cors.js';
import { dispatch } from './http/dispatch.js';
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
import { faultStage } from './scenarios/stage.js';

export interface AppOptions {
  /** Test harness: collect responses that do not match the contract. */
  violations?: ContractViolation[];
}

/** Every operation's handler, from the modules; an operation no module serves stops the start. */
export function handlerTable(deps: Deps, modules: readonly ApiModule[]): Partial<Handlers> {
  const table: Partial<Handlers> = {};
  for (const module of modules) Object.assign(table, module.handlers?.(deps));
  const missing = deps.contract.operations.operations.filter((op) => !(op.id in table)).map((op) => op.id);
  if (missing.length) throw new Error(`no module serves these operations of the contract: ${missing.join(', ')}`);
  return table;
}

export function createApp(deps: Deps, modules: readonly ApiModule[], options: AppOptions = {}): Hono<AppEnv> {
  const onError = handleError(deps.logger);

  /** Stages every request passes, the control API's included. */
  const everyRequest: Stage[] = [
    responseHeaders(),
    requestId(),
    journal(deps.journal, deps.clock),
    requestLog(deps.logger),
    cors(deps.config.corsOrigins),
  ];
  /** Stages of every platform call, in order (docs/architecture.md has the table). */
  const platformCall: Stage[] = [
    route(deps.contract.operations),
    ...(options.violations ? [conformance(deps.contract.operations, options.violations)] : []),
    bodyLimit(deps.config.bodyLimitBytes),
    auth(deps.tokens, deps.authFailures, deps.trustedProxies),
    project(deps.store, deps.permissions, { shared: deps.config.shared }),
    faultStage(deps.scenarios.engine),
    rateLimit(deps.limiter, deps.quota),
    idempotency(deps.idempotency),
    validate(),
    dispatch(handlerTable(deps, modules)),
  ];
  /** What is answered outside the contract, before a request becomes a platform call. */
  const controlApi = adminRoutes(deps, modules.flatMap((m) => (m.admin ? [m.admin(deps)] : [])));
  const publicPages = [docsRoutes(deps), ...modules.flatMap((m) => (m.pages ? [m.pages(deps)] : []))];

  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(() => {
    throw new ApiError('route_not_found');
  });
  app.use('*', chain(everyRequest, onError));
  app.route('/_sandbox', controlApi);
  for (const pages of publicPages) app.route('/', pages);
  app.all('*', chain(platformCall, onError));
  return app;
}
