/**
 * "Done when" of issue 25: the identity providers' own sequences, replayed black-box with nothing
 * but what their connectors are configured with: a tenant URL and one secret token. Each request
 * carries exactly `Authorization: Bearer <project-bound token>` and, with a body, `Content-Type`
 * (plus the framing HTTP itself needs: Host, Content-Length). No X-Service-Project.
 *
 * Entra ID: "Tutorial: Develop and plan provisioning for a SCIM endpoint in Microsoft Entra ID",
 * its request/response examples in order. Okta: the "Okta SCIM 2.0 Spec Test" plan (the Runscope
 * suite Okta's SCIM guide asks integrators to pass) and Okta's group push.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { activeSeeded, giveRole, signIn } from './helpers.js';
import { ENTERPRISE, ERROR_SCHEMA, GROUP_SCHEMA, USER_SCHEMA } from './scim-helpers.js';

const h = useSandbox();
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

interface Sent {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/** A connector: a tenant URL and a secret token, and nothing else. */
function connector(tenantUrl: string, token: string, contentType = 'application/scim+json') {
  const base = new URL(tenantUrl);
  const sentHeaders: string[][] = [];
  const send = (method: string, path: string, body?: unknown): Promise<Sent> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers: Record<string, string | number> = { Authorization: `Bearer ${token}` };
      if (payload) {
        headers['Content-Type'] = contentType;
        headers['Content-Length'] = payload.length;
      }
      sentHeaders.push(Object.keys(headers));
      const req = request({ host: base.hostname, port: base.port, method, path: `${base.pathname}${path}`, headers, setHost: true }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : undefined });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  return { send, sentHeaders };
}

const q = (f: string) => encodeURIComponent(f);

/** The project's admin opens a provisioning session in the sandbox: the "secret token". */
async function provisioningToken(): Promise<string> {
  const admin = activeSeeded(h);
  await giveRole(h, admin.id, 'admin');
  const session = await signIn(h, admin.userName);
  const r = await h.call('POST', '/v3/auth/sessions', { token: session.access_token, project: null, body: { kind: 'provisioning', description: 'IdP connector' } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.access_token;
}

describe('Microsoft Entra ID: the documented provisioning sequence', () => {
  it('test connection, create, query, PATCH with Replace and "False", work email, manager, groups and members, deactivate, delete', async () => {
    const project = h.newProject();
    const { send, sentHeaders } = connector(`${h.url}/v3/auth/scim/v2`, await provisioningToken());

    // Test Connection: a query for a user that does not exist.
    const probe = await send('GET', `/Users?filter=${q('userName eq "non-existent user"')}`);
    expect(probe.status).toBe(200);
    expect(probe.body).toMatchObject({ schemas: [LIST], totalResults: 0, Resources: [] });

    // The pre-check before a create, then Create User (the tutorial's body, with its meta and empty roles).
    const userName = 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1';
    expect((await send('GET', `/Users?filter=${q(`userName eq "${userName}"`)}`)).body.totalResults).toBe(0);
    const created = await send('POST', '/Users', {
      schemas: [USER_SCHEMA, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers['content-type']).toBe('application/scim+json');
    const id = created.body.id;
    expect(created.body).toMatchObject({ userName, active: true, externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef', meta: { resourceType: 'User' } });

    // Get User; Get User by query; by the work email Entra matches on; zero results.
    expect((await send('GET', `/Users/${id}`)).body.userName).toBe(userName);
    const byName = await send('GET', `/Users?filter=${q(`userName eq "${userName}"`)}`);
    expect(byName.body.Resources.map((u: any) => u.id)).toEqual([id]);
    const byWorkEmail = await send('GET', `/Users?filter=${q('emails[type eq "work"].value eq "Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com"')}`);
    expect(byWorkEmail.body.totalResults).toBe(1);
    expect((await send('GET', `/Users?filter=${q('userName eq "non-existent"')}`)).body.totalResults).toBe(0);

    // Update User [Multi-valued properties]: capitalised Replace through a value path.
    const multi = await send('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
      ],
    });
    expect(multi.status, JSON.stringify(multi.body)).toBe(200);
    expect(multi.body.emails).toEqual([{ primary: true, type: 'work', value: 'updatedEmail@microsoft.com' }]);
    expect(multi.body.name.familyName).toBe('updatedFamilyName');

    // Update User [Single-valued properties].
    const renamed = '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com';
    const single = await send('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'userName', value: renamed }] });
    expect(single.body.userName).toBe(renamed);

    // Manager: added as a string id, then removed with "".
    const boss = await send('POST', '/Users', { schemas: [USER_SCHEMA], userName: 'Test_Manager@testuser.com', active: true });
    expect(boss.status).toBe(201);
    const managed = await send('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: `${ENTERPRISE}:manager`, value: boss.body.id }] });
    expect(managed.status, JSON.stringify(managed.body)).toBe(200);
    expect(managed.body[ENTERPRISE].manager.value).toBe(boss.body.id);
    const unmanaged = await send('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: `${ENTERPRISE}:manager`, value: '' }] });
    expect(unmanaged.status).toBe(200);
    expect(unmanaged.body[ENTERPRISE]?.manager).toBeUndefined();

    // Create Group (with Microsoft's extra schema URN), Get Group without members, Get Group by displayName.
    const group = await send('POST', '/Groups', {
      schemas: [GROUP_SCHEMA, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'displayName',
      meta: { resourceType: 'Group' },
      members: [{ value: boss.body.id }],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const gid = group.body.id;
    expect(group.body.members.map((m: any) => m.value)).toEqual([boss.body.id]);
    const gotGroup = await send('GET', `/Groups/${gid}?excludedAttributes=members`);
    expect(gotGroup.body).toMatchObject({ id: gid, displayName: 'displayName' });
    expect(gotGroup.body).not.toHaveProperty('members');
    const groupByName = await send('GET', `/Groups?excludedAttributes=members&filter=${q('displayName eq "displayName"')}`);
    expect(groupByName.body.Resources.map((g: any) => g.id)).toEqual([gid]);
    // Group names are unique, as Entra expects.
    const twin = await send('POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: 'displayName' });
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: 'uniqueness' });

    // Update Group [Non-member attributes], [Add Members] with `$ref: null`, [Remove Members] with a value list.
    const newName = '1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName';
    expect((await send('PATCH', `/Groups/${gid}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'displayName', value: newName }] })).status).toBe(200);
    const added = await send('PATCH', `/Groups/${gid}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: id }] }] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.members.map((m: any) => m.value).sort()).toEqual([boss.body.id, id].sort());
    const removed = await send('PATCH', `/Groups/${gid}`, { schemas: [PATCH_OP], Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: id }] }] });
    expect(removed.body.members.map((m: any) => m.value)).toEqual([boss.body.id]);
    expect((await send('GET', `/Groups/${gid}`)).body.displayName).toBe(newName);

    // Disable User, as older tenants send it: "Replace" and the string "False". Its sessions end.
    const disabled = await send('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect(disabled.status).toBe(200);
    expect(disabled.body.active).toBe(false);
    expect((await h.call('GET', `/v3/auth/users/${id}`, { project })).body.active).toBe(false);

    // Delete User, Delete Group.
    expect((await send('DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await send('GET', `/Users/${id}`)).status).toBe(404);
    expect((await send('DELETE', `/Groups/${gid}`)).status).toBe(204);

    // Every request carried Authorization, and Content-Type only with a body: nothing else.
    for (const names of sentHeaders) expect(names.filter((n) => n !== 'Content-Length').sort()).toEqual(names.length > 1 ? ['Authorization', 'Content-Type'] : ['Authorization']);
  });
});

describe('Okta: the SCIM 2.0 spec test plan, then group push', () => {
  it('passes every step with only Authorization and Content-Type', async () => {
    const project = h.newProject();
    // Okta's "API token": a minted token for this project that never expires.
    const minted = await h.admin('POST', '/tokens', { role: 'admin', projects: [project], ttl_seconds: null });
    const { send, sentHeaders } = connector(`${h.url}/v3/auth/scim/v2`, minted.body.access_token, 'application/json');

    // Required test: the Users endpoint answers a ListResponse with paging fields.
    const list = await send('GET', '/Users?count=1&startIndex=1');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ schemas: [LIST], startIndex: 1 });
    for (const field of ['Resources', 'itemsPerPage', 'totalResults']) expect(list.body).toHaveProperty(field);

    // Required test: a random user does not exist yet.
    const userName = 'Runscope.User.3k9r@att.com';
    expect((await send('GET', `/Users?filter=${q(`userName eq "${userName}"`)}`)).body.totalResults).toBe(0);

    // Required test: create it.
    const body = {
      schemas: [USER_SCHEMA],
      userName,
      name: { givenName: 'Runscope', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Runscope User',
      active: true,
    };
    const created = await send('POST', '/Users', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ active: true, userName, name: { familyName: 'User' } });
    const id = created.body.id;
    expect(typeof id).toBe('string');

    // Required test: read it by id, then by userName, then by userName in another case (case-insensitive).
    expect((await send('GET', `/Users/${id}`)).body).toMatchObject({ id, userName, name: { givenName: 'Runscope', familyName: 'User' } });
    const found = await send('GET', `/Users?filter=${q(`userName eq "${userName}"`)}`);
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id, userName }] });
    expect((await send('GET', `/Users?filter=${q(`userName eq "${userName.toUpperCase()}"`)}`)).body.totalResults).toBe(1);

    // Required test: creating the same user again is 409.
    const again = await send('POST', '/Users', body);
    expect(again.status).toBe(409);
    expect(again.body.schemas).toEqual([ERROR_SCHEMA]);

    // Required test: an unknown id is 404 with a SCIM error.
    const missing = await send('GET', '/Users/010101010101010101010101');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });

    // Profile update with PUT (the whole user, read-only fields echoed), then deactivate with a no-path PATCH.
    const put = await send('PUT', `/Users/${id}`, { ...created.body, name: { givenName: 'Runscope', familyName: 'Renamed' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.name.familyName).toBe('Renamed');
    const off = await send('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(off.body.active).toBe(false);
    const on = await send('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(on.body.active).toBe(true);

    // Group push: create, find by displayName, add a member, rename with id echoed, remove the member, delete.
    const group = await send('POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: 'Okta Push', members: [] });
    expect(group.status).toBe(201);
    const gid = group.body.id;
    expect((await send('GET', `/Groups?filter=${q('displayName eq "Okta Push"')}`)).body.Resources.map((g: any) => g.id)).toEqual([gid]);
    const add = await send('PATCH', `/Groups/${gid}`, { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: id, display: userName }] }] });
    expect(add.body.members).toEqual([expect.objectContaining({ value: id, display: userName })]);
    const rename = await send('PATCH', `/Groups/${gid}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { id: gid, displayName: 'Okta Push Renamed' } }] });
    expect(rename.body.displayName).toBe('Okta Push Renamed');
    const drop = await send('PATCH', `/Groups/${gid}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }] });
    expect(drop.status).toBe(200);
    expect(drop.body.members ?? []).toEqual([]);
    expect((await send('DELETE', `/Groups/${gid}`)).status).toBe(204);

    for (const names of sentHeaders) expect(names.filter((n) => n !== 'Content-Length').sort()).toEqual(names.length > 1 ? ['Authorization', 'Content-Type'] : ['Authorization']);
  });
});
