/**
 * The vocabulary of the contract runner: what a check is, what it may do to a target, and what
 * it can conclude. Checks in `contracts/checks/` import only these types, so they carry no
 * runtime dependency and can be loaded from source or compiled.
 */

/** DESIGN §2: stated by the spec, or a default we chose where the spec says "not shown". */
export type Basis = 'normative' | 'convention';
/** What a check does to the target, in rising order of harm. */
export type Safety = 'read-only' | 'isolated-writes' | 'destructive';
export const SAFETY_ORDER: Safety[] = ['read-only', 'isolated-writes', 'destructive'];

export type OutcomeKind = 'pass' | 'fail' | 'drift' | 'inconclusive' | 'skipped';

export interface Exchange {
  request: { method: string; url: string; headers: Record<string, string>; body?: unknown };
  response?: { status: number; headers: Record<string, string>; body?: unknown; ms: number };
  /** The contract operation the request matched, if any. */
  operation?: string;
  error?: string;
}

export interface CallOptions {
  body?: unknown;
  /** A body sent as is (e.g. malformed JSON). */
  raw?: string;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  headers?: Record<string, string>;
  /** `null` sends no Authorization header. */
  token?: string | null;
  /** `null` sends no X-Service-Project header. */
  project?: string | null;
  /** Hand 429 answers to the check instead of waiting and retrying (load checks). */
  raw429?: boolean;
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  exchange: Exchange;
}

/** What a check sees of the target. */
export interface TargetInfo {
  url: string;
  /** The target answers the sandbox's control API (`/_sandbox/health`). */
  isSandbox: boolean;
  isLocalhost: boolean;
  project: string;
}

export interface RunInfo {
  id: string;
  /** Tags put on everything the run creates: the run's own tag and the runner's. */
  tags: [string, string];
  /** The name of the target's quota policy in its RateLimit fields (`--quota-policy`, default `quota`). */
  quotaPolicy: string;
}

export interface CheckContext {
  readonly target: TargetInfo;
  readonly run: RunInfo;
  /** Setup: a failure here makes the check inconclusive (the target could not be prepared). */
  given<T>(title: string, fn: () => Promise<T> | T): Promise<T>;
  /** The action under test. */
  when<T>(title: string, fn: () => Promise<T> | T): Promise<T>;
  /** The oracle: a failed expectation fails the check (or is drift, for a convention). */
  then(title: string, fn: () => Promise<void> | void): Promise<void>;
  /**
   * Inside `then`: fail unless `condition` holds; `evidence` is shown in the report. `rule` names a
   * rule of the spec the expectation states (`§4 rule 4`): breaking it fails even a convention check.
   */
  expect(condition: unknown, message: string, evidence?: Reply | Exchange, rule?: string): void;
  /** Stop here: the target cannot answer this check (e.g. missing data). */
  inconclusive(reason: string): never;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  /** The sandbox's control API (`/_sandbox/...`); inconclusive on any other target. */
  control<T = any>(method: string, path: string, body?: unknown): Promise<Reply<T>>;
  /** A fresh token of the sandbox for this project (control API); inconclusive elsewhere. */
  /** A token of the control API for this project (or the projects given), one hour long. */
  mintToken(role?: string, projects?: string[]): Promise<string>;
  /** The objects of a list answer, whatever its envelope (a bare array or one array member). */
  items<T = any>(body: unknown): T[];
  /** Follows `next_cursor` (a convention) up to `maxPages`; the list's objects. */
  listAll<T = any>(path: string, query?: CallOptions['query'], maxPages?: number): Promise<T[]>;
  /** Creates devices tagged with the run's tags, recorded for cleanup. */
  createDevices(count: number, extraTags?: string[][]): Promise<Device[]>;
  /** Records an object to delete when the run ends. */
  remember(path: string, label: string): void;
  /** A unique name inside the run (for tags, keys, names). */
  unique(prefix: string): string;
  sleep(ms: number): Promise<void>;
  /** Tells the person running the contract what the check is doing that takes time (a wait). */
  note(message: string): void;
}

export interface Device {
  id: string;
  tags: string[];
  [field: string]: unknown;
}

export interface CheckDefinition {
  /** `group.name`; the group is the part before the first dot. */
  id: string;
  title: string;
  basis: Basis;
  /** The spec section (`§4 rule 4`) or the standard (`RFC 7644 §3.4.2`) the check verifies. */
  ref: string;
  safety: Safety;
  tags?: readonly string[];
  /** Operations the check calls (`POST /v2/registry/devices/bulk`): not advertised → inconclusive. */
  uses?: readonly string[];
  /** Needs the sandbox's control API (clock, tokens, scenarios). */
  needsControl?: boolean;
  run(t: CheckContext): Promise<void>;
}

export interface CheckResult {
  id: string;
  group: string;
  title: string;
  basis: Basis;
  ref: string;
  safety: Safety;
  tags: string[];
  outcome: OutcomeKind;
  /** Why: the failed expectation, or the reason it is inconclusive or skipped. */
  reason?: string;
  /** The steps that ran, in order, with the one that stopped the check last. */
  steps: string[];
  /** The request and response shown for a failure (the last one the check made, or the one it named). */
  evidence?: Exchange;
  /** Every exchange, summarised for parity: the compared headers and the body's skeleton (see normalise.ts). */
  exchanges: { method: string; operation?: string; status?: number; headers?: Record<string, string>; body?: Record<string, string> }[];
  ms: number;
}

export interface RunReport {
  tool: 'platform-sandbox contract';
  runId: string;
  target: TargetInfo;
  mode: Safety;
  tiers: Basis[];
  strict: boolean;
  /** `--allow-partial`: a run that checked no normative behaviour still exits 0. */
  allowPartial: boolean;
  startedAt: string;
  ms: number;
  results: CheckResult[];
  counts: Record<OutcomeKind, number>;
  /** Normative behaviour checks (not read-only) selected and those that ran to a verdict; `partial` when none did. */
  coverage: { normativeChecked: number; normativeSelected: number; partial: boolean };
  cleanup: { removed: number; left: string[] };
  exitCode: number;
}
