/**
 * `contract parity`: the same checks against two targets (typically the sandbox and a real
 * deployment), then, check by check, whether they agree. Besides the outcome, the statuses and
 * the shapes of the answers are compared, with volatile values (ids, timestamps, ETags) ignored.
 */
import { isDeepStrictEqual } from 'node:util';
import { runContract, type RunOptions } from './runner.js';
import type { CheckResult, OutcomeKind, RunReport } from './types.js';

export type ParityVerdict = 'agree' | 'a-only' | 'b-only' | 'both-fail' | 'not-compared';

export interface ParityRow {
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

export function answerDifferences(a: CheckResult, b: CheckResult): string[] {
  const out: string[] = [];
  const n = Math.min(a.exchanges.length, b.exchanges.length);
  if (a.exchanges.length !== b.exchanges.length) out.push(`${a.exchanges.length} calls on A, ${b.exchanges.length} on B`);
  for (let i = 0; i < n; i++) {
    const [x, y] = [a.exchanges[i], b.exchanges[i]];
    const what = `call ${i + 1} (${x.method} ${x.operation ?? '?'})`;
    if (x.status !== y.status) out.push(`${what}: status ${x.status} on A, ${y.status} on B`);
    else if (!isDeepStrictEqual(x.shape, y.shape)) out.push(`${what}: the answers differ in shape`);
  }
  return out;
}

export function compareReports(a: RunReport, b: RunReport): ParityReport {
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
      differences: verdict === 'not-compared' ? [] : answerDifferences(ra, rb),
      reasonA: ra.reason,
      reasonB: rb.reason,
    });
  }
  const counts = { agree: 0, 'a-only': 0, 'b-only': 0, 'both-fail': 0, 'not-compared': 0 } as Record<ParityVerdict, number>;
  for (const r of rows) counts[r.verdict]++;
  const side = (r: RunReport) => ({ url: r.target.url, project: r.target.project, runId: r.runId, exitCode: r.exitCode });
  return { a: side(a), b: side(b), rows, counts };
}

export async function runParity(a: RunOptions, b: RunOptions): Promise<{ parity: ParityReport; a: RunReport; b: RunReport }> {
  // One after the other: two load checks at once would blur each other's timing.
  const ra = await runContract(a);
  const rb = await runContract(b);
  return { parity: compareReports(ra, rb), a: ra, b: rb };
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
    '',
    '| Check | Basis | Ref | A | B | Verdict | Differences |',
    '|---|---|---|---|---|---|---|',
  ];
  const order: ParityVerdict[] = ['a-only', 'b-only', 'both-fail', 'agree', 'not-compared'];
  for (const v of order) {
    for (const r of p.rows.filter((x) => x.verdict === v)) {
      const diff = [...r.differences, ...(r.a !== 'pass' && r.reasonA ? [`A: ${r.reasonA}`] : []), ...(r.b !== 'pass' && r.reasonB ? [`B: ${r.reasonB}`] : [])];
      lines.push(`| ${r.id} | ${r.basis} | ${cell(r.ref)} | ${r.a} | ${r.b} | ${r.verdict} | ${cell(diff.join('; ').slice(0, 400))} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
