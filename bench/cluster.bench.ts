/**
 * Throughput of a cluster on this machine: GETs over 48 projects through Debian's nginx
 * (deploy/nginx, `hash $project_key consistent`) to 1, 2 and 3 sandbox instances, and to one
 * instance directly for the proxy's own cost. Each row is the median of `BENCH_ROUNDS` (3) rounds of
 * `BENCH_SECONDS` (5) s, 64 connections from autocannon in its own process; beside the rate, the
 * CPU the instances and nginx spent per second of the round and per answer, which shows where the
 * cores went (and, unlike the rate, hardly depends on what else the machine runs).
 * The rate limiter is off (it is per instance and per token: docs/scale-out.md). Without nginx the
 * bench says so and exits 0. What the figures mean: docs/scale-out.md.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx, freePort, Instance, Nginx, stateDirs } from '../test/cluster/instances.js';
import type { ClusterLoad } from './cluster-load.js';
import type { LoadResult } from './load-result.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 64;
const PROJECTS = Array.from({ length: 48 }, (_, i) => `bench-${i}`);
const PATH = '/v2/registry/devices?limit=20';
const TOKEN = `sbx_op_${randomBytes(24).toString('base64url')}`;

const binary = findNginx();
if (!binary) {
  process.stdout.write('cluster: skipped, nginx is not installed (scripts/setup.sh installs it from Debian\'s packages)\n');
  process.exit(0);
}

/** CPU time (user + system, ms) of a process. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** A process and its children (nginx's master and workers). */
function treeCpuMs(pid: number): number {
  let total = cpuMs(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === pid) total += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

interface Round extends LoadResult {
  /** Cores busy on average during the round: instances, nginx. */
  instanceCores: number;
  nginxCores: number;
  /** CPU time per answer (µs): instances, nginx. Steadier than the rate on a shared machine. */
  instanceUs: number;
  nginxUs: number;
}

async function round(url: string, instances: Instance[], nginx?: Nginx): Promise<Round> {
  const pids = instances.map((i) => i.child!.pid!);
  const before = { instances: pids.reduce((s, p) => s + cpuMs(p), 0), nginx: nginx ? treeCpuMs(nginx.child!.pid!) : 0 };
  const started = performance.now();
  const load: ClusterLoad = { url, path: PATH, token: TOKEN, projects: PROJECTS, connections: CONNECTIONS, seconds: SECONDS };
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'cluster-load.ts'), JSON.stringify(load)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  await new Promise((resolve) => child.once('exit', resolve));
  const elapsed = performance.now() - started;
  const result = JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
  const instanceMs = pids.reduce((s, p) => s + cpuMs(p), 0) - before.instances;
  const nginxMs = nginx ? treeCpuMs(nginx.child!.pid!) - before.nginx : 0;
  const answers = Math.max(1, result.ok + result.failed);
  return { ...result, instanceCores: instanceMs / elapsed, nginxCores: nginxMs / elapsed, instanceUs: (instanceMs * 1000) / answers, nginxUs: (nginxMs * 1000) / answers };
}

function median(rounds: Round[]): Round {
  return [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)];
}

async function warm(url: string): Promise<void> {
  // Every project exists on its instance before the clock starts (the first call makes it).
  await Promise.all(PROJECTS.map(async (project) => {
    const r = await fetch(`${url}${PATH}`, { headers: { authorization: `Bearer ${TOKEN}`, 'x-service-project': project } });
    if (r.status !== 200) throw new Error(`warm-up of ${project} answered ${r.status}: ${await r.text()}`);
  }));
}

const state = stateDirs(3);
const instances = state.dirs.map((persist) => new Instance({ token: TOKEN, adminToken: randomBytes(24).toString('hex'), persist, extraArgs: ['--rate-limit', '0', '--log-level', 'error'] }));
const rows: string[] = [];
let nginx: Nginx | undefined;
try {
  for (const instance of instances) await instance.start();
  {
    await warm(instances[0].url);
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(instances[0].url, [instances[0]]));
    const m = median(rounds);
    rows.push(`| 1 instance, direct (no proxy) | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${m.instanceCores.toFixed(2)} | – | ${Math.round(m.instanceUs)} | – | ${m.failed + m.errors} |`);
  }
  for (const n of [1, 2, 3]) {
    const used = instances.slice(0, n);
    nginx = new Nginx(binary);
    nginx.configure(used.map((i) => i.address), await freePort());
    await nginx.start();
    await warm(nginx.url);
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(nginx.url, used, nginx));
    const m = median(rounds);
    rows.push(`| ${n} instance${n > 1 ? 's' : ''} behind nginx | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${m.instanceCores.toFixed(2)} | ${m.nginxCores.toFixed(2)} | ${Math.round(m.instanceUs)} | ${Math.round(m.nginxUs)} | ${m.failed + m.errors} |`);
    await nginx.stop();
    nginx.remove();
    nginx = undefined;
  }
} finally {
  await nginx?.stop();
  nginx?.remove();
  await Promise.all(instances.map((i) => i.stop()));
  state.remove();
}

process.stdout.write([
  `GET ${PATH} over ${PROJECTS.length} projects, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end; nginx worker_processes auto`,
  '',
  '| Set-up | answers/s | p50 ms | p99 ms | instance cores busy | nginx cores busy | instance CPU µs/answer | nginx CPU µs/answer | non-2xx + errors |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n'));
