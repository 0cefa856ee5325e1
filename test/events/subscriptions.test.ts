import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { createDevice, deliveryWithAttempts, onlyDelivery, subscribe, verify, waitFor, useReceivers } from './receiver.js';

const h = useSandbox();
const receiver = useReceivers(h);

describe('the event catalogue', () => {
  it('lists the 14 event types with a JSON Schema of each payload', async () => {
    const r = await h.call('GET', '/events/types');
    expect(r.status).toBe(200);
    expect(r.body.data.map((t: any) => t.type).sort()).toEqual([
      'device.created', 'device.deleted', 'device.tags_changed', 'device.updated',
      'request.assignee_changed', 'request.created', 'request.deleted', 'request.status_changed', 'request.updated',
      'session.created', 'session.expired', 'session.revoked', 'signin.failed', 'signin.succeeded',
    ]);
    const created = r.body.data.find((t: any) => t.type === 'device.created');
    expect(created.schema.properties.type).toEqual({ const: 'device.created' });
    expect(created.schema.properties.data.required).toContain('tags');
    expect(JSON.stringify(created.schema)).not.toContain('$ref');
  });
});

describe('subscriptions', () => {
  it('creates one, shows the secret only once, lists, gets, updates and deletes it', async () => {
    h.newProject();
    const created = await h.call('POST', '/events/subscriptions', { body: { url: 'https://example.test/hook', event_types: ['device.created', 'signin.failed'], description: 'mine' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/events/subscriptions/${created.body.id}`);
    expect(created.body).toMatchObject({ url: 'https://example.test/hook', event_types: ['device.created', 'signin.failed'], description: 'mine', enabled: true, disabled_reason: null, failing_since: null });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const got = await h.call('GET', `/events/subscriptions/${created.body.id}`);
    expect(got.body).toEqual((({ secret: _s, ...rest }) => rest)(created.body));
    expect((await h.call('GET', '/events/subscriptions')).body.data).toEqual([got.body]);
    const patched = await h.call('PATCH', `/events/subscriptions/${created.body.id}`, { body: { event_types: ['*'], enabled: false } });
    expect(patched.body).toMatchObject({ event_types: ['*'], enabled: false, disabled_reason: 'manual' });
    expect(JSON.stringify(patched.body)).not.toContain('whsec_');
    expect((await h.call('DELETE', `/events/subscriptions/${created.body.id}`)).status).toBe(204);
    expect((await h.call('GET', `/events/subscriptions/${created.body.id}`)).status).toBe(404);
    expect((await h.call('DELETE', `/events/subscriptions/${created.body.id}`)).status).toBe(404);
  });

  it('gives the same ids to the same requests in a fresh project (seeded), but never the same secret (node:crypto)', async () => {
    const body = { url: 'https://example.test/a', event_types: ['*'] };
    const first = await h.call('POST', '/events/subscriptions', { project: 'wh-seeded', body });
    await h.admin('POST', '/reset', { project: 'wh-seeded' });
    const again = await h.call('POST', '/events/subscriptions', { project: 'wh-seeded', body });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.secret).not.toBe(first.body.secret);
  });

  it('refuses unknown event types with 400 naming each one (the contract lists the types), and bad bodies with 400', async () => {
    h.newProject();
    const unknown = await h.call('POST', '/events/subscriptions', { body: { url: 'https://example.test/', event_types: ['device.created', 'device.exploded'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ in: 'body', pointer: '#/event_types/1', detail: expect.stringMatching(/^must be one of device\.created, .*session\.expired, \*$/) }]);
    const star = await h.call('POST', '/events/subscriptions', { body: { url: 'https://example.test/', event_types: ['*', 'device.created'] } });
    expect(star.status).toBe(422);
    expect(star.body.errors[0].pointer).toBe('#/event_types/0');
    const ftp = await h.call('POST', '/events/subscriptions', { body: { url: 'ftp://example.test/', event_types: ['*'] } });
    expect(ftp.status).toBe(400);
    expect(ftp.body.errors[0].pointer).toBe('#/url');
    const empty = await h.call('POST', '/events/subscriptions', { body: { url: 'https://example.test/', event_types: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].pointer).toBe('#/event_types');
    const patch = await h.call('PATCH', '/events/subscriptions/sub_nope', { body: {} });
    expect(patch.status).toBe(400);
  });

  it('lets a viewer read subscriptions but not create them', async () => {
    const project = h.newProject();
    const viewer = await h.admin('POST', '/tokens', { role: 'viewer', projects: [project] });
    const token = viewer.body.access_token;
    expect((await h.call('GET', '/events/subscriptions', { token })).status).toBe(200);
    const r = await h.call('POST', '/events/subscriptions', { token, body: { url: 'https://example.test/', event_types: ['*'] } });
    expect(r.status).toBe(403);
  });
});

describe('secret rotation', () => {
  it('signs with the old and the new secret for 24 hours, then with the new one only', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url);
    const rotated = await h.call('POST', `/events/subscriptions/${sub.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(sub.secret);
    const clock = (await h.admin('GET', '/clock')).body.now;
    expect(Date.parse(rotated.body.previous_secret_expires_at) - Date.parse(clock)).toBeGreaterThan(24 * 3600 * 1000 - 5000);
    await createDevice(h, 'ROT-1');
    await waitFor(() => rx.received.length === 1, 'a delivery');
    expect(rx.received[0].headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verify(sub.secret, rx.received[0])).toMatchObject({ type: 'device.created' });
    expect(verify(rotated.body.secret, rx.received[0])).toMatchObject({ type: 'device.created' });

    await h.admin('POST', '/clock', { advance_seconds: 24 * 3600 + 1 });
    await createDevice(h, 'ROT-2');
    await waitFor(() => rx.received.length === 2, 'a second delivery');
    expect(rx.received[1].headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(verify(rotated.body.secret, rx.received[1])).toMatchObject({ type: 'device.created' });
    expect(() => verify(sub.secret, rx.received[1])).toThrow(/signature/i);
  });
});

describe('test events and redelivery', () => {
  it('sends an example event of a chosen type, and refuses an unknown type', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url, ['signin.failed']);
    const r = await h.call('POST', `/events/subscriptions/${sub.id}/test`);
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ subscription_id: sub.id, event_type: 'signin.failed', status: 'pending' });
    await waitFor(() => rx.received.length === 1, 'the test event');
    expect(verify(sub.secret, rx.received[0])).toMatchObject({ type: 'signin.failed', data: { user_id: 'usr_example', reason: 'invalid_credentials' } });
    const chosen = await h.call('POST', `/events/subscriptions/${sub.id}/test`, { body: { event_type: 'device.updated' } });
    expect(chosen.body.event_type).toBe('device.updated');
    const bad = await h.call('POST', `/events/subscriptions/${sub.id}/test`, { body: { event_type: 'nope.never' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].pointer).toBe('#/event_type');
  });

  it('redelivers a delivery with the same webhook-id, and refuses while it is pending', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url);
    await createDevice(h, 'REDELIVER');
    const { id } = await onlyDelivery(h, sub.id);
    await deliveryWithAttempts(h, id, 1);
    const again = await h.call('POST', `/events/deliveries/${id}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.body.status).toBe('pending');
    const d = await deliveryWithAttempts(h, id, 2);
    expect(d.status).toBe('succeeded');
    expect(rx.received.map((r) => r.headers['webhook-id'])).toEqual([id, id]);
    expect(rx.received[1].body).toBe(rx.received[0].body);
    expect((await h.call('POST', '/events/deliveries/msg_nope/redeliver')).status).toBe(404);
  });

  it('pages deliveries newest first and filters them', async () => {
    h.newProject();
    const rx = await receiver();
    const sub = await subscribe(h, rx.url);
    for (let i = 0; i < 3; i++) await createDevice(h, `PAGE-${i}`);
    await waitFor(() => rx.received.length === 3, 'three deliveries');
    const first = await h.call('GET', '/events/deliveries?limit=2');
    expect(first.body.data.map((d: any) => d.payload.data.serial_number)).toEqual(['PAGE-2', 'PAGE-1']);
    const second = await h.call('GET', `/events/deliveries?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.data.map((d: any) => d.payload.data.serial_number)).toEqual(['PAGE-0']);
    expect(second.body.next_cursor).toBeNull();
    expect((await h.call('GET', `/events/deliveries?subscription_id=${sub.id}&event_type=device.updated`)).body.data).toEqual([]);
    expect((await h.call('GET', '/events/deliveries?status=bogus')).status).toBe(400);
  });
});

describe('the built-in inbox (/_sandbox/inbox/{name})', () => {
  it('receives deliveries, verifies them, and lists them', async () => {
    h.newProject();
    const sub = await subscribe(h, `${h.url}/_sandbox/inbox/my-box`, ['device.created']);
    await createDevice(h, 'INBOX-1');
    const listed = await waitFor(async () => {
      const r = await h.admin('GET', '/inbox/my-box');
      return r.body.count === 1 ? r.body : undefined;
    }, 'the inbox to hold a message');
    expect(listed.data[0]).toMatchObject({ verified: true, subscription_id: sub.id, body: { type: 'device.created', data: { serial_number: 'INBOX-1' } } });
    expect(listed.data[0].headers['webhook-id']).toMatch(/^msg_/);
    const { id } = await onlyDelivery(h, sub.id);
    expect((await deliveryWithAttempts(h, id, 1)).attempts[0]).toMatchObject({ status_code: 200 });

    const forged = await fetch(`${h.url}/_sandbox/inbox/my-box`, { method: 'POST', headers: { 'webhook-id': 'msg_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' }, body: '{}' });
    expect(forged.status).toBe(200);
    const after = (await h.admin('GET', '/inbox/my-box')).body;
    expect(after.data[0]).toMatchObject({ verified: false, subscription_id: null });
    expect(after.data[0].verification).toMatch(/signature/i);
    expect((await h.admin('DELETE', '/inbox/my-box')).status).toBe(204);
    expect((await h.admin('GET', '/inbox/my-box')).body.count).toBe(0);
  });

  it('answers the status named in ?status=, so retries can be watched without a server', async () => {
    h.newProject();
    const sub = await subscribe(h, `${h.url}/_sandbox/inbox/flaky?status=503`);
    await createDevice(h, 'INBOX-503');
    const { id } = await onlyDelivery(h, sub.id);
    const d = await deliveryWithAttempts(h, id, 1);
    expect(d).toMatchObject({ status: 'pending', attempts: [{ status_code: 503 }] });
    expect((await h.admin('POST', '/inbox/bad%20name', {})).status).toBe(400);
    expect((await fetch(`${h.url}/_sandbox/inbox/x?status=99`, { method: 'POST', body: '{}' })).status).toBe(400);
  });
});
