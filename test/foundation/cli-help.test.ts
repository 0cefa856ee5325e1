/**
 * `--help` on every subcommand of `platform-sandbox`: exit 0, the usage and every flag the
 * subcommand takes on stdout; each flag the help names is one the subcommand accepts. An unknown
 * option still fails (exit 2), naming it and printing the usage. The command line runs in this
 * process (`main` of src/commands.ts, stdout captured) and, for the exit codes, as the real
 * process (src/cli.ts).
 */
import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src/commands.js';
import { settings, UsageError } from '../../src/config/env.js';

/** The command line in this process: exit 0 unless it throws (2 for a UsageError) or sets process.exitCode. */
async function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
  const before = process.exitCode;
  try {
    await main(args);
    const code = process.exitCode ?? 0;
    return { code: Number(code), stdout, stderr: '' };
  } catch (err) {
    return { code: err instanceof UsageError ? 2 : 1, stdout, stderr: `platform-sandbox: ${(err as Error).message}\n` };
  } finally {
    write.mockRestore();
    process.exitCode = before;
  }
}

/** The real process. */
function spawned(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: process.cwd(), env: { ...process.env, SANDBOX_ADMIN_TOKEN: '', CONTRACT_TOKEN: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const CONTRACT = ['run', 'parity', 'sweep', 'drift', 'list', 'resilience'];
const CLUSTER = ['health', 'reset', 'seed', 'clock', 'journal', 'snapshot', 'snapshots', 'scenarios', 'where'];

/** `--flag ARG` lines of a help text: the flag, and whether it takes a value. */
function flagsOf(help: string): { flag: string; value: boolean }[] {
  return [...help.matchAll(/^ {2}--([a-z][a-z-]*)( \S+)?(?= {2})/gm)].map((m) => ({ flag: m[1], value: m[2] !== undefined })).filter((f) => f.flag !== 'help');
}

describe('--help on every subcommand', () => {
  it('serve: exits 0 with every flag of the settings table and its variable', async () => {
    const r = await cli(['serve', '--help']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Usage: platform-sandbox serve/);
    for (const s of settings) expect(r.stdout).toMatch(new RegExp(`--${s.flag} +${s.env} `));
  }, 30_000);

  it('contract and each of its subcommands: exit 0, every flag named is accepted', async () => {
    const top = await cli(['contract', '--help']);
    expect(top.code, top.stderr).toBe(0);
    for (const name of CONTRACT) expect(top.stdout).toMatch(new RegExp(`^ {2}${name} `, 'm'));
    const helps = [];
    for (const name of CONTRACT) helps.push(await cli(['contract', name, '--help']));
    const again = [];
    for (const [i, name] of CONTRACT.entries()) {
      const r = helps[i];
      expect(r.code, `${name}: ${r.stderr}`).toBe(0);
      expect(r.stdout).toContain(`Usage: platform-sandbox contract ${name} `);
      const flags = flagsOf(r.stdout);
      expect(flags.length, name).toBeGreaterThan(0);
      // Every flag the help names, given at once with --help: the parser knows each of them.
      again.push(await cli(['contract', name, ...flags.flatMap((f) => (f.value ? [`--${f.flag}`, 'x'] : [`--${f.flag}`])), '--help']));
    }
    again.forEach((r, i) => expect(r.code, `${CONTRACT[i]}: ${r.stderr}`).toBe(0));
    // What run documents: the flags of a CI job (README) among them.
    for (const f of ['target', 'token', 'project', 'quiet', 'junit', 'summary', 'mode', 'openapi']) expect(flagsOf(helps[0].stdout).map((x) => x.flag)).toContain(f);
    expect(flagsOf(helps[4].stdout).map((x) => x.flag)).toEqual(['checks']);
  }, 60_000);

  it('cluster and each of its commands: exit 0 with the commands and their flags', async () => {
    const results = [];
    for (const c of [[], ...CLUSTER.map((x) => [x])]) results.push(await cli(['cluster', ...c, '--help']));
    for (const r of results) {
      expect(r.code, r.stderr).toBe(0);
      for (const name of CLUSTER) expect(r.stdout).toMatch(new RegExp(`^ {2}${name}\\b`, 'm'));
      for (const flag of ['instances', 'admin-token', 'project', 'seed', 'fixtures', 'limit', 'freeze']) expect(r.stdout).toContain(`--${flag}`);
    }
  }, 60_000);

  it('mcp: exits 0 with its flags, each of them accepted', async () => {
    const r = await cli(['mcp', '--help']);
    expect(r.code, r.stderr).toBe(0);
    const flags = flagsOf(r.stdout);
    expect(flags.map((f) => f.flag).sort()).toEqual(['admin-token', 'project', 'url']);
    const again = await cli(['mcp', ...flags.flatMap((f) => (f.value ? [`--${f.flag}`, 'x'] : [`--${f.flag}`])), '--help']);
    expect(again.code, again.stderr).toBe(0);
  });

  it('as a process: --help exits 0, an unknown option 2', async () => {
    const [help, bogus] = await Promise.all([spawned(['contract', 'run', '--help']), spawned(['serve', '--bogus'])]);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: platform-sandbox contract run ');
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toContain("platform-sandbox: Unknown option '--bogus'");
    expect(bogus.stderr).toContain('Usage: platform-sandbox serve');
  }, 60_000);

  it('an unknown option fails with exit 2, naming it and printing the usage', async () => {
    const [serve, run, cluster] = [await cli(['serve', '--bogus']), await cli(['contract', 'run', '--bogus']), await cli(['cluster', 'health', '--bogus'])];
    for (const [r, usage] of [[serve, 'Usage: platform-sandbox serve'], [run, 'Usage: platform-sandbox contract run'], [cluster, 'Usage: platform-sandbox cluster']] as const) {
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("Unknown option '--bogus'");
      expect(r.stderr).toContain(usage);
    }
    // A flag of another subcommand is unknown here.
    const list = await cli(['contract', 'list', '--target', 'http://127.0.0.1:1']);
    expect(list.code).toBe(2);
    expect(list.stderr).toContain("Unknown option '--target'");
  }, 30_000);
});
