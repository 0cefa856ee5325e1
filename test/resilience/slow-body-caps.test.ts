/**
 * `slow_body` against the connection caps (docs/shared-sandbox.md): a connection whose answer is
 * being dribbled counts against its client address's cap like any other, so a client that opens
 * many slow answers holds at most its own share, and another address (a client of another
 * project, a health probe) is served at once meanwhile.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const PER_ADDRESS = 4;
const h = useSandbox({ connections: { perAddress: PER_ADDRESS, total: 24 } });

interface Outcome {
  status?: number;
  bytes: number;
  error?: string;
  ms: number;
}

/** One request on its own connection from `from` (a loopback address), read to the end. */
function request(from: string, path: string, project: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${h.url}${path}`, { localAddress: from, agent: false, headers: { authorization: `Bearer ${h.token}`, 'x-service-project': project } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, ms: performance.now() - started }));
      res.on('error', (err) => resolve({ status: res.statusCode, bytes, error: err.message, ms: performance.now() - started }));
    });
    req.on('error', (err) => resolve({ bytes: 0, error: (err as NodeJS.ErrnoException).code ?? err.message, ms: performance.now() - started }));
    req.end();
  });
}

describe('slow_body and the connection caps', () => {
  it("a client's slow answers hold its own address's connections only; others are served meanwhile", async () => {
    const slow = h.newProject();
    const scenario = { name: 'dribble', description: 'Every device list dribbled over 3 s.', rules: [{ match: { method: 'GET', path: '/v2/registry/devices' }, fault: { kind: 'slow_body', seconds: 3 } }] };
    expect((await h.admin('POST', `/scenarios/projects/${slow}`, { scenario })).status).toBe(201);
    const other = h.newProject();

    // Twice the cap of slow answers from one address: the cap's worth are dribbled, the rest refused at once.
    const greedy = Array.from({ length: PER_ADDRESS * 2 }, () => request('127.0.0.2', '/v2/registry/devices?limit=50', slow));
    await new Promise((r) => setTimeout(r, 300));
    // Meanwhile another address is served at once: a platform call of another project, and health.
    const [call, health] = await Promise.all([request('127.0.0.3', '/v2/registry/devices?limit=5', other), request('127.0.0.3', '/_sandbox/health', other)]);
    expect(call).toMatchObject({ status: 200 });
    expect(health).toMatchObject({ status: 200 });
    expect(call.ms).toBeLessThan(1500);

    const outcomes = await Promise.all(greedy);
    const served = outcomes.filter((o) => o.status === 200 && !o.error);
    const refused = outcomes.filter((o) => o.status === undefined);
    expect(served).toHaveLength(PER_ADDRESS);
    for (const o of served) {
      expect(o.bytes).toBeGreaterThan(0);
      expect(o.ms).toBeGreaterThanOrEqual(2500);
    }
    expect(refused).toHaveLength(PER_ADDRESS);
    for (const o of refused) expect(o.error).toMatch(/ECONNRESET|socket hang up|EPIPE/);

    // Once the slow answers are done, the address has its connections back.
    expect(await request('127.0.0.2', '/v2/registry/devices?limit=1', other)).toMatchObject({ status: 200 });
  });
});
