import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { assign, install, newDevice, newLicense, users } from './helpers.js';

const h = useSandbox({ fixtures: 'empty' });

describe('software inventory', () => {
  it('records an installation on a Registry device and reads it back', async () => {
    users(h, h.newProject(), 'usr_ada');
    const dev = await newDevice(h);
    const lic = await newLicense(h);
    const r = await h.call('POST', '/v1/assets/software', { body: { name: 'IntelliJ IDEA Ultimate', version: '2024.3.1', publisher: 'JetBrains s.r.o.', device_id: dev.id, user_id: 'usr_ada', license_id: lic.id, installed_at: '2026-01-02T03:04:05+01:00' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ device_id: dev.id, user_id: 'usr_ada', license_id: lic.id, installed_at: '2026-01-02T02:04:05.000Z' });
    expect(r.body.id).toMatch(/^sw_/);
    expect(r.headers.get('location')).toBe(`/v1/assets/software/${r.body.id}`);
    const got = await h.call('GET', `/v1/assets/software/${r.body.id}`);
    expect(got.body).toEqual(r.body);
    expect((await h.call('GET', `/v1/assets/software/${r.body.id}`, { headers: { 'if-none-match': got.headers.get('etag')! } })).status).toBe(304);
  });

  it('defaults user and license to null and installed_at to now', async () => {
    h.newProject();
    const dev = await newDevice(h);
    const before = Date.parse((await h.admin('GET', '/clock')).body.now);
    const item = await install(h, { device_id: dev.id });
    expect(item).toMatchObject({ user_id: null, license_id: null });
    // Now on the sandbox clock. `created_at` is the record's stamp, which is the same moment or,
    // when the project's last write was in the same millisecond, a little after (decision 0002).
    const installed = Date.parse(item.installed_at);
    expect(installed).toBeGreaterThanOrEqual(before);
    expect(installed).toBeLessThanOrEqual(Date.parse(item.created_at));
    expect(Date.parse(item.created_at) - installed).toBeLessThan(1000);
  });

  it('refuses references that do not resolve with 422 naming the field', async () => {
    h.newProject();
    const dev = await newDevice(h);
    const base = { name: 'Slack', version: '4.40.126', publisher: 'Slack Technologies' };
    const noDevice = await h.call('POST', '/v1/assets/software', { body: { ...base, device_id: 'dev_missing' } });
    expect(noDevice.status).toBe(422);
    expect(noDevice.body.errors).toEqual([{ in: 'body', pointer: '#/device_id', detail: 'is not a device of the Registry' }]);
    const noLicense = await h.call('POST', '/v1/assets/software', { body: { ...base, device_id: dev.id, license_id: 'lic_missing' } });
    expect(noLicense.status).toBe(422);
    expect(noLicense.body.errors[0].pointer).toBe('#/license_id');
    const noUser = await h.call('POST', '/v1/assets/software', { body: { ...base, device_id: dev.id, user_id: 'usr_ghost' } });
    expect(noUser.status).toBe(422);
    expect(noUser.body.errors).toEqual([{ in: 'body', pointer: '#/user_id', detail: expect.stringContaining('is not a user of project') }]);
    expect((await h.call('GET', '/v1/assets/software')).body.data).toEqual([]);
  });

  it('filters by name, publisher, device, user and license', async () => {
    users(h, h.newProject(), 'usr_1', 'usr_2');
    const d1 = await newDevice(h, 'one');
    const d2 = await newDevice(h, 'two');
    const lic = await newLicense(h);
    const a = await install(h, { device_id: d1.id, user_id: 'usr_1', license_id: lic.id });
    const b = await install(h, { name: 'Mozilla Firefox', version: '132.0', publisher: 'Mozilla', device_id: d2.id, user_id: 'usr_1' });
    const c = await install(h, { device_id: d2.id, user_id: 'usr_2' });
    const ids = async (q: string) => (await h.call('GET', `/v1/assets/software?${q}`)).body.data.map((s: any) => s.id);
    expect(await ids('name=mozilla%20firefox')).toEqual([b.id]);
    expect(await ids('publisher=JETBRAINS%20S.R.O.')).toEqual([a.id, c.id]);
    expect(await ids(`device_id=${d2.id}`)).toEqual([b.id, c.id]);
    expect(await ids('user_id=usr_1')).toEqual([a.id, b.id]);
    expect(await ids(`license_id=${lic.id}`)).toEqual([a.id]);
    expect(await ids('limit=1')).toEqual([a.id]);
  });

  it('patches fields, clears user and license with null, honours If-Match', async () => {
    users(h, h.newProject(), 'usr_1');
    const dev = await newDevice(h);
    const lic = await newLicense(h);
    const item = await install(h, { device_id: dev.id, user_id: 'usr_1', license_id: lic.id });
    const etag = (await h.call('GET', `/v1/assets/software/${item.id}`)).headers.get('etag')!;
    const r = await h.call('PATCH', `/v1/assets/software/${item.id}`, { body: { version: '2025.1', user_id: null, license_id: null }, headers: { 'if-match': etag } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ version: '2025.1', user_id: null, license_id: null, name: item.name, device_id: dev.id, installed_at: item.installed_at });
    expect((await h.call('PATCH', `/v1/assets/software/${item.id}`, { body: { version: 'x' }, headers: { 'if-match': etag } })).status).toBe(412);
    const bad = await h.call('PATCH', `/v1/assets/software/${item.id}`, { body: { device_id: 'dev_missing' } });
    expect(bad.status).toBe(422);
    expect((await h.call('GET', `/v1/assets/software/${item.id}`)).body.device_id).toBe(dev.id);
  });

  it('deletes an item (uninstalled), leaving a tombstone for syncs', async () => {
    h.newProject();
    const dev = await newDevice(h);
    const item = await install(h, { device_id: dev.id });
    expect((await h.call('DELETE', `/v1/assets/software/${item.id}`)).status).toBe(204);
    expect((await h.call('GET', `/v1/assets/software/${item.id}`)).status).toBe(404);
    expect((await h.call('DELETE', `/v1/assets/software/${item.id}`)).status).toBe(404);
    const sync = await h.call('GET', `/v1/assets/software?updated_since=${item.updated_at}&include_deleted=true`);
    expect(sync.body.data).toEqual([{ id: item.id, deleted: true, updated_at: expect.any(String) }]);
  });
});

describe('compliance: installations against seats', () => {
  it('reports one license: under-used, compliant, over-deployed as installations grow', async () => {
    users(h, h.newProject(), 'usr_1', 'usr_2');
    const dev = await newDevice(h);
    const lic = await newLicense(h, { seats: 2 });
    await assign(h, lic.id, 'usr_1');
    const report = async () => (await h.call('GET', `/v1/assets/licenses/${lic.id}/compliance`)).body;
    expect(await report()).toMatchObject({ license_id: lic.id, product: lic.product, vendor: lic.vendor, kind: 'per_seat', validity: 'active', seats: 2, entitled: 2, seats_used: 1, installations: 0, status: 'under_used', unused: 2, shortfall: 0 });
    await install(h, { device_id: dev.id, user_id: 'usr_1', license_id: lic.id });
    await install(h, { device_id: dev.id, user_id: 'usr_2', license_id: lic.id });
    expect(await report()).toMatchObject({ installations: 2, installations_without_seat: 1, status: 'compliant', unused: 0, shortfall: 0 });
    await install(h, { device_id: dev.id, license_id: lic.id });
    expect(await report()).toMatchObject({ installations: 3, installations_without_seat: 2, status: 'over_deployed', shortfall: 1 });
  });

  it('counts an unlimited site license as compliant however many installations it has', async () => {
    h.newProject();
    const dev = await newDevice(h);
    const site = await newLicense(h, { kind: 'site', seats: null });
    for (let i = 0; i < 3; i++) await install(h, { device_id: dev.id, license_id: site.id });
    expect((await h.call('GET', `/v1/assets/licenses/${site.id}/compliance`)).body).toMatchObject({ entitled: null, installations: 3, status: 'compliant', shortfall: 0, unused: 0, installations_without_seat: 0 });
  });

  it('lists every license with its report, filtered by status', async () => {
    h.newProject();
    const dev = await newDevice(h);
    const over = await newLicense(h, { seats: 1 });
    const under = await newLicense(h, { seats: 4 });
    const exact = await newLicense(h, { seats: 1 });
    await install(h, { device_id: dev.id, license_id: over.id });
    await install(h, { device_id: dev.id, license_id: over.id });
    await install(h, { device_id: dev.id, license_id: exact.id });
    const all = await h.call('GET', '/v1/assets/compliance');
    expect(all.body.data.map((c: any) => [c.license_id, c.status])).toEqual([[over.id, 'over_deployed'], [under.id, 'under_used'], [exact.id, 'compliant']]);
    const overOnly = await h.call('GET', '/v1/assets/compliance?status=over_deployed');
    expect(overOnly.body).toEqual({ data: [expect.objectContaining({ license_id: over.id, shortfall: 1 })], next_cursor: null });
    const paged = await h.call('GET', '/v1/assets/compliance?limit=2');
    expect(paged.body.data).toHaveLength(2);
    const rest = await h.call('GET', `/v1/assets/compliance?limit=2&cursor=${paged.body.next_cursor}`);
    expect(rest.body.data.map((c: any) => c.license_id)).toEqual([exact.id]);
  });
});
