/**
 * The application: the whole request pipeline as named lists, the mounts outside the contract by
 * name, and the operations' handlers. No I/O here; `server.ts` builds the dependencies and listens.
 *
 * A request passes `everyRequest`; a path under `/_sandbox` is a control call and passes
 * `controlCall` (routed, validated and dispatched by the control API's own contract,
 * contracts/admin/openapi.yaml); the docs and the modules' public pages are answered next; every
 * other request is a platform call and passes `platformCall`. Both chains start by finding their
 * contract operation and end by calling that operation's handler.
 */
import { Hono } from 'hono';
import { controlAuth } from './admin/auth.js';
import { adminContract } from './admin/contract.js';
import { controlBody, controlGuard } from './admin/guard.js';
import type { ControlHandlers } from './admin/handler.js';
import { controlHandlers } from './admin/handlers.js';
import { dashboardRoutes } from './admin/ui/routes.js';
import type { Handlers } from './apis/handler.js';
import type { ApiModule } from './apis/module.js';
import { ApiError } from './core/errors.js';
import type { Deps } from './deps.js';
import { docsRoutes } from './docs/routes.js';
import { auth } from './http/auth.js';
import { bodyLimit } from './http/body-limit.js';
import { conformance, type ContractViolation } from './http/conformance.js';
import { cors } from './http/cors.js';
import { degradedHeader } from './persistence/degraded.js';
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
import { scenarioHandlers } from './scenarios/admin.js';
import { platformDialect, sourceMark } from './platform/stage.js';
import { declaredErrors } from './platform/declared-errors.js';
import { generator } from './platform/generate.js';
import { proxyAuth, proxyForward, proxyRoute } from './proxy/stage.js';
import { replayStage } from './replay/stage.js';
import { faultStage } from './scenarios/stage.js';
import { mcpOff, McpEndpoint } from './mcp/endpoint.js';
import { mcpHandlers } from './mcp/handlers.js';
import { callRecord } from './resilience/record.js';

export interface AppOptions {
  /** Test harness: collect responses that do not match the contract. */
  violations?: ContractViolation[];
}

/** Every operation's handler, from the modules; an operation no module serves stops the start. */
function handlerTable(deps: Deps, modules: readonly ApiModule[]): Partial<Handlers> {
  const table: Partial<Handlers> = {};
  for (const module of modules) Object.assign(table, module.handlers?.(deps));
  const missing = deps.contract.operations.operations.filter((op) => !(op.id in table)).map((op) => op.id);
  if (missing.length) throw new Error(`no module serves these operations of the contract: ${missing.join(', ')}`);
  return table;
}

/** Every control-API operation's handler: the sandbox's own, the scenarios', the MCP server's, the modules'. */
export function controlHandlerTable(deps: Deps, modules: readonly ApiModule[], mcp: McpEndpoint): Partial<ControlHandlers> {
  const table: Partial<ControlHandlers> = {
    ...controlHandlers(deps),
    ...scenarioHandlers(deps.scenarios.engine, (id) => (deps.store.state(id) === 'saved' ? deps.store.load(id) : undefined)),
    ...mcpHandlers(mcp),
  };
  for (const module of modules) Object.assign(table, module.admin?.(deps));
  const missing = adminContract().operations.operations.filter((op) => !(op.id in table)).map((op) => op.id);
  if (missing.length) throw new Error(`no module serves these operations of the control API: ${missing.join(', ')}`);
  return table;
}

export function createApp(deps: Deps, modules: readonly ApiModule[], options: AppOptions = {}): Hono<AppEnv> {
  const onError = handleError(deps.logger);
  // The MCP server's tools call the sandbox through this same app, as a curl call would reach it.
  const mcp = new McpEndpoint({ fetch: (request, env) => app.fetch(request, env), off: mcpOff(deps.config), budget: deps.config.adminToken ? undefined : deps.bodyBudget });

  /** Stages every request passes, the control API's included. */
  const everyRequest: Stage[] = [
    responseHeaders(),
    requestId(),
    journal(deps.journal, deps.clock),
    requestLog(deps.requestLogger),
    cors(deps.config.corsOrigins),
    degradedHeader(deps.saving),
  ];
  const proxy = deps.proxy;
  const platformAuth = auth(deps.tokens, deps.authFailures, deps.trustedProxies);
  /** Stages of every platform call, in order (docs/architecture.md has the table); `--proxy` adds its own (docs/proxy.md). */
  const platformCall: Stage[] = [
    route(deps.contract.operations),
    sourceMark(deps.config.platformOnly),
    ...(proxy ? [proxyRoute(proxy)] : []),
    ...(options.violations ? [conformance(deps.contract.operations, options.violations)] : []),
    ...(deps.platform ? [declaredErrors(deps.platform.served, generator(deps.platform.served, () => deps.fixtures.epochMs), deps.fixtures.seed)] : []),
    proxy ? proxyAuth(platformAuth) : platformAuth,
    bodyLimit(deps.config.bodyLimitBytes, { budget: deps.bodyBudget, authenticated: (c) => c.get('principal') !== undefined }),
    project(deps.store, deps.permissions, { shared: deps.config.shared }, { limiter: deps.unauthenticatedLoads, proxies: deps.trustedProxies }),
    callRecord(deps.clock, deps.tokens, (project) => deps.state.changed(project)),
    faultStage(deps.scenarios.engine),
    rateLimit(deps.limiter, deps.quota, (project) => deps.state.changed(project)),
    replayStage(deps.replay, deps.journal, deps.config.bodyLimitBytes),
    ...(proxy ? [proxyForward(proxy, deps.journal, deps.config.bodyLimitBytes)] : []),
    idempotency(deps.idempotency),
    ...platformDialect(deps.platform?.map),
    validate({ strictQuery: deps.config.strictQuery }),
    dispatch(handlerTable(deps, modules)),
  ];
  /** Stages of every control-API call (`/_sandbox/*`), in order (docs/admin-api.md). */
  const controlCall: Stage[] = [
    route(adminContract().operations),
    ...(options.violations ? [conformance(adminContract().operations, options.violations)] : []),
    controlGuard(deps.config),
    controlAuth(deps.config.adminToken, deps.authFailures, deps.trustedProxies),
    controlBody(deps.bodyBudget, deps.config.adminToken),
    validate(),
    dispatch(controlHandlerTable(deps, modules, mcp)),
  ];
  /** Pages answered outside the contract, before a request becomes a platform call. */
  const publicPages = [docsRoutes(deps), ...modules.flatMap((m) => (m.pages ? [m.pages(deps)] : []))];

  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(() => {
    throw new ApiError('route_not_found');
  });
  app.use('*', chain(everyRequest, onError));
  // The dashboard's pages, then the control API; the dashboard's forms call the control API through
  // this same app, as a curl call would reach it.
  app.route('/_sandbox/ui', dashboardRoutes(deps, (request) => app.fetch(request)));
  app.all('/_sandbox/*', chain(controlCall, onError));
  for (const pages of publicPages) app.route('/', pages);
  app.all('*', chain(platformCall, onError));
  return app;
}
