import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

describe('projects are isolated tenants (X-Service-Project, spec §5 rule 3)', () => {
  it('keeps an object created in project A invisible from project B', async () => {
    const a = h.newProject();
    const b = h.newProject();
    const created = await h.call('POST', '/v2/registry/devices', { project: a, body: { name: 'Only in A', serial_number: 'A-1' } });
    expect(created.status).toBe(201);
    expect((await h.call('GET', `/v2/registry/devices/${created.body.id}`, { project: a })).status).toBe(200);
    const fromB = await h.call('GET', `/v2/registry/devices/${created.body.id}`, { project: b });
    expect(fromB.status).toBe(404);
    const listB = await h.call('GET', '/v2/registry/devices?serial_number=A-1', { project: b });
    expect(listB.body.data).toEqual([]);
  });

  it('starts every new project from the same fixtures', async () => {
    const a = await h.call('GET', '/v2/registry/devices?limit=5', { project: h.newProject() });
    const b = await h.call('GET', '/v2/registry/devices?limit=5', { project: h.newProject() });
    expect(a.body.data).toHaveLength(5);
    expect(b.body).toEqual(a.body);
  });

  it('resets one project to the fixtures and leaves the others alone', async () => {
    const a = h.newProject();
    const b = h.newProject();
    for (const p of [a, b]) await h.call('POST', '/v2/registry/devices', { project: p, body: { name: 'x', serial_number: `R-${p}` } });
    expect((await h.admin('POST', '/reset', { project: a })).status).toBe(200);
    expect((await h.call('GET', `/v2/registry/devices?serial_number=R-${a}`, { project: a })).body.data).toHaveLength(0);
    expect((await h.call('GET', `/v2/registry/devices?serial_number=R-${b}`, { project: b })).body.data).toHaveLength(1);
  });

  it('gives the same ids to the same requests in a fresh project', async () => {
    const ids = [];
    for (const p of ['same-ids-1', 'same-ids-1']) {
      await h.admin('POST', '/reset', { project: p });
      const r = await h.call('POST', '/v2/registry/devices', { project: p, body: { name: 'x', serial_number: 'S' } });
      ids.push(r.body.id);
    }
    expect(ids[0]).toBe(ids[1]);
  });
});

describe('ETag and conditional GET (RFC 9110)', () => {
  it('answers If-None-Match with the current ETag with 304', async () => {
    const first = await h.call('GET', '/v2/registry/devices?limit=1');
    const id = first.body.data[0].id;
    const one = await h.call('GET', `/v2/registry/devices/${id}`);
    const etag = one.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"\d+"$/);
    const again = await h.call('GET', `/v2/registry/devices/${id}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});
