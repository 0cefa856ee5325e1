/**
 * Persistence: (1) 20 kill -9 runs at seeded random moments during a stream of writes, each must
 * load with every write of the last reported save; (2) saving a project of 100,000 changed devices
 * (large fixtures) must take under 1 s and stall requests by at most 150 ms.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicMs } from '../src/core/clock.js';
import { startSandbox } from '../src/server.js';
import { crashRun } from '../test/persistence/crash-harness.js';

const SAVE_LIMIT_MS = 1000;
const STALL_LIMIT_MS = 150;
const KILL_RUNS = Number(process.env.BENCH_KILL_RUNS ?? 20);

function temp(): string {
  return mkdtempSync(join(tmpdir(), 'sbx-bench-persist-'));
}

async function killRuns(): Promise<boolean> {
  const dir = temp();
  try {
    let loaded = 0;
    let lost = 0;
    for (let run = 1; run <= KILL_RUNS; run++) {
      const o = await crashRun(dir, run, 2026);
      loaded += o.loaded;
      lost += o.acknowledged - o.loaded;
      process.stdout.write(`  kill -9 run ${String(run).padStart(2)}: after ${o.killAfterMs} ms, ${o.acknowledged} writes acknowledged, ${o.inLastSave} in the last reported save, ${o.loaded} loaded\n`);
    }
    process.stdout.write(`kill -9: ${KILL_RUNS} runs, every one loaded with its last save (${loaded} writes kept, ${lost} acknowledged after the last save lost)\n`);
    return true;
  } catch (err) {
    process.stdout.write(`kill -9: FAILED ${(err as Error).message}\n`);
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function largeSave(): Promise<boolean> {
  const dir = temp();
  const t0 = monotonicMs();
  // A long delay: the save below is started by hand, so it can be timed on its own.
  const sb = await startSandbox({ port: 0, fixtures: 'large', persist: dir, persistDelayMs: 3_600_000, logLevel: 'silent', rateLimit: { enabled: false } });
  try {
    process.stdout.write(`large fixtures built and served in ${Math.round(monotonicMs() - t0)} ms\n`);
    await sb.persistence!.flush();
    const devices = sb.deps.store.get('big').collection<any>('devices');
    const ids = devices.records().map((d) => d.id);
    for (const id of ids) {
      const { id: _id, created_at: _c, updated_at: _u, ...rest } = devices.get(id)!;
      devices.update(id, { ...rest, name: `${rest.name} (changed)` });
    }
    process.stdout.write(`changed ${ids.length} devices in project big\n`);

    const latencies: number[] = [];
    const probe = async (during: () => boolean) => {
      const headers = { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'small' };
      for (let i = 0; during(); i++) {
        const t = monotonicMs();
        const r = await fetch(`${sb.url}/v2/registry/devices/${ids[i % ids.length]}`, { headers });
        await r.arrayBuffer();
        latencies.push(monotonicMs() - t);
      }
    };
    const baselineUntil = monotonicMs() + 500;
    await probe(() => monotonicMs() < baselineUntil);
    const baseline = [...latencies].sort((a, b) => a - b);
    latencies.length = 0;

    let saving = true;
    const probing = probe(() => saving);
    const s0 = monotonicMs();
    const cpu0 = process.cpuUsage();
    await sb.persistence!.flush();
    const saveMs = monotonicMs() - s0;
    const cpu = process.cpuUsage(cpu0);
    saving = false;
    await probing;
    const during = [...latencies].sort((a, b) => a - b);
    const file = join(dir, 'projects', `${sb.persistence!.generation}-0.json`);
    const maxMs = during[during.length - 1] ?? 0;
    process.stdout.write(
      `save of 100,000 changed devices: ${Math.round(saveMs)} ms (limit ${SAVE_LIMIT_MS}; CPU time of the process meanwhile, requests included: ${Math.round((cpu.user + cpu.system) / 1000)} ms), file ${(statSync(file).size / 1e6).toFixed(1)} MB\n` +
        `request latency: before the save p50 ${baseline[baseline.length >> 1].toFixed(1)} ms; during it ${during.length} requests, p50 ${(during[during.length >> 1] ?? 0).toFixed(1)} ms, max ${maxMs.toFixed(1)} ms (limit ${STALL_LIMIT_MS})\n`,
    );
    await sb.stop();
    const l0 = monotonicMs();
    const again = await startSandbox({ port: 0, persist: dir, persistDelayMs: 3_600_000, logLevel: 'silent' });
    const loadMs = monotonicMs() - l0;
    const back = again.deps.store.get('big').collection<any>('devices').get(ids[0])?.name.endsWith('(changed)');
    await again.stop();
    process.stdout.write(`restart with that state (fixtures built, 32 MB read and checked): ${Math.round(loadMs)} ms, changes back: ${back}\n`);
    return saveMs < SAVE_LIMIT_MS && maxMs <= STALL_LIMIT_MS && during.length > 0 && back === true;
  } finally {
    await sb.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_PERSISTENCE;
process.stdout.write(`machine: ${cpus().length} x ${cpus()[0]?.model}, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
const results = [];
if (!only || only === 'save') results.push(await largeSave());
if (!only || only === 'kill') results.push(await killRuns());
process.exit(results.every(Boolean) ? 0 : 1);
