/**
 * `contract run`: probes the target, picks the checks the mode and tiers allow, runs them one
 * after the other (behaviour checks first, then the checks generated from the contract, which
 * judge every answer seen), removes what the run created, and computes the exit code.
 */
import { randomBytes } from 'node:crypto';
import { monotonicMs, VirtualClock } from '../core/clock.js';
import { loadContract, type OpenApiDocument } from '../openapi/document.js';
import { compileOperations, type OperationTable } from '../openapi/operations.js';
import { groupOf, runCheck } from './context.js';
import { documentConformance } from './document-conformance.js';
import { generatedChecks, Observations } from './generated.js';
import { generatedCaseChecks, type GeneratedEnvironment } from './generated-checks.js';
import { graphChecks } from './graph.js';
import { sinkReceiver, startReceiver, type Receiver } from './receiver.js';
import { webhookChecks, type ReceiverSource } from './webhooks.js';
import { TargetClient, type RateLimitPolicy } from './http.js';
import { Ledger, RUNNER_TAG } from './ledger.js';
import { loadChecks } from './loader.js';
import type { ParityRules } from './normalise.js';
import { Redactor } from './redact.js';
import { isLocalhost, operationKey, probeTarget } from './target.js';
import { SAFETY_ORDER, type Basis, type CheckDefinition, type CheckResult, type Exchange, type OutcomeKind, type RunReport, type Safety } from './types.js';

export interface RunOptions {
  target: string;
  token?: string;
  project: string;
  adminToken?: string;
  /** Default: destructive on localhost (a sandbox), read-only anywhere else. */
  mode?: Safety;
  tiers?: Basis[];
  /** Check ids, groups or tags (`*` matches any run of characters). */
  only?: string[];
  skip?: string[];
  rateLimit?: RateLimitPolicy;
  maxWaitMs?: number;
  timeoutMs?: number;
  strict?: boolean;
  /** A run that checked no normative behaviour exits 0 instead of 4. */
  allowPartial?: boolean;
  checksDirs?: string[];
  /** The target's published OpenAPI description, when it does not serve `/openapi.json`. */
  openapiFile?: string;
  ledgerDir?: string;
  /** Where a remote target delivers webhooks, read back with GET (default: a receiver on this machine, local targets only). */
  webhookSink?: string;
  runId?: string;
  /** The target's quota policy name in its RateLimit fields (default `quota`, the sandbox's). */
  quotaPolicy?: string;
  /** What of each answer is kept for `contract parity` (default: DEFAULT_RULES). */
  parityRules?: ParityRules;
  /** The generated checks (`generated.*`): left out when absent. */
  generated?: GeneratedOptions;
  /** The most of one answer read (default 8 MiB). */
  maxAnswerBytes?: number;
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
}

interface GeneratedOptions {
  /** fast-check's seed (`--seed`); default a random one, printed with every failure. */
  seed?: number;
  /** Generated requests per operation (`--max-examples`, default 25). */
  maxExamples?: number;
  /** After this long (ms, `--time-budget`) no operation starts its generated cases. */
  timeBudgetMs?: number;
}

export type ProgressEvent =
  | { kind: 'start'; report: Pick<RunReport, 'runId' | 'target' | 'mode' | 'tiers'>; checks: number }
  | { kind: 'group'; group: string; checks: number }
  | { kind: 'check'; result: CheckResult; done: number; total: number }
  /** A group finished: `done` of `total` checks of the run, `elapsedMs` since the run started. */
  | { kind: 'group-done'; group: string; done: number; total: number; elapsedMs: number; counts: Record<OutcomeKind, number> }
  /** What a check is doing that takes time (a wait), as it starts. */
  | { kind: 'note'; check: string; message: string }
  /** Every call, redacted (`--verbose`). */
  | { kind: 'exchange'; check: string; exchange: Exchange }
  | { kind: 'cleanup'; removed: number; left: string[] };

export const EXIT = { ok: 0, failed: 1, usage: 2, drift: 3, partial: 4, interrupted: 130 } as const;

let shared: { doc: OpenApiDocument; table: OperationTable } | undefined;

/** The contract, compiled once per process. */
export function contract(): { doc: OpenApiDocument; table: OperationTable } {
  shared ??= (() => {
    const doc = loadContract();
    return { doc, table: compileOperations(doc) };
  })();
  return shared;
}

function newRunId(): string {
  const stamp = new VirtualClock().nowIso().replace(/[-:]/g, '').replace(/\.\d+Z$/, '').toLowerCase();
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

export function matches(check: Pick<CheckDefinition, 'id' | 'tags'>, patterns: string[]): boolean {
  const names = [check.id, groupOf(check.id), ...(check.tags ?? [])];
  return patterns.some((p) => {
    const re = new RegExp(`^${p.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    return names.some((n) => re.test(n));
  });
}

/**
 * A normative behaviour check: a rule of the spec about what the platform does (bulk, idempotency,
 * tags, sync, limits, webhooks), which needs the target to act, so more than read-only. The
 * read-only normative checks (a Bearer token is served and required) do not prove any of it.
 */
export const isNormativeBehaviour = (r: Pick<CheckResult, 'basis' | 'safety'>) => r.basis === 'normative' && r.safety !== 'read-only';

/** Normative behaviour checks that ran to a verdict (pass or fail): none means the run proved no rule of the spec about behaviour. */
function normativeChecked(results: CheckResult[]): number {
  return results.filter((r) => isNormativeBehaviour(r) && (r.outcome === 'pass' || r.outcome === 'fail')).length;
}

export function exitCodeOf(results: CheckResult[], strict: boolean, allowPartial = true): number {
  if (results.some((r) => r.outcome === 'fail')) return EXIT.failed;
  if (strict && results.some((r) => r.outcome === 'drift')) return EXIT.drift;
  if (!allowPartial && normativeChecked(results) === 0) return EXIT.partial;
  return EXIT.ok;
}

export function countOutcomes(results: CheckResult[]): Record<OutcomeKind, number> {
  const counts = { pass: 0, fail: 0, drift: 0, inconclusive: 0, skipped: 0 } as Record<OutcomeKind, number>;
  for (const r of results) counts[r.outcome]++;
  return counts;
}

/**
 * Every check a run can execute, in the order it runs them: behaviour checks, webhook and graph
 * checks, then the checks generated from the contract (which judge every answer seen before).
 */
export async function assembleChecks(
  options: { checksDirs?: string[] },
  receiverOf: ReceiverSource = (t) => t.inconclusive('no receiver'),
  observations = new Observations(),
  generated?: { doc: OpenApiDocument; table: OperationTable; source?: string; envOf: () => GeneratedEnvironment | undefined },
): Promise<CheckDefinition[]> {
  const { doc, table } = contract();
  const hooks = webhookChecks(table, Object.keys(doc.webhooks ?? {}).length > 0, receiverOf);
  const cases = generated ? generatedCaseChecks(generated.doc, generated.table, generated.source, generated.envOf) : [];
  return [...(await loadChecks(options.checksDirs)), ...hooks, ...graphChecks(), ...generatedChecks(table, doc, observations), ...cases];
}

export async function runContract(options: RunOptions): Promise<RunReport> {
  const started = monotonicMs();
  const startedAt = new VirtualClock().nowIso();
  const { table } = contract();
  const observations = new Observations();
  const documentCheck = options.openapiFile ? await documentConformance(options.openapiFile) : undefined;
  const clientOptions = {
    baseUrl: options.target.replace(/\/$/, ''),
    token: options.token,
    project: options.project,
    rateLimit: options.rateLimit ?? 'auto',
    maxWaitMs: options.maxWaitMs ?? 15_000,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxAnswerBytes: options.maxAnswerBytes,
    operationOf: (method: string, path: string) => {
      const m = table.match(method, path);
      return m && 'operation' in m ? m.operation.id : undefined;
    },
    onExchange: (e: Parameters<Observations['add']>[0]) => {
      observations.add(e);
      documentCheck?.add(e);
    },
  };
  const client = new TargetClient({ ...clientOptions, signal: options.signal });
  const { isSandbox, advertised } = await probeTarget(client, options.adminToken, options.openapiFile);
  const target = { url: clientOptions.baseUrl, isSandbox, isLocalhost: isLocalhost(options.target), project: options.project };
  const mode = options.mode ?? (target.isLocalhost ? 'destructive' : 'read-only');
  const tiers = options.tiers ?? ['normative', 'convention'];
  const runId = options.runId ?? newRunId();
  const run = { id: runId, tags: [`cr-${runId}`, RUNNER_TAG] as [string, string], quotaPolicy: options.quotaPolicy ?? 'quota' };
  const ledger = new Ledger(runId, target.url, options.project, options.ledgerDir);
  const redactor = new Redactor();
  redactor.add(options.token, options.adminToken);

  let receiver: Promise<Receiver> | undefined;
  const receiverOf: ReceiverSource = async (t) => {
    if (options.webhookSink) return sinkReceiver(options.webhookSink);
    if (!target.isLocalhost) t.inconclusive('needs --webhook-sink URL: the target cannot reach a receiver on this machine');
    return (receiver ??= startReceiver());
  };
  let generated: Parameters<typeof assembleChecks>[3];
  if (options.generated) {
    const g = options.generated;
    const own = contract();
    const settings = {
      seed: g.seed ?? randomBytes(4).readUInt32BE() % 2 ** 31,
      maxExamples: g.maxExamples ?? 25,
      deadlineMs: monotonicMs() + (g.timeBudgetMs ?? Infinity),
      mode,
      token: options.token,
    };
    // Its own client: the generated checks judge their own answers, so no other check judges them twice.
    const client = new TargetClient({ ...clientOptions, operationOf: undefined, onExchange: undefined, signal: options.signal });
    generated = {
      doc: documentCheck?.document ?? own.doc,
      table: documentCheck?.table ?? own.table,
      source: options.openapiFile,
      envOf: () => ({ client, settings }),
    };
  }
  const checks = (await assembleChecks(options, receiverOf, observations, generated))
    .filter((c) => !options.only?.length || matches(c, options.only))
    .filter((c) => !options.skip?.length || !matches(c, options.skip));
  const progress = options.onProgress;
  progress?.({ kind: 'start', report: { runId, target, mode, tiers }, checks: checks.length });

  const results: CheckResult[] = [];
  let group = '';
  let groupResults: CheckResult[] = [];
  const groupDone = () => {
    if (group) progress?.({ kind: 'group-done', group, done: results.length, total: checks.length, elapsedMs: Math.round(monotonicMs() - started), counts: countOutcomes(groupResults) });
  };
  for (const check of checks) {
    if (groupOf(check.id) !== group) {
      groupDone();
      group = groupOf(check.id);
      groupResults = [];
      progress?.({ kind: 'group', group, checks: checks.filter((c) => groupOf(c.id) === group).length });
    }
    const notRun = (outcome: OutcomeKind, reason: string): CheckResult => ({
      id: check.id, group, title: check.title, basis: check.basis, ref: check.ref, safety: check.safety, tags: [...(check.tags ?? [])], outcome, reason, steps: [], exchanges: [], ms: 0,
    });
    const missing = (check.uses ?? []).find((u) => !advertised.has(operationKey(u.split(' ')[0], u.split(' ')[1])));
    let result: CheckResult;
    if (options.signal?.aborted) result = notRun('skipped', 'the run was interrupted');
    else if (!tiers.includes(check.basis)) result = notRun('skipped', `tier ${check.basis} not selected (--tier)`);
    else if (SAFETY_ORDER.indexOf(check.safety) > SAFETY_ORDER.indexOf(mode)) result = notRun('skipped', `needs --mode ${check.safety} (the run is ${mode})`);
    else if (missing) result = notRun('inconclusive', `not advertised: the target's description has no ${missing} (${advertised.source})`);
    else if (check.needsControl && !isSandbox) result = notRun('inconclusive', 'needs the sandbox control API (/_sandbox), which this target does not answer');
    else {
      result = await runCheck(check, {
        client, target, run, ledger, redactor, adminToken: options.adminToken, signal: options.signal, parityRules: options.parityRules,
        note: (message) => progress?.({ kind: 'note', check: check.id, message: redactor.text(message) }),
        onExchange: progress && ((exchange) => progress({ kind: 'exchange', check: check.id, exchange: redactor.exchange(exchange) })),
      });
    }
    result = redactor.value(result);
    results.push(result);
    groupResults.push(result);
    progress?.({ kind: 'check', result, done: results.length, total: checks.length });
  }
  groupDone();
  if (documentCheck) {
    // Every answer of the run against the target's own document (`--openapi FILE`).
    const judged = documentCheck
      .results()
      .filter((r) => (!options.only?.length || matches(r, options.only)) && (!options.skip?.length || !matches(r, options.skip)))
      .map((r) => redactor.value(r));
    progress?.({ kind: 'group', group: 'document', checks: judged.length });
    for (const result of judged) {
      results.push(result);
      progress?.({ kind: 'check', result, done: results.length, total: checks.length + judged.length });
    }
  }

  // Cleanup runs even after an interruption, without the interrupted signal.
  const cleanup = await ledger.cleanup(new TargetClient({ ...clientOptions, onExchange: undefined }), advertised);
  await (await receiver)?.close();
  progress?.({ kind: 'cleanup', ...cleanup });
  const strict = options.strict ?? false;
  const allowPartial = options.allowPartial ?? false;
  const checked = normativeChecked(results);
  return redactor.value({
    tool: 'platform-sandbox contract',
    runId,
    target,
    mode,
    tiers,
    strict,
    allowPartial,
    startedAt,
    ms: Math.round(monotonicMs() - started),
    results,
    counts: countOutcomes(results),
    coverage: { normativeChecked: checked, normativeSelected: results.filter(isNormativeBehaviour).length, partial: checked === 0 },
    cleanup,
    exitCode: exitCodeOf(results, strict, allowPartial),
  } satisfies RunReport);
}
