/**
 * SCIM inputs within limits (issue 25): crafted filters are refused at once with invalidFilter
 * (the parser is linear: test/unit/scim-filter-parser.test.ts counts its steps), over-long filters
 * answer invalidFilter, and attribute sizes are conventions answered with 400 invalidValue naming
 * the attribute, nothing stored.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { createUser, expectScimError, GROUP_SCHEMA, newUser, patch, scim } from './scim-helpers.js';

const h = useSandbox({ fixtures: 'empty' });
const CRAFTED = 'userName eq "' + '\n'.repeat(40);
const q = (f: string) => encodeURIComponent(f);

describe('crafted and over-long filters (RFC 7644 §3.4.2.2, §3.12 invalidFilter)', () => {
  it('a quote followed by newlines is 400 invalidFilter on Users, on Groups and in a PATCH value path', async () => {
    const project = h.newProject();
    const user = await createUser(h, 'crafted');
    expectScimError(await scim(h, 'GET', `/Users?filter=${q(CRAFTED)}`, { project }), 400, 'invalidFilter');
    expectScimError(await scim(h, 'GET', `/Groups?filter=${q('displayName eq "' + '\n'.repeat(40))}`, { project }), 400, 'invalidFilter');
    const r = await scim(h, 'PATCH', `/Users/${user.id}`, { project, body: patch({ op: 'replace', path: `emails[type eq "${'\n'.repeat(40)}"].value`, value: 'x@example.org' }) });
    expectScimError(r, 400, 'invalidFilter');
    expect((await scim(h, 'GET', `/Users/${user.id}`, { project })).body.emails).toEqual(user.emails);
  });

  it('a filter of more than 4096 characters is 400 invalidFilter, not invalidValue', async () => {
    const project = h.newProject();
    const long = Array.from({ length: 200 }, (_, i) => `userName eq "u${i}"`).join(' or ');
    expect(long.length).toBeGreaterThan(4096);
    const r = await scim(h, 'GET', `/Users?filter=${q(long)}`, { project });
    expectScimError(r, 400, 'invalidFilter');
    expect(r.body.detail).toContain('at most 4096');
  });
});

describe('a too-long URL', () => {
  it('is answered with a SCIM error body under the SCIM base (414), and problem+json elsewhere', async () => {
    const project = h.newProject();
    const r = await scim(h, 'GET', `/Users?filter=${'a'.repeat(20_000)}`, { project });
    expectScimError(r, 414);
    expect(r.body.detail).toContain('16 KiB');
    const rest = await h.call('GET', `/v2/registry/devices?cursor=${'a'.repeat(20_000)}`, { project });
    expect(rest.status).toBe(414);
    expect(rest.headers.get('content-type')).toBe('application/problem+json');
  });
});

describe('attribute sizes (conventions): 400 invalidValue naming the attribute, nothing stored', () => {
  it.each([
    ['userName', newUser('u'.repeat(100_000)), /userName: is 100000 characters long; at most 256/],
    ['title', newUser('long.title', { title: 't'.repeat(5000) }), /title: is 5000 characters long; at most 1024/],
    ['emails', newUser('many.emails', { emails: Array.from({ length: 101 }, (_, i) => ({ value: `e${i}@example.org` })) }), /emails: has 101 values; at most 100/],
    ['name.givenName', newUser('long.name', { name: { givenName: 'g'.repeat(2000) } }), /name.givenName: is 2000 characters long/],
    ['password', newUser('long.password', { password: 'p'.repeat(2000) }), /password: is 2000 characters long; at most 1024/],
  ])('%s', async (_, body, detail) => {
    const project = h.newProject();
    const r = await scim(h, 'POST', '/Users', { project, body });
    expectScimError(r, 400, 'invalidValue');
    expect(r.body.detail).toMatch(detail);
    expect((await scim(h, 'GET', '/Users', { project })).body.totalResults).toBe(0);
  });

  it('a PATCH that would grow emails past 100 values is refused and changes nothing', async () => {
    const project = h.newProject();
    const user = await createUser(h, 'grower', { emails: Array.from({ length: 100 }, (_, i) => ({ value: `e${i}@example.org` })) });
    const r = await scim(h, 'PATCH', `/Users/${user.id}`, { project, body: patch({ op: 'add', path: 'emails', value: [{ value: 'one.more@example.org' }] }) });
    expectScimError(r, 400, 'invalidValue');
    expect(r.body.detail).toMatch(/emails: would have 101 values/);
    expect((await scim(h, 'GET', `/Users/${user.id}`, { project })).body.emails).toHaveLength(100);
  });

  it('a Group displayName past 1024 characters is refused', async () => {
    const project = h.newProject();
    const r = await scim(h, 'POST', '/Groups', { project, body: { schemas: [GROUP_SCHEMA], displayName: 'g'.repeat(1025) } });
    expectScimError(r, 400, 'invalidValue');
    expect(r.body.detail).toMatch(/^displayName: /);
  });
});
