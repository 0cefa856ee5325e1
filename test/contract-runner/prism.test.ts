import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { junitXml } from '../../src/contract/report-junit.js';
import { markdownSummary } from '../../src/contract/report-markdown.js';
import { progressLine } from '../../src/contract/report-terminal.js';
import { runContract, type ProgressEvent } from '../../src/contract/runner.js';
import type { RunReport } from '../../src/contract/types.js';
import { checkJunit } from './junit-schema.js';
import { startPrism, type Running } from './targets.js';

// Prism's document lacks three routes of the contract: one the spec lists (§4's table) and two
// of our conventions, the subscription endpoint among them.
const LACKING = ['GET /v2/registry/devices/{id}', 'GET /v1/assets/licenses', 'POST /events/subscriptions'];
const TOKEN = 'prism-run-token-0123456789';

let prism: Running;
let report: RunReport;
const events: ProgressEvent[] = [];
const ledgerDir = mkdtempSync(join(tmpdir(), 'contract-ledger-'));

beforeAll(async () => {
  prism = await startPrism(LACKING);
  report = await runContract({ target: prism.url, token: TOKEN, adminToken: 'prism-admin-token-9876543210', project: 'contract-prism', ledgerDir, mode: 'isolated-writes', onProgress: (e) => events.push(e) });
}, 120_000);
afterAll(async () => {
  await prism?.stop();
});

const result = (id: string) => report.results.find((r) => r.id === id)!;
const outcome = (id: string) => result(id)?.outcome;

describe("contract run against Prism's stateless mock of the contract, lacking three routes", () => {
  it('is not mistaken for a sandbox, and exits 1', () => {
    expect(report.target.isSandbox).toBe(false);
    expect(report.exitCode).toBe(1);
  });

  it('fails the check of an operation the spec lists and the target does not serve (Prism NO_PATH_MATCHED)', () => {
    expect(result('openapi.get-device')).toMatchObject({ outcome: 'fail', reason: expect.stringMatching(/^not served: GET \/v2\/registry\/devices\/[^ ]+ answered 40[45] \((NO_PATH|NO_METHOD)_MATCHED\); the spec lists GET \/v2\/registry\/devices\/\{id\} \(§4\)/) });
    expect([404, 405]).toContain(result('openapi.get-device').evidence?.response?.status);
  });

  it('is inconclusive "not served" for a conventional operation the target lacks, never a pass', () => {
    expect(result('openapi.list-licenses')).toMatchObject({ outcome: 'inconclusive', reason: expect.stringMatching(/^not served: GET \/v1\/assets\/licenses answered 40[45]/) });
    expect(result('openapi.create-subscription')).toMatchObject({ outcome: 'inconclusive', reason: expect.stringMatching(/^not served/) });
  });

  it('makes a behaviour check whose setup needs a route the target lacks inconclusive, at once', () => {
    for (const id of ['webhooks.delivery-is-json', 'webhooks.standard-signature', 'webhooks.payload-schema', 'webhooks.retry-after-failure']) {
      expect(result(id), id).toMatchObject({ outcome: 'inconclusive', reason: expect.stringMatching(/^not served: POST \/events\/subscriptions answered 40[45]/) });
      expect(result(id).ms, id).toBeLessThan(3000);
    }
  });

  it('passes the schema checks of the operations it serves', () => {
    const served = report.results.filter((r) => r.group === 'openapi' && r.outcome !== 'inconclusive' && r.id !== 'openapi.get-device');
    expect(served.length).toBeGreaterThan(3);
    expect(served.map((r) => [r.id, r.outcome, r.reason])).toEqual(served.map((r) => [r.id, 'pass', undefined]));
    expect(outcome('openapi.list-devices')).toBe('pass');
  });

  it('fails the behaviour checks that need state: normative ones fail, conventions are drift', () => {
    expect(outcome('tags.single-tag')).toBe('fail');
    expect(outcome('tags.and')).toBe('drift');
    expect(outcome('sync.updated-since-after-only')).toBe('drift');
    expect(outcome('bulk.processed-207')).toBe('pass');
  });

  it('makes checks that need the control API inconclusive, and skips load checks in isolated-writes mode', () => {
    expect(result('auth.expired-token-401')).toMatchObject({ outcome: 'skipped' });
    expect(result('limits.rate-200-per-second')).toMatchObject({ outcome: 'skipped', reason: expect.stringContaining('--mode destructive') });
  });

  it('shows drift in JUnit as skipped (failure with --strict), valid against the JUnit schema, with counts per outcome', async () => {
    const lenient = await checkJunit(junitXml(report));
    expect(lenient.problems).toEqual([]);
    const drift = lenient.cases.find((c) => c.name === 'tags.and')!;
    expect(drift.skipped).toMatchObject({ message: expect.stringMatching(/^drift: /), type: 'drift' });
    expect(drift.failure).toBeUndefined();
    expect(lenient.properties.tags).toMatchObject({ 'run.outcome.drift': String(report.counts.drift), 'run.outcome.fail': String(report.counts.fail), 'run.outcome.pass': String(report.counts.pass) });
    const strict = await checkJunit(junitXml({ ...report, strict: true }));
    expect(strict.problems).toEqual([]);
    expect(strict.cases.find((c) => c.name === 'tags.and')!.failure).toMatchObject({ type: 'drift', message: expect.stringMatching(/^drift: /) });
    expect(strict.cases.find((c) => c.name === 'tags.single-tag')!.failure).toMatchObject({ type: 'normative-failure' });
  });

  it('gives the same counts in the Markdown summary as in the JSON report', () => {
    const md = markdownSummary(report);
    const c = report.counts;
    expect(md).toContain(`| ${c.pass} | ${c.fail} | ${c.drift} | ${c.inconclusive} | ${c.skipped} | ${report.coverage.normativeChecked} of ${report.coverage.normativeSelected} |`);
    expect(md).toContain('### Failures');
    expect(md).toContain('`openapi.get-device`');
  });

  it('prints a progress line per group with N/M and the elapsed time', () => {
    const lines = events.map((e) => progressLine(e)).filter((l): l is string => !!l);
    const groups = lines.filter((l) => /^ {2}-- \w+ done \(.*\): \d+\/\d+ checks, \d+\.\d s elapsed$/.test(l));
    expect(groups.length).toBe(new Set(report.results.map((r) => r.group)).size);
    expect(groups.at(-1)).toContain(`${report.results.length}/${report.results.length} checks`);
  });

  it('never puts the credentials it was given into the report or the verbose output', () => {
    const verbose = events.map((e) => progressLine(e, 'verbose')).join('\n');
    expect(verbose).toContain('authorization: Bearer [redacted]');
    for (const text of [JSON.stringify(report), junitXml(report), markdownSummary(report), verbose]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('prism-admin-token');
      expect(text).not.toContain(TOKEN.slice(0, 12));
    }
  });
});

describe('a run that checks no normative behaviour', () => {
  it('says so, and exits 4 unless --allow-partial', async () => {
    const options = { target: prism.url, token: TOKEN, project: 'contract-prism', ledgerDir, mode: 'read-only' as const, only: ['auth', 'bulk'] };
    const partial = await runContract(options);
    expect(partial.counts.fail).toBe(0);
    expect(partial.coverage).toMatchObject({ normativeChecked: 0, partial: true });
    expect(partial.exitCode).toBe(4);
    const { problems, cases } = await checkJunit(junitXml(partial));
    expect(problems).toEqual([]);
    expect(cases.find((c) => c.name === 'run.normative-coverage')?.failure?.message).toMatch(/NO NORMATIVE BEHAVIOUR CHECKED/);
    expect(markdownSummary(partial)).toContain('NO NORMATIVE BEHAVIOUR CHECKED');
    const allowed = await runContract({ ...options, allowPartial: true });
    expect(allowed.exitCode).toBe(0);
    expect((await checkJunit(junitXml(allowed))).cases.find((c) => c.name === 'run.normative-coverage')?.skipped).toBeDefined();
  }, 60_000);
});
