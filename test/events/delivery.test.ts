import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { catalogueProblems, createDevice, deliveryWithAttempts, onlyDelivery, subscribe, verify, waitFor, useReceivers } from './receiver.js';

const h = useSandbox({ webhooks: { keepResponseExcerpt: true } });
const receiver = useReceivers(h);

describe('deliveries of domain events (Event API)', () => {
  it('delivers device.created, signed so that standardwebhooks verifies it, matching the catalogue schema', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url, ['device.created']);
    expect(sub.secret).toMatch(/^whsec_/);
    const device = await createDevice(h, 'WH-1');
    await waitFor(() => rx.received.length === 1, 'one delivery');
    const got = rx.received[0];
    const payload = verify(sub.secret, got) as any;
    expect(payload).toEqual({ type: 'device.created', timestamp: device.updated_at, data: device });
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    expect(() => verify('whsec_' + Buffer.from('not the secret at all!!!').toString('base64'), got)).toThrow();

    expect(await catalogueProblems(h, payload)).toEqual([]);

    const delivery = await deliveryWithAttempts(h, got.headers['webhook-id'], 1);
    expect(delivery).toMatchObject({ id: got.headers['webhook-id'], subscription_id: sub.id, event_type: 'device.created', status: 'succeeded', next_attempt_at: null, payload });
    expect(delivery.attempts[0]).toMatchObject({ attempt: 1, status_code: 204, error: null, duplicate: false });
  });

  it('does not deliver types the subscription did not ask for', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url, ['device.deleted']);
    await createDevice(h, 'WH-2');
    const other = await receiver();
    const all = await subscribe(h, other.url, ['*']);
    await createDevice(h, 'WH-3');
    await waitFor(() => other.received.length === 1, 'the * subscriber to get the second device');
    expect(JSON.parse(other.received[0].body).data.serial_number).toBe('WH-3');
    expect(rx.received).toHaveLength(0);
    expect((await h.call('GET', `/events/deliveries?subscription_id=${sub.id}`)).body.data).toEqual([]);
    expect((await h.call('GET', `/events/deliveries?subscription_id=${all.id}`)).body.data).toHaveLength(1);
  });

  it('retries a failing receiver on the virtual clock, with the same webhook-id, until it succeeds', async () => {
    h.newProject();
    const rx = await receiver((_r, n) => (n < 2 ? { status: 500, body: 'boom' } : { status: 200, body: 'ok' }));
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'WH-RETRY');
    const first = await onlyDelivery(h, sub.id);
    let d = await deliveryWithAttempts(h, first.id, 1);
    expect(d.status).toBe('pending');
    expect(d.attempts[0]).toMatchObject({ attempt: 1, status_code: 500, response_body_excerpt: 'boom', error: null });
    expect(Date.parse(d.next_attempt_at) - Date.parse(d.attempts[0].at)).toBeGreaterThanOrEqual(5000);
    // Nothing happens in real time: the 5 s are business time.
    await new Promise((r) => setTimeout(r, 100));
    expect(rx.received).toHaveLength(1);

    await h.admin('POST', '/clock', { advance_seconds: 5 });
    d = await deliveryWithAttempts(h, first.id, 2);
    expect(d.attempts[1]).toMatchObject({ attempt: 2, status_code: 500 });
    expect(Date.parse(d.next_attempt_at) - Date.parse(d.attempts[1].at)).toBeGreaterThanOrEqual(300_000);
    await h.admin('POST', '/clock', { advance_seconds: 299 });
    await new Promise((r) => setTimeout(r, 50));
    expect(rx.received).toHaveLength(2);
    await h.admin('POST', '/clock', { advance_seconds: 2 });
    d = await deliveryWithAttempts(h, first.id, 3);
    expect(d).toMatchObject({ status: 'succeeded', next_attempt_at: null });
    expect(d.attempts.map((a: any) => a.status_code)).toEqual([500, 500, 200]);
    expect(new Set(rx.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([first.id]));
    for (const r of rx.received) expect(verify(sub.secret, r)).toMatchObject({ type: 'device.created' });
    expect((await h.call('GET', `/events/subscriptions/${sub.id}`)).body.failing_since).toBeNull();
  });

  it('gives up after the 8th attempt (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) and marks the delivery failed', async () => {
    h.newProject();
    const rx = await receiver(() => ({ status: 502 }));
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'WH-GIVEUP');
    const { id } = await onlyDelivery(h, sub.id);
    const gaps = [5, 300, 1800, 7200, 18000, 36000, 36000];
    for (let i = 0; i < gaps.length; i++) {
      await deliveryWithAttempts(h, id, i + 1);
      await h.admin('POST', '/clock', { advance_seconds: gaps[i] });
    }
    const d = await deliveryWithAttempts(h, id, 8);
    await waitFor(async () => (await h.call('GET', `/events/deliveries/${id}`)).body.status === 'failed', 'failed');
    expect(d.attempts).toHaveLength(8);
    expect(rx.received).toHaveLength(8);
    const s = (await h.call('GET', `/events/subscriptions/${sub.id}`)).body;
    expect(s.enabled).toBe(true);
    expect(s.failing_since).toBe(d.attempts[0].at);
  });

  it('disables a subscription at once when its endpoint answers 410', async () => {
    h.newProject();
    const rx = await receiver(() => ({ status: 410 }));
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'WH-GONE');
    const { id } = await onlyDelivery(h, sub.id);
    const d = await deliveryWithAttempts(h, id, 1);
    expect(d).toMatchObject({ status: 'failed', next_attempt_at: null });
    const s = (await h.call('GET', `/events/subscriptions/${sub.id}`)).body;
    expect(s).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    await createDevice(h, 'WH-GONE-2');
    await new Promise((r) => setTimeout(r, 100));
    expect(rx.received).toHaveLength(1);
    expect((await h.call('GET', `/events/deliveries?subscription_id=${sub.id}`)).body.data).toHaveLength(1);
    // Enabling it again clears the record and deliveries resume.
    const enabled = await h.call('PATCH', `/events/subscriptions/${sub.id}`, { body: { enabled: true } });
    expect(enabled.body).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });

  it('waits as long as Retry-After asks on 429 and 503 when that is longer than the schedule', async () => {
    h.newProject();
    const rx = await receiver((_r, n) => (n === 0 ? { status: 429, headers: { 'retry-after': '120' } } : { status: 204 }));
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'WH-429');
    const { id } = await onlyDelivery(h, sub.id);
    const d = await deliveryWithAttempts(h, id, 1);
    expect(Date.parse(d.next_attempt_at) - Date.parse(d.attempts[0].at)).toBeGreaterThanOrEqual(120_000);
    await h.admin('POST', '/clock', { advance_seconds: 60 });
    await new Promise((r) => setTimeout(r, 50));
    expect(rx.received).toHaveLength(1);
    await h.admin('POST', '/clock', { advance_seconds: 61 });
    expect((await deliveryWithAttempts(h, id, 2)).status).toBe('succeeded');
  });

  it('counts 3xx and connection errors as failures', async () => {
    h.newProject();
    const rx = await receiver(() => ({ status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } }));
    const redirected = await subscribe(h, rx.url);
    const dead = await subscribe(h, 'http://127.0.0.1:1/nobody-listens');
    await createDevice(h, 'WH-3XX');
    const a = await deliveryWithAttempts(h, (await onlyDelivery(h, redirected.id)).id, 1);
    expect(a).toMatchObject({ status: 'pending', attempts: [{ status_code: 302, error: null }] });
    const b = await deliveryWithAttempts(h, (await onlyDelivery(h, dead.id)).id, 1);
    expect(b.status).toBe('pending');
    expect(b.attempts[0].status_code).toBeNull();
    expect(b.attempts[0].error).toMatch(/^connection error/);
  });

  it('never lets a hanging receiver slow the API that published the event', async () => {
    h.newProject();
    const rx = await receiver(() => 'hang');
    await subscribe(h, rx.url);
    const started = performance.now();
    for (let i = 0; i < 40; i++) await createDevice(h, `WH-HANG-${i}`);
    const elapsed = performance.now() - started;
    await waitFor(() => rx.received.length >= 16, 'the receiver to hold 16 requests');
    // 40 creations with 16 attempts hanging: far below one receiver timeout (15 s).
    expect(elapsed).toBeLessThan(5000);
    const list = await h.call('GET', '/v2/registry/devices?limit=1');
    expect(list.status).toBe(200);
    const pending = await h.call('GET', '/events/deliveries?status=pending&limit=100');
    expect(pending.body.data).toHaveLength(40);
    // Bounded concurrency per endpoint: 16 in flight, the rest waits.
    await new Promise((r) => setTimeout(r, 100));
    expect(rx.received).toHaveLength(16);
  });

  it('keeps each project\'s events to its own subscribers and its own delivery list', async () => {
    const a = h.newProject();
    const b = h.newProject();
    const rxA = await receiver();
    const rxB = await receiver();
    const subA = await subscribe(h, rxA.url, ['*'], a);
    await subscribe(h, rxB.url, ['*'], b);
    await createDevice(h, 'ONLY-A', a);
    await waitFor(() => rxA.received.length === 1, 'A to receive');
    await new Promise((r) => setTimeout(r, 100));
    expect(rxB.received).toHaveLength(0);
    expect((await h.call('GET', '/events/deliveries', { project: b })).body.data).toEqual([]);
    const id = rxA.received[0].headers['webhook-id'];
    expect((await h.call('GET', `/events/deliveries/${id}`, { project: b })).status).toBe(404);
    expect((await h.call('GET', `/events/subscriptions/${subA.id}`, { project: b })).status).toBe(404);
  });
});
