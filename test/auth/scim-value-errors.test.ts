/**
 * What scim2-tester (0.5) sends as an identity provider would: the enterprise extension's value
 * with its own `schemas` (accepted by POST, PUT and PATCH, the inner `schemas` ignored: decision
 * 0209), and values that do not fit the schema, which all three refuse alike with 400
 * `invalidValue` (RFC 7644 §3.12), changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { createUser, ENTERPRISE, expectScimError, newUser, patch, scim, USER_SCHEMA } from './scim-helpers.js';

const h = useSandbox();

/** The extension's object as scim2-models serialises it: with its own `schemas`. */
const extension = (fields: Record<string, unknown>) => ({ schemas: [ENTERPRISE], ...fields });

async function fresh(userName: string) {
  h.newProject();
  return createUser(h, userName, { schemas: [USER_SCHEMA, ENTERPRISE], [ENTERPRISE]: { department: 'Tours' } });
}

describe('SCIM: the enterprise extension value with its own schemas', () => {
  it('POST and PUT accept it; the stored extension has no schemas of its own', async () => {
    h.newProject();
    const created = await scim(h, 'POST', '/Users', { body: newUser('ext.post', { schemas: [USER_SCHEMA, ENTERPRISE], [ENTERPRISE]: extension({ employeeNumber: '701', department: 'Sales' }) }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body[ENTERPRISE]).toEqual({ employeeNumber: '701', department: 'Sales' });
    expect(created.body.schemas).toEqual([USER_SCHEMA, ENTERPRISE]);
    const put = await scim(h, 'PUT', `/Users/${created.body.id}`, { body: newUser('ext.post', { schemas: [USER_SCHEMA, ENTERPRISE], [ENTERPRISE]: extension({ employeeNumber: '702', manager: { value: created.body.id } }) }) });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body[ENTERPRISE]).toMatchObject({ employeeNumber: '702', manager: { value: created.body.id } });
    expect(put.body[ENTERPRISE]).not.toHaveProperty('schemas');
    const read = await scim(h, 'GET', `/Users/${created.body.id}`);
    expect(read.body[ENTERPRISE]).toEqual(put.body[ENTERPRISE]);
  });

  it('PATCH accepts it with the extension URN as path, and as a key of a no-path value', async () => {
    const u = await fresh('ext.patch');
    let r = await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'replace', path: ENTERPRISE, value: extension({ employeeNumber: '42' }) }) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body[ENTERPRISE]).toEqual({ department: 'Tours', employeeNumber: '42' });
    r = await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'add', value: { [ENTERPRISE]: extension({ costCenter: 'CC-9' }) } }) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body[ENTERPRISE]).toEqual({ department: 'Tours', employeeNumber: '42', costCenter: 'CC-9' });
    expect((await scim(h, 'GET', `/Users/${u.id}`)).body[ENTERPRISE]).toEqual(r.body[ENTERPRISE]);
  });
});

describe('SCIM: a value that does not fit the schema is invalidValue from POST, PUT and PATCH', () => {
  // [what, the user's extra fields for POST/PUT, the same as one PATCH operation]
  const bad: [string, Record<string, unknown>, Record<string, unknown>, RegExp][] = [
    ['a number for a string', { [ENTERPRISE]: { employeeNumber: 42 } }, { op: 'replace', path: `${ENTERPRISE}:employeeNumber`, value: 42 }, /employeeNumber: must be a string/],
    ['a string for a boolean', { active: 'perhaps' }, { op: 'replace', path: 'active', value: 'perhaps' }, /active: must be a boolean/],
    ['a string for a complex attribute', { name: 'Babs' }, { op: 'replace', path: 'name', value: 'Babs' }, /name: must be an object/],
    ['an object for the extension that is not one', { [ENTERPRISE]: 'Sales' }, { op: 'replace', path: ENTERPRISE, value: 'Sales' }, /must be an object of (the )?extension attributes/],
    ['an attribute the extension does not have', { [ENTERPRISE]: extension({ shoeSize: 9 }) }, { op: 'add', value: { [ENTERPRISE]: extension({ shoeSize: 9 }) } }, /shoeSize is not an attribute of User/],
    ['an attribute the resource does not have', { favouriteColour: 'blue' }, { op: 'replace', value: { favouriteColour: 'blue' } }, /favouriteColour is not an attribute of User/],
    ['a sub-attribute the attribute does not have', { name: { nick: 'B' } }, { op: 'replace', path: 'name', value: { nick: 'B' } }, /name.nick is not a sub-attribute/],
  ];

  it.each(bad)('%s', async (_what, fields, operation, detail) => {
    const u = await fresh('bad.value');
    const post = await scim(h, 'POST', '/Users', { body: newUser('bad.other', fields) });
    const put = await scim(h, 'PUT', `/Users/${u.id}`, { body: newUser('bad.value', fields) });
    const patched = await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch(operation) });
    for (const [method, r] of [['POST', post], ['PUT', put], ['PATCH', patched]] as const) {
      expectScimError(r, 400, 'invalidValue');
      expect(r.body.detail, method).toMatch(detail);
    }
    // Refused: nothing changed, nothing created.
    const after = await scim(h, 'GET', `/Users/${u.id}`);
    expect(after.body.meta.version).toBe(u.meta.version);
    expect((await scim(h, 'GET', '/Users?filter=userName eq "bad.other"')).body.totalResults).toBe(0);
  });

  it('a path naming an attribute the schema lacks stays invalidPath (it is the path, not the value)', async () => {
    const u = await fresh('bad.path');
    expectScimError(await scim(h, 'PATCH', `/Users/${u.id}`, { body: patch({ op: 'replace', path: 'favouriteColour', value: 'blue' }) }), 400, 'invalidPath');
  });
});
