import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { activeSeeded, recordEvents, sessionAs, signIn } from './helpers.js';
import { createUser, ENTERPRISE, expectScimError, newUser, patch, scim, USER_SCHEMA } from './scim-helpers.js';

const h = useSandbox({ bodyLimitBytes: 256 * 1024 });

describe('SCIM Users: create, read, replace, delete (RFC 7644 §3.3-§3.6)', () => {
  it('creates a user: 201, Location, ETag, meta, application/scim+json; the password never comes back', async () => {
    h.newProject();
    const r = await scim(h, 'POST', '/Users', { body: newUser('bjensen', { password: 's3cret-pass', [ENTERPRISE]: { department: 'Tour Operations', manager: { value: activeSeeded(h).id } } }) });
    expect(r.status).toBe(201);
    expect(r.headers.get('content-type')).toBe('application/scim+json');
    const u = r.body;
    expect(u.schemas).toEqual([USER_SCHEMA, ENTERPRISE]);
    expect(u.id).toMatch(/^usr_/);
    expect(u[ENTERPRISE]).toEqual({ department: 'Tour Operations', manager: { value: activeSeeded(h).id } });
    expect(u.meta).toMatchObject({ resourceType: 'User', location: `${h.url}/v3/auth/scim/v2/Users/${u.id}` });
    expect(u.meta.version).toMatch(/^W\/"\d+"$/);
    expect(r.headers.get('etag')).toBe(u.meta.version);
    expect(r.headers.get('location')).toBe(u.meta.location);
    expect(u.meta.created).toBe(u.meta.lastModified);
    expect(JSON.stringify(u)).not.toContain('s3cret');
    expect(u.password).toBeUndefined();
    const got = await scim(h, 'GET', `/Users/${u.id}`);
    expect(got.body).toEqual(u);
  });

  it('matches attribute names case-insensitively and stores them as the schema spells them (RFC 7643 §2.1)', async () => {
    h.newProject();
    const r = await scim(h, 'POST', '/Users', { body: { SCHEMAS: [USER_SCHEMA], USERNAME: 'casey', Name: { GivenName: 'Casey' }, EMAILS: [{ VALUE: 'c@x.org', Primary: true }] } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ userName: 'casey', name: { givenName: 'Casey' }, emails: [{ value: 'c@x.org', primary: true }], active: true });
  });

  it('keeps userName unique case-insensitively: 409 uniqueness, also against seeded users', async () => {
    h.newProject();
    await createUser(h, 'Alice.Smith');
    expectScimError(await scim(h, 'POST', '/Users', { body: newUser('alice.smith') }), 409, 'uniqueness');
    expectScimError(await scim(h, 'POST', '/Users', { body: newUser(activeSeeded(h).userName.toUpperCase()) }), 409, 'uniqueness');
    // Another project has its own userNames.
    h.newProject();
    await createUser(h, 'alice.smith');
  });

  it('refuses bad resources with 400 and the SCIM scimType, naming the attribute', async () => {
    h.newProject();
    const cases: [unknown, string, RegExp][] = [
      [{ userName: 'x' }, 'invalidSyntax', /schemas must list/],
      [{ schemas: [USER_SCHEMA] }, 'invalidValue', /userName: is required/],
      [{ schemas: [USER_SCHEMA], userName: 'x', active: 'maybe' }, 'invalidValue', /active: must be a boolean/],
      [{ schemas: [USER_SCHEMA], userName: 'x', emails: { value: 'a@b' } }, 'invalidValue', /emails: is multi-valued/],
      [{ schemas: [USER_SCHEMA], userName: 'x', emails: [{ value: 'a', primary: true }, { value: 'b', primary: true }] }, 'invalidValue', /at most one value may be 'primary'/],
      [{ schemas: [USER_SCHEMA], userName: 'x', favouriteColour: 'blue' }, 'invalidValue', /favouriteColour is not an attribute of User/],
      [{ schemas: [USER_SCHEMA], userName: 'x', name: { nick: 'y' } }, 'invalidValue', /name.nick is not a sub-attribute/],
    ];
    for (const [body, scimType, detail] of cases) {
      const r = await scim(h, 'POST', '/Users', { body });
      expectScimError(r, 400, scimType);
      expect(r.body.detail).toMatch(detail);
    }
  });

  it('ignores read-only attributes sent by a client (id, meta, groups) and treats null as unassigned', async () => {
    h.newProject();
    const r = await scim(h, 'POST', '/Users', { body: newUser('ro', { id: 'mine', meta: { resourceType: 'User' }, groups: [{ value: 'g' }], title: null }) });
    expect(r.status).toBe(201);
    expect(r.body.id).not.toBe('mine');
    expect(r.body.groups).toBeUndefined();
    expect(r.body).not.toHaveProperty('title');
  });

  it('replaces a user with PUT: attributes left out are cleared, the ETag changes; stale If-Match → 412', async () => {
    h.newProject();
    const u = await createUser(h, 'putme', { title: 'Tour Guide', nickName: 'Babs' });
    const r = await scim(h, 'PUT', `/Users/${u.id}`, { body: { schemas: [USER_SCHEMA], userName: 'putme', title: 'Lead Guide' }, headers: { 'if-match': u.meta.version } });
    expect(r.status).toBe(200);
    expect(r.body.title).toBe('Lead Guide');
    expect(r.body.nickName).toBeUndefined();
    expect(r.body.emails).toBeUndefined();
    expect(r.body.meta.version).not.toBe(u.meta.version);
    expect(r.body.meta.created).toBe(u.meta.created);
    const stale = await scim(h, 'PUT', `/Users/${u.id}`, { body: { schemas: [USER_SCHEMA], userName: 'putme' }, headers: { 'if-match': u.meta.version } });
    expectScimError(stale, 412);
    expect((await scim(h, 'GET', `/Users/${u.id}`)).body.title).toBe('Lead Guide');
  });

  it('answers If-None-Match with 304 and an unknown id with a SCIM 404', async () => {
    h.newProject();
    const u = await createUser(h, 'etag');
    const r = await scim(h, 'GET', `/Users/${u.id}`, { headers: { 'if-none-match': u.meta.version } });
    expect(r.status).toBe(304);
    expectScimError(await scim(h, 'GET', '/Users/usr_nope'), 404);
  });

  it('deletes a user: 204, then 404; it leaves its groups; its sessions are revoked', async () => {
    const project = h.newProject();
    const u = await createUser(h, 'leaver', { password: 'leaver-pass' });
    const g = await scim(h, 'POST', '/Groups', { body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Crew', members: [{ value: u.id }] } });
    const s = await signIn(h, 'leaver', 'leaver-pass');
    const rec = recordEvents(h, project);
    const del = await scim(h, 'DELETE', `/Users/${u.id}`);
    rec.stop();
    expect(del.status).toBe(204);
    expectScimError(await scim(h, 'GET', `/Users/${u.id}`), 404);
    expect((await scim(h, 'GET', `/Groups/${g.body.id}`)).body.members).toBeUndefined();
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token: s.access_token })).status).toBe(401);
    expect(rec.events).toContainEqual(expect.objectContaining({ type: 'session.revoked', data: { session_id: s.id, user_id: u.id, reason: 'user_deleted' } }));
    expect(h.sb.deps.users.status(project, u.id)).toBe('absent');
  });

  it('refuses DELETE with a stale If-Match (412) and keeps the user', async () => {
    h.newProject();
    const u = await createUser(h, 'keeper');
    await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'replace', path: 'title', value: 'x' }) });
    expectScimError(await scim(h, 'DELETE', `/Users/${u.id}`, { headers: { 'if-match': u.meta.version } }), 412);
    expect((await scim(h, 'GET', `/Users/${u.id}`)).status).toBe(200);
  });
});

describe('SCIM users are the platform users: sign-in, deactivation, Auth API view', () => {
  it('lets a user provisioned with a password sign in; the Auth API sees the same user', async () => {
    h.newProject();
    const u = await createUser(h, 'prov.user', { password: 'Pr0v-pass!', displayName: 'Prov User' });
    const s = await signIn(h, 'prov.user', 'Pr0v-pass!');
    expect(s.user).toMatchObject({ id: u.id, username: 'prov.user', display_name: 'Prov User', email: 'prov.user@example.org', role: 'viewer', active: true });
    const bad = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: 'prov.user', password: 'wrong' } });
    expect(bad.status).toBe(401);
  });

  it('changes the password with PATCH (Okta sends it without a path) and the old one stops working', async () => {
    h.newProject();
    const u = await createUser(h, 'pw.change', { password: 'first-pass' });
    const r = await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'replace', value: { password: 'second-pass' } }) });
    expect(r.status).toBe(200);
    expect(r.body.password).toBeUndefined();
    expect((await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: 'pw.change', password: 'first-pass' } })).status).toBe(401);
    await signIn(h, 'pw.change', 'second-pass');
  });

  it('a user without a password cannot sign in', async () => {
    h.newProject();
    await createUser(h, 'no.password');
    const r = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: 'no.password', password: 'anything' } });
    expect(r.status).toBe(401);
  });

  it('deactivating a user (active: false) revokes its sessions at once and blocks sign-in; reactivating allows it again', async () => {
    const project = h.newProject();
    const u = await createUser(h, 'deact', { password: 'deact-pass' });
    const s1 = await signIn(h, 'deact', 'deact-pass');
    const s2 = await signIn(h, 'deact', 'deact-pass');
    const rec = recordEvents(h, project);
    const r = await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'Replace', path: 'active', value: false }) });
    rec.stop();
    expect(r.body.active).toBe(false);
    for (const s of [s1, s2]) {
      expect((await h.call('GET', '/v3/auth/users/me', { token: s.access_token })).status).toBe(401);
      expect((await h.call('POST', '/v3/auth/sessions', { token: null, body: { refresh_token: s.refresh_token } })).status).toBe(401);
    }
    expect(rec.events.filter((e) => e.type === 'session.revoked').map((e) => e.data.reason)).toEqual(['user_deactivated', 'user_deactivated']);
    const refused = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: 'deact', password: 'deact-pass' } });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toContain('deactivated');
    await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'replace', path: 'active', value: true }) });
    await signIn(h, 'deact', 'deact-pass');
  });

  it('seeded users are SCIM users with the enterprise extension', async () => {
    h.newProject();
    const seededUser = activeSeeded(h);
    const r = await scim(h, 'GET', `/Users/${seededUser.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ userName: seededUser.userName, active: true, emails: [{ value: `${seededUser.userName}@example.com`, type: 'work', primary: true }] });
    expect(r.body[ENTERPRISE].employeeNumber).toMatch(/^\d+$/);
    expect(r.body.schemas).toContain(ENTERPRISE);
  });
});

describe('SCIM errors from the shared chain are SCIM errors too', () => {
  it('401 without a token, 403 for a viewer, 404 for an unknown resource type, 405 for a wrong method', async () => {
    h.newProject();
    expectScimError(await scim(h, 'GET', '/Users', { token: null }), 401);
    const viewer = await sessionAs(h, 'viewer');
    const forbidden = await scim(h, 'GET', '/Users', { token: viewer.access_token });
    expectScimError(forbidden, 403);
    expect(forbidden.headers.get('www-authenticate')).toContain('insufficient_scope');
    expectScimError(await scim(h, 'GET', '/Widgets'), 404);
    const wrong = await scim(h, 'PATCH', '/Users');
    expectScimError(wrong, 405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('malformed JSON → 400 invalidSyntax; a wrong content type → 415; a body over the limit → 413', async () => {
    h.newProject();
    expectScimError(await scim(h, 'POST', '/Users', { raw: '{"userName": ' }), 400, 'invalidSyntax');
    expectScimError(await scim(h, 'POST', '/Users', { raw: 'userName=x', headers: { 'content-type': 'text/plain' } }), 415);
    expectScimError(await scim(h, 'POST', '/Users', { body: newUser('big', { title: 'x'.repeat(260 * 1024) }), headers: { connection: 'close' } }), 413);
  });

  it('accepts application/json bodies as well as application/scim+json', async () => {
    h.newProject();
    const r = await scim(h, 'POST', '/Users', { body: newUser('plainjson'), headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(201);
  });

  it('an editor may read the registry but not provision', async () => {
    h.newProject();
    const editor = await sessionAs(h, 'editor');
    expectScimError(await scim(h, 'POST', '/Users', { token: editor.access_token, body: newUser('nope') }), 403);
    const admin = await sessionAs(h, 'admin', 1);
    expect((await scim(h, 'POST', '/Users', { token: admin.access_token, body: newUser('yes') })).status).toBe(201);
  });
});
