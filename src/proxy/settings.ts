/**
 * `--proxy`, `--proxy-operations`, `--proxy-credential`, `--record` and `--redact`, checked once
 * at start: a setting that does not parse stops the start with a message naming it. The upstreams
 * come from here only; nothing in a request can name or change one (no open relay, no SSRF).
 */
import picomatch from 'picomatch';
import type { SandboxConfig } from '../config/config.js';
import { parsePointer, type PointerPattern } from './record/pointer.js';

export interface Upstream {
  /** What it covers: every operation, an API (an operation's first tag), or a path prefix. */
  covers: { kind: 'all' } | { kind: 'api'; api: string } | { kind: 'path'; prefix: string };
  /** `https://staging.example.com` (no path, no trailing slash). */
  origin: string;
  /** The URL's path, put before the request's path (`/api` of `https://h/api`), without a trailing slash. */
  basePath: string;
  /** Origin and base path, as messages name the upstream. */
  label: string;
}

export interface ProxyPlan {
  upstreams: Upstream[];
  /** `--proxy-operations`: ids, and path patterns; both empty: every operation an upstream covers. */
  operationIds: ReadonlySet<string>;
  pathPatterns: ((path: string) => boolean)[];
  /** The patterns as given. */
  patternSources: string[];
  credential?: string;
  timeoutMs: number;
  record?: { dir: string; redact: PointerPattern[]; rotateBytes: number; filesKept: number };
}

class ProxySettingsError extends Error {}

/** `URL` or `NAME=URL`, NAME an API (`registry`) or a path prefix (`/v2/registry`). */
function parseUpstream(spec: string): Upstream {
  const eq = spec.indexOf('=');
  const scheme = spec.indexOf('://');
  const prefix = eq !== -1 && (scheme === -1 || eq < scheme) ? spec.slice(0, eq) : '';
  const raw = prefix ? spec.slice(eq + 1) : spec;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ProxySettingsError(`--proxy ${spec}: "${raw}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ProxySettingsError(`--proxy ${spec}: only http and https upstreams are proxied`);
  if (url.username || url.password) throw new ProxySettingsError(`--proxy ${spec}: no credentials in the URL; give the upstream's credential with --proxy-credential`);
  if (url.search || url.hash) throw new ProxySettingsError(`--proxy ${spec}: the URL may not have a query or a fragment`);
  const basePath = url.pathname.replace(/\/+$/, '');
  const covers: Upstream['covers'] = !prefix
    ? { kind: 'all' }
    : prefix.startsWith('/')
      ? { kind: 'path', prefix: prefix.replace(/\/+$/, '') || '/' }
      : /^[a-z][a-z0-9-]*$/i.test(prefix)
        ? { kind: 'api', api: prefix.toLowerCase() }
        : (() => {
            throw new ProxySettingsError(`--proxy ${spec}: "${prefix}" is neither an API name (registry, auth, ...) nor a path prefix starting with /`);
          })();
  return { covers, origin: url.origin, basePath, label: `${url.origin}${basePath}` };
}

/** The proxy's plan, or undefined when `--proxy` is not given; throws a start error for a bad setting. */
export function proxyPlan(config: SandboxConfig): ProxyPlan | undefined {
  const p = config.proxy;
  if (!p.upstreams.length) {
    // --redact also says what a replay (--replay DIR) pseudonymises before it compares.
    const stray = [p.operations.length && '--proxy-operations', p.credential && '--proxy-credential', p.record && '--record', p.redact.length && !config.replay.dir && '--redact'].filter(Boolean);
    if (stray.length) throw new ProxySettingsError(`${stray.join(', ')} need --proxy URL (or, for --redact, --replay DIR): they say what is proxied, recorded and replayed`);
    return undefined;
  }
  const upstreams = p.upstreams.map(parseUpstream);
  const seen = new Set<string>();
  for (const u of upstreams) {
    const key = JSON.stringify(u.covers);
    if (seen.has(key)) throw new ProxySettingsError(`--proxy: two upstreams cover ${u.covers.kind === 'all' ? 'every operation' : u.covers.kind === 'api' ? `the API ${u.covers.api}` : `the paths under ${u.covers.prefix}`}`);
    seen.add(key);
  }
  if (p.credential !== undefined && (!p.credential.trim() || /[\r\n]/.test(p.credential))) throw new ProxySettingsError('--proxy-credential must be a one-line Authorization value, e.g. "Bearer eyJ..."');
  if (config.shared && p.credential === undefined) {
    throw new ProxySettingsError("--shared with --proxy needs --proxy-credential: without it, proxied operations skip the sandbox's authentication and anyone who reaches the port could use the upstream with any credential");
  }
  if (!(p.timeoutMs > 0)) throw new ProxySettingsError('--proxy-timeout must be a positive number of seconds');
  const patterns = p.operations.filter((o) => o.startsWith('/'));
  let redact: PointerPattern[] = [];
  try {
    redact = p.redact.map(parsePointer);
  } catch (err) {
    throw new ProxySettingsError(`--redact ${(err as Error).message}`);
  }
  if (p.record !== undefined && !p.record.trim()) throw new ProxySettingsError('--record needs a directory');
  if (!(p.rotateBytes >= 4096)) throw new ProxySettingsError('--record-rotate-bytes must be at least 4096');
  if (!(Number.isInteger(p.filesKept) && p.filesKept >= 1)) throw new ProxySettingsError('--record-files must be a whole number, at least 1');
  return {
    upstreams,
    operationIds: new Set(p.operations.filter((o) => !o.startsWith('/'))),
    pathPatterns: patterns.map((glob) => picomatch(glob, { dot: true })),
    patternSources: patterns,
    credential: p.credential,
    timeoutMs: p.timeoutMs,
    record: p.record ? { dir: p.record, redact, rotateBytes: p.rotateBytes, filesKept: p.filesKept } : undefined,
  };
}

/** What the start banner says of the proxy. */
export function proxyBanner(plan: ProxyPlan): string[] {
  const chosen = [...plan.operationIds, ...plan.pathPatterns.map((_, i) => plan.patternSources[i])];
  return [
    `  proxy:          ${chosen.length ? chosen.join(', ') : 'every operation an upstream covers'} -> ${plan.upstreams.map((u) => (u.covers.kind === 'all' ? u.label : `${u.covers.kind === 'api' ? u.covers.api : u.covers.prefix}=${u.label}`)).join(', ')}`,
    `                  ${plan.credential ? 'callers need a sandbox token; the upstream gets --proxy-credential' : "callers' own Authorization goes upstream; sandbox auth is skipped for proxied operations"}; departures: /_sandbox/proxy/violations`,
    ...(plan.record ? [`  recording:      ${plan.record.dir} (HAR 1.2 per project, credentials redacted, emails${plan.record.redact.length ? ' and --redact pointers' : ''} pseudonymised)`] : []),
  ];
}
