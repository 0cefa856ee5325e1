import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/server.js';
import { send, useSandbox } from '../helpers/sandbox.js';
import { fixture, PLATFORM } from './helpers.js';

const options = { platformOpenapi: [PLATFORM, fixture('openapi-30.yaml')] };
const t = useSandbox(options);

describe('operations answered from the platform document', () => {
  it('answers a POST search we do not emulate from its schema, with its declared header', async () => {
    const r = await t.call('POST', '/v2/registry/devices/search', { body: { query: 'lab', limit: 5 } });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-sandbox-source')).toBe('schema');
    expect(r.headers.get('content-type')).toBe('application/json');
    expect(r.body).toEqual({ matches: expect.any(Array), took_ms: expect.any(Number) });
    for (const m of r.body.matches) expect(m.id).toMatch(/^dev_\d{7}$/);
    expect(Number(r.headers.get('x-search-took'))).toBeGreaterThanOrEqual(0);
  });

  it('gives the same body for the same request, and another for another request', async () => {
    const a = await t.call('POST', '/v2/registry/devices/search', { body: { query: 'same' } });
    const b = await t.call('POST', '/v2/registry/devices/search', { body: { query: 'same' } });
    const c = await t.call('POST', '/v2/registry/devices/search', { body: { query: 'other' } });
    expect(b.body).toEqual(a.body);
    expect(c.body).not.toEqual(a.body);
  });

  it('validates the request against the document, naming the field', async () => {
    const r = await t.call('POST', '/v2/registry/devices/search', { body: { qery: 'x' } });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(r.body.errors).toEqual(expect.arrayContaining([{ in: 'body', pointer: '#/query', detail: 'is required' }, { in: 'body', pointer: '#/qery', detail: 'is not a known field' }]));
    const q = await t.call('GET', '/v2/registry/firmware');
    expect(q.status).toBe(400);
    expect(q.body.errors).toEqual([{ in: 'query', pointer: '#/channel', detail: 'is required' }]);
    const h = await t.call('POST', '/v2/registry/devices/search', { body: { query: 'x' }, headers: { 'x-trace': 'not hex' } });
    expect(h.status).toBe(400);
    expect(h.body.errors).toEqual([{ in: 'header', pointer: '#/x-trace', detail: 'must match pattern "^[0-9a-f]{8}$"' }]);
    expect((await t.call('POST', '/v2/registry/devices/search', { body: { query: 'x' }, headers: { 'x-trace': '0badc0de' } })).status).toBe(200);
    const e = await t.call('GET', '/v2/registry/firmware?channel=nightly');
    expect(e.status).toBe(400);
    expect(e.body.errors[0]).toMatchObject({ in: 'query', pointer: '#/channel', detail: 'must be one of stable, beta' });
  });

  it('answers with the first example, or the one Prefer names', async () => {
    const first = await t.call('GET', '/v2/registry/firmware?channel=stable');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-sandbox-source')).toBe('example');
    expect(first.body).toEqual([{ version: '14.2.1', released: '2026-03-01' }]);
    const beta = await t.call('GET', '/v2/registry/firmware?channel=beta', { headers: { prefer: 'example=beta' } });
    expect(beta.body).toEqual([{ version: '15.0.0-beta.3', released: '2026-05-20' }]);
    const unknown = await t.call('GET', '/v2/registry/firmware?channel=beta', { headers: { prefer: 'example=nightly' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('Prefer: example=nightly is not an example of listFirmware; its examples: stable, beta');
  });

  it('answers a declared status on Prefer: code=, and generates instead of the example on Prefer: dynamic=true', async () => {
    const missing = await t.call('GET', '/v2/registry/firmware?channel=stable', { headers: { prefer: 'code=404' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    const undeclared = await t.call('GET', '/v2/registry/firmware?channel=stable', { headers: { prefer: 'code=418' } });
    expect(undeclared.status).toBe(400);
    expect(undeclared.body.errors).toEqual([{ in: 'header', pointer: '#/Prefer', detail: 'code must be one of 200, 404, default' }]);
    const dynamic = await t.call('GET', '/v2/registry/firmware?channel=stable', { headers: { prefer: 'dynamic=true' } });
    expect(dynamic.status).toBe(200);
    expect(dynamic.headers.get('x-sandbox-source')).toBe('schema');
    expect(dynamic.body).not.toEqual([{ version: '14.2.1', released: '2026-03-01' }]);
    for (const item of dynamic.body) expect(item).toHaveProperty('version');
  });

  it('applies auth, the project and the journal as to every call', async () => {
    const anonymous = await t.call('POST', '/v2/registry/devices/search', { token: null, body: { query: 'x' } });
    expect(anonymous.status).toBe(401);
    // Without X-Service-Project, and with a token valid everywhere, a document's operation works in its default project.
    const noProject = await t.call('POST', '/v2/registry/devices/search', { project: null, body: { query: 'x' } });
    expect(noProject.status).toBe(200);
    expect((await t.admin('GET', '/journal?project=default')).body.data[0]).toMatchObject({ path: '/v2/registry/devices/search', project: 'default' });
    const project = t.newProject();
    await t.call('POST', '/v2/registry/devices/search', { body: { query: 'journaled' } });
    const journal = await t.admin('GET', `/journal?project=${project}`);
    expect(journal.body.data[0]).toMatchObject({ method: 'POST', path: '/v2/registry/devices/search', status: 200 });
  });

  it('replays a POST with the same Idempotency-Key, and refuses the key with another body', async () => {
    t.newProject();
    const headers = { 'idempotency-key': 'platform-key-1' };
    const first = await t.call('POST', '/v2/registry/device-groups', { headers, body: { name: 'once' } });
    const again = await t.call('POST', '/v2/registry/device-groups', { headers, body: { name: 'once' } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await t.call('GET', '/v2/registry/device-groups')).body.data).toHaveLength(1);
    expect((await t.call('POST', '/v2/registry/device-groups', { headers, body: { name: 'other' } })).status).toBe(422);
  });

  it('lets a fault scenario fail an operation answered from the document, as any call', async () => {
    const project = t.newProject();
    const scenario = { name: 'search-down', description: 'the search is down once', rules: [{ match: { method: 'POST', path: '/v2/registry/devices/search', times: 1 }, fault: { kind: 'status', status: 503 } }] };
    expect((await t.admin('POST', `/scenarios/projects/${project}`, { scenario })).status).toBe(201);
    const failed = await t.call('POST', '/v2/registry/devices/search', { body: { query: 'x' } });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('x-sandbox-fault')).toMatch(/^search-down/);
    expect((await t.call('POST', '/v2/registry/devices/search', { body: { query: 'x' } })).status).toBe(200);
  });

  it('marks our own answers emulated, and answers a converted OpenAPI 3.0 document under its server path', async () => {
    const ours = await t.call('GET', '/v2/registry/devices?limit=1');
    expect(ours.status).toBe(200);
    expect(ours.headers.get('x-sandbox-source')).toBe('emulated');
    const warranty = await t.call('GET', '/v1/assets/warranties/w-1');
    expect(warranty.status).toBe(200);
    expect(warranty.body).toMatchObject({ id: expect.any(String), ends_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // nullable: true became a null type; maxLength 0 leaves "" or null
    expect(['', null]).toContain(warranty.body.note);
  });

  it('serves the union at /openapi.json, each operation marked with its source', async () => {
    const r = await send(`${t.url}/openapi.json`, 'GET');
    const paths = r.body.paths;
    expect(paths['/v2/registry/device-groups'].post['x-sandbox-source']).toBe('inferred-crud');
    expect(paths['/v2/registry/devices/search'].post['x-sandbox-source']).toBe('schema');
    expect(paths['/v2/registry/firmware'].get['x-sandbox-source']).toBe('example');
    expect(paths['/v2/registry/devices'].get['x-sandbox-source']).toBe('emulated');
    expect(paths['/v1/assets/licenses'].get['x-sandbox-source']).toBe('sandbox-only');
  });

  it('gives the same answer after a restart with the same seed, another with another seed', async () => {
    const body = { query: 'restart' };
    const project = 'restart-proof';
    const before = await t.call('POST', '/v2/registry/devices/search', { project, body });
    for (const [seed, same] of [[7, true], [8, false]] as const) {
      const again = await startSandbox({ port: 0, seed, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', ...options });
      try {
        const r = await send(`${again.url}/v2/registry/devices/search`, 'POST', { body, token: again.operatorToken, project });
        if (same) expect(r.body).toEqual(before.body);
        else expect(r.body).not.toEqual(before.body);
      } finally {
        await again.stop();
      }
    }
  });
});
