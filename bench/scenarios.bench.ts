/**
 * The cost of fault scenarios: how many decisions per second the engine makes, and what the fault
 * stage costs a request over HTTP when scenarios are in force but do not fire. Bounded: about 10 s.
 * Target: a decision takes less than 5% of a request's time on the same machine (a ratio, so it
 * holds on a loaded machine too; the two HTTP rates are printed for information).
 */
import autocannon from 'autocannon';
import { monotonicMs } from '../src/core/clock.js';
import type { LoadedScenario } from '../src/scenarios/types.js';
import { startSandbox } from '../src/server.js';

const PROJECT = 'bench';

async function throughput(url: string, token: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({
    url: `${url}/v2/registry/devices?limit=10`,
    connections: 16,
    duration: 3,
    headers: { authorization: `Bearer ${token}`, 'x-service-project': PROJECT, ...headers },
  });
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

const sb = await startSandbox({ port: 0, logLevel: 'silent', rateLimit: { enabled: false } });
try {
  // Scenarios in force whose rules match no request of the benchmark: the engine evaluates them all.
  const quiet = (name: string): LoadedScenario => ({
    name,
    source: 'inline',
    description: 'never fires here',
    rules: Array.from({ length: 5 }, (_, i) => ({ match: { method: 'POST', path: `/v2/registry/x${i}/**`, probability: 0.5 }, fault: { kind: 'status', status: 500 } })),
  });
  const { engine } = sb.deps.scenarios;
  const facts = { method: 'GET', path: '/v2/registry/devices', project: PROJECT, role: () => 'admin', header: () => undefined };

  const baseline = await throughput(sb.url, sb.operatorToken);
  for (const name of ['quiet-a', 'quiet-b', 'quiet-c']) engine.activate(PROJECT, name, quiet(name));
  engine.setGlobal(['rate-limit-storm']);
  engine.activate(PROJECT, 'rate-limit-storm', { ...engine.get('rate-limit-storm')!, rules: [{ ...engine.get('rate-limit-storm')!.rules[0], match: { path: '/nowhere/**' } }] });
  const withScenarios = await throughput(sb.url, sb.operatorToken, { 'x-sandbox-scenario': 'quiet-a' });

  const n = 200_000;
  const started = monotonicMs();
  for (let i = 0; i < n; i++) engine.plan(facts);
  const perSecond = n / ((monotonicMs() - started) / 1000);

  const share = baseline / perSecond;
  process.stdout.write(
    [
      `engine decisions (4 scenarios, 16 rules in force): ${Math.round(perSecond).toLocaleString('en')} per second, ${(1e6 / perSecond).toFixed(1)} µs each`,
      `GET devices, no scenario:        ${Math.round(baseline)} req/s`,
      `GET devices, 4 scenarios quiet:  ${Math.round(withScenarios)} req/s`,
      `a decision costs ${(share * 100).toFixed(2)}% of a request's time (target < 5%)`,
      '',
    ].join('\n'),
  );
  if (share > 0.05) process.exitCode = 1;
} finally {
  await sb.stop();
}
