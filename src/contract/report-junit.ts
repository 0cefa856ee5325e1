/**
 * JUnit XML for CI, valid against the JUnit schema CI servers use (Jenkins' junit-10.xsd): a test
 * suite per check group, a test case per check. A failure is `<failure>`; drift is
 * `<skipped message="drift: ...">` (a CI dashboard shows it, and it is not green), or
 * `<failure type="drift">` under `--strict`; inconclusive and skipped checks are `<skipped>` with
 * the reason. A test case's basis, reference and safety are in its `<system-out>` (the schema
 * allows properties on suites only); each suite's properties carry the count per outcome of its
 * group and of the run. A run that checked no normative behaviour gets one more test case,
 * `run.normative-coverage`, failed (or skipped with `--allow-partial`), so a dashboard says so.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { countOutcomes } from './runner.js';
import { describeExchange, partialNotice } from './report-terminal.js';
import type { CheckResult, OutcomeKind, RunReport } from './types.js';

// XML 1.0 allows neither these control characters nor lone surrogates.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (s: string) => s.replace(INVALID_XML, '\uFFFD');
const OUTCOMES: OutcomeKind[] = ['pass', 'fail', 'drift', 'inconclusive', 'skipped'];

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

const isFailure = (r: CheckResult, strict: boolean) => r.outcome === 'fail' || (strict && r.outcome === 'drift');
const isSkipped = (r: CheckResult, strict: boolean) => r.outcome === 'inconclusive' || r.outcome === 'skipped' || (!strict && r.outcome === 'drift');

function testcase(r: CheckResult, strict: boolean): Record<string, unknown> {
  const about = `outcome: ${r.outcome}\nbasis: ${r.basis}\nref: ${r.ref}\nsafety: ${r.safety}\ntitle: ${r.title}${r.tags.length ? `\ntags: ${r.tags.join(',')}` : ''}`;
  const body = clean([r.reason ?? '', ...r.steps.map((s) => `- ${s}`), r.evidence ? describeExchange(r.evidence, '') : ''].filter(Boolean).join('\n'));
  const tc: Record<string, unknown> = { '@_name': r.id, '@_classname': `contract.${r.group}`, '@_time': seconds(r.ms) };
  const message = clean(`${r.outcome}: ${r.reason ?? ''}`.slice(0, 1000));
  if (r.outcome === 'fail') tc.failure = { '@_message': message, '@_type': `${r.basis}-failure`, '#text': body };
  else if (r.outcome === 'drift' && strict) tc.failure = { '@_message': message, '@_type': 'drift', '#text': body };
  else if (isSkipped(r, strict)) tc.skipped = { '@_message': message, ...(r.outcome === 'drift' ? { '@_type': 'drift', '#text': body } : {}) };
  tc['system-out'] = clean(about);
  return tc;
}

function countProperties(prefix: string, counts: Record<OutcomeKind, number>) {
  return OUTCOMES.map((o) => ({ '@_name': `${prefix}${o}`, '@_value': String(counts[o]) }));
}

/** The extra test case of a run that proved nothing normative. */
function coverageCase(report: RunReport): CheckResult | undefined {
  const notice = partialNotice(report);
  if (!notice) return undefined;
  return {
    id: 'run.normative-coverage', group: 'run', title: 'The run checked at least one normative behaviour', basis: 'normative', ref: 'DESIGN §2, §6',
    safety: 'read-only', tags: [], outcome: report.allowPartial ? 'skipped' : 'fail', reason: notice, steps: [], exchanges: [], ms: 0,
  };
}

export function junitXml(report: RunReport): string {
  const extra = coverageCase(report);
  const all = extra ? [...report.results, extra] : report.results;
  const groups = new Map<string, CheckResult[]>();
  for (const r of all) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
  const failed = (rs: CheckResult[]) => rs.filter((r) => isFailure(r, report.strict)).length;
  const skipped = (rs: CheckResult[]) => rs.filter((r) => isSkipped(r, report.strict)).length;
  const suites = [...groups].map(([group, rs]) => ({
    '@_name': group,
    '@_tests': rs.length,
    '@_failures': failed(rs),
    '@_errors': 0,
    '@_skipped': skipped(rs),
    '@_time': seconds(rs.reduce((s, r) => s + r.ms, 0)),
    '@_timestamp': report.startedAt.replace(/\.\d+Z$/, ''),
    properties: {
      property: [
        { '@_name': 'target', '@_value': report.target.url },
        { '@_name': 'run_id', '@_value': report.runId },
        { '@_name': 'mode', '@_value': report.mode },
        ...countProperties('outcome.', countOutcomes(rs)),
        ...countProperties('run.outcome.', report.counts),
        { '@_name': 'run.normative_checked', '@_value': String(report.coverage.normativeChecked) },
        { '@_name': 'run.exit_code', '@_value': String(report.exitCode) },
      ],
    },
    testcase: rs.map((r) => testcase(r, report.strict)),
  }));
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: {
      '@_name': `platform-sandbox contract ${report.runId}`,
      '@_tests': all.length,
      '@_failures': failed(all),
      '@_errors': 0,
      '@_time': seconds(report.ms),
      testsuite: suites,
    },
  }) as string;
}
