/**
 * SCIM 2.0 provisioning (spec §1: "SCIM 2.0 for provisioning"; its paths are not shown, so the
 * base path `/v3/auth/scim/v2` is our convention). Each check verifies a rule of RFC 7644 / 7643;
 * all are conventions. Users a check creates are ledgered and deleted at the end of the run.
 */
import type { CheckContext, CheckDefinition, Reply } from '../../src/contract/types.js';

const BASE = '/v3/auth/scim/v2';
const USERS = `GET ${BASE}/Users`;
const CREATE = `POST ${BASE}/Users`;
const ONE = `GET ${BASE}/Users/{id}`;
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const SCIM_JSON = { 'content-type': 'application/scim+json', accept: 'application/scim+json' };

const isScim = (r: Reply) => /^application\/scim\+json/.test(r.headers.get('content-type') ?? '');

async function createUser(t: CheckContext, userName = `${t.unique('scim')}@contract.example`): Promise<{ id: string; userName: string; reply: Reply }> {
  const reply = await t.call('POST', `${BASE}/Users`, { headers: SCIM_JSON, body: { schemas: [USER_SCHEMA], userName, name: { givenName: 'Contract', familyName: 'Runner' }, active: true } });
  if (reply.status !== 201 || typeof reply.body?.id !== 'string') t.inconclusive(`setup failed: creating a SCIM user answered ${reply.status}`);
  t.remember(`${BASE}/Users/${encodeURIComponent(reply.body.id)}`, `SCIM user ${reply.body.id}`);
  return { id: reply.body.id, userName, reply };
}

const meta = { basis: 'convention', tags: ['auth', 'scim'] } as const;

export default [
  {
    ...meta,
    id: 'scim.service-provider-config',
    title: 'ServiceProviderConfig describes the supported features',
    ref: 'RFC 7644 §4; RFC 7643 §5',
    safety: 'read-only',
    uses: [`GET ${BASE}/ServiceProviderConfig`],
    async run(t) {
      const r = await t.when('ServiceProviderConfig is read', () => t.call('GET', `${BASE}/ServiceProviderConfig`, { headers: SCIM_JSON }));
      await t.then('a scim+json document with its schema and the patch, bulk, filter, sort and etag features', () => {
        t.expect(r.status === 200 && isScim(r), `expected 200 application/scim+json, got ${r.status} ${r.headers.get('content-type')}`, r);
        t.expect(r.body?.schemas?.includes('urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'), 'schemas does not name ServiceProviderConfig', r);
        for (const f of ['patch', 'bulk', 'filter', 'changePassword', 'sort', 'etag']) t.expect(typeof r.body?.[f]?.supported === 'boolean', `${f}.supported is missing`, r);
      });
    },
  },
  {
    ...meta,
    id: 'scim.resource-types',
    title: 'ResourceTypes lists User with its endpoint and schema',
    ref: 'RFC 7644 §4; RFC 7643 §6',
    safety: 'read-only',
    uses: [`GET ${BASE}/ResourceTypes`],
    async run(t) {
      const r = await t.when('ResourceTypes is read', () => t.call('GET', `${BASE}/ResourceTypes`, { headers: SCIM_JSON }));
      await t.then('a ListResponse with the User resource type', () => {
        t.expect(r.status === 200 && r.body?.schemas?.includes(LIST_RESPONSE), `expected a ListResponse, got ${r.status}`, r);
        const user = (r.body?.Resources ?? []).find((x: any) => x?.name === 'User');
        t.expect(user?.endpoint === '/Users' && user?.schema === USER_SCHEMA, `no User resource type with endpoint /Users: ${JSON.stringify(user)}`, r);
      });
    },
  },
  {
    ...meta,
    id: 'scim.list-response',
    title: 'Listing users answers a ListResponse with totalResults, startIndex and itemsPerPage',
    ref: 'RFC 7644 §3.4.2',
    safety: 'read-only',
    uses: [USERS],
    async run(t) {
      const r = await t.when('users are listed with count=2', () => t.call('GET', `${BASE}/Users`, { headers: SCIM_JSON, query: { count: 2, startIndex: 1 } }));
      await t.then('ListResponse fields are there and consistent', () => {
        t.expect(r.status === 200 && isScim(r), `expected 200 application/scim+json, got ${r.status}`, r);
        const b = r.body ?? {};
        t.expect(b.schemas?.includes(LIST_RESPONSE), 'schemas does not name ListResponse', r);
        t.expect(Number.isInteger(b.totalResults) && b.startIndex === 1 && Number.isInteger(b.itemsPerPage), 'totalResults, startIndex or itemsPerPage is wrong', r);
        t.expect(Array.isArray(b.Resources ?? []) && (b.Resources ?? []).length <= 2 && (b.Resources ?? []).length === b.itemsPerPage, 'Resources does not match count and itemsPerPage', r);
      });
    },
  },
  {
    ...meta,
    id: 'scim.create-user',
    title: 'Creating a user answers 201 with Location, ETag and meta',
    ref: 'RFC 7644 §3.3, §3.14; RFC 7643 §3.1',
    safety: 'isolated-writes',
    uses: [CREATE],
    async run(t) {
      const { id, userName, reply: r } = await t.when('a user is created', () => createUser(t));
      await t.then('201 with the resource, Location = meta.location, an ETag = meta.version', () => {
        t.expect(r.status === 201 && isScim(r), `expected 201 application/scim+json, got ${r.status}`, r);
        t.expect(r.body?.userName === userName && r.body?.schemas?.includes(USER_SCHEMA), 'the created resource is not the user sent', r);
        t.expect(r.body?.meta?.resourceType === 'User' && typeof r.body?.meta?.created === 'string', 'meta.resourceType or meta.created is missing', r);
        t.expect(r.headers.get('location') === r.body?.meta?.location && String(r.body?.meta?.location).endsWith(`/Users/${id}`), `Location ${r.headers.get('location')} is not meta.location`, r);
        t.expect(!r.body?.meta?.version || r.headers.get('etag') === r.body.meta.version, 'ETag differs from meta.version', r);
      });
    },
  },
  {
    ...meta,
    id: 'scim.filter-eq',
    title: 'filter=userName eq "..." finds exactly that user',
    ref: 'RFC 7644 §3.4.2.2',
    safety: 'isolated-writes',
    uses: [CREATE, USERS],
    async run(t) {
      const { id, userName } = await t.given('a user', () => createUser(t));
      const r = await t.when('users are filtered by its userName, in other letter case', () => t.call('GET', `${BASE}/Users`, { headers: SCIM_JSON, query: { filter: `userName eq "${userName.toUpperCase()}"` } }));
      await t.then('exactly that user (userName is case-insensitive)', () => {
        t.expect(r.status === 200 && r.body?.totalResults === 1 && r.body?.Resources?.[0]?.id === id, `expected exactly ${id}, got ${JSON.stringify(r.body?.Resources?.map((x: any) => x.id))}`, r);
      });
    },
  },
  {
    ...meta,
    id: 'scim.username-unique',
    title: 'A second user with the same userName (any case) is 409 uniqueness',
    ref: 'RFC 7644 §3.3, §3.12; RFC 7643 §4.1.1',
    safety: 'isolated-writes',
    uses: [CREATE],
    async run(t) {
      const { userName } = await t.given('a user', () => createUser(t));
      const r = await t.when('another user with the same userName in upper case is created', () => t.call('POST', `${BASE}/Users`, { headers: SCIM_JSON, body: { schemas: [USER_SCHEMA], userName: userName.toUpperCase() } }));
      if (r.status === 201 && typeof r.body?.id === 'string') t.remember(`${BASE}/Users/${encodeURIComponent(r.body.id)}`, `SCIM user ${r.body.id}`);
      await t.then('409 with scimType uniqueness, as a SCIM Error', () => {
        t.expect(r.status === 409, `expected 409, got ${r.status}`, r);
        t.expect(r.body?.schemas?.includes(ERROR) && r.body?.scimType === 'uniqueness' && r.body?.status === '409', 'not a SCIM Error with scimType uniqueness and status "409"', r);
      });
    },
  },
  {
    ...meta,
    id: 'scim.patch-replace',
    title: 'PATCH replace changes the attribute and answers the resource',
    ref: 'RFC 7644 §3.5.2.3',
    safety: 'isolated-writes',
    uses: [CREATE, `PATCH ${BASE}/Users/{id}`, ONE],
    async run(t) {
      const { id } = await t.given('an active user', () => createUser(t));
      const r = await t.when('active is replaced with false', () => t.call('PATCH', `${BASE}/Users/${id}`, { headers: SCIM_JSON, body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] } }));
      const after = await t.when('the user is read back', () => t.call('GET', `${BASE}/Users/${id}`, { headers: SCIM_JSON }));
      await t.then('200 with active false, and so on a later read', () => {
        t.expect(r.status === 200 && r.body?.active === false, `expected 200 with active false, got ${r.status} ${r.body?.active}`, r);
        t.expect(after.body?.active === false, `read back, active is ${after.body?.active}`, after);
      });
    },
  },
  {
    ...meta,
    id: 'scim.delete-then-404',
    title: 'DELETE answers 204, and the user is gone (404 as a SCIM Error)',
    ref: 'RFC 7644 §3.6, §3.12',
    safety: 'isolated-writes',
    uses: [CREATE, `DELETE ${BASE}/Users/{id}`, ONE],
    async run(t) {
      const { id } = await t.given('a user', () => createUser(t));
      const del = await t.when('it is deleted', () => t.call('DELETE', `${BASE}/Users/${id}`, { headers: SCIM_JSON }));
      const after = await t.when('it is read', () => t.call('GET', `${BASE}/Users/${id}`, { headers: SCIM_JSON }));
      await t.then('204, then 404 with the Error schema and status "404"', () => {
        t.expect(del.status === 204, `DELETE answered ${del.status}`, del);
        t.expect(after.status === 404 && after.body?.schemas?.includes(ERROR) && after.body?.status === '404', `expected a SCIM 404, got ${after.status}`, after);
      });
    },
  },
  {
    ...meta,
    id: 'scim.if-match-412',
    title: 'A change with a stale If-Match is 412 and applies nothing',
    ref: 'RFC 7644 §3.14',
    safety: 'isolated-writes',
    uses: [CREATE, `PATCH ${BASE}/Users/{id}`, ONE],
    async run(t) {
      const { id, reply } = await t.given('a user with its ETag', () => createUser(t));
      if (!reply.headers.get('etag')) t.inconclusive('the target sends no ETag');
      await t.given('it is changed once', () => t.call('PATCH', `${BASE}/Users/${id}`, { headers: SCIM_JSON, body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'displayName', value: 'first' }] } }));
      const r = await t.when('it is changed with the first ETag', () => t.call('PATCH', `${BASE}/Users/${id}`, { headers: { ...SCIM_JSON, 'if-match': reply.headers.get('etag')! }, body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'displayName', value: 'stale' }] } }));
      const after = await t.when('it is read back', () => t.call('GET', `${BASE}/Users/${id}`, { headers: SCIM_JSON }));
      await t.then('412, and displayName keeps the first change', () => {
        t.expect(r.status === 412, `expected 412, got ${r.status}`, r);
        t.expect(after.body?.displayName === 'first', `displayName is ${after.body?.displayName}`, after);
      });
    },
  },
  {
    ...meta,
    id: 'scim.group-members',
    title: 'A group created with a member lists it',
    ref: 'RFC 7644 §3.3; RFC 7643 §4.2',
    safety: 'isolated-writes',
    uses: [CREATE, `POST ${BASE}/Groups`, `GET ${BASE}/Groups/{id}`],
    async run(t) {
      const { id } = await t.given('a user', () => createUser(t));
      const r = await t.when('a group is created with the user as member', () =>
        t.call('POST', `${BASE}/Groups`, { headers: SCIM_JSON, body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: t.unique('group'), members: [{ value: id }] } }),
      );
      if (r.status === 201 && typeof r.body?.id === 'string') t.remember(`${BASE}/Groups/${encodeURIComponent(r.body.id)}`, `SCIM group ${r.body.id}`);
      const read = await t.when('the group is read', () => t.call('GET', `${BASE}/Groups/${encodeURIComponent(r.body?.id ?? 'none')}`, { headers: SCIM_JSON }));
      await t.then('201, and the member is listed on a later read', () => {
        t.expect(r.status === 201, `expected 201, got ${r.status}`, r);
        t.expect((read.body?.members ?? []).some((m: any) => m?.value === id), `members are ${JSON.stringify(read.body?.members)}`, read);
      });
    },
  },
  {
    ...meta,
    id: 'scim.bulk-bulkid',
    title: 'A Bulk request runs its operations, resolving bulkId references',
    ref: 'RFC 7644 §3.7',
    safety: 'isolated-writes',
    uses: [`POST ${BASE}/Bulk`],
    async run(t) {
      const userName = `${t.unique('bulk')}@contract.example`;
      const r = await t.when('a Bulk request creates a user and a group whose member is that user (by bulkId)', () =>
        t.call('POST', `${BASE}/Bulk`, {
          headers: SCIM_JSON,
          body: {
            schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'],
            Operations: [
              { method: 'POST', path: '/Users', bulkId: 'u1', data: { schemas: [USER_SCHEMA], userName } },
              { method: 'POST', path: '/Groups', bulkId: 'g1', data: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: t.unique('bulk-group'), members: [{ value: 'bulkId:u1' }] } },
            ],
          },
        }),
      );
      for (const op of r.body?.Operations ?? []) {
        const id = typeof op?.location === 'string' ? op.location.split('/').pop() : undefined;
        if (id) t.remember(`${BASE}/${op.location.includes('/Groups/') ? 'Groups' : 'Users'}/${id}`, `SCIM ${op.location}`);
      }
      await t.then('200 BulkResponse, both operations 201, the group\'s member is the new user', async () => {
        t.expect(r.status === 200 && r.body?.schemas?.includes('urn:ietf:params:scim:api:messages:2.0:BulkResponse'), `expected a 200 BulkResponse, got ${r.status}`, r);
        const ops = r.body.Operations ?? [];
        t.expect(ops.length === 2 && ops.every((o: any) => String(o.status) === '201'), `operation statuses: ${JSON.stringify(ops.map((o: any) => o.status))}`, r);
        const userId = String(ops[0].location).split('/').pop();
        const group = await t.call('GET', String(new URL(ops[1].location, 'http://x').pathname).replace(/^.*(\/v3\/)/, '/v3/'), { headers: SCIM_JSON });
        t.expect((group.body?.members ?? []).some((m: any) => m?.value === userId), `the group's members are ${JSON.stringify(group.body?.members)}`, group);
      });
    },
  },
] satisfies CheckDefinition[];
