/**
 * Spec §4 rules 3-5 and §7: the device bulk call. Normative oracles read only what the spec
 * gives: the status 207, "one result per item, each with its own status" (found wherever the body
 * keeps it), and the devices' `tags` read back with GET. The body shapes, the per-item statuses
 * and the answer to 501 items are conventions (DESIGN §4).
 */
import type { CheckContext, CheckDefinition, Reply } from '../../src/contract/types.js';

const BULK = 'POST /v2/registry/devices/bulk';
const GET = 'GET /v2/registry/devices/{id}';
const CREATE = 'POST /v2/registry/devices';

const sorted = (tags: unknown) => (Array.isArray(tags) ? [...tags].map(String).sort() : tags);
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

function bulk(t: CheckContext, items: unknown[], headers?: Record<string, string>): Promise<Reply> {
  return t.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items }, headers });
}

/** Ids no device has: items that must fail, whatever a target answers for them. */
function missingIds(t: CheckContext, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${t.unique('missing')}-${i}`);
}

async function tagsOf(t: CheckContext, id: string): Promise<{ tags: unknown; reply: Reply }> {
  const reply = await t.call('GET', `/v2/registry/devices/${encodeURIComponent(id)}`);
  if (reply.status !== 200) t.inconclusive(`reading device ${id} back answered ${reply.status}`);
  return { tags: reply.body?.tags, reply };
}

/**
 * "One result per item, each with its own status" without assuming the shape: some array in the
 * body holds exactly one object per item, and each of them has a member named like a status.
 */
export function perItemResults(body: unknown, count: number): unknown[] | undefined {
  const arrays: unknown[][] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 3 || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) arrays.push(v);
    for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(body, 0);
  return arrays.find((a) => a.length === count && a.every((x) => x && typeof x === 'object' && Object.keys(x).some((k) => /status/i.test(k))));
}

const newTags = (t: CheckContext, label: string) => [...t.run.tags, t.unique(label)];
/** Items that patch devices which do not exist (tagged like everything the run sends). */
const missingItems = (t: CheckContext, n: number) => missingIds(t, n).map((id) => ({ id, tags: [...t.run.tags] }));
const meta = { safety: 'isolated-writes', tags: ['registry', 'bulk'] } as const;

export default [
  {
    id: 'bulk.processed-207',
    title: 'A bulk call that processes its items answers 207',
    basis: 'normative',
    ref: '§4 rule 4; §7 rule 1',
    ...meta,
    uses: [BULK, CREATE],
    async run(t) {
      const devices = await t.given('two devices', () => t.createDevices(2));
      const r = await t.when('both are patched in one bulk call', () => bulk(t, devices.map((d) => ({ id: d.id, tags: newTags(t, 'p207') }))));
      await t.then('the status is 207', () => t.expect(r.status === 207, `expected 207, got ${r.status}`, r));
    },
  },
  {
    id: 'bulk.all-failed-207',
    title: 'A bulk call whose items all fail still answers 207',
    basis: 'normative',
    ref: '§7 rule 1',
    ...meta,
    uses: [BULK],
    async run(t) {
      const r = await t.when('two devices that do not exist are patched', () => bulk(t, missingItems(t, 2)));
      await t.then('the status is 207', () => t.expect(r.status === 207, `expected 207, got ${r.status}`, r));
    },
  },
  {
    id: 'bulk.one-result-per-item',
    title: 'A processed bulk call has one result per item, each with its own status',
    basis: 'normative',
    ref: '§4 rule 4 (PATCH/POST bulk: "one result per item, each with its own status")',
    ...meta,
    uses: [BULK, CREATE],
    async run(t) {
      const devices = await t.given('two devices', () => t.createDevices(2));
      const items = [{ id: devices[0].id, tags: newTags(t, 'r1') }, missingItems(t, 1)[0], { id: devices[1].id, tags: newTags(t, 'r3') }];
      const r = await t.when('three items (one of a missing device) are sent', () => bulk(t, items));
      await t.then('the body holds three results, each carrying a status', () => {
        t.expect(r.status === 207, `expected 207, got ${r.status}`, r);
        t.expect(perItemResults(r.body, 3) !== undefined, 'no array of exactly 3 results with a status each in the body', r);
      });
    },
  },
  {
    id: 'bulk.no-rollback',
    title: 'A failed item does not undo the items that succeeded',
    basis: 'normative',
    ref: '§4 rule 5; §7 rule 2',
    ...meta,
    uses: [BULK, CREATE, GET],
    async run(t) {
      const [a, b] = await t.given('two devices', () => t.createDevices(2));
      const ta = newTags(t, 'keep-a');
      const tb = newTags(t, 'keep-b');
      const r = await t.when('a bulk call patches both around an item that fails', () => bulk(t, [{ id: a.id, tags: ta }, missingItems(t, 1)[0], { id: b.id, tags: tb }]));
      const after = await t.when('both devices are read back', async () => [await tagsOf(t, a.id), await tagsOf(t, b.id)]);
      await t.then('both patches are applied', () => {
        t.expect(r.status === 207, `expected 207, got ${r.status}`, r);
        t.expect(same(after[0].tags, ta), `device ${a.id} has tags ${JSON.stringify(after[0].tags)}, expected ${JSON.stringify(ta)}`, after[0].reply);
        t.expect(same(after[1].tags, tb), `device ${b.id} has tags ${JSON.stringify(after[1].tags)}, expected ${JSON.stringify(tb)}`, after[1].reply);
      });
    },
  },
  {
    id: 'bulk.accepts-500',
    title: 'A bulk call of 500 items is processed',
    basis: 'normative',
    ref: '§4 rule 3; §8',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'limits'],
    uses: [BULK, CREATE, GET],
    async run(t) {
      const [a, b] = await t.given('two devices', () => t.createDevices(2));
      const ta = newTags(t, 'five-hundred');
      const items = [{ id: a.id, tags: ta }, ...missingItems(t, 498), { id: b.id, tags: ta }];
      const r = await t.when('500 items are sent (two of existing devices)', () => bulk(t, items));
      const after = await t.when('the two devices are read back', async () => [await tagsOf(t, a.id), await tagsOf(t, b.id)]);
      await t.then('207, and the first and last items are applied', () => {
        t.expect(r.status === 207, `expected 207, got ${r.status}`, r);
        t.expect(same(after[0].tags, ta) && same(after[1].tags, ta), 'an item of a 500-item call was not applied', after[1].reply);
      });
    },
  },
  {
    id: 'bulk.refuses-501-applies-nothing',
    title: 'Nothing of a 501-item bulk call is applied',
    basis: 'normative',
    ref: '§4 rule 3; §8',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'limits'],
    uses: [BULK, CREATE, GET],
    async run(t) {
      const [a, b] = await t.given('two devices', () => t.createDevices(2));
      const items = [{ id: a.id, tags: newTags(t, 'over') }, ...missingItems(t, 499), { id: b.id, tags: newTags(t, 'over') }];
      await t.when('501 items are sent (two of existing devices)', () => bulk(t, items));
      const after = await t.when('the two devices are read back', async () => [await tagsOf(t, a.id), await tagsOf(t, b.id)]);
      await t.then('neither device changed', () => {
        t.expect(same(after[0].tags, a.tags), `device ${a.id} changed to ${JSON.stringify(after[0].tags)}`, after[0].reply);
        t.expect(same(after[1].tags, b.tags), `device ${b.id} changed to ${JSON.stringify(after[1].tags)}`, after[1].reply);
      });
    },
  },
  {
    id: 'bulk.over-500-413',
    title: 'A bulk call of more than 500 items is refused with 413',
    basis: 'convention',
    ref: 'DESIGN §4 (Bulk request envelope); RFC 9110 §15.5.14',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'limits'],
    uses: [BULK],
    async run(t) {
      const r = await t.when('501 items of missing devices are sent', () => bulk(t, missingItems(t, 501)));
      await t.then('413 problem', () => t.expect(r.status === 413, `expected 413, got ${r.status}`, r));
    },
  },
  {
    id: 'bulk.result-shape',
    title: 'Bulk results are {results:[{index,id,status,error?}], summary} in input order',
    basis: 'convention',
    ref: 'DESIGN §4 (Bulk result)',
    ...meta,
    uses: [BULK, CREATE],
    async run(t) {
      const [a] = await t.given('a device', () => t.createDevices(1));
      const missing = missingIds(t, 1)[0];
      const r = await t.when('one good and one missing item are sent', () => bulk(t, [{ id: a.id, tags: newTags(t, 'shape') }, { id: missing, tags: [...t.run.tags] }]));
      await t.then('results in input order with 200 and 404, and a summary', () => {
        const results = r.body?.results;
        t.expect(Array.isArray(results) && results.length === 2, 'results is not an array of 2', r);
        t.expect(results[0].index === 0 && results[0].id === a.id && results[0].status === 200, `first result is ${JSON.stringify(results[0])}`, r);
        t.expect(results[1].index === 1 && results[1].id === missing && results[1].status === 404 && results[1].error, `second result is ${JSON.stringify(results[1])}`, r);
        t.expect(r.body?.summary?.succeeded === 1 && r.body?.summary?.failed === 1, `summary is ${JSON.stringify(r.body?.summary)}`, r);
      });
    },
  },
] satisfies CheckDefinition[];
