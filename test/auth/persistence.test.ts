import { describe, expect, it } from 'vitest';
import { call, start, stop, tempDirs } from '../persistence/helpers.js';

const tempDir = tempDirs();

describe('sessions survive a restart with persistence', () => {
  it('refreshes and signs out a session opened before the restart', async () => {
    const dir = tempDir();
    const first = await start({ persist: dir });
    const user = first.seededUsers().find((u: any) => u.active) as any;
    const s = await call(first, 'POST', '/v3/auth/sessions', 'p1', { token: null, body: { username: user.userName, password: user.userName } });
    expect(s.status).toBe(201);
    await stop(first);

    const second = await start({ persist: dir });
    try {
      expect((await call(second, 'GET', '/v3/auth/users/me', 'p1', { token: s.body.access_token })).status).toBe(200);
      const refreshed = await call(second, 'POST', '/v3/auth/sessions', 'p1', { token: null, body: { refresh_token: s.body.refresh_token } });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.id).toBe(s.body.id);
      expect((await call(second, 'DELETE', `/v3/auth/sessions/${s.body.id}`, 'p1', { token: refreshed.body.access_token })).status).toBe(204);
      expect((await call(second, 'GET', '/v3/auth/users/me', 'p1', { token: refreshed.body.access_token })).status).toBe(401);
    } finally {
      await stop(second);
    }
  });

  it('keeps a provisioning session and its never-expiring token across a restart, and its end after it', async () => {
    const dir = tempDir();
    const first = await start({ persist: dir });
    const admin = first.seededUsers().find((u: any) => u.active && u.role === 'admin') as any;
    const s = await call(first, 'POST', '/v3/auth/sessions', 'p2', { token: null, body: { username: admin.userName, password: admin.userName } });
    const prov = await call(first, 'POST', '/v3/auth/sessions', 'p2', { project: null, token: s.body.access_token, body: { kind: 'provisioning' } });
    expect(prov.status).toBe(201);
    await stop(first);

    const second = await start({ persist: dir });
    try {
      expect((await call(second, 'GET', '/v3/auth/scim/v2/Users?count=1', 'p2', { project: null, token: prov.body.access_token })).status).toBe(200);
      const listed = await call(second, 'GET', '/v3/auth/sessions?kind=provisioning', 'p2', { project: null, token: prov.body.access_token });
      expect(listed.body.data.map((x: any) => x.id)).toEqual([prov.body.id]);
      expect((await call(second, 'DELETE', `/v3/auth/sessions/${prov.body.id}`, 'p2', { project: null, token: prov.body.access_token })).status).toBe(204);
    } finally {
      await stop(second);
    }
    const third = await start({ persist: dir });
    try {
      expect((await call(third, 'GET', '/v3/auth/scim/v2/Users?count=1', 'p2', { project: null, token: prov.body.access_token })).status).toBe(401);
    } finally {
      await stop(third);
    }
  });
});
