/**
 * Asset API: throughput of the license list and the compliance view over the default fixtures,
 * and a burst of parallel assigns on one license (seats must come out exact). Bounded: about 10 s.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startSandbox } from '../src/server.js';
import { assign } from '../src/apis/assets/assignments.js';
import { createLicense } from '../src/apis/assets/licenses.js';
import { idStream } from '../src/apis/ids.js';

process.stdout.write(`machine: ${cpus().length} x ${cpus()[0]?.model}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}\n`);
const sb = await startSandbox({ port: 0, logLevel: 'silent', rateLimit: { enabled: false } });
const headers = { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'bench', 'content-type': 'application/json' };

async function load(title: string, path: string): Promise<void> {
  const r = await autocannon({ url: `${sb.url}${path}`, headers, connections: 10, duration: 3 });
  const failed = r.non2xx + r.errors;
  process.stdout.write(`${title}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${failed ? `, ${failed} failed` : ''}\n`);
}

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${sb.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

try {
  await load('GET /v1/assets/licenses?limit=50', '/v1/assets/licenses?limit=50');
  await load('GET /v1/assets/compliance?limit=50', '/v1/assets/compliance?limit=50');

  const seats = 100;
  const burst = 1000;
  const directory = sb.deps.store.get('bench').collection<any>('users');
  for (let i = 0; i < burst; i++) directory.create({ id: `usr_bench_${i}`, userName: `bench${i}`, active: true, role: 'viewer', password_hash: null });
  const license = (await call('POST', '/v1/assets/licenses', { product: 'Bench Suite', vendor: 'Bench Inc.', kind: 'per_seat', seats })).body;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const replies = await Promise.all(Array.from({ length: burst }, (_, i) =>
    call('POST', '/v1/assets/licenses/assign', { license_id: license.id, assignee_type: 'user', assignee_id: `usr_bench_${i}` })));
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const won = replies.filter((r) => r.status === 201).length;
  const refused = replies.filter((r) => r.status === 409).length;
  const after = (await call('GET', `/v1/assets/licenses/${license.id}`)).body;
  process.stdout.write(`${burst} parallel assigns to a ${seats}-seat license: ${won} seats, ${refused} refused, seats_used ${after.seats_used}, ${Math.round(ms)} ms wall, ${Math.round(cpuMs)} ms CPU of the process (client included)\n`);
  if (won !== seats || after.seats_used !== seats) process.exitCode = 1;

  // The service alone: seat lookups must not grow with the seats already taken.
  const project = sb.deps.store.get('bench-service');
  const ctx = { project, deps: { ...sb.deps, users: { status: () => undefined } }, ids: idStream(sb.deps, project.id) };
  const site = createLicense(ctx, { product: 'Site', vendor: 'Bench Inc.', kind: 'site', seats: null }).license;
  for (const block of [0, 1, 2]) {
    const t = performance.now();
    for (let i = 0; i < 5000; i++) assign(ctx, { license_id: site.id, assignee_type: 'user', assignee_id: `u${block}_${i}` });
    process.stdout.write(`service: seats ${block * 5000 + 1}-${(block + 1) * 5000} of one site license in ${Math.round(performance.now() - t)} ms\n`);
  }
} finally {
  await sb.stop();
}
