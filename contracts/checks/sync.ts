/**
 * Spec §4 rule 2: `updated_since` returns only objects changed after a given moment. Whether it
 * is a query parameter and its format are not shown, so every check here uses our form (a query
 * parameter, RFC 3339, `updated_at` on each object) and is a convention.
 */
import type { CheckDefinition, Device } from '../../src/contract/types.js';

const LIST = 'GET /v2/registry/devices';
const CREATE = 'POST /v2/registry/devices';
const BULK = 'POST /v2/registry/devices/bulk';
const DELETE = 'DELETE /v2/registry/devices/{id}';

const meta = { basis: 'convention', safety: 'isolated-writes', tags: ['registry', 'sync'] } as const;

export default [
  {
    ...meta,
    id: 'sync.updated-since-after-only',
    title: 'updated_since returns the objects changed strictly after the moment, and no other',
    ref: '§4 rule 2; query parameter and RFC 3339 are conventions (docs/conventions.md, updated_since)',
    uses: [LIST, CREATE],
    async run(t) {
      const [first, second] = await t.given('two devices created one after the other', () => t.createDevices(2));
      const since = String(first.updated_at);
      const got = await t.when(`devices are listed with updated_since = the first one's updated_at`, () => t.listAll<Device>('/v2/registry/devices', { updated_since: since }));
      await t.then('the second is there, the first is not, and every object changed after the moment', () => {
        const ids = got.map((d) => d.id);
        t.expect(ids.includes(second.id), `device ${second.id}, changed after ${since}, is missing`);
        t.expect(!ids.includes(first.id), `device ${first.id}, changed at ${since} (not after), was returned`);
        const early = got.find((d) => !(Date.parse(String(d.updated_at)) > Date.parse(since)));
        t.expect(!early, `device ${early?.id} has updated_at ${early?.updated_at}, not after ${since}`);
      });
    },
  },
  {
    ...meta,
    id: 'sync.updated-since-sees-changes',
    title: 'An object changed after the moment comes back, once, at its latest version',
    ref: '§4 rule 2; docs/conventions.md (updated_since, change order)',
    uses: [LIST, CREATE, BULK],
    async run(t) {
      const [a, b] = await t.given('two devices created one after the other', () => t.createDevices(2));
      const since = String(b.updated_at);
      const tags = [...t.run.tags, t.unique('changed')];
      await t.when('the first device is patched', () => t.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: [{ id: a.id, tags }] } }));
      const got = await t.when('devices are listed with updated_since = the second one\'s updated_at', () => t.listAll<Device>('/v2/registry/devices', { updated_since: since }));
      await t.then('the patched device is there once, with its new tags; the second is not', () => {
        const hits = got.filter((d) => d.id === a.id);
        t.expect(hits.length === 1, `the patched device appears ${hits.length} times`);
        t.expect(JSON.stringify([...hits[0].tags].sort()) === JSON.stringify([...tags].sort()), `it has tags ${JSON.stringify(hits[0].tags)}`);
        t.expect(!got.some((d) => d.id === b.id), 'the unchanged device was returned');
      });
    },
  },
  {
    ...meta,
    id: 'sync.include-deleted-tombstones',
    title: 'With include_deleted=true a deleted object is listed as a tombstone',
    ref: 'docs/conventions.md (updated_since, include_deleted)',
    uses: [LIST, CREATE, DELETE],
    async run(t) {
      const [a] = await t.given('a device', () => t.createDevices(1));
      const since = String(a.updated_at);
      const del = await t.when('it is deleted', () => t.call('DELETE', `/v2/registry/devices/${encodeURIComponent(a.id)}`));
      const got = await t.when('changes since its creation are listed with include_deleted=true', () => t.listAll<any>('/v2/registry/devices', { updated_since: since, include_deleted: true }));
      await t.then('a tombstone {id, deleted: true, updated_at} names it', () => {
        t.expect(del.status === 204, `DELETE answered ${del.status}`, del);
        const stone = got.find((d) => d.id === a.id);
        t.expect(stone?.deleted === true && typeof stone.updated_at === 'string', `no tombstone for ${a.id}: ${JSON.stringify(stone)}`);
      });
    },
  },
] satisfies CheckDefinition[];
