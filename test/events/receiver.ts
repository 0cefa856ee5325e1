/** A real webhook receiver on port 0 for the Event API tests, and small waiting helpers. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Webhook } from 'standardwebhooks';
import { afterEach } from 'vitest';
import type { TestSandbox } from '../helpers/sandbox.js';

export interface Received {
  headers: Record<string, string>;
  body: string;
  json: any;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** How the receiver answers its n-th request (0-based); `hang` never answers. */
export type Responder = (req: Received, n: number) => Answer | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export async function startReceiver(respond: Responder = () => ({ status: 204 })): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const r: Received = { headers, body, json: JSON.parse(body) };
      const answer = respond(r, received.length);
      received.push(r);
      if (answer === 'hang') return;
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Receivers started in a test and closed after it: `const receiver = useReceivers()` at file level. */
export function useReceivers(): (respond?: Responder) => Promise<Receiver> {
  const open: Receiver[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  return async (respond) => {
    const r = await startReceiver(respond);
    open.push(r);
    return r;
  };
}

/** Polls until `check` returns something truthy (real time; generous bound). */
export async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 5000): Promise<NonNullable<T>> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Verifies a received delivery with the `standardwebhooks` package; throws if it does not verify. */
export function verify(secret: string, r: Received): unknown {
  return new Webhook(secret).verify(r.body, r.headers);
}

export async function subscribe(h: TestSandbox, url: string, eventTypes: string[] = ['*'], project?: string): Promise<{ id: string; secret: string }> {
  const r = await h.call('POST', '/events/subscriptions', { project, body: { url, event_types: eventTypes, description: 'test' } });
  if (r.status !== 201) throw new Error(`subscribe failed: ${r.status} ${r.text}`);
  return r.body;
}

export async function createDevice(h: TestSandbox, serial: string, project?: string): Promise<any> {
  const r = await h.call('POST', '/v2/registry/devices', { project, body: { name: `Device ${serial}`, serial_number: serial, tags: ['test'] } });
  if (r.status !== 201) throw new Error(`device create failed: ${r.status} ${r.text}`);
  return r.body;
}

/** The delivery once it has `n` attempts (the dispatcher recorded them, not only sent them). */
export async function deliveryWithAttempts(h: TestSandbox, id: string, n: number, project?: string): Promise<any> {
  return waitFor(async () => {
    const r = await h.call('GET', `/events/deliveries/${id}`, { project });
    return r.status === 200 && r.body.attempts.length >= n ? r.body : undefined;
  }, `delivery ${id} to have ${n} attempts`);
}

export async function onlyDelivery(h: TestSandbox, subscriptionId: string, project?: string): Promise<any> {
  return waitFor(async () => {
    const r = await h.call('GET', `/events/deliveries?subscription_id=${subscriptionId}`, { project });
    return r.body.data.length ? r.body.data[0] : undefined;
  }, `a delivery to ${subscriptionId}`);
}

/** Problems of a payload against its type's schema as `GET /events/types` publishes it (empty: conforms). */
export async function catalogueProblems(h: TestSandbox, payload: any): Promise<string[]> {
  const types = await h.call('GET', '/events/types');
  const spec = types.body.data.find((t: any) => t.type === payload.type);
  if (!spec) return [`${payload.type} is not in the catalogue`];
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv.validate(spec.schema, payload) ? [] : [`${payload.type}: ${ajv.errorsText()}`];
}
