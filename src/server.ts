/** Builds the dependencies, the app and the HTTP server; `startSandbox` is the programmatic entry. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import pino, { type DestinationStream, type Logger } from 'pino';
import { modules as allModules } from './apis/index.js';
import type { ApiModule } from './apis/module.js';
import { createApp } from './app.js';
import { listensOnLoopback, resolveConfig, type SandboxConfig, type SandboxOptions } from './config/config.js';
import { EventBus } from './core/bus.js';
import { VirtualClock } from './core/clock.js';
import { AuthFailureLimiter } from './core/auth-failures.js';
import { IdempotencyStore } from './core/idempotency.js';
import { trustedProxies } from './http/client-address.js';
import { BodyBudget } from './http/body-budget.js';
import { SaveStatus } from './persistence/save-status.js';
import { clusterProblem, clusterWarnings } from './config/cluster.js';
import { builtInResolver } from './core/permissions.js';
import { FixedWindowQuota, SlidingWindowLimiter } from './core/rate-limit.js';
import { monotonicMs } from './core/clock.js';
import { rngStream } from './core/rng.js';
import { credentialNames, REDACTED } from './core/redact.js';
import { secretBytes } from './core/secrets.js';
import { BoundChecker } from './core/bounds.js';
import { ProjectStore, type StoredRecord } from './core/store.js';
import { TokenRegistry } from './core/tokens.js';
import type { Deps } from './deps.js';
import { buildFixtures } from './fixtures/build.js';
import { loadFixtureSet } from './fixtures/sets.js';
import type { ContractViolation } from './http/conformance.js';
import type { AppEnv } from './http/env.js';
import { Journal } from './http/journal.js';
import { flushAtTurnEnd } from './http/turn-flush.js';
import { answerClientErrors } from './http/client-errors.js';
import { capConnections, connectionCaps } from './http/connection-caps.js';
import { loadContract, type OpenApiDocument } from './openapi/document.js';
import { loadCatalogue } from './apis/events/catalogue.js';
import { withCatalogue } from './apis/events/served-catalogue.js';
import { compileOperations } from './openapi/operations.js';
import { platformModule } from './platform/module.js';
import { proxyModule } from './proxy/module.js';
import { createProxy } from './proxy/setup.js';
import { proxyPlan } from './proxy/settings.js';
import { replayModule } from './replay/module.js';
import { replaySettings } from './replay/settings.js';
import { ReplaySetup } from './replay/setup.js';
import { preparePlatform, type Platform } from './platform/prepare.js';
import { createScenarios } from './scenarios/index.js';
import type { Autosave } from './persistence/autosave.js';
import { attachSpill, preparePersistence, type PreparedPersistence } from './persistence/index.js';
import { StateParts } from './persistence/parts.js';
import { MemorySnapshots, type SnapshotBackend } from './persistence/snapshot-store.js';
import { Snapshots } from './persistence/snapshots.js';

const DAY_MS = 86_400_000;

/**
 * Credentials censored by pino's redaction (the names of core/redact.ts as they stand when the
 * loggers are made): at the top of a line's object, one level down, and in a `headers` object at
 * the top or one level down.
 */
function logRedaction(): { paths: string[]; censor: string } {
  const { headers, members } = credentialNames();
  const key = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? `.${name}` : `["${name}"]`);
  const paths = [...new Set([...headers, ...members])].flatMap((name) => {
    const k = key(name);
    return [k.startsWith('.') ? name : k, `*${k}`, `headers${k}`, `*.headers${k}`];
  });
  return { paths, censor: REDACTED };
}

/**
 * The sandbox's loggers. `logger` passes every line through pino's redaction (whatever object a
 * line carries, a credential in it is censored). `requestLogger` writes the one line per request,
 * which is built from redacted fields only (http/request-log.ts) and so skips that pass: on every
 * request it halved the rate of GET one device (decision 0013).
 */
export function createLoggers(level: SandboxConfig['logLevel'], destination?: DestinationStream): { logger: Logger; requestLogger: Logger } {
  const base = destination
    ? pino({ level }, destination)
    : level !== 'silent' && process.stdout.isTTY
      ? pino({ level, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } } })
      : pino({ level });
  return { logger: base.child({}, { redact: logRedaction() }), requestLogger: base };
}

/** The operator token: given, or new from node:crypto at each start (printed then). */
function operatorTokenFor(config: SandboxConfig): string {
  return config.operatorToken ?? `sbx_op_${secretBytes(24).toString('base64url')}`;
}

/**
 * The sandbox's modules: the API modules (in fixture order), then the platform document's, the
 * proxy's and the replay's. The one
 * list `createDeps` and `startSandbox` both use; a test may give other API modules.
 */
export function sandboxModules(apiModules: readonly ApiModule[] = allModules): readonly ApiModule[] {
  return [...apiModules, platformModule, proxyModule, replayModule];
}

export function createDeps(
  config: SandboxConfig,
  modules: readonly ApiModule[] = sandboxModules(),
  loggers = createLoggers(config.logLevel),
  platform?: Platform,
  /** Where named snapshots are kept: on disk with `--persist`, else in memory. */
  snapshots: SnapshotBackend = new MemorySnapshots(),
): Deps {
  const { logger, requestLogger } = loggers;
  const clock = new VirtualClock(config.clockStart);
  const epochMs = config.fixturesEpoch ? Date.parse(config.fixturesEpoch) : Math.floor(clock.now() / DAY_MS) * DAY_MS;
  if (!Number.isFinite(epochMs)) throw new Error(`fixtures epoch "${config.fixturesEpoch}" is not an RFC 3339 date-time`);
  // A replacement event catalogue is the contract's too: its types are what it enforces and serves.
  const inForce = (doc: OpenApiDocument) => (config.eventCatalogue ? withCatalogue(doc, loadCatalogue(doc, config.eventCatalogue)) : doc);
  const served = inForce(platform?.served ?? loadContract());
  const operations = compileOperations(served);
  // What /openapi.json publishes: under --platform-only, without the operations answered 404.
  const document = platform?.published ? inForce(platform.published) : served;
  const journal = new Journal(config.journalSize, clock);
  const set = loadFixtureSet(config.fixtures);
  // An evicted project leaves memory with its slots (Idempotency-Keys, scenarios, quota, deliveries):
  // saved (--persist) or spilled, they come back when it is loaded again.
  const bounds = new BoundChecker(config.bounds);
  const plan = proxyPlan(config);
  const proxy = plan && createProxy(plan, { contract: operations, documents: platform?.documents ?? [], journal, bodyLimitBytes: config.bodyLimitBytes, bounds });
  const replayed = replaySettings(config);
  const store = new ProjectStore(
    buildFixtures(modules, set, config.seed, epochMs),
    clock,
    config.maxProjects,
    (id) => journal.note('project_evicted', `project ${id} was the least recently used and left memory (cap ${config.maxProjects}); ${config.persist ? 'it is saved' : 'its changes are spilled to a temporary directory'} and loads again on its next use`),
    undefined,
    bounds,
  );
  const state = new StateParts();
  const tokens = new TokenRegistry(() => clock.now(), bounds);
  const operatorToken = operatorTokenFor(config);
  tokens.add({ token: operatorToken, kind: 'operator', subject: 'operator', role: 'admin', projects: '*', issuedAtMs: clock.now(), expiresAtMs: null, revoked: false });
  const authFailures = new AuthFailureLimiter(config.authFailures, monotonicMs);
  const idempotency = new IdempotencyStore(() => clock.now(), config.idempotency.retentionSeconds * 1000, config.idempotency.maxKeysPerProject, (id) => state.changed(id));
  const limiter = config.rateLimit.enabled ? new SlidingWindowLimiter(config.rateLimit.perSecond, 1000, monotonicMs) : undefined;
  const quota = config.quota.limit ? new FixedWindowQuota(config.quota.limit, config.quota.windowSeconds * 1000, () => clock.now()) : undefined;
  /** The fixture set in force; `reseed` replaces it. */
  let fixtures = { set, seed: config.seed, epochMs };
  const faults = createScenarios({
    global: config.scenarios,
    seed: () => fixtures.seed,
    maxProjects: config.maxProjects,
    ratePerSecond: config.rateLimit.perSecond,
    journal,
    logger,
    projects: store,
  });
  faults.engine.onChange((id) => {
    if (store.peek(id)) state.changed(id);
  });
  // The --quota window's counts per token are the sandbox's state, saved with --persist.
  if (quota) state.register({ name: 'quota', dump: () => quota.saved(), load: (rows: unknown[]) => quota.restore(rows) });
  const deps: Deps = {
    config,
    clock,
    store,
    bus: new EventBus((err, event) => logger.error({ err, event: event.type }, 'event listener failed')),
    tokens,
    operatorToken,
    contract: { document, operations },
    platform,
    proxy,
    replay: new ReplaySetup({
      dir: config.replay.dir,
      recordDir: config.proxy.record,
      redact: replayed.redact,
      operations,
      platform,
      bodyLimitBytes: config.bodyLimitBytes,
      store,
      bounds,
      journal,
      reset: (project) => deps.reset(project),
      defaults: replayed.defaults,
    }),
    logger,
    requestLogger,
    journal,
    limiter,
    quota,
    idempotency,
    authFailures,
    bodyBudget: new BodyBudget(config.unauthenticatedBody),
    saving: new SaveStatus(() => clock.nowIso()),
    unauthenticatedLoads: new AuthFailureLimiter({ limit: config.unauthenticatedLoadsPerMinute, windowSeconds: 60 }, monotonicMs),
    trustedProxies: config.trustedProxies.length ? trustedProxies(config.trustedProxies) : undefined,
    permissions: { resolve: (project, role) => resolvePermissions(project, role) },
    get fixtures() {
      return fixtures;
    },
    rng: (project, purpose) => rngStream(fixtures.seed, project, purpose),
    webhookFaults: { decide: (project, eventType, subscription) => faults.engine.decideWebhook(project, eventType, subscription) },
    scenarios: faults,
    users: { status: (project, id) => userStatus?.(project, id) },
    onReset: new Set(),
    state,
    bounds,
    snapshots: new Snapshots(snapshots, { maxCount: config.maxSnapshots, maxRecords: config.maxSnapshotRecords }),
    reset(project) {
      store.reset(project);
      if (project === undefined) {
        tokens.clear();
        limiter?.reset();
        authFailures.clear();
        quota?.reset();
      }
      for (const hook of deps.onReset) hook(project);
      journal.note('reset', project === undefined ? 'all projects' : `project ${project}`);
    },
    reseed(seed, setName) {
      const nextSet = setName ? loadFixtureSet(setName) : deps.fixtures.set;
      store.replaceFixtures(buildFixtures(modules, nextSet, seed, fixtures.epochMs));
      fixtures = { set: nextSet, seed, epochMs: fixtures.epochMs };
      deps.reset();
    },
  };
  // What a module provides to the others (custom roles, the user directory), asked through `deps`.
  const resolvePermissions = modules.find((m) => m.permissions)?.permissions?.(deps) ?? builtInResolver;
  const userStatus = modules.find((m) => m.userStatus)?.userStatus?.(deps);
  return deps;
}

export interface Sandbox {
  url: string;
  port: number;
  operatorToken: string;
  adminToken?: string;
  deps: Deps;
  app: Hono<AppEnv>;
  /** Responses that did not match the contract (only collected with `validateResponses`). */
  violations: ContractViolation[];
  /** Users of the fixtures, for printing at start. */
  seededUsers(): StoredRecord[];
  /** What the operator should know at start (listening beyond loopback without protection). */
  warnings: string[];
  /** With `persist`: the saver (`flush()` writes what changed now). */
  persistence?: Autosave;
  stop(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}, apiModules: readonly ApiModule[] = allModules): Promise<Sandbox> {
  const clusterError = clusterProblem(resolveConfig(options));
  if (clusterError) throw new Error(clusterError);
  // A proxy or replay setting that does not parse stops the start before anything is built.
  proxyPlan(resolveConfig(options));
  replaySettings(resolveConfig(options));
  const persistence = options.persist ? await preparePersistence(resolveConfig(options), options) : undefined;
  try {
    return await startWith(options, apiModules, persistence);
  } catch (err) {
    persistence?.lock.release();
    throw err;
  }
}

async function startWith(options: SandboxOptions, apiModules: readonly ApiModule[], persistence: PreparedPersistence | undefined): Promise<Sandbox> {
  const config = persistence?.config ?? resolveConfig(options);
  const platform = await preparePlatform(config);
  const modules = sandboxModules(apiModules);
  const deps = createDeps(config, modules, undefined, platform, persistence?.snapshots);
  const moduleWarnings: string[] = [];
  for (const module of modules) moduleWarnings.push(...((await module.prepare?.(deps)) ?? []));
  const violations: ContractViolation[] = [];
  const app = createApp(deps, modules, { violations: config.validateResponses ? violations : undefined });
  const cleanups: (() => void | Promise<void>)[] = [];
  let server: ServerType;
  let autosave: Autosave | undefined;
  try {
    // One by one: when a module's start fails, what the earlier ones started is released below.
    for (const m of modules) {
      const cleanup = m.start?.(deps);
      if (typeof cleanup === 'function') cleanups.push(cleanup);
    }
    cleanups.push(deps.scenarios.watch());
    autosave = await persistence?.attach(deps);
    if (!autosave) cleanups.push(attachSpill(deps));
    server = await new Promise((resolve, reject) => {
      const s = serve({ fetch: flushAtTurnEnd(app.fetch), port: config.port, hostname: config.host }, () => resolve(s));
      answerClientErrors(s as Server);
      capConnections(s as Server, connectionCaps(config.connections), deps.trustedProxies);
      s.once('error', reject);
    });
  } catch (err) {
    await autosave?.stop().catch((e: unknown) => deps.logger.error({ err: e }, 'saving the state failed while start-up was undone'));
    for (const e of await runCleanups(cleanups)) deps.logger.error({ err: e }, 'a cleanup failed while start-up was undone');
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const warnings = [
    ...startWarnings(config),
    ...clusterWarnings(config),
    ...moduleWarnings,
    ...(platform?.drift.contradictions ?? []).map((c) => `the platform document contradicts the spec ${c.ref}: ${c.operation} ${c.document}; served with the rule kept (${c.spec}); --strict refuses it`),
  ];
  for (const w of warnings) deps.logger.warn(w);
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    operatorToken: deps.operatorToken,
    adminToken: config.adminToken,
    deps,
    app,
    violations,
    warnings,
    persistence: autosave,
    seededUsers: () => [...(deps.store.fixtures.collection('users')?.entries ?? [])].map((e) => e.record!).slice(0, 20),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      // The last save runs before the modules stop, so their state is still there to save.
      try {
        await autosave?.stop();
      } finally {
        persistence?.lock.release();
      }
      const failures = await runCleanups(cleanups);
      if (failures.length) throw failures[0];
    },
  };
}

/** A sandbox others can reach should run in shared mode with a control-API token (docs/shared-sandbox.md). */
function startWarnings(config: SandboxConfig): string[] {
  if (listensOnLoopback(config.host)) return [];
  const missing = [...(config.shared ? [] : ['--shared']), ...(config.adminToken ? [] : ['SANDBOX_ADMIN_TOKEN'])];
  if (!missing.length) return [];
  return [`listening on ${config.host}, beyond loopback, without ${missing.join(' and ')}: anyone who reaches this port can ${config.adminToken ? '' : 'reset the sandbox, mint tokens and '}create projects and sign in with the printed passwords (see docs/shared-sandbox.md)`];
}

/** Runs every cleanup, in order, even after one fails; answers the failures. */
async function runCleanups(cleanups: readonly (() => void | Promise<void>)[]): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (err) {
      failures.push(err);
    }
  }
  return failures;
}
