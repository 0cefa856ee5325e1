import { request } from 'node:http';
import { connect } from 'node:net';
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
    const doc = await contract.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    // A relative server: Swagger UI's "Try it out" calls the origin that served the document, on any port.
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(new URL(doc.servers[0].url, `${h.url}/openapi.json`).origin).toBe(new URL(h.url).origin);
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

/** Writes raw HTTP/1.1 requests in ONE write on one socket; resolves with the answers as they came. */
function pipelined(url: string, requests: string[], count: number): Promise<{ status: number; headers: string; body: string }[]> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(requests.join('')));
    let buffer = Buffer.alloc(0);
    const answers: { status: number; headers: string; body: string }[] = [];
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString('latin1');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        answers.push({ status: Number(head.slice(9, 12)), headers: head, body: buffer.subarray(end + 4, end + 4 + length).toString('utf8') });
        buffer = buffer.subarray(end + 4 + length);
        if (answers.length === count) {
          socket.end();
          resolve(answers);
          return;
        }
      }
    });
    socket.on('error', reject);
  });
}

describe('answers leave at the end of the turn (decision 0016)', () => {
  it('answers twenty requests pipelined on one connection in their order, each with its own object', async () => {
    const project = h.newProject();
    const list = await h.call<{ data: { id: string }[] }>('GET', '/v2/registry/devices?limit=20', { project });
    const ids = list.body.data.map((d) => d.id);
    expect(ids).toHaveLength(20);
    const host = new URL(h.url).host;
    const requests = ids.map(
      (id, i) => `GET /v2/registry/devices/${id} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${h.token}\r\nX-Service-Project: ${project}\r\nX-Request-Id: pipe-${i}\r\n\r\n`,
    );
    const answers = await pipelined(h.url, requests, ids.length);
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    expect(answers.map((a) => JSON.parse(a.body).id)).toEqual(ids);
    expect(answers.map((a) => /x-request-id: (\S+)/i.exec(a.headers)?.[1])).toEqual(ids.map((_, i) => `pipe-${i}`));
  });

  it('answers a slow call and quick ones sent beside it, each with its own answer', async () => {
    const project = h.newProject();
    const [created, ...quick] = await Promise.all([
      h.call('POST', '/v2/registry/devices', { project, body: { name: 'Beside the quick ones', platform: 'android', serial_number: 'SNTURN0001', tags: ['turn'] } }),
      ...Array.from({ length: 10 }, () => h.call('GET', '/v2/registry/devices?limit=1', { project })),
    ]);
    expect(created.status).toBe(201);
    expect(quick.map((r) => r.status)).toEqual(quick.map(() => 200));
    expect((await h.call('GET', `/v2/registry/devices/${created.body.id}`, { project })).body.name).toBe('Beside the quick ones');
  });
});
