/**
 * The record of calls behind the resilience report: it is project state, so it leaves memory and
 * comes back with its project (eviction, a `--persist` restart), and it is bounded (10,000 calls
 * and 10,000 webhook attempts per project, the oldest dropped, `complete_from` moving with them).
 */
import { describe, expect, it } from 'vitest';
import { isoOfMs } from '../../src/core/clock.js';
import { CALLS, MAX_CALLS, recordAttempt, recordCall } from '../../src/resilience/record.js';
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
  it('survives eviction: the report of the reloaded project holds the same calls and verdicts', async () => {
    const sb = await start({ maxProjects: 2 });
    try {
      await someCalls(sb);
      const before = await report(sb);
      expect(before.calls).toBe(3);
      expect(before.expectations.find((e: any) => e.id === 'rate_limit.retry_after').verdict).toBe('violated');
      for (const other of ['other-a', 'other-b']) expect((await newDevice(sb, other, other)).status).toBe(201);
      expect(sb.deps.store.state(P)).toBe('saved');
      expect(await report(sb)).toEqual(before);
      expect(sb.deps.store.state(P)).toBe('loaded');
    } finally {
      await stop(sb);
    }
  });

  it('survives a restart with --persist', async () => {
    const dir = temp();
    const first = await start({ persist: dir, persistDelayMs: 10 });
    let before: any;
    try {
      await someCalls(first);
      before = await report(first);
    } finally {
      await stop(first);
    }
    const again = await start({ persist: dir });
    try {
      expect(await report(again)).toEqual(before);
    } finally {
      await stop(again);
    }
  });
});

describe('the record is bounded', () => {
  it(`keeps the newest ${MAX_CALLS} calls and attempts; complete_from moves with the oldest kept`, async () => {
    const sb = await start({});
    try {
      // The record is filled directly (10,000 HTTP calls would take a minute); the report is read as a user does.
      const base = Date.parse('2025-06-01T00:00:00Z');
      const record = sb.deps.store.get(P).slot(CALLS);
      for (let i = 0; i < MAX_CALLS; i++) {
        const inMs = base + i * 1000;
        recordCall(record, { requestId: `synthetic-${i}`, inMs, outMs: inMs + 5, t0: inMs, t1: inMs + 5, method: 'GET', path: '/v2/registry/devices', operation: 'listDevices', subject: 'u', session: 's', idempotencyKey: null, bodyDigest: null, status: 200, retryAfterSeconds: null, faults: [] });
      }
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
});
