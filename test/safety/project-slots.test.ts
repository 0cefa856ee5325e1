/**
 * Issue 35: a project's own state outside its records (its slots) survives eviction and a restart:
 * its quota and the counts of its window, pending webhook retries, scenario counters and
 * Idempotency-Keys; and no `webhook-id` is sent twice for different messages.
 */
import { describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../../src/config/config.js';
import type { Sandbox } from '../../src/server.js';
import { startReceiver, waitFor, type Receiver } from '../events/receiver.js';
import { admin, call, newDevice, start, stop, tempDirs } from '../persistence/helpers.js';

const temp = tempDirs();
const P = 'keep';

const counting = {
  name: 'count-writes',
  description: 'Counts the project writes.',
  seed: 3,
  rules: [{ name: 'writes', match: { method: 'POST', path: '/v2/registry/devices' }, fault: { kind: 'latency', distribution: 'fixed', ms: 1 } }],
};

const bulk = { op: 'create', items: [{ name: 'idem', serial_number: 'SN-IDEM' }] };

function quotaLeft(r: { headers: Headers }): number {
  return Number(/"quota";r=(\d+)/.exec(r.headers.get('ratelimit') ?? '')![1]);
}

/** Others come in until the project has left memory (cap 2). */
async function evict(sb: Sandbox, round: string): Promise<void> {
  for (const other of [`${round}-a`, `${round}-b`]) expect((await newDevice(sb, other, other)).status).toBe(201);
  expect(sb.deps.store.state(P)).toBe('saved');
}

interface Seen {
  /** The quota left after the project's last call. */
  left: number;
  /** POSTs of devices the scenario has counted. */
  writes: number;
  /** Every webhook-id sent so far, and the id of the delivery that waits for its retry. */
  ids: Set<string>;
  retrying: string;
}

async function setUp(sb: Sandbox, rx: Receiver): Promise<Seen> {
  expect((await admin(sb, 'PUT', `/projects/${P}/quota`, { limit: 100, window_seconds: 3600 })).status).toBe(200);
  expect((await admin(sb, 'POST', `/scenarios/projects/${P}`, { scenario: counting })).status).toBe(201);
  const sub = await call(sb, 'POST', '/events/subscriptions', P, { body: { url: rx.url, event_types: ['device.created'], description: 'retries' } });
  expect(sub.status).toBe(201);
  expect((await newDevice(sb, P, 'first')).status).toBe(201);
  await waitFor(() => rx.received.length === 1, 'the first attempt');
  const retrying = rx.received[0].headers['webhook-id'];
  const deliveries = await call(sb, 'GET', `/events/deliveries?subscription_id=${sub.body.id}`, P);
  expect(deliveries.body.data.map((d: any) => [d.id, d.status])).toEqual([[retrying, 'pending']]);
  const first = await call(sb, 'POST', '/v2/registry/devices/bulk', P, { body: bulk, headers: { 'idempotency-key': 'k-1' } });
  expect(first.status).toBe(207);
  await waitFor(() => rx.received.length === 2, 'the delivery of the bulk call');
  return { left: quotaLeft(first), writes: 1, ids: new Set(rx.received.map((r) => r.headers['webhook-id'])), retrying };
}

/** What must have survived: the scenario's counter, the key, the quota's count; and a new message gets a new webhook-id. */
async function expectSurvived(sb: Sandbox, rx: Receiver, seen: Seen): Promise<void> {
  const counters = (await admin(sb, 'GET', `/scenarios/projects/${P}`)).body.data;
  expect(counters[0].rules[0]).toMatchObject({ matched: seen.writes, fired: seen.writes });
  const replay = await call(sb, 'POST', '/v2/registry/devices/bulk', P, { body: bulk, headers: { 'idempotency-key': 'k-1' } });
  expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([207, 'true']);
  expect(quotaLeft(replay)).toBe(seen.left - 10);
  const before = rx.received.length;
  const created = await newDevice(sb, P, `again-${seen.writes}`);
  expect(created.status).toBe(201);
  seen.left = quotaLeft(created);
  seen.writes++;
  await waitFor(() => rx.received.length > before, 'the new delivery');
  for (const r of rx.received.slice(before)) {
    const id = r.headers['webhook-id'];
    if (id === seen.retrying) continue;
    expect(seen.ids.has(id), `webhook-id ${id} sent for two messages`).toBe(false);
    seen.ids.add(id);
  }
}

/** The pending delivery is attempted again, with its own webhook-id, once its retry is due. */
async function retried(sb: Sandbox, rx: Receiver, seen: Seen): Promise<void> {
  await admin(sb, 'POST', '/clock', { advance_seconds: 6 });
  await waitFor(() => rx.received.filter((r) => r.headers['webhook-id'] === seen.retrying).length >= 2, 'the retry of the pending delivery');
}

async function survives(options: SandboxOptions, restart: boolean): Promise<void> {
  // The first attempt of the first delivery fails: it waits for its retry in 5 s (business time).
  const rx = await startReceiver((_r, n) => (n === 0 ? { status: 500, body: 'later' } : { status: 204 }));
  let sb = await start({ maxProjects: 2, persistDelayMs: 10, ...options });
  try {
    const seen = await setUp(sb, rx);
    await evict(sb, 'e1');
    await retried(sb, rx, seen);
    await expectSurvived(sb, rx, seen);
    if (restart) {
      await evict(sb, 'e2');
      await stop(sb);
      sb = await start({ maxProjects: 2, persistDelayMs: 10, ...options });
      await expectSurvived(sb, rx, seen);
    }
    await stop(sb);
  } finally {
    await rx.close();
  }
}

describe('a project slot survives eviction and a restart', () => {
  it('without --persist: quota, pending webhook retries, scenario counters and Idempotency-Keys survive eviction (spilled)', async () => {
    await survives({}, false);
  });

  it('with --persist: the same across eviction and a restart; no webhook-id is sent twice', async () => {
    // Quotas count per token: the operator's token is given, so it is the same after the restart.
    await survives({ persist: temp(), operatorToken: 'sbx_op_slots-test' }, true);
  });
});
