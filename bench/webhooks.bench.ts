/**
 * Webhook dispatch throughput (target: 2,000 deliveries/s sustained). The sandbox runs in this
 * process; the receiver (answers 204 at once) runs in a worker thread, so the two do not share an
 * event loop. Events go straight onto the bus, so the number is the dispatcher's (signing, HTTP,
 * bookkeeping), not the Registry API's.
 *
 * After a warm-up, two runs, bounded in time: a steady offered load held for 10 s (does delivery
 * keep up?), and a burst of 10,000 events (how fast does the backlog drain?).
 */
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { startSandbox } from '../src/server.js';

const RECEIVER = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
let count = 0;
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { count++; res.writeHead(204); res.end(); });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => { if (m === 'count') parentPort.postMessage({ count }); if (m === 'stop') server.close(() => process.exit(0)); });
`;

interface Receiver {
  url: string;
  count(): Promise<number>;
  stop(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const worker = new Worker(RECEIVER, { eval: true });
  const port = await new Promise<number>((resolve) => worker.once('message', (m) => resolve(m.port)));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    count: () =>
      new Promise((resolve) => {
        worker.once('message', (m) => resolve(m.count));
        worker.postMessage('count');
      }),
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const sb = await startSandbox({ port: 0, logLevel: 'silent', rateLimit: { enabled: false } });
  const rx = await startReceiver();
  const project = 'bench-webhooks';
  const sub = await fetch(`${sb.url}/events/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': project, 'content-type': 'application/json' },
    body: JSON.stringify({ url: rx.url, event_types: ['device.updated'] }),
  });
  if (sub.status !== 201) throw new Error(`subscription failed: ${sub.status} ${await sub.text()}`);
  const device = { id: 'dev_bench', name: 'Bench', imei: null, serial_number: 'B1', manufacturer: '', model: '', platform: 'other', tags: ['a', 'b'], created_at: sb.deps.clock.nowIso(), updated_at: sb.deps.clock.nowIso() };
  const publish = (n: number) => {
    for (let i = 0; i < n; i++) sb.deps.bus.publish({ type: 'device.updated', project, timestamp: sb.deps.clock.nowIso(), data: device });
  };
  const lines: string[] = [];

  // 0. Warm-up (JIT, keep-alive connections): 5,000 events, drained, not counted.
  publish(5000);
  while ((await rx.count()) < 5000) await sleep(20);

  // 1. Steady offered load: 2,500 events/s in 10 ms ticks for 10 s.
  const rate = 2500;
  const seconds = 10;
  const before = await rx.count();
  const started = performance.now();
  let offered = 0;
  const perSecond: number[] = [];
  let lastCount = before;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    publish(due - offered);
    offered = due;
    await sleep(10);
    if (performance.now() - started >= (perSecond.length + 1) * 1000) {
      const c = await rx.count();
      perSecond.push(c - lastCount);
      lastCount = c;
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  const delivered = (await rx.count()) - before;
  lines.push(`steady: offered ${rate}/s for ${elapsed.toFixed(1)} s (${offered} events), delivered ${delivered} = ${Math.round(delivered / elapsed)} deliveries/s, backlog at the end ${offered - delivered}; per second: ${perSecond.join(' ')}`);
  const drainStart = performance.now();
  while ((await rx.count()) - before < offered && performance.now() - drainStart < 20_000) await sleep(20);

  // 2. Burst: 10,000 events at once (the endpoint's queue bound; more would wait for their retry).
  const burst = 10_000;
  const base = await rx.count();
  const burstStart = performance.now();
  publish(burst);
  const published = performance.now() - burstStart;
  while ((await rx.count()) - base < burst && performance.now() - burstStart < 60_000) await sleep(20);
  const burstSeconds = (performance.now() - burstStart) / 1000;
  const got = (await rx.count()) - base;
  lines.push(`burst: ${burst} events published in ${published.toFixed(0)} ms (the publisher's cost), ${got} delivered in ${burstSeconds.toFixed(2)} s = ${Math.round(got / burstSeconds)} deliveries/s`);
  const mem = process.memoryUsage();
  lines.push(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}; heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB, rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB`);
  process.stdout.write(`${lines.join('\n')}\n`);
  await rx.stop();
  await sb.stop();
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
