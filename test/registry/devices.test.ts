import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/core/bus.js';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'empty' });
const kiosk = { name: 'Kiosk 1', serial_number: 'SN-KIOSK-1', imei: '353911100000000', platform: 'ios', tags: ['prod', 'kiosk'] };

async function create(body: Record<string, unknown> = kiosk) {
  const r = await h.call('POST', '/v2/registry/devices', { body });
  expect(r.status).toBe(201);
  return r;
}

/** Domain events of one project while `fn` runs. */
async function eventsDuring(project: string, fn: () => Promise<void>): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  const stop = h.sb.deps.bus.subscribe((e) => {
    if (e.project === project) events.push(e);
  });
  try {
    await fn();
  } finally {
    stop();
  }
  return events;
}

describe('devices: create, read, update, delete (conventions; spec §2 fields id and tags)', () => {
  it('creates a device with a sorted tag set, an ETag and a Location', async () => {
    h.newProject();
    const r = await create();
    expect(r.body).toMatchObject({ name: 'Kiosk 1', imei: kiosk.imei, tags: ['kiosk', 'prod'] });
    expect(r.headers.get('etag')).toMatch(/^W\/"\d+"$/);
    expect(r.headers.get('location')).toBe(`/v2/registry/devices/${r.body.id}`);
  });

  it('patches given fields, replaces the tag set and changes the ETag', async () => {
    h.newProject();
    const created = await create();
    const r = await h.call('PATCH', `/v2/registry/devices/${created.body.id}`, { body: { tags: ['retired'], name: 'Old kiosk' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: created.body.id, name: 'Old kiosk', tags: ['retired'], serial_number: kiosk.serial_number });
    expect(r.headers.get('etag')).not.toBe(created.headers.get('etag'));
    expect(Date.parse(r.body.updated_at)).toBeGreaterThan(Date.parse(created.body.updated_at));
    const read = await h.call('GET', `/v2/registry/devices/${created.body.id}`);
    expect(read.body).toEqual(r.body);
    expect(read.headers.get('etag')).toBe(r.headers.get('etag'));
  });

  it('keeps the version of a patch that changes nothing', async () => {
    h.newProject();
    const created = await create();
    const r = await h.call('PATCH', `/v2/registry/devices/${created.body.id}`, { body: { tags: ['prod', 'kiosk'] } });
    expect(r.status).toBe(200);
    expect(r.headers.get('etag')).toBe(created.headers.get('etag'));
    expect(r.body.updated_at).toBe(created.body.updated_at);
  });

  it('answers If-Match with the wrong ETag with 412 and changes nothing; the right one applies', async () => {
    h.newProject();
    const created = await create();
    const id = created.body.id;
    const stale = await h.call('PATCH', `/v2/registry/devices/${id}`, { body: { tags: ['a'] }, headers: { 'if-match': 'W/"999999"' } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('precondition_failed');
    expect((await h.call('GET', `/v2/registry/devices/${id}`)).body.tags).toEqual(['kiosk', 'prod']);
    const fresh = await h.call('PATCH', `/v2/registry/devices/${id}`, { body: { tags: ['a'] }, headers: { 'if-match': created.headers.get('etag')! } });
    expect(fresh.status).toBe(200);
    const del = await h.call('DELETE', `/v2/registry/devices/${id}`, { headers: { 'if-match': created.headers.get('etag')! } });
    expect(del.status).toBe(412);
  });

  it('answers If-None-Match with the current ETag with 304', async () => {
    h.newProject();
    const created = await create();
    const r = await h.call('GET', `/v2/registry/devices/${created.body.id}`, { headers: { 'if-none-match': created.headers.get('etag')! } });
    expect(r.status).toBe(304);
  });

  it('deletes a device: 204, then 404, and a tombstone for syncs that ask for deletions', async () => {
    h.newProject();
    const created = await create();
    const id = created.body.id;
    expect((await h.call('DELETE', `/v2/registry/devices/${id}`)).status).toBe(204);
    expect((await h.call('GET', `/v2/registry/devices/${id}`)).status).toBe(404);
    expect((await h.call('DELETE', `/v2/registry/devices/${id}`)).status).toBe(404);
    expect((await h.call('GET', '/v2/registry/devices')).body.data).toEqual([]);
    const since = encodeURIComponent(created.body.updated_at);
    const sync = await h.call('GET', `/v2/registry/devices?updated_since=${since}&include_deleted=true`);
    expect(sync.body.data).toEqual([{ id, deleted: true, updated_at: expect.any(String) }]);
  });

  it('refuses an IMEI with a wrong Luhn digit (422) and a duplicate IMEI (409), on create and on patch', async () => {
    h.newProject();
    const bad = await h.call('POST', '/v2/registry/devices', { body: { ...kiosk, imei: '353911100000001' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].pointer).toBe('#/imei');
    const first = await create();
    const dup = await h.call('POST', '/v2/registry/devices', { body: { ...kiosk, serial_number: 'SN-2' } });
    expect(dup.status).toBe(409);
    const other = await create({ name: 'Other', serial_number: 'SN-3' });
    const patchDup = await h.call('PATCH', `/v2/registry/devices/${other.body.id}`, { body: { imei: kiosk.imei } });
    expect(patchDup.status).toBe(409);
    const same = await h.call('PATCH', `/v2/registry/devices/${first.body.id}`, { body: { imei: kiosk.imei, name: 'Renamed' } });
    expect(same.status).toBe(200);
  });

  it('finds devices by exact IMEI and serial number, including changed and created ones', async () => {
    h.newProject();
    const a = await create();
    await create({ name: 'B', serial_number: 'SN-B' });
    const byImei = await h.call('GET', `/v2/registry/devices?imei=${kiosk.imei}`);
    expect(byImei.body.data.map((d: any) => d.id)).toEqual([a.body.id]);
    await h.call('PATCH', `/v2/registry/devices/${a.body.id}`, { body: { serial_number: 'SN-NEW' } });
    expect((await h.call('GET', '/v2/registry/devices?serial_number=SN-KIOSK-1')).body.data).toEqual([]);
    expect((await h.call('GET', '/v2/registry/devices?serial_number=SN-NEW')).body.data.map((d: any) => d.id)).toEqual([a.body.id]);
    expect((await h.call('GET', `/v2/registry/devices?imei=${kiosk.imei}&serial_number=SN-B`)).body.data).toEqual([]);
  });

  it('publishes device.created, device.updated, device.tags_changed and device.deleted with the object after the change', async () => {
    const project = h.newProject();
    let created: any, renamed: any, retagged: any;
    const mine = await eventsDuring(project, async () => {
      created = await create();
      const id = created.body.id;
      renamed = await h.call('PATCH', `/v2/registry/devices/${id}`, { body: { name: 'Renamed' } });
      retagged = await h.call('PATCH', `/v2/registry/devices/${id}`, { body: { tags: ['spare'] } });
      await h.call('DELETE', `/v2/registry/devices/${id}`);
    });
    expect(mine.map((e) => e.type)).toEqual(['device.created', 'device.updated', 'device.updated', 'device.tags_changed', 'device.deleted']);
    expect(mine[0].data).toEqual(created.body);
    expect(mine[1].data).toEqual(renamed.body);
    expect(mine[3].data).toEqual(retagged.body);
    // A deletion carries the device's last version, stamped with the moment of the deletion.
    expect(mine[4].data).toEqual(retagged.body);
    expect(Date.parse(mine[4].timestamp)).toBeGreaterThan(Date.parse(retagged.body.updated_at));
  });
});
