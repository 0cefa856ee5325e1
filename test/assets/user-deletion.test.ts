import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { assign, install, newDevice, newLicense, users } from './helpers.js';

const h = useSandbox({ fixtures: 'empty' });

function userDeleted(project: string, id: string, shape: 'user_id' | 'id' = 'user_id') {
  h.sb.deps.bus.publish({ type: 'user.deleted', project, timestamp: h.sb.deps.clock.nowIso(), data: { [shape]: id } });
}

describe('deleting a user releases their seats', () => {
  it('releases every seat the user held, in that project only, and keeps other holders', async () => {
    const other = h.newProject();
    users(h, other, 'usr_leaver');
    const elsewhere = await newLicense(h, { seats: 1 });
    await assign(h, elsewhere.id, 'usr_leaver');
    const p = h.newProject();
    users(h, p, 'usr_leaver', 'usr_stayer', 'usr_newcomer');
    const a = await newLicense(h, { seats: 1 });
    const b = await newLicense(h, { kind: 'site', seats: null });
    await assign(h, a.id, 'usr_leaver');
    await assign(h, b.id, 'usr_leaver');
    await assign(h, b.id, 'usr_stayer');
    expect((await assign(h, a.id, 'usr_newcomer')).status).toBe(409);

    userDeleted(p, 'usr_leaver');

    expect((await h.call('GET', '/v1/assets/licenses?assignee=usr_leaver')).body.data).toEqual([]);
    expect((await h.call('GET', `/v1/assets/licenses/${a.id}`)).body).toMatchObject({ seats_used: 0, seats_available: 1 });
    const holders = (await h.call('GET', `/v1/assets/licenses/${b.id}/assignments`)).body.data.map((x: any) => x.assignee_id);
    expect(holders).toEqual(['usr_stayer']);
    expect((await assign(h, a.id, 'usr_newcomer')).status).toBe(201);
    const untouched = await h.call('GET', `/v1/assets/licenses/${elsewhere.id}`, { project: other });
    expect(untouched.body.seats_used).toBe(1);
  });

  it("keeps the leaver's installations, which now show as installed without a seat", async () => {
    const p = h.newProject();
    users(h, p, 'usr_leaver');
    const dev = await newDevice(h);
    const lic = await newLicense(h, { seats: 2 });
    await assign(h, lic.id, 'usr_leaver');
    const item = await install(h, { device_id: dev.id, user_id: 'usr_leaver', license_id: lic.id });
    userDeleted(p, 'usr_leaver', 'id');
    expect((await h.call('GET', `/v1/assets/software/${item.id}`)).body.user_id).toBe('usr_leaver');
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}/compliance`)).body).toMatchObject({ seats_used: 0, installations: 1, installations_without_seat: 1 });
  });

  it('ignores other events and deletion events without a user id', async () => {
    const p = h.newProject();
    users(h, p, 'usr_1');
    const lic = await newLicense(h);
    await assign(h, lic.id, 'usr_1');
    h.sb.deps.bus.publish({ type: 'user.updated', project: p, timestamp: h.sb.deps.clock.nowIso(), data: { id: 'usr_1' } });
    h.sb.deps.bus.publish({ type: 'user.deleted', project: p, timestamp: h.sb.deps.clock.nowIso(), data: null });
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).body.seats_used).toBe(1);
  });
});
