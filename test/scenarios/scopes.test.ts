import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

const devices = '/v2/registry/devices?limit=1';

describe('per project: /_sandbox/scenarios/projects/{project}', () => {
  it('lists the ready-made scenarios with their rules', async () => {
    const r = await h.admin('GET', '/scenarios');
    expect(r.status).toBe(200);
    const storm = r.body.data.find((s: any) => s.name === 'rate-limit-storm');
    expect(storm).toMatchObject({ source: 'builtin:rate-limit-storm.yaml', global: false, seed: 4002, rules: [{ fault: { kind: 'rate_limit' } }] });
    expect((await h.admin('GET', '/scenarios/partial-bulk-failure')).body.rules).toHaveLength(2);
    expect((await h.admin('GET', '/scenarios/nope')).status).toBe(404);
  });

  it('runs two projects in parallel with different scenarios, neither leaking into the other', async () => {
    const [a, b, c] = [h.newProject(), h.newProject(), h.newProject()];
    await h.admin('POST', `/scenarios/projects/${a}`, { scenario: { name: 'teapot', description: 'x', rules: [{ fault: { kind: 'status', status: 418 } }] } });
    await h.admin('POST', `/scenarios/projects/${b}`, { scenario: { name: 'expired', description: 'x', rules: [{ match: { after: 1 }, fault: { kind: 'token_expired' } }] } });
    const calls = (project: string) => Promise.all(Array.from({ length: 6 }, () => h.call('GET', devices, { project })));
    const [ra, rb, rc] = await Promise.all([calls(a), calls(b), calls(c)]);
    expect(ra.map((r) => r.status)).toEqual([418, 418, 418, 418, 418, 418]);
    expect(rb.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(rc.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(rc.every((r) => r.headers.get('x-sandbox-fault') === null)).toBe(true);
  });

  it('activates a ready-made scenario by name, shows counters, and deactivates it', async () => {
    // A fixed name: decisions are keyed by (seed, project, rule), so this run repeats exactly.
    const project = 'by-name';
    const on = await h.admin('POST', `/scenarios/projects/${project}`, { name: 'expired-tokens' });
    expect(on.status).toBe(201);
    expect(on.body).toEqual({
      project,
      data: [{ name: 'expired-tokens', scope: 'project', source: 'builtin:expired-tokens.yaml', rules: [{ index: 0, name: 'expired', kind: 'token_expired', matched: 0, fired: 0 }] }],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await h.call('GET', devices, { project })).status);
    // The token serves three calls, then expires at some point and stays expired.
    const firstExpiry = statuses.indexOf(401);
    expect(firstExpiry).toBeGreaterThanOrEqual(3);
    expect(statuses.slice(firstExpiry).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(0, firstExpiry).every((s) => s === 200)).toBe(true);
    const fired = statuses.length - firstExpiry;
    const counters = (await h.admin('GET', `/scenarios/projects/${project}`)).body.data[0].rules[0];
    expect(counters).toMatchObject({ matched: 40, fired });
    expect((await h.admin('DELETE', `/scenarios/projects/${project}/expired-tokens`)).status).toBe(204);
    expect((await h.admin('DELETE', `/scenarios/projects/${project}/expired-tokens`)).status).toBe(404);
    for (let i = 0; i < 10; i++) expect((await h.call('GET', devices, { project })).status).toBe(200);
  });

  it('accepts an inline scenario in YAML and rejects a bad one naming line and field', async () => {
    const project = h.newProject();
    const post = (yaml: string) =>
      fetch(`${h.url}/_sandbox/scenarios/projects/${project}`, { method: 'POST', headers: { 'content-type': 'application/yaml' }, body: yaml }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const bad = await post('name: y\ndescription: d\nrules:\n  - fault: { kind: status, status: 99 }\n');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ in: 'body', pointer: '#/rules/0/fault/status', detail: 'line 4, column 28: rules[0].fault.status: must be >= 100' }]);
    const good = await post('name: y\ndescription: d\nrules:\n  - fault: { kind: status, status: 599 }\n');
    expect(good.status).toBe(201);
    expect((await h.call('GET', devices)).status).toBe(599);
  });

  it('refuses bad activation bodies with 4xx naming the field', async () => {
    const project = h.newProject();
    const unknown = await h.admin('POST', `/scenarios/projects/${project}`, { name: 'no-such' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ in: 'body', pointer: '#/name', detail: 'is not a known scenario' }]);
    const bad = await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name: 'z', description: 'd', rules: [{ fault: { kind: 'latency' } }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ in: 'body', pointer: '#/scenario/rules/0/fault/distribution', detail: 'rules[0].fault.distribution: is required' }]);
    expect((await h.admin('POST', `/scenarios/projects/${project}`, { name: 'x', scenario: {} })).status).toBe(400);
    expect((await h.admin('POST', '/scenarios/projects/bad%20id', { name: 'expired-tokens' })).status).toBe(400);
  });

  it('forgets a project\'s scenarios and counters on reset', async () => {
    const project = h.newProject();
    await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name: 't', description: 'x', rules: [{ fault: { kind: 'status', status: 500 } }] } });
    expect((await h.call('GET', devices)).status).toBe(500);
    await h.admin('POST', '/reset', { project });
    expect((await h.admin('GET', `/scenarios/projects/${project}`)).body.data).toEqual([]);
    expect((await h.call('GET', devices)).status).toBe(200);
  });
});

describe('webhook faults per project', () => {
  it('decides for deliveries of the project that activated webhook-chaos, and for no other', async () => {
    await h.admin('POST', '/scenarios/projects/hooks-a', { name: 'webhook-chaos' });
    const decide = (project: string) => Array.from({ length: 40 }, (_, i) => h.sb.deps.webhookFaults.decide(project, 'device.updated', `sub_${i % 3}`));
    const a = decide('hooks-a');
    expect(a.filter((d) => d.duplicates).length).toBeGreaterThan(0);
    expect(a.filter((d) => d.delayMs === 60_000).length).toBeGreaterThan(0);
    expect(a.every((d) => Object.keys(d).length === 0 || d.source?.scenario === 'webhook-chaos')).toBe(true);
    expect(decide('hooks-b').every((d) => Object.keys(d).length === 0)).toBe(true);
    const counters = (await h.admin('GET', '/scenarios/projects/hooks-a')).body.data[0].rules;
    expect(counters.map((r: any) => r.matched)).toEqual([40, 40, 40, 40, 40]);
  });
});

describe('per request: X-Sandbox-Scenario', () => {
  it('applies a scenario to that request only', async () => {
    h.newProject();
    const faulted = await h.call('GET', devices, { headers: { 'X-Sandbox-Scenario': 'slow-platform' } });
    expect(faulted.status === 200 || faulted.status === 503).toBe(true);
    expect(faulted.headers.get('x-sandbox-fault')).toMatch(/^slow-platform#1:latency/);
    const plain = await h.call('GET', devices);
    expect(plain.headers.get('x-sandbox-fault')).toBeNull();
  });

  it('finds the project\'s inline scenarios by name too', async () => {
    const project = h.newProject();
    await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name: 'only-if-asked', description: 'x', rules: [{ match: { headers: { 'x-want': '*' } }, fault: { kind: 'status', status: 507 } }] } });
    expect((await h.call('GET', devices, { headers: { 'X-Sandbox-Scenario': 'only-if-asked', 'X-Want': '1' } })).status).toBe(507);
    expect((await h.call('GET', devices, { project: `${project}-b`, headers: { 'X-Sandbox-Scenario': 'only-if-asked' } })).status).toBe(400);
  });

  it('refuses an unknown scenario name with 400 naming the header', async () => {
    h.newProject();
    const r = await h.call('GET', devices, { headers: { 'X-Sandbox-Scenario': 'expired-tokens, typo' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ in: 'header', pointer: '#/x-sandbox-scenario', detail: 'no scenario named "typo"' }]);
  });
});

describe('determinism, black box', () => {
  it('replays the same decisions for the same requests after a reset of the project', async () => {
    const project = 'replayed';
    const run = async () => {
      await h.admin('POST', `/scenarios/projects/${project}`, { name: 'flaky-network', seed: 12 });
      const seen: string[] = [];
      for (let i = 0; i < 30; i++) {
        const r = await h.call('GET', devices, { project }).catch(() => ({ headers: new Headers({ 'x-sandbox-fault': 'reset' }) }));
        seen.push(r.headers.get('x-sandbox-fault') ?? '-');
      }
      await h.admin('POST', '/reset', { project });
      return seen;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(1);
  });
});
