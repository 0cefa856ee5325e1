/**
 * The README's CI example, run as written: `npx platform-sandbox` from this clone, the sandbox in
 * the background, the contract with --quiet. Two liberties, both outside the commands: port 4010
 * becomes a free port (other jobs share this machine), and `npm install` is the step that already
 * ran before the test suite. And the bin in a clone without dist/ (a fresh one): it runs the
 * TypeScript sources through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkJunit } from './junit-schema.js';
import { freePort } from './targets.js';

const temp = mkdtempSync(join(tmpdir(), 'readme-ci-'));
let background: ChildProcess | undefined;

afterAll(() => {
  // The backgrounded step runs in its own process group: end the whole group (npx, node).
  if (background?.pid && background.exitCode === null) process.kill(-background.pid, 'SIGTERM');
});

function steps(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const block = readme.split('<!-- ci-example: contract -->')[1]?.match(/```yaml\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('README.md has no CI example block');
  return block.split('\n').filter((l) => l.startsWith('- run: ')).map((l) => l.slice('- run: '.length));
}

function run(command: string, env: NodeJS.ProcessEnv, detached = false): { child: ChildProcess; done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn('bash', ['-c', command], { cwd: process.cwd(), env, detached, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  return { child, done: new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr }))) };
}

describe("the README's CI example", () => {
  it('runs from a clone: the sandbox starts, the contract passes, --quiet prints under 30 lines, the reports are written', async () => {
    const port = String(await freePort());
    const env = { ...process.env, GITHUB_RUN_ID: '4242', RUNNER_TEMP: temp, GITHUB_STEP_SUMMARY: join(temp, 'summary.md'), CONTRACT_TOKEN: '', SANDBOX_TOKEN: '', SANDBOX_ADMIN_TOKEN: '', SANDBOX_PORT: '' };
    const commands = steps().map((c) => c.replaceAll('4010', port));
    expect(commands[0]).toBe('npm install');
    let last = { code: null as number | null, stdout: '', stderr: '' };
    for (const command of commands.slice(1)) {
      if (command.endsWith('&')) {
        background = run(command.slice(0, -1), env, true).child;
        continue;
      }
      last = await run(command, env).done;
      expect(last.code, `${command}\n${last.stderr}`).toBe(0);
    }
    const lines = last.stdout.trimEnd().split('\n');
    expect(lines.length, last.stdout).toBeLessThan(30);
    expect(last.stdout).toMatch(/^\d+ passed, 0 failed, 0 drift, \d+ inconclusive, 0 skipped in \d+\.\d s$/m);
    expect(last.stdout).toMatch(/^exit 0$/m);
    expect(readFileSync(join(temp, 'summary.md'), 'utf8')).toMatch(/^## Contract run \S+: passed$/m);
    const { problems, cases } = await checkJunit(readFileSync(join(temp, 'contract.xml'), 'utf8'));
    expect(problems).toEqual([]);
    expect(cases.length).toBeGreaterThan(100);
  }, 180_000);

  it('runs from a clone without dist/ (the bin falls back to the sources through tsx)', async () => {
    // A clone as `git clone && npm install` leaves it: the bin, the sources, node_modules, no dist/.
    const clone = mkdtempSync(join(tmpdir(), 'clone-'));
    mkdirSync(join(clone, 'bin'));
    copyFileSync('bin/platform-sandbox.js', join(clone, 'bin', 'platform-sandbox.js'));
    for (const entry of ['package.json', 'tsconfig.json', 'src', 'contracts', 'fixtures', 'scenarios', 'node_modules']) symlinkSync(join(process.cwd(), entry), join(clone, entry));
    expect(existsSync(join(clone, 'dist'))).toBe(false);
    const r = await run(`node ${join(clone, 'bin', 'platform-sandbox.js')} contract list`, { ...process.env, NODE_OPTIONS: '' }).done;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^bulk\.no-rollback\s+normative/m);
  }, 60_000);
});
