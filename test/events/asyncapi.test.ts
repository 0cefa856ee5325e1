/**
 * The AsyncAPI 3.0 document of the Event API (`/asyncapi.json`, `/asyncapi.yaml`), validated by
 * @asyncapi/parser, with the built-in catalogue and with a replacement: one message per type of
 * the catalogue in force, each payload schema equal to the served OpenAPI `webhooks` one, the
 * Standard Webhooks headers, the HTTP binding and the retry schedule.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { asyncApiDocument } from '../../src/apis/events/asyncapi.js';
import { RETRY_SCHEDULE_MS } from '../../src/apis/events/dispatcher.js';
import { runtime } from '../../src/apis/events/runtime.js';
import { useSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { asyncApiCheck } from './receiver.js';

const file = join(mkdtempSync(join(tmpdir(), 'asyncapi-')), 'replacement.yaml');
writeFileSync(file, `types:
  - type: hardware.registered
    source: device.created
    description: A device joined the fleet (the platform's own name).
    data: { $ref: '#/components/schemas/Device' }
    example: { id: d, name: n, imei: null, serial_number: s, manufacturer: '', model: '', platform: other, tags: [], created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
  - type: ticket.closed
    source: request.status_changed
    data: { type: object, required: [id], properties: { id: { type: string }, closed_by: { type: [string, 'null'] } } }
    example: { id: req_1, closed_by: null }
`);

const builtIn = useSandbox({ webhooks: { timeoutMs: 9000 } });
const replaced = useSandbox({ eventCatalogue: file });

/** `$ref`s replaced by what they point at, `x-parser-*` annotations left out: a schema to compare. */
function deref(doc: any, value: any, depth = 0): any {
  if (depth > 64) throw new Error('references nest too deep');
  if (Array.isArray(value)) return value.map((v) => deref(doc, v, depth));
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$ref === 'string') {
    const target = value.$ref.slice(2).split('/').reduce((o: any, k: string) => o?.[decodeURIComponent(k.replace(/~1/g, '/').replace(/~0/g, '~'))], doc);
    expect(target, value.$ref).toBeDefined();
    return deref(doc, target, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).filter(([k]) => !k.startsWith('x-parser-')).map(([k, v]) => [k, deref(doc, v, depth)]));
}

async function documents(h: TestSandbox) {
  const json = await fetch(`${h.url}/asyncapi.json`);
  expect(json.status).toBe(200);
  expect(json.headers.get('content-type')).toBe('application/json');
  const asyncapi = await json.json();
  const yaml = await fetch(`${h.url}/asyncapi.yaml`);
  expect(yaml.headers.get('content-type')).toBe('application/yaml');
  expect(parse(await yaml.text())).toEqual(asyncapi);
  const openapi = await (await fetch(`${h.url}/openapi.json`)).json();
  const types = (await h.call('GET', '/events/types')).body.data.map((t: any) => t.type);
  return { asyncapi, openapi, types };
}

/** What every catalogue's document must be; answers the parsed document. */
async function conforms(asyncapi: any, openapi: any, types: string[]) {
  const { document, diagnostics } = await new Parser().parse(JSON.stringify(asyncapi));
  expect(diagnostics.filter((d) => d.severity === 0), JSON.stringify(diagnostics)).toEqual([]);
  expect(document).toBeDefined();
  expect(document!.version()).toBe('3.0.0');
  // One message per type of the catalogue in force, on the one channel and the one operation.
  expect(document!.messages().all().map((m) => m.name()).sort()).toEqual([...types].sort());
  const [operation] = document!.operations().all();
  expect(document!.operations().all()).toHaveLength(1);
  expect(operation.action()).toBe('send');
  expect(operation.bindings().get('http')?.value()).toMatchObject({ method: 'POST' });
  expect(operation.messages().all().map((m) => m.name()).sort()).toEqual([...types].sort());
  for (const type of types) {
    // The payload schema is the OpenAPI webhooks one, to the last nested schema.
    const payload = deref(asyncapi, asyncapi.components.messages[type].payload);
    const webhook = deref(openapi, openapi.webhooks[type].post.requestBody.content['application/json'].schema);
    expect(payload, type).toEqual(webhook);
    // The Standard Webhooks headers, from the OpenAPI parameters of the same entry.
    const headers = deref(asyncapi, asyncapi.components.messages[type].headers);
    const params = deref(openapi, openapi.webhooks[type].post.parameters);
    expect([...headers.required].sort()).toEqual(['webhook-id', 'webhook-signature', 'webhook-timestamp']);
    for (const p of params) expect(headers.properties[p.name], p.name).toMatchObject(p.schema);
    expect(deref(asyncapi, asyncapi.components.messages[type].bindings.http.headers)).toEqual(headers);
    // Its example conforms to it.
    const message = document!.messages().all().find((m) => m.name() === type)!;
    const [example] = message.examples().all();
    expect(asyncApiCheck(asyncapi)({ headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1', 'webhook-timestamp': '1767225600', 'webhook-signature': 'v1,x' }, body: '', json: example.payload() })).toEqual([]);
  }
  return document!;
}

describe('/asyncapi.json and /asyncapi.yaml (AsyncAPI 3.0)', () => {
  it('with the built-in catalogue: the 14 types, the OpenAPI payload schemas, headers, binding and retry schedule', async () => {
    const { asyncapi, openapi, types } = await documents(builtIn);
    expect(types).toHaveLength(14);
    // What is served is what the exported builder makes of the contract and the catalogue in force.
    const deps = builtIn.sb.deps;
    expect(asyncApiDocument(deps.contract.document, runtime(deps).catalogue, { timeoutSeconds: 9 })).toEqual(asyncapi);
    expect(Object.keys(openapi.webhooks).sort()).toEqual([...types].sort());
    const document = await conforms(asyncapi, openapi, types);
    const description = document.info().description()!;
    expect(description).toContain('Retry schedule: after the 1st to 7th failed attempt the next comes 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h later');
    expect(RETRY_SCHEDULE_MS).toHaveLength(7);
    expect(description).toContain('within 9 s');
    expect(description).toContain('A 410 disables the subscription');
    // A payload of the wrong shape does not conform: the check can fail.
    const check = asyncApiCheck(asyncapi);
    const headers = { 'content-type': 'application/json', 'webhook-id': 'msg_1', 'webhook-timestamp': '1767225600', 'webhook-signature': 'v1,x' };
    expect(check({ headers, body: '', json: { type: 'device.created', timestamp: '2026-01-01T00:00:00Z', data: { id: 7 } } })[0]).toMatch(/device.created payload/);
    expect(check({ headers: { ...headers, 'webhook-timestamp': 'soon' }, body: '', json: { type: 'session.revoked', timestamp: '2026-01-01T00:00:00Z', data: { session_id: 's', user_id: 'u', reason: 'signed_out' } } })).toEqual([expect.stringMatching(/headers: .*webhook-timestamp/)]);
    expect(check({ headers, body: '', json: { type: 'device.exploded', timestamp: '2026-01-01T00:00:00Z', data: {} } })).toEqual(['device.exploded: no message of that type in the AsyncAPI document']);
  }, 60_000);

  it('with a replacement catalogue: its types, and the served OpenAPI webhooks describe the same', async () => {
    const { asyncapi, openapi, types } = await documents(replaced);
    expect(types).toEqual(['hardware.registered', 'ticket.closed']);
    expect(Object.keys(openapi.webhooks)).toEqual(types);
    expect(openapi.webhooks['ticket.closed'].post.operationId).toBe('onTicketClosed');
    await conforms(asyncapi, openapi, types);
    expect(Object.keys(asyncapi.components.schemas)).not.toContain('EventSessionRevoked');
  }, 60_000);
});
