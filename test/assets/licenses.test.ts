import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { assign, install, newDevice, newLicense, users } from './helpers.js';

const h = useSandbox({ fixtures: 'empty' });

describe('licenses: create, get, list', () => {
  it('creates a license with defaults, a Location and an ETag, and gets it back', async () => {
    h.newProject();
    const r = await h.call('POST', '/v1/assets/licenses', { body: { product: 'Acrobat Pro', vendor: 'Adobe', kind: 'per_seat', seats: 25, valid_until: '2099-01-01T00:00:00+02:00' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ product: 'Acrobat Pro', vendor: 'Adobe', kind: 'per_seat', seats: 25, seats_used: 0, seats_available: 25, validity: 'active', valid_until: '2098-12-31T22:00:00.000Z' });
    expect(r.body.id).toMatch(/^lic_/);
    expect(Date.parse(r.body.valid_from)).toBeLessThanOrEqual(Date.parse(r.body.created_at));
    expect(r.headers.get('location')).toBe(`/v1/assets/licenses/${r.body.id}`);
    const got = await h.call('GET', r.headers.get('location')!);
    expect(got.body).toEqual(r.body);
    expect(got.headers.get('etag')).toBe(r.headers.get('etag'));
    const again = await h.call('GET', `/v1/assets/licenses/${r.body.id}`, { headers: { 'if-none-match': got.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown license on get, patch, delete, compliance', async () => {
    h.newProject();
    for (const [method, path, body] of [
      ['GET', '/v1/assets/licenses/lic_nope'],
      ['PATCH', '/v1/assets/licenses/lic_nope', { seats: 3 }],
      ['DELETE', '/v1/assets/licenses/lic_nope'],
      ['GET', '/v1/assets/licenses/lic_nope/compliance'],
    ] as const) {
      const r = await h.call(method, path, { body });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.detail).toContain('lic_nope');
    }
  });

  it('filters by product and vendor (case-insensitive), kind, assignee and expiring_before', async () => {
    users(h, h.newProject(), 'usr_grace');
    const a = await newLicense(h, { product: 'Slack Business+', vendor: 'Slack', valid_until: '2099-03-01T00:00:00Z' });
    const b = await newLicense(h, { product: 'Figma Professional', vendor: 'Figma', valid_until: '2099-01-15T00:00:00Z' });
    const c = await newLicense(h, { product: 'Java SE Universal Subscription', vendor: 'Oracle', kind: 'site', seats: null });
    await assign(h, b.id, 'usr_grace');
    await assign(h, c.id, 'usr_grace');
    const ids = async (q: string) => (await h.call('GET', `/v1/assets/licenses?${q}`)).body.data.map((l: any) => l.id);
    expect(await ids('product=slack%20business%2B')).toEqual([a.id]);
    expect(await ids('vendor=FIGMA')).toEqual([b.id]);
    expect(await ids('kind=site')).toEqual([c.id]);
    expect(await ids('assignee=usr_grace')).toEqual([b.id, c.id]);
    expect(await ids('assignee=usr_nobody')).toEqual([]);
    expect(await ids('expiring_before=2099-02-01T00:00:00Z')).toEqual([b.id]);
    expect(await ids('expiring_before=2099-12-01T00:00:00Z&vendor=slack')).toEqual([a.id]);
  });

  it('syncs with updated_since and include_deleted, seeing seat changes and deletions', async () => {
    users(h, h.newProject(), 'usr_1');
    const a = await newLicense(h);
    const b = await newLicense(h);
    const mark = (await h.call('GET', `/v1/assets/licenses/${b.id}`)).body.updated_at;
    await assign(h, a.id, 'usr_1');
    await h.call('DELETE', `/v1/assets/licenses/${b.id}`);
    const r = await h.call('GET', `/v1/assets/licenses?updated_since=${mark}&include_deleted=true`);
    expect(r.body.data).toEqual([expect.objectContaining({ id: a.id, seats_used: 1 }), { id: b.id, deleted: true, updated_at: expect.any(String) }]);
  });
});

describe('licenses: change and delete', () => {
  it('changes fields given, keeps the others, and honours If-Match', async () => {
    h.newProject();
    const lic = await newLicense(h, { seats: 5 });
    const etag = (await h.call('GET', `/v1/assets/licenses/${lic.id}`)).headers.get('etag')!;
    const r = await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { seats: 8, product: 'IntelliJ IDEA Ultimate (2025)' }, headers: { 'if-match': etag } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ seats: 8, seats_available: 8, product: 'IntelliJ IDEA Ultimate (2025)', vendor: 'JetBrains', created_at: lic.created_at });
    expect(r.headers.get('etag')).not.toBe(etag);
    const stale = await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { seats: 9 }, headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).body.seats).toBe(8);
  });

  it('refuses to lower seats below the seats in use with 409 and the seats in use', async () => {
    users(h, h.newProject(), 'usr_1', 'usr_2', 'usr_3');
    const lic = await newLicense(h, { seats: 5 });
    for (const u of ['usr_1', 'usr_2', 'usr_3']) await assign(h, lic.id, u);
    const r = await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { seats: 2 } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'conflict', seats: 5, seats_used: 3, errors: [{ in: 'body', pointer: '#/seats', detail: 'must be at least the 3 seats in use' }] });
    expect((await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { seats: 3 } })).body.seats_available).toBe(0);
  });

  it('refuses a kind change that the current assignments contradict, allows one they fit', async () => {
    const p = h.newProject();
    const lic = await newLicense(h, { kind: 'site', seats: 4 });
    await assign(h, lic.id, p, 'project');
    const r = await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { kind: 'per_seat' } });
    expect(r.status).toBe(409);
    expect(r.body.errors[0]).toMatchObject({ pointer: '#/kind' });
    expect((await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { kind: 'per_project' } })).status).toBe(200);
  });

  it('refuses a per_seat or per_project license without seats, allows an unlimited site license', async () => {
    h.newProject();
    const lic = await newLicense(h, { kind: 'site', seats: null });
    const r = await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { kind: 'per_project' } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([{ in: 'body', pointer: '#/seats', detail: 'is required for a per_project license' }]);
  });

  it('deletes a license: its seats are released and its installations unlinked', async () => {
    users(h, h.newProject(), 'usr_1');
    const lic = await newLicense(h);
    await assign(h, lic.id, 'usr_1');
    const dev = await newDevice(h);
    const item = await install(h, { device_id: dev.id, user_id: 'usr_1', license_id: lic.id });
    const stale = await h.call('DELETE', `/v1/assets/licenses/${lic.id}`, { headers: { 'if-match': 'W/"1-active"' } });
    expect(stale.status).toBe(412);
    const r = await h.call('DELETE', `/v1/assets/licenses/${lic.id}`);
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).status).toBe(404);
    expect((await h.call('GET', `/v1/assets/licenses?assignee=usr_1`)).body.data).toEqual([]);
    const after = await h.call('GET', `/v1/assets/software/${item.id}`);
    expect(after.body).toMatchObject({ id: item.id, license_id: null, user_id: 'usr_1' });
    expect((await h.call('DELETE', `/v1/assets/licenses/${lic.id}`)).status).toBe(404);
  });

  it('lets a viewer read but not write', async () => {
    const p = h.newProject();
    const lic = await newLicense(h);
    const minted = await h.admin('POST', '/tokens', { role: 'viewer', projects: [p], ttl_seconds: 600 });
    const token: string = minted.body.access_token;
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`, { token })).status).toBe(200);
    const r = await h.call('POST', '/v1/assets/licenses/assign', { token, body: { license_id: lic.id, assignee_type: 'user', assignee_id: 'usr_2' } });
    expect(r.status).toBe(403);
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).body.seats_used).toBe(0);
    expect(r.body.detail).toContain('assets.write');
  });
});
