import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ adminToken: 'admin-secret' });

describe('the control API under /_sandbox', () => {
  it('answers health without the admin token', async () => {
    const r = await send(`${h.url}/_sandbox/health`, 'GET');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', seed: 7, fixtures: 'default' });
  });

  it('refuses every other admin route without the admin token', async () => {
    const r = await send(`${h.url}/_sandbox/clock`, 'GET');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('invalid_token');
  });

  it('freezes, sets and advances the virtual clock', async () => {
    const set = await h.admin('POST', '/clock', { set: '2030-01-01T00:00:00.000Z', freeze: true });
    expect(set.body).toEqual({ now: '2030-01-01T00:00:00.000Z', frozen: true });
    await new Promise((r) => setTimeout(r, 20));
    expect((await h.admin('GET', '/clock')).body.now).toBe('2030-01-01T00:00:00.000Z');
    const advanced = await h.admin('POST', '/clock', { advance_seconds: 90 });
    expect(advanced.body.now).toBe('2030-01-01T00:01:30.000Z');
    const created = await h.call('POST', '/v2/registry/devices', { body: { name: 'x', serial_number: 'CLK' } });
    expect(created.body.created_at).toBe('2030-01-01T00:01:30.000Z');
    expect((await h.admin('POST', '/clock', { freeze: false })).body.frozen).toBe(false);
  });

  it('refuses a bad clock body with 400 naming the field', async () => {
    const r = await h.admin('POST', '/clock', { set: 'next tuesday' });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ pointer: '#/set', detail: 'must match format "date-time"' });
  });

  it('journals requests with credentials redacted', async () => {
    const project = h.newProject();
    await h.call('GET', '/v2/registry/devices?limit=1');
    const j = await h.admin('GET', `/journal?project=${project}`);
    expect(j.status).toBe(200);
    const entry = j.body.data[0];
    expect(entry).toMatchObject({ method: 'GET', path: '/v2/registry/devices', query: '?limit=1', status: 200, operation: 'listDevices' });
    expect(entry.request_headers.authorization).toBe('Bearer [redacted]');
    expect(JSON.stringify(j.body)).not.toContain(h.token);
  });

  it('mints tokens with a role, projects and a lifetime', async () => {
    const r = await h.admin('POST', '/tokens', { role: 'editor', projects: ['p1'], ttl_seconds: 120 });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ token_type: 'Bearer', role: 'editor', projects: ['p1'] });
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token: r.body.access_token, project: 'p1' })).status).toBe(200);
  });

  it('refuses a token for an unknown role with 422', async () => {
    const r = await h.admin('POST', '/tokens', { role: 'overlord', projects: '*' });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].pointer).toBe('#/role');
  });

  it('reseeds the fixtures', async () => {
    const before = await h.call('GET', '/v2/registry/devices?limit=1', { project: 'reseed' });
    expect((await h.admin('POST', '/seed', { seed: 99 })).body).toEqual({ seed: 99, fixtures: 'default' });
    const after = await h.call('GET', '/v2/registry/devices?limit=1', { project: 'reseed' });
    expect(after.body.data[0]).not.toEqual(before.body.data[0]);
    await h.admin('POST', '/seed', { seed: 7 });
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project: 'reseed' })).body).toEqual(before.body);
  });
});

describe('docs and the contract document', () => {
  it('serves the contract as JSON and YAML without auth', async () => {
    const json = await send(`${h.url}/openapi.json`, 'GET');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toBe('3.1.0');
    const yaml = await fetch(`${h.url}/openapi.yaml`);
    expect(yaml.headers.get('content-type')).toContain('yaml');
    expect(await yaml.text()).toContain('openapi: 3.1.0');
  });

  it('serves the docs page with its assets from the package, not a CDN', async () => {
    const page = await (await fetch(`${h.url}/docs`)).text();
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset.startsWith('/')).toBe(true);
      expect((await fetch(`${h.url}${asset}`)).status).toBe(200);
    }
  });
});
