/**
 * JUnit XML for CI: a test suite per check group, a test case per check with its basis, ref,
 * safety and outcome as properties. A failure is `<failure>`; drift is a `<failure type="drift">`
 * under `--strict` and a passing case with the drift in `<system-out>` otherwise; inconclusive and
 * skipped checks are `<skipped>` with the reason.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { describeExchange } from './report-terminal.js';
import type { CheckResult, RunReport } from './types.js';

// XML 1.0 allows neither these control characters nor lone surrogates.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (s: string) => s.replace(INVALID_XML, '\uFFFD');

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

function testcase(r: CheckResult, strict: boolean): Record<string, unknown> {
  const body = clean([r.reason ?? '', ...r.steps.map((s) => `- ${s}`), r.evidence ? describeExchange(r.evidence, '') : ''].filter(Boolean).join('\n'));
  const tc: Record<string, unknown> = {
    '@_name': r.id,
    '@_classname': `contract.${r.group}`,
    '@_time': seconds(r.ms),
    properties: {
      property: [
        { '@_name': 'basis', '@_value': r.basis },
        { '@_name': 'ref', '@_value': clean(r.ref) },
        { '@_name': 'safety', '@_value': r.safety },
        { '@_name': 'outcome', '@_value': r.outcome },
        { '@_name': 'title', '@_value': clean(r.title) },
        ...(r.tags.length ? [{ '@_name': 'tags', '@_value': r.tags.join(',') }] : []),
      ],
    },
  };
  if (r.outcome === 'fail') tc.failure = { '@_message': clean(r.reason ?? 'failed'), '@_type': `${r.basis}-failure`, '#text': body };
  else if (r.outcome === 'drift' && strict) tc.failure = { '@_message': clean(r.reason ?? 'drift'), '@_type': 'drift', '#text': body };
  else if (r.outcome === 'drift') tc['system-out'] = `DRIFT (convention not followed): ${body}`;
  else if (r.outcome === 'inconclusive' || r.outcome === 'skipped') tc.skipped = { '@_message': clean(`${r.outcome}: ${r.reason ?? ''}`) };
  return tc;
}

export function junitXml(report: RunReport): string {
  const groups = new Map<string, CheckResult[]>();
  for (const r of report.results) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
  const failed = (rs: CheckResult[]) => rs.filter((r) => r.outcome === 'fail' || (report.strict && r.outcome === 'drift')).length;
  const skipped = (rs: CheckResult[]) => rs.filter((r) => r.outcome === 'inconclusive' || r.outcome === 'skipped').length;
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
      ],
    },
    testcase: rs.map((r) => testcase(r, report.strict)),
  }));
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: {
      '@_name': `platform-sandbox contract ${report.runId}`,
      '@_tests': report.results.length,
      '@_failures': failed(report.results),
      '@_errors': 0,
      '@_skipped': skipped(report.results),
      '@_time': seconds(report.ms),
      testsuite: suites,
    },
  }) as string;
}
