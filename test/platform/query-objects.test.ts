/**
 * Object query parameters as a document writes them (OpenAPI §4.8.12.4): `deepObject` is
 * `created[gt]=5` (Stripe's), `form` exploded (the default) is each member as its own parameter.
 * The members are coerced to their schema's types and checked; a refused one is named as written.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fixture } from './helpers.js';

const t = useSandbox({ platformOpenapi: [fixture('query-objects.yaml')] });
const detail = (r: { body: { detail?: string } }) => r.body.detail ?? '';

describe('deepObject query parameters', () => {
  it('reads created[gt]=5 as {gt: 5} (an integer: coerced), or created=5 as the other alternative', async () => {
    expect((await t.call('GET', '/charges?scope[type]=account&created[gt]=5&created[lte]=9')).status).toBe(200);
    expect((await t.call('GET', '/charges?scope[type]=user&scope[user]=u_1&created=5&limit=3')).status).toBe(200);
    expect((await t.call('GET', '/charges?scope%5Btype%5D=account')).status).toBe(200);
  });

  it('refuses a bad member naming it as written, and a missing required object', async () => {
    const notInt = await t.call('GET', '/charges?scope[type]=account&created[gt]=soon');
    expect(notInt.status).toBe(400);
    expect(detail(notInt)).toContain('query created[gt] must be integer');
    const unknown = await t.call('GET', '/charges?scope[type]=account&created[after]=5');
    expect(unknown.status).toBe(400);
    expect(detail(unknown)).toContain('created[after]');
    const wrongEnum = await t.call('GET', '/charges?scope[type]=team');
    expect(wrongEnum.status).toBe(400);
    expect(detail(wrongEnum)).toContain('query scope[type] must be one of account, user');
    const noType = await t.call('GET', '/charges?scope[user]=u_1');
    expect(detail(noType)).toContain('query scope[type] is required');
    const missing = await t.call('GET', '/charges?limit=3');
    expect(missing.status).toBe(400);
    expect(detail(missing)).toContain('query scope is required');
  });

  it('refuses a member given twice, as a value and an object, too deep, or named __proto__', async () => {
    for (const query of ['scope[type]=account&scope[type]=user', 'scope[type]=account&created=5&created[gt]=6', 'scope[type]=account&created[gt][x]=1&created[gt]=2', `scope[type]=account&created${'[a]'.repeat(9)}=1`, 'scope[type]=account&created[__proto__][gt]=1']) {
      const r = await t.call('GET', `/charges?${query}`);
      expect(r.status, query).toBe(400);
      expect(detail(r), query).toMatch(/query created|query scope\[type\]/);
    }
  });

  it('reads a query of many members, or a key of many brackets, at once', async () => {
    const many = `scope[type]=account&${Array.from({ length: 250 }, (_, i) => `created[m${i}]=1`).join('&')}`;
    const deep = `scope[type]=account&created${'[a'.repeat(2500)}]=1`;
    const started = performance.now();
    const r = await t.call('GET', `/charges?${many}`);
    expect(r.status).toBe(400);
    expect(detail(r)).toContain('created[m0]');
    const unclosed = await t.call('GET', `/charges?${deep}`);
    expect(unclosed.status).toBe(200);
    expect(unclosed.headers.get('x-sandbox-warnings')).toContain('is not one of listCharges');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('form-exploded object query parameters', () => {
  it('reads each member as its own parameter, coerced and checked', async () => {
    expect((await t.call('GET', '/events?since=5&until=9')).status).toBe(200);
    const bad = await t.call('GET', '/events?since=yesterday');
    expect(bad.status).toBe(400);
    expect(detail(bad)).toContain('query since must be integer');
  });
});
