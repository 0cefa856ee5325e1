/**
 * Registry benchmark (issue #3): the sandbox with the `large` fixtures (100,000 devices) against
 * Prism's mock server on the same contract and a bare `node:http` server, each loaded in turn by
 * autocannon from a separate process (50 connections). Every middleware of the sandbox is on:
 * auth, project, rate limit, idempotency, validation, journal and request logging (to /dev/null).
 * The limiter stays on too; the load is spread over many minted tokens, so that the per-token cap
 * of 200 units/s measures nothing here; one row shows a single token against the cap.
 *
 * Start-up is measured on the compiled CLI (`node dist/cli.js serve`, what the installed package
 * and the container run), so the bench builds first (`npm run build`); the same start through tsx
 * (`npm start`, transpiling on every start) is printed for reference. Each start-up is the median
 * of three starts, as wall clock and as CPU time of the server process (which a busy machine does
 * not inflate).
 *
 * `BENCH_SECONDS` (default 4) sets the seconds of one round; each row gives the servers
 * `BENCH_ROUNDS` (default 3) rounds in turn and reports each server's median round; the whole run
 * takes about nine minutes.
 * `BENCH_ONLY=tenants` runs the tenants rows alone (issue 35): another tenant's GET p99 with no
 * other load, then while one tenant fills its bounds with bulk creates (about a minute).
 * The tags stall: one call carrying 65,536 tags, refused by the validator (the bound is 50), as a
 * plain PATCH of a device and as the one item of a bulk patch; the event loop is blocked for as
 * long as the check takes, so each call's answer time and the server's CPU time for it (median of
 * five) are its stall. `BENCH_ONLY=stall` runs only this part (on the sandbox through tsx, default
 * fixtures: a minute instead of nine).
 * `BENCH_SANDBOX_NODE_ARGS` adds node options to the sandbox's command only (the run is otherwise
 * unchanged), e.g. `--max-old-space-size=512` to see RSS under a heap cap (docs/benchmarks.md).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract } from '../src/openapi/document.js';
import { cpuMs, firstAnswer, freePort, loadRound, medianRound, startProcess, stopAll, stopProcess, type Measured } from './process.js';
import type { LoadResult } from './load-result.js';
import type { LoadScenario } from './registry-load.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const TOKEN = 'bench-operator-token';
const PROJECT = 'bench';
/** The project the list rows read: no writes, so the fixtures' tags keep their shares. */
const READ_PROJECT = 'bench-read';
const EPOCH = '2026-01-01T00:00:00Z';
const DEVICES = 100_000;
/** The tags filter rows: three terms, a tag on 1 % of the `large` devices and one on 50 % (`tag_shares` in fixtures/large.yaml). */
const FILTERS: [name: string, filter: string][] = [
  ['3-term tags filter', 'prod,ios|android,!retired'],
  ['tags=recalled (1 %)', 'recalled'],
  ['tags=supervised (50 %)', 'supervised'],
];
/** The machine is shared: its load when the run began, printed with the one at the end. */
const loadAtStart = os.loadavg()[0];

const headers = { authorization: `Bearer ${TOKEN}`, 'x-service-project': PROJECT };

interface Started {
  child: ChildProcess;
  url: string;
  startupMs: number;
  startupCpuMs: number;
}

type Runner = 'dist' | 'tsx';
const NODE_ARGS = (process.env.BENCH_SANDBOX_NODE_ARGS ?? '').split(' ').filter(Boolean);
const COMMANDS: Record<Runner, string[]> = { dist: [...NODE_ARGS, 'dist/cli.js', 'serve'], tsx: [...NODE_ARGS, '--import', 'tsx', 'src/cli.ts', 'serve'] };

async function startSandbox(fixtures: 'default' | 'large', runner: Runner = 'dist'): Promise<Started> {
  const port = await freePort();
  const t0 = performance.now();
  const child = startProcess(COMMANDS[runner], { env: {
    SANDBOX_PORT: String(port),
    SANDBOX_FIXTURES: fixtures,
    SANDBOX_TOKEN: TOKEN,
    SANDBOX_FIXTURES_EPOCH: EPOCH,
    SANDBOX_LOG_LEVEL: 'info',
  } });
  const url = `http://127.0.0.1:${port}`;
  const startupMs = await firstAnswer(`${url}/v2/registry/devices/dev_0000001`, t0, headers);
  return { child, url, startupMs, startupCpuMs: cpuMs(child.pid!) };
}

/** The median of three starts (by wall clock); the last one is kept running when `keep` is set. */
async function startUp(fixtures: 'default' | 'large', runner: Runner, keep = false): Promise<Started> {
  const runs: Started[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await startSandbox(fixtures, runner);
    runs.push(run);
    if (!(keep && i === 2)) await stopProcess(run.child);
  }
  const median = [...runs].sort((a, b) => a.startupMs - b.startupMs)[1];
  return { ...runs[2], startupMs: median.startupMs, startupCpuMs: [...runs].sort((a, b) => a.startupCpuMs - b.startupCpuMs)[1].startupCpuMs };
}

/** One round of load on the registry (defaults: the bench's connections, seconds and devices). */
function load(scenario: Omit<LoadScenario, 'connections' | 'seconds' | 'devices'> & { seconds?: number; connections?: number }, serverPid?: number): Promise<Measured> {
  return loadRound({ connections: CONNECTIONS, seconds: SECONDS, devices: DEVICES, ...scenario }, serverPid);
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

interface Row {
  name: string;
  sandbox: Measured;
  prism?: Measured;
  bare?: Measured;
}

const fmt = (r: Measured | undefined) => (r ? `${Math.round(r.rps)} \\| ${r.p50} \\| ${r.p99}` : '– \\| – \\| –');
const ratio = (a: LoadResult, b: LoadResult | undefined) => (b && b.rps > 0 ? `${(a.rps / b.rps).toFixed(2)}` : '–');
/** CPU µs per answer of each server, and Prism's over the sandbox's (above 1: the sandbox spends less). */
const cpuCells = (r: Row) => {
  const us = (m: Measured | undefined) => (m?.cpuUs === undefined ? '–' : String(Math.round(m.cpuUs)));
  const vsPrism = r.sandbox.cpuUs && r.prism?.cpuUs ? (r.prism.cpuUs / r.sandbox.cpuUs).toFixed(2) : '–';
  return `${us(r.sandbox)} \\| ${us(r.prism)} \\| ${us(r.bare)} | ${vsPrism}`;
};
const failures = (r: LoadResult | undefined) => (r && (r.failed || r.errors) ? ` (${r.failed} non-2xx${r.statuses ? `: ${Object.entries(r.statuses).map(([code, n]) => `${n} × ${code}`).join(', ')}` : ''}, ${r.errors} errors)` : '');

/**
 * Tenants (issue 35): GET one device in one project, alone, then while another tenant fills its
 * bounds (bulk creates of 500 devices, 8 connections, one token, until its records are at their
 * bound and its items are answered 507). Each figure is the median of ROUNDS rounds; the ratio is
 * of the same run.
 */
async function tenantRows(sandbox: Started, tokens: string[]): Promise<string> {
  // The reader's tokens are not the filler's: the filler's token is at its rate limit by design.
  const get = { method: 'GET' as const, path: 'device', headers: { 'x-service-project': 'tenant-reader' }, tokens: tokens.slice(1), connections: 10 };
  // The filling tenant calls with its own token, as a tenant does: the per-token rate limit (200
  // units/s, a bulk call weighs 10) is what keeps its share; its refused calls are 429s.
  const fill = { method: 'POST' as const, path: '/v2/registry/devices/bulk', body: 'create:500', headers: { 'x-service-project': 'tenant-filler' }, tokens: [tokens[0]], connections: 8 };
  const alone: Measured[] = [];
  const filled: Measured[] = [];
  const fillers: Measured[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    alone.push(await load({ ...get, url: sandbox.url }));
    const [reader, filler] = await Promise.all([load({ ...get, url: sandbox.url }), load({ ...fill, url: sandbox.url })]);
    filled.push(reader);
    fillers.push(filler);
  }
  const a = medianRound(alone)!;
  const f = medianRound(filled)!;
  const use = (await (await fetch(`${sandbox.url}/_sandbox/projects/tenant-filler`)).json()) as { bytes: number; records: Record<string, number> };
  const filler = fillers[fillers.length - 1];
  return [
    `Tenants: GET one device in one project, 10 connections, alone: ${Math.round(a.rps)}/s, p50 ${a.p50} ms, p99 ${a.p99} ms; while another tenant fills its bounds (bulk creates of 500, 8 connections, its one token): ${Math.round(f.rps)}/s, p50 ${f.p50} ms, p99 ${f.p99} ms${failures(f)}; p99 ratio ${(f.p99 / Math.max(1, a.p99)).toFixed(2)}x.`,
    `The filling project at the end: ${use.records.devices ?? 0} changed devices, ${(use.bytes / 2 ** 20).toFixed(1)} MiB; its last round ${filler.ok} bulk calls answered 207 (each item past the bound 507 in its result), ${filler.failed} refused (429, its rate limit).`,
  ].join('\n');
}

async function tenantsOnly(): Promise<void> {
  const sandbox = await startSandbox('large', 'tsx');
  try {
    const tokens: string[] = [];
    for (let i = 0; i < 200; i++) {
      const r = await fetch(`${sandbox.url}/_sandbox/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ role: 'editor', projects: '*' }) });
      tokens.push(((await r.json()) as { access_token: string }).access_token);
    }
    await load({ method: 'GET', path: 'device', headers: { 'x-service-project': 'tenant-reader' }, tokens, seconds: 2, url: sandbox.url });
    const text = await tenantRows(sandbox, tokens);
    const cpu = os.cpus();
    process.stdout.write(`\nRun ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu[0]?.model ?? 'unknown CPU'} (${cpu.length} cores), Node ${process.version}, load average (1 min) ${loadAtStart.toFixed(1)} when the run began, ${os.loadavg()[0].toFixed(1)} at its end; ${ROUNDS} rounds of ${SECONDS} s.\n${text}\n`);
  } finally {
    await stopAll();
  }
}

/** A call's answer time and the server's CPU time for it; the median of five of each. */
interface Stall {
  wallMs: number;
  cpuMs: number;
  status: number;
}

const TAG_COUNT = 65_536;

async function stallOf(url: string, pid: number, method: string, path: string, body: string): Promise<Stall> {
  const runs: Stall[] = [];
  for (let i = 0; i < 5; i++) {
    const cpu0 = cpuMs(pid);
    const t0 = performance.now();
    const r = await fetch(`${url}${path}`, { method, headers: { ...headers, 'content-type': 'application/json', 'x-service-project': 'bench-stall' }, body });
    await r.arrayBuffer();
    runs.push({ wallMs: performance.now() - t0, cpuMs: cpuMs(pid) - cpu0, status: r.status });
  }
  const mid = <K extends 'wallMs' | 'cpuMs'>(k: K) => [...runs].sort((a, b) => a[k] - b[k])[2][k];
  return { wallMs: mid('wallMs'), cpuMs: mid('cpuMs'), status: runs[2].status };
}

/** One PATCH of 65,536 distinct tags and one bulk item of the same tags: both refused, each stall measured. */
async function tagStall(url: string, pid: number): Promise<string> {
  const tags = Array.from({ length: TAG_COUNT }, (_, i) => `t${i}`);
  const patch = await stallOf(url, pid, 'PATCH', '/v2/registry/devices/dev_0000001', JSON.stringify({ tags }));
  const bulk = await stallOf(url, pid, 'POST', '/v2/registry/devices/bulk', JSON.stringify({ op: 'patch', items: [{ id: 'dev_0000001', tags }] }));
  const line =
    `Tags stall (${TAG_COUNT.toLocaleString('en')} tags in one call, median of five): plain PATCH ${patch.status} in ${Math.round(patch.wallMs)} ms (${Math.round(patch.cpuMs)} ms server CPU); ` +
    `one bulk item ${bulk.status} in ${Math.round(bulk.wallMs)} ms (${Math.round(bulk.cpuMs)} ms server CPU); bulk/PATCH ${(bulk.wallMs / patch.wallMs).toFixed(2)}x wall, ${(bulk.cpuMs / Math.max(1, patch.cpuMs)).toFixed(2)}x CPU.`;
  process.stdout.write(`${line}\n`);
  return line;
}

async function stallOnly(): Promise<void> {
  const sandbox = await startSandbox('default', 'tsx');
  try {
    await tagStall(sandbox.url, sandbox.child.pid!);
  } finally {
    await stopProcess(sandbox.child);
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'tenants') return tenantsOnly();
  if (process.env.BENCH_ONLY === 'stall') return stallOnly();
  process.stdout.write(`registry bench: ${SECONDS} s per row, ${CONNECTIONS} connections, load from a separate process\n`);
  process.stdout.write('building dist/ (npm run build): start-up is measured on the compiled CLI\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
  const startup: StartUp = {
    tsxSmall: await startUp('default', 'tsx'),
    tsxLarge: await startUp('large', 'tsx'),
    small: await startUp('default', 'dist'),
    large: await startUp('large', 'dist', true),
  };
  const sandbox = startup.large;
  process.stdout.write(`start-up to first answer (dist): default ${Math.round(startup.small.startupMs)} ms, large ${Math.round(sandbox.startupMs)} ms\n`);

  // Many tokens, so the per-token limit (200 units/s) never decides a row; the limiter still runs.
  // A bulk call weighs 10 units: at 7,000 bulk-1 calls/s, 400 tokens were near the cap and some
  // answers were 429s; with 1,000 a token carries about 70 units/s at that rate.
  const tokens: string[] = [];
  for (let i = 0; i < 1000; i++) {
    const r = await fetch(`${sandbox.url}/_sandbox/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ role: 'editor', projects: '*' }) });
    tokens.push(((await r.json()) as { access_token: string }).access_token);
  }

  const dir = mkdtempSync(join(os.tmpdir(), 'registry-bench-'));
  const contractFile = join(dir, 'contract.json');
  writeFileSync(contractFile, JSON.stringify(loadContract()));
  const prismPort = await freePort();
  const prism = startProcess([join(root, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js'), 'mock', contractFile, '-p', String(prismPort)]);
  const prismUrl = `http://127.0.0.1:${prismPort}`;
  await firstAnswer(`${prismUrl}/v2/registry/devices/dev_0000001`, performance.now(), headers);
  const barePort = await freePort();
  const bare = startProcess(['--import', 'tsx', join(root, 'bench', 'bare-server.ts'), String(DEVICES), String(barePort)]);
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await firstAnswer(`${bareUrl}/v2/registry/devices/dev_0000001`, performance.now(), headers);

  const since = new Date(Date.parse(EPOCH) - 2 * 86_400_000).toISOString();
  const list = (q: string) => `/v2/registry/devices?${q}`;
  // The servers take turns, ROUNDS times, and each reports its median round: a shared machine's
  // speed drifts within minutes, and a ratio of two rounds far apart measures the drift.
  const both = async (name: string, s: Omit<LoadScenario, 'url' | 'headers' | 'tokens' | 'connections' | 'seconds' | 'devices'>, withBare = false, project = PROJECT): Promise<Row> => {
    const base = { ...s, headers: { 'x-service-project': project }, tokens };
    const servers: Record<string, [url: string, pid: number]> = { sandbox: [sandbox.url, sandbox.child.pid!], prism: [prismUrl, prism.pid!], ...(withBare ? { bare: [bareUrl, bare.pid!] } : {}) };
    const rounds: Record<string, Measured[]> = { sandbox: [], prism: [], bare: [] };
    for (let r = 0; r < ROUNDS; r++) for (const [server, [url, pid]] of Object.entries(servers)) rounds[server].push(await load({ ...base, url }, pid));
    const row = { name, sandbox: medianRound(rounds.sandbox)!, prism: medianRound(rounds.prism)!, bare: medianRound(rounds.bare) };
    process.stdout.write(`  ${name}: sandbox ${Math.round(row.sandbox.rps)}/s, Prism ${Math.round(row.prism.rps)}/s${row.bare ? `, bare ${Math.round(row.bare.rps)}/s` : ''}\n`);
    return row;
  };

  // Warm-up, not recorded: JIT and caches of every server, and Prism's start-up work settling.
  const warm = { method: 'GET' as const, path: 'device', headers: { 'x-service-project': PROJECT }, tokens, seconds: 2 };
  await Promise.all([sandbox.url, prismUrl, bareUrl].map((url) => load({ ...warm, url })));
  await load({ ...warm, method: 'POST', path: '/v2/registry/devices/bulk', body: 'bulk:500', url: sandbox.url });
  // The fixtures' tag index is built on the first tags query of any project.
  await fetch(`${sandbox.url}${list('tags=prod')}`, { headers: { ...headers, 'x-service-project': READ_PROJECT } });

  const rows: Row[] = [];
  let tenants = '';
  let stall = '';
  let rss = 0;
  try {
    rows.push(await both('GET one device', { method: 'GET', path: 'device' }, true));
    // The list rows read a project without changes; the filters' ratios are to its updated_since list.
    const sinceList = await both('list, updated_since', { method: 'GET', path: list(`updated_since=${encodeURIComponent(since)}&limit=50`) }, false, READ_PROJECT);
    rows.push(sinceList);
    for (const [name, filter] of FILTERS) rows.push(await both(`list, ${name}`, { method: 'GET', path: list(`tags=${encodeURIComponent(filter)}&limit=50`) }, false, READ_PROJECT));
    // A filtered list of the written project first: its tag index exists, and every bulk item keeps it.
    await fetch(`${sandbox.url}${list(`tags=prod&updated_since=${encodeURIComponent(EPOCH)}`)}`, { headers: { ...headers, 'x-service-project': PROJECT } });
    rows.push(await both('bulk patch, 1 item', { method: 'POST', path: '/v2/registry/devices/bulk', body: 'bulk:1' }, true));
    rows.push(await both('bulk patch, 500 items', { method: 'POST', path: '/v2/registry/devices/bulk', body: 'bulk:500' }, true));
    rows.push(await both('list, updated_since, written project', { method: 'GET', path: list(`updated_since=${encodeURIComponent(since)}&limit=50`) }));
    rows.push(await both(`list, ${FILTERS[0][0]}, written project`, { method: 'GET', path: list(`tags=${encodeURIComponent(FILTERS[0][1])}&limit=50`) }));
    const single = await load({ method: 'GET', path: 'device', headers: { 'x-service-project': PROJECT }, tokens: [tokens[0]], url: sandbox.url }, sandbox.child.pid);
    rows.push({ name: 'GET one device, ONE token (limit 200/s on)', sandbox: single });
    // RSS after the rows' load, before the tenants rows add a project of 100,000 devices.
    rss = rssMb(sandbox.child.pid!);
    tenants = await tenantRows(sandbox, tokens);
    stall = await tagStall(sandbox.url, sandbox.child.pid!);
  } finally {
    const rssEnd = rssMb(sandbox.child.pid!);
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
    printTable(rows, startup, rss || rssEnd);
    if (tenants) process.stdout.write(`\n${tenants}\nRSS after the tenants rows (their filler's project of 100,000 devices held too): ${rssEnd} MB.\n`);
    if (stall) process.stdout.write(`\n${stall}\n`);
  }
}

interface StartUp {
  small: Started;
  large: Started;
  tsxSmall: Started;
  tsxLarge: Started;
}

const startLine = (s: Started) => `${Math.round(s.startupMs)} ms / ${Math.round(s.startupCpuMs)} ms CPU`;

/** Each tags filter row's sandbox rate over the updated_since list's of the same project, in this run. */
function filterRatios(rows: Row[]): string {
  const rate = (name: string) => rows.find((r) => r.name === name)?.sandbox.rps;
  const cells: string[] = [];
  for (const suffix of ['', ', written project']) {
    const list = rate(`list, updated_since${suffix}`);
    for (const [name] of FILTERS) {
      const filtered = rate(`list, ${name}${suffix}`);
      if (list && filtered !== undefined) cells.push(`${name}${suffix} ${(filtered / list).toFixed(2)}x`);
    }
  }
  return `Tags filter rate over the updated_since list rate of the same project (sandbox, this run): ${cells.join('; ') || '–'}.`;
}

function printTable(rows: Row[], startup: StartUp, rss: number): void {
  const cpu = os.cpus();
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu[0]?.model ?? 'unknown CPU'} (${cpu.length} cores), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average (1 min) ${loadAtStart.toFixed(1)} when the run began, ${os.loadavg()[0].toFixed(1)} at its end; ${CONNECTIONS} connections; per row the servers take ${ROUNDS} rounds of ${SECONDS} s in turn, each figure is the server's median round.`,
    '',
    '| Row | Sandbox req/s \\| p50 ms \\| p99 ms | Prism req/s \\| p50 \\| p99 | bare node req/s \\| p50 \\| p99 | sandbox/Prism | sandbox/bare | CPU µs per answer: sandbox \\| Prism \\| bare | CPU Prism/sandbox |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${fmt(r.sandbox)}${failures(r.sandbox)} | ${fmt(r.prism)}${failures(r.prism)} | ${fmt(r.bare)} | ${ratio(r.sandbox, r.prism)} | ${ratio(r.sandbox, r.bare)} | ${cpuCells(r)} |`),
    '',
    filterRatios(rows),
    '',
    `Start-up to first answer, median of three, wall clock / CPU time of the server process. Compiled CLI (\`node dist/cli.js serve\`, as installed and in the container): default fixtures ${startLine(startup.small)}, large ${startLine(startup.large)}. Through tsx (\`node --import tsx src/cli.ts serve\`, \`npm start\`), for reference: default ${startLine(startup.tsxSmall)}, large ${startLine(startup.tsxLarge)}. RSS of the sandbox (compiled, large fixtures) after the load: ${rss} MB.${NODE_ARGS.length ? ` Sandbox started with node options ${NODE_ARGS.join(' ')}.` : ''}`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().catch(async (err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  await stopAll();
  process.exit(1);
});
