/**
 * Webhook checks (spec §5 rule 5, §6): the runner subscribes a receiver, makes the target emit an
 * event, and looks at the delivery. That a delivery's body is JSON is normative; how it is signed
 * (Standard Webhooks v1), the payload schemas and the retry schedule are conventions.
 */
import { Webhook } from 'standardwebhooks';
import type { OperationTable } from '../openapi/operations.js';
import type { Delivery, Receiver } from './receiver.js';
import type { CheckContext, CheckDefinition, Device } from './types.js';

const SUBSCRIBE = 'POST /events/subscriptions';
const CREATE_DEVICE = 'POST /v2/registry/devices';
const WAIT_MS = 10_000;

export type ReceiverSource = (t: CheckContext) => Promise<Receiver>;

interface Subscribed {
  receiver: Receiver;
  secret: string;
  device: Device;
  delivery: Delivery;
}

/** What the run learnt about the target's deliveries: after one wait in vain, the other checks do not wait again. */
interface DeliveryState {
  nothingArrived?: string;
}

/** Subscribes the receiver to device.created, creates a device, and waits for its delivery. */
async function deliveredEvent(t: CheckContext, receiverOf: ReceiverSource, state: DeliveryState, policy?: (attempt: number) => number): Promise<Subscribed> {
  if (state.nothingArrived) t.inconclusive(`not waited: ${state.nothingArrived}`);
  const receiver = await t.given('a receiver for deliveries', () => receiverOf(t));
  receiver.answer(policy ?? (() => 204));
  // Each check's subscription gets its own path, so deliveries to earlier subscriptions do not mix in.
  const path = receiver.local ? `/${t.unique('sub')}` : '';
  const sub = await t.given('a subscription of the receiver to device.created', () =>
    t.call('POST', '/events/subscriptions', { body: { url: `${receiver.url}${path}`, event_types: ['device.created'], description: `contract runner ${t.run.id}` } }),
  );
  if (sub.status !== 201 || typeof sub.body?.id !== 'string') t.inconclusive(`setup failed: subscribing answered ${sub.status}`);
  t.remember(`/events/subscriptions/${encodeURIComponent(sub.body.id)}`, `subscription ${sub.body.id}`);
  const [device] = await t.when('a device is created', () => t.createDevices(1));
  const mine = (d: Delivery) => (!path || d.path?.endsWith(path) === true) && JSON.stringify(d.body).includes(device.id);
  const [delivery] = await t.when(`its delivery is awaited (${WAIT_MS / 1000} s at most)`, () => {
    t.note(`waiting up to ${WAIT_MS / 1000} s for the device.created delivery about ${device.id} at ${receiver.url}${path}`);
    return receiver.waitFor(mine, WAIT_MS);
  });
  if (!delivery) {
    state.nothingArrived = `no delivery arrived within ${WAIT_MS / 1000} s for an earlier webhook check of this run`;
    t.expect(false, `no delivery about device ${device.id} arrived within ${WAIT_MS / 1000} s`);
  }
  return { receiver, secret: String(sub.body.secret ?? ''), device, delivery };
}

export function webhookChecks(table: OperationTable, hasWebhooks: boolean, receiverOf: ReceiverSource): CheckDefinition[] {
  if (!hasWebhooks) return [];
  const uses = [SUBSCRIBE, CREATE_DEVICE];
  const state: DeliveryState = {};
  return [
    {
      id: 'webhooks.delivery-is-json',
      title: 'An event is delivered to a subscriber with a JSON body',
      basis: 'normative',
      ref: '§6 ("the body of each delivery is JSON"); §5 rule 5',
      safety: 'isolated-writes',
      tags: ['events', 'webhooks'],
      uses,
      async run(t) {
        const { delivery } = await deliveredEvent(t, receiverOf, state);
        await t.then('the body parses as JSON', () => t.expect(typeof delivery.body === 'object' && delivery.body !== null, `the body is not JSON: ${delivery.raw.slice(0, 200)}`));
      },
    },
    {
      id: 'webhooks.standard-signature',
      title: 'A delivery is signed per Standard Webhooks v1 with the subscription secret',
      basis: 'convention',
      ref: 'spec §5 rule 5 (HMAC signature; scheme not shown); Standard Webhooks v1; docs/conventions.md (Webhook signing)',
      safety: 'isolated-writes',
      tags: ['events', 'webhooks'],
      uses,
      async run(t) {
        const { delivery, secret } = await deliveredEvent(t, receiverOf, state);
        await t.then('webhook-id, webhook-timestamp and webhook-signature verify with the secret', () => {
          let problem = '';
          try {
            new Webhook(secret).verify(delivery.raw, delivery.headers);
          } catch (err) {
            problem = (err as Error).message;
          }
          t.expect(!problem, `the signature does not verify: ${problem}`);
        });
      },
    },
    {
      id: 'webhooks.payload-schema',
      title: 'A delivery is {type, timestamp, data} matching the contract for its event type',
      basis: 'convention',
      ref: 'contracts/openapi webhooks; docs/conventions.md (Webhook payload)',
      safety: 'isolated-writes',
      tags: ['events', 'webhooks'],
      uses,
      async run(t) {
        const { delivery, device } = await deliveredEvent(t, receiverOf, state);
        await t.then('type device.created, data is the device, and the payload matches the contract', () => {
          const body = delivery.body as { type?: string; data?: { id?: string } };
          t.expect(body?.type === 'device.created' && body?.data?.id === device.id, `payload is ${delivery.raw.slice(0, 300)}`);
          const problems = table.validateWebhook('device.created', body) ?? ['the contract has no webhook device.created'];
          t.expect(!problems.length, problems.join('; '));
        });
      },
    },
    {
      id: 'webhooks.retry-after-failure',
      title: 'A failed delivery is retried with the same webhook-id and body',
      basis: 'convention',
      ref: 'docs/conventions.md (Webhook delivery: at least once, first retry after 5 s)',
      safety: 'isolated-writes',
      tags: ['events', 'webhooks'],
      uses,
      async run(t) {
        const probe = await t.given('a receiver that can be told to fail', () => receiverOf(t));
        if (!probe.local) t.inconclusive('a --webhook-sink cannot be told to fail an attempt');
        const { receiver, delivery } = await deliveredEvent(t, receiverOf, state, (attempt) => (attempt === 1 ? 500 : 204));
        const id = delivery.headers['webhook-id'];
        const again = await t.when('a second attempt is awaited (the first was answered 500)', () => {
          t.note(`waiting up to 15 s for the retry of delivery ${id} (the first attempt was answered 500)`);
          return receiver.waitFor((d) => d.headers['webhook-id'] === id, 15_000, 2);
        });
        await t.then('it came, with the same webhook-id and the same body', () => {
          t.expect(id && again.length >= 2, `no retry of ${id} arrived within 15 s`);
          t.expect(again[1]?.raw === delivery.raw, 'the retry carries another body');
        });
      },
    },
  ];
}
