/**
 * The contract as served under a replacement event catalogue (`--event-catalogue`): its event
 * types, not the built-in 14, in every place the contract names them, so that what
 * `/openapi.json` says is what the sandbox enforces and sends. A subscription's `event_types`
 * (`WebhookEventTypeName`), a delivery's `payload` (one schema per type, discriminated by
 * `type`) and the `webhooks` (one per type) are written from the catalogue; the rest is as is.
 */
import type { OpenApiDocument } from '../../openapi/document.js';
import type { Catalogue } from './catalogue.js';

/** `device.tags_changed` → `DeviceTagsChangedEvent`, the name of its payload's schema. */
export function eventSchemaName(type: string): string {
  return `${type.split(/[._]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}Event`;
}

export function withCatalogue(doc: OpenApiDocument, catalogue: Catalogue): OpenApiDocument {
  const schemas = doc.components?.schemas;
  const delivery = schemas?.WebhookDelivery?.properties?.payload;
  if (!schemas?.WebhookEventTypeName || !delivery) return doc;
  const out = structuredClone(doc);
  const own = out.components.schemas;
  const types = catalogue.types.map((t) => t.type);
  own.WebhookEventTypeName.enum = [...types, '*'];
  const payload = own.WebhookDelivery.properties.payload;
  // The built-in events' schemas go; their `data` schemas stay (other operations may use them).
  for (const ref of (payload.oneOf ?? []) as { $ref: string }[]) delete own[ref.$ref.split('/').pop()!];
  const template = Object.values<any>(out.webhooks ?? {})[0]?.post;
  const webhooks: Record<string, unknown> = {};
  const mapping: Record<string, string> = {};
  for (const t of catalogue.types) {
    const name = eventSchemaName(t.type);
    if (own[name]) throw new Error(`event catalogue: the schema name ${name} of ${t.type} is taken in the contract`);
    own[name] = {
      type: 'object',
      description: `The body of a \`${t.type}\` delivery.`,
      required: ['type', 'timestamp', 'data'],
      properties: { type: { type: 'string', const: t.type }, timestamp: { $ref: '#/components/schemas/Timestamp' }, data: t.data },
      additionalProperties: false,
    };
    mapping[t.type] = `#/components/schemas/${name}`;
    webhooks[t.type] = {
      post: {
        ...(template ? { tags: template.tags, parameters: template.parameters, responses: template.responses } : {}),
        operationId: `on${name.slice(0, -'Event'.length)}`,
        summary: t.description,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: mapping[t.type] } } } },
      },
    };
  }
  own.WebhookDelivery.properties.payload = { description: payload.description, oneOf: Object.values(mapping).map(($ref) => ({ $ref })), discriminator: { propertyName: 'type', mapping } };
  out.webhooks = webhooks;
  return out;
}
