/**
 * `--summary FILE`: the run in Markdown, for a CI job's summary page (GitHub's
 * `$GITHUB_STEP_SUMMARY`, GitLab's and others' Markdown artefacts). The same counts as the JSON
 * report and the JUnit file; failures with their reason and reference, drift one line each,
 * inconclusive checks grouped by reason.
 */
import { partialNotice } from './report-terminal.js';
import type { CheckResult, RunReport } from './types.js';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const SHOWN = 50;

function table(title: string, rows: CheckResult[]): string[] {
  if (!rows.length) return [];
  const lines = [`### ${title} (${rows.length})`, '', '| Check | Basis | Ref | Why |', '|---|---|---|---|'];
  for (const r of rows.slice(0, SHOWN)) lines.push(`| \`${r.id}\` | ${r.basis} | ${cell(r.ref)} | ${cell((r.reason ?? '').slice(0, 300))} |`);
  if (rows.length > SHOWN) lines.push(`| … | | | ${rows.length - SHOWN} more in the JSON report |`);
  return [...lines, ''];
}

export function markdownSummary(report: RunReport): string {
  const c = report.counts;
  const verdict = report.exitCode === 0 ? 'passed' : `exit ${report.exitCode}`;
  const notice = partialNotice(report);
  const reasons = new Map<string, number>();
  for (const r of report.results.filter((x) => x.outcome === 'inconclusive')) {
    const key = (r.reason ?? '').replace(/: .*$/, '');
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  const lines = [
    `## Contract run ${report.runId}: ${verdict}`,
    '',
    `Target ${report.target.url} (project \`${report.target.project}\`, ${report.target.isSandbox ? 'a sandbox' : 'not a sandbox'}), mode \`${report.mode}\`, tiers ${report.tiers.join(', ')}${report.strict ? ', --strict' : ''}; ${(report.ms / 1000).toFixed(1)} s.`,
    '',
    '| pass | fail | drift | inconclusive | skipped | normative behaviour checks with a verdict |',
    '|---:|---:|---:|---:|---:|---:|',
    `| ${c.pass} | ${c.fail} | ${c.drift} | ${c.inconclusive} | ${c.skipped} | ${report.coverage.normativeChecked} of ${report.coverage.normativeSelected} |`,
    '',
    ...(notice ? [`> **${notice}**`, ''] : []),
    ...table('Failures', report.results.filter((r) => r.outcome === 'fail')),
    ...table('Drift', report.results.filter((r) => r.outcome === 'drift')),
    ...(reasons.size ? ['### Inconclusive', '', ...[...reasons].map(([k, n]) => `- ${n} × ${k}`), ''] : []),
  ];
  return `${lines.join('\n')}\n`;
}
