/**
 * Finding 1: every call, even a refused one, created the project it named; the 257th evicted the
 * least recently used, and the next save deleted its file. Finding 7 (second half): after an
 * eviction an old Idempotency-Key replayed objects that no longer existed.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/server.js';
import { send } from '../helpers/sandbox.js';
import { admin, call, newDevice, start, stop, tempDirs } from '../persistence/helpers.js';

const temp = tempDirs();

async function projectCount(sb: Sandbox): Promise<number> {
  return (await admin(sb, 'GET', '/health')).body.projects;
}

async function refusedCalls(sb: Sandbox, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const project = `junk-${i}`;
    const replies = await Promise.all([
      send(`${sb.url}/v3/auth/sessions`, 'POST', { project, body: { refresh_token: 'sbx_rt_nope' } }),
      send(`${sb.url}/v3/auth/sessions`, 'POST', { project, body: { username: 'nobody', password: 'wrong' } }),
      send(`${sb.url}/v2/registry/devices`, 'GET', { project, token: 'guessed' }),
      send(`${sb.url}/v2/registry/devices`, 'GET', { project }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401]);
  }
}

describe('a refused call never creates or touches a project', () => {
  it('leaves every saved project in place after many unauthenticated calls with new project names', async () => {
    const dir = temp();
    const sb = await start({ persist: dir, maxProjects: 4, persistDelayMs: 10 });
    expect((await newDevice(sb, 'precious', 'keep')).status).toBe(201);
    await sb.persistence!.flush();
    await refusedCalls(sb, 12);
    expect(await projectCount(sb)).toBe(1);
    await sb.persistence!.flush();
    expect(readdirSync(join(dir, 'projects'))).toHaveLength(1);
    const list = await call(sb, 'GET', '/v2/registry/devices?serial_number=SN-keep', 'precious');
    expect(list.body.data).toHaveLength(1);
    await stop(sb);
  });

  it('makes a project on the first successful sign-in only (local development)', async () => {
    const sb = await start({});
    const user = (sb.seededUsers() as any[]).find((u) => u.active);
    const wrong = await send(`${sb.url}/v3/auth/sessions`, 'POST', { project: 'newcomer', body: { username: user.userName, password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await projectCount(sb)).toBe(0);
    const right = await send(`${sb.url}/v3/auth/sessions`, 'POST', { project: 'newcomer', body: { username: user.userName, password: user.userName } });
    expect(right.status).toBe(201);
    expect(await projectCount(sb)).toBe(1);
    expect((await send(`${sb.url}/v2/registry/devices?limit=1`, 'GET', { project: 'newcomer', token: right.body.access_token })).status).toBe(200);
    await stop(sb);
  });
});

describe('eviction never deletes saved data', () => {
  it('unloads an evicted project and loads it again, its Idempotency-Keys with it', async () => {
    const dir = temp();
    const sb = await start({ persist: dir, maxProjects: 2, persistDelayMs: 10 });
    const bulk = { op: 'create', items: [{ name: 'b0', serial_number: 'SN-EVICT-0' }, { name: 'b1', serial_number: 'SN-EVICT-1' }] };
    const first = await call(sb, 'POST', '/v2/registry/devices/bulk', 'p1', { body: bulk, headers: { 'idempotency-key': 'k-1' } });
    expect(first.status).toBe(207);
    for (const p of ['p2', 'p3', 'p4']) expect((await newDevice(sb, p, `d-${p}`)).status).toBe(201);
    expect(sb.deps.store.state('p1')).toBe('saved');
    await sb.persistence!.flush();
    expect(readdirSync(join(dir, 'projects'))).toHaveLength(4);
    const retried = await call(sb, 'POST', '/v2/registry/devices/bulk', 'p1', { body: bulk, headers: { 'idempotency-key': 'k-1' } });
    expect(retried.status).toBe(207);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toEqual(first.body);
    const list = await call(sb, 'GET', '/v2/registry/devices?serial_number=SN-EVICT-0', 'p1');
    expect(list.body.data).toHaveLength(1);
    await stop(sb);
    // And after a restart, the keys are still there.
    const again = await start({ persist: dir, maxProjects: 2 });
    const third = await call(again, 'POST', '/v2/registry/devices/bulk', 'p1', { body: bulk, headers: { 'idempotency-key': 'k-1' } });
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    await stop(again);
  });

  it('refuses a new project past the saved-project bound, naming it, and drops no one', async () => {
    const dir = temp();
    const sb = await start({ persist: dir, maxProjects: 2, maxSavedProjects: 3, persistDelayMs: 10 });
    for (const p of ['s1', 's2', 's3']) expect((await newDevice(sb, p, `d-${p}`)).status).toBe(201);
    const refused = await newDevice(sb, 's4', 'd-s4');
    expect(refused.status).toBe(507);
    expect(refused.body.detail).toContain('3 saved projects');
    for (const p of ['s1', 's2', 's3']) expect((await call(sb, 'GET', `/v2/registry/devices?serial_number=SN-d-${p}`, p)).body.data, p).toHaveLength(1);
    await stop(sb);
  });

  it('without --persist, spills an evicted project and loads it back, its keys with it, until a reset starts it afresh', async () => {
    const sb = await start({ maxProjects: 2 });
    const bulk = { op: 'create', items: [{ name: 'b0', serial_number: 'SN-GONE-0' }] };
    expect((await call(sb, 'POST', '/v2/registry/devices/bulk', 'm1', { body: bulk, headers: { 'idempotency-key': 'k-9' } })).status).toBe(207);
    for (const p of ['m2', 'm3']) expect((await newDevice(sb, p, `d-${p}`)).status).toBe(201);
    expect(sb.deps.store.state('m1')).toBe('saved');
    const back = await call(sb, 'POST', '/v2/registry/devices/bulk', 'm1', { body: bulk, headers: { 'idempotency-key': 'k-9' } });
    expect([back.status, back.headers.get('idempotent-replayed')]).toEqual([207, 'true']);
    expect((await call(sb, 'GET', '/v2/registry/devices?serial_number=SN-GONE-0', 'm1')).body.data).toHaveLength(1);
    expect((await admin(sb, 'POST', '/reset', { project: 'm1' })).status).toBe(200);
    const fresh = await call(sb, 'POST', '/v2/registry/devices/bulk', 'm1', { body: bulk, headers: { 'idempotency-key': 'k-9' } });
    expect(fresh.status).toBe(207);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    await stop(sb);
  });
});
