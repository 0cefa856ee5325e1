/**
 * Finding 9: inputs that passed a check and failed later as a 500: a leap second in a date-time
 * (RFC 3339 allows it, Date.parse does not), a scenario of YAML aliases ("billion laughs").
 */
import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

describe('dates are validated the way the code parses them', () => {
  it('answers 400 naming valid_from for a leap second, and the clock refuses one too', async () => {
    h.newProject();
    const r = await h.call('POST', '/v1/assets/licenses', { body: { product: 'P', vendor: 'V', kind: 'site', valid_from: '2026-06-30T23:59:60Z' } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.errors)).toContain('valid_from');
    const clock = await h.admin('POST', '/clock', { set: '2026-06-30T23:59:60Z' });
    expect(clock.status).toBe(400);
    expect((await h.call('POST', '/v1/assets/licenses', { body: { product: 'P', vendor: 'V', kind: 'site', valid_from: '2026-06-30T23:59:59Z' } })).status).toBe(201);
  });
});

describe('scenario YAML', () => {
  it('refuses aliases with 400 instead of expanding them', async () => {
    const project = h.newProject();
    const laughs = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'name: laughs',
      'rules: []',
    ].join('\n');
    const r = await send(`${h.url}/_sandbox/scenarios/projects/${project}`, 'POST', { raw: laughs, headers: { 'content-type': 'application/yaml' } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('alias');
    const one = await send(`${h.url}/_sandbox/scenarios/projects/${project}`, 'POST', { raw: 'x: &x 1\ny: *x\nname: one\nrules: []', headers: { 'content-type': 'application/yaml' } });
    expect(one.status).toBe(400);
  });
});
