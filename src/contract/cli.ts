/**
 * `platform-sandbox contract run | parity | sweep | list`. Exit codes (DESIGN §6): 0 ok,
 * 1 a check failed, 2 usage or contract error, 3 drift under `--strict`, 4 no normative behaviour
 * checked (unless `--allow-partial`); 130 when interrupted.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../config/env.js';
import { TargetClient, type RateLimitPolicy } from './http.js';
import { sweep } from './ledger.js';
import { ContractError } from './loader.js';
import { targetDrift } from './drift.js';
import { driftTable } from '../platform/drift.js';
import { loadRules } from './normalise.js';
import { parityMarkdown, runParity } from './parity.js';
import { junitXml } from './report-junit.js';
import { markdownSummary } from './report-markdown.js';
import { progressLine, summary, type Verbosity } from './report-terminal.js';
import { assembleChecks, contract, runContract, type RunOptions } from './runner.js';
import { isLocalhost, probeTarget } from './target.js';
import { SAFETY_ORDER, type Basis, type RunReport, type Safety } from './types.js';

type Values = Record<string, string | boolean | string[] | undefined>;

interface Flag {
  type: 'string' | 'boolean';
  multiple?: boolean;
  /** `--name ARG`: what the value is; absent for a switch. */
  arg?: string;
  help: string;
}

/** Every flag of `contract`, once; each subcommand names those it takes. */
const FLAGS: Record<string, Flag> = {
  target: { type: 'string', arg: 'URL', help: 'the base URL of the platform (or sandbox) under test' },
  token: { type: 'string', arg: 'T', help: 'the platform token (default: CONTRACT_TOKEN)' },
  project: { type: 'string', arg: 'P', help: 'the project to work in (X-Service-Project)' },
  'admin-token': { type: 'string', arg: 'T', help: 'the sandbox control API token (default: SANDBOX_ADMIN_TOKEN)' },
  mode: { type: 'string', arg: 'MODE', help: 'read-only, isolated-writes or destructive (default: destructive on localhost, read-only elsewhere)' },
  tier: { type: 'string', arg: 'TIERS', help: 'normative,convention: which tiers to run (default both)' },
  only: { type: 'string', multiple: true, arg: 'ID', help: 'run only these checks, groups or tags (repeatable, comma-separated, * wildcards)' },
  skip: { type: 'string', multiple: true, arg: 'ID', help: 'leave these checks, groups or tags out' },
  strict: { type: 'boolean', help: 'exit 3 on drift (a convention the target does not follow)' },
  'allow-partial': { type: 'boolean', help: 'exit 0 even if no normative behaviour was checked (else exit 4)' },
  'rate-limit': { type: 'string', arg: 'auto|off|N', help: 'auto (default): wait out 429 Retry-After; N: send at most N requests/s' },
  'max-wait': { type: 'string', arg: 'SECONDS', help: 'longest Retry-After waited out for one call (default 15)' },
  timeout: { type: 'string', arg: 'SECONDS', help: 'per request (default 30)' },
  json: { type: 'string', arg: 'FILE', help: 'the report as JSON' },
  junit: { type: 'string', arg: 'FILE', help: 'the report as JUnit XML (drift and inconclusive checks as skipped)' },
  markdown: { type: 'string', arg: 'FILE', help: 'the report as Markdown (parity; resilience, as --summary)' },
  summary: { type: 'string', arg: 'FILE', help: 'a Markdown summary (e.g. "$GITHUB_STEP_SUMMARY")' },
  checks: { type: 'string', multiple: true, arg: 'DIR', help: 'behaviour checks to load (repeatable; default contracts/checks)' },
  openapi: { type: 'string', arg: 'FILE', help: "the target's OpenAPI description: every answer is judged against it (status, media type, body schema)" },
  seed: { type: 'string', arg: 'N', help: "the generated checks' seed (default random; every failure prints it)" },
  'max-examples': { type: 'string', arg: 'N', help: 'generated requests per operation (default 25; CI uses 5)' },
  'time-budget': { type: 'string', arg: 'SECONDS', help: 'no operation starts its generated cases after this long' },
  'max-answer-bytes': { type: 'string', arg: 'N', help: 'the most of one answer read (default 8388608, 8 MiB)' },
  'ledger-dir': { type: 'string', arg: 'DIR', help: 'where run ledgers are kept (default .platform-sandbox/ledger)' },
  'webhook-sink': { type: 'string', arg: 'URL', help: 'where a remote target delivers webhooks (answers GET with what arrived)' },
  'quota-policy': { type: 'string', arg: 'NAME', help: "the target's quota policy in its RateLimit fields (default quota)" },
  rules: { type: 'string', arg: 'FILE', help: 'what of the answers is compared (JSON; see docs/contract-runner.md)' },
  quiet: { type: 'boolean', help: 'only failures and the summary' },
  verbose: { type: 'boolean', help: 'also every request and answer (credentials redacted)' },
  'max-in-flight': { type: 'string', arg: 'N', help: 'resilience: calls the client may have in flight while throttled (default 4)' },
  'max-attempts': { type: 'string', arg: 'N', help: 'resilience: attempts of one call before the client gives up (default 6)' },
  ...Object.fromEntries(
    (['a', 'b'] as const).flatMap((s) => [
      [s, { type: 'string', arg: 'URL', help: `side ${s.toUpperCase()}: its base URL` }],
      [`${s}-token`, { type: 'string', arg: 'T', help: `side ${s.toUpperCase()}: its token (default --token)` }],
      [`${s}-project`, { type: 'string', arg: 'P', help: `side ${s.toUpperCase()}: its project (default --project)` }],
      [`${s}-admin-token`, { type: 'string', arg: 'T', help: `side ${s.toUpperCase()}: its control API token (default --admin-token)` }],
    ]),
  ),
};

/** The flags run and parity share (`runOptions`). */
const RUN_FLAGS = ['mode', 'tier', 'only', 'skip', 'strict', 'allow-partial', 'rate-limit', 'max-wait', 'timeout', 'max-answer-bytes', 'checks', 'openapi', 'ledger-dir', 'webhook-sink', 'quota-policy', 'quiet', 'verbose'];

interface Subcommand {
  usage: string;
  what: string;
  flags: string[];
  run: (v: Values) => Promise<number>;
}

const EXIT_CODES = `Exit codes: 0 ok, 1 a check failed, 2 usage or contract error, 3 drift with --strict,
  4 no normative behaviour checked (without --allow-partial), 130 interrupted.`;

const flagText = (f: string) => `--${f}${FLAGS[f].arg ? ` ${FLAGS[f].arg}` : ''}`;

/** `contract NAME --help`: the subcommand's usage and every flag it takes. */
function helpOf(name: string, sub: Subcommand): string {
  const width = Math.max(...sub.flags.map((f) => flagText(f).length), '--help'.length);
  const lines = [...sub.flags.map((f) => `  ${flagText(f).padEnd(width)}  ${FLAGS[f].help}`), `  ${'--help'.padEnd(width)}  this text`];
  return `Usage: platform-sandbox contract ${name} ${sub.usage}\n\n${sub.what}\n\nFlags:\n${lines.join('\n')}\n\n${EXIT_CODES}\n`;
}

/** `contract --help`: the subcommands. */
function overview(): string {
  const names = Object.keys(subcommands);
  return `Usage: platform-sandbox contract COMMAND [flags]   (platform-sandbox contract COMMAND --help: its flags)\n\n${names.map((n) => `  ${n.padEnd(8)} ${subcommands[n].what}`).join('\n')}\n\n${EXIT_CODES}\n`;
}

function parse(name: string, sub: Subcommand, argv: string[]): Values | 'help' {
  const options = Object.fromEntries([...sub.flags.map((f) => [f, { type: FLAGS[f].type, multiple: FLAGS[f].multiple ?? false }]), ['help', { type: 'boolean', short: 'h' }]]);
  let values: Values;
  try {
    values = parseArgs({ args: argv, options: options as NonNullable<ParseArgsConfig['options']>, strict: true, allowPositionals: false }).values as Values;
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${helpOf(name, sub)}`);
  }
  return values.help ? 'help' : values;
}

const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter(Boolean);

function number(v: unknown, flag: string): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${flag} must be a non-negative number, got "${v}"`);
  return n;
}

/** A required flag left out: the subcommand's help follows the message. */
class MissingFlag extends UsageError {}

function required(v: Values, flag: string, env?: string): string {
  const value = (v[flag] as string | undefined) ?? (env ? process.env[env] : undefined);
  if (!value) throw new MissingFlag(`--${flag} is required`);
  return value;
}

function url(value: string, flag: string): string {
  try {
    const u = new URL(value);
    if (!/^https?:$/.test(u.protocol)) throw new Error('not http');
  } catch {
    throw new UsageError(`--${flag} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

/** Options shared by run and parity; `--target`-like flags are filled in by the caller. */
function runOptions(v: Values, signal: AbortSignal): Omit<RunOptions, 'target' | 'project'> {
  const mode = v.mode as string | undefined;
  if (mode !== undefined && !SAFETY_ORDER.includes(mode as Safety)) throw new UsageError(`--mode must be one of ${SAFETY_ORDER.join(', ')}`);
  const tiers = list(v.tier);
  if (tiers.some((x) => x !== 'normative' && x !== 'convention')) throw new UsageError('--tier takes normative and/or convention');
  const rl = (v['rate-limit'] as string | undefined) ?? 'auto';
  if (rl !== 'auto' && rl !== 'off' && !(Number(rl) > 0)) throw new UsageError('--rate-limit takes auto, off or a number of requests per second');
  return {
    mode: mode as Safety | undefined,
    tiers: tiers.length ? (tiers as Basis[]) : undefined,
    only: list(v.only),
    skip: list(v.skip),
    strict: v.strict === true,
    allowPartial: v['allow-partial'] === true,
    rateLimit: (rl === 'auto' || rl === 'off' ? rl : Number(rl)) as RateLimitPolicy,
    maxWaitMs: (number(v['max-wait'], 'max-wait') ?? 15) * 1000,
    timeoutMs: (number(v.timeout, 'timeout') ?? 30) * 1000,
    checksDirs: list(v.checks).length ? list(v.checks) : undefined,
    openapiFile: v.openapi as string | undefined,
    generated: {
      seed: number(v.seed, 'seed'),
      maxExamples: number(v['max-examples'], 'max-examples'),
      timeBudgetMs: v['time-budget'] === undefined ? undefined : number(v['time-budget'], 'time-budget')! * 1000,
    },
    maxAnswerBytes: number(v['max-answer-bytes'], 'max-answer-bytes'),
    ledgerDir: (v['ledger-dir'] as string | undefined) ?? '.platform-sandbox/ledger',
    quotaPolicy: v['quota-policy'] as string | undefined,
    webhookSink: v['webhook-sink'] === undefined ? undefined : url(v['webhook-sink'] as string, 'webhook-sink'),
    signal,
  };
}

/** Ctrl-C once: stop after the current call and clean up. Twice: leave at once. */
function interruptible(): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  let count = 0;
  const onSignal = () => {
    count++;
    if (count > 1) process.exit(130);
    process.stderr.write('\ninterrupted: removing what the run created (Ctrl-C again to leave at once)\n');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { signal: controller.signal, done: () => (process.off('SIGINT', onSignal), process.off('SIGTERM', onSignal)) };
}

function write(file: unknown, text: string): void {
  if (typeof file === 'string') writeFileSync(file, text);
}

function verbosity(v: Values): Verbosity {
  if (v.quiet && v.verbose) throw new UsageError('--quiet and --verbose exclude each other');
  return v.quiet ? 'quiet' : v.verbose ? 'verbose' : 'normal';
}

async function runCommand(v: Values): Promise<number> {
  const { signal, done } = interruptible();
  const print = (line?: string) => line !== undefined && process.stdout.write(`${line}\n`);
  const level = verbosity(v);
  try {
    const report: RunReport = await runContract({
      ...runOptions(v, signal),
      target: url(required(v, 'target'), 'target'),
      token: required(v, 'token', 'CONTRACT_TOKEN'),
      project: required(v, 'project'),
      adminToken: (v['admin-token'] as string | undefined) ?? process.env.SANDBOX_ADMIN_TOKEN,
      onProgress: (e) => print(progressLine(e, level)),
    });
    print(summary(report));
    write(v.json, `${JSON.stringify(report, null, 2)}\n`);
    write(v.junit, junitXml(report));
    write(v.summary, markdownSummary(report));
    return signal.aborted ? 130 : report.exitCode;
  } finally {
    done();
  }
}

async function parityCommand(v: Values): Promise<number> {
  const { signal, done } = interruptible();
  const level = verbosity(v);
  try {
    // Parity compares the behaviour checks; the generated ones would send each side other cases.
    const base = { ...runOptions(v, signal), generated: undefined };
    const [a, b] = [url(required(v, 'a'), 'a'), url(required(v, 'b'), 'b')];
    // Both sides run the same checks: the mode a remote side allows decides for both.
    base.mode ??= isLocalhost(a) && isLocalhost(b) ? 'destructive' : 'read-only';
    let rules;
    try {
      rules = loadRules(v.rules as string | undefined);
    } catch (err) {
      throw new UsageError(`--rules: ${(err as Error).message}`);
    }
    // `--token`, `--project` and `--admin-token` (and their variables) apply to both sides; `--a-…`/`--b-…` override.
    const pick = (s: 'a' | 'b', flag: string, env?: string) => (v[`${s}-${flag}`] as string | undefined) ?? (v[flag] as string | undefined) ?? (env ? process.env[env] || undefined : undefined);
    const side = (s: 'a' | 'b', target: string): RunOptions => {
      const token = pick(s, 'token', 'CONTRACT_TOKEN');
      const project = pick(s, 'project');
      if (!token) throw new MissingFlag(`--${s}-token or --token is required`);
      if (!project) throw new MissingFlag(`--${s}-project or --project is required`);
      return {
        ...base,
        target,
        token,
        project,
        adminToken: pick(s, 'admin-token', 'SANDBOX_ADMIN_TOKEN'),
        onProgress: level === 'quiet' ? undefined : (e) => {
          if (e.kind === 'start' || e.kind === 'group-done' || e.kind === 'note' || (level === 'verbose' && (e.kind === 'check' || e.kind === 'exchange'))) {
            const line = progressLine(e, level);
            if (line) process.stderr.write(`${s.toUpperCase()}: ${line.trim()}\n`);
          }
        },
      };
    };
    const { parity, a: ra, b: rb } = await runParity(side('a', a), side('b', b), rules);
    const md = parityMarkdown(parity);
    process.stdout.write(md);
    write(v.markdown, md);
    write(v.json, `${JSON.stringify({ parity, a: ra, b: rb }, null, 2)}\n`);
    if (signal.aborted) return 130;
    return Math.max(ra.exitCode === 2 || rb.exitCode === 2 ? 2 : 0, parity.counts['a-only'] + parity.counts['b-only'] > 0 ? 1 : 0);
  } finally {
    done();
  }
}

async function sweepCommand(v: Values): Promise<number> {
  const target = url(required(v, 'target'), 'target').replace(/\/$/, '');
  const project = required(v, 'project');
  const { table } = contract();
  const client = new TargetClient({
    baseUrl: target,
    token: required(v, 'token', 'CONTRACT_TOKEN'),
    project,
    rateLimit: 'auto',
    maxWaitMs: 15_000,
    timeoutMs: 30_000,
    operationOf: (m, p) => {
      const x = table.match(m, p);
      return x && 'operation' in x ? x.operation.id : undefined;
    },
  });
  const { advertised } = await probeTarget(client, undefined, v.openapi as string | undefined);
  const r = await sweep(client, advertised, (v['ledger-dir'] as string | undefined) ?? '.platform-sandbox/ledger', target, project);
  process.stdout.write(`sweep: removed ${r.removed}${r.left.length ? `, could not remove ${r.left.length}: ${r.left.join(', ')}` : ''}\n`);
  return r.left.length ? 1 : 0;
}

async function listCommand(v: Values): Promise<number> {
  const { doc, table } = contract();
  const checks = await assembleChecks({ checksDirs: list(v.checks).length ? list(v.checks) : undefined }, undefined, undefined, { doc, table, envOf: () => undefined });
  process.stdout.write(`${'check'.padEnd(44)} ${'tier'.padEnd(10)} ${'safety'.padEnd(15)} reference\n`);
  for (const c of checks) process.stdout.write(`${c.id.padEnd(44)} ${c.basis.padEnd(10)} ${c.safety.padEnd(15)} ${c.ref}\n`);
  const generated = checks.filter((c) => c.id.startsWith('openapi.')).length;
  const cases = checks.filter((c) => c.id.startsWith('generated.')).length;
  process.stdout.write(`${checks.length} checks: ${checks.length - generated - cases} behaviour checks (webhook and graph checks included), ${generated} generated from contracts/openapi, one per operation, and ${cases} generated-request checks (generated.<operation>.<check>)\n`);
  return 0;
}

async function driftCommand(v: Values): Promise<number> {
  const target = url(required(v, 'target'), 'target').replace(/\/$/, '');
  const file = required(v, 'openapi');
  const client = new TargetClient({ baseUrl: target, token: v.token as string | undefined, project: 'drift', rateLimit: 'auto', maxWaitMs: 15_000, timeoutMs: 30_000, operationOf: () => undefined });
  const report = await targetDrift(client, file);
  process.stdout.write(`${driftTable(report).filter((l) => !l.includes('/_sandbox/drift')).join('\n')}\n`);
  write(v.json, `${JSON.stringify(report, null, 2)}\n`);
  // A contradiction of the spec fails; other differences are drift (exit 3 under --strict).
  if (report.contradictions.length) return 1;
  return v.strict === true && (report.differences.length || report.onlyInDocument.length) ? 3 : 0;
}

async function resilience(v: Values): Promise<number> {
  const { resilienceCommand } = await import('../resilience/cli.js');
  return resilienceCommand({
    target: v.target as string | undefined,
    project: v.project as string | undefined,
    adminToken: (v['admin-token'] as string | undefined) ?? process.env.SANDBOX_ADMIN_TOKEN,
    maxInFlight: number(v['max-in-flight'], 'max-in-flight'),
    maxAttempts: number(v['max-attempts'], 'max-attempts'),
    junit: v.junit as string | undefined,
    markdown: (v.summary ?? v.markdown) as string | undefined,
    json: v.json as string | undefined,
  });
}

const subcommands: Record<string, Subcommand> = {
  run: {
    usage: '--target URL --token T --project P [flags]',
    what: 'replay the contract against a target and report check by check',
    flags: ['target', 'token', 'project', 'admin-token', ...RUN_FLAGS, 'seed', 'max-examples', 'time-budget', 'json', 'junit', 'summary'],
    run: runCommand,
  },
  parity: {
    usage: '--a URL --b URL --token T --project P [flags]',
    what: 'run the same checks against two targets and compare their answers',
    flags: ['a', 'b', 'token', 'project', 'admin-token', 'a-token', 'b-token', 'a-project', 'b-project', 'a-admin-token', 'b-admin-token', ...RUN_FLAGS, 'rules', 'json', 'markdown'],
    run: parityCommand,
  },
  sweep: {
    usage: '--target URL --token T --project P [--ledger-dir DIR]',
    what: 'remove what interrupted runs left on a target (from their ledgers)',
    flags: ['target', 'token', 'project', 'ledger-dir', 'openapi'],
    run: sweepCommand,
  },
  drift: {
    usage: '--openapi FILE --target URL [--json FILE]',
    what: "the target's /openapi.json against the platform document FILE: the drift report",
    flags: ['openapi', 'target', 'token', 'json', 'strict'],
    run: driftCommand,
  },
  list: {
    usage: '[--checks DIR]',
    what: 'list every check a run can execute, with its tier, safety and reference',
    flags: ['checks'],
    run: listCommand,
  },
  resilience: {
    usage: '--target URL --project P [--admin-token T] [flags]',
    what: "the sandbox's resilience report of the client that ran in P (exit 1 when an expectation is violated)",
    flags: ['target', 'project', 'admin-token', 'max-in-flight', 'max-attempts', 'junit', 'summary', 'markdown', 'json'],
    run: resilience,
  },
};

export async function contractCommand(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  const sub = name && Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
  if (!sub) {
    if (!name || name === '--help' || name === '-h' || name === 'help') {
      process.stdout.write(overview());
      return;
    }
    throw new UsageError(`unknown contract command "${name}"\n\n${overview()}`);
  }
  const values = parse(name, sub, rest);
  if (values === 'help') {
    process.stdout.write(helpOf(name, sub));
    return;
  }
  try {
    process.exitCode = await sub.run(values);
  } catch (err) {
    if (err instanceof ContractError) throw new UsageError(`contract error: ${err.message}`);
    if (err instanceof MissingFlag) throw new UsageError(`${err.message}\n\n${helpOf(name, sub)}`);
    throw err;
  }
}
