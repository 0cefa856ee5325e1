/**
 * Per-project fault scenarios are project state: `--persist` brings them back after a restart
 * (activations, counters, the position of each rule's random stream), and snapshots hold them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/server.js';
import { admin, call, newDevice, start, stop, tempDirs, writeSealed } from './helpers.js';

const tempDir = tempDirs();

/** GET /v2/registry/devices fails with 503 on the 2nd and 3rd call, and only then. */
const twice = {
  name: 'second-and-third',
  description: 'the second and third device lists fail',
  rules: [{ match: { method: 'GET', path: '/v2/registry/devices', after: 1, times: 2 }, fault: { kind: 'status', status: 503 } }],
};

/** Each device list fails with a one in two chance, drawn from the rule's seeded stream. */
const coin = {
  name: 'coin',
  description: 'a coin decides',
  seed: 99,
  rules: [{ match: { method: 'GET', path: '/v2/registry/devices', probability: 0.5 }, fault: { kind: 'status', status: 503 } }],
};

async function statuses(sb: Sandbox, project: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(sb, 'GET', '/v2/registry/devices?limit=1', project)).status);
  return out;
}

async function activate(sb: Sandbox, project: string, body: unknown): Promise<void> {
  const r = await admin(sb, 'POST', `/scenarios/projects/${project}`, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

async function bulkStatuses(sb: Sandbox, project: string): Promise<number[]> {
  const created = await call(sb, 'POST', '/v2/registry/devices/bulk', project, {
    body: { op: 'create', items: Array.from({ length: 8 }, (_, i) => ({ name: `bulk-${i}`, serial_number: `SN-B${i}-${Date.parse('2026-01-01')}` })) },
  });
  expect(created.status).toBe(207);
  return created.body.results.map((r: any) => r.status);
}

describe('--persist keeps per-project fault scenarios', () => {
  it('brings back an inline and a ready-made scenario, still acting, with their counters', async () => {
    const dir = tempDir();
    const first = await start({ persist: dir });
    const device = await newDevice(first, 'faulty', 'kept');
    await activate(first, 'faulty', { scenario: twice });
    await activate(first, 'faulty', { name: 'partial-bulk-failure' });
    expect(await statuses(first, 'faulty', 2)).toEqual([200, 503]);
    await stop(first);

    const second = await start({ persist: dir });
    const listed = (await admin(second, 'GET', '/scenarios/projects/faulty')).body.data;
    expect(listed.map((s: any) => [s.name, s.scope, s.source])).toEqual([
      ['second-and-third', 'project', 'inline'],
      ['partial-bulk-failure', 'project', 'builtin:partial-bulk-failure.yaml'],
    ]);
    expect(listed[0].rules[0]).toMatchObject({ matched: 2, fired: 1 });
    // The third call still fails and the fourth passes: `times` counted on from where it was.
    expect(await statuses(second, 'faulty', 2)).toEqual([503, 200]);
    expect((await call(second, 'GET', `/v2/registry/devices/${device.body.id}`, 'faulty')).status).toBe(200);
    // The ready-made scenario acts too: every 4th bulk item fails.
    const bulk = await bulkStatuses(second, 'faulty');
    expect(bulk[3]).toBe(503);
    expect(bulk[7]).toBe(503);
    // Other projects have no scenario.
    expect((await admin(second, 'GET', '/scenarios/projects/other')).body.data).toEqual([]);
    await stop(second);
  });

  it('takes each rule\'s random stream up where it stopped: the same decisions as a run without a restart', async () => {
    const straight = await start({});
    await activate(straight, 'coin', { scenario: coin });
    const expected = await statuses(straight, 'coin', 12);
    await stop(straight);
    expect(new Set(expected)).toEqual(new Set([200, 503]));

    const dir = tempDir();
    const first = await start({ persist: dir });
    await activate(first, 'coin', { scenario: coin });
    const before = await statuses(first, 'coin', 6);
    await stop(first);
    const second = await start({ persist: dir });
    const after = await statuses(second, 'coin', 6);
    await stop(second);
    expect([...before, ...after]).toEqual(expected);
  });

  it('saves an activation in a project that made no call yet, and forgets a deactivation', async () => {
    const dir = tempDir();
    const first = await start({ persist: dir, persistDelayMs: 20 });
    await activate(first, 'fresh', { scenario: twice });
    await activate(first, 'gone', { scenario: twice });
    expect((await admin(first, 'DELETE', '/scenarios/projects/gone')).status).toBe(200);
    await first.persistence!.flush();
    // A kill now (no clean stop) keeps what the last save holds.
    const saved = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
    expect(Object.keys(saved.projects)).toContain('fresh');
    await stop(first);

    const second = await start({ persist: dir });
    expect(await statuses(second, 'fresh', 3)).toEqual([200, 503, 503]);
    expect((await admin(second, 'GET', '/scenarios/projects/gone')).body.data).toEqual([]);
    await stop(second);
  });

  it('refuses to start on saved scenario state of the wrong shape, naming the project', async () => {
    const dir = tempDir();
    const first = await start({ persist: dir });
    await activate(first, 'broken', { scenario: twice });
    await statuses(first, 'broken', 1);
    await stop(first);
    const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
    const file = join(dir, 'projects', state.projects.broken.file);
    const body = JSON.parse(readFileSync(file, 'utf8'));
    body.project.parts.scenarios.rules[0].matched = -1;
    writeSealed(file, body);
    await expect(start({ persist: dir })).rejects.toThrow(/project broken: saved fault scenarios: unexpected content at \/rules\/0\/matched/);
  });
});

describe('snapshots hold per-project fault scenarios', () => {
  it('puts the scenario back, with its counters, when the project is restored', async () => {
    const sb = await start({});
    await activate(sb, 'snap', { scenario: twice });
    expect(await statuses(sb, 'snap', 2)).toEqual([200, 503]);
    expect((await admin(sb, 'POST', '/snapshots', { name: 'with-fault', project: 'snap' })).status).toBe(201);
    expect((await admin(sb, 'POST', '/reset', { project: 'snap' })).status).toBe(200);
    expect(await statuses(sb, 'snap', 3)).toEqual([200, 200, 200]);
    expect((await admin(sb, 'POST', '/snapshots/with-fault/restore', { project: 'snap' })).status).toBe(200);
    expect(await statuses(sb, 'snap', 2)).toEqual([503, 200]);
    await stop(sb);
  });
});
