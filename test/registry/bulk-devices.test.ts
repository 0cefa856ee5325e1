import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'empty', rateLimit: { enabled: false } });
const BULK = '/v2/registry/devices/bulk';

async function seed(n: number): Promise<string[]> {
  const r = await h.call('POST', BULK, { body: { op: 'create', items: Array.from({ length: n }, (_, i) => ({ name: `D${i}`, serial_number: `SN-${i}`, tags: ['spare'] })) } });
  expect(r.status).toBe(207);
  return r.body.results.map((x: any) => x.id);
}

async function tagsOf(id: string): Promise<string[] | undefined> {
  const r = await h.call('GET', `/v2/registry/devices/${id}`);
  return r.status === 200 ? r.body.tags : undefined;
}

describe('POST /v2/registry/devices/bulk, op patch (spec §4 rules 3-6, §7 rules 1-2)', () => {
  it('answers 207 with one result per item in input order; a partial failure keeps the good items (§4 rules 4-5, §7)', async () => {
    h.newProject();
    const [a, b, c] = await seed(3);
    const items = [
      { id: a, tags: ['prod', 'ios'] },
      { id: 'dev_missing', tags: ['prod'] },
      { id: b, tags: ['bad tag!'] },
      { id: c, tags: ['lab'] },
      { id: b, tags: ['x'], extra: 1 },
      { id: c },
    ];
    const r = await h.call('POST', BULK, { body: { op: 'patch', items } });
    expect(r.status).toBe(207);
    expect(r.body.results.map((x: any) => [x.index, x.id, x.status])).toEqual([
      [0, a, 200], [1, 'dev_missing', 404], [2, b, 422], [3, c, 200], [4, b, 422], [5, c, 422],
    ]);
    expect(r.body.summary).toEqual({ succeeded: 2, failed: 4 });
    expect(r.body.results[1].error.code).toBe('not_found');
    expect(r.body.results[2].error.errors[0].pointer).toBe('#/items/2/tags/0');
    expect(r.body.results[4].error.errors[0]).toMatchObject({ pointer: '#/items/4/extra', detail: 'is not a known field' });
    expect(r.body.results[0].error).toBeUndefined();
    // Stored state: the good items applied, the bad ones changed nothing.
    expect(await tagsOf(a)).toEqual(['ios', 'prod']);
    expect(await tagsOf(b)).toEqual(['spare']);
    expect(await tagsOf(c)).toEqual(['lab']);
    expect(await tagsOf('dev_missing')).toBeUndefined();
  });

  it('stores each device its set: the set again in another order changes nothing, retagging one device leaves the others (decision 0019)', async () => {
    h.newProject();
    const ids = await seed(3);
    const patch = (tags: (i: number) => string[]) => h.call('POST', BULK, { body: { op: 'patch', items: ids.map((id, i) => ({ id, tags: tags(i) })) } });
    expect((await patch((i) => (i % 2 ? ['site:b', 'fleet'] : ['fleet', 'site:b']))).body.summary).toEqual({ succeeded: 3, failed: 0 });
    const etags = await Promise.all(ids.map(async (id) => (await h.call('GET', `/v2/registry/devices/${id}`)).headers.get('etag')));
    expect((await patch(() => ['site:b', 'fleet'])).body.results.map((x: any) => x.status)).toEqual([200, 200, 200]);
    expect(await Promise.all(ids.map(async (id) => (await h.call('GET', `/v2/registry/devices/${id}`)).headers.get('etag')))).toEqual(etags);
    await h.call('PATCH', `/v2/registry/devices/${ids[0]}`, { body: { tags: ['lab'] } });
    expect(await Promise.all(ids.map(tagsOf))).toEqual([['lab'], ['fleet', 'site:b'], ['fleet', 'site:b']]);
  });

  it('answers 207 even when every item fails (§4 rule 4, §7 rule 1)', async () => {
    h.newProject();
    const all = await h.call('POST', BULK, { body: { op: 'patch', items: [{ id: 'nope', tags: [] }, { id: 'nope2', tags: [] }] } });
    expect(all.status).toBe(207);
    expect(all.body.summary).toEqual({ succeeded: 0, failed: 2 });
  });

  it('reports a conflicting change (duplicate IMEI) as 409 for that item only', async () => {
    h.newProject();
    const [a, b] = await seed(2);
    const r = await h.call('POST', BULK, { body: { op: 'patch', items: [{ id: a, imei: '353911100000000' }, { id: b, imei: '353911100000000' }, { id: b, imei: '353911100000001' }] } });
    expect(r.body.results.map((x: any) => x.status)).toEqual([200, 409, 422]);
    expect(r.body.results[2].error.errors[0].pointer).toBe('#/items/2/imei');
  });

  it('applies 500 items and refuses 501 with 413, applying none of them (§4 rule 3)', async () => {
    h.newProject();
    const ids = await seed(500);
    const items = ids.map((id) => ({ id, tags: ['bulk'] }));
    const over = await h.call('POST', BULK, { body: { op: 'patch', items: [...items, { id: ids[0], tags: ['bulk'] }] } });
    expect(over.status).toBe(413);
    expect(over.body.code).toBe('too_many_items');
    expect(over.body.errors[0].pointer).toBe('#/items');
    const untouched = await h.call('GET', '/v2/registry/devices?tags=bulk&limit=500');
    expect(untouched.body.data).toEqual([]);
    const ok = await h.call('POST', BULK, { body: { op: 'patch', items } });
    expect(ok.status).toBe(207);
    expect(ok.body.summary).toEqual({ succeeded: 500, failed: 0 });
    expect((await h.call('GET', '/v2/registry/devices?tags=bulk&limit=500')).body.data).toHaveLength(500);
  });

  it('is idempotent under one Idempotency-Key: nothing applied twice, the same 207 body (§4 rule 6)', async () => {
    h.newProject();
    const [a] = await seed(1);
    const body = { op: 'create', items: [{ name: 'New', serial_number: 'SN-NEW' }, { id: 'x' }] };
    const headers = { 'idempotency-key': 'bulk-1' };
    const first = await h.call('POST', BULK, { body, headers });
    const again = await h.call('POST', BULK, { body, headers });
    expect(first.status).toBe(207);
    expect(again.status).toBe(207);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await h.call('GET', '/v2/registry/devices?limit=500')).body.data).toHaveLength(2);
    const patch = { op: 'patch', items: [{ id: a, tags: ['once'] }] };
    const p1 = await h.call('POST', BULK, { body: patch, headers: { 'idempotency-key': 'bulk-2' } });
    const version = (await h.call('GET', `/v2/registry/devices/${a}`)).headers.get('etag');
    await h.call('POST', BULK, { body: patch, headers: { 'idempotency-key': 'bulk-2' } });
    expect((await h.call('GET', `/v2/registry/devices/${a}`)).headers.get('etag')).toBe(version);
    expect(p1.body.results[0].status).toBe(200);
  });

  it('refuses the same key with another body with 422 and applies nothing (convention)', async () => {
    h.newProject();
    const [a] = await seed(1);
    await h.call('POST', BULK, { body: { op: 'patch', items: [{ id: a, tags: ['one'] }] }, headers: { 'idempotency-key': 'k' } });
    const r = await h.call('POST', BULK, { body: { op: 'patch', items: [{ id: a, tags: ['two'] }] }, headers: { 'idempotency-key': 'k' } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('idempotency_key_reused');
    expect(await tagsOf(a)).toEqual(['one']);
  });
});

describe('bulk ops create and delete (conventions)', () => {
  it('creates with 201 per item and the new id, deletes with 204 per item, 404 for unknown ids', async () => {
    h.newProject();
    const created = await h.call('POST', BULK, { body: { op: 'create', items: [{ name: 'A', serial_number: 'A1' }, { name: '', serial_number: 'B1' }] } });
    expect(created.body.results.map((x: any) => x.status)).toEqual([201, 422]);
    const id = created.body.results[0].id;
    expect(id).toMatch(/^dev_/);
    expect(created.body.results[1].id).toBeNull();
    const deleted = await h.call('POST', BULK, { body: { op: 'delete', items: [{ id }, { id }] } });
    expect(deleted.body.results.map((x: any) => x.status)).toEqual([204, 404]);
    expect((await h.call('GET', `/v2/registry/devices/${id}`)).status).toBe(404);
  });

  it('publishes one event per applied item and none for failed ones', async () => {
    const project = h.newProject();
    const [a, b] = await seed(2);
    const types: string[] = [];
    const stop = h.sb.deps.bus.subscribe((e) => {
      if (e.project === project) types.push(`${e.type} ${(e.data as any).id}`);
    });
    await h.call('POST', BULK, { body: { op: 'patch', items: [{ id: a, tags: ['t'] }, { id: 'zz', tags: ['t'] }, { id: b, name: 'Renamed' }] } });
    stop();
    expect(types).toEqual([`device.updated ${a}`, `device.tags_changed ${a}`, `device.updated ${b}`]);
  });

  it('refuses an envelope that is not {op, items: [...]} with 400 (an unknown op, a body that is not an object, items that are no array)', async () => {
    h.newProject();
    const op = await h.call('POST', BULK, { body: { op: 'upsert', items: [] } });
    expect(op.status).toBe(400);
    expect(op.body.errors[0].pointer).toBe('#/op');
    expect((await h.call('POST', BULK, { body: [{ id: 'x' }] })).status).toBe(400);
    expect((await h.call('POST', BULK, { body: { op: 'patch', items: 'all' } })).status).toBe(400);
    expect((await h.call('POST', BULK, { body: { op: 'patch' } })).status).toBe(400);
  });
});
