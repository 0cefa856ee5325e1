import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'default', rateLimit: { enabled: false } });

describe('bad input gets a 4xx problem naming the field (conventions)', () => {
  it.each([
    ['/v2/registry/devices?updated_since=yesterday', '#/updated_since'],
    ['/v2/registry/devices?updated_since=2026-13-01T00:00:00Z', '#/updated_since'],
    ['/v2/registry/devices?limit=0', '#/limit'],
    ['/v2/registry/devices?limit=501', '#/limit'],
    ['/v2/registry/devices?limit=ten', '#/limit'],
    ['/v2/registry/devices?cursor=bm9wZQ', '#/cursor'],
    ['/v2/registry/devices?imei=35391110000000x', '#/imei'],
    ['/v2/registry/devices?include_deleted=maybe', '#/include_deleted'],
    ['/v2/registry/devices?tag=prod', '#/tag'],
    ['/v2/registry/requests?status=done', '#/status/0'],
    ['/v2/registry/requests?updated_since=2026-01-01', '#/updated_since'],
  ])('GET %s → 400 at %s', async (path, pointer) => {
    h.newProject();
    const r = await h.call('GET', path);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.errors.map((e: any) => e.pointer)).toContain(pointer);
  });

  it.each([
    ['PATCH', '/v2/registry/devices/dev_0000001', { tags: 'prod' }, '#/tags'],
    ['PATCH', '/v2/registry/devices/dev_0000001', { tags: ['ok', 'ok'] }, '#/tags'],
    ['PATCH', '/v2/registry/devices/dev_0000001', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, '#/tags'],
    ['PATCH', '/v2/registry/devices/dev_0000001', { colour: 'red' }, '#/colour'],
    ['PATCH', '/v2/registry/devices/dev_0000001', {}, '#'],
    ['PATCH', '/v2/registry/devices/dev_0000001', { platform: 'symbian' }, '#/platform'],
    ['POST', '/v2/registry/devices/bulk', { items: [] }, '#/op'],
    ['POST', '/v2/registry/devices/bulk', { op: 'patch', items: [], dry_run: true }, '#/dry_run'],
    ['POST', '/v2/registry/requests', { title: '' }, '#/title'],
    ['POST', '/v2/registry/requests', { title: 'x', status: 'done' }, '#/status'],
    ['PATCH', '/v2/registry/requests/req_0000001', { assignee_id: 5 }, '#/assignee_id'],
    ['PATCH', '/v2/registry/requests/bulk', { id: 'req_0000001', status: 'open' }, '#'],
  ])('%s %s with %j → 400 at %s', async (method, path, body, pointer) => {
    h.newProject();
    const r = await h.call(method, path, { body });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: any) => e.pointer)).toContain(pointer);
  });

  it('refuses malformed JSON in a bulk call with 400 and applies nothing', async () => {
    h.newProject();
    const r = await h.call('POST', '/v2/registry/devices/bulk', { raw: '{"op":"patch","items":[{"id":"dev_0000001","tags":["x"]}', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('malformed_json');
    expect((await h.call('GET', '/v2/registry/devices/dev_0000001')).body.tags).not.toEqual(['x']);
  });

  it('refuses writes with a viewer token (403) and unknown ids with 404', async () => {
    h.newProject();
    const viewer = (await h.admin('POST', '/tokens', { role: 'viewer', projects: '*' })).body.access_token;
    const r = await h.call('POST', '/v2/registry/devices/bulk', { token: viewer, body: { op: 'patch', items: [] } });
    expect(r.status).toBe(403);
    expect((await h.call('PATCH', '/v2/registry/devices/dev_nope', { body: { name: 'x' } })).status).toBe(404);
    expect((await h.call('GET', '/v2/registry/requests/req_nope')).status).toBe(404);
  });

  it('answers an empty bulk call with 207 and no results', async () => {
    h.newProject();
    const r = await h.call('PATCH', '/v2/registry/requests/bulk', { body: [] });
    expect(r.status).toBe(207);
    expect(r.body).toEqual({ results: [], summary: { succeeded: 0, failed: 0 } });
  });
});

describe('assignees are users of the Auth API', () => {
  it('accepts a fixture user and refuses an unknown one with 422, singly and in bulk', async () => {
    h.newProject();
    const page = (await h.call('GET', '/v2/registry/requests?limit=500')).body.data;
    const user = page.find((r: any) => r.assignee_id !== null).assignee_id;
    const open = page.find((r: any) => r.status === 'open').id;
    expect((await h.call('PATCH', `/v2/registry/requests/${open}`, { body: { assignee_id: user } })).status).toBe(200);
    const bad = await h.call('PATCH', `/v2/registry/requests/${open}`, { body: { assignee_id: 'usr_nobody' } });
    expect(bad.status).toBe(422);
    const bulk = await h.call('PATCH', '/v2/registry/requests/bulk', { body: [{ id: open, assignee_id: 'usr_nobody' }, { id: open, assignee_id: null }] });
    expect(bulk.body.results.map((r: any) => r.status)).toEqual([422, 200]);
    expect((await h.call('GET', `/v2/registry/requests/${open}`)).body.assignee_id).toBeNull();
  });
});
