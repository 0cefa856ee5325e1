import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { assign, newLicense, unassign, users } from './helpers.js';

const h = useSandbox({ fixtures: 'empty' });

describe('assigning seats (POST /v1/assets/licenses/assign)', () => {
  it('takes a seat and answers 201 with the assignment and the license afterwards', async () => {
    users(h, h.newProject(), 'usr_ada');
    const lic = await newLicense(h, { seats: 2 });
    const r = await assign(h, lic.id, 'usr_ada');
    expect(r.status).toBe(201);
    expect(r.body.assignment).toMatchObject({ license_id: lic.id, assignee_type: 'user', assignee_id: 'usr_ada' });
    expect(r.body.assignment.id).toMatch(/^asg_/);
    expect(r.body.license).toMatchObject({ id: lic.id, seats: 2, seats_used: 1, seats_available: 1 });
    const after = await h.call('GET', `/v1/assets/licenses/${lic.id}`);
    expect(after.body).toMatchObject({ seats_used: 1, seats_available: 1 });
    expect(after.headers.get('etag')).not.toBe(undefined);
  });

  it('is idempotent: assigning the same user twice answers 200 with the same assignment and no second seat', async () => {
    users(h, h.newProject(), 'usr_ada');
    const lic = await newLicense(h, { seats: 1 });
    const first = await assign(h, lic.id, 'usr_ada');
    const again = await assign(h, lic.id, 'usr_ada');
    expect(again.status).toBe(200);
    expect(again.body.assignment).toEqual(first.body.assignment);
    expect(again.body.license.seats_used).toBe(1);
    const list = await h.call('GET', `/v1/assets/licenses/${lic.id}/assignments`);
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses a seat beyond the seat count with 409 and the seats in use', async () => {
    users(h, h.newProject(), 'usr_a', 'usr_b', 'usr_c');
    const lic = await newLicense(h, { seats: 2 });
    await assign(h, lic.id, 'usr_a');
    await assign(h, lic.id, 'usr_b');
    const r = await assign(h, lic.id, 'usr_c');
    expect(r.status).toBe(409);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body).toMatchObject({ code: 'seats_exhausted', license_id: lic.id, seats: 2, seats_used: 2 });
    expect(r.body.detail).toContain('all 2 seats');
    const list = await h.call('GET', `/v1/assets/licenses/${lic.id}/assignments`);
    expect(list.body.data.map((a: any) => a.assignee_id)).toEqual(['usr_a', 'usr_b']);
  });

  it('gives exactly 10 of 50 parallel assigns to a 10-seat license', async () => {
    users(h, h.newProject(), ...Array.from({ length: 50 }, (_, i) => `usr_${i}`));
    const lic = await newLicense(h, { seats: 10 });
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => assign(h, lic.id, `usr_${i}`)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body).toMatchObject({ seats: 10, seats_used: 10 });
    const after = await h.call('GET', `/v1/assets/licenses/${lic.id}`);
    expect(after.body).toMatchObject({ seats_used: 10, seats_available: 0 });
    const list = await h.call('GET', `/v1/assets/licenses/${lic.id}/assignments?limit=500`);
    const winners = replies.filter((r) => r.status === 201).map((r) => r.body.assignment.assignee_id).sort();
    expect(list.body.data.map((a: any) => a.assignee_id).sort()).toEqual(winners);
  });

  it('takes one seat for 20 parallel assigns of the same user', async () => {
    users(h, h.newProject(), 'usr_same');
    const lic = await newLicense(h, { seats: 3 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => assign(h, lic.id, 'usr_same')));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(19);
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).body.seats_used).toBe(1);
  });

  it('assigns a per_project license to a project the sandbox knows, including the calling one', async () => {
    const other = h.newProject();
    await h.call('GET', '/v1/assets/licenses');
    const mine = h.newProject();
    const lic = await newLicense(h, { product: 'SonarQube Developer Edition', vendor: 'SonarSource', kind: 'per_project', seats: 2 });
    expect((await assign(h, lic.id, mine, 'project')).status).toBe(201);
    expect((await assign(h, lic.id, other, 'project')).status).toBe(201);
    const unknown = await assign(h, lic.id, 'never-used-project', 'project');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ in: 'body', pointer: '#/assignee_id', detail: 'is not a known project' }]);
  });

  it('refuses an assignee of the wrong kind with 422 naming assignee_type', async () => {
    const p = h.newProject();
    users(h, p, 'usr_ada');
    const perSeat = await newLicense(h);
    const r1 = await assign(h, perSeat.id, p, 'project');
    expect(r1.status).toBe(422);
    expect(r1.body.errors[0]).toEqual({ in: 'body', pointer: '#/assignee_type', detail: 'must be user for a per_seat license' });
    const perProject = await newLicense(h, { kind: 'per_project', seats: 1 });
    const r2 = await assign(h, perProject.id, 'usr_ada');
    expect(r2.status).toBe(422);
    expect(r2.body.errors[0].pointer).toBe('#/assignee_type');
  });

  it('gives a site license without a seat count to anyone, users and projects', async () => {
    const p = h.newProject();
    users(h, p, ...Array.from({ length: 25 }, (_, i) => `usr_${i}`));
    const site = await newLicense(h, { product: 'Java SE Universal Subscription', vendor: 'Oracle', kind: 'site', seats: null });
    expect(site).toMatchObject({ seats: null, seats_available: null });
    for (let i = 0; i < 25; i++) expect((await assign(h, site.id, `usr_${i}`)).status).toBe(201);
    const r = await assign(h, site.id, p, 'project');
    expect(r.status).toBe(201);
    expect(r.body.license).toMatchObject({ seats: null, seats_used: 26, seats_available: null });
  });

  it('answers 404 for an unknown license', async () => {
    h.newProject();
    const r = await assign(h, 'lic_nope', 'usr_ada');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'not_found', detail: expect.stringContaining('lic_nope') });
  });

  it('refuses a user the directory does not know with 422, and takes no seat', async () => {
    users(h, h.newProject(), 'usr_known');
    const lic = await newLicense(h);
    expect((await assign(h, lic.id, 'usr_known')).status).toBe(201);
    const r = await assign(h, lic.id, 'usr_ghost');
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([{ in: 'body', pointer: '#/assignee_id', detail: expect.stringContaining('is not a user of project') }]);
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).body.seats_used).toBe(1);
  });

  it('lists who holds seats, filtered by assignee type and paged', async () => {
    const p = h.newProject();
    users(h, p, 'usr_1', 'usr_2', 'usr_3');
    const lic = await newLicense(h, { kind: 'site', seats: 5 });
    for (const u of ['usr_1', 'usr_2', 'usr_3']) await assign(h, lic.id, u);
    await assign(h, lic.id, p, 'project');
    const holders = await h.call('GET', `/v1/assets/licenses/${lic.id}/assignments?assignee_type=user&limit=2`);
    expect(holders.body.data.map((a: any) => a.assignee_id)).toEqual(['usr_1', 'usr_2']);
    const rest = await h.call('GET', `/v1/assets/licenses/${lic.id}/assignments?assignee_type=user&limit=2&cursor=${holders.body.next_cursor}`);
    expect(rest.body).toMatchObject({ data: [{ assignee_id: 'usr_3' }], next_cursor: null });
    const projects = await h.call('GET', `/v1/assets/licenses/${lic.id}/assignments?assignee_type=project`);
    expect(projects.body.data).toEqual([expect.objectContaining({ assignee_type: 'project', assignee_id: p })]);
    expect((await h.call('GET', '/v1/assets/licenses/lic_nope/assignments')).status).toBe(404);
  });
});

describe('releasing seats (POST /v1/assets/licenses/unassign)', () => {
  it('releases the seat, answers the released assignment, and the seat can be taken again', async () => {
    users(h, h.newProject(), 'usr_ada', 'usr_bob');
    const lic = await newLicense(h, { seats: 1 });
    const taken = await assign(h, lic.id, 'usr_ada');
    expect((await assign(h, lic.id, 'usr_bob')).status).toBe(409);
    const r = await unassign(h, lic.id, 'usr_ada');
    expect(r.status).toBe(200);
    expect(r.body.assignment).toEqual(taken.body.assignment);
    expect(r.body.license).toMatchObject({ seats_used: 0, seats_available: 1 });
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}/assignments`)).body.data).toEqual([]);
    expect((await assign(h, lic.id, 'usr_bob')).status).toBe(201);
  });

  it('answers 404 naming the assignee when it holds no seat, and for an unknown license', async () => {
    h.newProject();
    const lic = await newLicense(h);
    const r = await unassign(h, lic.id, 'usr_nobody');
    expect(r.status).toBe(404);
    expect(r.body.detail).toBe(`user usr_nobody holds no seat of license ${lic.id}`);
    expect(r.body.errors).toEqual([{ in: 'body', pointer: '#/assignee_id', detail: 'holds no seat of this license' }]);
    expect((await unassign(h, 'lic_nope', 'usr_nobody')).status).toBe(404);
  });

  it('replays an unassign with the same Idempotency-Key instead of answering 404', async () => {
    users(h, h.newProject(), 'usr_ada');
    const lic = await newLicense(h);
    await assign(h, lic.id, 'usr_ada');
    const call = () => h.call('POST', '/v1/assets/licenses/unassign', { body: { license_id: lic.id, assignee_type: 'user', assignee_id: 'usr_ada' }, headers: { 'idempotency-key': 'release-ada' } });
    const first = await call();
    const second = await call();
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });
});
