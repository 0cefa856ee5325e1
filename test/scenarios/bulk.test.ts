/** bulk_item_failure end to end: the registry's bulk calls under a scenario stay 207 and roll nothing back. */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'empty' });
const BULK = '/v2/registry/devices/bulk';

const createItems = (prefix: string, n: number) => ({ op: 'create', items: Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i}`, serial_number: `${prefix}-${i}` })) });

describe('bulk_item_failure against POST /v2/registry/devices/bulk', () => {
  it('partial-bulk-failure: a 207 whose every 4th item fails with 503 and is not applied; the others stay applied', async () => {
    // A fixed project name: the probability rule's draws are keyed by (seed, project, rule).
    const project = 'bulk-ready-made';
    expect((await h.admin('POST', `/scenarios/projects/${project}`, { name: 'partial-bulk-failure' })).status).toBe(201);
    const r = await h.call('POST', BULK, { project, body: createItems('PB', 12) });
    expect(r.status).toBe(207);
    expect(r.headers.get('x-sandbox-fault')).toMatch(/^partial-bulk-failure#0:bulk_item_failure/);
    const byIndex = r.body.results.map((x: any) => x.status);
    expect([byIndex[3], byIndex[7], byIndex[11]]).toEqual([503, 503, 503]);
    expect(r.body.results[3]).toMatchObject({ index: 3, id: null, status: 503, error: { code: 'temporarily_unavailable' } });
    const succeeded = r.body.results.filter((x: any) => x.status === 201);
    expect(succeeded.length).toBeGreaterThanOrEqual(7);
    expect(r.body.summary).toEqual({ succeeded: succeeded.length, failed: 12 - succeeded.length });
    const listed = await h.call('GET', '/v2/registry/devices?limit=50', { project });
    expect(listed.body.data.map((d: any) => d.serial_number).sort()).toEqual(succeeded.map((x: any) => `PB-${x.index}`).sort());
  });

  it('fails chosen ids in a patch, applies the rest, and replays the same answer for the same Idempotency-Key', async () => {
    const project = h.newProject();
    const created = await h.call('POST', BULK, { project, body: createItems('ID', 3) });
    const [a, b, c] = created.body.results.map((x: any) => x.id);
    await h.admin('POST', `/scenarios/projects/${project}`, {
      scenario: { name: 'by-id', description: 'x', rules: [{ match: { path: BULK }, fault: { kind: 'bulk_item_failure', ids: [b], status: 409, code: 'conflict', detail: 'held by another call' } }] },
    });
    const body = { op: 'patch', items: [a, b, c].map((id) => ({ id, tags: ['patched'] })) };
    const r = await h.call('POST', BULK, { project, body, headers: { 'Idempotency-Key': 'bulk-fault-1' } });
    expect(r.status).toBe(207);
    expect(r.body.results).toEqual([
      { index: 0, id: a, status: 200 },
      { index: 1, id: b, status: 409, error: { code: 'conflict', detail: 'held by another call' } },
      { index: 2, id: c, status: 200 },
    ]);
    const tags = async (id: string) => (await h.call('GET', `/v2/registry/devices/${id}`, { project })).body.tags;
    expect([await tags(a), await tags(b), await tags(c)]).toEqual([['patched'], [], ['patched']]);
    const replay = await h.call('POST', BULK, { project, body, headers: { 'Idempotency-Key': 'bulk-fault-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(r.body);
    // The replay runs no item, so it injects (and reports) nothing.
    expect(replay.headers.get('x-sandbox-fault')).toBeNull();
    const posts = (await h.admin('GET', `/journal?project=${project}`)).body.data.filter((e: any) => e.method === 'POST').reverse();
    expect(posts.map((e: any) => e.faults)).toEqual([[], [{ scenario: 'by-id', rule: 0, kind: 'bulk_item_failure' }], []]);
  });

  it('reports no fault when no item was selected', async () => {
    const project = h.newProject();
    await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name: 'late', description: 'x', rules: [{ fault: { kind: 'bulk_item_failure', indexes: [40] } }] } });
    const r = await h.call('POST', BULK, { project, body: createItems('NO', 3) });
    expect(r.body.summary).toEqual({ succeeded: 3, failed: 0 });
    expect(r.headers.get('x-sandbox-fault')).toBeNull();
  });

  it('fails request items of PATCH /v2/registry/requests/bulk by index', async () => {
    const project = h.newProject();
    const made = await Promise.all([1, 2].map(() => h.call('POST', '/v2/registry/requests', { project, body: { title: 'x' } })));
    const ids = made.map((m) => m.body.id);
    expect(ids.every(Boolean), JSON.stringify(made[0].body)).toBe(true);
    await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name: 'req', description: 'x', rules: [{ fault: { kind: 'bulk_item_failure', indexes: [0] } }] } });
    const r = await h.call('PATCH', '/v2/registry/requests/bulk', { project, body: ids.map((id) => ({ id, status: 'in_progress' })) });
    expect(r.status).toBe(207);
    expect(r.body.results.map((x: any) => [x.id, x.status])).toEqual([[ids[0], 503], [ids[1], 200]]);
    expect(r.body.results[0].error.code).toBe('injected_fault');
  });
});
