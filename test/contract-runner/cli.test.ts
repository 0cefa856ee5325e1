import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { checkJunit } from './junit-schema.js';
import { startStatusRewriter, type Running } from './targets.js';

const dir = mkdtempSync(join(tmpdir(), 'contract-cli-'));

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'contract', ...args], { cwd: process.cwd(), env: { ...process.env, SANDBOX_ADMIN_TOKEN: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let sb: Sandbox;
let broken: Running;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent' });
}, 30_000);
afterAll(async () => {
  await broken?.stop();
  await sb?.stop();
});

describe('platform-sandbox contract (the command)', () => {
  it('exits 2 on a usage error', async () => {
    const r = await cli(['run', '--token', 't', '--project', 'p']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--target is required');
    expect((await cli(['run', '--target', 'http://127.0.0.1:1', '--token', 't', '--project', 'p', '--mode', 'reckless'])).code).toBe(2);
  });

  it('exits 2 on a contract error (a malformed check), before calling the target', async () => {
    const checks = mkdtempSync(join(dir, 'checks-'));
    writeFileSync(join(checks, 'bad.mjs'), "export default [{ id: 'x.bad', title: 'bad', basis: 'normative', ref: 'no section', safety: 'read-only', run: async () => {} }];\n");
    const r = await cli(['list', '--checks', checks]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('contract error: bad.mjs: check x.bad: a normative check must cite a section of the spec');
  });

  it('lists the checks with basis, safety and reference', async () => {
    const r = await cli(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^bulk\.no-rollback\s+normative\s+isolated-writes\s+§4 rule 5; §7 rule 2$/m);
  });

  it('exits 1 when a target breaks a normative rule on purpose, and says which and where', async () => {
    // A target that serves calls without a token (the proxy turns every 401 into a 200).
    broken = await startStatusRewriter(sb.url, 401, 200);
    const junit = join(dir, 'broken.xml');
    const json = join(dir, 'broken.json');
    const r = await cli(['run', '--target', broken.url, '--token', sb.operatorToken, '--project', 'cli-broken', '--only', 'auth', '--junit', junit, '--json', json, '--ledger-dir', join(dir, 'ledger')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/FAIL\s+auth\.token-required\s+\[normative §5 rules 1-2\]/);
    expect(r.stdout).toContain('the call is refused with a 4xx: expected a 4xx refusal, got 200');
    expect(r.stdout).toMatch(/→ 200/);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.exitCode).toBe(1);
    expect(report.results.find((x: any) => x.id === 'auth.token-required').outcome).toBe('fail');
    expect(report.results.find((x: any) => x.id === 'auth.bearer-and-project-served').outcome).toBe('pass');
    const { problems, cases } = checkJunit(readFileSync(junit, 'utf8'));
    expect(problems).toEqual([]);
    expect(cases.find((c) => c.name === 'auth.token-required')).toMatchObject({ failure: { type: 'normative-failure' }, properties: { basis: 'normative', ref: '§5 rules 1-2' } });
  });
});
