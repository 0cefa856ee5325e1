/**
 * Spec §4 rule 6: a repeated bulk call with the same `Idempotency-Key` is idempotent. The
 * normative oracle needs no shape: a replay must not apply the call again, so a change made in
 * between survives it. What a replay answers, and what a reused key with another body gets, are
 * conventions (draft-ietf-httpapi-idempotency-key-header).
 */
import type { CheckContext, CheckDefinition, Reply } from '../../src/contract/types.js';

const BULK = 'POST /v2/registry/devices/bulk';
const GET = 'GET /v2/registry/devices/{id}';
const CREATE = 'POST /v2/registry/devices';

function patch(t: CheckContext, id: string, tags: string[], key?: string): Promise<Reply> {
  return t.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: [{ id, tags }] }, headers: key ? { 'idempotency-key': key } : {} });
}

async function tags(t: CheckContext, id: string): Promise<{ tags: string[]; reply: Reply }> {
  const reply = await t.call('GET', `/v2/registry/devices/${encodeURIComponent(id)}`);
  if (reply.status !== 200) t.inconclusive(`reading device ${id} back answered ${reply.status}`);
  return { tags: [...(reply.body?.tags ?? [])].sort(), reply };
}

export default [
  {
    id: 'idempotency.replay-applies-nothing',
    title: 'A bulk call repeated with the same Idempotency-Key is not applied again',
    basis: 'normative',
    ref: '§4 rule 6',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'idempotency'],
    uses: [BULK, CREATE, GET],
    async run(t) {
      const [d] = await t.given('a device', () => t.createDevices(1));
      const key = t.unique('key');
      const first = [...t.run.tags, t.unique('first')].sort();
      const between = [...t.run.tags, t.unique('between')].sort();
      await t.when('a bulk patch is sent with a key', () => patch(t, d.id, first, key));
      await t.when('another change is made without the key', () => patch(t, d.id, between));
      const replay = await t.when('the first call is repeated with the same key', () => patch(t, d.id, first, key));
      const after = await t.when('the device is read back', () => tags(t, d.id));
      await t.then('the change made in between is still there', () => {
        t.expect(replay.status < 500, `the replay answered ${replay.status}`, replay);
        t.expect(JSON.stringify(after.tags) === JSON.stringify(between), `the replay applied the call again: tags are ${JSON.stringify(after.tags)}`, after.reply);
      });
    },
  },
  {
    id: 'idempotency.replay-same-answer',
    title: 'A replay answers the first status and body with Idempotent-Replayed: true',
    basis: 'convention',
    ref: 'draft-ietf-httpapi-idempotency-key-header §2.6; docs/conventions.md (Idempotency-Key)',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'idempotency'],
    uses: [BULK, CREATE],
    async run(t) {
      const [d] = await t.given('a device', () => t.createDevices(1));
      const key = t.unique('key');
      const body = [...t.run.tags, t.unique('same')];
      const first = await t.when('a bulk patch is sent with a key', () => patch(t, d.id, body, key));
      const again = await t.when('it is sent again with the same key', () => patch(t, d.id, body, key));
      await t.then('same status and body, marked as replayed', () => {
        t.expect(again.status === first.status, `replay status ${again.status} differs from ${first.status}`, again);
        t.expect(again.text === first.text, 'replay body differs from the first answer', again);
        t.expect(again.headers.get('idempotent-replayed') === 'true', 'Idempotent-Replayed: true is missing', again);
      });
    },
  },
  {
    id: 'idempotency.key-reused-422',
    title: 'The same key with another body is 422 and applies nothing',
    basis: 'convention',
    ref: 'draft-ietf-httpapi-idempotency-key-header §2.7; docs/conventions.md (Idempotency-Key)',
    safety: 'isolated-writes',
    tags: ['registry', 'bulk', 'idempotency'],
    uses: [BULK, CREATE, GET],
    async run(t) {
      const [d] = await t.given('a device', () => t.createDevices(1));
      const key = t.unique('key');
      const first = [...t.run.tags, t.unique('one')].sort();
      await t.when('a bulk patch is sent with a key', () => patch(t, d.id, first, key));
      const other = await t.when('another body is sent with the same key', () => patch(t, d.id, [...t.run.tags, t.unique('two')], key));
      const after = await t.when('the device is read back', () => tags(t, d.id));
      await t.then('422, and the device keeps the first change', () => {
        t.expect(other.status === 422, `expected 422, got ${other.status}`, other);
        t.expect(JSON.stringify(after.tags) === JSON.stringify(first), `the second body was applied: ${JSON.stringify(after.tags)}`, after.reply);
      });
    },
  },
  {
    id: 'idempotency.create-replay-no-duplicate',
    title: 'A create repeated with the same Idempotency-Key creates one object',
    basis: 'convention',
    ref: 'docs/conventions.md (Idempotency-Key on any POST); spec §4 rule 6 covers bulk calls only',
    safety: 'isolated-writes',
    tags: ['registry', 'idempotency'],
    uses: [CREATE, 'GET /v2/registry/devices'],
    async run(t) {
      const key = t.unique('key');
      const tag = t.unique('once');
      const body = { name: `contract runner ${t.run.id}`, serial_number: t.unique('SN').toUpperCase(), tags: [...t.run.tags, tag] };
      const replies = await t.when('the same create is sent twice with one key', async () => [
        await t.call('POST', '/v2/registry/devices', { body, headers: { 'idempotency-key': key } }),
        await t.call('POST', '/v2/registry/devices', { body, headers: { 'idempotency-key': key } }),
      ]);
      for (const r of replies) if (typeof r.body?.id === 'string') t.remember(`/v2/registry/devices/${encodeURIComponent(r.body.id)}`, `device ${r.body.id}`);
      const found = await t.when('devices with the create\'s tag are listed', () => t.listAll('/v2/registry/devices', { tags: tag }));
      await t.then('exactly one device exists, and both answers name it', () => {
        t.expect(replies[0].status === 201 && replies[1].status === 201, `statuses ${replies[0].status}, ${replies[1].status}`, replies[1]);
        t.expect(found.length === 1, `${found.length} devices were created`, replies[1]);
        t.expect(replies[1].body?.id === replies[0].body?.id, 'the replay names another device', replies[1]);
      });
    },
  },
] satisfies CheckDefinition[];
