import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { ENTERPRISE, expectScimError, newUser, scim } from './scim-helpers.js';

// No seeded users, so every list holds exactly the users made here.
const h = useSandbox({ fixtures: 'empty' });
let project = '';

const people = [
  newUser('bjensen', { name: { givenName: 'Barbara', familyName: 'Jensen' }, title: 'Tour Guide', emails: [{ value: 'bjensen@example.com', type: 'work', primary: true }, { value: 'babs@jensen.org', type: 'home' }], [ENTERPRISE]: { department: 'Tours', employeeNumber: '701984' } }),
  newUser('jsmith', { name: { givenName: 'John', familyName: 'Smith' }, title: '', emails: [{ value: 'john@example.org', type: 'home' }], active: false, [ENTERPRISE]: { department: 'Sales' } }),
  newUser('Amy.Adams', { name: { givenName: 'Amy', familyName: 'Adams' }, externalId: 'EXT-amy', emails: [{ value: 'amy@EXAMPLE.com', type: 'work' }], nickName: 'amy' }),
  newUser('zoe', { name: { givenName: 'Zoe', familyName: 'Zimmer' }, userType: 'Contractor', emails: [] }),
];

async function names(filter: string, extra = ''): Promise<string[]> {
  const r = await scim(h, 'GET', `/Users?filter=${encodeURIComponent(filter)}${extra}`, { project });
  expect(r.status, `${filter}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.Resources.map((u: any) => u.userName);
}

beforeAll(async () => {
  project = h.newProject();
  for (const body of people) expect((await scim(h, 'POST', '/Users', { project, body })).status).toBe(201);
});

describe('SCIM filters: the grammar of RFC 7644 §3.4.2.2', () => {
  it.each([
    ['userName eq "BJENSEN"', ['bjensen']],
    ['USERNAME EQ "bjensen"', ['bjensen']],
    ['userName ne "bjensen"', ['jsmith', 'Amy.Adams', 'zoe']],
    ['name.familyName co "mi"', ['jsmith']],
    ['userName sw "J"', ['jsmith']],
    ['userName ew "ADAMS"', ['Amy.Adams']],
    ['emails co "example.com"', ['bjensen', 'Amy.Adams']],
    ['emails.value ew ".org"', ['bjensen', 'jsmith']],
    ['emails[type eq "work" and value co "@example.com"]', ['bjensen', 'Amy.Adams']],
    ['emails[type eq "home"]', ['bjensen', 'jsmith']],
    ['emails[type eq "work"].value eq "bjensen@example.com"', ['bjensen']],
    ['emails[type eq "home"].value eq "bjensen@example.com"', []],
    ['title pr', ['bjensen']],
    ['not (title pr)', ['jsmith', 'Amy.Adams', 'zoe']],
    ['emails pr', ['bjensen', 'jsmith', 'Amy.Adams']],
    ['active eq false', ['jsmith']],
    ['active eq True', ['bjensen', 'Amy.Adams', 'zoe']],
    ['userName eq "zoe" or (active eq false and name.givenName sw "jo")', ['jsmith', 'zoe']],
    ['userName eq "zoe" or active eq false and name.givenName sw "x"', ['zoe']],
    ['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department eq "tours"', ['bjensen']],
    ['urn:ietf:params:scim:schemas:core:2.0:User:userName eq "zoe"', ['zoe']],
    ['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber pr', ['bjensen']],
    ['meta.resourceType eq "User" and userType eq "contractor"', ['zoe']],
    ['title eq null', ['jsmith', 'Amy.Adams', 'zoe']],
    ['nickName gt "a" and nickName lt "b"', ['Amy.Adams']],
  ])('%s', async (filter, expected) => {
    expect(await names(filter)).toEqual(expected);
  });

  it('compares caseExact attributes exactly: externalId and id', async () => {
    expect(await names('externalId eq "EXT-amy"')).toEqual(['Amy.Adams']);
    expect(await names('externalId eq "ext-amy"')).toEqual([]);
  });

  it('compares dateTimes as moments', async () => {
    expect(await names('meta.created gt "2000-01-01T00:00:00Z"')).toHaveLength(4);
    expect(await names('meta.lastModified lt "2000-01-01T00:00:00+01:00"')).toEqual([]);
  });

  it('finds nothing for an unknown userName (the connectivity check of Entra ID) with 200 and an empty list', async () => {
    const r = await scim(h, 'GET', `/Users?filter=${encodeURIComponent('userName eq "non-existent user"')}`, { project });
    expect(r.body).toEqual({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });
  });

  it.each([
    ['userName eq', /not valid/],
    ['userName xx "a"', /not valid/],
    ['(userName eq "a"', /not valid/],
    ['shoeSize eq 9', /shoeSize is not an attribute/],
    ['name.nick eq "x"', /has no sub-attribute/],
    ['active gt true', /only eq, ne and pr apply/],
    ['userName eq 5', /compare it with a string/],
    ['meta.created gt "yesterday"', /not a dateTime/],
    ['name eq "x"', /complex: compare one of its sub-attributes/],
    ['userName[value eq "x"]', /takes no \[filter\]/],
    ['emails co true', /compare it with a string/],
  ])('refuses %s with 400 invalidFilter', async (filter, detail) => {
    const r = await scim(h, 'GET', `/Users?filter=${encodeURIComponent(filter)}`, { project });
    expectScimError(r, 400, 'invalidFilter');
    expect(r.body.detail).toMatch(detail);
  });
});

describe('SCIM lists: paging, sorting, projection (RFC 7644 §3.4.2.3-§3.4.2.5)', () => {
  it('pages with 1-based startIndex and count; totalResults counts every match', async () => {
    const all = await scim(h, 'GET', '/Users?sortBy=userName', { project });
    expect(all.body.totalResults).toBe(4);
    const page = await scim(h, 'GET', '/Users?sortBy=userName&startIndex=2&count=2', { project });
    expect(page.body).toMatchObject({ totalResults: 4, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((u: any) => u.userName)).toEqual(['bjensen', 'jsmith']);
    const beyond = await scim(h, 'GET', '/Users?startIndex=10', { project });
    expect(beyond.body).toMatchObject({ totalResults: 4, startIndex: 10, itemsPerPage: 0, Resources: [] });
  });

  it('reads startIndex below 1 as 1 and a negative count as 0', async () => {
    const r = await scim(h, 'GET', '/Users?startIndex=-3&count=-1', { project });
    expect(r.body).toMatchObject({ totalResults: 4, startIndex: 1, itemsPerPage: 0, Resources: [] });
  });

  it('refuses a startIndex that is not a number with 400 in the SCIM error schema', async () => {
    expectScimError(await scim(h, 'GET', '/Users?startIndex=first', { project }), 400, 'invalidValue');
  });

  it('sorts case-insensitively where caseExact is false, descending on request, unassigned last ascending and first descending (RFC 7644 §3.4.2.3)', async () => {
    expect(await names('userName pr', '&sortBy=userName')).toEqual(['Amy.Adams', 'bjensen', 'jsmith', 'zoe']);
    expect(await names('userName pr', '&sortBy=USERNAME&sortOrder=descending')).toEqual(['zoe', 'jsmith', 'bjensen', 'Amy.Adams']);
    expect(await names('userName pr', '&sortBy=name.familyName')).toEqual(['Amy.Adams', 'bjensen', 'jsmith', 'zoe']);
    expect(await names('userName pr', '&sortBy=title')).toEqual(['bjensen', 'jsmith', 'Amy.Adams', 'zoe']);
    expect(await names('userName pr', '&sortBy=title&sortOrder=descending')).toEqual(['jsmith', 'Amy.Adams', 'zoe', 'bjensen']);
    expect(await names('userName pr', '&sortBy=emails')).toEqual(['Amy.Adams', 'bjensen', 'jsmith', 'zoe']);
    expectScimError(await scim(h, 'GET', '/Users?sortBy=userName&sortOrder=sideways', { project }), 400, 'invalidValue');
    expectScimError(await scim(h, 'GET', '/Users?sortBy=height', { project }), 400, 'invalidValue');
  });

  it('returns only the asked attributes (and id, schemas) with attributes=', async () => {
    const r = await scim(h, 'GET', `/Users?filter=${encodeURIComponent('userName eq "bjensen"')}&attributes=userName,name.givenName,emails.value,urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department`, { project });
    expect(r.body.Resources[0]).toEqual({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
      id: expect.any(String),
      userName: 'bjensen',
      name: { givenName: 'Barbara' },
      emails: [{ value: 'bjensen@example.com' }, { value: 'babs@jensen.org' }],
      [ENTERPRISE]: { department: 'Tours' },
    });
  });

  it('leaves out excludedAttributes, but never id', async () => {
    const r = await scim(h, 'GET', `/Users?filter=${encodeURIComponent('userName eq "bjensen"')}&excludedAttributes=emails,meta,name.familyName,id,${ENTERPRISE}:department`, { project });
    const u = r.body.Resources[0];
    expect(u.id).toBeDefined();
    expect(u.emails).toBeUndefined();
    expect(u.meta).toBeUndefined();
    expect(u.name).toEqual({ givenName: 'Barbara' });
    expect(u[ENTERPRISE]).toEqual({ employeeNumber: '701984' });
    expectScimError(await scim(h, 'GET', '/Users?attributes=shoeSize', { project }), 400, 'invalidValue');
  });

  it('projects single resources too, and refuses unknown query parameters', async () => {
    const list = await scim(h, 'GET', `/Users?filter=${encodeURIComponent('userName eq "zoe"')}`, { project });
    const id = list.body.Resources[0].id;
    const r = await scim(h, 'GET', `/Users/${id}?attributes=userName`, { project });
    expect(r.body).toEqual({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], id, userName: 'zoe' });
    expectScimError(await scim(h, 'GET', '/Users?colour=red', { project }), 400, 'invalidValue');
  });
});
