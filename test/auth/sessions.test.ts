import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { activeSeeded, giveRole, recordEvents, seeded, sessionAs, signIn } from './helpers.js';

const h = useSandbox({ tokenTtlSeconds: 600, refreshTtlSeconds: 3600 });

describe('sessions: sign-in, call, expiry, refresh (Auth API v3)', () => {
  it('signs a seeded user in with the userName as password and the token works on another API', async () => {
    h.newProject();
    const user = activeSeeded(h);
    const s = await signIn(h, user.userName);
    expect(s).toMatchObject({ token_type: 'Bearer', user_id: user.id, user: { id: user.id, username: user.userName, active: true } });
    expect(s.id).toMatch(/^ses_/);
    expect(JSON.stringify(s)).not.toMatch(/password|scrypt|fixture:/);
    const call = await h.call('GET', '/v2/registry/devices?limit=1', { token: s.access_token });
    expect(call.status).toBe(200);
    const me = await h.call('GET', '/v3/auth/users/me', { token: s.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, username: user.userName, role: user.role });
  });

  it('accepts the userName case-insensitively, as it is unique case-insensitively', async () => {
    h.newProject();
    const user = activeSeeded(h);
    const s = await signIn(h, user.userName.toUpperCase(), user.userName);
    expect(s.user_id).toBe(user.id);
  });

  it('expires the access token on the virtual clock, then refreshes once: the old refresh token is spent', async () => {
    h.newProject();
    const s = await signIn(h, activeSeeded(h).userName);
    expect(Date.parse(s.expires_at) - Date.parse((await h.admin('GET', '/clock')).body.now)).toBeLessThanOrEqual(600_000);
    await h.admin('POST', '/clock', { advance_seconds: 601 });
    const expired = await h.call('GET', '/v2/registry/devices?limit=1', { token: s.access_token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(expired.body.detail).toContain('expired');

    const r = await h.call('POST', '/v3/auth/sessions', { token: null, body: { refresh_token: s.refresh_token } });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(s.id);
    expect(r.body.access_token).not.toBe(s.access_token);
    expect(r.body.refresh_token).not.toBe(s.refresh_token);
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token: r.body.access_token })).status).toBe(200);

    // Reusing the spent refresh token is refused and ends the session (rotation with reuse detection).
    const again = await h.call('POST', '/v3/auth/sessions', { token: null, body: { refresh_token: s.refresh_token } });
    expect(again.status).toBe(401);
    expect(again.body.detail).toContain('already used');
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token: r.body.access_token })).status).toBe(401);
  });

  it('refuses a refresh token as a Bearer token and an access token as a refresh token', async () => {
    h.newProject();
    const s = await signIn(h, activeSeeded(h).userName);
    const asBearer = await h.call('GET', '/v2/registry/devices?limit=1', { token: s.refresh_token });
    expect(asBearer.status).toBe(401);
    expect(asBearer.body.detail).toContain('refresh token is not an access token');
    const asRefresh = await h.call('POST', '/v3/auth/sessions', { token: null, body: { refresh_token: s.access_token } });
    expect(asRefresh.status).toBe(401);
  });

  it('refuses a refresh token in another project', async () => {
    h.newProject();
    const s = await signIn(h, activeSeeded(h).userName);
    const r = await h.call('POST', '/v3/auth/sessions', { token: null, project: 'elsewhere', body: { refresh_token: s.refresh_token } });
    expect(r.status).toBe(401);
    const call = await h.call('GET', '/v2/registry/devices?limit=1', { token: s.access_token, project: 'elsewhere' });
    expect(call.status).toBe(403);
  });

  it('revokes the session and both its tokens at once on DELETE', async () => {
    h.newProject();
    const s = await signIn(h, activeSeeded(h).userName);
    const del = await h.call('DELETE', `/v3/auth/sessions/${s.id}`, { token: s.access_token });
    expect(del.status).toBe(204);
    const after = await h.call('GET', '/v2/registry/devices?limit=1', { token: s.access_token });
    expect(after.status).toBe(401);
    expect(after.body.detail).toContain('revoked');
    expect((await h.call('POST', '/v3/auth/sessions', { token: null, body: { refresh_token: s.refresh_token } })).status).toBe(401);
    expect((await h.call('DELETE', `/v3/auth/sessions/${s.id}`)).status).toBe(404);
  });

  it("lets only the session's user or an admin delete it", async () => {
    h.newProject();
    const owner = await sessionAs(h, 'viewer', 0);
    const other = await sessionAs(h, 'viewer', 1);
    const refused = await h.call('DELETE', `/v3/auth/sessions/${owner.id}`, { token: other.access_token });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('insufficient_scope');
    const admin = await sessionAs(h, 'admin', 2);
    expect((await h.call('DELETE', `/v3/auth/sessions/${owner.id}`, { token: admin.access_token })).status).toBe(204);
  });
});

describe('sign-in failures', () => {
  it('answers a wrong password and an unknown user alike with 401 invalid_credentials', async () => {
    h.newProject();
    const user = activeSeeded(h);
    for (const body of [{ username: user.userName, password: 'wrong' }, { username: 'nobody-here', password: 'x' }]) {
      const r = await h.call('POST', '/v3/auth/sessions', { token: null, body });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: 'invalid_credentials', detail: 'the username or the password is wrong' });
      expect(r.headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('refuses a deactivated seeded user', async () => {
    h.newProject();
    const inactive = seeded(h).find((u) => !u.active)!;
    const r = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: inactive.userName, password: inactive.userName } });
    expect(r.status).toBe(401);
    expect(r.body.detail).toContain('deactivated');
  });

  it('throttles a username after 5 failures in a minute (virtual clock) with 429 and Retry-After', async () => {
    h.newProject();
    const user = activeSeeded(h);
    for (let i = 0; i < 5; i++) {
      expect((await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: user.userName, password: `bad${i}` } })).status).toBe(401);
    }
    const throttled = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: user.userName, password: user.userName } });
    expect(throttled.status).toBe(429);
    const retry = Number(throttled.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Another user of the project is not affected.
    await signIn(h, activeSeeded(h, 1).userName);
    await h.admin('POST', '/clock', { advance_seconds: retry });
    await signIn(h, user.userName);
  });

  it('validates the body: missing password is a 400 naming the field', async () => {
    h.newProject();
    const r = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({ in: 'body', pointer: '#/password', detail: 'is required' });
  });

  it('never writes the password to the journal', async () => {
    const project = h.newProject();
    const user = activeSeeded(h);
    await signIn(h, user.userName);
    const journal = await h.admin('GET', `/journal?project=${project}`);
    expect(journal.status).toBe(200);
    expect(journal.body.data.length).toBeGreaterThan(0);
    expect(journal.text).not.toContain(`"${user.userName}"`);
    expect(journal.text).not.toContain('password');
  });
});

describe('events of the sign-in flow (published on the bus for the Event API)', () => {
  it('publishes signin.failed, signin.succeeded, session.created, session.revoked without secrets', async () => {
    const project = h.newProject();
    const rec = recordEvents(h, project);
    const user = activeSeeded(h);
    await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: user.userName, password: 'nope' } });
    const s = await signIn(h, user.userName);
    await h.call('DELETE', `/v3/auth/sessions/${s.id}`, { token: s.access_token });
    rec.stop();
    expect(rec.events.map((e) => e.type)).toEqual(['signin.failed', 'session.created', 'signin.succeeded', 'session.revoked']);
    expect(rec.events[0].data).toEqual({ username: user.userName, user_id: user.id, reason: 'invalid_credentials' });
    expect(rec.events[1].data).toEqual({ session_id: s.id, user_id: user.id, expires_at: s.expires_at, refresh_expires_at: s.refresh_expires_at });
    expect(rec.events[3].data).toEqual({ session_id: s.id, user_id: user.id, reason: 'signed_out' });
    const text = JSON.stringify(rec.events);
    expect(text).not.toContain(s.access_token);
    expect(text).not.toContain(s.refresh_token);
    expect(text).not.toContain('nope');
  });

  it('publishes session.expired once when the clock passes the end of the session', async () => {
    const project = h.newProject();
    const s = await signIn(h, activeSeeded(h).userName);
    const rec = recordEvents(h, project);
    await h.admin('POST', '/clock', { advance_seconds: 3601 });
    await h.admin('POST', '/clock', { advance_seconds: 1 });
    rec.stop();
    expect(rec.events).toHaveLength(1);
    expect(rec.events[0]).toMatchObject({ type: 'session.expired', data: { session_id: s.id, expired_at: s.refresh_expires_at } });
    expect((await h.call('POST', '/v3/auth/sessions', { token: null, body: { refresh_token: s.refresh_token } })).status).toBe(401);
  });
});

describe('users (Auth API view)', () => {
  it('gets a user by id with an ETag (304 on If-None-Match) for an admin, 403 for a viewer', async () => {
    h.newProject();
    const target = activeSeeded(h, 3);
    const admin = await sessionAs(h, 'admin', 0);
    const r = await h.call('GET', `/v3/auth/users/${target.id}`, { token: admin.access_token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: target.id, username: target.userName, email: `${target.userName}@example.com` });
    expect((await h.call('GET', `/v3/auth/users/${target.id}`, { headers: { 'if-none-match': r.headers.get('etag')! } })).status).toBe(304);
    const viewer = await sessionAs(h, 'viewer', 1);
    const refused = await h.call('GET', `/v3/auth/users/${target.id}`, { token: viewer.access_token });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    expect((await h.call('GET', '/v3/auth/users/usr_nope')).status).toBe(404);
  });

  it('answers /users/me for a token that belongs to no user with 404', async () => {
    h.newProject();
    const r = await h.call('GET', '/v3/auth/users/me');
    expect(r.status).toBe(404);
  });

  it("lets other APIs check user references through deps.users.status", async () => {
    const project = h.newProject();
    expect(h.sb.deps.users.status(project, activeSeeded(h).id)).toBe('active');
    expect(h.sb.deps.users.status(project, seeded(h).find((u) => !u.active)!.id)).toBe('inactive');
    expect(h.sb.deps.users.status(project, 'usr_missing')).toBe('absent');
  });

  it('keeps giving roles per project', async () => {
    const a = h.newProject();
    const user = activeSeeded(h, 2);
    await giveRole(h, user.id, 'admin');
    h.newProject();
    await giveRole(h, user.id, 'viewer');
    const inA = await h.call('GET', `/v3/auth/users/${user.id}`, { project: a });
    expect(inA.body.role).toBe('admin');
  });
});
