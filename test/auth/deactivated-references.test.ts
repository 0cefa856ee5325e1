/**
 * A user deactivated through SCIM (`active: false`) gets nothing new from the other APIs (no
 * license seat, no assignment: 422 naming the field), while what they already hold is kept and
 * facts about them (an installation) can still be recorded.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { assign, install, newDevice, newLicense, unassign } from '../assets/helpers.js';
import { fieldError, ok } from '../graph/gql.js';
import { createUser, patch, scim } from './scim-helpers.js';

const h = useSandbox({ rateLimit: { enabled: false } });

async function setActive(t: TestSandbox, id: string, active: boolean): Promise<void> {
  const r = await scim(t, 'PATCH', `/Users/${id}`, { body: patch({ op: 'replace', path: 'active', value: active }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.active).toBe(active);
}

function expectDeactivated(r: { status: number; body: any }, pointer: string, id: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(r.body.code).toBe('unprocessable');
  expect(r.body.errors).toEqual([{ in: 'body', pointer, detail: 'is a deactivated user' }]);
  expect(r.body.detail).toContain(`user ${id} is deactivated`);
}

describe('Asset API: a deactivated user gets no new seat and keeps the seats held', () => {
  it('refuses a seat with 422 on #/assignee_id, keeps the held seat, and serves again after reactivation', async () => {
    h.newProject();
    const ada = (await createUser(h, 'ada')).id;
    const [held, other] = [await newLicense(h, { seats: 2 }), await newLicense(h, { kind: 'site', seats: 5 })];
    expect((await assign(h, held.id, ada)).status).toBe(201);
    await setActive(h, ada, false);

    expectDeactivated(await assign(h, other.id, ada), '#/assignee_id', ada);
    expect((await h.call('GET', `/v1/assets/licenses/${other.id}`)).body.seats_used).toBe(0);
    // The seat held before the deactivation stays, and asking for it again is no new seat.
    expect((await h.call('GET', `/v1/assets/licenses/${held.id}`)).body.seats_used).toBe(1);
    expect((await h.call('GET', `/v1/assets/licenses?assignee=${ada}`)).body.data.map((l: any) => l.id)).toEqual([held.id]);
    expect((await assign(h, held.id, ada)).status).toBe(200);
    expect((await unassign(h, held.id, ada)).status).toBe(200);
    expectDeactivated(await assign(h, held.id, ada), '#/assignee_id', ada);

    await setActive(h, ada, true);
    expect((await assign(h, other.id, ada)).status).toBe(201);
  });

  it('refuses a seat to the seeded deactivated user, and still records software installed for them', async () => {
    h.newProject();
    const inactive = h.sb.seededUsers().find((u: any) => u.active === false)!;
    const lic = await newLicense(h, { seats: 3 });
    expectDeactivated(await assign(h, lic.id, inactive.id), '#/assignee_id', inactive.id);
    const device = await newDevice(h);
    const item = await install(h, { device_id: device.id, user_id: inactive.id });
    expect(item.user_id).toBe(inactive.id);
    // An unknown user is still refused there, as before.
    const ghost = await h.call('POST', '/v1/assets/software', { body: { name: 'x', version: '1', publisher: 'p', device_id: device.id, user_id: 'usr_ghost' } });
    expect(ghost.status).toBe(422);
  });
});

describe('Registry: a deactivated user becomes no new assignee; requests assigned before keep them', () => {
  it('refuses the assignee on create, patch and in bulk (per item), and leaves existing assignments alone', async () => {
    h.newProject();
    const bob = (await createUser(h, 'bob')).id;
    const kept = await h.call('POST', '/v2/registry/requests', { body: { title: 'Assigned before', assignee_id: bob } });
    expect(kept.status).toBe(201);
    const other = (await h.call('POST', '/v2/registry/requests', { body: { title: 'Someone else' } })).body.id;
    await setActive(h, bob, false);

    expectDeactivated(await h.call('POST', '/v2/registry/requests', { body: { title: 'New', assignee_id: bob } }), '#/assignee_id', bob);
    expectDeactivated(await h.call('PATCH', `/v2/registry/requests/${other}`, { body: { assignee_id: bob } }), '#/assignee_id', bob);
    const bulk = await h.call('PATCH', '/v2/registry/requests/bulk', { body: [{ id: other, assignee_id: bob }, { id: other, status: 'in_progress' }] });
    expect(bulk.status).toBe(207);
    expect(bulk.body.results.map((r: any) => r.status)).toEqual([422, 200]);
    expect(bulk.body.results[0].error).toMatchObject({ code: 'unprocessable', errors: [{ pointer: '#/0/assignee_id', detail: 'is a deactivated user' }] });
    expect((await h.call('GET', `/v2/registry/requests/${other}`)).body).toMatchObject({ assignee_id: null, status: 'in_progress' });

    // The request assigned before keeps its assignee; changing something else, or naming the same assignee, is fine.
    const same = await h.call('PATCH', `/v2/registry/requests/${kept.body.id}`, { body: { status: 'on_hold', assignee_id: bob } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({ status: 'on_hold', assignee_id: bob });
  });
});

describe('Knowledge Graph: a ticket gets no deactivated assignee', () => {
  it('refuses assigneeId of a deactivated user, accepts them as requester, keeps an existing assignment', async () => {
    h.newProject();
    const cy = (await createUser(h, 'cy')).id;
    const t = (await ok(h, `mutation($a: ID) { createTicket(input: { subject: "s", assigneeId: $a }) { id } }`, { a: cy })).createTicket;
    await setActive(h, cy, false);
    const refused = await fieldError(h, `mutation($a: ID) { createTicket(input: { subject: "s2", assigneeId: $a }) { id } }`, { a: cy });
    expect(refused.extensions).toMatchObject({ code: 'unprocessable', status: 422, errors: [{ pointer: '#/input/assigneeId', detail: 'is a deactivated user' }] });
    const asRequester = (await ok(h, `mutation($a: ID) { createTicket(input: { subject: "s3", requesterId: $a }) { requester { id } } }`, { a: cy })).createTicket;
    expect(asRequester.requester).toEqual({ id: cy });
    const kept = (await ok(h, `mutation($id: ID!, $a: ID) { updateTicket(id: $id, input: { priority: LOW, assigneeId: $a }) { priority assignee { id } } }`, { id: t.id, a: cy })).updateTicket;
    expect(kept).toEqual({ priority: 'LOW', assignee: { id: cy } });
  });
});
