/**
 * The shared-sandbox soak (issue 37): a tenant's normal traffic against a `--shared --persist`
 * sandbox, first alone (the baseline), then for `SOAK_SECONDS` (120) beside the review's attacks,
 * replayed by a separate process at the review's scale: 100 held unauthenticated uploads, 1,075
 * idle connections, 256 KiB `[[],[],…]` inbox posts, rebinding resets, wrong passwords for the
 * tenant's user from rotating addresses, wrong tokens naming the tenant's project from the
 * tenant's own address, wrong admin tokens, wrong sign-ins that would load saved projects,
 * provisioning sessions by admins of 11 other projects (up to 99,999), aborted uploads.
 *
 * It reports the normal traffic's errors (target 0) and p99 (target at most 2x the baseline's),
 * every 10 s, and stops early, exit 1, once past either. The sandbox and the attacker each run
 * in their own process, so the measuring client shares its event loop with neither.
 * `npm run bench -- shared-soak`; SOAK_SECONDS and SOAK_BASELINE_SECONDS shorten it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../', import.meta.url));
const ADMIN = 'soak-admin-token-0123456789abcdef';
const OPERATOR = 'soak-operator-token-0123456789abcdef';
const TENANT = 'normal';

interface Target {
  url: string;
  port: number;
}

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- the attacker (its own process)

async function attack(t: Target, provisioningTokens: string[], seconds: number): Promise<void> {
  const until = performance.now() + seconds * 1000;
  const running = () => performance.now() < until;
  const counts: Record<string, number> = {};
  const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);
  let sessions = 0;
  const report = () => process.stdout.write(`${JSON.stringify({ attacks: counts, provisioning_sessions: sessions })}\n`);
  process.once('SIGTERM', () => {
    report();
    process.exit(0);
  });
  const at = (n: number, base: string) => `${base}.${(n % 250) + 1}`;

  /** A socket from `from` that stays open until the sandbox closes it; then another. */
  const keep = async (from: string, first: string | undefined, label: string) => {
    while (running()) {
      await new Promise<void>((resolve) => {
        const s = net.connect({ port: t.port, host: '127.0.0.1', localAddress: from });
        s.on('error', () => {});
        s.on('connect', () => {
          count(label);
          if (first) s.write(first);
        });
        s.on('close', () => resolve());
        setTimeout(() => s.destroy(), Math.max(0, until - performance.now()));
      });
      await sleep(200);
    }
  };
  const upload = (path: string) => `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Service-Project: ${TENANT}\r\n\r\n4000\r\n${'x'.repeat(0x4000)}\r\n`;
  const loops: Promise<unknown>[] = [];
  // 100 held unauthenticated uploads (sign-ins and inbox deliveries that never finish).
  for (let i = 0; i < 100; i++) loops.push(keep(at(i, '127.0.1'), upload(i % 2 ? '/v3/auth/sessions' : '/_sandbox/inbox/soak'), 'held_upload'));
  // 1,075 idle connections from 20 addresses.
  for (let i = 0; i < 1075; i++) loops.push(keep(at(i % 20, '127.0.2'), undefined, 'idle_connection'));
  const repeat = (label: string, fn: (n: number) => Promise<number>) =>
    loops.push(
      (async () => {
        for (let n = 0; running(); n++) {
          try {
            count(`${label}_${await fn(n)}`);
          } catch {
            count(`${label}_error`);
          }
        }
      })(),
    );
  const arrays = `[${'[],'.repeat(87_000)}[]]`;
  repeat('inbox', async (n) => (await fetch(`${t.url}/_sandbox/inbox/soak-${n % 10}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: arrays })).status);
  repeat('rebind', async () => {
    const r = await rawStatus(t, '/_sandbox/reset', 'POST', { host: `rebind.example:${t.port}`, origin: `http://rebind.example:${t.port}`, 'content-type': 'application/json' }, '{}');
    await sleep(100);
    return r;
  });
  repeat('wrong_password', async (n) => rawStatus(t, '/v3/auth/sessions', 'POST', { 'content-type': 'application/json', 'x-service-project': TENANT }, JSON.stringify({ username: process.env.SOAK_USER, password: `guess-${n}` }), at(n, '127.0.3')));
  repeat('wrong_token', async (n) => (await fetch(`${t.url}/v2/registry/devices`, { headers: { authorization: `Bearer guess-${n}`, 'x-service-project': TENANT } })).status);
  repeat('wrong_admin_token', async (n) => (await fetch(`${t.url}/_sandbox/journal?limit=1`, { headers: { authorization: `Bearer guess-${n}` } })).status);
  repeat('cold_sign_in', async (n) => rawStatus(t, '/v3/auth/sessions', 'POST', { 'content-type': 'application/json', 'x-service-project': `cold-${n % 40}` }, JSON.stringify({ username: 'x', password: 'y' }), at(n, '127.0.4')));
  for (let w = 0; w < 4; w++) {
    repeat('provisioning', async (n) => {
      if (sessions >= 99_999) {
        await sleep(1000);
        return 0;
      }
      sessions++;
      const token = provisioningTokens[(n * 4 + w) % provisioningTokens.length];
      return (await fetch(`${t.url}/v3/auth/sessions`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"kind":"provisioning"}' })).status;
    });
  }
  repeat('aborted_upload', async (n) => {
    const s = net.connect({ port: t.port, host: '127.0.0.1', localAddress: at(n, '127.0.5') });
    s.on('error', () => {});
    s.on('connect', () => s.write(upload('/_sandbox/inbox/aborted')));
    await sleep(50);
    s.destroy();
    return 0;
  });
  await Promise.all(loops);
  report();
}

function rawStatus(t: Target, path: string, method: string, headers: Record<string, string>, body: string, from?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ port: t.port, host: '127.0.0.1', localAddress: from });
    let got = '';
    s.on('error', reject);
    s.on('data', (d) => {
      got += d.toString('latin1');
      const m = /^HTTP\/1\.1 (\d+)/.exec(got);
      if (m) {
        s.destroy();
        resolve(Number(m[1]));
      }
    });
    s.on('close', () => resolve(0));
    const lines = Object.entries({ host: '127.0.0.1', ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' }).map(([k, v]) => `${k}: ${v}`);
    s.on('connect', () => s.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`));
  });
}

// ---------------------------------------------------------------- the tenant's normal traffic

interface Window {
  /** Of the API calls (the p99 target's); sign-ins are timed apart: a guessed user's checks are slowed on purpose. */
  latencies: number[];
  /** Of the tenant's session calls (list its sessions): what must not grow with other projects' sessions. */
  sessionCalls: number[];
  signInMaxMs: number;
  errors: number;
  errorKinds: Record<string, number>;
}

const emptyWindow = (): Window => ({ latencies: [], sessionCalls: [], signInMaxMs: 0, errors: 0, errorKinds: {} });

async function normalTraffic(t: Target, token: string, user: { userName: string; password: string }, seconds: number, onWindow: (w: Window, elapsed: number) => boolean): Promise<Window> {
  const all = emptyWindow();
  let current = emptyWindow();
  const headers = { authorization: `Bearer ${token}`, 'x-service-project': TENANT, 'content-type': 'application/json' };
  const started = performance.now();
  let stop = false;
  const record = (ms: number, ok: boolean, kind: string) => {
    for (const w of [all, current]) {
      if (kind.startsWith('sign-in')) w.signInMaxMs = Math.max(w.signInMaxMs, ms);
      else w.latencies.push(ms);
      if (kind.startsWith('GET sessions')) w.sessionCalls.push(ms);
      if (!ok) {
        w.errors++;
        w.errorKinds[kind] = (w.errorKinds[kind] ?? 0) + 1;
      }
    }
  };
  const timed = async (kind: string, fn: () => Promise<number>, expected: number) => {
    const t0 = performance.now();
    try {
      const status = await fn();
      record(performance.now() - t0, status === expected, `${kind} ${status}`);
    } catch (err) {
      record(performance.now() - t0, false, `${kind} ${(err as Error).message}`);
    }
  };
  const worker = async (w: number) => {
    for (let n = 0; !stop; n++) {
      if (n % 10 === 4) await timed('GET sessions', async () => (await fetch(`${t.url}/v3/auth/sessions`, { headers })).status, 200);
      else if (n % 10 === 9) await timed('POST device', async () => (await fetch(`${t.url}/v2/registry/devices`, { method: 'POST', headers, body: JSON.stringify({ name: `soak ${w}-${n}`, serial_number: `SOAK-${w}-${n}-${Date.now()}` }) })).status, 201);
      else await timed('GET devices', async () => (await fetch(`${t.url}/v2/registry/devices?limit=5`, { headers })).status, 200);
      await sleep(5);
    }
  };
  const signIns = async () => {
    while (!stop) {
      await timed('sign-in', async () => (await fetch(`${t.url}/v3/auth/sessions`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-project': TENANT }, body: JSON.stringify({ username: user.userName, password: user.password }) })).status, 201);
      await sleep(1000);
    }
  };
  const ticker = (async () => {
    for (let tick = 1; !stop; tick++) {
      await sleep(Math.min(10_000, started + seconds * 1000 - performance.now()));
      const elapsed = (performance.now() - started) / 1000;
      if (!onWindow(current, elapsed) || elapsed >= seconds - 0.05) stop = true;
      current = emptyWindow();
    }
  })();
  await Promise.all([...[0, 1, 2, 3].map(worker), signIns(), ticker]);
  return all;
}

function quantile(latencies: number[], q: number): number {
  if (!latencies.length) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}
const p99 = (latencies: number[]) => quantile(latencies, 0.99);

// ---------------------------------------------------------------- the run

async function main(): Promise<void> {
  if (process.argv[2] === 'attack') {
    const [url, port, seconds] = process.argv.slice(3);
    await attack({ url, port: Number(port) }, JSON.parse(process.env.SOAK_TOKENS ?? '[]'), Number(seconds));
    return;
  }
  const soakSeconds = Number(process.env.SOAK_SECONDS ?? 120);
  const baselineSeconds = Number(process.env.SOAK_BASELINE_SECONDS ?? 20);
  process.stdout.write(`machine: ${cpus().length} x ${cpus()[0]?.model}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} (other work on the machine inflates every figure)\n`);
  const dir = mkdtempSync(join(tmpdir(), 'sbx-soak-'));
  const sandbox = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0', '--shared', '--persist', dir, '--admin-token', ADMIN, '--token', OPERATOR, '--max-projects', '16', '--rate-limit', '0', '--log-level', 'warn'], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  let attacker: ChildProcess | undefined;
  try {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: sandbox.stdout! }).on('line', (line) => {
        const m = /listening on (http:\/\/\S+)/.exec(line);
        if (m) resolve(m[1]);
      });
      sandbox.once('exit', () => reject(new Error('the sandbox exited before listening')));
    });
    const t: Target = { url, port: Number(new URL(url).port) };
    const admin = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
    const operator = { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' };
    // The tenant: a minted token for its project, and its seeded admin's (random) password.
    const minted = await json(`${url}/_sandbox/tokens`, { method: 'POST', headers: admin, body: JSON.stringify({ role: 'admin', projects: [TENANT] }) });
    const tenantToken = minted.body.access_token as string;
    await json(`${url}/v2/registry/devices?limit=1`, { headers: { authorization: `Bearer ${tenantToken}` } });
    const passwords = (await json(`${url}/_sandbox/projects/${TENANT}/passwords`, { headers: admin })).body.data as { userName: string; password: string; active?: boolean }[];
    const user = passwords[0];
    // Saved projects the attacker's sign-ins would load, and 11 projects whose admins open provisioning sessions.
    for (let i = 0; i < 40; i++) await json(`${url}/v2/registry/devices`, { method: 'POST', headers: { ...operator, 'x-service-project': `cold-${i}` }, body: JSON.stringify({ name: 'c', serial_number: `COLD-${i}` }) });
    const provisioningTokens: string[] = [];
    for (let i = 0; i < 11; i++) provisioningTokens.push((await json(`${url}/_sandbox/tokens`, { method: 'POST', headers: admin, body: JSON.stringify({ role: 'admin', projects: [`other-${i}`] }) })).body.access_token);
    for (const token of provisioningTokens) await json(`${url}/v2/registry/devices?limit=1`, { headers: { authorization: `Bearer ${token}` } });

    const baseline = await normalTraffic(t, tenantToken, user, baselineSeconds, () => true);
    const base99 = p99(baseline.latencies);
    process.stdout.write(`baseline (${baselineSeconds} s, no attack): ${baseline.latencies.length} calls, ${baseline.errors} errors${baseline.errors ? ` ${JSON.stringify(baseline.errorKinds)}` : ''}, p99 ${base99.toFixed(1)} ms; slowest sign-in ${baseline.signInMaxMs.toFixed(0)} ms\n`);

    attacker = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'attack', url, String(t.port), String(soakSeconds)], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SOAK_TOKENS: JSON.stringify(provisioningTokens), SOAK_USER: user.userName },
    });
    let attackReport = '';
    createInterface({ input: attacker.stdout! }).on('line', (line) => (attackReport = line));
    const attackerDone = new Promise<void>((resolve) => attacker!.once('exit', () => resolve()));
    await sleep(2000);
    const soak = await normalTraffic(t, tenantToken, user, soakSeconds, (w, elapsed) => {
      const p = p99(w.latencies);
      process.stdout.write(`  ${elapsed.toFixed(0)} s: ${w.latencies.length} calls, ${w.errors} errors${w.errors ? ` ${JSON.stringify(w.errorKinds)}` : ''}, p99 ${p.toFixed(1)} ms\n`);
      return w.errors === 0 && p <= 2 * base99;
    });
    attacker.kill('SIGTERM');
    await Promise.race([attackerDone, sleep(5000)]);
    const soak99 = p99(soak.latencies);
    const health = await json(`${url}/_sandbox/health`, { headers: admin });
    process.stdout.write(`under attack: ${soak.latencies.length} calls, ${soak.errors} errors${soak.errors ? ` ${JSON.stringify(soak.errorKinds)}` : ''}, p99 ${soak99.toFixed(1)} ms (${(soak99 / base99).toFixed(2)}x the baseline; target at most 2x, 0 errors); slowest sign-in ${soak.signInMaxMs.toFixed(0)} ms (slowed on purpose while the user is guessed at)\n`);
    process.stdout.write(`the tenant's session calls (GET /v3/auth/sessions): p50 ${quantile(baseline.sessionCalls, 0.5).toFixed(1)} ms alone, ${quantile(soak.sessionCalls, 0.5).toFixed(1)} ms beside the other projects' provisioning sessions\n`);
    process.stdout.write(`attacks: ${attackReport || '(the attacker was stopped early)'}\n`);
    process.stdout.write(`health afterwards: ${health.status} ${JSON.stringify(health.body)}\n`);
    if (soak.errors > 0 || soak99 > 2 * base99) process.exitCode = 1;
  } finally {
    attacker?.kill('SIGKILL');
    sandbox.kill('SIGTERM');
    await new Promise((r) => sandbox.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
