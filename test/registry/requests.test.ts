import { describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'empty', rateLimit: { enabled: false } });

async function device(): Promise<string> {
  return (await h.call('POST', '/v2/registry/devices', { body: { name: 'D', serial_number: `SN-${Math.round(performance.now() * 1000)}` } })).body.id;
}

async function request(body: Record<string, unknown> = {}) {
  const r = await h.call('POST', '/v2/registry/requests', { body: { title: 'Fix it', ...body } });
  expect(r.status).toBe(201);
  return r;
}

/** Swap the user directory (the Auth API's hook) for one test. */
async function withUsers<T>(known: string[] | undefined, fn: () => Promise<T>): Promise<T> {
  const spy = vi.spyOn(h.sb.deps.users, 'status').mockImplementation((_p: string, id: string) => (known === undefined ? undefined : known.includes(id) ? 'active' : 'absent'));
  try {
    return await fn();
  } finally {
    spy.mockRestore();
  }
}

describe('requests: create, read, update, delete (conventions)', () => {
  it('creates with defaults, reads with ETag, patches, deletes', async () => {
    h.newProject();
    const d = await device();
    const created = await request({ device_id: d });
    expect(created.body).toMatchObject({ title: 'Fix it', description: '', status: 'open', priority: 'normal', device_id: d, assignee_id: null });
    expect(created.body.id).toMatch(/^req_/);
    const id = created.body.id;
    const read = await h.call('GET', `/v2/registry/requests/${id}`);
    expect(read.body).toEqual(created.body);
    expect((await h.call('GET', `/v2/registry/requests/${id}`, { headers: { 'if-none-match': read.headers.get('etag')! } })).status).toBe(304);
    const patched = await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { status: 'in_progress', priority: 'high' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: 'in_progress', priority: 'high' });
    expect((await h.call('DELETE', `/v2/registry/requests/${id}`)).status).toBe(204);
    expect((await h.call('GET', `/v2/registry/requests/${id}`)).status).toBe(404);
    expect((await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { status: 'open' } })).status).toBe(404);
  });

  it('answers PATCH with a stale If-Match with 412 (spec §4 PATCH /v2/registry/requests/{id}; If-Match is a convention)', async () => {
    h.newProject();
    const created = await request();
    const id = created.body.id;
    await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { title: 'Changed' } });
    const stale = await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { title: 'Mine' }, headers: { 'if-match': created.headers.get('etag')! } });
    expect(stale.status).toBe(412);
    expect((await h.call('GET', `/v2/registry/requests/${id}`)).body.title).toBe('Changed');
  });

  it('refuses a move out of closed or cancelled with 409 (default transition table)', async () => {
    h.newProject();
    const id = (await request()).body.id;
    expect((await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { status: 'closed' } })).status).toBe(200);
    const r = await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { status: 'open' } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('invalid_transition');
    expect(r.body.errors[0].pointer).toBe('#/status');
    // Staying where it is, or changing other fields, is not a move.
    expect((await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { status: 'closed', title: 'Done' } })).status).toBe(200);
    expect((await h.call('GET', `/v2/registry/requests/${id}`)).body).toMatchObject({ status: 'closed', title: 'Done' });
  });

  it('refuses an unknown device with 422', async () => {
    h.newProject();
    const r = await h.call('POST', '/v2/registry/requests', { body: { title: 'x', device_id: 'dev_nope' } });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].pointer).toBe('#/device_id');
  });

  it('checks the assignee against the user directory when there is one, and skips the check when there is none', async () => {
    h.newProject();
    await withUsers(['usr_1'], async () => {
      expect((await h.call('POST', '/v2/registry/requests', { body: { title: 'x', assignee_id: 'usr_2' } })).status).toBe(422);
      const ok = await request({ assignee_id: 'usr_1' });
      const bad = await h.call('PATCH', `/v2/registry/requests/${ok.body.id}`, { body: { assignee_id: 'usr_9' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors[0].pointer).toBe('#/assignee_id');
    });
    await withUsers(undefined, async () => {
      expect((await h.call('POST', '/v2/registry/requests', { body: { title: 'x', assignee_id: 'usr_anyone' } })).status).toBe(201);
    });
  });

  it('lists by status, assignee and device, in change order', async () => {
    h.newProject();
    await withUsers(['usr_1', 'usr_2'], () => listsByFilters());
  });

  async function listsByFilters() {
    const d1 = await device();
    const a = await request({ device_id: d1, assignee_id: 'usr_1' });
    const b = await request({ status: 'on_hold', assignee_id: 'usr_2' });
    const c = await request({ device_id: d1, status: 'resolved' });
    const ids = async (q: string) => (await h.call('GET', `/v2/registry/requests?${q}`)).body.data.map((r: any) => r.id);
    expect(await ids('')).toEqual([a.body.id, b.body.id, c.body.id]);
    expect(await ids(`device_id=${d1}`)).toEqual([a.body.id, c.body.id]);
    expect(await ids('assignee_id=usr_2')).toEqual([b.body.id]);
    expect(await ids(`assignee_id=usr_1&device_id=${d1}`)).toEqual([a.body.id]);
    expect(await ids('status=open&status=resolved')).toEqual([a.body.id, c.body.id]);
    await h.call('PATCH', `/v2/registry/requests/${a.body.id}`, { body: { assignee_id: 'usr_2' } });
    expect(await ids('assignee_id=usr_2')).toEqual([b.body.id, a.body.id]);
    expect(await ids('assignee_id=usr_1')).toEqual([]);
    expect((await h.call('GET', '/v2/registry/requests?status=done')).status).toBe(400);
  }

  it('publishes request.created, updated, status_changed, assignee_changed and deleted', async () => {
    const project = h.newProject();
    const seen: string[] = [];
    const stop = h.sb.deps.bus.subscribe((e) => {
      if (e.project === project) seen.push(`${e.type}:${(e.data as any).status}:${(e.data as any).assignee_id}`);
    });
    await withUsers(['usr_1'], async () => {
      const id = (await request()).body.id;
      await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { status: 'in_progress', assignee_id: 'usr_1' } });
      await h.call('PATCH', `/v2/registry/requests/${id}`, { body: { title: 'Only the title' } });
      await h.call('DELETE', `/v2/registry/requests/${id}`);
    });
    stop();
    expect(seen).toEqual([
      'request.created:open:null',
      'request.updated:in_progress:usr_1',
      'request.status_changed:in_progress:usr_1',
      'request.assignee_changed:in_progress:usr_1',
      'request.updated:in_progress:usr_1',
      'request.deleted:in_progress:usr_1',
    ]);
  });
});

describe('PATCH /v2/registry/requests/bulk (spec §4 rules 3-6, §7)', () => {
  it('answers 207 with per-item statuses in input order and applies each good item on its own', async () => {
    h.newProject();
    const [a, b, c] = [(await request()).body.id, (await request({ status: 'cancelled' })).body.id, (await request()).body.id];
    const r = await withUsers(['usr_1'], () =>
      h.call('PATCH', '/v2/registry/requests/bulk', {
        body: [
          { id: a, status: 'in_progress', assignee_id: 'usr_1' },
          { id: b, status: 'open' },
          { id: 'req_missing', status: 'open' },
          { id: c, assignee_id: 'usr_404' },
          { id: c, status: 'paused' },
          { id: c },
          { id: c, status: 'resolved' },
        ],
      }),
    );
    expect(r.status).toBe(207);
    expect(r.body.results.map((x: any) => x.status)).toEqual([200, 409, 404, 422, 422, 422, 200]);
    expect(r.body.results.map((x: any) => x.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(r.body.summary).toEqual({ succeeded: 2, failed: 5 });
    expect(r.body.results[1].error.code).toBe('invalid_transition');
    expect(r.body.results[3].error.errors[0].pointer).toBe('#/3/assignee_id');
    expect(r.body.results[4].error.errors[0].pointer).toBe('#/4/status');
    const get = async (id: string) => (await h.call('GET', `/v2/registry/requests/${id}`)).body;
    expect(await get(a)).toMatchObject({ status: 'in_progress', assignee_id: 'usr_1' });
    expect(await get(b)).toMatchObject({ status: 'cancelled' });
    expect(await get(c)).toMatchObject({ status: 'resolved', assignee_id: null });
  });

  it('takes 500 items and refuses 501 with 413, applying none (§4 rule 3)', async () => {
    h.newProject();
    const id = (await request()).body.id;
    const over = await h.call('PATCH', '/v2/registry/requests/bulk', { body: Array.from({ length: 501 }, () => ({ id, status: 'on_hold' })) });
    expect(over.status).toBe(413);
    expect(over.body.errors[0].pointer).toBe('#');
    expect((await h.call('GET', `/v2/registry/requests/${id}`)).body.status).toBe('open');
    const ok = await h.call('PATCH', '/v2/registry/requests/bulk', { body: Array.from({ length: 500 }, () => ({ id, status: 'on_hold' })) });
    expect(ok.status).toBe(207);
    expect(ok.body.results).toHaveLength(500);
    expect((await h.call('GET', `/v2/registry/requests/${id}`)).body.status).toBe('on_hold');
  });

  it('replays under the same Idempotency-Key without applying twice (§4 rule 6)', async () => {
    h.newProject();
    const id = (await request()).body.id;
    const headers = { 'idempotency-key': 'rq-1' };
    // Run twice, these items would differ: the second run could not leave closed (409).
    const body = [{ id, status: 'in_progress' }, { id, status: 'closed' }];
    const first = await h.call('PATCH', '/v2/registry/requests/bulk', { body, headers });
    expect(first.body.results.map((x: any) => x.status)).toEqual([200, 200]);
    const etag = (await h.call('GET', `/v2/registry/requests/${id}`)).headers.get('etag');
    const again = await h.call('PATCH', '/v2/registry/requests/bulk', { body, headers });
    expect(again.status).toBe(207);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await h.call('GET', `/v2/registry/requests/${id}`)).headers.get('etag')).toBe(etag);
    const without = await h.call('PATCH', '/v2/registry/requests/bulk', { body });
    expect(without.body.results.map((x: any) => x.status)).toEqual([409, 200]);
  });
});

describe('a configured transition table', () => {
  const strict = useSandbox({ fixtures: 'empty', requestTransitions: { open: ['in_progress'], in_progress: ['resolved'], resolved: ['closed'] } });

  it('allows only the configured moves', async () => {
    strict.newProject();
    const id = (await strict.call('POST', '/v2/registry/requests', { body: { title: 't' } })).body.id;
    expect((await strict.call('PATCH', `/v2/registry/requests/${id}`, { body: { status: 'resolved' } })).status).toBe(409);
    expect((await strict.call('PATCH', `/v2/registry/requests/${id}`, { body: { status: 'in_progress' } })).status).toBe(200);
    const bulk = await strict.call('PATCH', '/v2/registry/requests/bulk', { body: [{ id, status: 'open' }, { id, status: 'resolved' }] });
    expect(bulk.body.results.map((x: any) => x.status)).toEqual([409, 200]);
  });
});
