/**
 * The Auth API's costs: start-up with seeded users (targets: under 1 s with `default`, under 3 s
 * with `large`: seeded passwords are not hashed at start, decision 0202), one sign-in (scrypt,
 * async, so it does not block other requests), and a SCIM filter over 200 users. Bounded: about
 * 20 s. Each start-up is measured in-process, with the contract already loaded once (warm).
 */
import { monotonicMs } from '../src/core/clock.js';
import { startSandbox } from '../src/server.js';

const PROJECT = 'bench';

async function startup(fixtures: 'default' | 'large'): Promise<number> {
  const started = monotonicMs();
  const sb = await startSandbox({ port: 0, logLevel: 'silent', fixtures });
  const ms = monotonicMs() - started;
  await sb.stop();
  return ms;
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = monotonicMs();
  const value = await fn();
  return [value, monotonicMs() - started];
}

const lines: string[] = [];
let failed = false;
await startup('default');
for (const [set, target] of [['default', 1000], ['large', 3000]] as const) {
  const runs = [await startup(set), await startup(set), await startup(set)];
  const median = runs.sort((a, b) => a - b)[1];
  lines.push(`start-up, ${set} fixtures: median ${median.toFixed(0)} ms of 3 (target < ${target} ms)`);
  if (median >= target) failed = true;
}

const sb = await startSandbox({ port: 0, logLevel: 'silent', fixtures: 'large', rateLimit: { enabled: false } });
try {
  const call = (method: string, path: string, body?: unknown, token: string | null = sb.operatorToken) =>
    fetch(`${sb.url}${path}`, {
      method,
      headers: { 'x-service-project': PROJECT, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const user = sb.seededUsers().find((u: any) => u.active) as any;
  const signIn = () => call('POST', '/v3/auth/sessions', { username: user.userName, password: user.userName }, null);
  const [first, firstMs] = await timed(signIn);
  if (first.status !== 201) throw new Error(`sign-in answered ${first.status}`);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) times.push((await timed(signIn))[1]);
  times.sort((a, b) => a - b);
  lines.push(`sign-in (scrypt N=16384): first ${firstMs.toFixed(0)} ms (derives the seeded hash too), then median ${times[5].toFixed(0)} ms of 10`);

  // While one sign-in hashes, other calls are answered (scrypt runs on the thread pool).
  const [, concurrentMs] = await timed(() => Promise.all([signIn(), ...Array.from({ length: 20 }, () => call('GET', '/v2/registry/devices?limit=1'))]));
  lines.push(`a sign-in and 20 reads at once: ${concurrentMs.toFixed(0)} ms in all`);

  const filter = encodeURIComponent(`userName eq "${user.userName}"`);
  await call('GET', `/v3/auth/scim/v2/Users?filter=${filter}`);
  const scimTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const [res, ms] = await timed(() => call('GET', `/v3/auth/scim/v2/Users?filter=${filter}`));
    if (res.status !== 200) throw new Error(`SCIM list answered ${res.status}`);
    await res.arrayBuffer();
    scimTimes.push(ms);
  }
  scimTimes.sort((a, b) => a - b);
  lines.push(`SCIM filter userName eq over 200 users: median ${scimTimes[10].toFixed(1)} ms of 20`);
  const [page, pageMs] = await timed(async () => (await call('GET', '/v3/auth/scim/v2/Users?count=200')).arrayBuffer());
  lines.push(`SCIM list of 200 users (one page): ${pageMs.toFixed(1)} ms, ${(page.byteLength / 1024).toFixed(0)} KiB`);
} finally {
  await sb.stop();
}
process.stdout.write(`${lines.join('\n')}\n`);
if (failed) process.exitCode = 1;
