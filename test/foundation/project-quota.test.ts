import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

// A default sandbox: no global quota.
const h = useSandbox();

describe('a quota for one project, through the control API', () => {
  it('is advertised in RateLimit-Policy and RateLimit, weighs a bulk call 10 (spec §4 rule 3), and is refused past its limit', async () => {
    const project = h.newProject();
    const other = `${project}-other`;
    const before = await h.call('GET', '/v2/registry/devices?limit=1');
    expect(before.headers.get('ratelimit-policy')).not.toContain('"quota"');
    const set = await h.admin('PUT', `/projects/${project}/quota`, { limit: 30, window_seconds: 600 });
    expect(set).toMatchObject({ status: 200, body: { project, limit: 30, window_seconds: 600 } });
    expect((await h.admin('GET', `/projects/${project}/quota`)).body).toEqual({ project, limit: 30, window_seconds: 600 });

    const a = await h.call('GET', '/v2/registry/devices?limit=1');
    expect(a.headers.get('ratelimit-policy')).toContain('"quota";q=30;w=600');
    expect(a.headers.get('ratelimit')).toMatch(/"quota";r=29;t=\d+/);
    const bulk = await h.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: [{ id: 'dev_missing', tags: ['x'] }] } });
    expect(bulk.status).toBe(207);
    expect(bulk.headers.get('ratelimit')).toMatch(/"quota";r=19;t=\d+/);
    // Another project keeps no quota.
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project: other })).headers.get('ratelimit-policy')).not.toContain('"quota"');
    // 19 units left: a second bulk call fits, a third does not.
    expect((await h.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: [{ id: 'dev_missing', tags: ['x'] }] } })).status).toBe(207);
    const refused = await h.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: [{ id: 'dev_missing', tags: ['x'] }] } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('quota_exceeded');

    expect((await h.admin('DELETE', `/projects/${project}/quota`)).status).toBe(204);
    expect((await h.admin('GET', `/projects/${project}/quota`)).status).toBe(404);
    expect((await h.call('GET', '/v2/registry/devices?limit=1')).headers.get('ratelimit-policy')).not.toContain('"quota"');
  });

  it('refuses a bad body or project name with a 4xx naming the field, and reads no project into being', async () => {
    const project = h.newProject();
    const bad = await h.admin('PUT', `/projects/${project}/quota`, { limit: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('/limit');
    expect((await h.admin('PUT', '/projects/bad%20name/quota', { limit: 5 })).status).toBe(400);
    expect((await h.admin('GET', `/projects/never-${project}/quota`)).status).toBe(404);
    const health = (await h.admin('GET', '/health')).body;
    const again = (await h.admin('GET', `/projects/never-${project}/quota`)).status;
    expect(again).toBe(404);
    expect((await h.admin('DELETE', `/projects/never-${project}/quota`)).status).toBe(404);
    expect((await h.admin('GET', '/health')).body.projects).toBe(health.projects);
  });

  it('answers a user-status read for a project that does not exist from the fixtures, creating no project', async () => {
    const { deps } = h.sb;
    const user = h.sb.seededUsers().find((u) => (u as { active?: boolean }).active !== false)!;
    const project = `never-${h.newProject()}`;
    const before = (await h.admin('GET', '/health')).body.projects;
    expect(deps.users.status(project, user.id)).toBe('active');
    expect(deps.users.status(project, 'usr_nobody')).toBe('absent');
    expect(deps.store.state(project)).toBe('unknown');
    expect((await h.admin('GET', '/health')).body.projects).toBe(before);
  });
});
