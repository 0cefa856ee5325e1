/**
 * `contract parity`: the same checks against two targets (typically the sandbox and a real
 * deployment), then, check by check, whether they agree. Besides the outcome, each answer is
 * compared call by call: status, the headers the rules name, and the body's skeleton (types per
 * JSON pointer; values only where the rules say), so ids, timestamps and seeded values never
 * count as differences. Each difference names its pointer and both sides.
 */
import { DEFAULT_RULES, skeletonDifferences, type ParityRules } from './normalise.js';
import { runContract, type RunOptions } from './runner.js';
import type { CheckResult, OutcomeKind, RunReport } from './types.js';

export type ParityVerdict = 'agree' | 'a-only' | 'b-only' | 'both-fail' | 'not-compared';

interface ParityRow {
  id: string;
  basis: string;
  ref: string;
  a: OutcomeKind;
  b: OutcomeKind;
  verdict: ParityVerdict;
  /** Where the answers differ although both targets ran the check (statuses, shapes). */
  differences: string[];
  reasonA?: string;
  reasonB?: string;
}

export interface ParityReport {
  a: { url: string; project: string; runId: string; exitCode: number };
  b: { url: string; project: string; runId: string; exitCode: number };
  rows: ParityRow[];
  counts: Record<ParityVerdict, number>;
}

const ran = (o: OutcomeKind) => o === 'pass' || o === 'fail' || o === 'drift';

/** A check "holds" on a target when it passes; fail and drift both mean it does not. */
export function verdictOf(a: OutcomeKind, b: OutcomeKind): ParityVerdict {
  if (!ran(a) || !ran(b)) return 'not-compared';
  if (a === 'pass' && b === 'pass') return 'agree';
  if (a === 'pass') return 'a-only';
  if (b === 'pass') return 'b-only';
  return 'both-fail';
}

function answerDifferences(a: CheckResult, b: CheckResult, rules: ParityRules = DEFAULT_RULES): string[] {
  const out: string[] = [];
  const n = Math.min(a.exchanges.length, b.exchanges.length);
  if (a.exchanges.length !== b.exchanges.length) out.push(`${a.exchanges.length} calls on A, ${b.exchanges.length} on B`);
  for (let i = 0; i < n; i++) {
    const [x, y] = [a.exchanges[i], b.exchanges[i]];
    const what = `call ${i + 1} (${x.method} ${x.operation ?? '?'})`;
    if (x.status !== y.status) {
      out.push(`${what}: status ${x.status} on A, ${y.status} on B`);
      continue;
    }
    const headers = skeletonDifferences(prefixed(x.headers), prefixed(y.headers), { ...rules, nullMatchesAny: false });
    out.push(...headers.map((d) => `${what}: header ${d.slice(1)}`));
    out.push(...skeletonDifferences(x.body ?? {}, y.body ?? {}, rules).map((d) => `${what}: ${d}`));
  }
  return out;
}

const prefixed = (h: Record<string, string> = {}) => Object.fromEntries(Object.entries(h).map(([k, v]) => [`/${k}`, v]));

export function compareReports(a: RunReport, b: RunReport, rules: ParityRules = DEFAULT_RULES): ParityReport {
  const byId = new Map(b.results.map((r) => [r.id, r]));
  const rows: ParityRow[] = [];
  for (const ra of a.results) {
    const rb = byId.get(ra.id);
    if (!rb) continue;
    const verdict = verdictOf(ra.outcome, rb.outcome);
    rows.push({
      id: ra.id,
      basis: ra.basis,
      ref: ra.ref,
      a: ra.outcome,
      b: rb.outcome,
      verdict,
      // A load check's calls depend on timing (how many go out, which one meets the limit), not on the target's behaviour.
      differences: verdict === 'not-compared' || ra.tags.includes('load') ? [] : answerDifferences(ra, rb, rules),
      reasonA: ra.reason,
      reasonB: rb.reason,
    });
  }
  const counts = { agree: 0, 'a-only': 0, 'b-only': 0, 'both-fail': 0, 'not-compared': 0 } as Record<ParityVerdict, number>;
  for (const r of rows) counts[r.verdict]++;
  const side = (r: RunReport) => ({ url: r.target.url, project: r.target.project, runId: r.runId, exitCode: r.exitCode });
  return { a: side(a), b: side(b), rows, counts };
}

export async function runParity(a: RunOptions, b: RunOptions, rules: ParityRules = DEFAULT_RULES): Promise<{ parity: ParityReport; a: RunReport; b: RunReport }> {
  // One after the other: two load checks at once would blur each other's timing.
  const ra = await runContract({ ...a, parityRules: rules });
  const rb = await runContract({ ...b, parityRules: rules });
  return { parity: compareReports(ra, rb, rules), a: ra, b: rb };
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function parityMarkdown(p: ParityReport): string {
  const c = p.counts;
  const lines = [
    '# Contract parity',
    '',
    `- A: ${p.a.url} (project ${p.a.project}, run ${p.a.runId})`,
    `- B: ${p.b.url} (project ${p.b.project}, run ${p.b.runId})`,
    `- ${c.agree} agree, ${c['a-only']} hold only on A, ${c['b-only']} hold only on B, ${c['both-fail']} fail on both, ${c['not-compared']} not compared (inconclusive or skipped on a side)`,
    `- ${p.rows.reduce((n, r) => n + r.differences.length, 0)} difference(s) between the answers (status, headers, body skeleton by JSON pointer; ids, timestamps and seeded values are not compared)`,
    '',
    '| Check | Basis | Ref | A | B | Verdict | Why |',
    '|---|---|---|---|---|---|---|',
  ];
  const order: ParityVerdict[] = ['a-only', 'b-only', 'both-fail', 'agree', 'not-compared'];
  for (const v of order) {
    for (const r of p.rows.filter((x) => x.verdict === v)) {
      const diff = [...(r.differences.length ? [`${r.differences.length} difference(s), listed below`] : []), ...(r.a !== 'pass' && r.reasonA ? [`A: ${r.reasonA}`] : []), ...(r.b !== 'pass' && r.reasonB ? [`B: ${r.reasonB}`] : [])];
      lines.push(`| ${r.id} | ${r.basis} | ${cell(r.ref)} | ${r.a} | ${r.b} | ${r.verdict} | ${cell(diff.join('; ').slice(0, 400))} |`);
    }
  }
  const differing = p.rows.filter((r) => r.differences.length);
  if (differing.length) {
    lines.push('', '## Differences between the answers', '');
    for (const r of differing) {
      lines.push(`- \`${r.id}\``, ...r.differences.slice(0, 20).map((d) => `  - ${d}`));
      if (r.differences.length > 20) lines.push(`  - … ${r.differences.length - 20} more in the JSON report`);
    }
  }
  return `${lines.join('\n')}\n`;
}
