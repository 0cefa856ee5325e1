/** The server processes the benches start, and what they measure of them: when one first answers, and the CPU it used. */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { LoadResult } from './load-result.js';
import type { LoadScenario } from './registry-load.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Milliseconds from `since` until the URL first answers (any HTTP status). */
export async function firstAnswer(url: string, since: number, headers: Record<string, string> = {}, timeoutMs = 120_000): Promise<number> {
  for (;;) {
    try {
      await fetch(url, { headers });
      return performance.now() - since;
    } catch {
      if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** CPU time (user + system) a process has used so far: a start-up cost a busy machine does not inflate. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Every child a bench started and has not seen exit: `stopAll` ends them, also when a bench fails. */
const children = new Set<ChildProcess>();

/** Adds a child the bench spawned itself (a load generator with a pipe) to those `stopAll` ends. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A port free on the loopback interface now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts `command` (node itself by default) with its output discarded, or its stderr shown. */
export function startProcess(args: string[], options: { command?: string; cwd?: string; env?: Record<string, string>; stderr?: 'ignore' | 'inherit' } = {}): ChildProcess {
  const out = openSync('/dev/null', 'w');
  const stdio: StdioOptions = ['ignore', out, options.stderr ?? out];
  return track(spawn(options.command ?? process.execPath, args, { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, stdio }));
}

/** Ends a child with SIGTERM and waits for it to exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Ends every child still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(stopProcess));
}

/** A round's result, with the server's CPU time per answer when its process was given. */
export type Measured = LoadResult & { cpuUs?: number };

/**
 * One round of load by autocannon in its own process (bench/registry-load.ts). With the server's
 * pid, also the CPU time (all its threads) it spent per answer: on a shared machine whose speed
 * drifts, a steadier comparison than answers per second.
 */
export async function loadRound(scenario: LoadScenario, serverPid?: number): Promise<Measured> {
  const cpuBefore = serverPid === undefined ? 0 : cpuMs(serverPid);
  const child = track(spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'registry-load.ts'), JSON.stringify(scenario)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }));
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  await new Promise((resolve) => child.once('exit', resolve));
  const result = JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
  const answers = result.ok + result.failed;
  if (serverPid === undefined || answers === 0) return result;
  return { ...result, cpuUs: ((cpuMs(serverPid) - cpuBefore) * 1000) / answers };
}

/** The round with the median rate (its latencies with it); undefined when none was measured. */
export function medianRound(results: Measured[]): Measured | undefined {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];
}
