/**
 * Issue 35: bounds per project (changed records per collection, changed bytes), the process-wide
 * budget and the spill directory's bound answer 507 in problem+json naming the bound, while
 * another tenant's calls succeed; a changed project spilled at eviction reads back whole. Bounds
 * are set low by options so the tests fill them in a few calls.
 */
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/server.js';
import type { Reply } from '../helpers/sandbox.js';
import { admin, call, start, stop } from '../persistence/helpers.js';

/** A device; `big` fills its free-text fields (about 600 bytes of JSON in all). */
function device(project: string, i: number, big = false) {
  return { name: `${project}-${i}`, serial_number: `SN-${project}-${i}`, ...(big ? { manufacturer: 'm'.repeat(100), model: 'x'.repeat(100) } : {}) };
}

/** Creates devices until one is refused; answers the refusal and how many were taken. */
async function fill(sb: Sandbox, project: string, big = false, max = 100): Promise<{ refused: Reply; taken: number }> {
  for (let i = 0; i < max; i++) {
    const r = await call(sb, 'POST', '/v2/registry/devices', project, { body: device(project, i, big) });
    if (r.status !== 201) return { refused: r, taken: i };
  }
  throw new Error(`${project}: no bound reached in ${max} writes`);
}

async function make(sb: Sandbox, project: string, n: number, big = false): Promise<void> {
  for (let i = 0; i < n; i++) expect((await call(sb, 'POST', '/v2/registry/devices', project, { body: device(project, i, big) })).status).toBe(201);
}

function expectBound(r: Reply, bound: string, flag: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(507);
  expect(r.headers.get('content-type')).toContain('application/problem+json');
  expect(r.body.bound).toBe(bound);
  expect(r.body.detail).toContain(flag);
}

async function othersServe(sb: Sandbox, project: string): Promise<void> {
  expect((await call(sb, 'GET', '/v2/registry/devices?limit=5', project)).status).toBe(200);
  expect((await call(sb, 'POST', '/v2/registry/devices', project, { body: device(project, 0) })).status).toBe(201);
}

describe('one tenant at its bounds leaves the others serving', () => {
  it('records per collection: 507 naming the bound; the refused write changed nothing; a delete makes room', async () => {
    const sb = await start({ bounds: { recordsPerCollection: 5 } });
    const { refused, taken } = await fill(sb, 'full');
    expect(taken).toBe(5);
    expectBound(refused, 'records_per_collection', '--max-records-per-collection');
    expect(refused.body.limit).toBe(5);
    expect((await call(sb, 'GET', '/v2/registry/devices?serial_number=SN-full-5', 'full')).body.data).toEqual([]);
    await othersServe(sb, 'other');
    const use = (await admin(sb, 'GET', '/projects/full')).body;
    expect(use).toMatchObject({ project: 'full', state: 'loaded', pins: 0, records: { devices: 5 } });
    expect(use.bounds.records_per_collection.limit).toBe(5);
    // A bulk call past the bound answers each item: the ones past it are 507, none half-applied.
    const bulk = await call(sb, 'POST', '/v2/registry/devices/bulk', 'other', { body: { op: 'create', items: [1, 2, 3, 4, 5].map((i) => device('bulk', i)) } });
    expect(bulk.body.results.map((r: any) => r.status)).toEqual([201, 201, 201, 201, 507]);
    await stop(sb);
  });

  it('bytes per project: 507 naming the bound; use shown by GET /_sandbox/projects/{p}', async () => {
    const sb = await start({ bounds: { bytesPerProject: 8_000 } });
    const { refused, taken } = await fill(sb, 'big', true);
    expect(taken).toBeGreaterThan(3);
    expectBound(refused, 'bytes_per_project', '--max-project-bytes');
    const use = (await admin(sb, 'GET', '/projects/big')).body;
    expect(use.bytes).toBeLessThanOrEqual(8_000);
    expect(use.bytes).toBeGreaterThan(8_000 - 1_000);
    await othersServe(sb, 'small');
    await stop(sb);
  });

  it('the process-wide budget: 507 naming it, shown by /_sandbox/health; reads go on', async () => {
    const sb = await start({ bounds: { processBytes: 12_000 } });
    await make(sb, 't1', 12, true);
    const { refused } = await fill(sb, 't2', true);
    expectBound(refused, 'process_bytes', '--max-process-bytes');
    const health = (await admin(sb, 'GET', '/health')).body;
    expect(health.bounds.process_bytes.limit).toBe(12_000);
    expect(health.bounds.process_bytes.used).toBeLessThanOrEqual(12_000);
    expect((await call(sb, 'GET', '/v2/registry/devices?limit=5', 't3')).status).toBe(200);
    // A reset gives the bytes back.
    expect((await admin(sb, 'POST', '/reset', { project: 't1' })).status).toBe(200);
    expect((await call(sb, 'POST', '/v2/registry/devices', 't3', { body: device('t3', 0) })).status).toBe(201);
    await stop(sb);
  });
});

describe('without --persist, eviction spills to a bounded temporary directory', () => {
  it('a changed project spilled at eviction reads back whole', async () => {
    const sb = await start({ maxProjects: 2 });
    const made: string[] = [];
    for (let i = 0; i < 30; i++) made.push((await call(sb, 'POST', '/v2/registry/devices', 'spilled', { body: device('spilled', i) })).body.id);
    const removed = made.pop()!;
    expect((await call(sb, 'DELETE', `/v2/registry/devices/${removed}`, 'spilled')).status).toBe(204);
    const before = (await call(sb, 'GET', '/v2/registry/devices?limit=200&sort=created_at', 'spilled')).body.data;
    for (const p of ['x1', 'x2']) await othersServe(sb, p);
    expect(sb.deps.store.state('spilled')).toBe('saved');
    expect((await admin(sb, 'GET', '/health')).body.spill.projects).toBeGreaterThanOrEqual(1);
    expect((await admin(sb, 'GET', '/projects/spilled')).body.state).toBe('saved');
    const after = (await call(sb, 'GET', '/v2/registry/devices?limit=200&sort=created_at', 'spilled')).body.data;
    expect(after).toEqual(before);
    for (const id of made) expect((await call(sb, 'GET', `/v2/registry/devices/${id}`, 'spilled')).status).toBe(200);
    expect((await call(sb, 'GET', `/v2/registry/devices/${removed}`, 'spilled')).status).toBe(404);
    await stop(sb);
  });

  it('refuses to evict into a full spill directory: 507 naming the bound, and the project stays', async () => {
    const sb = await start({ maxProjects: 1, spillMaxBytes: 3_000 });
    await make(sb, 'heavy', 8, true);
    const refused = await call(sb, 'GET', '/v2/registry/devices?limit=1', 'newcomer');
    expectBound(refused, 'spill_bytes', '--max-spill-bytes');
    expect(sb.deps.store.state('heavy')).toBe('loaded');
    expect((await call(sb, 'GET', '/v2/registry/devices?serial_number=SN-heavy-0', 'heavy')).body.data).toHaveLength(1);
    await stop(sb);
  });
});
