import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { checkAgainst, createDevice, startReceiver, subscribe, verify, waitFor } from './receiver.js';

const catalogue = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'real-names.yaml');
writeFileSync(catalogue, `types:
  - type: hardware.registered
    source: device.created
    description: The platform's real name, learned later.
    data: { $ref: '#/components/schemas/Device' }
    example: { id: d, name: n, imei: null, serial_number: s, manufacturer: '', model: '', platform: other, tags: [], created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
`);

const h = useSandbox({ eventCatalogue: catalogue });
const rx = await startReceiver(undefined, checkAgainst(h));
afterAll(() => rx.close());

describe('a replaced event catalogue (SANDBOX_EVENT_CATALOGUE)', () => {
  it('publishes and delivers its own names', async () => {
    h.newProject();
    expect((await h.call('GET', '/events/types')).body.data.map((t: any) => t.type)).toEqual(['hardware.registered']);
    const refused = await h.call('POST', '/events/subscriptions', { body: { url: rx.url, event_types: ['device.created'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ pointer: '#/event_types/0', detail: 'must be one of hardware.registered, *' });
    // What /openapi.json says is what the sandbox enforces and sends: this catalogue's types.
    const served = (await h.call('GET', '/openapi.json')).body;
    expect(served.components.schemas.WebhookEventTypeName.enum).toEqual(['hardware.registered', '*']);
    expect(Object.keys(served.webhooks)).toEqual(['hardware.registered']);
    expect(served.components.schemas.WebhookDelivery.properties.payload.discriminator.mapping).toEqual({ 'hardware.registered': '#/components/schemas/HardwareRegisteredEvent' });
    expect(served.components.schemas.DeviceCreatedEvent).toBeUndefined();
    const sub = await subscribe(h, rx.url, ['hardware.registered']);
    await createDevice(h, 'REAL-NAMES');
    await waitFor(() => rx.received.length === 1, 'a delivery');
    expect(verify(sub.secret, rx.received[0])).toMatchObject({ type: 'hardware.registered', data: { serial_number: 'REAL-NAMES' } });
  });
});
