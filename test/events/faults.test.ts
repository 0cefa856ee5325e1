import { afterEach, describe, expect, it } from 'vitest';
import type { WebhookFaultDecision } from '../../src/scenarios/types.js';
import { useSandbox } from '../helpers/sandbox.js';
import { createDevice, deliveryWithAttempts, onlyDelivery, subscribe, verify, waitFor, useReceivers } from './receiver.js';

const h = useSandbox();
const receiver = useReceivers(h);
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});
/** The fault-scenario hook is the one place these tests reach into the process. */
function faults(decide: (project: string, type: string, sub: string) => WebhookFaultDecision) {
  const hook = h.sb.deps.webhookFaults;
  const original = hook.decide;
  hook.decide = decide;
  restore = () => {
    hook.decide = original;
  };
}

describe('webhook faults from a scenario activated for the project (end to end)', () => {
  it('webhook_drop of a project scenario fails the first attempts; the schedule delivers later', async () => {
    const project = h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url);
    const activated = await h.admin('POST', `/scenarios/projects/${project}`, {
      scenario: { name: 'drop-two', description: 'the first two attempts fail', rules: [{ match: { event_type: 'device.*' }, fault: { kind: 'webhook_drop', attempts: 2 } }] },
    });
    expect(activated.status).toBe(201);
    await createDevice(h, 'F-SCENARIO');
    const { id } = await onlyDelivery(h, sub.id);
    expect((await deliveryWithAttempts(h, id, 1)).injected_faults).toEqual(['webhook_drop']);
    await h.admin('POST', '/clock', { advance_seconds: 5 });
    await deliveryWithAttempts(h, id, 2);
    await h.admin('POST', '/clock', { advance_seconds: 300 });
    expect((await deliveryWithAttempts(h, id, 3)).status).toBe('succeeded');
    expect(rx.received).toHaveLength(1);
    verify(sub.secret, rx.received[0]);
    const notes = (await h.admin('GET', '/journal')).body.notes;
    expect(notes.some((n: any) => n.kind === 'webhook_fault' && n.detail.includes(sub.id))).toBe(true);
  });
});

describe('webhook faults (deps.webhookFaults replaced in process)', () => {
  it('duplicates: extra copies with the same webhook-id, recorded as duplicate attempts', async () => {
    const project = h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url);
    faults((p) => (p === project ? { duplicates: 2 } : {}));
    await createDevice(h, 'F-DUP');
    await waitFor(() => rx.received.length === 3, 'three copies');
    expect(new Set(rx.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const r of rx.received) verify(sub.secret, r);
    const d = await deliveryWithAttempts(h, rx.received[0].headers['webhook-id'], 3);
    expect(d.injected_faults).toEqual(['webhook_duplicate']);
    expect(d.attempts.filter((a: any) => a.duplicate)).toHaveLength(2);
    expect(d.status).toBe('succeeded');
  });

  it('drop: the first N attempts fail as if the receiver were unreachable, then retries deliver', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url);
    faults(() => ({ dropAttempts: 2 }));
    await createDevice(h, 'F-DROP');
    const { id } = await onlyDelivery(h, sub.id);
    let d = await deliveryWithAttempts(h, id, 1);
    expect(d.attempts[0]).toMatchObject({ status_code: null, error: 'dropped: a webhook_drop fault failed this attempt' });
    await h.admin('POST', '/clock', { advance_seconds: 5 });
    await deliveryWithAttempts(h, id, 2);
    expect(rx.received).toHaveLength(0);
    await h.admin('POST', '/clock', { advance_seconds: 300 });
    d = await deliveryWithAttempts(h, id, 3);
    expect(d.status).toBe('succeeded');
    expect(rx.received).toHaveLength(1);
  });

  it('bad signature: the delivery arrives but does not verify with the secret', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url);
    faults(() => ({ badSignature: true }));
    await createDevice(h, 'F-SIG');
    await waitFor(() => rx.received.length === 1, 'a delivery');
    expect(() => verify(sub.secret, rx.received[0])).toThrow(/signature/i);
    expect((await onlyDelivery(h, sub.id)).injected_faults).toEqual(['webhook_bad_signature']);
  });

  it('bad signature with attempts: only the first N attempts are badly signed, the retry verifies', async () => {
    const project = h.newProject();
    let secret = '';
    const rx = await receiver((r) => {
      try {
        verify(secret, r);
        return { status: 204 };
      } catch {
        return { status: 400 };
      }
    });
    const sub = await subscribe(h, rx.url);
    secret = sub.secret;
    const activated = await h.admin('POST', `/scenarios/projects/${project}`, {
      scenario: { name: 'bad-once', description: 'the first attempt badly signed', rules: [{ match: { event_type: 'device.*' }, fault: { kind: 'webhook_bad_signature', attempts: 1 } }] },
    });
    expect(activated.status).toBe(201);
    await createDevice(h, 'F-SIG-ONCE');
    const { id } = await onlyDelivery(h, sub.id);
    expect((await deliveryWithAttempts(h, id, 1)).attempts[0]).toMatchObject({ status_code: 400 });
    await h.admin('POST', '/clock', { advance_seconds: 5 });
    const d = await deliveryWithAttempts(h, id, 2);
    expect(d.attempts[1]).toMatchObject({ status_code: 204 });
    expect(d.status).toBe('succeeded');
    expect(d.injected_faults).toEqual(['webhook_bad_signature']);
  });

  it('delay: the first attempt waits on the virtual clock', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url);
    faults(() => ({ delayMs: 60_000 }));
    await createDevice(h, 'F-DELAY');
    const d = await onlyDelivery(h, sub.id);
    expect(Date.parse(d.next_attempt_at) - Date.parse(d.created_at)).toBe(60_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(rx.received).toHaveLength(0);
    await h.admin('POST', '/clock', { advance_seconds: 60 });
    await waitFor(() => rx.received.length === 1, 'the delayed delivery');
  });

  it('reorder: a later event overtakes the held one', async () => {
    h.newProject();
    const rx = await receiver();
    await subscribe(h, rx.url);
    let first = true;
    faults(() => {
      const held = first;
      first = false;
      return held ? { reorder: true } : {};
    });
    await createDevice(h, 'F-FIRST');
    await createDevice(h, 'F-SECOND');
    await waitFor(() => rx.received.length === 2, 'both deliveries');
    expect(rx.received.map((r) => r.json.data.serial_number)).toEqual(['F-SECOND', 'F-FIRST']);
  });
});
