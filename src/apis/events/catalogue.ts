/**
 * The event catalogue as data (`contracts/events/catalogue.yaml`, or the file named by
 * `SANDBOX_EVENT_CATALOGUE`): the names subscribers see, the domain event each one comes from,
 * and the JSON Schema of its payload. The real names are "not shown" (spec §6), so a partner who
 * learns them can replace the file without touching code.
 */
import { createValidator } from '../../openapi/validator.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { packageRoot } from '../../core/package-root.js';
import { packageYaml } from '../../core/parse-cache.js';
import { yaml } from '../../core/yaml.js';
import type { OpenApiDocument } from '../../openapi/document.js';
import { resolvePointer } from '../../openapi/resolve-ref.js';

export const defaultCatalogueFile = join(packageRoot, 'contracts', 'events', 'catalogue.yaml');

export interface EventTypeSpec {
  type: string;
  /** The domain event (`deps.bus`) that emits this type. */
  source: string;
  description: string;
  emitted_by: string[];
  /** Self-contained JSON Schema of the whole payload `{type, timestamp, data}`. */
  schema: Record<string, unknown>;
  /** The schema of `data` as the catalogue gives it (references into the contract kept). */
  data: unknown;
  /** `data` of a test event. */
  example: unknown;
}

export interface Catalogue {
  readonly types: readonly EventTypeSpec[];
  get(type: string): EventTypeSpec | undefined;
  /** The catalogue types a domain event emits (usually one). */
  forSource(source: string): readonly EventTypeSpec[];
}

const NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

/** Replaces `#/...` references by the contract's definitions, so a schema stands on its own. */
function inline(schema: unknown, doc: OpenApiDocument, depth = 0): unknown {
  if (depth > 32) throw new Error('event catalogue: references nest too deep (a cycle?)');
  if (Array.isArray(schema)) return schema.map((s) => inline(s, doc, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) out[k] = k.startsWith('x-') ? v : inline(v, doc, depth);
  if (typeof $ref !== 'string') return out;
  if (!$ref.startsWith('#/')) throw new Error(`event catalogue: only local references (#/...) are supported, not ${$ref}`);
  const target = resolvePointer(doc, $ref);
  if (target === undefined) throw new Error(`event catalogue: ${$ref} is not in the contract`);
  const resolved = inline(target, doc, depth + 1) as Record<string, unknown>;
  return Object.keys(out).length ? { allOf: [resolved, out] } : resolved;
}

function payloadSchema(type: string, data: unknown, doc: OpenApiDocument): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    required: ['type', 'timestamp', 'data'],
    properties: {
      type: { const: type },
      timestamp: { type: 'string', format: 'date-time' },
      data: inline(data, doc),
    },
    additionalProperties: false,
  };
}

/** The event a type's example stands for, as the catalogue's check validates it. */
export function exampleEvent(spec: EventTypeSpec): Record<string, unknown> {
  return { type: spec.type, timestamp: '2026-01-01T00:00:00.000Z', data: spec.example };
}

export function loadCatalogue(doc: OpenApiDocument, file = defaultCatalogueFile): Catalogue {
  let raw: any;
  try {
    raw = file === defaultCatalogueFile ? packageYaml(file) : yaml().parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`event catalogue ${file}: ${(err as Error).message}`);
  }
  if (!raw || !Array.isArray(raw.types) || raw.types.length === 0) throw new Error(`event catalogue ${file}: needs a non-empty list "types"`);
  // A user's catalogue is checked here: schemas against the meta-schema, examples against their
  // schemas. The built-in one is checked by tests, which spares every start compiling them all.
  const builtIn = file === defaultCatalogueFile;
  let ajv: Ajv2020 | undefined;
  const byType = new Map<string, EventTypeSpec>();
  const bySource = new Map<string, EventTypeSpec[]>();
  raw.types.forEach((t: any, i: number) => {
    const where = `event catalogue ${file}: types[${i}]`;
    if (typeof t?.type !== 'string' || !NAME.test(t.type)) throw new Error(`${where}.type must look like "object.action", got ${JSON.stringify(t?.type)}`);
    if (byType.has(t.type)) throw new Error(`${where}: ${t.type} is listed twice`);
    if (!t.data || typeof t.data !== 'object') throw new Error(`${where}.data must be a JSON Schema`);
    const spec: EventTypeSpec = {
      type: t.type,
      source: typeof t.source === 'string' ? t.source : t.type,
      description: String(t.description ?? ''),
      emitted_by: Array.isArray(t.emitted_by) ? t.emitted_by.map(String) : [],
      schema: payloadSchema(t.type, t.data, doc),
      data: t.data,
      example: t.example ?? {},
    };
    if (!builtIn) {
      ajv ??= createValidator({ allErrors: true, checkSchemas: true });
      const check = ajv.compile(spec.schema);
      if (!check(exampleEvent(spec))) throw new Error(`${where}.example does not match its schema: ${ajv.errorsText(check.errors)}`);
    }
    byType.set(spec.type, spec);
    bySource.set(spec.source, [...(bySource.get(spec.source) ?? []), spec]);
  });
  return {
    types: [...byType.values()],
    get: (type) => byType.get(type),
    forSource: (source) => bySource.get(source) ?? [],
  };
}
