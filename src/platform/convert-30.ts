/**
 * OpenAPI 3.0 to 3.1, for the schema keywords whose meaning changed (the OpenAPI Initiative's
 * migration guide): `nullable: true` becomes a `null` type, boolean `exclusiveMinimum` and
 * `exclusiveMaximum` become the bound itself, a schema's `example` joins `examples`. The
 * document is copied, never changed in place.
 */
import type { OpenApiDocument } from '../openapi/document.js';

function convertSchemaKeywords(node: Record<string, any>): Record<string, any> {
  const out: Record<string, any> = { ...node };
  if (out.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    else if (!out.type) {
      const { nullable: _, ...rest } = out;
      return { anyOf: [rest, { type: 'null' }] };
    }
  }
  delete out.nullable;
  if (out.exclusiveMinimum === true && typeof out.minimum === 'number') {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (typeof out.exclusiveMinimum === 'boolean') delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true && typeof out.maximum === 'number') {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (typeof out.exclusiveMaximum === 'boolean') delete out.exclusiveMaximum;
  return out;
}

const SCHEMA_HINTS = ['type', 'properties', 'items', 'allOf', 'anyOf', 'oneOf', 'nullable', 'enum', '$ref'];

function walk(node: unknown, inSchema: boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => walk(n, inSchema));
  if (!node || typeof node !== 'object') return node;
  const isSchema = inSchema && SCHEMA_HINTS.some((k) => k in (node as object));
  const source = isSchema ? convertSchemaKeywords(node as Record<string, any>) : (node as Record<string, any>);
  const out: Record<string, any> = {};
  for (const [k, v] of Object.entries(source)) {
    if (isSchema && (k === 'example' || k === 'examples' || k === 'default' || k === 'enum' || k === 'const')) out[k] = v;
    else if (k === 'schema' || k === 'schemas' || k === 'items' || k === 'not' || k === 'additionalProperties') out[k] = k === 'schemas' ? mapValues(v, (s) => walk(s, true)) : walk(v, true);
    else if (isSchema && k === 'properties') out[k] = mapValues(v, (s) => walk(s, true));
    else if (isSchema && (k === 'allOf' || k === 'anyOf' || k === 'oneOf')) out[k] = walk(v, true);
    else out[k] = walk(v, false);
  }
  return out;
}

function mapValues(v: unknown, f: (x: unknown) => unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, f(x)]));
}

export function convert30(doc: OpenApiDocument): OpenApiDocument {
  const out = walk(doc, false) as OpenApiDocument;
  out.openapi = '3.1.0';
  return out;
}
