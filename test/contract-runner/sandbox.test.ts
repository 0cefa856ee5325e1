import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { junitXml } from '../../src/contract/report-junit.js';
import { runContract } from '../../src/contract/runner.js';
import type { CheckResult, RunReport } from '../../src/contract/types.js';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { checkJunit } from './junit-schema.js';

let sb: Sandbox;
let report: RunReport;
const ledgerDir = mkdtempSync(join(tmpdir(), 'contract-ledger-'));

// A default sandbox (no quota): the runner gives its own project a quota through the control API.
beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', validateResponses: true });
  report = await runContract({ target: sb.url, token: sb.operatorToken, project: 'contract-ci', ledgerDir });
}, 90_000);
afterAll(async () => {
  await sb?.stop();
});

const brief = (r: CheckResult) => ({ id: r.id, outcome: r.outcome, reason: r.reason, steps: r.steps, status: r.evidence?.response?.status });

describe('contract run against the sandbox (CI runs this on every push)', () => {
  it('passes every normative and convention check it can run, in under 60 s', () => {
    expect(report.results.filter((r) => r.outcome === 'fail' || r.outcome === 'drift').map(brief)).toEqual([]);
    // Left open may be only: operations the sandbox does not describe (yet), and the load checks
    // when this machine cannot send 200 calls a second (a loaded CI box); never anything else.
    const open = report.results.filter((r) => r.outcome === 'inconclusive');
    const excused = (r: CheckResult) => r.reason!.startsWith('not advertised') || (r.tags.includes('load') && r.reason!.startsWith('limit not reached'));
    expect(open.filter((r) => !excused(r)).map(brief)).toEqual([]);
    expect(report.counts.skipped).toBe(0);
    expect(report.counts.pass).toBeGreaterThan(20);
    expect(report.target).toMatchObject({ isSandbox: true, isLocalhost: true });
    expect(report.mode).toBe('destructive');
    expect(report.exitCode).toBe(0);
    expect(report.ms).toBeLessThan(60_000);
  });

  it('runs both tiers, normative checks citing the spec', () => {
    const normative = report.results.filter((r) => r.basis === 'normative');
    expect(normative.length).toBeGreaterThan(8);
    for (const r of normative) expect(r.ref).toMatch(/§\d/);
    expect(report.results.some((r) => r.basis === 'convention')).toBe(true);
  });

  it('saw only answers that match the contract (the sandbox checks its own answers in tests)', () => {
    expect(sb.violations).toEqual([]);
  });

  it('removes everything it created and leaves no ledger behind', async () => {
    expect(report.cleanup.left).toEqual([]);
    expect(readdirSync(ledgerDir)).toEqual([]);
    const r = await fetch(`${sb.url}/v2/registry/devices?tags=${report.runId ? `cr-${report.runId}` : ''}`, { headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'contract-ci' } });
    expect((await r.json()).data).toEqual([]);
  });

  it('writes JUnit XML valid against the JUnit schema, one test case per check with basis and ref, counts per outcome', async () => {
    const { problems, cases, properties } = await checkJunit(junitXml(report));
    expect(problems).toEqual([]);
    expect(cases.map((c) => c.name)).toEqual(report.results.map((r) => r.id));
    for (const [i, c] of cases.entries()) {
      expect(c.about).toMatchObject({ basis: report.results[i].basis, ref: report.results[i].ref, outcome: report.results[i].outcome });
      expect(c.classname).toBe(`contract.${report.results[i].group}`);
    }
    expect(properties.bulk).toMatchObject({ 'run.outcome.pass': String(report.counts.pass), 'run.outcome.fail': '0', 'run.normative_checked': String(report.coverage.normativeChecked) });
    expect(Number(properties.bulk['outcome.pass'])).toBe(report.results.filter((r) => r.group === 'bulk' && r.outcome === 'pass').length);
  });

  it('proves the quota weight of a bulk call on a default sandbox, then takes the quota away', async () => {
    expect(report.results.find((r) => r.id === 'limits.bulk-quota-weight')).toMatchObject({ outcome: 'pass' });
    const r = await fetch(`${sb.url}/_sandbox/projects/contract-ci/quota`);
    expect(r.status).toBe(404);
  });

  it('checked normative behaviour, and says how much', () => {
    expect(report.coverage.partial).toBe(false);
    expect(report.coverage.normativeChecked).toBeGreaterThan(8);
  });
});
