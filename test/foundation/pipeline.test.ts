import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ bodyLimitBytes: 16 * 1024 });

/** A POST whose body goes out in chunks, with no Content-Length (as a streaming client sends it). */
function chunked(path: string, chunks: string[], project: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(`${h.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'x-service-project': project, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe('what every answer carries', () => {
  it('gives a platform answer its request id, the rate limit state and Vary: Origin', async () => {
    const r = await h.call('GET', '/v2/registry/devices?limit=1');
    expect(r.status).toBe(200);
    expect(r.headers.get('x-request-id')).toMatch(/^req_/);
    expect(r.headers.get('ratelimit-policy')).toBe('"default";q=200;w=1');
    expect(r.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/);
    expect(r.headers.get('vary')).toBe('Origin');
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("echoes the client's request id on an error, and on an answer no handler of ours built", async () => {
    const missing = await h.call('GET', '/v2/registry/gadgets', { headers: { 'x-request-id': 'client-42' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('client-42');
    const unauthorized = await h.call('GET', '/v2/registry/devices', { token: null, headers: { 'x-request-id': 'client-43' } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('x-request-id')).toBe('client-43');
    expect(unauthorized.headers.get('www-authenticate')).toContain('Bearer');
    const contract = await fetch(`${h.url}/openapi.json`, { headers: { 'x-request-id': 'client-44' } });
    expect(contract.status).toBe(200);
    expect(contract.headers.get('x-request-id')).toBe('client-44');
    expect((await contract.json()).openapi).toMatch(/^3\.1/);
  });
});

describe('CORS for browsers on the developer machine', () => {
  it('answers a preflight from a localhost origin with what the page may send and read', async () => {
    const r = await fetch(`${h.url}/v2/registry/devices`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, x-service-project' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(r.headers.get('access-control-allow-headers')).toContain('X-Service-Project');
    expect(r.headers.get('access-control-max-age')).toBe('600');
    expect(r.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('lets a localhost page read an answer and its headers, and no other origin', async () => {
    const headers = { authorization: `Bearer ${h.token}`, 'x-service-project': h.newProject() };
    const local = await fetch(`${h.url}/v2/registry/devices?limit=1`, { headers: { ...headers, origin: 'http://127.0.0.1:3000' } });
    expect(local.status).toBe(200);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(local.headers.get('access-control-expose-headers')).toContain('RateLimit');
    expect(local.headers.get('vary')).toContain('Origin');
    expect(local.headers.get('x-request-id')).toMatch(/^req_/);
    expect((await local.json()).data).toHaveLength(1);
    const foreign = await fetch(`${h.url}/v2/registry/devices?limit=1`, { headers: { ...headers, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a body sent in chunks, without Content-Length', () => {
  it('is read and applied when it is within the limit', async () => {
    const project = h.newProject();
    const r = await chunked('/v2/registry/devices', ['{"name": "Chunked",', ' "serial_number": "CHUNK-1"}'], project);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: 'Chunked', serial_number: 'CHUNK-1' });
  });

  it('is refused with 413 once it passes the limit, and nothing of it is applied', async () => {
    const project = h.newProject();
    const items = Array.from({ length: 400 }, (_, i) => ({ name: `Device ${i}`, serial_number: `BIG-${i}` }));
    const text = JSON.stringify({ op: 'create', items });
    expect(text.length).toBeGreaterThan(16 * 1024);
    const r = await chunked('/v2/registry/devices/bulk', text.match(/.{1,4096}/g)!, project);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ status: 413, code: 'payload_too_large' });
    const listed = await h.call('GET', '/v2/registry/devices?serial_number=BIG-0', { project });
    expect(listed.body.data).toEqual([]);
  });
});
