import { describe, expect, it } from 'vitest';
import { AuthenticationError, createPlatformClient, signIn } from '../../src/client/index.js';
import { activeSeeded } from '../auth/helpers.js';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ tokenTtlSeconds: 600 });

describe('signing in with the client', () => {
  it('refreshes an expired access token once and carries on', async () => {
    const project = h.newProject();
    const user = activeSeeded(h);
    const c = await signIn({ baseUrl: h.url, project, username: user.userName, password: user.userName });
    const before = c.transport.credentials;
    expect((await c.auth.me()).id).toBe(user.id);
    await h.admin('POST', '/clock', { advance_seconds: 601 });
    expect((await c.auth.me()).id).toBe(user.id);
    const after = c.transport.credentials;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    const journal = (await h.admin('GET', `/journal?project=${project}`)).body.data.map((e: any) => `${e.status} ${e.path}`);
    expect(journal.filter((e: string) => e === '200 /v3/auth/sessions')).toHaveLength(1);
  });

  it('fails clearly when the refresh token has expired too', async () => {
    const project = h.newProject();
    const user = activeSeeded(h);
    const c = await signIn({ baseUrl: h.url, project, username: user.userName, password: user.userName });
    await h.admin('POST', '/clock', { advance_seconds: 40 * 86400 });
    const err = await c.auth.me().catch((e) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(err.status).toBe(401);
  });

  it('refuses a wrong password with an AuthenticationError', async () => {
    const err = await signIn({ baseUrl: h.url, project: h.newProject(), username: activeSeeded(h).userName, password: 'wrong' }).catch((e) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(err.status).toBe(401);
  });
});

describe('licenses through the client', () => {
  it('assigns a seat once however often it is asked, and releases it', async () => {
    const project = h.newProject();
    const c = createPlatformClient({ baseUrl: h.url, project, token: h.token });
    const license = await c.licenses.create({ product: 'Editor Pro', vendor: 'Acme', kind: 'per_seat', seats: 2 });
    const user = activeSeeded(h);
    const first = await c.licenses.assign({ license_id: license.id, assignee_type: 'user', assignee_id: user.id });
    const again = await c.licenses.assign({ license_id: license.id, assignee_type: 'user', assignee_id: user.id });
    expect(again).toEqual(first);
    expect((await c.licenses.assignments(license.id)).data).toHaveLength(1);
    await c.licenses.unassign({ license_id: license.id, assignee_type: 'user', assignee_id: user.id });
    expect((await c.licenses.assignments(license.id)).data).toHaveLength(0);
  });
});
