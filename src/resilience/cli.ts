/**
 * `platform-sandbox contract resilience --target URL --project P`: reads the target sandbox's
 * resilience report of a project (GET /_sandbox/projects/{project}/resilience) and renders it like
 * the runner does its runs: lines on the terminal, `--junit FILE` (one test case per expectation:
 * violated a failure, not exercised skipped), `--summary FILE` / `--markdown FILE` (Markdown),
 * `--json FILE` (the report as served). Exit 0 when nothing is violated, 1 when something is, 2 on
 * a usage error or a target that does not answer the report.
 */
import { writeFileSync } from 'node:fs';
import { XMLBuilder } from 'fast-xml-parser';
import { UsageError } from '../config/env.js';
import type { ResilienceReport } from './report.js';

export interface ResilienceArgs {
  target?: string;
  project?: string;
  adminToken?: string;
  maxInFlight?: number;
  maxAttempts?: number;
  junit?: string;
  markdown?: string;
  json?: string;
}

const MARK = { met: 'met', violated: 'VIOLATED', not_exercised: 'not exercised' } as const;

type AttemptEvidence = ResilienceReport['expectations'][number]['violations'][number]['deliveries'][number];

const deliveryLine = (d: AttemptEvidence) =>
  `${d.at} webhook ${d.webhook_id} ${d.event_type} attempt ${d.attempt}${d.bad_signature ? ' (badly signed)' : ''}${d.duplicate ? ' (duplicate)' : ''} -> ${d.status ?? d.error}`;

function resilienceTerminal(r: ResilienceReport): string {
  const dropped = r.dropped || r.deliveries_dropped ? ` (${r.dropped} older calls and ${r.deliveries_dropped} attempts dropped; complete from ${r.complete_from})` : '';
  const lines = [`Resilience of the client in project ${r.project}: ${r.calls} calls and ${r.deliveries} webhook attempts recorded${dropped}`];
  for (const e of r.expectations) {
    lines.push(`  ${MARK[e.verdict].padEnd(13)} ${e.id.padEnd(24)} ${e.expectation}`);
    for (const v of e.violations) {
      lines.push(`      ${v.detail}`);
      for (const c of v.calls) lines.push(`        ${c.at} ${c.request_id} ${c.method} ${c.path} -> ${c.status}${c.idempotency_key ? ` key=${c.idempotency_key}` : ''}${c.faults.length ? ` [${c.faults.join(', ')}]` : ''}`);
      for (const d of v.deliveries) lines.push(`        ${deliveryLine(d)}`);
    }
  }
  lines.push(`Score: ${r.score.met}/${r.score.exercised} expectations met; fault coverage: ${r.fault_coverage.met.length}/${r.fault_coverage.in_force.length} kinds in force met (${r.fault_coverage.met.join(', ') || 'none'})`);
  for (const n of r.notes) lines.push(`Note: ${n}`);
  return `${lines.join('\n')}\n`;
}

function resilienceMarkdown(r: ResilienceReport): string {
  const rows = r.expectations.map((e) => `| \`${e.id}\` | ${e.verdict === 'violated' ? '**violated**' : MARK[e.verdict]} | ${e.expectation} | ${e.violations.map((v) => v.detail).join('; ')} |`);
  return [
    `### Resilience of the client in \`${r.project}\``,
    '',
    `Score **${r.score.met}/${r.score.exercised}**; fault coverage ${r.fault_coverage.met.length}/${r.fault_coverage.in_force.length}; ${r.calls} calls, ${r.deliveries} webhook attempts${r.dropped || r.deliveries_dropped ? `, complete from ${r.complete_from}` : ''}.`,
    '',
    '| Expectation | Verdict | What | Evidence |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function resilienceJunit(r: ResilienceReport): string {
  const testcase = r.expectations.map((e) => {
    const tc: Record<string, unknown> = { '@_name': e.id, '@_classname': `resilience.${e.fault}` };
    if (e.verdict === 'violated') {
      const text = e.violations.map((v) => [v.detail, ...v.calls.map((c) => `  ${c.at} ${c.request_id} ${c.method} ${c.path} -> ${c.status} key=${c.idempotency_key ?? '-'}`), ...v.deliveries.map((d) => `  ${deliveryLine(d)}`)].join('\n')).join('\n');
      tc.failure = { '@_message': e.violations[0].detail, '@_type': 'violated', '#text': text };
    } else if (e.verdict === 'not_exercised') tc.skipped = { '@_message': 'not exercised' };
    return tc;
  });
  const failures = r.expectations.filter((e) => e.verdict === 'violated').length;
  const skipped = r.expectations.filter((e) => e.verdict === 'not_exercised').length;
  const xml = new XMLBuilder({ ignoreAttributes: false, format: true }).build({
    testsuites: { '@_name': 'resilience', '@_tests': r.expectations.length, '@_failures': failures, testsuite: { '@_name': `resilience.${r.project}`, '@_tests': r.expectations.length, '@_failures': failures, '@_skipped': skipped, '@_errors': 0, testcase } },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}

export async function resilienceCommand(a: ResilienceArgs): Promise<number> {
  if (!a.target || !a.project) throw new UsageError('contract resilience needs --target URL and --project P');
  const url = new URL(`/_sandbox/projects/${encodeURIComponent(a.project)}/resilience`, a.target);
  if (a.maxInFlight !== undefined) url.searchParams.set('max_in_flight', String(a.maxInFlight));
  if (a.maxAttempts !== undefined) url.searchParams.set('max_attempts', String(a.maxAttempts));
  const res = await fetch(url, { headers: { accept: 'application/json', ...(a.adminToken ? { authorization: `Bearer ${a.adminToken}` } : {}) } });
  const text = await res.text();
  if (res.status !== 200) throw new UsageError(`${url} answered ${res.status}: ${text.slice(0, 500)}`);
  const report = JSON.parse(text) as ResilienceReport;
  process.stdout.write(resilienceTerminal(report));
  if (a.junit) writeFileSync(a.junit, resilienceJunit(report));
  if (a.markdown) writeFileSync(a.markdown, resilienceMarkdown(report));
  if (a.json) writeFileSync(a.json, `${JSON.stringify(report, null, 2)}\n`);
  return report.expectations.some((e) => e.verdict === 'violated') ? 1 : 0;
}
