import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'default', rateLimit: { enabled: false } });

interface Item {
  id: string;
  updated_at: string;
  deleted?: true;
  tags?: string[];
}

/** One sync pass: every page after `since`, following cursors; returns the items in order. */
async function pass(path: string, since: string): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const q: string = `updated_since=${encodeURIComponent(since)}&include_deleted=true&limit=7${cursor ? `&cursor=${cursor}` : ''}`;
    const r: { status: number; body: any } = await h.call('GET', `${path}?${q}`);
    expect(r.status).toBe(200);
    items.push(...r.body.data);
    cursor = r.body.next_cursor;
  } while (cursor);
  return items;
}

async function everything(path: string): Promise<Map<string, Item>> {
  const out = new Map<string, Item>();
  let cursor: string | null = null;
  do {
    const r: { body: any } = await h.call('GET', `${path}?limit=500${cursor ? `&cursor=${cursor}` : ''}`);
    for (const d of r.body.data) out.set(d.id, d);
    cursor = r.body.next_cursor;
  } while (cursor);
  return out;
}

describe('incremental sync with updated_since under concurrent writes (spec §4 rule 2; DESIGN §3 state model)', () => {
  it('never misses a change and never delivers the same version twice', async () => {
    h.newProject();
    const ids = [...(await everything('/v2/registry/devices')).keys()];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < 90; i++) {
        const id = ids[(i * 37) % ids.length];
        if (i % 9 === 4) await h.call('DELETE', `/v2/registry/devices/${id}`);
        else if (i % 9 === 7) await h.call('POST', '/v2/registry/devices', { body: { name: `New ${i}`, serial_number: `SYNC-${i}`, tags: ['new'] } });
        else await h.call('PATCH', `/v2/registry/devices/${id}`, { body: { tags: [`round-${i}`] } });
      }
      writing = false;
    })();

    const mirror = new Map<string, Item>();
    const delivered = new Set<string>();
    let since = '2000-01-01T00:00:00Z';
    let passes = 0;
    const reader = (async () => {
      for (let quiet = 0; quiet < 2; ) {
        const items = await pass('/v2/registry/devices', since);
        passes++;
        for (let i = 1; i < items.length; i++) {
          // Change order: strictly increasing updated_at across the whole pass, pages included.
          expect(Date.parse(items[i].updated_at)).toBeGreaterThan(Date.parse(items[i - 1].updated_at));
        }
        for (const item of items) {
          const version = `${item.id}@${item.updated_at}`;
          expect(delivered.has(version), `${version} delivered twice`).toBe(false);
          delivered.add(version);
          if (item.deleted) mirror.delete(item.id);
          else mirror.set(item.id, item);
          since = item.updated_at;
        }
        quiet = writing ? 0 : quiet + 1;
      }
    })();
    await Promise.all([writer, reader]);

    expect(passes).toBeGreaterThan(2);
    const truth = await everything('/v2/registry/devices');
    expect(mirror.size).toBe(truth.size);
    for (const [id, device] of truth) expect(mirror.get(id), id).toEqual(device);
  });

  it('returns an object changed again at its new version, once, in a later pass', async () => {
    h.newProject();
    const start = (await h.call('PATCH', '/v2/registry/devices/dev_0000001', { body: { tags: ['a'] } })).body.updated_at;
    await h.call('PATCH', '/v2/registry/devices/dev_0000002', { body: { tags: ['b'] } });
    await h.call('PATCH', '/v2/registry/devices/dev_0000001', { body: { tags: ['c'] } });
    const items = await pass('/v2/registry/devices', start);
    expect(items.map((d) => [d.id, d.tags])).toEqual([['dev_0000002', ['b']], ['dev_0000001', ['c']]]);
  });

  it('syncs requests the same way', async () => {
    h.newProject();
    const before = await everything('/v2/registry/requests');
    expect(before.size).toBe(120);
    const id = [...before.keys()][0];
    const since = (await h.call('POST', '/v2/registry/requests', { body: { title: 'first' } })).body.updated_at;
    await h.call('DELETE', `/v2/registry/requests/${id}`);
    const items = await pass('/v2/registry/requests', since);
    expect(items).toEqual([{ id, deleted: true, updated_at: expect.any(String) }]);
  });
});
