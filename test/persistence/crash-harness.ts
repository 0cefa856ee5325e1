/**
 * Kill -9 at a random (seeded) moment while a client writes, then check what the persist
 * directory loads: every write of the last save the sandbox reported before it died, and nothing
 * but a prefix of the writes (no gaps, no invented records). Shared by the test and the benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createRng } from '../../src/core/rng.js';
import { startSandbox } from '../../src/server.js';

/** Plain fetch (this file also runs under the benchmark, outside vitest). */
async function request(url: string, method: string, body?: unknown, token?: string): Promise<{ status: number; etag: string | null; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-service-project': PROJECT };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, etag: res.headers.get('etag'), body: await res.json() };
}

const repo = fileURLToPath(new URL('../../', import.meta.url));
const PROJECT = 'crash';

interface Child {
  process: ChildProcess;
  url: string;
  /** Seq of the project in the last "state saved" line seen so far. */
  lastSavedSeq: () => number;
  exited: Promise<void>;
}

/** The sandbox as its own process (`src/cli.ts serve` under tsx), on a free port it prints. */
export async function spawnSandbox(dir: string, extraArgs: string[] = []): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0', '--persist', dir, '--persist-delay', '20', '--rate-limit', '0', '--log-level', 'info', ...extraArgs], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saved = -1;
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) resolve(listening[1]);
      if (line.includes('"state saved"')) {
        const seq = JSON.parse(line).projects?.[PROJECT];
        if (typeof seq === 'number') saved = seq;
      }
    });
    void exited.then(() => reject(new Error(`the sandbox exited before listening: ${stderr}`)));
  });
  return { process: child, url, lastSavedSeq: () => saved, exited };
}

export interface CrashOutcome {
  acknowledged: number;
  /** Writes the last reported save held. */
  inLastSave: number;
  loaded: number;
  killAfterMs: number;
}

/** One run: start on `dir`, write `run-<n>` devices one by one, kill -9 after a random delay, load. */
export async function crashRun(dir: string, run: number, seed: number): Promise<CrashOutcome> {
  const rng = createRng(seed * 1000 + run);
  const killAfterMs = rng.int(100, 900);
  const child = await spawnSandbox(dir);
  const token = await mintAdminToken(child.url);
  const acked: { name: string; seq: number }[] = [];
  let killed = false;
  const writer = (async () => {
    for (let n = 1; !killed; n++) {
      const name = `r${run}-w${n}`;
      try {
        const r = await request(`${child.url}/v2/registry/devices`, 'POST', { name, serial_number: name }, token);
        if (r.status !== 201) throw new Error(`write ${name} answered ${r.status}`);
        acked.push({ name, seq: Number(/W\/"(\d+)"/.exec(r.etag ?? '')?.[1]) });
      } catch (err) {
        if (!killed) throw err;
      }
    }
  })();
  await new Promise((r) => setTimeout(r, killAfterMs));
  killed = true;
  const savedSeq = child.lastSavedSeq();
  child.process.kill('SIGKILL');
  await child.exited;
  await writer;

  const sb = await startSandbox({ port: 0, persist: dir, logLevel: 'silent' });
  try {
    const names = new Set<string>();
    for (let cursor: string | null | undefined = undefined; ; ) {
      const page = await request(`${sb.url}/v2/registry/devices?limit=500${cursor ? `&cursor=${cursor}` : ''}`, 'GET', undefined, sb.operatorToken);
      for (const d of page.body.data) if (d.name.startsWith(`r${run}-`)) names.add(d.name);
      cursor = page.body.next_cursor;
      if (!cursor) break;
    }
    const inLastSave = acked.filter((w) => w.seq <= savedSeq).length;
    // A prefix: w1..wk with no gap, at least the last reported save, at most what was sent.
    for (let n = 1; n <= names.size; n++) {
      if (!names.has(`r${run}-w${n}`)) throw new Error(`run ${run}: loaded ${names.size} writes but r${run}-w${n} is missing`);
    }
    if (names.size < inLastSave) throw new Error(`run ${run}: the last reported save held ${inLastSave} writes, but only ${names.size} loaded`);
    if (names.size > acked.length + 1) throw new Error(`run ${run}: ${names.size} writes loaded, more than the ${acked.length + 1} sent`);
    return { acknowledged: acked.length, inLastSave, loaded: names.size, killAfterMs };
  } finally {
    await sb.stop();
  }
}

async function mintAdminToken(url: string): Promise<string> {
  const r = await request(`${url}/_sandbox/tokens`, 'POST', { role: 'admin', projects: '*', ttl_seconds: 86400 });
  return r.body.access_token;
}
