import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { checkJunit } from './junit-schema.js';
import { startStatusRewriter, type Running } from './targets.js';

const dir = mkdtempSync(join(tmpdir(), 'contract-cli-'));

/** Runs the command; `onOutput` sees stdout as it grows and may signal the process. */
function cli(args: string[], onOutput?: (stdout: string, child: ChildProcess) => void): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'contract', ...args], { cwd: process.cwd(), env: { ...process.env, SANDBOX_ADMIN_TOKEN: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
      onOutput?.(stdout, child);
    });
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function devicesTagged(tag: string, project: string): Promise<string[]> {
  const r = await fetch(`${sb.url}/v2/registry/devices?tags=${encodeURIComponent(tag)}&limit=500`, { headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': project } });
  return ((await r.json()).data as { id: string }[]).map((d) => d.id);
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
  }, 60_000);

  it('exits 2 on a contract error (a malformed check), before calling the target', async () => {
    const checks = mkdtempSync(join(dir, 'checks-'));
    writeFileSync(join(checks, 'bad.mjs'), "export default [{ id: 'x.bad', title: 'bad', basis: 'normative', ref: 'no section', safety: 'read-only', run: async () => {} }];\n");
    const r = await cli(['list', '--checks', checks]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('contract error: bad.mjs: check x.bad: a normative check must cite a section of the spec');
  }, 60_000);

  it('lists every check a run can execute (webhook, graph and generated ones too) with tier, safety and reference', async () => {
    const r = await cli(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^bulk\.no-rollback\s+normative\s+isolated-writes\s+§4 rule 5; §7 rule 2$/m);
    expect(r.stdout).toMatch(/^webhooks\.delivery-is-json\s+normative\s+isolated-writes\s+§6/m);
    expect(r.stdout).toMatch(/^graph\.schema-no-breaking-changes\s+convention\s+read-only\s+contracts\/graph/m);
    expect(r.stdout).toMatch(/^openapi\.get-device\s+convention\s+read-only\s+contracts\/openapi getDevice/m);
    // The same checks a run executes: a run against the sandbox reports one result per listed check.
    const listed = r.stdout.split('\n').slice(1).map((l) => l.split(/\s+/)[0]).filter((id) => /^[a-z0-9-]+\.[a-z0-9.-]+$/.test(id));
    const json = join(dir, 'all.json');
    await cli(['run', '--target', sb.url, '--token', sb.operatorToken, '--project', 'cli-list', '--mode', 'read-only', '--tier', 'convention', '--skip', 'openapi,graph', '--allow-partial', '--quiet', '--json', json, '--ledger-dir', join(dir, 'ledger')]);
    const ran = JSON.parse(readFileSync(json, 'utf8')).results.map((x: any) => x.id);
    expect(listed.filter((id) => !/^(openapi|graph)\./.test(id))).toEqual(ran);
    expect(r.stdout).toMatch(new RegExp(`^${listed.length} checks: `, 'm'));
  }, 120_000);

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
    const { problems, cases } = await checkJunit(readFileSync(junit, 'utf8'));
    expect(problems).toEqual([]);
    expect(cases.find((c) => c.name === 'auth.token-required')).toMatchObject({ failure: { type: 'normative-failure' }, about: { basis: 'normative', ref: '§5 rules 1-2' } });
  }, 60_000);

  it('exits 1 when a fault scenario makes bulk answer 200 instead of 207, naming the rule', async () => {
    // The fault scenarios' `status` fault overrides the spec on purpose (DESIGN §5), for this project only.
    const scenario = { name: 'bulk-says-200', description: 'Bulk answers 200 instead of 207 (breaks spec §4 rule 4 on purpose).', rules: [{ match: { method: 'POST', path: '/v2/registry/devices/bulk' }, fault: { kind: 'status', status: 200, body: { ok: true } } }] };
    const activated = await fetch(`${sb.url}/_sandbox/scenarios/projects/cli-207`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario }) });
    expect(activated.status).toBe(201);
    const r = await cli(['run', '--target', sb.url, '--token', sb.operatorToken, '--project', 'cli-207', '--only', 'bulk.processed-207,bulk.all-failed-207', '--ledger-dir', join(dir, 'ledger')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/FAIL\s+bulk\.processed-207\s+\[normative §4 rule 4; §7 rule 1\]/);
    expect(r.stdout).toMatch(/FAIL\s+bulk\.all-failed-207/);
    expect(r.stdout).toContain('expected 207, got 200');
  }, 60_000);

  it('removes what it created when interrupted with Ctrl-C, and exits 130', async () => {
    const ledger = mkdtempSync(join(dir, 'ledger-'));
    let sent = false;
    const r = await cli(['run', '--target', sb.url, '--token', sb.operatorToken, '--project', 'cli-sigint', '--only', 'tags', '--ledger-dir', ledger], (out, child) => {
      if (!sent && /tags\.single-tag/.test(out)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    expect(sent).toBe(true);
    expect(r.code).toBe(130);
    expect(r.stderr).toContain('interrupted');
    expect(r.stdout).toMatch(/cleanup: removed [1-9]\d*\n/);
    expect(await devicesTagged('contract-runner', 'cli-sigint')).toEqual([]);
    expect(readdirSync(ledger)).toEqual([]);
  }, 60_000);

  it('sweeps what earlier runs left: their ledgers and every device tagged contract-runner', async () => {
    const ledger = mkdtempSync(join(dir, 'ledger-'));
    const create = async (tags: string[]) => {
      const r = await fetch(`${sb.url}/v2/registry/devices`, { method: 'POST', headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'cli-sweep', 'content-type': 'application/json' }, body: JSON.stringify({ name: 'left over', serial_number: `SN-${tags.length}`, tags }) });
      return (await r.json()).id as string;
    };
    const inLedger = await create(['kept-by-ledger']);
    const tagged = await create(['contract-runner', 'cr-old-run']);
    const unrelated = await create(['prod']);
    writeFileSync(join(ledger, 'old-run.json'), JSON.stringify({ runId: 'old-run', target: sb.url, project: 'cli-sweep', entries: [{ path: `/v2/registry/devices/${inLedger}`, label: `device ${inLedger}` }] }));
    const r = await cli(['sweep', '--target', sb.url, '--token', sb.operatorToken, '--project', 'cli-sweep', '--ledger-dir', ledger]);
    expect(r.stdout).toContain('sweep: removed 2');
    expect(r.code).toBe(0);
    expect(readdirSync(ledger)).toEqual([]);
    const left = await devicesTagged('prod', 'cli-sweep');
    expect(left).toContain(unrelated);
    expect(await devicesTagged('contract-runner', 'cli-sweep')).toEqual([]);
    expect(await devicesTagged('kept-by-ledger', 'cli-sweep')).toEqual([]);
    expect(tagged).toBeTruthy();
  }, 60_000);
});
