import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { newDevice, newLicense } from './helpers.js';

const h = useSandbox({ fixtures: 'empty' });

const pointers = (body: any) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.pointer, e.detail]));

describe('Asset API: bad input gets a 4xx naming the field and the reason, and changes nothing', () => {
  it('refuses a license body of wrong types, unknown fields and missing fields with 400', async () => {
    h.newProject();
    const r = await h.call('POST', '/v1/assets/licenses', { body: { product: 7, kind: 'floating', seats: 2.5, colour: 'red' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
    const errs = pointers(r.body);
    expect(errs['#/product']).toBe('must be string');
    expect(errs['#/vendor']).toBe('is required');
    expect(errs['#/kind']).toBe('must be one of per_seat, per_project, site');
    expect(errs['#/seats']).toMatch(/must be integer/);
    expect(errs['#/colour']).toBe('is not a known field');
    expect((await h.call('GET', '/v1/assets/licenses')).body.data).toEqual([]);
  });

  it('refuses zero, negative and absurd seat counts and empty names with 400', async () => {
    h.newProject();
    for (const [field, value] of [['seats', 0], ['seats', -3], ['seats', 10_000_000], ['product', ''], ['vendor', 'x'.repeat(201)]] as const) {
      const r = await h.call('POST', '/v1/assets/licenses', { body: { product: 'P', vendor: 'V', kind: 'per_seat', seats: 1, [field]: value } });
      expect(r.status, `${field}=${value}`).toBe(400);
      expect(r.body.errors[0].pointer).toBe(`#/${field}`);
    }
  });

  it('refuses dates that are not RFC 3339 with 400', async () => {
    h.newProject();
    for (const value of ['2026-13-01T00:00:00Z', 'tomorrow', '2026-02-30T00:00:00Z', '2026-01-01']) {
      const r = await h.call('POST', '/v1/assets/licenses', { body: { product: 'P', vendor: 'V', kind: 'site', valid_until: value } });
      expect(r.status, value).toBe(400);
      expect(r.body.errors[0]).toMatchObject({ in: 'body', pointer: '#/valid_until', detail: 'must match format "date-time"' });
    }
    const q = await h.call('GET', '/v1/assets/licenses?expiring_before=soon');
    expect(q.status).toBe(400);
    expect(q.body.errors[0]).toMatchObject({ in: 'query', pointer: '#/expiring_before' });
  });

  it('refuses valid_until not after valid_from with 422, on create and on change', async () => {
    h.newProject();
    const r = await h.call('POST', '/v1/assets/licenses', { body: { product: 'P', vendor: 'V', kind: 'site', valid_from: '2026-05-01T00:00:00Z', valid_until: '2026-04-30T00:00:00Z' } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([{ in: 'body', pointer: '#/valid_until', detail: 'must be after valid_from (2026-05-01T00:00:00.000Z)' }]);
    const same = await h.call('POST', '/v1/assets/licenses', { body: { product: 'P', vendor: 'V', kind: 'site', valid_from: '2026-05-01T00:00:00Z', valid_until: '2026-05-01T02:00:00+02:00' } });
    expect(same.status).toBe(422);
    const lic = await newLicense(h, { valid_from: '2026-01-01T00:00:00Z', valid_until: '2027-01-01T00:00:00Z' });
    const patch = await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { valid_from: '2027-06-01T00:00:00Z' } });
    expect(patch.status).toBe(422);
    expect(patch.body.errors[0].pointer).toBe('#/valid_until');
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).body.valid_from).toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses a per_seat license without seats with 422', async () => {
    h.newProject();
    for (const seats of [undefined, null]) {
      const r = await h.call('POST', '/v1/assets/licenses', { body: { product: 'P', vendor: 'V', kind: 'per_seat', seats } });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([{ in: 'body', pointer: '#/seats', detail: 'is required for a per_seat license' }]);
    }
  });

  it('refuses an empty or unknown-field patch with 400', async () => {
    h.newProject();
    const lic = await newLicense(h);
    const empty = await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: {} });
    expect(empty.status).toBe(400);
    const unknown = await h.call('PATCH', `/v1/assets/licenses/${lic.id}`, { body: { seats_used: 0 } });
    expect(unknown.status).toBe(400);
    expect(pointers(unknown.body)['#/seats_used']).toBe('is not a known field');
  });

  it('refuses assign and unassign bodies that do not match the contract with 400', async () => {
    h.newProject();
    const lic = await newLicense(h);
    for (const path of ['/v1/assets/licenses/assign', '/v1/assets/licenses/unassign']) {
      const r = await h.call('POST', path, { body: { license_id: lic.id, assignee_type: 'group', assignee_id: 42, note: 'x' } });
      expect(r.status, path).toBe(400);
      const errs = pointers(r.body);
      expect(errs['#/assignee_type']).toBe('must be one of user, project');
      expect(errs['#/assignee_id']).toBe('must be string');
      expect(errs['#/note']).toBe('is not a known field');
      const missing = await h.call('POST', path, { body: { license_id: lic.id } });
      expect(pointers(missing.body)).toMatchObject({ '#/assignee_type': 'is required', '#/assignee_id': 'is required' });
      const notJson = await h.call('POST', path, { raw: '{"license_id":', headers: { 'content-type': 'application/json' } });
      expect(notJson.body.code).toBe('malformed_json');
    }
    expect((await h.call('GET', `/v1/assets/licenses/${lic.id}`)).body.seats_used).toBe(0);
  });

  it('refuses a project assignee that is not a valid project name with 422', async () => {
    h.newProject();
    const lic = await newLicense(h, { kind: 'per_project', seats: 1 });
    const r = await h.call('POST', '/v1/assets/licenses/assign', { body: { license_id: lic.id, assignee_type: 'project', assignee_id: '../etc' } });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].pointer).toBe('#/assignee_id');
  });

  it('refuses software bodies of wrong types and unknown fields with 400', async () => {
    h.newProject();
    const dev = await newDevice(h);
    const r = await h.call('POST', '/v1/assets/software', { body: { name: '', version: 3, device_id: dev.id, license: 'x', installed_at: 'yesterday' } });
    expect(r.status).toBe(400);
    const errs = pointers(r.body);
    expect(errs['#/name']).toMatch(/must NOT have fewer than 1 characters/);
    expect(errs['#/version']).toBe('must be string');
    expect(errs['#/publisher']).toBe('is required');
    expect(errs['#/license']).toBe('is not a known field');
    expect(errs['#/installed_at']).toBe('must match format "date-time"');
    expect((await h.call('GET', '/v1/assets/software')).body.data).toEqual([]);
  });

  it('refuses unknown and malformed query parameters on lists with 400', async () => {
    h.newProject();
    for (const path of ['/v1/assets/licenses?seats=3', '/v1/assets/software?limit=0', '/v1/assets/compliance?status=fine', '/v1/assets/licenses?kind=floating']) {
      const r = await h.call('GET', path);
      expect(r.status, path).toBe(400);
      expect(r.body.errors[0].in).toBe('query');
    }
  });

  it('answers 404 for unknown software items and 405 for a method a path does not have', async () => {
    h.newProject();
    for (const [method, path] of [['GET', '/v1/assets/software/sw_nope'], ['PATCH', '/v1/assets/software/sw_nope'], ['DELETE', '/v1/assets/software/sw_nope']] as const) {
      const r = await h.call(method, path, { body: method === 'PATCH' ? { version: '1' } : undefined });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    const r = await h.call('GET', '/v1/assets/licenses/assign');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
  });
});
