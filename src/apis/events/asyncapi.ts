/**
 * The Event API as an AsyncAPI 3.0 document (`/asyncapi.json`, `/asyncapi.yaml`), for the tools
 * of event-driven APIs (AsyncAPI generators, Microcks, Specmatic). Built from the catalogue in
 * force and the contract as served: one message per event type whose payload is the schema of the
 * type's OpenAPI `webhooks` entry, as it is (its `#/components/schemas/...` references resolve to
 * copies of the contract's schemas here), the Standard Webhooks headers from that entry's header
 * parameters, the HTTP binding (a POST to the subscription's URL), and the retry schedule.
 */
import { Hono } from 'hono';
import { yaml } from '../../core/yaml.js';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { resolvePointer, resolveRef } from '../../openapi/resolve-ref.js';
import type { OpenApiDocument } from '../../openapi/document.js';
import type { Catalogue } from './catalogue.js';
import { exampleEvent } from './catalogue.js';
import { RETRY_SCHEDULE_MS } from './dispatcher.js';
import { runtime } from './runtime.js';

type AsyncApiDocument = Record<string, any>;

/** The HTTP bindings' version (github.com/asyncapi/bindings, http 0.3.0). */
const HTTP_BINDING = '0.3.0';
const SCHEMA_REF = '#/components/schemas/';

interface AsyncApiOptions {
  /** Seconds a receiver has to answer (`--webhook-timeout`). */
  timeoutSeconds: number;
}

function duration(ms: number): string {
  const s = ms / 1000;
  return s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`;
}

/** The contract's schemas a value refers to, with those they refer to in turn (by name). */
function referencedSchemas(contract: OpenApiDocument, roots: unknown[]): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const pending = [...roots];
  while (pending.length) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) {
          const name = decodeURIComponent(v.slice(SCHEMA_REF.length));
          if (!(name in found)) {
            const schema = resolvePointer(contract, v);
            if (schema === undefined) throw new Error(`asyncapi: ${v} is not in the contract`);
            found[name] = schema;
            pending.push(schema);
          }
        } else if (!key.startsWith('x-')) pending.push(v);
      }
    }
  }
  return Object.fromEntries(Object.keys(found).sort().map((k) => [k, found[k]]));
}

interface HeaderParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: Record<string, unknown>;
}

/** A type's `webhooks` entry in the served contract: its payload schema and its header parameters. */
function webhookOf(contract: OpenApiDocument, type: string): { payload: Record<string, unknown>; headers: HeaderParameter[] } {
  const post = resolveRef(contract, contract.webhooks?.[type])?.post;
  const payload = resolveRef(contract, post?.requestBody)?.content?.['application/json']?.schema;
  if (!payload) throw new Error(`asyncapi: the contract's webhooks describe no payload of ${type}`);
  const headers = ((post.parameters ?? []) as unknown[]).map((p) => resolveRef<HeaderParameter>(contract, p)).filter((p) => p.in === 'header');
  return { payload, headers };
}

/** The Standard Webhooks headers as one object schema, from the header parameters of the webhooks entries. */
function headersSchema(params: HeaderParameter[]): Record<string, unknown> {
  return {
    type: 'object',
    description: 'Standard Webhooks v1 (standardwebhooks.com): verify the signature over `webhook-id.webhook-timestamp.body` with the subscription\'s secret before trusting the body.',
    required: params.filter((p) => p.required).map((p) => p.name),
    properties: Object.fromEntries(params.map((p) => [p.name, { ...p.schema, ...(p.description ? { description: p.description } : {}) }])),
  };
}

/** The AsyncAPI 3.0 document of the Event API for the catalogue in force (what `/asyncapi.json` serves; other servers of it call this too). */
export function asyncApiDocument(contract: OpenApiDocument, catalogue: Catalogue, options: AsyncApiOptions): AsyncApiDocument {
  const schedule = RETRY_SCHEDULE_MS.map(duration).join(', ');
  const webhooks = Object.fromEntries(catalogue.types.map((t) => [t.type, webhookOf(contract, t.type)]));
  const payloads = Object.fromEntries(catalogue.types.map((t) => [t.type, webhooks[t.type].payload]));
  // Every type's entry names the same headers; the first one's are the document's.
  const headers = webhooks[catalogue.types[0].type].headers;
  const messages = Object.fromEntries(
    catalogue.types.map((t) => [
      t.type,
      {
        name: t.type,
        title: t.type,
        summary: t.description,
        ...(t.emitted_by.length ? { description: `Emitted by: ${t.emitted_by.join('; ')}.` } : {}),
        contentType: 'application/json',
        headers: { $ref: `${SCHEMA_REF}WebhookHeaders` },
        payload: payloads[t.type],
        bindings: { http: { headers: { $ref: `${SCHEMA_REF}WebhookHeaders` }, bindingVersion: HTTP_BINDING } },
        examples: [{ name: 'example', payload: exampleEvent(t) }],
      },
    ]),
  );
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Developer Platform Event API (sandbox)',
      version: String(contract.info?.version ?? '0.0.0'),
      description: [
        'The events the platform delivers as webhooks: an HTTP POST of one event to the `url` of each subscription (`POST /events/subscriptions`) whose `event_types` include its type (or `*`).',
        'Every delivery is signed per Standard Webhooks v1 (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers). The same events are described as the OpenAPI `webhooks` of `/openapi.json`, with the same payload schemas.',
        `The receiver answers 2xx within ${options.timeoutSeconds} s; anything else, or no answer, is a failed attempt. Retry schedule: after the 1st to ${RETRY_SCHEDULE_MS.length}th failed attempt the next comes ${schedule} later (a longer \`Retry-After\` on a 429 or 503 is honoured, up to 24 h); after the ${RETRY_SCHEDULE_MS.length + 1}th the delivery has failed. A 410 disables the subscription. Every attempt of one delivery carries the same \`webhook-id\`: deduplicate by it.`,
      ].join('\n\n'),
      license: { name: 'MIT' },
    },
    defaultContentType: 'application/json',
    channels: {
      subscriptionUrl: {
        // The address is each subscription's own URL: not known to this document (AsyncAPI 3.0: null).
        address: null,
        title: "A subscription's URL",
        description: 'Where deliveries go: the `url` given when the subscription was created (HTTPS, or HTTP to a local receiver in the sandbox).',
        messages: Object.fromEntries(catalogue.types.map((t) => [t.type, { $ref: `#/components/messages/${t.type}` }])),
      },
    },
    operations: {
      deliverEvent: {
        action: 'send',
        channel: { $ref: '#/channels/subscriptionUrl' },
        title: 'Deliver an event',
        summary: 'POST one event to a subscription\'s URL, signed per Standard Webhooks v1.',
        description: `Retried on failure: ${schedule} after the successive failed attempts.`,
        bindings: { http: { method: 'POST', bindingVersion: HTTP_BINDING } },
        messages: catalogue.types.map((t) => ({ $ref: `#/channels/subscriptionUrl/messages/${t.type}` })),
      },
    },
    components: {
      schemas: { ...referencedSchemas(contract, [...Object.values(payloads), ...headers.map((h) => h.schema)]), WebhookHeaders: headersSchema(headers) },
      messages,
    },
  };
}

const built = new WeakMap<Deps, AsyncApiDocument>();

/** The sandbox's AsyncAPI document: its contract as served and its catalogue in force (built once). */
function asyncApiOf(deps: Deps): AsyncApiDocument {
  let doc = built.get(deps);
  if (!doc) built.set(deps, (doc = asyncApiDocument(deps.contract.document, runtime(deps).catalogue, { timeoutSeconds: deps.config.webhooks.timeoutMs / 1000 })));
  return doc;
}

/** `/asyncapi.json` and `/asyncapi.yaml`, public like `/openapi.json`. */
export function asyncApiPages(deps: Deps): Hono<AppEnv> {
  let json: string | undefined;
  let yamlText: string | undefined;
  return new Hono<AppEnv>()
    .get('/asyncapi.json', (c) => c.body((json ??= JSON.stringify(asyncApiOf(deps))), 200, { 'content-type': 'application/json' }))
    .get('/asyncapi.yaml', (c) => c.body((yamlText ??= yaml().stringify(asyncApiOf(deps))), 200, { 'content-type': 'application/yaml' }));
}
