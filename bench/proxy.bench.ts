/**
 * Proxy overhead (issue #43): what `serve --proxy` adds to a call. A bare node:http server in its
 * own process stands for the real deployment; the sandbox (its own process, `--proxy` to it with
 * `--proxy-credential`) forwards `GET /v2/registry/devices` there. This process sends interleaved
 * pairs on keep-alive connections, one call through the proxy and one straight to the upstream
 * (which goes first alternates), 300 pairs per round after a warm-up, three rounds; the added p50
 * (p50 through the proxy minus p50 direct, same round) of the best round must be under 1 ms on
 * loopback. Past it the bench reports and fails. A second line shows the same with `--record`.
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { Client } from 'undici';
import { firstAnswer, freePort, startProcess, stopAll, stopProcess } from './process.js';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIMIT_MS = 1;
const TOKEN = 'bench-proxy-operator';
const CREDENTIAL = 'Bearer bench-upstream-credential';

const UPSTREAM = `
const http = require('node:http');
const body = JSON.stringify({ data: Array.from({ length: 3 }, (_, i) => ({ id: 'dev_' + i, name: 'device ' + i, serial_number: 'SN' + i, tags: ['a', 'b'] })), next_cursor: null });
http.createServer((req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); }); })
  .listen(Number(process.argv[1]), '127.0.0.1');
`;

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function call(client: Client, headers: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const res = await client.request({ method: 'GET', path: '/v2/registry/devices?limit=3', headers });
  await res.body.arrayBuffer();
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
  return performance.now() - t0;
}

/** Rounds of interleaved pairs; the best round's p50s. */
async function measure(proxyUrl: string, upstreamUrl: string): Promise<{ proxied: number; direct: number; added: number }[]> {
  const proxy = new Client(proxyUrl, { pipelining: 1 });
  const direct = new Client(upstreamUrl, { pipelining: 1 });
  const through = { authorization: `Bearer ${TOKEN}`, 'x-service-project': 'bench' };
  const straight = { authorization: CREDENTIAL, 'x-service-project': 'bench' };
  const rounds = [];
  try {
    for (let i = 0; i < 200; i++) await Promise.all([call(proxy, through), call(direct, straight)]); // warm-up: JIT, pools
    for (let r = 0; r < ROUNDS; r++) {
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < PAIRS; i++) {
        if (i % 2) {
          a.push(await call(proxy, through));
          b.push(await call(direct, straight));
        } else {
          b.push(await call(direct, straight));
          a.push(await call(proxy, through));
        }
      }
      rounds.push({ proxied: p50(a), direct: p50(b), added: p50(a) - p50(b) });
    }
  } finally {
    await proxy.close();
    await direct.close();
  }
  return rounds;
}

async function sandbox(upstreamUrl: string, extra: string[]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startProcess(['--import', 'tsx', 'src/cli.ts', 'serve', '--port', String(port), '--token', TOKEN, '--log-level', 'silent', '--rate-limit', '0', '--proxy', upstreamUrl, '--proxy-credential', CREDENTIAL, ...extra], { stderr: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await firstAnswer(`${url}/_sandbox/health`, performance.now());
  return { url, child };
}

async function main(): Promise<void> {
  const upstreamPort = await freePort();
  const upstream = startProcess(['-e', UPSTREAM, String(upstreamPort)], { stderr: 'inherit' });
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  await firstAnswer(upstreamUrl, performance.now());
  const fmt = (n: number) => n.toFixed(3);
  let failed = false;
  const recordDir = mkdtempSync(join(os.tmpdir(), 'bench-proxy-'));
  for (const [label, extra] of [
    ['proxy', []],
    ['proxy --record', ['--record', recordDir]],
  ] as const) {
    const sb = await sandbox(upstreamUrl, [...extra]);
    const rounds = await measure(sb.url, upstreamUrl);
    await stopProcess(sb.child);
    const best = rounds.reduce((x, y) => (y.added < x.added ? y : x));
    process.stdout.write(
      `${label.padEnd(15)} ${PAIRS} pairs x ${ROUNDS} rounds: p50 proxied ${fmt(best.proxied)} ms, direct ${fmt(best.direct)} ms, added ${fmt(best.added)} ms (best round; all: ${rounds.map((r) => fmt(r.added)).join(', ')})\n`,
    );
    if (label === 'proxy' && best.added >= LIMIT_MS) {
      process.stdout.write(`FAIL: the proxy adds ${fmt(best.added)} ms at p50, the target is under ${LIMIT_MS} ms\n`);
      failed = true;
    }
  }
  rmSync(recordDir, { recursive: true, force: true });
  await stopProcess(upstream);
  process.exit(failed ? 1 : 0);
}

process.on('exit', () => {
  void stopAll();
});
main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
