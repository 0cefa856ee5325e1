import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { createUser, expectScimError, GROUP_SCHEMA, newUser, patch, scim, USER_SCHEMA } from './scim-helpers.js';

const h = useSandbox();
const BULK = 'urn:ietf:params:scim:api:messages:2.0:BulkRequest';

async function createGroup(displayName: string, members: string[] = []) {
  const r = await scim(h, 'POST', '/Groups', { body: { schemas: [GROUP_SCHEMA], displayName, members: members.map((value) => ({ value })) } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

describe('SCIM Groups', () => {
  it('creates a group with members; members carry $ref, type and display; the user lists the group', async () => {
    h.newProject();
    const u = await createUser(h, 'member.one', { displayName: 'Member One' });
    const g = await createGroup('Tour Guides', [u.id]);
    expect(g.members).toEqual([{ value: u.id, $ref: `${h.url}/v3/auth/scim/v2/Users/${u.id}`, type: 'User', display: 'Member One' }]);
    expect(g.meta).toMatchObject({ resourceType: 'Group', location: `${h.url}/v3/auth/scim/v2/Groups/${g.id}` });
    const user = await scim(h, 'GET', `/Users/${u.id}`);
    expect(user.body.groups).toEqual([{ value: g.id, $ref: `${h.url}/v3/auth/scim/v2/Groups/${g.id}`, display: 'Tour Guides', type: 'direct' }]);
    const memberOf = await scim(h, 'GET', `/Users?filter=${encodeURIComponent(`groups.value eq "${g.id}"`)}`);
    expect(memberOf.body.Resources.map((x: any) => x.id)).toEqual([u.id]);
  });

  it('nests groups, refuses members that do not exist, and drops a deleted group from its parents', async () => {
    h.newProject();
    const inner = await createGroup('Inner');
    const outer = await createGroup('Outer', [inner.id]);
    expect(outer.members[0]).toMatchObject({ value: inner.id, type: 'Group', display: 'Inner' });
    const bad = await scim(h, 'POST', '/Groups', { body: { schemas: [GROUP_SCHEMA], displayName: 'Bad', members: [{ value: 'usr_ghost' }] } });
    expectScimError(bad, 400, 'invalidValue');
    expect(bad.body.detail).toContain('usr_ghost');
    expect((await scim(h, 'DELETE', `/Groups/${inner.id}`)).status).toBe(204);
    expect((await scim(h, 'GET', `/Groups/${outer.id}`)).body.members).toBeUndefined();
  });

  it('adds and removes members with PATCH (RFC form: members[value eq "…"])', async () => {
    h.newProject();
    const a = await createUser(h, 'a.member');
    const b = await createUser(h, 'b.member');
    const g = await createGroup('Team');
    let r = await scim(h, 'PATCH', `/Groups/${g.id}`, { body: patch({ op: 'add', path: 'members', value: [{ value: a.id }, { value: b.id }] }) });
    expect(r.body.members.map((m: any) => m.value)).toEqual([a.id, b.id]);
    r = await scim(h, 'PATCH', `/Groups/${g.id}`, { body: patch({ op: 'remove', path: `members[value eq "${a.id}"]` }) });
    expect(r.body.members.map((m: any) => m.value)).toEqual([b.id]);
    const immutable = await scim(h, 'PATCH', `/Groups/${g.id}`, { body: patch({ op: 'replace', path: `members[value eq "${b.id}"].value`, value: a.id }) });
    expectScimError(immutable, 400, 'mutability');
  });

  it('requires displayName, filters groups by displayName, and lists without members when asked', async () => {
    h.newProject();
    expectScimError(await scim(h, 'POST', '/Groups', { body: { schemas: [GROUP_SCHEMA] } }), 400, 'invalidValue');
    const u = await createUser(h, 'x.member');
    await createGroup('Night Shift', [u.id]);
    const r = await scim(h, 'GET', `/Groups?filter=${encodeURIComponent('displayName eq "night shift"')}&excludedAttributes=members`);
    expect(r.body.totalResults).toBe(1);
    expect(r.body.Resources[0].displayName).toBe('Night Shift');
    expect(r.body.Resources[0].members).toBeUndefined();
  });

  it('lists the seeded groups of the project', async () => {
    h.newProject();
    const r = await scim(h, 'GET', '/Groups?startIndex=1&count=100');
    expect(r.body.totalResults).toBe(4);
    expect(r.body.Resources.every((g: any) => g.id.startsWith('grp_') && g.displayName)).toBe(true);
  });
});

describe('SCIM Bulk (RFC 7644 §3.7)', () => {
  it('runs operations in order, resolving bulkId references, and answers 200 with one result each', async () => {
    h.newProject();
    const r = await scim(h, 'POST', '/Bulk', {
      body: {
        schemas: [BULK],
        Operations: [
          { method: 'POST', path: '/Groups', bulkId: 'grp1', data: { schemas: [GROUP_SCHEMA], displayName: 'Bulk Group', members: [{ value: 'bulkId:u1' }] } },
          { method: 'POST', path: '/Users', bulkId: 'u1', data: newUser('bulk.user') },
          { method: 'PATCH', path: '/Users/bulkId:u1', data: patch({ op: 'replace', path: 'title', value: 'Bulk' }) },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/scim+json');
    const [group, user, patched] = r.body.Operations;
    expect(group).toMatchObject({ method: 'POST', bulkId: 'grp1', status: '201' });
    expect(user).toMatchObject({ method: 'POST', bulkId: 'u1', status: '201' });
    expect(patched).toMatchObject({ method: 'PATCH', status: '200' });
    const userId = user.location.split('/').pop();
    const g = await scim(h, 'GET', group.location.replace(h.url, '').replace('/v3/auth/scim/v2', ''));
    expect(g.body.members[0].value).toBe(userId);
    expect(g.headers.get('etag')).toBe(group.version);
    expect((await scim(h, 'GET', `/Users/${userId}`)).body.title).toBe('Bulk');
  });

  it('reports failures per operation without undoing the others; failOnErrors stops after that many', async () => {
    h.newProject();
    await createUser(h, 'exists');
    const ops = [
      { method: 'POST', path: '/Users', bulkId: 'a', data: newUser('exists') },
      { method: 'POST', path: '/Users', bulkId: 'b', data: newUser('fresh.one') },
      { method: 'DELETE', path: '/Users/usr_ghost' },
      { method: 'POST', path: '/Users', bulkId: 'c', data: newUser('fresh.two') },
    ];
    const all = await scim(h, 'POST', '/Bulk', { body: { schemas: [BULK], Operations: ops } });
    expect(all.body.Operations.map((o: any) => o.status)).toEqual(['409', '201', '404', '201']);
    expect(all.body.Operations[0].response).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '409', scimType: 'uniqueness' });

    h.newProject();
    await createUser(h, 'exists');
    const stopped = await scim(h, 'POST', '/Bulk', { body: { schemas: [BULK], failOnErrors: 1, Operations: ops } });
    expect(stopped.body.Operations.map((o: any) => o.status)).toEqual(['409']);
    const list = await scim(h, 'GET', `/Users?filter=${encodeURIComponent('userName sw "fresh"')}`);
    expect(list.body.totalResults).toBe(0);
  });

  it('fails operations that refer to a failed or unknown bulkId, and circular references', async () => {
    h.newProject();
    const r = await scim(h, 'POST', '/Bulk', {
      body: {
        schemas: [BULK],
        Operations: [
          { method: 'POST', path: '/Users', bulkId: 'bad', data: { schemas: [USER_SCHEMA] } },
          { method: 'PATCH', path: '/Users/bulkId:bad', data: patch({ op: 'replace', path: 'title', value: 'x' }) },
          { method: 'PATCH', path: '/Users/bulkId:nobody', data: patch({ op: 'replace', path: 'title', value: 'x' }) },
          { method: 'POST', path: '/Groups', bulkId: 'g1', data: { schemas: [GROUP_SCHEMA], displayName: 'A', members: [{ value: 'bulkId:g2' }] } },
          { method: 'POST', path: '/Groups', bulkId: 'g2', data: { schemas: [GROUP_SCHEMA], displayName: 'B', members: [{ value: 'bulkId:g1' }] } },
          { method: 'GET', path: '/Users' },
        ],
      },
    });
    expect(r.body.Operations.map((o: any) => o.status)).toEqual(['400', '409', '409', '409', '409', '400']);
    expect(r.body.Operations[5].response.scimType).toBe('invalidSyntax');
  });

  it('answers 413 beyond maxOperations and maxPayloadSize (advertised in ServiceProviderConfig), applying nothing', async () => {
    h.newProject();
    const config = (await scim(h, 'GET', '/ServiceProviderConfig')).body.bulk;
    expect(config).toEqual({ supported: true, maxOperations: 1000, maxPayloadSize: 1048576 });
    const many = Array.from({ length: config.maxOperations + 1 }, (_, i) => ({ method: 'POST', path: '/Users', bulkId: `u${i}`, data: newUser(`many${i}`) }));
    const r = await scim(h, 'POST', '/Bulk', { body: { schemas: [BULK], Operations: many } });
    expectScimError(r, 413);
    expect(r.body.detail).toContain('maxOperations');
    const big = [{ method: 'POST', path: '/Users', bulkId: 'big', data: newUser('big', { title: 'x'.repeat(config.maxPayloadSize) }) }];
    const r2 = await scim(h, 'POST', '/Bulk', { body: { schemas: [BULK], Operations: big } });
    expectScimError(r2, 413);
    expect(r2.body.detail).toContain('maxPayloadSize');
    expect((await scim(h, 'GET', `/Users?filter=${encodeURIComponent('userName sw "many"')}`)).body.totalResults).toBe(0);
  });

  it('refuses a body that is not a BulkRequest', async () => {
    h.newProject();
    expectScimError(await scim(h, 'POST', '/Bulk', { body: { Operations: [] } }), 400, 'invalidSyntax');
  });
});

describe('SCIM discovery (RFC 7644 §4)', () => {
  it('ServiceProviderConfig says what is supported', async () => {
    h.newProject();
    const r = await scim(h, 'GET', '/ServiceProviderConfig');
    expect(r.body).toMatchObject({
      patch: { supported: true }, filter: { supported: true, maxResults: 200 }, sort: { supported: true }, etag: { supported: true }, changePassword: { supported: true },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken', primary: true })],
    });
  });

  it('ResourceTypes lists User (with the enterprise extension) and Group', async () => {
    h.newProject();
    const r = await scim(h, 'GET', '/ResourceTypes');
    expect(r.body.Resources.map((t: any) => [t.id, t.endpoint, t.schema])).toEqual([
      ['User', '/Users', USER_SCHEMA],
      ['Group', '/Groups', GROUP_SCHEMA],
    ]);
    expect(r.body.Resources[0].schemaExtensions).toEqual([{ schema: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User', required: false }]);
  });

  it('Schemas describes every attribute with its type, mutability and caseExact', async () => {
    h.newProject();
    const r = await scim(h, 'GET', '/Schemas');
    expect(r.body.Resources.map((s: any) => s.id)).toEqual([
      USER_SCHEMA, GROUP_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
      'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig', 'urn:ietf:params:scim:schemas:core:2.0:ResourceType', 'urn:ietf:params:scim:schemas:core:2.0:Schema',
    ]);
    const user = r.body.Resources[0];
    expect(user.attributes.find((a: any) => a.name === 'userName')).toMatchObject({ type: 'string', caseExact: false, uniqueness: 'server', required: true });
    expect(user.attributes.find((a: any) => a.name === 'password')).toMatchObject({ mutability: 'writeOnly', returned: 'never' });
    expect(user.attributes.find((a: any) => a.name === 'groups')).toMatchObject({ mutability: 'readOnly', multiValued: true });
  });
});
