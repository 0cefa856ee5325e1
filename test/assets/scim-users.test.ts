import { describe, expect, it } from 'vitest';
import { useSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { assign, newLicense } from './helpers.js';

const h = useSandbox();
const SCIM = '/v3/auth/scim/v2';

async function provision(t: TestSandbox, userName: string): Promise<string> {
  const r = await t.call('POST', `${SCIM}/Users`, {
    headers: { 'content-type': 'application/scim+json', accept: 'application/scim+json' },
    body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName, emails: [{ value: `${userName}@example.org`, primary: true }], active: true },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

function deprovision(t: TestSandbox, id: string) {
  return t.call('DELETE', `${SCIM}/Users/${id}`, { headers: { accept: 'application/scim+json' } });
}

describe('license holders are the Auth API\'s users (SCIM-provisioned and seeded)', () => {
  it('gives a seat to a user provisioned through SCIM, and refuses one SCIM never made', async () => {
    h.newProject();
    const ada = await provision(h, 'ada.lovelace');
    const lic = await newLicense(h, { seats: 3 });
    const r = await assign(h, lic.id, ada);
    expect(r.status).toBe(201);
    expect(r.body.assignment.assignee_id).toBe(ada);
    const ghost = await assign(h, lic.id, 'usr_never_provisioned');
    expect(ghost.status).toBe(422);
  });

  it('releases the seats of a user deleted through SCIM', async () => {
    h.newProject();
    const [ada, bob] = [await provision(h, 'ada'), await provision(h, 'bob')];
    const single = await newLicense(h, { seats: 1 });
    const site = await newLicense(h, { kind: 'site', seats: null });
    await assign(h, single.id, ada);
    await assign(h, site.id, ada);
    await assign(h, site.id, bob);
    expect((await assign(h, single.id, bob)).status).toBe(409);
    expect((await deprovision(h, ada)).status).toBe(204);
    expect((await h.call('GET', `/v1/assets/licenses?assignee=${ada}`)).body.data).toEqual([]);
    expect((await h.call('GET', `/v1/assets/licenses/${site.id}`)).body.seats_used).toBe(1);
    expect((await assign(h, single.id, bob)).status).toBe(201);
  });

  it('releases the fixture seats of a seeded user deleted through SCIM', async () => {
    h.newProject();
    const holder = (await h.call('GET', '/v1/assets/licenses?kind=per_seat&limit=500')).body.data.find((l: any) => l.seats_used > 0);
    const seat = (await h.call('GET', `/v1/assets/licenses/${holder.id}/assignments`)).body.data[0];
    const held = (await h.call('GET', `/v1/assets/licenses?assignee=${seat.assignee_id}&limit=500`)).body.data;
    expect(held.length).toBeGreaterThan(0);
    expect((await deprovision(h, seat.assignee_id)).status).toBe(204);
    expect((await h.call('GET', `/v1/assets/licenses?assignee=${seat.assignee_id}`)).body.data).toEqual([]);
    for (const l of held) {
      expect((await h.call('GET', `/v1/assets/licenses/${l.id}`)).body.seats_used).toBe(l.seats_used - 1);
    }
  });
});
