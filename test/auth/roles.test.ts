import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { activeSeeded, giveRole, sessionAs, signIn } from './helpers.js';

const h = useSandbox();

describe('roles (built-in and custom, per project)', () => {
  it('lists the built-in roles with their permissions', async () => {
    h.newProject();
    const r = await h.call('GET', '/v3/auth/roles');
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: any) => x.name)).toEqual(['viewer', 'editor', 'admin']);
    const viewer = r.body.data[0];
    expect(viewer).toMatchObject({ built_in: true, created_at: null });
    expect(viewer.permissions).toContain('registry.read');
    expect(viewer.permissions).not.toContain('registry.write');
  });

  it('creates a custom role with PUT (201), gives it to a user, and its permissions decide at once, also for tokens already issued', async () => {
    h.newProject();
    const created = await h.call('PUT', '/v3/auth/roles/auditor', { body: { description: 'reads users', permissions: ['registry.read', 'auth.read', 'auth.self'] } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'auditor', built_in: false, permissions: ['auth.read', 'auth.self', 'registry.read'] });
    expect(created.headers.get('location')).toBe('/v3/auth/roles/auditor');

    const s = await sessionAs(h, 'viewer');
    const other = activeSeeded(h, 4);
    expect((await h.call('GET', `/v3/auth/users/${other.id}`, { token: s.access_token })).status).toBe(403);
    await giveRole(h, s.user.id, 'auditor');
    expect((await h.call('GET', `/v3/auth/users/${other.id}`, { token: s.access_token })).status).toBe(200);
    const write = await h.call('POST', '/v2/registry/devices', { token: s.access_token, body: { name: 'x', serial_number: 'S-1' } });
    expect(write.status).toBe(403);

    const changed = await h.call('PUT', '/v3/auth/roles/auditor', { body: { permissions: ['registry.read', 'registry.write', 'auth.self'] }, headers: { 'if-match': created.headers.get('etag')! } });
    expect(changed.status).toBe(200);
    expect(changed.body.description).toBe('');
    expect((await h.call('POST', '/v2/registry/devices', { token: s.access_token, body: { name: 'x', serial_number: 'S-1' } })).status).toBe(201);
    expect((await h.call('GET', `/v3/auth/users/${other.id}`, { token: s.access_token })).status).toBe(403);
  });

  it('keeps custom roles inside their project', async () => {
    h.newProject();
    await h.call('PUT', '/v3/auth/roles/local', { body: { permissions: ['auth.self'] } });
    h.newProject();
    const r = await h.call('PUT', `/v3/auth/users/${activeSeeded(h).id}/role`, { body: { role: 'local' } });
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({ pointer: '#/role' });
  });

  it('refuses unknown permissions (422), built-in changes (409), stale If-Match (412), bad names (400)', async () => {
    h.newProject();
    const unknown = await h.call('PUT', '/v3/auth/roles/x', { body: { permissions: ['registry.read', 'registry.fly'] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ in: 'body', pointer: '#/permissions/1', detail: 'is not a permission of any operation (registry.fly)' }]);
    expect((await h.call('PUT', '/v3/auth/roles/admin', { body: { permissions: [] } })).status).toBe(409);
    expect((await h.call('PUT', '/v3/auth/roles/editor', { body: { description: 'mine', permissions: [] } })).status).toBe(409);
    expect((await h.call('DELETE', '/v3/auth/roles/viewer')).status).toBe(409);
    const created = await h.call('PUT', '/v3/auth/roles/ops', { body: { permissions: ['registry.read'] } });
    expect(created.status).toBe(201);
    const replaced = await h.call('PUT', '/v3/auth/roles/ops', { body: { description: 'one', permissions: ['registry.read'] } });
    expect(replaced.status).toBe(200);
    const stale = await h.call('PUT', '/v3/auth/roles/ops', { body: { description: 'two', permissions: [] }, headers: { 'if-match': created.headers.get('etag')! } });
    expect(stale.status).toBe(412);
    expect((await h.call('GET', '/v3/auth/roles')).body.data.find((r: any) => r.name === 'ops').description).toBe('one');
    expect((await h.call('PUT', '/v3/auth/roles/nope', { body: { permissions: [] }, headers: { 'if-match': 'W/"1"' } })).status).toBe(412);
    const bad = await h.call('PUT', '/v3/auth/roles/Bad%20Name', { body: { permissions: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].pointer).toBe('#/name');
  });

  it('deletes a custom role only when no user holds it', async () => {
    h.newProject();
    await h.call('PUT', '/v3/auth/roles/temp', { body: { permissions: ['auth.self'] } });
    const user = activeSeeded(h);
    await giveRole(h, user.id, 'temp');
    const held = await h.call('DELETE', '/v3/auth/roles/temp');
    expect(held.status).toBe(409);
    expect(held.body.detail).toContain(user.id);
    await giveRole(h, user.id, 'viewer');
    expect((await h.call('DELETE', '/v3/auth/roles/temp')).status).toBe(204);
    expect((await h.call('GET', '/v3/auth/roles')).body.data.map((x: any) => x.name)).not.toContain('temp');
  });

  it('mints control-API tokens for a custom role of the project', async () => {
    const project = h.newProject();
    await h.call('PUT', '/v3/auth/roles/reader', { body: { permissions: ['registry.read'] } });
    const minted = await h.admin('POST', '/tokens', { role: 'reader', projects: [project] });
    expect(minted.status).toBe(201);
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token: minted.body.access_token })).status).toBe(200);
  });
});

describe('role enforcement: one operation of each API', () => {
  const cases = [
    { api: 'registry', method: 'POST', path: () => '/v2/registry/devices', body: { name: 'n', serial_number: 'SER-1' }, allowed: ['editor', 'admin'], refused: ['viewer'] },
    { api: 'auth', method: 'GET', path: (h2: typeof h) => `/v3/auth/users/${activeSeeded(h2, 5).id}`, allowed: ['admin'], refused: ['viewer', 'editor'] },
    { api: 'auth roles', method: 'PUT', path: () => '/v3/auth/roles/r1', body: { permissions: [] }, allowed: ['admin'], refused: ['viewer', 'editor'] },
    { api: 'auth SCIM', method: 'POST', path: () => '/v3/auth/scim/v2/Users', body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'role.case' }, allowed: ['admin'], refused: ['viewer', 'editor'] },
    { api: 'assets', method: 'POST', path: () => '/v1/assets/software', body: { name: 'Tool', version: '1.0', publisher: 'ACME', device_id: 'dev_0000001' }, allowed: ['editor', 'admin'], refused: ['viewer'] },
    { api: 'assets (read)', method: 'GET', path: () => '/v1/assets/licenses', allowed: ['viewer', 'editor', 'admin'], refused: [] },
  ];
  for (const c of cases) {
    it(`${c.api}: ${c.method} allowed for ${c.allowed.join(', ')}, 403 insufficient_scope for ${c.refused.join(', ') || 'nobody'}`, async () => {
      for (const role of [...c.refused, ...c.allowed]) {
        h.newProject();
        const s = await sessionAs(h, role);
        const r = await h.call(c.method, c.path(h), { token: s.access_token, body: c.body });
        if (c.refused.includes(role)) {
          expect(r.status, `${role}`).toBe(403);
          expect(r.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
        } else {
          expect(r.status, `${role}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
        }
      }
    });
  }

  it('a seeded admin signs in with the printed password and may manage roles', async () => {
    h.newProject();
    const admin = (h.sb.seededUsers() as any[]).find((u) => u.role === 'admin' && u.active);
    const s = await signIn(h, admin.userName);
    expect((await h.call('PUT', '/v3/auth/roles/qa', { token: s.access_token, body: { permissions: ['registry.read'] } })).status).toBe(201);
  });
});
