/**
 * Finding 5: subscriptions took any URL, link-local metadata addresses included (in any IPv4
 * spelling), and the delivery log showed the first bytes of the answer: a full-read SSRF.
 */
import { describe, expect, it } from 'vitest';
import { DestinationPolicy } from '../../src/apis/events/destinations.js';
import { useSandbox } from '../helpers/sandbox.js';
import { createDevice, deliveryWithAttempts, onlyDelivery, subscribe, useReceivers, waitFor } from '../events/receiver.js';

const h = useSandbox();
const strict = useSandbox({ webhooks: { denyPrivate: true } });
const receiver = useReceivers(h);

const METADATA = ['http://169.254.169.254/latest/meta-data/', 'http://2852039166/', 'http://0xa9fea9fe/', 'http://169.254.43518/', 'http://[::ffff:169.254.169.254]/', 'http://[fe80::1]/', 'http://224.0.0.1/', 'http://metadata.google.internal./computeMetadata/v1/', 'http://0.0.0.0:8080/'];

describe('webhook destinations', () => {
  it('refuses link-local, metadata and multicast addresses in every spelling, by default, with 422 naming url', async () => {
    h.newProject();
    for (const url of METADATA) {
      const r = await h.call('POST', '/events/subscriptions', { body: { url, event_types: ['*'] } });
      expect(r.status, url).toBe(422);
      expect(r.body.errors[0].pointer).toBe('#/url');
    }
    const ok = await h.call('POST', '/events/subscriptions', { body: { url: 'http://127.0.0.1:9/hook', event_types: ['*'] } });
    expect(ok.status).toBe(201);
    expect((await h.call('PATCH', `/events/subscriptions/${ok.body.id}`, { body: { url: 'http://2852039166/' } })).status).toBe(422);
  });

  it('keeps status and timing of an answer, not its body, unless a setting allows it', async () => {
    h.newProject();
    const rx = await receiver(() => ({ status: 500, body: 'internal admin page: secret' }));
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'SSRF-EXCERPT');
    const d = await deliveryWithAttempts(h, (await onlyDelivery(h, sub.id)).id, 1);
    expect(d.attempts[0]).toMatchObject({ status_code: 500, response_body_excerpt: '' });
    expect(JSON.stringify(d)).not.toContain('secret');
  });

  it('with --webhook-deny-private refuses loopback and private ranges, yet delivers to its own inbox in-process', async () => {
    strict.newProject();
    for (const url of ['http://127.0.0.1:9/', 'http://localhost:9/', 'http://10.1.2.3/', 'http://192.168.0.1/', 'http://[::1]:9/', 'http://[::ffff:127.0.0.1]/']) {
      expect((await strict.call('POST', '/events/subscriptions', { body: { url, event_types: ['*'] } })).status, url).toBe(422);
    }
    const inbox = `${strict.url}/_sandbox/inbox/strict-box`;
    const sub = await strict.call('POST', '/events/subscriptions', { body: { url: inbox, event_types: ['device.created'] } });
    expect(sub.status).toBe(201);
    await createDevice(strict, 'SSRF-INBOX');
    const got = await waitFor(async () => ((await strict.admin('GET', '/inbox/strict-box')).body.data as any[])[0], 'an inbox message');
    expect(got.verified).toBe(true);
  });

  it('refuses at connect time a name that resolves to a denied address', async () => {
    const policy = new DestinationPolicy(true);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => policy.lookup('localhost', {}, (err) => resolve(err)));
    expect(error?.code).toBe('EDESTINATION');
    expect(error?.message).toContain('resolves to');
    const lenient = await new Promise<NodeJS.ErrnoException | null>((resolve) => new DestinationPolicy(false).lookup('localhost', {}, (err) => resolve(err)));
    expect(lenient).toBeNull();
  });
});

describe('webhook destinations, review round 2 (finding 16)', () => {
  it('with --webhook-deny-private refuses loopback and private addresses carried inside IPv6 and the benchmarking range', async () => {
    strict.newProject();
    for (const url of ['http://[::127.0.0.1]/', 'http://[64:ff9b::7f00:1]/', 'http://[64:ff9b::a00:1]/', 'http://[2002:7f00:1::]/', 'http://198.18.0.1/', 'http://198.19.255.1/']) {
      const r = await strict.call('POST', '/events/subscriptions', { body: { url, event_types: ['*'] } });
      expect(r.status, url).toBe(422);
      expect(r.body.errors[0].pointer).toBe('#/url');
    }
    // Public addresses in the same spellings still pass, and so does ::1 without the setting.
    for (const url of ['http://[64:ff9b::5db8:d822]/', 'http://93.184.216.34/']) {
      expect((await strict.call('POST', '/events/subscriptions', { body: { url, event_types: ['*'] } })).status, url).toBe(201);
    }
    h.newProject();
    expect((await h.call('POST', '/events/subscriptions', { body: { url: 'http://[::1]:9/', event_types: ['*'] } })).status).toBe(201);
  });
});
