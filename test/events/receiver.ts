/**
 * A real webhook receiver on port 0 for the Event API tests, and small waiting helpers. Every
 * delivery it receives is checked against the sandbox's AsyncAPI document (`/asyncapi.json`): its
 * headers and its payload against the message of its type; closing the receiver fails with what
 * did not conform.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv } from 'ajv';
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
  /** Deliveries that did not conform to the AsyncAPI document, as they were checked. */
  problems: string[];
  /** Closes the receiver; rejects when a delivery did not conform to the AsyncAPI document. */
  close(): Promise<void>;
}

/** Problems of a delivery against an AsyncAPI document of the Event API (empty: it conforms). */
export type DeliveryCheck = (r: Received) => string[];

/** A check of deliveries against `doc` (AsyncAPI 3.0, schemas in its default format: JSON Schema draft-07). */
export function asyncApiCheck(doc: any): DeliveryCheck {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  ajv.addSchema(doc, 'asyncapi');
  const headers = ajv.compile({ $ref: 'asyncapi#/components/schemas/WebhookHeaders' });
  return (r) => {
    const type = r.json?.type;
    const message = doc.components.messages[type];
    if (!message) return [`${type}: no message of that type in the AsyncAPI document`];
    const payload = ajv.getSchema(`asyncapi#/components/messages/${type}/payload`) ?? ajv.compile({ $ref: `asyncapi#/components/messages/${type}/payload` });
    const problems: string[] = [];
    if (!payload(r.json)) problems.push(`${type} payload: ${ajv.errorsText(payload.errors)}`);
    if (!headers(r.headers)) problems.push(`${type} headers: ${ajv.errorsText(headers.errors)}`);
    if (r.headers['content-type'] !== message.contentType) problems.push(`${type}: content-type ${r.headers['content-type']}, not ${message.contentType}`);
    return problems;
  };
}

/** The check of a sandbox's deliveries: its `/asyncapi.json`, fetched on the first delivery. */
export function checkAgainst(h: TestSandbox): () => Promise<DeliveryCheck> {
  let check: Promise<DeliveryCheck> | undefined;
  return () => (check ??= fetch(`${h.url}/asyncapi.json`).then(async (r) => asyncApiCheck(await r.json())));
}

export async function startReceiver(respond: Responder = () => ({ status: 204 }), against?: () => Promise<DeliveryCheck>): Promise<Receiver> {
  const received: Received[] = [];
  const problems: string[] = [];
  const checks: Promise<void>[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const r: Received = { headers, body, json: JSON.parse(body) };
      if (against) checks.push(against().then((check) => void problems.push(...check(r)), (err) => void problems.push(`the AsyncAPI document: ${err}`)));
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
    problems,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await Promise.all(checks);
      if (problems.length) throw new Error(`deliveries that do not conform to /asyncapi.json:\n${problems.join('\n')}`);
    },
  };
}

/**
 * Receivers started in a test and closed after it, each delivery checked against the AsyncAPI
 * document of `h`: `const receiver = useReceivers(h)` at file level.
 */
export function useReceivers(h: TestSandbox): (respond?: Responder) => Promise<Receiver> {
  const open: Receiver[] = [];
  const against = checkAgainst(h);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  return async (respond) => {
    const r = await startReceiver(respond, against);
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
