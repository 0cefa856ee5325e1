import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';

const dir = mkdtempSync(join(tmpdir(), 'contract-parity-'));
const TOKEN = 'parity-operator-token-000111';
let a: Sandbox;
let b: Sandbox;

beforeAll(async () => {
  // Two sandboxes that share nothing but the contract: other seeds (other fixtures), other admin tokens.
  a = await startSandbox({ port: 0, seed: 1, logLevel: 'silent', operatorToken: TOKEN, adminToken: 'parity-admin-shared-222' });
  b = await startSandbox({ port: 0, seed: 2, logLevel: 'silent', operatorToken: TOKEN, adminToken: 'parity-admin-b-only-333' });
}, 30_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

function parity(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'contract', 'parity', ...args], { cwd: process.cwd(), env: { ...process.env, CONTRACT_TOKEN: '', SANDBOX_ADMIN_TOKEN: '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('contract parity between two sandboxes with different seeds', () => {
  it('reports no difference; tokens as in run (--token for both, SANDBOX_ADMIN_TOKEN for both, --b-admin-token overrides), with progress', async () => {
    const json = join(dir, 'parity.json');
    const r = await parity(['--a', a.url, '--b', b.url, '--token', TOKEN, '--project', 'parity', '--b-admin-token', 'parity-admin-b-only-333', '--json', json, '--ledger-dir', join(dir, 'ledger')], { SANDBOX_ADMIN_TOKEN: 'parity-admin-shared-222' });
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const rows = report.parity.rows as { id: string; verdict: string; differences: string[]; reasonA?: string; reasonB?: string }[];
    expect(rows.filter((x) => x.differences.length).map((x) => [x.id, x.differences])).toEqual([]);
    expect(report.parity.counts['a-only'] + report.parity.counts['b-only'] + report.parity.counts['both-fail']).toBe(0);
    // Left uncompared only the load checks a busy machine cannot drive to the limit.
    expect(rows.filter((x) => x.verdict === 'not-compared' && !/^limits\.rate-/.test(x.id)).map((x) => [x.id, x.reasonA, x.reasonB])).toEqual([]);
    // Checks that need the control API ran on both sides: each side's admin token was used.
    expect(rows.find((x) => x.id === 'limits.bulk-rate-weight')?.verdict).toBe('agree');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('0 difference(s) between the answers');
    expect(r.stderr).toMatch(/^A: -- auth done \(.*\): \d+\/\d+ checks, \d+\.\d s elapsed$/m);
    expect(r.stderr).toMatch(/^B: -- openapi done \(.*\): (\d+)\/\1 checks/m);
    for (const text of [r.stdout, r.stderr, readFileSync(json, 'utf8')]) {
      for (const secret of [TOKEN, 'parity-admin-shared-222', 'parity-admin-b-only-333']) expect(text).not.toContain(secret);
    }
  }, 240_000);

  it('refuses to start without a token for a side', async () => {
    const r = await parity(['--a', a.url, '--b', b.url, '--a-token', TOKEN, '--project', 'parity'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--b-token or --token is required');
  });
});
