/**
 * Project-bound tokens (issue 25, decision 0206): a token valid in exactly one project implies it,
 * so `X-Service-Project` may be left out on every API; such a token has the routable form
 * `<kind>_<project>~<secret>`. Provisioning sessions: long-lived tokens for SCIM connectors.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { sessionAs, signIn, activeSeeded } from './helpers.js';

const h = useSandbox({ tokenTtlSeconds: 600, refreshTtlSeconds: 3600 });
/** The proxy's extraction (docs/auth.md, Token form): nginx routes on this capture. */
const NGINX = /^Bearer\s+[a-z]+_([A-Za-z0-9][A-Za-z0-9._-]{0,63})~/;

async function mint(projects: string[] | '*', extra: Record<string, unknown> = {}) {
  const r = await h.admin('POST', '/tokens', { role: 'admin', projects, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { access_token: string; expires_at: string | null };
}

describe('token form: routable when valid in one project', () => {
  it('a minted one-project token, an access token and a refresh token carry the project before "~"', async () => {
    const project = h.newProject();
    const minted = await mint([project]);
    expect(minted.access_token).toMatch(new RegExp(`^smt_${project.replace(/[.]/g, '\\.')}~[A-Za-z0-9_-]{43}$`));
    expect(NGINX.exec(`Bearer ${minted.access_token}`)?.[1]).toBe(project);
    const s = await signIn(h, activeSeeded(h).userName);
    expect(NGINX.exec(`Bearer ${s.access_token}`)?.[1]).toBe(project);
    expect(s.access_token.startsWith(`sat_${project}~`)).toBe(true);
    expect(s.refresh_token.startsWith(`srt_${project}~`)).toBe(true);
  });

  it('a multi-project or all-project token keeps a form without "~"', async () => {
    const a = h.newProject();
    const b = h.newProject();
    for (const t of [await mint([a, b]), await mint('*')]) {
      expect(t.access_token).not.toContain('~');
      expect(NGINX.test(`Bearer ${t.access_token}`)).toBe(false);
    }
  });

  it('the project in the string is only a hint: an edited hint is an unknown token (401)', async () => {
    const project = h.newProject();
    const { access_token } = await mint([project]);
    const forged = access_token.replace(`_${project}~`, '_other-project~');
    const r = await h.call('GET', '/v2/registry/devices?limit=1', { token: forged, project: null });
    expect(r.status).toBe(401);
    expect(r.body.detail).toContain('unknown');
  });
});

describe('X-Service-Project implied by a project-bound token (a convention, spec §5)', () => {
  it('every API answers without the header: Registry, Assets, Events, Graph, Auth and SCIM', async () => {
    const project = h.newProject();
    const { access_token } = await mint([project]);
    const opts = { token: access_token, project: null };
    expect((await h.call('GET', '/v2/registry/devices?limit=1', opts)).status).toBe(200);
    expect((await h.call('GET', '/v1/assets/licenses?limit=1', opts)).status).toBe(200);
    expect((await h.call('GET', '/events/subscriptions', opts)).status).toBe(200);
    expect((await h.call('POST', '/graphql', { ...opts, body: { query: '{ __typename }' } })).status).toBe(200);
    expect((await h.call('GET', '/v3/auth/roles', opts)).status).toBe(200);
    const scim = await h.call('GET', '/v3/auth/scim/v2/Users?count=1', opts);
    expect(scim.status).toBe(200);
    // The call was made in the token's project: a write there is seen with the header too.
    const made = await h.call('POST', '/v2/registry/devices', { ...opts, body: { name: 'implied', serial_number: 'IMPLIED-1' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const seen = await h.call('GET', `/v2/registry/devices/${made.body.id}`, { project });
    expect(seen.status).toBe(200);
  });

  it("a header naming another project than the token's is 403 project_forbidden, and nothing changes", async () => {
    const project = h.newProject();
    const other = h.newProject();
    const { access_token } = await mint([project]);
    const r = await h.call('POST', '/v2/registry/devices', { token: access_token, project: other, body: { name: 'x', serial_number: 'X-1' } });
    expect(r.status).toBe(403);
    expect(r.body.code ?? r.body.type).toMatch(/project_forbidden/);
    const list = await h.call('GET', '/v2/registry/devices?limit=5', { project: other });
    expect(list.body.data.filter((d: any) => d.serial_number === 'X-1')).toEqual([]);
  });

  it('a multi-project token and the operator token still need the header: 400', async () => {
    const a = h.newProject();
    const b = h.newProject();
    const multi = await mint([a, b]);
    for (const token of [multi.access_token, h.token]) {
      const r = await h.call('GET', '/v2/registry/devices?limit=1', { token, project: null });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([expect.objectContaining({ in: 'header', pointer: '#/x-service-project', detail: 'is required' })]);
    }
  });

  it('the header may still be sent, naming the same project', async () => {
    const project = h.newProject();
    const { access_token } = await mint([project]);
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token: access_token, project })).status).toBe(200);
  });

  it('the journal, the fault stage and the rate limit see the implied project', async () => {
    const project = h.newProject();
    const { access_token } = await mint([project]);
    await h.admin('POST', `/scenarios/projects/${project}`, {
      scenario: { name: 'down', description: 'registry down', rules: [{ match: { path: '/v2/registry/devices' }, fault: { kind: 'status', status: 503 } }] },
    });
    const faulted = await h.call('GET', '/v2/registry/devices?limit=1', { token: access_token, project: null });
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('x-sandbox-fault')).toMatch(/^down#0/);

    await h.admin('PUT', `/projects/${project}/quota`, { limit: 3, window_seconds: 600 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await h.call('GET', '/v3/auth/roles', { token: access_token, project: null })).status);
    expect(statuses.at(-1)).toBe(429);

    const journal = await h.admin('GET', `/journal?project=${project}`);
    expect(journal.body.data.length).toBeGreaterThanOrEqual(5);
    expect(journal.body.data.every((e: any) => e.project === project)).toBe(true);
  });
});

describe('POST /_sandbox/tokens with ttl_seconds: null', () => {
  it('mints a token that never expires on the virtual clock', async () => {
    const project = h.newProject();
    const t = await mint([project], { ttl_seconds: null });
    expect(t.expires_at).toBeNull();
    await h.admin('POST', '/clock', { advance_seconds: 10 * 365 * 86400 });
    expect((await h.call('GET', '/v3/auth/scim/v2/Users?count=1', { token: t.access_token, project: null })).status).toBe(200);
  });

  it('still refuses a ttl of 0 (400 naming the field)', async () => {
    const r = await h.admin('POST', '/tokens', { role: 'admin', projects: ['x'], ttl_seconds: 0 });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('ttl_seconds');
  });
});

describe('provisioning sessions: mint, list and revoke through the session endpoints', () => {
  it('an admin opens one; its token is routable, never expires, works without the header, and is revoked by DELETE', async () => {
    const project = h.newProject();
    const admin = await sessionAs(h, 'admin');
    const r = await h.call('POST', '/v3/auth/sessions', { token: admin.access_token, project: null, body: { kind: 'provisioning', description: 'Entra ID' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ kind: 'provisioning', token_type: 'Bearer', expires_at: null, description: 'Entra ID' });
    expect(r.body.access_token.startsWith(`spt_${project}~`)).toBe(true);
    expect(r.headers.get('location')).toBe(`/v3/auth/sessions/${r.body.id}`);
    const token = r.body.access_token;

    await h.admin('POST', '/clock', { advance_seconds: 400 * 86400 });
    const listed = await h.call('GET', '/v3/auth/sessions?kind=provisioning', { token, project: null });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([{ id: r.body.id, kind: 'provisioning', user_id: null, created_at: expect.any(String), expires_at: null, description: 'Entra ID' }]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect((await h.call('POST', '/v3/auth/scim/v2/Users', { token, project: null, body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'prov.one' } })).status).toBe(201);

    const gone = await h.call('DELETE', `/v3/auth/sessions/${r.body.id}`, { project });
    expect(gone.status).toBe(204);
    expect((await h.call('GET', '/v3/auth/scim/v2/Users?count=1', { token, project: null })).status).toBe(401);
    expect((await h.call('GET', '/v3/auth/sessions?kind=provisioning', { project })).body.data).toEqual([]);
  });

  it('a non-admin is refused (403 insufficient_scope) and no session is made; no token at all is 401', async () => {
    const project = h.newProject();
    const viewer = await sessionAs(h, 'viewer');
    const r = await h.call('POST', '/v3/auth/sessions', { token: viewer.access_token, project: null, body: { kind: 'provisioning' } });
    expect(r.status).toBe(403);
    expect(r.headers.get('www-authenticate')).toContain('scope="auth.admin"');
    const anonymous = await h.call('POST', '/v3/auth/sessions', { token: null, project, body: { kind: 'provisioning' } });
    expect(anonymous.status).toBe(401);
    expect((await h.call('GET', '/v3/auth/sessions?kind=provisioning', { project })).body.data).toEqual([]);
  });

  it('lists password sessions too, with their user and end, and a viewer may not list (403)', async () => {
    h.newProject();
    const viewer = await sessionAs(h, 'viewer');
    const all = await h.call('GET', '/v3/auth/sessions');
    expect(all.body.data).toEqual([expect.objectContaining({ id: viewer.id, kind: 'password', user_id: viewer.user_id, expires_at: viewer.refresh_expires_at })]);
    expect((await h.call('GET', '/v3/auth/sessions', { token: viewer.access_token })).status).toBe(403);
  });
});
