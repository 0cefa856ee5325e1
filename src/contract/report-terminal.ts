/**
 * What a person sees: a line per check as it finishes, grouped, and at the end a summary with
 * every failing check, the request and response that failed, and the spec reference.
 */
import { EXIT, isNormativeBehaviour, type ProgressEvent } from './runner.js';
import type { CheckResult, Exchange, OutcomeKind, RunReport } from './types.js';

const MARK: Record<OutcomeKind, string> = { pass: 'PASS', fail: 'FAIL', drift: 'DRIFT', inconclusive: 'INCONCL', skipped: 'SKIP' };
const SHOWN_BODY = 1200;

export type Verbosity = 'quiet' | 'normal' | 'verbose';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function checkLine(r: CheckResult): string {
  const why = r.outcome === 'pass' ? '' : `  — ${r.reason}`;
  return `  ${MARK[r.outcome].padEnd(7)} ${r.id}  [${r.basis} ${r.ref}] ${r.ms} ms${why}`;
}

/**
 * The lines a person sees while the run goes on. `quiet`: only failures (the summary follows);
 * `normal`: a line per check, what a check waits for, and a progress line per group with N/M and
 * the elapsed time; `verbose`: also every exchange (credentials redacted).
 */
export function progressLine(event: ProgressEvent, verbosity: Verbosity = 'normal'): string | undefined {
  if (verbosity === 'quiet') return event.kind === 'check' && event.result.outcome === 'fail' ? checkLine(event.result) : undefined;
  switch (event.kind) {
    case 'start':
      return `contract run ${event.report.runId} against ${event.report.target.url} (project ${event.report.target.project}; ${event.report.target.isSandbox ? 'a sandbox' : 'not a sandbox'}; mode ${event.report.mode}; tiers ${event.report.tiers.join(',')}) — ${event.checks} checks`;
    case 'group':
      return `\n${event.group} (${event.checks})`;
    case 'check':
      return checkLine(event.result);
    case 'group-done': {
      const c = Object.entries(event.counts).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join(', ');
      return `  -- ${event.group} done (${c}): ${event.done}/${event.total} checks, ${seconds(event.elapsedMs)} elapsed`;
    }
    case 'note':
      return `  ... ${event.check}: ${event.message}`;
    case 'exchange':
      return verbosity === 'verbose' ? `    [${event.check}]\n${describeExchange(event.exchange, '      ', true)}` : undefined;
    case 'cleanup':
      return `\ncleanup: removed ${event.removed}${event.left.length ? `, could not remove ${event.left.length}: ${event.left.slice(0, 10).join(', ')}` : ''}`;
  }
}

function clip(value: unknown): string {
  if (value === undefined) return '(no body)';
  const s = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return s.length > SHOWN_BODY ? `${s.slice(0, SHOWN_BODY)}… (${s.length} characters)` : s;
}

/** A call and its answer for people; `all` adds every header (`--verbose`). */
export function describeExchange(e: Exchange, indent = '    ', all = false): string {
  const lines = [`${e.request.method} ${e.request.url}`];
  if (all) lines.push(...Object.entries(e.request.headers).map(([k, v]) => `${k}: ${v}`));
  if (e.request.body !== undefined) lines.push(`request body: ${clip(e.request.body)}`);
  if (e.response) {
    const headers = Object.entries(e.response.headers)
      .filter(([k]) => all || /^(content-type|retry-after|ratelimit|ratelimit-policy|www-authenticate|idempotent-replayed|location|etag)$/.test(k))
      .map(([k, v]) => `${k}: ${v}`);
    lines.push(`→ ${e.response.status}${headers.length ? `  (${headers.join('; ')})` : ''}`, `response body: ${clip(e.response.body)}`);
  } else if (e.error) lines.push(`→ no answer: ${e.error}`);
  return lines.flatMap((l) => l.split('\n')).map((l) => indent + l).join('\n');
}

function detail(r: CheckResult): string {
  const lines = [`${MARK[r.outcome]} ${r.id}: ${r.title}`, `  basis ${r.basis}; ref ${r.ref}; safety ${r.safety}`, `  ${r.reason}`];
  if (r.steps.length) lines.push('  steps:', ...r.steps.map((s) => `    - ${s}`));
  if (r.evidence) lines.push('  the exchange:', describeExchange(r.evidence));
  return lines.join('\n');
}

/** Why a run proved nothing the spec states, and what to do about it; undefined when it did. */
export function partialNotice(report: RunReport): string | undefined {
  if (!report.coverage.partial) return undefined;
  const normative = report.results.filter(isNormativeBehaviour);
  const why = new Map<string, number>();
  for (const r of normative) {
    const key = (r.reason ?? r.outcome).replace(/:.*$/, '').replace(/ \(the run is .*\)$/, '');
    why.set(key, (why.get(key) ?? 0) + 1);
  }
  const reasons = [...why].map(([k, n]) => `${n} ${k}`).join('; ');
  return `NO NORMATIVE BEHAVIOUR CHECKED: none of ${normative.length} normative behaviour check(s) ran to a verdict${reasons ? ` (${reasons})` : ''}. ` +
    `Against a staging deployment run with --mode isolated-writes; --allow-partial accepts a run like this one (exit 0 instead of ${EXIT.partial}).`;
}

const EXIT_MEANING: Record<number, string> = { [EXIT.failed]: 'failures', [EXIT.drift]: 'drift, --strict', [EXIT.partial]: 'no normative behaviour checked' };
const SHOWN_DRIFT = 10;

/** The end of a run: every failure in full, drift one line each, the counts, coverage and exit code. */
export function summary(report: RunReport): string {
  const c = report.counts;
  const lines = ['', '='.repeat(72)];
  const failed = report.results.filter((r) => r.outcome === 'fail');
  if (failed.length) lines.push(...failed.map(detail), '');
  const drift = report.results.filter((r) => r.outcome === 'drift');
  if (drift.length) {
    lines.push(`drift (conventions the target does not follow${report.strict ? '' : '; not fatal without --strict'}):`);
    lines.push(...drift.slice(0, SHOWN_DRIFT).map((r) => `  ${r.id}: ${(r.reason ?? '').slice(0, 160)}`));
    if (drift.length > SHOWN_DRIFT) lines.push(`  … and ${drift.length - SHOWN_DRIFT} more (in the JSON and JUnit reports)`);
  }
  const inconclusive = report.results.filter((r) => r.outcome === 'inconclusive');
  if (inconclusive.length) {
    const reasons = new Map<string, number>();
    for (const r of inconclusive) {
      const key = (r.reason ?? '').replace(/: .*$/, '');
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    lines.push(`inconclusive: ${[...reasons].map(([k, n]) => `${n} ${k}`).join('; ')}`);
  }
  const notice = partialNotice(report);
  if (notice) lines.push(notice);
  lines.push(
    `${c.pass} passed, ${c.fail} failed, ${c.drift} drift, ${c.inconclusive} inconclusive, ${c.skipped} skipped in ${seconds(report.ms)}`,
    `normative behaviour checks with a verdict: ${report.coverage.normativeChecked} of ${report.coverage.normativeSelected}`,
    `exit ${report.exitCode}${EXIT_MEANING[report.exitCode] ? ` (${EXIT_MEANING[report.exitCode]})` : ''}`,
  );
  return lines.join('\n');
}
