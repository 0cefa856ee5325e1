import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/server.js';
import { send, useSandbox } from '../helpers/sandbox.js';
import { PLATFORM } from './helpers.js';

const t = useSandbox({ platformOpenapi: [PLATFORM] });
const dir = mkdtempSync(join(tmpdir(), 'platform-crud-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a resource inferred from POST /x and GET /x/{id}', () => {
  it('keeps what was created: read, listed, changed and removed', async () => {
    t.newProject();
    const created = await t.call('POST', '/v2/registry/device-groups', { body: { name: 'lab phones' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-sandbox-source')).toBe('inferred-crud');
    // the id is the field the item path names (group_id), the request's fields are kept
    expect(created.body).toMatchObject({ group_id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'lab phones' });
    const id = created.body.group_id;
    const read = await t.call('GET', `/v2/registry/device-groups/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const second = await t.call('POST', '/v2/registry/device-groups', { body: { name: 'kiosks' } });
    const list = await t.call('GET', '/v2/registry/device-groups');
    expect(list.body.data.map((g: any) => g.name)).toEqual(['lab phones', 'kiosks']);
    const patched = await t.call('PATCH', `/v2/registry/device-groups/${id}`, { body: { description: 'floor 3' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ group_id: id, name: 'lab phones', description: 'floor 3' });
    expect((await t.call('GET', `/v2/registry/device-groups/${id}`)).body.description).toBe('floor 3');
    const deleted = await t.call('DELETE', `/v2/registry/device-groups/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const gone = await t.call('GET', `/v2/registry/device-groups/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await t.call('GET', '/v2/registry/device-groups')).body.data.map((g: any) => g.group_id)).toEqual([second.body.group_id]);
  });

  it('keeps each project to itself, and forgets on a reset of the project', async () => {
    const project = t.newProject();
    const created = await t.call('POST', '/v2/registry/device-groups', { body: { name: 'mine' } });
    const other = await t.call('GET', `/v2/registry/device-groups/${created.body.group_id}`, { project: `${project}-other` });
    expect(other.status).toBe(404);
    await t.admin('POST', '/reset', { project });
    expect((await t.call('GET', `/v2/registry/device-groups/${created.body.group_id}`)).status).toBe(404);
    expect((await t.call('GET', '/v2/registry/device-groups')).body.data).toEqual([]);
  });

  it("asks a role for its API's permission: a viewer reads, and is refused a write that changes nothing", async () => {
    t.newProject();
    const viewer = (await t.admin('POST', '/tokens', { role: 'viewer', projects: '*' })).body.access_token;
    expect((await t.call('GET', '/v2/registry/device-groups', { token: viewer })).status).toBe(200);
    const refused = await t.call('POST', '/v2/registry/device-groups', { token: viewer, body: { name: 'nope' } });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('role viewer does not grant registry.write, which createDeviceGroup needs');
    expect((await t.call('GET', '/v2/registry/device-groups')).body.data).toEqual([]);
  });

  it('changes nothing on a refused write', async () => {
    t.newProject();
    const refused = await t.call('POST', '/v2/registry/device-groups', { body: { name: '' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ in: 'body', pointer: '#/name' });
    expect((await t.call('GET', '/v2/registry/device-groups')).body.data).toEqual([]);
  });

  it('is saved with --persist and comes back after a restart, with the same ids', async () => {
    const options = { port: 0, seed: 3, logLevel: 'silent' as const, persist: dir, persistDelayMs: 0, platformOpenapi: [PLATFORM] };
    const first = await startSandbox(options);
    const call = (sb: typeof first, method: string, path: string, body?: unknown) => send(`${sb.url}${path}`, method, { body, token: sb.operatorToken, project: 'kept' });
    const created = await call(first, 'POST', '/v2/registry/device-groups', { name: 'survives' });
    await first.persistence?.flush();
    await first.stop();
    const second = await startSandbox(options);
    try {
      const read = await call(second, 'GET', `/v2/registry/device-groups/${created.body.group_id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);
      const next = await call(second, 'POST', '/v2/registry/device-groups', { name: 'after' });
      expect(next.body.group_id).not.toBe(created.body.group_id);
    } finally {
      await second.stop();
    }
  });

  it('is kept in a snapshot and restored with it', async () => {
    const project = t.newProject();
    const created = await t.call('POST', '/v2/registry/device-groups', { body: { name: 'snap' } });
    expect((await t.admin('POST', '/snapshots', { name: `s-${project}`, project })).status).toBe(201);
    await t.call('DELETE', `/v2/registry/device-groups/${created.body.group_id}`);
    expect((await t.admin('POST', `/snapshots/s-${project}/restore`, { project })).status).toBe(200);
    expect((await t.call('GET', `/v2/registry/device-groups/${created.body.group_id}`)).body.name).toBe('snap');
  });
});
