import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { createUser, ENTERPRISE, expectScimError, patch, PATCH_OP, scim } from './scim-helpers.js';

const h = useSandbox();

async function patched(id: string, ...ops: Record<string, unknown>[]) {
  const r = await scim(h, 'PATCH', `/Users/${id}`, { body: patch(...ops) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function user() {
  h.newProject();
  return createUser(h, `p${Math.random().toString(36).slice(2, 8)}`, {
    title: 'Guide',
    emails: [{ value: 'work@x.org', type: 'work', primary: true }, { value: 'home@x.org', type: 'home' }],
    phoneNumbers: [{ value: '+1 555 0100', type: 'work' }],
    [ENTERPRISE]: { department: 'Tours', costCenter: 'CC-1' },
  });
}

describe('SCIM PATCH: add, remove, replace (RFC 7644 §3.5.2)', () => {
  it('compares op case-insensitively (Entra ID sends "Replace", "Add", "Remove")', async () => {
    const u = await user();
    const r = await patched(u.id, { op: 'Replace', path: 'title', value: 'Lead' }, { op: 'ADD', path: 'nickName', value: 'Babs' }, { op: 'Remove', path: 'userType' });
    expect(r).toMatchObject({ title: 'Lead', nickName: 'Babs' });
  });

  it('replaces without a path: a set of attributes, complex ones merged, URN-qualified and dotted keys resolved', async () => {
    const u = await user();
    const r = await patched(u.id, { op: 'replace', value: { active: false, name: { familyName: 'Jensen-Smith' }, 'name.givenName': 'Babs', [`${ENTERPRISE}:department`]: 'Sales' } });
    expect(r.active).toBe(false);
    expect(r.name).toEqual({ givenName: 'Babs', familyName: 'Jensen-Smith' });
    expect(r[ENTERPRISE]).toEqual({ department: 'Sales', costCenter: 'CC-1' });
  });

  it('replaces a value selected by a filter, and one sub-attribute of it', async () => {
    const u = await user();
    let r = await patched(u.id, { op: 'replace', path: 'emails[type eq "work"].value', value: 'new@x.org' });
    expect(r.emails).toEqual([{ value: 'new@x.org', type: 'work', primary: true }, { value: 'home@x.org', type: 'home' }]);
    r = await patched(u.id, { op: 'replace', path: 'emails[type eq "home"]', value: { value: 'h2@x.org', type: 'home' } });
    expect(r.emails[1]).toEqual({ value: 'h2@x.org', type: 'home' });
  });

  it('adds to multi-valued attributes, and an add through a filter that matches nothing creates the value', async () => {
    const u = await user();
    let r = await patched(u.id, { op: 'add', path: 'emails', value: [{ value: 'other@x.org', type: 'other' }] });
    expect(r.emails).toHaveLength(3);
    r = await patched(u.id, { op: 'add', path: 'phoneNumbers[type eq "mobile"].value', value: '+1 555 0199' });
    expect(r.phoneNumbers).toEqual([{ value: '+1 555 0100', type: 'work' }, { type: 'mobile', value: '+1 555 0199' }]);
    r = await patched(u.id, { op: 'add', path: 'emails', value: [{ value: 'other@x.org', type: 'other' }] });
    expect(r.emails).toHaveLength(3);
  });

  it('moves primary: a value newly marked primary takes it from the others', async () => {
    const u = await user();
    const r = await patched(u.id, { op: 'replace', path: 'emails[type eq "home"].primary', value: true });
    expect(r.emails.map((e: any) => e.primary)).toEqual([false, true]);
  });

  it('removes an attribute, a sub-attribute, values matching a filter, and a whole extension', async () => {
    const u = await user();
    let r = await patched(u.id, { op: 'remove', path: 'title' }, { op: 'remove', path: 'emails[type eq "home"]' }, { op: 'remove', path: `${ENTERPRISE}:costCenter` });
    expect(r.title).toBeUndefined();
    expect(r.emails).toEqual([{ value: 'work@x.org', type: 'work', primary: true }]);
    expect(r[ENTERPRISE]).toEqual({ department: 'Tours' });
    r = await patched(u.id, { op: 'remove', path: 'emails[type eq "work"].primary' }, { op: 'remove', path: ENTERPRISE });
    expect(r.emails).toEqual([{ value: 'work@x.org', type: 'work' }]);
    expect(r[ENTERPRISE]).toBeUndefined();
    expect(r.schemas).toEqual(['urn:ietf:params:scim:schemas:core:2.0:User']);
  });

  it('matches paths and filter values case-insensitively where the schema says caseExact is false', async () => {
    const u = await user();
    const r = await patched(u.id, { op: 'replace', path: 'EMAILS[TYPE eq "WORK"].VALUE', value: 'upper@x.org' }, { op: 'remove', path: 'emails[value eq "HOME@X.ORG"]' });
    expect(r.emails).toEqual([{ value: 'upper@x.org', type: 'work', primary: true }]);
  });

  it('is atomic: when one operation fails, none is applied and the version stays', async () => {
    const u = await user();
    const r = await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'replace', path: 'title', value: 'Changed' }, { op: 'replace', path: 'emails[type eq "pager"].value', value: 'x' }) });
    expectScimError(r, 400, 'noTarget');
    const after = await scim(h, 'GET', `/Users/${u.id}`);
    expect(after.body.title).toBe('Guide');
    expect(after.body.meta.version).toBe(u.meta.version);
  });

  it.each([
    [{ op: 'remove' }, 'noTarget', /remove needs a path/],
    [{ op: 'replace', path: 'emails[type eq "pager"]', value: { value: 'x' } }, 'noTarget', /matches no value/],
    [{ op: 'replace', path: 'shoeSize', value: 9 }, 'invalidPath', /shoeSize is not an attribute/],
    [{ op: 'replace', path: 'name.nick', value: 'x' }, 'invalidPath', /has no sub-attribute/],
    [{ op: 'replace', path: 'title[value eq "x"]', value: 'x' }, 'invalidPath', /takes no \[filter\]/],
    [{ op: 'replace', path: 'emails[type eq "work"', value: 'x' }, 'invalidPath', /no closing/],
    [{ op: 'replace', path: 'emails[type eq]', value: 'x' }, 'invalidFilter', /not valid/],
    [{ op: 'replace', path: 'id', value: 'mine' }, 'mutability', /read-only/],
    [{ op: 'replace', path: 'meta.created', value: '2020-01-01T00:00:00Z' }, 'mutability', /read-only/],
    [{ op: 'add', path: 'groups', value: [{ value: 'grp_0000001' }] }, 'mutability', /read-only/],
    // RFC 7644 §3.5.2.2: removing a required attribute is a mutability error.
    [{ op: 'remove', path: 'userName' }, 'mutability', /required/],
    [{ op: 'replace', path: 'active', value: 'perhaps' }, 'invalidValue', /must be a boolean/],
    [{ op: 'replace', path: 'title' }, 'invalidValue', /needs a value/],
    [{ op: 'move', path: 'title', value: 'x' }, 'invalidSyntax', /must be add, remove or replace/],
    [{ op: 'replace', value: 'not an object' }, 'invalidValue', /value must be an object/],
  ])('refuses %j with 400 %s', async (op, scimType, detail) => {
    const u = await user();
    const r = await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch(op) });
    expectScimError(r, 400, scimType);
    expect(r.body.detail).toMatch(detail);
  });

  it('refuses a body that is not a PatchOp, and a stale If-Match with 412', async () => {
    const u = await user();
    expectScimError(await scim(h, 'PATCH', `/Users/${u.id}`, { body: { Operations: [{ op: 'replace', path: 'title', value: 'x' }] } }), 400, 'invalidSyntax');
    expectScimError(await scim(h, 'PATCH', `/Users/${u.id}`, { body: { schemas: [PATCH_OP], Operations: [] } }), 400, 'invalidSyntax');
    await patched(u.id, { op: 'replace', path: 'title', value: 'v2' });
    expectScimError(await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'replace', path: 'title', value: 'v3' }), headers: { 'if-match': u.meta.version } }), 412);
  });

  it('keeps userName unique when it is patched: 409 uniqueness', async () => {
    const u = await user();
    await createUser(h, 'taken.name');
    expectScimError(await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'replace', path: 'userName', value: 'TAKEN.name' }) }), 409, 'uniqueness');
  });
});
