/**
 * Spec §4: PATCH /v2/registry/requests/bulk changes status and assignee of many requests and
 * answers 207 with one result per item (rules 3-5, §7). The body shape (an array of
 * `{id, status?, assignee_id?}`), the request fields and the statuses are conventions, so only
 * the status code and the per-item results are normative; reading a request back is a convention.
 */
import type { CheckContext, CheckDefinition, Reply } from '../../src/contract/types.js';
import { perItemResults } from './bulk.js';

const BULK = 'PATCH /v2/registry/requests/bulk';
const CREATE = 'POST /v2/registry/requests';
const GET = 'GET /v2/registry/requests/{id}';

interface RequestRecord {
  id: string;
  status?: string;
}

async function createRequests(t: CheckContext, count: number): Promise<RequestRecord[]> {
  const out: RequestRecord[] = [];
  for (let i = 0; i < count; i++) {
    const r = await t.call<RequestRecord>('POST', '/v2/registry/requests', { body: { title: `contract runner ${t.run.id} #${i + 1}` } });
    if (r.status !== 201 || typeof r.body?.id !== 'string') t.inconclusive(`setup failed: creating a request answered ${r.status} (POST /v2/registry/requests is a convention)`);
    t.remember(`/v2/registry/requests/${encodeURIComponent(r.body.id)}`, `request ${r.body.id}`);
    out.push(r.body);
  }
  return out;
}

const bulk = (t: CheckContext, items: unknown[], headers?: Record<string, string>): Promise<Reply> => t.call('PATCH', '/v2/registry/requests/bulk', { body: items, headers });
const missing = (t: CheckContext) => t.unique('missing-request');

async function statusOf(t: CheckContext, id: string): Promise<{ status: unknown; reply: Reply }> {
  const reply = await t.call('GET', `/v2/registry/requests/${encodeURIComponent(id)}`);
  if (reply.status !== 200) t.inconclusive(`reading request ${id} back answered ${reply.status}`);
  return { status: reply.body?.status, reply };
}

export default [
  {
    id: 'requests.bulk-processed-207',
    title: 'A requests bulk call that processes its items answers 207, even when an item fails',
    basis: 'normative',
    ref: '§4 (PATCH /v2/registry/requests/bulk) rule 4; §7 rule 1',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'requests'],
    uses: [BULK, CREATE],
    async run(t) {
      const [a] = await t.given('a request', () => createRequests(t, 1));
      const r = await t.when('its status is changed in a bulk call with an item of a missing request', () => bulk(t, [{ id: a.id, status: 'in_progress' }, { id: missing(t), status: 'in_progress' }]));
      await t.then('the status is 207', () => t.expect(r.status === 207, `expected 207, got ${r.status}`, r));
    },
  },
  {
    id: 'requests.bulk-one-result-per-item',
    title: 'A requests bulk call has one result per item, each with its own status',
    basis: 'normative',
    ref: '§4 (PATCH /v2/registry/requests/bulk: "one result per item")',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'requests'],
    uses: [BULK, CREATE],
    async run(t) {
      const [a, b] = await t.given('two requests', () => createRequests(t, 2));
      const r = await t.when('three items are sent (one of a missing request)', () => bulk(t, [{ id: a.id, status: 'in_progress' }, { id: missing(t), status: 'on_hold' }, { id: b.id, status: 'on_hold' }]));
      await t.then('three results, each carrying a status', () => {
        t.expect(r.status === 207, `expected 207, got ${r.status}`, r);
        t.expect(perItemResults(r.body, 3) !== undefined, 'no array of exactly 3 results with a status each in the body', r);
      });
    },
  },
  {
    id: 'requests.bulk-no-rollback',
    title: 'A failed item of a requests bulk call does not undo the others',
    basis: 'convention',
    ref: '§4 rule 5; §7 rule 2 (reading `status` back is a convention)',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'requests'],
    uses: [BULK, CREATE, GET],
    async run(t) {
      const [a, b] = await t.given('two requests', () => createRequests(t, 2));
      await t.when('both are moved around an item that fails', () => bulk(t, [{ id: a.id, status: 'in_progress' }, { id: missing(t), status: 'in_progress' }, { id: b.id, status: 'on_hold' }]));
      const after = await t.when('both are read back', async () => [await statusOf(t, a.id), await statusOf(t, b.id)]);
      await t.then('both changes are applied', () => {
        t.expect(after[0].status === 'in_progress', `request ${a.id} has status ${after[0].status}`, after[0].reply);
        t.expect(after[1].status === 'on_hold', `request ${b.id} has status ${after[1].status}`, after[1].reply);
      });
    },
  },
  {
    id: 'requests.bulk-over-500-applies-nothing',
    title: 'Nothing of a 501-item requests bulk call is applied, and it is 413',
    basis: 'convention',
    ref: '§4 rule 3 (the answer and reading `status` back are conventions)',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'requests', 'limits'],
    uses: [BULK, CREATE, GET],
    async run(t) {
      const [a] = await t.given('a request', () => createRequests(t, 1));
      const items = [{ id: a.id, status: 'in_progress' }, ...Array.from({ length: 500 }, () => ({ id: missing(t), status: 'in_progress' }))];
      const r = await t.when('501 items are sent (the first of the request)', () => bulk(t, items));
      const after = await t.when('the request is read back', () => statusOf(t, a.id));
      await t.then('413, and the request keeps its status', () => {
        t.expect(r.status === 413, `expected 413, got ${r.status}`, r);
        t.expect(after.status === a.status, `the request moved to ${after.status}`, after.reply);
      });
    },
  },
  {
    id: 'requests.bulk-replay-applies-nothing',
    title: 'A requests bulk call repeated with the same Idempotency-Key is not applied again',
    basis: 'convention',
    ref: '§4 rule 6 (reading `status` back is a convention)',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'requests', 'idempotency'],
    uses: [BULK, CREATE, GET],
    async run(t) {
      const [a] = await t.given('a request', () => createRequests(t, 1));
      const key = t.unique('key');
      await t.when('it is moved to in_progress with a key', () => bulk(t, [{ id: a.id, status: 'in_progress' }], { 'idempotency-key': key }));
      await t.when('it is moved to on_hold without the key', () => bulk(t, [{ id: a.id, status: 'on_hold' }]));
      await t.when('the first call is repeated with the same key', () => bulk(t, [{ id: a.id, status: 'in_progress' }], { 'idempotency-key': key }));
      const after = await t.when('the request is read back', () => statusOf(t, a.id));
      await t.then('it is still on_hold', () => t.expect(after.status === 'on_hold', `the replay applied the call again: status is ${after.status}`, after.reply));
    },
  },
] satisfies CheckDefinition[];
