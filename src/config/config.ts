import { getHeapStatistics } from 'node:v8';
import type { BoundSettings } from '../core/bounds.js';

/**
 * Typed configuration. Every setting has a flag of `serve` and a `SANDBOX_*` variable; flags win
 * over the environment, the environment over the defaults here.
 */
type FixtureSetName = 'default' | 'empty' | 'large';
type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface SandboxConfig {
  host: string;
  port: number;
  seed: number;
  fixtures: FixtureSetName;
  /** Fixture timestamps are laid out before this moment; default: the start of today (UTC) on the clock. */
  fixturesEpoch?: string;
  /** Where the virtual clock starts; default: real time. */
  clockStart?: string;
  /** The operator's platform token: admin in every project, never expires. Default: derived from the seed. */
  operatorToken?: string;
  /** Protects `/_sandbox` when set. */
  adminToken?: string;
  logLevel: LogLevel;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  maxProjects: number;
  /** With `persist`: projects kept on disk at most; a new project past it is refused (507). */
  maxSavedProjects: number;
  /** Bounds per project and the process-wide budget of changed bytes (core/bounds.ts); past one, 507. */
  bounds: BoundSettings;
  /** Without `persist`: the bytes of the temporary directory evicted projects with changes spill to. */
  spillMaxBytes: number;
  /** Shared mode: projects are created only by the operator, the control API or an operator-minted project-bound token. */
  shared: boolean;
  bodyLimitBytes: number;
  rateLimit: { enabled: boolean; perSecond: number };
  /** Off unless `limit` is set. */
  quota: { limit?: number; windowSeconds: number };
  journalSize: number;
  idempotency: { retentionSeconds: number; maxKeysPerProject: number };
  /** `localhost` allows any http(s)://localhost or 127.0.0.1 origin; otherwise a list of origins. */
  corsOrigins: 'localhost' | '*' | string[];
  /** Test harness only: check every response against the contract. */
  validateResponses: boolean;
  /** Fault scenarios active for every project: files (hot reloaded) or names of ready-made ones. */
  scenarios: string[];
  /** Registry: the statuses each request status may move to (default: any, except out of closed/cancelled). */
  requestTransitions?: Record<string, readonly string[]>;
  /** A directory (or `FILE.json`) where state is saved after changes and loaded at start; off when unset. */
  persist?: string;
  /** Start from the fixtures, discarding the saved state (snapshots are kept). */
  persistReset: boolean;
  /** How long after a change the state is saved (changes meanwhile join that save). */
  persistDelayMs: number;
  /** Named snapshots kept at most, and changed records they may hold in all. */
  maxSnapshots: number;
  maxSnapshotRecords: number;
  /** `serve --graph-schema FILE...`: a user's SDL served at /graphql instead of contracts/graph. */
  graphSchemaFiles?: string[];
  /** `serve --graph-mocks FILE`: values pinned per type and field for the graph's mocked fields (YAML or JSON). */
  graphMocksFile?: string;
  /** Deepest selection nesting a GraphQL operation may have. */
  graphMaxDepth: number;
  /** Largest estimated cost of a GraphQL operation (fields, times the list sizes above them). */
  graphMaxComplexity: number;
  /** Event API: a YAML file replacing contracts/events/catalogue.yaml. */
  eventCatalogue?: string;
  webhooks: WebhookSettings;
  /** Failed authentications allowed per client address and project in a window (real time); limit 0: off. */
  authFailures: { limit: number; windowSeconds: number };
  /** Host names the control API, the dashboard and GraphiQL answer to besides IP addresses, localhost and `host` (http/allowed-hosts.ts). */
  allowedHosts: string[];
  /** What callers without credentials may cost: bytes of bodies held at once (all together) and seconds for one body (http/body-budget.ts). */
  unauthenticatedBody: { bytes: number; seconds: number };
  /** Open connections per client address (trusted proxies exempt) and in all; `total` 0: the descriptor limit less 64 (http/connection-caps.ts). */
  connections: { perAddress: number; total: number };
  /** Saved projects a call without credentials may load per client address and minute (http/project.ts). */
  unauthenticatedLoadsPerMinute: number;
  /** How long one dashboard live stream lasts before the browser opens another (admin/ui/live.ts). */
  liveStreamSeconds: number;
  /** Failed sign-ins of one username from one address per minute before 429 (apis/auth/throttle.ts); 0: off. */
  signinFailureLimit: number;
  /** Proxies (addresses or CIDR ranges) whose `X-Forwarded-For` names the client. */
  trustedProxies: string[];
  /** One of several instances behind a consistent-hash proxy: `operatorToken` is required (config/cluster.ts). */
  cluster: boolean;
  /** `--platform-openapi FILE`: the platform's own OpenAPI documents; their operations we do not emulate are answered from them. */
  platformOpenapi: string[];
  /** `--platform-map FILE`: the documents' parameter and field names for our operations (YAML). */
  platformMap?: string;
  /** Refuse a platform document that contradicts a normative rule of the spec (default: report it, serve with the rule kept). */
  strict: boolean;
  /** Answer our operations that no platform document describes with 404. */
  platformOnly: boolean;
  /** Refuse query parameters an operation does not declare, on operations answered from a platform document too (400 naming it). */
  strictQuery: boolean;
  /** `--proxy`: chosen operations forwarded to a real deployment, validated and recorded (docs/proxy.md). */
  proxy: ProxySettings;
  /** `--replay DIR` and how a replay matches and answers (docs/proxy.md, "Replay"). */
  replay: ReplaySettings;
}

/** `--replay` (src/replay/settings.ts checks them at start). */
interface ReplaySettings {
  /** `--replay DIR`: its recordings replayed at start, each in the project it names. */
  dir?: string;
  /** Query parameter names and body JSON pointers left out of matching. */
  ignore: string[];
  /** `recorded`: repeated identical calls get the recorded answers in turn; `first`: always the first. */
  order: string;
  /** A call no recorded exchange matches: `emulate`, `proxy` or `404`. */
  unmatched: string;
}

/** `--proxy` and `--record` (src/proxy/settings.ts checks them at start). */
interface ProxySettings {
  /** `URL` or `PREFIX=URL`: PREFIX an API name (an operation's first tag) or a path prefix; repeatable. */
  upstreams: string[];
  /** Which operations are proxied: operationIds or path patterns (`/v2/registry/**`); empty: every one an upstream covers. */
  operations: string[];
  /** An upstream credential (`Authorization` value, from configuration only) that replaces the caller's. */
  credential?: string;
  /** An upstream that has not answered (headers, then each body chunk) after this long is 504. */
  timeoutMs: number;
  /** `--record DIR`: proxied exchanges as HAR 1.2, one file per project. */
  record?: string;
  /** JSON pointers (RFC 6901; `*` any key or index) into request and answer bodies, pseudonymised in recordings. */
  redact: string[];
  /** A project's recording moves aside past this size; a new file starts. */
  rotateBytes: number;
  /** Recording files kept per project (the current one included); the oldest go. */
  filesKept: number;
}

/** Event API delivery limits (real time for the timeout; the retry schedule is business time). */
interface WebhookSettings {
  /** An attempt without a complete answer after this long (real ms) has failed. */
  timeoutMs: number;
  /** Attempts in flight at once to one subscription's endpoint. */
  concurrencyPerEndpoint: number;
  /** Due attempts waiting for one endpoint; more fail at once as `queue_full` and are retried later. */
  queuePerEndpoint: number;
  /** Finished deliveries kept per project (the least recently changed go first; pending ones stay). */
  deliveriesPerProject: number;
  /** Refuse loopback and private destinations too (shared deployments); link-local, multicast and metadata always are. */
  denyPrivate: boolean;
  /** Keep the first bytes of a receiver's answer in the delivery log (off: status and timing only). */
  keepResponseExcerpt: boolean;
}

const defaultConfig: SandboxConfig = {
  host: '127.0.0.1',
  port: 4010,
  seed: 1,
  fixtures: 'default',
  logLevel: 'info',
  tokenTtlSeconds: 3600,
  refreshTtlSeconds: 30 * 24 * 3600,
  maxProjects: 256,
  maxSavedProjects: 4096,
  bounds: {
    recordsPerCollection: 100_000,
    bytesPerProject: 64 * 1024 * 1024,
    bytesPerRecord: 256 * 1024,
    // A quarter of the heap's limit: the rest is for indexes, requests and the fixtures.
    processBytes: Math.floor(getHeapStatistics().heap_size_limit / 4),
    sessionsPerProject: 10_000,
    tokensPerProject: 25_000,
    tokensTotal: 1_000_000,
  },
  spillMaxBytes: 1024 * 1024 * 1024,
  shared: false,
  bodyLimitBytes: 5 * 1024 * 1024,
  rateLimit: { enabled: true, perSecond: 200 },
  quota: { windowSeconds: 3600 },
  journalSize: 1000,
  idempotency: { retentionSeconds: 24 * 3600, maxKeysPerProject: 10_000 },
  corsOrigins: 'localhost',
  validateResponses: false,
  scenarios: [],
  persistReset: false,
  persistDelayMs: 200,
  maxSnapshots: 32,
  maxSnapshotRecords: 1_000_000,
  graphMaxDepth: 12,
  graphMaxComplexity: 10_000,
  webhooks: { timeoutMs: 15_000, concurrencyPerEndpoint: 16, queuePerEndpoint: 10_000, deliveriesPerProject: 1000, denyPrivate: false, keepResponseExcerpt: false },
  authFailures: { limit: 1000, windowSeconds: 60 },
  allowedHosts: [],
  unauthenticatedBody: { bytes: 8 * 1024 * 1024, seconds: 10 },
  connections: { perAddress: 512, total: 0 },
  signinFailureLimit: 5,
  liveStreamSeconds: 60,
  unauthenticatedLoadsPerMinute: 10,
  trustedProxies: [],
  cluster: false,
  platformOpenapi: [],
  strict: false,
  platformOnly: false,
  strictQuery: false,
  proxy: { upstreams: [], operations: [], timeoutMs: 30_000, redact: [], rotateBytes: 16 * 1024 * 1024, filesKept: 8 },
  replay: { ignore: [], order: 'recorded', unmatched: 'emulate' },
};

export type SandboxOptions = Partial<Omit<SandboxConfig, 'rateLimit' | 'quota' | 'idempotency' | 'webhooks' | 'authFailures' | 'bounds' | 'unauthenticatedBody' | 'connections' | 'proxy' | 'replay'>> & {
  bounds?: Partial<BoundSettings>;
  proxy?: Partial<ProxySettings>;
  replay?: Partial<ReplaySettings>;
  authFailures?: Partial<SandboxConfig['authFailures']>;
  unauthenticatedBody?: Partial<SandboxConfig['unauthenticatedBody']>;
  connections?: Partial<SandboxConfig['connections']>;
  webhooks?: Partial<SandboxConfig['webhooks']>;
  rateLimit?: Partial<SandboxConfig['rateLimit']>;
  quota?: Partial<SandboxConfig['quota']>;
  idempotency?: Partial<SandboxConfig['idempotency']>;
};

export function resolveConfig(options: SandboxOptions = {}): SandboxConfig {
  return {
    ...defaultConfig,
    ...stripUndefined(options),
    rateLimit: { ...defaultConfig.rateLimit, ...stripUndefined(options.rateLimit ?? {}) },
    quota: { ...defaultConfig.quota, ...stripUndefined(options.quota ?? {}) },
    idempotency: { ...defaultConfig.idempotency, ...stripUndefined(options.idempotency ?? {}) },
    webhooks: { ...defaultConfig.webhooks, ...stripUndefined(options.webhooks ?? {}) },
    authFailures: { ...defaultConfig.authFailures, ...stripUndefined(options.authFailures ?? {}) },
    bounds: { ...defaultConfig.bounds, ...stripUndefined(options.bounds ?? {}) },
    unauthenticatedBody: { ...defaultConfig.unauthenticatedBody, ...stripUndefined(options.unauthenticatedBody ?? {}) },
    connections: { ...defaultConfig.connections, ...stripUndefined(options.connections ?? {}) },
    proxy: { ...defaultConfig.proxy, ...stripUndefined(options.proxy ?? {}) },
    replay: { ...defaultConfig.replay, ...stripUndefined(options.replay ?? {}) },
  } as SandboxConfig;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/** Whether `--host` is a loopback name or address: only this machine can reach the sandbox. */
export function listensOnLoopback(host: string): boolean {
  return LOOPBACK.test(host);
}
