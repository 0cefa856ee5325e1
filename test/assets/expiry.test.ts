import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { assign, install, newDevice, newLicense, users } from './helpers.js';

const h = useSandbox({ fixtures: 'empty' });
const START = '2030-06-01T12:00:00.000Z';

beforeEach(async () => {
  expect((await h.admin('POST', '/clock', { freeze: true, set: START })).status).toBe(200);
});

describe('license validity on the virtual clock', () => {
  it('refuses a seat once the license has expired, with 409 and its validity window', async () => {
    users(h, h.newProject(), 'usr_before', 'usr_after');
    const lic = await newLicense(h, { valid_from: '2030-01-01T00:00:00Z', valid_until: '2030-06-01T13:00:00Z' });
    expect(lic.validity).toBe('active');
    expect((await assign(h, lic.id, 'usr_before')).status).toBe(201);
    await h.admin('POST', '/clock', { advance_seconds: 3600 });
    const r = await assign(h, lic.id, 'usr_after');
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'license_not_valid', license_id: lic.id, valid_from: '2030-01-01T00:00:00.000Z', valid_until: '2030-06-01T13:00:00.000Z' });
    expect(r.body.detail).toContain('expired at 2030-06-01T13:00:00.000Z');
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).body).toMatchObject({ validity: 'expired', seats_used: 1 });
  });

  it('treats valid_until as exclusive: one second before it the license still takes seats', async () => {
    users(h, h.newProject(), 'usr_1', 'usr_2');
    const lic = await newLicense(h, { valid_from: '2030-01-01T00:00:00Z', valid_until: '2030-06-01T12:00:10Z' });
    await h.admin('POST', '/clock', { advance_seconds: 9 });
    expect((await assign(h, lic.id, 'usr_1')).status).toBe(201);
    await h.admin('POST', '/clock', { advance_seconds: 1 });
    expect((await assign(h, lic.id, 'usr_2')).status).toBe(409);
  });

  it('refuses a seat before valid_from, and gives it once the clock gets there', async () => {
    users(h, h.newProject(), 'usr_1');
    const lic = await newLicense(h, { valid_from: '2030-06-02T12:00:00Z' });
    expect(lic.validity).toBe('pending');
    const early = await assign(h, lic.id, 'usr_1');
    expect(early.status).toBe(409);
    expect(early.body.detail).toContain('is valid from 2030-06-02T12:00:00.000Z');
    await h.admin('POST', '/clock', { advance_seconds: 86_400 });
    const r = await assign(h, lic.id, 'usr_1');
    expect(r.status).toBe(201);
    expect(r.body.license.validity).toBe('active');
  });

  it('changes the ETag when the license expires, so a cached active copy is not confirmed', async () => {
    h.newProject();
    const lic = await newLicense(h, { valid_until: '2030-06-01T12:30:00Z' });
    const before = await h.call('GET', `/v1/assets/licenses/${lic.id}`);
    await h.admin('POST', '/clock', { advance_seconds: 3600 });
    const after = await h.call('GET', `/v1/assets/licenses/${lic.id}`, { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.body.validity).toBe('expired');
  });

  it('keeps an existing seat idempotent after expiry: the holder gets 200, nothing new is taken', async () => {
    users(h, h.newProject(), 'usr_1');
    const lic = await newLicense(h, { valid_until: '2030-06-01T12:30:00Z' });
    await assign(h, lic.id, 'usr_1');
    await h.admin('POST', '/clock', { advance_seconds: 3600 });
    const r = await assign(h, lic.id, 'usr_1');
    expect(r.status).toBe(200);
    expect(r.body.license).toMatchObject({ validity: 'expired', seats_used: 1 });
  });

  it('counts every installation of an expired license as over-deployed', async () => {
    users(h, h.newProject(), 'usr_1', 'usr_2');
    const lic = await newLicense(h, { seats: 5, valid_until: '2030-06-01T12:30:00Z' });
    const dev = await newDevice(h);
    for (const u of ['usr_1', 'usr_2']) {
      await assign(h, lic.id, u);
      await install(h, { device_id: dev.id, user_id: u, license_id: lic.id, installed_at: '2030-05-01T00:00:00Z' });
    }
    const active = await h.call('GET', `/v1/assets/licenses/${lic.id}/compliance`);
    expect(active.body).toMatchObject({ validity: 'active', entitled: 5, installations: 2, status: 'under_used', unused: 3, shortfall: 0 });
    await h.admin('POST', '/clock', { advance_seconds: 3600 });
    const expired = await h.call('GET', `/v1/assets/licenses/${lic.id}/compliance`);
    expect(expired.body).toMatchObject({ validity: 'expired', entitled: 0, installations: 2, status: 'over_deployed', shortfall: 2, unused: 0, checked_at: '2030-06-01T13:00:00.000Z' });
  });

  it('refuses an installation dated in the future of the sandbox clock', async () => {
    h.newProject();
    const dev = await newDevice(h);
    const r = await h.call('POST', '/v1/assets/software', { body: { name: 'Slack', version: '4.40.126', publisher: 'Slack Technologies', device_id: dev.id, installed_at: '2030-06-02T00:00:00Z' } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([{ in: 'body', pointer: '#/installed_at', detail: 'must not be in the future' }]);
  });
});
