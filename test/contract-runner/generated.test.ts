/**
 * The generated checks against a server with one planted fault per check: each fault is reported
 * once, by its check, with a repro line that reproduces it; nothing else fails.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract } from '../../src/contract/runner.js';
import type { RunReport } from '../../src/contract/types.js';
import { startSandbox } from '../../src/server.js';
import { DOCUMENT, PLANTED, startPlanted, TOKEN, type Planted } from './planted-faults.js';
import { startPrismOn } from './targets.js';

const dir = mkdtempSync(join(tmpdir(), 'contract-generated-'));
const file = join(dir, 'planted.json');
writeFileSync(file, JSON.stringify(DOCUMENT));

let server: Planted;
let report: RunReport;
const run = (extra: Partial<Parameters<typeof runContract>[0]> = {}) =>
  runContract({
    target: server.url,
    token: TOKEN,
    project: 'planted',
    ledgerDir: join(dir, 'ledger'),
    openapiFile: file,
    mode: 'isolated-writes',
    only: ['generated'],
    allowPartial: true,
    generated: { seed: 42, maxExamples: 5 },
    ...extra,
  });

beforeAll(async () => {
  server = await startPlanted();
  report = await run();
}, 60_000);
afterAll(async () => server?.stop());

describe('generated checks against planted faults', () => {
  it('reports each planted fault once, by its check, and nothing else', () => {
    const failed = report.results.filter((r) => r.outcome === 'fail' || r.outcome === 'drift');
    expect(failed.map((r) => r.id).sort()).toEqual(Object.keys(PLANTED).sort());
    expect(failed.every((r) => r.outcome === 'fail')).toBe(true);
    expect(report.exitCode).toBe(1);
    // The checks with no planted fault did run to a verdict on most operations.
    expect(report.counts.pass).toBeGreaterThan(30);
  });

  it('gives every failure its seed and a repro line that reproduces it without printing the credential', async () => {
    for (const r of report.results.filter((x) => x.outcome === 'fail')) {
      expect(r.reason, r.id).toContain('seed 42');
      const repro = /repro: (curl .*?)\)?$/.exec(r.reason!)?.[1];
      expect(repro, r.id).toBeDefined();
      expect(repro).not.toContain(TOKEN);
      // Asynchronously: the server answers from this process.
      const out = (await promisify(execFile)('sh', ['-c', repro!], { env: { ...process.env, PLATFORM_TOKEN: TOKEN, PLATFORM_PROJECT: 'planted' } })).stdout;
      expect(Number(/^HTTP\/1\.1 (\d+)/.exec(out)?.[1]), `${r.id}: ${repro}`).toBe(r.evidence?.response?.status);
    }
  });

  it('shrinks a failing request: the 5xx is reported for the smallest n that gives it', () => {
    const boom = report.results.find((r) => r.id === 'generated.boom.no-server-error')!;
    expect(boom.evidence?.request.url).toMatch(/[?&]n=50$/);
  });

  it('cleans up what the writes created through the item path, and lists with its id what it could not', () => {
    expect(report.cleanup.removed).toBeGreaterThan(0);
    // Ghosts have no DELETE: each is listed, none silently dropped.
    expect(report.cleanup.left.length).toBeGreaterThan(0);
    for (const left of report.cleanup.left) expect(left).toMatch(/^createGhost g\d+$/);
  });

  it('the same seed gives the same verdicts; --only and --skip select by check', async () => {
    const again = await run({ only: ['no-server-error'], skip: ['generated.typed.*'] });
    const ids = again.results.map((r) => r.id);
    expect(ids.every((id) => id.endsWith('.no-server-error') && !id.startsWith('generated.typed.'))).toBe(true);
    expect(again.results.filter((r) => r.outcome === 'fail').map((r) => r.id)).toEqual(['generated.boom.no-server-error']);
    expect(again.results.find((r) => r.outcome === 'fail')?.reason).toBe(report.results.find((r) => r.id === 'generated.boom.no-server-error')?.reason);
  });

  it('read-only against a remote-like run: writes are skipped, reads still checked', async () => {
    const ro = await run({ mode: 'read-only' });
    expect(ro.results.find((r) => r.id === 'generated.lenient.negative-data-refused')?.outcome).toBe('skipped');
    expect(ro.results.find((r) => r.id === 'generated.typed.body-valid')?.outcome).toBe('fail');
  });
});

describe('generated checks against the sandbox and a stateless mock', () => {
  it('the sandbox serving our contract: no failure', async () => {
    const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent' });
    try {
      const r = await runContract({ target: sb.url, token: sb.operatorToken, project: 'generated-ci', ledgerDir: join(dir, 'ledger'), only: ['generated'], allowPartial: true, generated: { seed: 42, maxExamples: 5 } });
      expect(r.results.filter((x) => x.outcome === 'fail' || x.outcome === 'drift').map((x) => `${x.id}: ${x.reason}`)).toEqual([]);
      expect(r.counts.pass).toBeGreaterThan(200);
      // SCIM `type: object` bodies and GraphQL documents come only from examples.
      expect(r.results.some((x) => x.outcome === 'inconclusive' && /not generable: a `type: object` body without properties \(SCIM\)/.test(x.reason ?? ''))).toBe(true);
      expect(r.cleanup.left).toEqual([]);
    } finally {
      await sb.stop();
    }
  }, 120_000);

  it('a Prism mock of the document: the stateful checks are inconclusive, never passed', async () => {
    const prism = await startPrismOn(file);
    try {
      const r = await run({ target: prism.url, only: ['created-readable', 'deleted-gone'] });
      const stateful = r.results.filter((x) => x.id.startsWith('generated.'));
      expect(stateful.length).toBe(3);
      for (const x of stateful) expect(x.outcome, `${x.id}: ${x.reason}`).toBe('inconclusive');
      expect(stateful.some((x) => /the target is stateless/.test(x.reason ?? ''))).toBe(true);
    } finally {
      await prism.stop();
    }
  }, 90_000);
});

describe('generated checks against a target that answers too much or never', () => {
  it('an answer over the bound is inconclusive "answer over the limit"; no answer is a failure with the timeout, within the budget', async () => {
    const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/huge': get('huge'), '/hang': get('hang') } };
    function get(operationId: string) {
      return { get: { operationId, responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } } } };
    }
    const f = join(dir, 'edge.json');
    writeFileSync(f, JSON.stringify(doc));
    const server = createServer((req, res) => {
      if (req.url?.startsWith('/huge')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(`{"pad":"${'x'.repeat(300_000)}"}`);
      }
      // /hang never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      const r = await runContract({ target: url, token: TOKEN, project: 'edge', ledgerDir: join(dir, 'ledger'), openapiFile: f, mode: 'read-only', only: ['generated.*.no-server-error'], allowPartial: true, timeoutMs: 1000, maxAnswerBytes: 100_000, generated: { seed: 1, maxExamples: 2 } });
      expect(Date.now() - started).toBeLessThan(15_000);
      const huge = r.results.find((x) => x.id === 'generated.huge.no-server-error')!;
      expect(huge.outcome).toBe('inconclusive');
      expect(huge.reason).toMatch(/answer over the limit/);
      const hang = r.results.find((x) => x.id === 'generated.hang.no-server-error')!;
      expect(hang.outcome).toBe('fail');
      expect(hang.reason).toMatch(/no answer: .*(timeout|aborted)/i);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});
