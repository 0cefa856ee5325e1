import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { catalogueProblems, subscribe, useReceivers, verify, waitFor } from './receiver.js';

const h = useSandbox();
const receiver = useReceivers(h);

describe('Registry API events arrive as signed webhooks', () => {
  it('a device bulk patch of 3 items gives 3 device.updated and device.tags_changed where tags changed', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url, ['device.updated', 'device.tags_changed']);
    const [a, b, c] = (await h.call('GET', '/v2/registry/devices?limit=3')).body.data;
    const bulk = await h.call('POST', '/v2/registry/devices/bulk', {
      body: { op: 'patch', items: [{ id: a.id, tags: ['wh-a'] }, { id: b.id, name: 'Renamed, same tags' }, { id: c.id, tags: ['wh-c', 'wh-cc'] }] },
    });
    expect(bulk.status).toBe(207);
    expect(bulk.body.results.map((r: any) => r.status)).toEqual([200, 200, 200]);

    await waitFor(() => rx.received.length >= 5, 'five deliveries');
    await new Promise((r) => setTimeout(r, 100));
    expect(rx.received).toHaveLength(5);
    const payloads = rx.received.map((r) => verify(sub.secret, r) as any);
    const of = (type: string) => payloads.filter((p) => p.type === type).map((p) => p.data.id).sort();
    expect(of('device.updated')).toEqual([a.id, b.id, c.id].sort());
    expect(of('device.tags_changed')).toEqual([a.id, c.id].sort());
    expect(payloads.find((p) => p.type === 'device.tags_changed' && p.data.id === c.id).data.tags).toEqual(['wh-c', 'wh-cc']);
    expect(new Set(rx.received.map((r) => r.headers['webhook-id'])).size).toBe(5);
    for (const p of payloads) expect(await catalogueProblems(h, p)).toEqual([]);
  });

  it('delivers device.deleted with the last version, and the request events of a bulk change', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url, ['device.deleted', 'request.created', 'request.updated', 'request.status_changed']);
    const device = (await h.call('GET', '/v2/registry/devices?limit=1')).body.data[0];
    expect((await h.call('DELETE', `/v2/registry/devices/${device.id}`)).status).toBe(204);
    const request = await h.call('POST', '/v2/registry/requests', { body: { title: 'Screen cracked' } });
    expect(request.status).toBe(201);
    const bulk = await h.call('PATCH', '/v2/registry/requests/bulk', { body: [{ id: request.body.id, status: 'in_progress' }] });
    expect(bulk.status).toBe(207);

    await waitFor(() => rx.received.length >= 4, 'four deliveries');
    const payloads = rx.received.map((r) => verify(sub.secret, r) as any);
    const deleted = payloads.find((p) => p.type === 'device.deleted');
    expect(deleted.data).toEqual(device);
    expect(Date.parse(deleted.timestamp)).toBeGreaterThan(Date.parse(device.updated_at));
    expect(payloads.map((p) => p.type).sort()).toEqual(['device.deleted', 'request.created', 'request.status_changed', 'request.updated']);
    expect(payloads.find((p) => p.type === 'request.status_changed').data).toMatchObject({ id: request.body.id, status: 'in_progress' });
    for (const p of payloads) expect(await catalogueProblems(h, p)).toEqual([]);
  });
});
