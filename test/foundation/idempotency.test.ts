import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'empty' });
const device = { name: 'Kiosk 1', serial_number: 'SN-1' };

describe('Idempotency-Key (spec §4 rule 6; draft-ietf-httpapi-idempotency-key-header)', () => {
  it('replays the first response for the same key and body, and applies nothing twice', async () => {
    h.newProject();
    const first = await h.call('POST', '/v2/registry/devices', { body: device, headers: { 'idempotency-key': 'k-1' } });
    const again = await h.call('POST', '/v2/registry/devices', { body: device, headers: { 'idempotency-key': 'k-1' } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const list = await h.call('GET', '/v2/registry/devices');
    expect(list.body.data).toHaveLength(1);
  });

  it('answers the same key with another body with 422 and applies nothing', async () => {
    h.newProject();
    await h.call('POST', '/v2/registry/devices', { body: device, headers: { 'idempotency-key': 'k-2' } });
    const r = await h.call('POST', '/v2/registry/devices', { body: { ...device, name: 'Other' }, headers: { 'idempotency-key': 'k-2' } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('idempotency_key_reused');
    expect((await h.call('GET', '/v2/registry/devices')).body.data).toHaveLength(1);
  });

  it('compares bodies by JSON value: a re-serialised body replays, a body that is no JSON by its bytes', async () => {
    h.newProject();
    const json = { 'idempotency-key': 'k-value', 'content-type': 'application/json' };
    const first = await h.call('POST', '/v2/registry/devices', { raw: '{"name":"Kiosk 1","serial_number":"SN-1"}', headers: json });
    const retry = await h.call('POST', '/v2/registry/devices', { raw: '{ "serial_number" : "SN-1",\n\t"name" : "Kiosk 1" }', headers: json });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    // Another value under the same key is still refused.
    const n = { 'idempotency-key': 'k-number', 'content-type': 'application/json' };
    await h.call('POST', '/v2/registry/devices', { raw: '{"name":"N","serial_number":"SN-2","manufacturer":"a"}', headers: n });
    expect((await h.call('POST', '/v2/registry/devices', { raw: '{"name":"N","serial_number":"SN-2","manufacturer":"b"}', headers: n })).status).toBe(422);
    const text = { 'idempotency-key': 'k-text', 'content-type': 'text/plain' };
    const a = await h.call('POST', '/v2/registry/devices', { raw: 'not json', headers: text });
    expect(a.status).toBe(415);
    expect((await h.call('POST', '/v2/registry/devices', { raw: 'not  json', headers: text })).status).toBe(422);
    expect((await h.call('GET', '/v2/registry/devices')).body.data).toHaveLength(2);
  });

  it('forgets a key after 24 hours on the virtual clock', async () => {
    h.newProject();
    await h.call('POST', '/v2/registry/devices', { body: device, headers: { 'idempotency-key': 'k-3' } });
    await h.admin('POST', '/clock', { advance_seconds: 24 * 3600 + 1 });
    const r = await h.call('POST', '/v2/registry/devices', { body: device, headers: { 'idempotency-key': 'k-3' } });
    expect(r.headers.get('idempotent-replayed')).toBeNull();
    expect((await h.call('GET', '/v2/registry/devices')).body.data).toHaveLength(2);
  });

  it('scopes keys per project', async () => {
    const a = h.newProject();
    await h.call('POST', '/v2/registry/devices', { body: device, headers: { 'idempotency-key': 'shared' } });
    h.newProject();
    const r = await h.call('POST', '/v2/registry/devices', { body: device, headers: { 'idempotency-key': 'shared' } });
    expect(r.headers.get('idempotent-replayed')).toBeNull();
    expect((await h.call('GET', '/v2/registry/devices', { project: a })).body.data).toHaveLength(1);
  });

  it('refuses a key longer than 255 characters with 400', async () => {
    const r = await h.call('POST', '/v2/registry/devices', { body: device, headers: { 'idempotency-key': 'x'.repeat(256) } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].pointer).toBe('#/idempotency-key');
  });
});
