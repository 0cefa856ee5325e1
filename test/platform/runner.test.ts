/**
 * `contract run --openapi FILE` judges every answer against that document, and `contract drift`
 * compares a target with it: against a Prism mock of the platform document (which follows the
 * document) and against the sandbox serving it (which keeps our conventions and the spec's rules).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TargetClient } from '../../src/contract/http.js';
import { targetDrift } from '../../src/contract/drift.js';
import { runContract } from '../../src/contract/runner.js';
import type { RunReport } from '../../src/contract/types.js';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { startPrismOn, type Running } from '../contract-runner/targets.js';
import { PLATFORM } from './helpers.js';

const TOKEN = 'platform-run-token-0123456789';
let prism: Running;
let sandbox: Sandbox;


const ledgerDir = mkdtempSync(join(tmpdir(), 'platform-ledger-'));
// --only filters the document's own results too (document.*): they are asked for by name.
const only = ['bulk.all-failed-207', 'openapi.list-devices', 'openapi.bulk-devices', 'document.*'];
const run = (target: string, token: string): Promise<RunReport> =>
  runContract({ target, token, project: 'platform-run', mode: 'isolated-writes', openapiFile: PLATFORM, only, ledgerDir, allowPartial: true });

beforeAll(async () => {
  [prism, sandbox] = await Promise.all([startPrismOn(PLATFORM), startSandbox({ port: 0, seed: 7, logLevel: 'silent', operatorToken: TOKEN, platformOpenapi: [PLATFORM] })]);
}, 60_000);
afterAll(async () => {
  await prism?.stop();
  await sandbox?.stop();
});

const outcome = (r: RunReport, id: string) => r.results.find((x) => x.id === id);

describe('contract run --openapi FILE', () => {
  it("against Prism's mock of the document: the spec's rule the document breaks fails, and so do answers the document does not declare", async () => {
    const report = await run(prism.url, TOKEN);
    // Prism answers the bulk call with the document's 200: the spec's 207 rule fails
    expect(outcome(report, 'bulk.all-failed-207')).toMatchObject({ outcome: 'fail', reason: expect.stringContaining('expected 207, got 200') });
    // Prism refuses the runner's invalid probe with a 422 its own document does not declare
    expect(outcome(report, 'document.bulkdevices')).toMatchObject({ outcome: 'fail', reason: expect.stringContaining('status 422 is not declared for bulkDevices') });
    expect(outcome(report, 'document.searchdevices')).toMatchObject({ outcome: 'inconclusive', reason: 'no call of the run reached this operation' });
  }, 120_000);

  it('against the sandbox serving the document: reports where our answers differ from it', async () => {
    const report = await run(sandbox.url, TOKEN);
    expect(outcome(report, 'bulk.all-failed-207')).toMatchObject({ outcome: 'pass' });
    expect(outcome(report, 'document.bulkdevices')).toMatchObject({ outcome: 'fail', reason: expect.stringContaining('status 207 is not declared for bulkDevices') });
    // our fixtures' devices without an IMEI carry null where the document says string
    expect(outcome(report, 'document.listdevices')).toMatchObject({ outcome: 'fail', reason: expect.stringMatching(/listDevices 200: \/data\/\d+\/imei must be string/) });
  }, 120_000);
});

describe('contract drift --openapi FILE --target URL', () => {
  it("compares the sandbox's own operations with the document, leaving out what it answers from the document", async () => {
    const client = new TargetClient({ baseUrl: sandbox.url, project: 'drift', rateLimit: 'auto', maxWaitMs: 1000, timeoutMs: 10_000, operationOf: () => undefined });
    const report = await targetDrift(client, PLATFORM);
    expect(report.contradictions.map((c) => c.rule)).toEqual(['bulk-answers-207', 'bulk-at-most-500-items']);
    expect(report.onlyInDocument.map((o) => o.operation)).toContain('createDeviceGroup');
    expect(report.differences).toContainEqual(expect.objectContaining({ operation: 'listDevices', name: 'query region', document: 'string, required' }));
  });

  it('prints the table, writes the JSON and exits 1 on a contradiction of the spec (the command)', async () => {
    const json = join(ledgerDir, 'drift.json');
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'contract', 'drift', '--openapi', PLATFORM, '--target', sandbox.url, '--json', json], (err, out) => resolve({ code: err ? (err as { code?: number }).code ?? null : 0, stdout: out }));
    });
    expect(code).toBe(1);
    expect(stdout).toContain('CONTRADICTS THE SPEC §4 rule 4; §7 rule 1 (bulk-answers-207)');
    expect(JSON.parse(readFileSync(json, 'utf8')).contradictions).toHaveLength(2);
  }, 60_000);
});
