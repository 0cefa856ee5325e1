/** Flags of `serve` and their `SANDBOX_*` variables: one table, so the two never drift apart. */
import { parseArgs } from 'node:util';
import type { SandboxOptions } from './config.js';

interface Setting {
  flag: string;
  env: string;
  type: 'string' | 'number' | 'boolean' | 'list';
  /** The flag may be given more than once (a list: each value adds to it). */
  multiple?: boolean;
  apply: (o: SandboxOptions, v: any) => void;
  help: string;
}

export const settings: Setting[] = [
  { flag: 'port', env: 'SANDBOX_PORT', type: 'number', apply: (o, v) => (o.port = v), help: 'port to listen on (default 4010; 0 picks a free one)' },
  { flag: 'host', env: 'SANDBOX_HOST', type: 'string', apply: (o, v) => (o.host = v), help: 'address to listen on (default 127.0.0.1)' },
  { flag: 'seed', env: 'SANDBOX_SEED', type: 'number', apply: (o, v) => (o.seed = v), help: 'seed of fixtures, ids and fault decisions (default 1)' },
  { flag: 'fixtures', env: 'SANDBOX_FIXTURES', type: 'string', apply: (o, v) => (o.fixtures = v), help: 'fixture set: default, empty or large' },
  { flag: 'fixtures-epoch', env: 'SANDBOX_FIXTURES_EPOCH', type: 'string', apply: (o, v) => (o.fixturesEpoch = v), help: 'RFC 3339 moment fixture times lead up to (default: start of today, UTC)' },
  { flag: 'clock-start', env: 'SANDBOX_CLOCK_START', type: 'string', apply: (o, v) => (o.clockStart = v), help: 'RFC 3339 moment the virtual clock starts at (default: now)' },
  { flag: 'token', env: 'SANDBOX_TOKEN', type: 'string', apply: (o, v) => (o.operatorToken = v), help: "the operator's platform token, admin in every project" },
  { flag: 'admin-token', env: 'SANDBOX_ADMIN_TOKEN', type: 'string', apply: (o, v) => (o.adminToken = v), help: 'token required by the /_sandbox control API' },
  { flag: 'log-level', env: 'SANDBOX_LOG_LEVEL', type: 'string', apply: (o, v) => (o.logLevel = v), help: 'fatal, error, warn, info, debug, trace or silent' },
  { flag: 'token-ttl', env: 'SANDBOX_TOKEN_TTL', type: 'number', apply: (o, v) => (o.tokenTtlSeconds = v), help: 'access token lifetime in seconds (default 3600)' },
  { flag: 'refresh-ttl', env: 'SANDBOX_REFRESH_TTL', type: 'number', apply: (o, v) => (o.refreshTtlSeconds = v), help: 'refresh token lifetime (the end of an idle session) in seconds (default 2592000)' },
  { flag: 'max-projects', env: 'SANDBOX_MAX_PROJECTS', type: 'number', apply: (o, v) => (o.maxProjects = v), help: 'projects kept before the least recently used is evicted (default 256)' },
  { flag: 'max-saved-projects', env: 'SANDBOX_MAX_SAVED_PROJECTS', type: 'number', apply: (o, v) => (o.maxSavedProjects = v), help: 'with --persist: projects kept on disk at most; a new one past it is refused (default 4096)' },
  { flag: 'max-records-per-collection', env: 'SANDBOX_MAX_RECORDS_PER_COLLECTION', type: 'number', apply: (o, v) => (o.bounds = { ...o.bounds, recordsPerCollection: v }), help: 'changed records a project keeps per collection (and per inferred resource); past it, 507 (default 100000)' },
  { flag: 'max-sessions-per-project', env: 'SANDBOX_MAX_SESSIONS_PER_PROJECT', type: 'number', apply: (o, v) => (o.bounds = { ...o.bounds, sessionsPerProject: v }), help: 'live sessions (password and provisioning) of one project; past it, 507 (default 10000)' },
  { flag: 'max-tokens-per-project', env: 'SANDBOX_MAX_TOKENS_PER_PROJECT', type: 'number', apply: (o, v) => (o.bounds = { ...o.bounds, tokensPerProject: v }), help: 'tokens valid in one project only (sessions and project-bound minted tokens); past it, 507 (default 25000)' },
  { flag: 'max-tokens', env: 'SANDBOX_MAX_TOKENS', type: 'number', apply: (o, v) => (o.bounds = { ...o.bounds, tokensTotal: v }), help: 'tokens in all, a safety net behind the per-project bound; past it, 507 (default 1000000)' },
  { flag: 'max-project-bytes', env: 'SANDBOX_MAX_PROJECT_BYTES', type: 'number', apply: (o, v) => (o.bounds = { ...o.bounds, bytesPerProject: v }), help: "JSON bytes of a project's changed records; past it, 507 (default 67108864, 64 MiB)" },
  { flag: 'max-record-bytes', env: 'SANDBOX_MAX_RECORD_BYTES', type: 'number', apply: (o, v) => (o.bounds = { ...o.bounds, bytesPerRecord: v }), help: 'JSON bytes of one inferred-CRUD record; larger, 413 (default 262144, 256 KiB)' },
  { flag: 'max-process-bytes', env: 'SANDBOX_MAX_PROCESS_BYTES', type: 'number', apply: (o, v) => (o.bounds = { ...o.bounds, processBytes: v }), help: 'JSON bytes of changed records of all projects in memory; past it, 507 (default: a quarter of the heap limit)' },
  { flag: 'max-spill-bytes', env: 'SANDBOX_MAX_SPILL_BYTES', type: 'number', apply: (o, v) => (o.spillMaxBytes = v), help: 'without --persist: bytes of the temporary directory evicted projects spill to; full, 507 (default 1073741824, 1 GiB)' },
  { flag: 'shared', env: 'SANDBOX_SHARED', type: 'boolean', apply: (o, v) => (o.shared = v), help: 'shared mode: projects made only by the operator, the control API or operator-minted tokens; random seeded passwords' },
  { flag: 'rate-limit', env: 'SANDBOX_RATE_LIMIT', type: 'number', apply: (o, v) => (o.rateLimit = { ...o.rateLimit, perSecond: v, enabled: v > 0 }), help: 'units per token per second; 0 switches the limiter off (default 200)' },
  { flag: 'quota', env: 'SANDBOX_QUOTA', type: 'number', apply: (o, v) => (o.quota = { ...o.quota, limit: v }), help: 'quota units per token per window (default: no quota)' },
  { flag: 'quota-window', env: 'SANDBOX_QUOTA_WINDOW', type: 'number', apply: (o, v) => (o.quota = { ...o.quota, windowSeconds: v }), help: 'quota window in seconds (default 3600)' },
  { flag: 'scenario', env: 'SANDBOX_SCENARIOS', type: 'list', multiple: true, apply: (o, v) => (o.scenarios = v), help: 'fault scenario active for every project: a YAML file (hot reloaded) or a ready-made name; repeatable' },
  { flag: 'persist', env: 'SANDBOX_PERSIST', type: 'string', apply: (o, v) => (o.persist = v), help: 'directory (or FILE.json) to save state to and load it from (default: memory only)' },
  { flag: 'persist-reset', env: 'SANDBOX_PERSIST_RESET', type: 'boolean', apply: (o, v) => (o.persistReset = v), help: 'discard the saved state and start from the fixtures (snapshots are kept)' },
  { flag: 'persist-delay', env: 'SANDBOX_PERSIST_DELAY_MS', type: 'number', apply: (o, v) => (o.persistDelayMs = v), help: 'milliseconds from a change to its save (default 200)' },
  { flag: 'max-snapshots', env: 'SANDBOX_MAX_SNAPSHOTS', type: 'number', apply: (o, v) => (o.maxSnapshots = v), help: 'named snapshots kept at most (default 32)' },
  { flag: 'graph-schema', env: 'SANDBOX_GRAPH_SCHEMA', type: 'list', multiple: true, apply: (o, v) => (o.graphSchemaFiles = v), help: 'GraphQL SDL file(s) to serve at /graphql instead of the built-in Knowledge Graph' },
  { flag: 'graph-mocks', env: 'SANDBOX_GRAPH_MOCKS', type: 'string', apply: (o, v) => (o.graphMocksFile = v), help: 'YAML or JSON file pinning mocked GraphQL values per type and field (a value, or a list to draw from), and naming lookups and back-references (docs/graph.md)' },
  { flag: 'graph-max-depth', env: 'SANDBOX_GRAPH_MAX_DEPTH', type: 'number', apply: (o, v) => (o.graphMaxDepth = v), help: 'deepest nesting of a GraphQL operation (default 12)' },
  { flag: 'graph-max-complexity', env: 'SANDBOX_GRAPH_MAX_COMPLEXITY', type: 'number', apply: (o, v) => (o.graphMaxComplexity = v), help: 'largest estimated cost of a GraphQL operation (default 10000)' },
  { flag: 'event-catalogue', env: 'SANDBOX_EVENT_CATALOGUE', type: 'string', apply: (o, v) => (o.eventCatalogue = v), help: 'YAML file replacing the event catalogue (contracts/events/catalogue.yaml)' },
  { flag: 'webhook-timeout', env: 'SANDBOX_WEBHOOK_TIMEOUT', type: 'number', apply: (o, v) => (o.webhooks = { ...o.webhooks, timeoutMs: v * 1000 }), help: 'seconds a webhook receiver has to answer (default 15)' },
  { flag: 'webhook-deny-private', env: 'SANDBOX_WEBHOOK_DENY_PRIVATE', type: 'boolean', apply: (o, v) => (o.webhooks = { ...o.webhooks, denyPrivate: v }), help: 'refuse loopback and private webhook destinations too (shared deployments)' },
  { flag: 'webhook-response-excerpts', env: 'SANDBOX_WEBHOOK_RESPONSE_EXCERPTS', type: 'boolean', apply: (o, v) => (o.webhooks = { ...o.webhooks, keepResponseExcerpt: v }), help: "keep the first bytes of a receiver's answer in the delivery log (default: off)" },
  { flag: 'auth-failure-limit', env: 'SANDBOX_AUTH_FAILURE_LIMIT', type: 'number', apply: (o, v) => (o.authFailures = { ...o.authFailures, limit: v }), help: 'failed authentications per client address and project per window before 429 (default 1000; 0: off)' },
  { flag: 'auth-failure-window', env: 'SANDBOX_AUTH_FAILURE_WINDOW', type: 'number', apply: (o, v) => (o.authFailures = { ...o.authFailures, windowSeconds: v }), help: 'window of the failed-authentication limit in seconds (default 60)' },
  { flag: 'allowed-host', env: 'SANDBOX_ALLOWED_HOSTS', type: 'list', multiple: true, apply: (o, v) => (o.allowedHosts = v), help: "a host name the control API, dashboard and GraphiQL answer to besides IP addresses and localhost ('.example.com': it and its subdomains; '*': any); repeatable" },
  { flag: 'signin-failure-limit', env: 'SANDBOX_SIGNIN_FAILURE_LIMIT', type: 'number', apply: (o, v) => (o.signinFailureLimit = v), help: "failed sign-ins of one username from one address per minute before 429; past it from all addresses, checks of that username slow down (default 5; 0: off)" },
  { flag: 'unauthenticated-body-bytes', env: 'SANDBOX_UNAUTHENTICATED_BODY_BYTES', type: 'number', apply: (o, v) => (o.unauthenticatedBody = { ...o.unauthenticatedBody, bytes: v }), help: 'bytes of request bodies without credentials held at once, all requests together; past it 503 (default 8388608)' },
  { flag: 'unauthenticated-body-seconds', env: 'SANDBOX_UNAUTHENTICATED_BODY_SECONDS', type: 'number', apply: (o, v) => (o.unauthenticatedBody = { ...o.unauthenticatedBody, seconds: v }), help: 'seconds a request without credentials has to send its whole body; past it 408 (default 10)' },
  { flag: 'max-connections-per-address', env: 'SANDBOX_MAX_CONNECTIONS_PER_ADDRESS', type: 'number', apply: (o, v) => (o.connections = { ...o.connections, perAddress: v }), help: 'open connections per client address; trusted proxies are exempt (default 512; at most half the total)' },
  { flag: 'max-connections', env: 'SANDBOX_MAX_CONNECTIONS', type: 'number', apply: (o, v) => (o.connections = { ...o.connections, total: v }), help: "open connections in all, kept below the process's descriptor limit less 64 (default: that)" },
  { flag: 'live-stream-seconds', env: 'SANDBOX_LIVE_STREAM_SECONDS', type: 'number', apply: (o, v) => (o.liveStreamSeconds = v), help: "how long one dashboard live stream lasts; the browser then opens another (default 60)" },
  { flag: 'unauthenticated-loads', env: 'SANDBOX_UNAUTHENTICATED_LOADS', type: 'number', apply: (o, v) => (o.unauthenticatedLoadsPerMinute = v), help: 'saved projects a call without credentials may load per client address and minute (default 10)' },
  { flag: 'trusted-proxy', env: 'SANDBOX_TRUSTED_PROXIES', type: 'list', multiple: true, apply: (o, v) => (o.trustedProxies = v), help: "proxy address or CIDR whose X-Forwarded-For names the client; repeatable (default: none)" },
  { flag: 'cluster', env: 'SANDBOX_CLUSTER', type: 'boolean', apply: (o, v) => (o.cluster = v), help: 'one of several instances behind a consistent-hash proxy; needs SANDBOX_TOKEN (docs/scale-out.md)' },
  { flag: 'platform-openapi', env: 'SANDBOX_PLATFORM_OPENAPI', type: 'list', multiple: true, apply: (o, v) => (o.platformOpenapi = v), help: "the platform's own OpenAPI document (YAML or JSON); its operations we do not emulate are answered from it; repeatable" },
  { flag: 'platform-map', env: 'SANDBOX_PLATFORM_MAP', type: 'string', apply: (o, v) => (o.platformMap = v), help: "YAML file: per operation, the platform document's parameter and field names for ours" },
  { flag: 'strict', env: 'SANDBOX_STRICT', type: 'boolean', apply: (o, v) => (o.strict = v), help: 'refuse a platform document that contradicts a normative rule of the spec' },
  { flag: 'strict-query', env: 'SANDBOX_STRICT_QUERY', type: 'boolean', apply: (o, v) => (o.strictQuery = v), help: 'refuse query parameters an operation does not declare, also on operations answered from a platform document (400 naming it)' },
  { flag: 'platform-only', env: 'SANDBOX_PLATFORM_ONLY', type: 'boolean', apply: (o, v) => (o.platformOnly = v), help: 'answer 404 to our operations that no platform document describes' },
  { flag: 'proxy', env: 'SANDBOX_PROXY', type: 'list', multiple: true, apply: (o, v) => (o.proxy = { ...o.proxy, upstreams: v }), help: 'forward operations to a real deployment: URL, or API=URL / /path/prefix=URL; repeatable (docs/proxy.md)' },
  { flag: 'proxy-operations', env: 'SANDBOX_PROXY_OPERATIONS', type: 'list', multiple: true, apply: (o, v) => (o.proxy = { ...o.proxy, operations: v }), help: 'operationIds or path patterns (/v2/registry/**) that are proxied (default: all an upstream covers); repeatable' },
  { flag: 'proxy-credential', env: 'SANDBOX_PROXY_CREDENTIAL', type: 'string', apply: (o, v) => (o.proxy = { ...o.proxy, credential: v }), help: "Authorization value sent upstream in place of the caller's (who then needs a sandbox token)" },
  { flag: 'proxy-timeout', env: 'SANDBOX_PROXY_TIMEOUT', type: 'number', apply: (o, v) => (o.proxy = { ...o.proxy, timeoutMs: v * 1000 }), help: 'seconds the upstream has to answer before 504 (default 30)' },
  { flag: 'record', env: 'SANDBOX_RECORD', type: 'string', apply: (o, v) => (o.proxy = { ...o.proxy, record: v }), help: 'directory to record proxied exchanges in, HAR 1.2, one file per project, credentials redacted' },
  { flag: 'redact', env: 'SANDBOX_REDACT', type: 'list', multiple: true, apply: (o, v) => (o.proxy = { ...o.proxy, redact: v }), help: 'JSON pointer (* any key or index) of body values pseudonymised in recordings; repeatable' },
  { flag: 'record-rotate-bytes', env: 'SANDBOX_RECORD_ROTATE_BYTES', type: 'number', apply: (o, v) => (o.proxy = { ...o.proxy, rotateBytes: v }), help: "size past which a project's recording starts a new file (default 16777216)" },
  { flag: 'record-files', env: 'SANDBOX_RECORD_FILES', type: 'number', apply: (o, v) => (o.proxy = { ...o.proxy, filesKept: v }), help: 'recording files kept per project, the oldest removed (default 8)' },
  { flag: 'replay', env: 'SANDBOX_REPLAY', type: 'string', apply: (o, v) => (o.replay = { ...o.replay, dir: v }), help: 'directory of HAR recordings answered from offline, each in the project it names, its stores learned from it (docs/proxy.md)' },
  { flag: 'replay-ignore', env: 'SANDBOX_REPLAY_IGNORE', type: 'list', multiple: true, apply: (o, v) => (o.replay = { ...o.replay, ignore: v }), help: 'query parameter name or body JSON pointer left out of replay matching; repeatable' },
  { flag: 'replay-order', env: 'SANDBOX_REPLAY_ORDER', type: 'string', apply: (o, v) => (o.replay = { ...o.replay, order: v }), help: "'recorded' (default: repeated calls get the recorded answers in turn) or 'first'" },
  { flag: 'replay-unmatched', env: 'SANDBOX_REPLAY_UNMATCHED', type: 'string', apply: (o, v) => (o.replay = { ...o.replay, unmatched: v }), help: "a call no recording matches: 'emulate' (default), 'proxy' or '404'" },
  { flag: 'cors-origins', env: 'SANDBOX_CORS_ORIGINS', type: 'list', apply: (o, v) => (o.corsOrigins = v.length === 1 && (v[0] === '*' || v[0] === 'localhost') ? v[0] : v), help: "comma-separated origins, 'localhost' (default) or '*'" },
];

export class UsageError extends Error {}

function convert(s: Setting, raw: string | boolean | string[], source: string): unknown {
  if (Array.isArray(raw)) return raw.flatMap((r) => convert(s, r, source) as unknown[]);
  if (s.type === 'boolean') return raw === true || raw === 'true' || raw === '1';
  if (s.type === 'number') {
    const n = Number(raw);
    if (raw === '' || !Number.isFinite(n)) throw new UsageError(`${source} must be a number, got "${raw}"`);
    return n;
  }
  if (s.type === 'list') return String(raw).split(',').map((x) => x.trim()).filter(Boolean);
  return String(raw);
}

/** Options from the environment, then from flags. Unknown flags are a usage error. */
export function optionsFrom(argv: string[], env: NodeJS.ProcessEnv): SandboxOptions {
  const options: SandboxOptions = {};
  for (const s of settings) {
    const raw = env[s.env];
    if (raw !== undefined && raw !== '') s.apply(options, convert(s, raw, s.env));
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(settings.map((s) => [s.flag, { type: s.type === 'boolean' ? 'boolean' : 'string', multiple: s.multiple ?? false }] as const)),
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  for (const s of settings) {
    const raw = (parsed.values as Record<string, string | boolean | string[] | undefined>)[s.flag];
    if (raw !== undefined) s.apply(options, convert(s, raw, `--${s.flag}`));
  }
  return options;
}

export function usage(): string {
  return settings.map((s) => `  --${s.flag.padEnd(16)} ${s.env.padEnd(24)} ${s.help}`).join('\n');
}
