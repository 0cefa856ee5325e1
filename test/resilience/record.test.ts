/**
 * The record of calls behind the resilience report: it is project state, so it leaves memory and
 * comes back with its project (eviction, a `--persist` restart), and it is bounded (10,000 calls
 * and 10,000 webhook attempts per project, the oldest dropped, `complete_from` moving with them).
 */
import { describe, expect, it } from 'vitest';
import { isoOfMs } from '../../src/core/clock.js';
import { CALLS, MAX_CALLS, MAX_ITEMS, recordAttempt, recordCall, type RecordedCall } from '../../src/resilience/record.js';
import type { Sandbox } from '../../src/server.js';
import { admin, call, newDevice, start, stop, tempDirs } from '../persistence/helpers.js';

const temp = tempDirs();
const P = 'recorded';

/** A few calls, one of them faulted (a 429 honoured too soon), so the report has a violation with evidence. */
async function someCalls(sb: Sandbox): Promise<void> {
  const scenario = { name: 'one-429', description: 'One 429.', rules: [{ match: { method: 'GET', path: '/v2/registry/devices', times: 1 }, fault: { kind: 'rate_limit', requests: 1, retry_after_seconds: 1 } }] };
  expect((await admin(sb, 'POST', `/scenarios/projects/${P}`, { scenario })).status).toBe(201);
  expect((await call(sb, 'GET', '/v2/registry/devices', P)).status).toBe(429);
  expect((await call(sb, 'GET', '/v2/registry/devices', P)).status).toBe(200);
  expect((await newDevice(sb, P, 'kept')).status).toBe(201);
}

async function report(sb: Sandbox) {
  const r = await admin(sb, 'GET', `/projects/${P}/resilience`);
  expect(r.status).toBe(200);
  return r.body;
}

describe('the record of calls is project state', () => {
  it('survives eviction and a restart with --persist: the report judges the same calls', async () => {
    const dir = temp();
    const sb = await start({ persist: dir, persistDelayMs: 10, maxProjects: 2 });
    let before: any;
    try {
      await someCalls(sb);
      before = await report(sb);
      expect(before.calls).toBe(3);
      expect(before.expectations.find((e: any) => e.id === 'rate_limit.retry_after').verdict).toBe('violated');
      for (const other of ['other-a', 'other-b']) expect((await newDevice(sb, other, other)).status).toBe(201);
      expect(sb.deps.store.state(P)).toBe('saved');
      expect(await report(sb)).toEqual(before);
      expect(sb.deps.store.state(P)).toBe('loaded');
    } finally {
      await stop(sb);
    }
    const again = await start({ persist: dir });
    try {
      expect(await report(again)).toEqual(before);
    } finally {
      await stop(again);
    }
  });
});

const synthetic = (i: number, inMs: number, items?: RecordedCall['items']): Omit<RecordedCall, 'seq'> => ({
  requestId: `synthetic-${i}`, inMs, outMs: inMs + 5, t0: inMs, t1: inMs + 5, method: items ? 'POST' : 'GET', path: items ? '/v2/registry/devices/bulk' : '/v2/registry/devices',
  operation: items ? 'bulkDevices' : 'listDevices', subject: 'u', session: 's', idempotencyKey: null, bodyDigest: null, status: items ? 207 : 200, retryAfterSeconds: null, faults: [], ...(items ? { items } : {}),
});

describe('the record is bounded', () => {
  it(`keeps the newest ${MAX_CALLS} calls and attempts; complete_from moves with the oldest kept`, async () => {
    const sb = await start({});
    try {
      // The record is filled directly (10,000 HTTP calls would take a minute); the report is read as a user does.
      const base = Date.parse('2025-06-01T00:00:00Z');
      const record = sb.deps.store.get(P).slot(CALLS);
      for (let i = 0; i < MAX_CALLS; i++) recordCall(record, synthetic(i, base + i * 1000));
      let r = await report(sb);
      expect(r).toMatchObject({ calls: MAX_CALLS, dropped: 0, complete_from: isoOfMs(base) });

      // Three real calls: the three oldest go, and the record is complete from the fourth.
      for (let i = 0; i < 3; i++) expect((await call(sb, 'GET', '/v2/registry/devices', P)).status).toBe(200);
      r = await report(sb);
      expect(r).toMatchObject({ calls: MAX_CALLS, dropped: 3, deliveries: 0, deliveries_dropped: 0, complete_from: isoOfMs(base + 3000) });

      // Webhook attempts have their own bound; once they dropped too, the later cut is the one that counts.
      for (let i = 0; i <= MAX_CALLS; i++) {
        recordAttempt(record, { webhookId: `msg_${i}`, eventType: 'device.created', attempt: 1, atMs: base + 20_000_000 + i, badSignature: false, duplicate: false, statusCode: 204, responseTimeMs: 1, error: null });
      }
      r = await report(sb);
      expect(r).toMatchObject({ calls: MAX_CALLS, dropped: 3, deliveries: MAX_CALLS, deliveries_dropped: 1, complete_from: isoOfMs(base + 20_000_001) });
      expect(r.expectations.find((e: any) => e.id === 'webhook.acknowledged')).toMatchObject({ verdict: 'met', exercised: MAX_CALLS });
    } finally {
      await stop(sb);
    }
  });

  it(`keeps at most ${MAX_ITEMS} bulk items across the calls: past it the oldest calls go`, async () => {
    const sb = await start({});
    try {
      const base = Date.parse('2025-06-01T00:00:00Z');
      const record = sb.deps.store.get(P).slot(CALLS);
      const items = (n: number) => Array.from({ length: n }, (_, j) => ({ digest: j.toString(16).padStart(16, '0'), status: 200 }));
      for (let i = 0; i < 3; i++) recordCall(record, synthetic(i, base + i * 1000, items(MAX_ITEMS * 0.4)));
      // The third bulk call would make 120% of the bound: the first goes.
      expect(await report(sb)).toMatchObject({ calls: 2, dropped: 1, complete_from: isoOfMs(base + 1000) });
      expect(record.items).toBe(MAX_ITEMS * 0.8);
    } finally {
      await stop(sb);
    }
  });
});
