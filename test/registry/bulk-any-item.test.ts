/**
 * Spec §7 rule 1: a bulk call answers 207 in every case, including when some or all items fail.
 * An item that is not an object, or not the op's shape, fails alone (422 in its own result) and
 * the other items are applied; only an envelope that is not `{op, items: [at most 500]}` (or, for
 * the requests, not an array of at most 500) refuses the whole call.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'empty', rateLimit: { enabled: false } });
const DEVICES = '/v2/registry/devices/bulk';
const REQUESTS = '/v2/registry/requests/bulk';

async function newDevice(): Promise<string> {
  const r = await h.call('POST', '/v2/registry/devices', { body: { name: 'Kiosk', serial_number: `SN-${Math.floor(performance.now() * 1000)}` } });
  expect(r.status).toBe(201);
  return r.body.id;
}

async function newRequest(): Promise<string> {
  const r = await h.call('POST', '/v2/registry/requests', { body: { title: 'Replace the screen' } });
  expect(r.status).toBe(201);
  return r.body.id;
}

describe('bulk items that are not objects fail alone (spec §7 rule 1)', () => {
  it('devices: items [5, {valid}] answer 207; the 5 is a 422 in its own result, the valid item is applied and visible', async () => {
    h.newProject();
    const id = await newDevice();
    const r = await h.call('POST', DEVICES, { body: { op: 'patch', items: [5, { id, tags: ['prod'] }] } });
    expect(r.status).toBe(207);
    expect(r.body.results).toHaveLength(2);
    expect(r.body.results[0]).toMatchObject({ index: 0, id: null, status: 422, error: { code: 'unprocessable' } });
    expect(r.body.results[0].error.errors[0]).toMatchObject({ in: 'body', pointer: '#/items/0' });
    expect(r.body.results[1]).toEqual({ index: 1, id, status: 200 });
    expect(r.body.summary).toEqual({ succeeded: 1, failed: 1 });
    expect((await h.call('GET', `/v2/registry/devices/${id}`)).body.tags).toEqual(['prod']);
  });

  it('devices: null, a string, an array and an item of another op fail alone, in input order, under every op', async () => {
    h.newProject();
    const id = await newDevice();
    const patch = await h.call('POST', DEVICES, { body: { op: 'patch', items: [null, 'dev', [id], { name: 'no id' }, { id, tags: ['a'] }] } });
    expect(patch.status).toBe(207);
    expect(patch.body.results.map((x: any) => x.status)).toEqual([422, 422, 422, 422, 200]);
    const create = await h.call('POST', DEVICES, { body: { op: 'create', items: [true, { name: 'New', serial_number: 'SN-NEW' }] } });
    expect(create.status).toBe(207);
    expect(create.body.results.map((x: any) => x.status)).toEqual([422, 201]);
    expect((await h.call('GET', `/v2/registry/devices/${create.body.results[1].id}`)).status).toBe(200);
    const del = await h.call('POST', DEVICES, { body: { op: 'delete', items: [{}, { id }] } });
    expect(del.body.results.map((x: any) => x.status)).toEqual([422, 204]);
    expect((await h.call('GET', `/v2/registry/devices/${id}`)).status).toBe(404);
  });

  it('requests: items [5, {valid}] answer 207; the 5 is a 422 in its own result, the valid item is applied and visible', async () => {
    h.newProject();
    const id = await newRequest();
    const r = await h.call('PATCH', REQUESTS, { body: [5, { id, status: 'in_progress' }] });
    expect(r.status).toBe(207);
    expect(r.body.results[0]).toMatchObject({ index: 0, id: null, status: 422, error: { code: 'unprocessable' } });
    expect(r.body.results[0].error.errors[0]).toMatchObject({ in: 'body', pointer: '#/0' });
    expect(r.body.results[1]).toEqual({ index: 1, id, status: 200 });
    expect((await h.call('GET', `/v2/registry/requests/${id}`)).body.status).toBe('in_progress');
  });

  it('still refuses the whole call when the envelope is wrong: nothing is applied', async () => {
    h.newProject();
    const device = await newDevice();
    const request = await newRequest();
    expect((await h.call('POST', DEVICES, { body: { op: 'patch', items: { 0: { id: device, tags: ['x'] } } } })).status).toBe(400);
    expect((await h.call('POST', DEVICES, { body: { op: 'patch', items: [{ id: device, tags: ['x'] }], extra: 1 } })).status).toBe(400);
    const over = await h.call('POST', DEVICES, { body: { op: 'patch', items: [{ id: device, tags: ['x'] }, ...Array.from({ length: 500 }, () => 5)] } });
    expect(over.status).toBe(413);
    expect((await h.call('PATCH', REQUESTS, { body: { items: [{ id: request, status: 'closed' }] } })).status).toBe(400);
    const overRequests = await h.call('PATCH', REQUESTS, { body: [{ id: request, status: 'closed' }, ...Array.from({ length: 500 }, () => 5)] });
    expect(overRequests.status).toBe(413);
    expect((await h.call('GET', `/v2/registry/devices/${device}`)).body.tags).toEqual([]);
    expect((await h.call('GET', `/v2/registry/requests/${request}`)).body.status).toBe('open');
  });
});

describe('an idempotent bulk retry is compared by its JSON value, not its bytes (spec §4 rule 6)', () => {
  it('devices: the same value re-serialised (other whitespace and key order) replays; another value is 422', async () => {
    h.newProject();
    const id = await newDevice();
    const key = { 'idempotency-key': 'bulk-reserialised' };
    const first = await h.call('POST', DEVICES, { raw: `{"op":"patch","items":[{"id":"${id}","tags":["a","b"]}]}`, headers: { ...key, 'content-type': 'application/json' } });
    expect(first.status).toBe(207);
    // Another library's serialisation: keys in another order, spaces and newlines.
    const retry = await h.call('POST', DEVICES, { raw: `{\n  "items": [ { "tags": [ "a", "b" ], "id": "${id}" } ],\n  "op": "patch"\n}\n`, headers: { ...key, 'content-type': 'application/json' } });
    expect(retry.status).toBe(207);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    // The same key with another value: array order is meaning, so this is another request.
    const other = await h.call('POST', DEVICES, { raw: `{"op":"patch","items":[{"id":"${id}","tags":["b","a"]}]}`, headers: { ...key, 'content-type': 'application/json' } });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect((await h.call('GET', `/v2/registry/devices/${id}`)).body.tags).toEqual(['a', 'b']);
  });

  it('requests: the same value re-serialised replays and applies nothing twice', async () => {
    h.newProject();
    const id = await newRequest();
    const key = { 'idempotency-key': 'requests-reserialised', 'content-type': 'application/json' };
    const first = await h.call('PATCH', REQUESTS, { raw: `[{"id":"${id}","status":"in_progress"}]`, headers: key });
    const versionAfterFirst = (await h.call('GET', `/v2/registry/requests/${id}`)).headers.get('etag');
    const retry = await h.call('PATCH', REQUESTS, { raw: `[ {"status": "in_progress", "id": "${id}"} ]`, headers: key });
    expect(retry.status).toBe(207);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await h.call('GET', `/v2/registry/requests/${id}`)).headers.get('etag')).toBe(versionAfterFirst);
    const other = await h.call('PATCH', REQUESTS, { raw: `[{"id":"${id}","status":"on_hold"}]`, headers: key });
    expect(other.status).toBe(422);
  });
});
