import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ bodyLimitBytes: 64 * 1024 });

describe('bad input gets a clear 4xx that names the field and the reason', () => {
  it('answers an unknown route with a 404 problem', async () => {
    const r = await h.call('GET', '/v2/registry/gadgets');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: 404, code: 'route_not_found', instance: '/v2/registry/gadgets' });
  });

  it('answers a wrong method with 405 and an Allow header', async () => {
    const r = await h.call('DELETE', '/v2/registry/devices');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('answers a body of another content type with 415', async () => {
    const r = await h.call('POST', '/v2/registry/devices', { raw: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(r.status).toBe(415);
    expect(r.body.detail).toContain('application/json');
  });

  it('answers malformed JSON with 400 naming the position', async () => {
    const r = await h.call('POST', '/v2/registry/devices', { raw: '{"name": "x",, }', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('malformed_json');
    expect(r.body.detail).toMatch(/position \d+/);
  });

  it('answers schema violations with 400 and JSON pointers to each field', async () => {
    const r = await h.call('POST', '/v2/registry/devices', { body: { name: 42, tags: ['ok', 'bad tag!'], colour: 'red' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
    const byPointer = Object.fromEntries(r.body.errors.map((e: any) => [e.pointer, e.detail]));
    expect(byPointer['#/name']).toBe('must be string');
    expect(byPointer['#/serial_number']).toBe('is required');
    expect(byPointer['#/tags/1']).toMatch(/must match pattern/);
    expect(byPointer['#/colour']).toBe('is not a known field');
  });

  it('answers a query parameter of the wrong type with 400 naming it', async () => {
    const r = await h.call('GET', '/v2/registry/devices?limit=0');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ in: 'query', pointer: '#/limit', detail: 'must be >= 1' }]);
  });

  it('answers a bad timestamp in updated_since with 400', async () => {
    const r = await h.call('GET', '/v2/registry/devices?updated_since=yesterday');
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ in: 'query', pointer: '#/updated_since' });
  });

  it('answers a missing X-Service-Project with 400', async () => {
    const r = await h.call('GET', '/v2/registry/devices', { project: null });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('missing_project');
  });

  it('answers an X-Service-Project that is not a valid name with 400', async () => {
    const r = await h.call('GET', '/v2/registry/devices', { project: '../etc' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_project');
  });

  it('refuses __proto__ and constructor keys so no prototype is touched', async () => {
    for (const raw of ['{"name":"x","serial_number":"S","__proto__":{"polluted":true}}', '{"name":"x","serial_number":"S","constructor":{"prototype":{"polluted":true}}}']) {
      const r = await h.call('POST', '/v2/registry/devices', { raw, headers: { 'content-type': 'application/json' } });
      expect(r.status).toBe(400);
      expect(r.body.detail).toContain('__proto__ or constructor');
    }
    expect(({} as any).polluted).toBeUndefined();
  });

  it('answers a body over the size limit with 413', async () => {
    const r = await h.call('POST', '/v2/registry/devices', { body: { name: 'x'.repeat(70 * 1024), serial_number: 'S' } });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('payload_too_large');
  });

  it('answers 413 (declared) to an operation that takes no body, sent one over the limit, and deletes nothing', async () => {
    const project = h.newProject();
    const created = await h.call('POST', '/v2/registry/devices', { body: { name: 'Kiosk', serial_number: 'S-413' } });
    const r = await h.call('DELETE', `/v2/registry/devices/${created.body.id}`, { raw: 'x'.repeat(70 * 1024), headers: { 'content-type': 'text/plain' } });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('payload_too_large');
    expect((await h.call('GET', `/v2/registry/devices/${created.body.id}`, { project })).status).toBe(200);
  });

  it('answers an empty body where one is required with 400', async () => {
    const r = await h.call('POST', '/v2/registry/devices', { raw: '', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toEqual({ in: 'body', pointer: '#', detail: 'is required' });
  });
});
