/**
 * Review round 2, finding 14: in a shared sandbox, license assignment told whether another
 * tenant's project exists (201 vs 422), and `/_sandbox/health` showed the project count to
 * anyone. Now a project seat goes only to the calling project or one the caller's token is valid
 * in, any other id answers the same 422; health shows the count only with the admin token.
 */
import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';

const ADMIN = 'existence-admin-token-0123456789';
const h = useSandbox({ shared: true, adminToken: ADMIN });

const tokenFor = async (projects: string[]) => (await h.admin('POST', '/tokens', { role: 'admin', projects })).body.access_token as string;
const call = (token: string, project: string, method: string, path: string, body?: unknown) => send(`${h.url}${path}`, method, { token, project, body });

describe('what a tenant can learn about other tenants', () => {
  it('answers the same 422 for an existing and a missing project outside the token, and assigns within it', async () => {
    const other = 'leak-victim';
    expect((await call(h.token, other, 'GET', '/v2/registry/devices')).status).toBe(200); // the victim's project exists
    const tenant = await tokenFor(['leak-a', 'leak-b']);
    expect((await call(tenant, 'leak-b', 'GET', '/v2/registry/devices')).status).toBe(200);
    const lic = await call(tenant, 'leak-a', 'POST', '/v1/assets/licenses', { product: 'P', vendor: 'V', kind: 'per_project', seats: 5 });
    expect(lic.status).toBe(201);
    const assign = (id: string) => call(tenant, 'leak-a', 'POST', '/v1/assets/licenses/assign', { license_id: lic.body.id, assignee_type: 'project', assignee_id: id });
    const existing = await assign(other);
    const missing = await assign('leak-never-made');
    expect(existing.status).toBe(422);
    expect(missing.status).toBe(422);
    expect({ ...existing.body, instance: undefined }).toEqual({ ...missing.body, detail: existing.body.detail, instance: undefined });
    expect(existing.body.detail).not.toContain('unknown');
    expect(existing.body.errors).toEqual(missing.body.errors);
    expect((await assign('leak-a')).status).toBe(201);
    expect((await assign('leak-b')).status).toBe(201);
    // The operator's token (valid everywhere) may assign to any project the sandbox holds.
    expect((await call(h.token, 'leak-a', 'POST', '/v1/assets/licenses/assign', { license_id: lic.body.id, assignee_type: 'project', assignee_id: other })).status).toBe(201);
  });

  it('shows the project count in health with the admin token only', async () => {
    const open = await send(`${h.url}/_sandbox/health`, 'GET', { token: null, project: null });
    expect(open.status).toBe(200);
    expect(open.body.status).toBe('ok');
    expect(open.body).not.toHaveProperty('projects');
    const wrong = await send(`${h.url}/_sandbox/health`, 'GET', { token: 'not-the-admin-token', project: null });
    expect(wrong.body).not.toHaveProperty('projects');
    expect(typeof (await h.admin('GET', '/health')).body.projects).toBe('number');
  });
});
