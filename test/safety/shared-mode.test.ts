/**
 * Finding 1 and the shared mode (DESIGN §3): in `--shared` projects are made only by the operator,
 * the control API or an operator-minted token naming the project; seeded users' passwords are
 * random per project and readable only through the control API or by the project's admin; a
 * sign-in never creates a project. A sandbox listening beyond loopback unprotected warns.
 */
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/server.js';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ shared: true, adminToken: 'adm-secret' });

const seededAdmin = () => (h.sb.seededUsers() as any[]).find((u) => u.active && u.role === 'admin');
const health = async () => (await h.admin('GET', '/health')).body.projects as number;
const passwords = (project: string, authorization = 'Bearer adm-secret') => send(`${h.url}/_sandbox/projects/${project}/passwords`, 'GET', { token: null, project: null, headers: { authorization } });
const signIn = (project: string, username: string, password: string) => send(`${h.url}/v3/auth/sessions`, 'POST', { project, token: null, body: { username, password } });

describe('shared mode', () => {
  it('never creates a project by a sign-in, and refuses the userName as a seeded password', async () => {
    const before = await health();
    const user = seededAdmin();
    const r = await signIn('not-made', user.userName, user.userName);
    expect(r.status).toBe(404);
    expect(await health()).toBe(before);
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project: 'made-by-operator' })).status).toBe(200);
    expect((await signIn('made-by-operator', user.userName, user.userName)).status).toBe(401);
  });

  it('gives seeded users a random password per project, readable by the control API and the project admin only', async () => {
    const user = seededAdmin();
    for (const p of ['pw-a', 'pw-b']) expect((await h.call('GET', '/v2/registry/devices?limit=1', { project: p })).status).toBe(200);
    const a = (await passwords('pw-a')).body.data.find((u: any) => u.userName === user.userName).password;
    const b = (await passwords('pw-b')).body.data.find((u: any) => u.userName === user.userName).password;
    expect(a).not.toBe(b);
    expect(a).not.toBe(user.userName);
    const session = await signIn('pw-a', user.userName, a);
    expect(session.status).toBe(201);
    expect((await signIn('pw-b', user.userName, a)).status).toBe(401);
    // The project's admin may read them; a viewer, another project's token, or nobody may not.
    expect((await passwords('pw-a', `Bearer ${session.body.access_token}`)).status).toBe(200);
    expect((await passwords('pw-b', `Bearer ${session.body.access_token}`)).status).toBe(401);
    const viewer = await h.admin('POST', '/tokens', { role: 'viewer', projects: ['pw-a'] });
    expect((await passwords('pw-a', `Bearer ${viewer.body.access_token}`)).status).toBe(401);
    expect((await passwords('pw-a', '')).status).toBe(401);
    expect((await passwords('never-made')).status).toBe(404);
  });

  it('lets an operator-minted token naming the project create it, but not a token for every project', async () => {
    const before = await health();
    const star = await h.admin('POST', '/tokens', { role: 'admin', projects: '*' });
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project: 'by-star', token: star.body.access_token })).status).toBe(404);
    expect(await health()).toBe(before);
    const bound = await h.admin('POST', '/tokens', { role: 'editor', projects: ['by-bound'] });
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project: 'by-bound', token: bound.body.access_token })).status).toBe(200);
    expect(await health()).toBe(before + 1);
  });
});

describe('the start-up warning', () => {
  it('warns when listening beyond loopback without --shared or without an admin token', async () => {
    const open = await startSandbox({ port: 0, host: '0.0.0.0', logLevel: 'silent' });
    expect(open.warnings.join(' ')).toMatch(/--shared and SANDBOX_ADMIN_TOKEN/);
    await open.stop();
    const guarded = await startSandbox({ port: 0, host: '0.0.0.0', logLevel: 'silent', shared: true, adminToken: 'x' });
    expect(guarded.warnings).toEqual([]);
    await guarded.stop();
    const local = await startSandbox({ port: 0, logLevel: 'silent' });
    expect(local.warnings).toEqual([]);
    await local.stop();
  });
});
