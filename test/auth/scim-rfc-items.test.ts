/**
 * The RFC 7643/7644 items issue 25's conformance run found missing, one test each, naming the
 * section it follows.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { createUser, ENTERPRISE, expectScimError, GROUP_SCHEMA, newUser, patch, scim, USER_SCHEMA } from './scim-helpers.js';

const h = useSandbox({ fixtures: 'empty' });
const SPC = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RT = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

async function createGroup(displayName: string, members: Record<string, unknown>[] = []) {
  const r = await scim(h, 'POST', '/Groups', { body: { schemas: [GROUP_SCHEMA], displayName, members } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

describe('discovery (RFC 7644 §4)', () => {
  it('RFC 7644 §4: every meta.location of /ResourceTypes and /Schemas dereferences (GET /ResourceTypes/{id}, /Schemas/{id})', async () => {
    h.newProject();
    const user = await createUser(h, 'deref');
    for (const list of ['/ResourceTypes', '/Schemas']) {
      const r = await scim(h, 'GET', list);
      for (const resource of r.body.Resources) {
        const location: string = resource.meta.location;
        const one = await scim(h, 'GET', location.slice(location.indexOf('/v3/auth/scim/v2') + '/v3/auth/scim/v2'.length));
        expect(one.status, location).toBe(200);
        expect(one.body).toEqual(resource);
      }
    }
    expect((await scim(h, 'GET', user.meta.location.slice(user.meta.location.indexOf('/Users')))).status).toBe(200);
    expectScimError(await scim(h, 'GET', '/ResourceTypes/Device'), 404);
    expectScimError(await scim(h, 'GET', '/Schemas/urn:example:nothing'), 404);
  });

  it('RFC 7644 §4 / RFC 7643 §5-§7: GET /Schemas lists the ServiceProviderConfig, ResourceType and Schema schemas too', async () => {
    h.newProject();
    const r = await scim(h, 'GET', '/Schemas');
    const ids = r.body.Resources.map((s: any) => s.id);
    expect(ids).toEqual(expect.arrayContaining([SPC, RT, SCHEMA]));
    const spc = r.body.Resources.find((s: any) => s.id === SPC);
    expect(spc.attributes.map((a: any) => a.name)).toEqual(['documentationUri', 'patch', 'bulk', 'filter', 'changePassword', 'sort', 'etag', 'authenticationSchemes']);
    expect(r.body.totalResults).toBe(6);
  });

  it('RFC 7643 §3.1: externalId is discoverable on User and Group', async () => {
    h.newProject();
    for (const id of [USER_SCHEMA, GROUP_SCHEMA]) {
      const s = await scim(h, 'GET', `/Schemas/${id}`);
      expect(s.body.attributes.find((a: any) => a.name === 'externalId')).toMatchObject({ type: 'string', caseExact: true, mutability: 'readWrite' });
    }
  });

  it('RFC 7644 §4: /Schemas and /ResourceTypes ignore count and startIndex (SHALL) and refuse a filter with 403 (SHOULD)', async () => {
    h.newProject();
    for (const list of ['/Schemas', '/ResourceTypes']) {
      const whole = await scim(h, 'GET', list);
      const paged = await scim(h, 'GET', `${list}?count=1&startIndex=2`);
      expect(paged.status).toBe(200);
      expect(paged.body).toEqual(whole.body);
      expectScimError(await scim(h, 'GET', `${list}?filter=${encodeURIComponent('id eq "User"')}`), 403);
    }
  });
});

describe('routes RFC 7644 names but the sandbox does not offer', () => {
  it('RFC 7644 §3.4.3: POST .search is never read as a user id: 501 with a SCIM error on /Users, /Groups and the root', async () => {
    h.newProject();
    for (const path of ['/Users/.search', '/Groups/.search', '/.search']) {
      const r = await scim(h, 'POST', path, { body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:SearchRequest'], filter: 'userName pr' } });
      expectScimError(r, 501);
      expect(r.body.detail).toContain('§3.4.3');
    }
  });

  it('RFC 7644 §3.11: /Me answers 501', async () => {
    h.newProject();
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) expectScimError(await scim(h, method, '/Me'), 501);
  });

  it('RFC 7644 §3.4.2.1: a query of the server root is 400 tooMany', async () => {
    h.newProject();
    expectScimError(await scim(h, 'GET', `?filter=${encodeURIComponent('userName pr')}`), 400, 'tooMany');
    expectScimError(await scim(h, 'GET', `/?filter=${encodeURIComponent('userName pr')}`), 400, 'tooMany');
  });
});

describe('PATCH (RFC 7644 §3.5.2)', () => {
  it('RFC 7644 §3.5.2.2: remove of active leaves it unassigned and does not re-activate a deactivated user', async () => {
    const project = h.newProject();
    const user = await createUser(h, 'deactivated', { active: false });
    const r = await scim(h, 'PATCH', `/Users/${user.id}`, { body: patch({ op: 'remove', path: 'active' }) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).not.toHaveProperty('active');
    expect((await scim(h, 'GET', `/Users/${user.id}`)).body).not.toHaveProperty('active');
    const signIn = await h.call('POST', '/v3/auth/sessions', { token: null, project, body: { username: 'deactivated', password: 'x' } });
    expect(signIn.status).toBe(401);
    expect((await h.call('GET', `/v3/auth/users/${user.id}`)).body.active).toBe(false);
    const filtered = await scim(h, 'GET', `/Users?filter=${encodeURIComponent('active pr')}`);
    expect(filtered.body.totalResults).toBe(0);
  });

  it('RFC 7644 §3.5.2.2: remove of userName (required) is 400 mutability', async () => {
    h.newProject();
    const user = await createUser(h, 'keepname');
    expectScimError(await scim(h, 'PATCH', `/Users/${user.id}`, { body: patch({ op: 'remove', path: 'userName' }) }), 400, 'mutability');
  });

  it('RFC 7644 §3.5.2.1: a PATCH that changes nothing leaves meta.lastModified and the version alone', async () => {
    h.newProject();
    const user = await createUser(h, 'unchanged', { title: 'Same' });
    await h.admin('POST', '/clock', { advance_seconds: 60 });
    const r = await scim(h, 'PATCH', `/Users/${user.id}`, { body: patch({ op: 'replace', path: 'title', value: 'Same' }, { op: 'add', path: 'emails', value: user.emails }) });
    expect(r.status).toBe(200);
    expect(r.body.meta.lastModified).toBe(user.meta.lastModified);
    expect(r.body.meta.version).toBe(user.meta.version);
    const changed = await scim(h, 'PATCH', `/Users/${user.id}`, { body: patch({ op: 'replace', path: 'title', value: 'Other' }) });
    expect(changed.body.meta.lastModified).not.toBe(user.meta.lastModified);
  });

  it('RFC 7643 §4.3 as Entra ID sends it: the enterprise manager as a string id, removed with ""', async () => {
    h.newProject();
    const boss = await createUser(h, 'boss');
    const user = await createUser(h, 'report');
    const path = `${ENTERPRISE}:manager`;
    const set = await scim(h, 'PATCH', `/Users/${user.id}`, { body: patch({ op: 'Add', path, value: boss.id }) });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body[ENTERPRISE].manager).toMatchObject({ value: boss.id });
    const cleared = await scim(h, 'PATCH', `/Users/${user.id}`, { body: patch({ op: 'Replace', path, value: '' }) });
    expect(cleared.status).toBe(200);
    expect(cleared.body[ENTERPRISE]?.manager).toBeUndefined();
  });
});

describe('Groups (RFC 7643 §4.2)', () => {
  it('RFC 7643 §4.2: members[].display is kept as the client sent it', async () => {
    h.newProject();
    const user = await createUser(h, 'shown', { displayName: 'Directory Name' });
    const group = await createGroup('Displayed', [{ value: user.id, display: 'As Sent' }]);
    expect(group.members[0]).toMatchObject({ value: user.id, display: 'As Sent' });
    expect((await scim(h, 'GET', `/Groups/${group.id}`)).body.members[0].display).toBe('As Sent');
  });

  it('RFC 7644 §3.3 (409 uniqueness): a Group displayName is unique per project, case-insensitively, on create, replace and patch', async () => {
    h.newProject();
    await createGroup('Engineering');
    const dup = await scim(h, 'POST', '/Groups', { body: { schemas: [GROUP_SCHEMA], displayName: 'ENGINEERING' } });
    expectScimError(dup, 409, 'uniqueness');
    const other = await createGroup('Sales');
    expectScimError(await scim(h, 'PATCH', `/Groups/${other.id}`, { body: patch({ op: 'replace', path: 'displayName', value: 'engineering' }) }), 409, 'uniqueness');
    expectScimError(await scim(h, 'PUT', `/Groups/${other.id}`, { body: { schemas: [GROUP_SCHEMA], displayName: 'Engineering' } }), 409, 'uniqueness');
    expect((await scim(h, 'GET', '/Groups')).body.totalResults).toBe(2);
    // In another project the name is free.
    h.newProject();
    await createGroup('Engineering');
  });
});

describe('lists and Bulk', () => {
  it('RFC 7644 §3.4.2.3: sortOrder=descending puts resources without the value first', async () => {
    h.newProject();
    await createUser(h, 'a.titled', { title: 'A' });
    await createUser(h, 'untitled');
    await createUser(h, 'b.titled', { title: 'B' });
    const asc = await scim(h, 'GET', '/Users?sortBy=title');
    expect(asc.body.Resources.map((u: any) => u.userName)).toEqual(['a.titled', 'b.titled', 'untitled']);
    const desc = await scim(h, 'GET', '/Users?sortBy=title&sortOrder=descending');
    expect(desc.body.Resources.map((u: any) => u.userName)).toEqual(['untitled', 'b.titled', 'a.titled']);
  });

  it('RFC 7644 §3.7.3: Bulk DELETE results carry location', async () => {
    h.newProject();
    const user = await createUser(h, 'bulk.gone');
    const r = await scim(h, 'POST', '/Bulk', {
      body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'], Operations: [{ method: 'DELETE', path: `/Users/${user.id}` }] },
    });
    expect(r.status).toBe(200);
    expect(r.body.Operations[0]).toMatchObject({ method: 'DELETE', status: '204', location: user.meta.location });
  });

  it.each(['1e309', '1.5', 'Infinity', '99999999999999999999999'])('RFC 7644 §3.4.2.4: startIndex=%s is 400 invalidValue, never null in a ListResponse', async (v) => {
    h.newProject();
    expectScimError(await scim(h, 'GET', `/Users?startIndex=${v}`), 400, 'invalidValue');
    expectScimError(await scim(h, 'GET', `/Groups?count=${v}`), 400, 'invalidValue');
  });
});

describe('a user created with every size at its limit is stored (the limits are not off by one)', () => {
  it('userName of 256 characters and 100 emails', async () => {
    h.newProject();
    const r = await scim(h, 'POST', '/Users', { body: newUser('u'.repeat(256), { emails: Array.from({ length: 100 }, (_, i) => ({ value: `e${i}@example.org` })) }) });
    expect(r.status).toBe(201);
  });
});
