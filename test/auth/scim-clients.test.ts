/**
 * The calls that identity providers' provisioning clients make, in their usual order, written
 * from the public documentation of Okta ("Okta and SCIM Version 2.0") and Microsoft Entra ID
 * ("Develop and plan provisioning for a SCIM endpoint"): their bodies, spellings and quirks.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { recordEvents, signIn } from './helpers.js';
import { ENTERPRISE, GROUP_SCHEMA, PATCH_OP, scim, USER_SCHEMA } from './scim-helpers.js';

const h = useSandbox();
const q = (filter: string) => encodeURIComponent(filter);

/** Okta authenticates with a bearer token an admin minted for the integration. */
async function idpToken(project: string): Promise<string> {
  const r = await h.admin('POST', '/tokens', { role: 'admin', projects: [project], ttl_seconds: 86400 });
  return r.body.access_token;
}

describe('Okta provisioning client (SCIM 2.0)', () => {
  it('tests the connection, then assigns a user: lookup by userName, create, read, update, deactivate', async () => {
    const project = h.newProject();
    const token = await idpToken(project);
    const okta = { token, headers: { 'user-agent': 'Okta SCIM Client 1.0.0' } };

    // Test connection: constant queries.
    const probe = await scim(h, 'GET', '/Users?startIndex=1&count=2', okta);
    expect(probe.status).toBe(200);
    expect(probe.body.itemsPerPage).toBe(2);
    expect((await scim(h, 'GET', '/Groups?startIndex=1&count=100', okta)).status).toBe(200);

    // Assign: does the user exist?
    const lookup = await scim(h, 'GET', `/Users?filter=${q('userName eq "test.user@okta.local"')}&startIndex=1&count=100`, okta);
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [] });

    // Create, with Okta's empty groups and its generated password.
    const created = await scim(h, 'POST', '/Users', {
      ...okta,
      body: {
        schemas: [USER_SCHEMA],
        userName: 'test.user@okta.local',
        name: { givenName: 'Test', familyName: 'User' },
        emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
        displayName: 'Test User',
        locale: 'en-US',
        externalId: '00ujl29u0le5T6Aj10h7',
        groups: [],
        password: '1mz050nq',
        active: true,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    // The new user can sign in to the platform with that password.
    const session = await signIn(h, 'test.user@okta.local', '1mz050nq');

    // Okta reads the user back, then sends profile updates with PUT (full object, read-only fields echoed).
    const read = await scim(h, 'GET', `/Users/${id}`, okta);
    expect(read.body.userName).toBe('test.user@okta.local');
    const put = await scim(h, 'PUT', `/Users/${id}`, { ...okta, body: { ...read.body, name: { givenName: 'Another', familyName: 'User' } } });
    expect(put.status).toBe(200);
    expect(put.body.name).toEqual({ givenName: 'Another', familyName: 'User' });
    expect(put.body.meta.created).toBe(read.body.meta.created);

    // Unassign: deactivate with a path-less replace.
    const events = recordEvents(h, project);
    const deactivated = await scim(h, 'PATCH', `/Users/${id}`, { ...okta, body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] } });
    events.stop();
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await h.call('GET', '/v3/auth/users/me', { token: session.access_token })).status).toBe(401);
    expect(events.events.map((e) => e.type)).toEqual(['session.revoked']);

    // Re-assign: reactivate.
    const again = await scim(h, 'PATCH', `/Users/${id}`, { ...okta, body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] } });
    expect(again.body.active).toBe(true);
  });

  it('pushes a group: create with members, find by displayName, rename, change membership, delete', async () => {
    const project = h.newProject();
    const okta = { token: await idpToken(project) };
    const users = [];
    for (const name of ['ann@okta.local', 'bob@okta.local']) {
      users.push((await scim(h, 'POST', '/Users', { ...okta, body: { schemas: [USER_SCHEMA], userName: name, active: true } })).body);
    }
    const created = await scim(h, 'POST', '/Groups', { ...okta, body: { schemas: [GROUP_SCHEMA], displayName: 'Test SCIMv2', members: [{ value: users[0].id, display: 'ann@okta.local' }] } });
    expect(created.status).toBe(201);
    const gid = created.body.id;
    const found = await scim(h, 'GET', `/Groups?filter=${q('displayName eq "Test SCIMv2"')}&startIndex=1&count=100`, okta);
    expect(found.body.Resources.map((g: any) => g.id)).toEqual([gid]);

    // Rename: Okta sends the id along with the new displayName, without a path.
    const renamed = await scim(h, 'PATCH', `/Groups/${gid}`, { ...okta, body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { id: gid, displayName: 'Test SCIMv2 renamed' } }] } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.displayName).toBe('Test SCIMv2 renamed');

    // Membership: remove by value filter and add in one request.
    const membership = await scim(h, 'PATCH', `/Groups/${gid}`, {
      ...okta,
      body: {
        schemas: [PATCH_OP],
        Operations: [
          { op: 'remove', path: `members[value eq "${users[0].id}"]` },
          { op: 'add', path: 'members', value: [{ value: users[1].id, display: 'bob@okta.local' }] },
        ],
      },
    });
    expect(membership.body.members.map((m: any) => m.value)).toEqual([users[1].id]);

    expect((await scim(h, 'DELETE', `/Groups/${gid}`, okta)).status).toBe(204);
    expect((await scim(h, 'GET', `/Groups/${gid}`, okta)).status).toBe(404);
  });
});

describe('Microsoft Entra ID provisioning client', () => {
  it('creates a user, finds it by userName and by work email, updates it, disables it with "Replace", deletes it', async () => {
    const project = h.newProject();
    const entra = { token: await idpToken(project) };

    // Connectivity check: a userName that cannot exist.
    const none = await scim(h, 'GET', `/Users?filter=${q('userName eq "non-existent user"')}`, entra);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim(h, 'POST', '/Users', {
      ...entra,
      body: {
        schemas: [USER_SCHEMA, ENTERPRISE],
        externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
        userName: 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1',
        active: true,
        emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com' }],
        meta: { resourceType: 'User' },
        name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
        roles: [],
        [ENTERPRISE]: { department: 'Engineering' },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const byName = await scim(h, 'GET', `/Users?filter=${q('userName eq "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1"')}`, entra);
    expect(byName.body.Resources.map((u: any) => u.id)).toEqual([id]);
    const byMail = await scim(h, 'GET', `/Users?filter=${q('emails[type eq "work"].value eq "test_user_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com"')}`, entra);
    expect(byMail.body.Resources.map((u: any) => u.id)).toEqual([id]);
    const byExternal = await scim(h, 'GET', `/Users?filter=${q('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`, entra);
    expect(byExternal.body.totalResults).toBe(1);

    // Update [multi-valued properties], then [single-valued], as Entra spells them.
    const multi = await scim(h, 'PATCH', `/Users/${id}`, {
      ...entra,
      body: {
        schemas: [PATCH_OP],
        Operations: [
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
          { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        ],
      },
    });
    expect(multi.status).toBe(200);
    expect(multi.body.emails[0].value).toBe('updatedEmail@microsoft.com');
    expect(multi.body.name.familyName).toBe('updatedFamilyName');
    const single = await scim(h, 'PATCH', `/Users/${id}`, { ...entra, body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'userName', value: '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com' }] } });
    expect(single.body.userName).toBe('5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com');
    const ext = await scim(h, 'PATCH', `/Users/${id}`, { ...entra, body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Sales' }] } });
    expect(ext.body[ENTERPRISE].department).toBe('Sales');

    // Disable: "Replace" with a capital R; older Entra tenants send the boolean as the string "False".
    const disabled = await scim(h, 'PATCH', `/Users/${id}`, { ...entra, body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: false }] } });
    expect(disabled.body.active).toBe(false);
    const enabled = await scim(h, 'PATCH', `/Users/${id}`, { ...entra, body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] } });
    expect(enabled.body.active).toBe(true);
    const disabledAgain = await scim(h, 'PATCH', `/Users/${id}`, { ...entra, body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] } });
    expect(disabledAgain.body.active).toBe(false);
    expect((await scim(h, 'GET', `/Users?filter=${q('active eq false')}`, entra)).body.Resources.map((u: any) => u.id)).toContain(id);

    expect((await scim(h, 'DELETE', `/Users/${id}`, entra)).status).toBe(204);
    expect((await scim(h, 'GET', `/Users/${id}`, entra)).status).toBe(404);
  });

  it('creates a group, reads it without members, renames it, adds and removes members with "Add" / "Remove" value lists', async () => {
    const project = h.newProject();
    const entra = { token: await idpToken(project) };
    const u1 = (await scim(h, 'POST', '/Users', { ...entra, body: { schemas: [USER_SCHEMA], userName: 'entra.one@testuser.com', active: true } })).body;
    const u2 = (await scim(h, 'POST', '/Users', { ...entra, body: { schemas: [USER_SCHEMA], userName: 'entra.two@testuser.com', active: true } })).body;

    const created = await scim(h, 'POST', '/Groups', {
      ...entra,
      body: {
        schemas: [GROUP_SCHEMA, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
        externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
        displayName: 'displayName',
        meta: { resourceType: 'Group' },
        members: [],
      },
    });
    expect(created.status).toBe(201);
    const gid = created.body.id;

    const get = await scim(h, 'GET', `/Groups/${gid}?excludedAttributes=members`, entra);
    expect(get.body).toMatchObject({ id: gid, displayName: 'displayName', externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159' });
    const byName = await scim(h, 'GET', `/Groups?excludedAttributes=members&filter=${q('displayName eq "displayName"')}`, entra);
    expect(byName.body.Resources.map((g: any) => g.id)).toEqual([gid]);

    const renamed = await scim(h, 'PATCH', `/Groups/${gid}`, { ...entra, body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'displayName', value: '1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName' }] } });
    expect(renamed.body.displayName).toBe('1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName');

    const added = await scim(h, 'PATCH', `/Groups/${gid}`, {
      ...entra,
      body: { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: u1.id }, { $ref: null, value: u2.id }] }] },
    });
    expect(added.body.members.map((m: any) => m.value)).toEqual([u1.id, u2.id]);

    // Entra removes members with a value list on the `members` path: only those values go.
    const removed = await scim(h, 'PATCH', `/Groups/${gid}`, {
      ...entra,
      body: { schemas: [PATCH_OP], Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: u1.id }] }] },
    });
    expect(removed.body.members.map((m: any) => m.value)).toEqual([u2.id]);
    expect((await scim(h, 'GET', `/Users/${u2.id}`, entra)).body.groups.map((g: any) => g.value)).toEqual([gid]);
    expect((await scim(h, 'GET', `/Users/${u1.id}`, entra)).body.groups).toBeUndefined();

    expect((await scim(h, 'DELETE', `/Groups/${gid}`, entra)).status).toBe(204);
  });
});
