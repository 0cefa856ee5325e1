/**
 * What a person sees: a line per check as it finishes, grouped, and at the end a summary with
 * every failing check, the request and response that failed, and the spec reference.
 */
import type { ProgressEvent } from './runner.js';
import type { CheckResult, Exchange, OutcomeKind, RunReport } from './types.js';

const MARK: Record<OutcomeKind, string> = { pass: 'PASS', fail: 'FAIL', drift: 'DRIFT', inconclusive: 'INCONCL', skipped: 'SKIP' };
const SHOWN_BODY = 1200;

export function progressLine(event: ProgressEvent): string | undefined {
  switch (event.kind) {
    case 'start':
      return `contract run ${event.report.runId} against ${event.report.target.url} (project ${event.report.target.project}; ${event.report.target.isSandbox ? 'a sandbox' : 'not a sandbox'}; mode ${event.report.mode}; tiers ${event.report.tiers.join(',')}) — ${event.checks} checks`;
    case 'group':
      return `\n${event.group} (${event.checks})`;
    case 'check': {
      const r = event.result;
      const why = r.outcome === 'pass' ? '' : `  — ${r.reason}`;
      return `  ${MARK[r.outcome].padEnd(7)} ${r.id}  [${r.basis} ${r.ref}] ${r.ms} ms${why}`;
    }
    case 'cleanup':
      return `\ncleanup: removed ${event.removed}${event.left.length ? `, could not remove ${event.left.length}: ${event.left.slice(0, 10).join(', ')}` : ''}`;
  }
}

function clip(value: unknown): string {
  if (value === undefined) return '(no body)';
  const s = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return s.length > SHOWN_BODY ? `${s.slice(0, SHOWN_BODY)}… (${s.length} characters)` : s;
}

export function describeExchange(e: Exchange, indent = '    '): string {
  const lines = [`${e.request.method} ${e.request.url}`];
  if (e.request.body !== undefined) lines.push(`request body: ${clip(e.request.body)}`);
  if (e.response) {
    const headers = Object.entries(e.response.headers)
      .filter(([k]) => /^(content-type|retry-after|ratelimit|ratelimit-policy|www-authenticate|idempotent-replayed|location|etag)$/.test(k))
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

export function summary(report: RunReport): string {
  const bad = report.results.filter((r) => r.outcome === 'fail' || r.outcome === 'drift');
  const c = report.counts;
  const lines = ['', '='.repeat(72)];
  if (bad.length) lines.push(...bad.map(detail), '');
  const inconclusive = report.results.filter((r) => r.outcome === 'inconclusive');
  if (inconclusive.length) {
    const reasons = new Map<string, number>();
    for (const r of inconclusive) {
      const key = (r.reason ?? '').replace(/: .*$/, '');
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    lines.push(`inconclusive: ${[...reasons].map(([k, n]) => `${n} ${k}`).join('; ')}`);
  }
  lines.push(
    `${c.pass} passed, ${c.fail} failed, ${c.drift} drift, ${c.inconclusive} inconclusive, ${c.skipped} skipped in ${(report.ms / 1000).toFixed(1)} s`,
    `exit ${report.exitCode}${report.exitCode === 1 ? ' (failures)' : report.exitCode === 3 ? ' (drift, --strict)' : ''}`,
  );
  return lines.join('\n');
}
