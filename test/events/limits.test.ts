import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { createDevice, deliveryWithAttempts, onlyDelivery, subscribe, waitFor, useReceivers } from './receiver.js';

// Small limits so that the bounds show in a fast test; the defaults are 15 s, 16 and 10,000.
const h = useSandbox({ webhooks: { timeoutMs: 300, concurrencyPerEndpoint: 2, queuePerEndpoint: 3 } });
const receiver = useReceivers(h);

describe('delivery limits', () => {
  it('fails an attempt whose receiver does not answer in time (real time) and schedules a retry', async () => {
    h.newProject();
    const rx = await receiver(() => 'hang');
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'L-TIMEOUT');
    const { id } = await onlyDelivery(h, sub.id);
    const d = await deliveryWithAttempts(h, id, 1);
    expect(d.status).toBe('pending');
    expect(d.attempts[0]).toMatchObject({ status_code: null, error: 'timeout: no complete answer within 300 ms' });
    expect(d.attempts[0].response_time_ms).toBeGreaterThanOrEqual(290);
  });

  it('bounds each endpoint: at most N in flight and a bounded queue; overflow is a failed attempt, retried later', async () => {
    h.newProject();
    // Frozen: the overflowed deliveries' retry (5 s of business time) must not come by real time.
    await h.admin('POST', '/clock', { freeze: true });
    const rx = await receiver(() => 'hang');
    const sub = await subscribe(h, rx.url);
    for (let i = 0; i < 7; i++) await createDevice(h, `L-Q-${i}`);
    await waitFor(() => rx.received.length === 2, 'two attempts in flight');
    const overflow = await waitFor(async () => {
      const all = (await h.call('GET', `/events/deliveries?subscription_id=${sub.id}`)).body.data;
      const full = all.filter((d: any) => d.attempts.some((a: any) => a.error?.startsWith('queue_full')));
      return full.length === 2 ? full : undefined;
    }, 'two deliveries to overflow the queue', 15_000);
    for (const d of overflow) expect(d).toMatchObject({ status: 'pending', attempts: [{ status_code: null }] });
    // The queued ones go out as the hanging ones time out; the overflowed ones wait for their retry.
    await waitFor(() => rx.received.length === 5, 'the queued attempts', 15_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(rx.received).toHaveLength(5);
    const sent = new Set(rx.received.map((r) => r.headers['webhook-id']));
    for (const d of overflow) expect(sent.has(d.id)).toBe(false);
    await h.admin('POST', '/clock', { freeze: false });
  });

  it('disables a subscription whose attempts have failed for 5 days', async () => {
    h.newProject();
    const rx = await receiver(() => ({ status: 500 }));
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'L-5D');
    const { id } = await onlyDelivery(h, sub.id);
    await deliveryWithAttempts(h, id, 1);
    expect((await h.call('GET', `/events/subscriptions/${sub.id}`)).body.enabled).toBe(true);
    await h.admin('POST', '/clock', { advance_seconds: 5 * 24 * 3600 });
    const d = await deliveryWithAttempts(h, id, 2);
    expect(d.status).toBe('failed');
    expect((await h.call('GET', `/events/subscriptions/${sub.id}`)).body).toMatchObject({ enabled: false, disabled_reason: 'failing' });
  });

  it('forgets pending deliveries of a project that is reset', async () => {
    const project = h.newProject();
    const rx = await receiver(() => ({ status: 500 }));
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'L-RESET');
    await deliveryWithAttempts(h, (await onlyDelivery(h, sub.id)).id, 1);
    await h.admin('POST', '/reset', { project });
    await h.admin('POST', '/clock', { advance_seconds: 10 });
    await new Promise((r) => setTimeout(r, 100));
    expect(rx.received).toHaveLength(1);
    expect((await h.call('GET', '/events/deliveries')).body.data).toEqual([]);
  });
});
