import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultCatalogueFile, loadCatalogue } from '../../src/apis/events/catalogue.js';
import { eventSchemaName } from '../../src/apis/events/served-catalogue.js';
import { loadContract } from '../../src/openapi/document.js';

const doc = loadContract();
const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('the event catalogue file', () => {
  it('has the 14 types, each described under the contract\'s webhooks with the same data schema', () => {
    const raw = parse(readFileSync(defaultCatalogueFile, 'utf8'));
    expect(raw.types).toHaveLength(14);
    expect(Object.keys(doc.webhooks).sort()).toEqual(raw.types.map((t: any) => t.type).sort());
    const payloads = doc.components.schemas.WebhookDelivery.properties.payload;
    expect(doc.components.schemas.WebhookEventTypeName.enum).toEqual([...raw.types.map((t: any) => t.type), '*']);
    for (const t of raw.types) {
      const ref = `#/components/schemas/${eventSchemaName(t.type)}`;
      expect(doc.webhooks[t.type].post.requestBody.content['application/json'].schema, t.type).toEqual({ $ref: ref });
      expect(doc.components.schemas[eventSchemaName(t.type)].properties, t.type).toEqual({ type: { type: 'string', const: t.type }, timestamp: { $ref: '#/components/schemas/Timestamp' }, data: t.data });
      expect(payloads.discriminator.mapping[t.type], `WebhookDelivery's payload maps ${t.type}`).toBe(ref);
    }
    expect(payloads.oneOf).toHaveLength(raw.types.length);
    expect(loadCatalogue(doc).types).toHaveLength(14);
  });

  it('maps a replacement name to the domain event that emits it', () => {
    const c = loadCatalogue(doc, file('ok.yaml', 'types:\n  - type: hardware.registered\n    source: device.created\n    data: { type: object }\n'));
    expect(c.forSource('device.created').map((t) => t.type)).toEqual(['hardware.registered']);
    expect(c.get('device.created')).toBeUndefined();
  });

  it('refuses a broken file with a message that says what is wrong', () => {
    expect(() => loadCatalogue(doc, file('empty.yaml', 'types: []\n'))).toThrow(/non-empty list "types"/);
    expect(() => loadCatalogue(doc, file('name.yaml', 'types:\n  - type: Bad Name\n    data: {}\n'))).toThrow(/types\[0\]\.type must look like/);
    expect(() => loadCatalogue(doc, file('twice.yaml', 'types:\n  - { type: a.b, data: {} }\n  - { type: a.b, data: {} }\n'))).toThrow(/listed twice/);
    expect(() => loadCatalogue(doc, file('ref.yaml', "types:\n  - { type: a.b, data: { $ref: '#/components/schemas/Nope' } }\n"))).toThrow(/Nope is not in the contract/);
    expect(() => loadCatalogue(doc, file('ex.yaml', 'types:\n  - { type: a.b, data: { type: object, required: [id] }, example: {} }\n'))).toThrow(/example does not match/);
    expect(() => loadCatalogue(doc, join(dir, 'missing.yaml'))).toThrow(/missing\.yaml/);
  });
});
