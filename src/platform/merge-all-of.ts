/**
 * A schema with its `allOf` members merged into one (their `$ref`s followed): properties joined
 * (a name several members define gets each one's schema under `allOf`), `required` united, types
 * intersected, bounds the stricter, the first member's other keywords. What the generator walks,
 * so that a value satisfies every member at once.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';

type Schema = Record<string, any>;

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

function types(s: Schema): Set<string> | undefined {
  if (s.type === undefined) return undefined;
  return new Set(Array.isArray(s.type) ? s.type : [s.type]);
}

function intersectTypes(a: Set<string> | undefined, b: Set<string> | undefined): string[] | undefined {
  if (!a) return b && [...b];
  if (!b) return [...a];
  const out = [...a].filter((t) => b.has(t) || (t === 'number' && b.has('integer')) || (t === 'integer' && b.has('number')));
  return [...new Set(out.map((t) => (t === 'number' && (b.has('integer') || a.has('integer')) ? 'integer' : t)))];
}

function mergeTwo(into: Schema, part: Schema): Schema {
  const out: Schema = { ...into };
  for (const [k, v] of Object.entries(part)) {
    if (k === 'properties') {
      const props: Schema = { ...(out.properties ?? {}) };
      for (const [name, sub] of Object.entries<any>(v ?? {})) props[name] = name in props && props[name] !== sub ? { allOf: [props[name], sub] } : sub;
      out.properties = props;
    } else if (k === 'required') out.required = [...new Set([...(out.required ?? []), ...(Array.isArray(v) ? v : [])])];
    else if (k === 'type') {
      const t = intersectTypes(types(out), types(part));
      out.type = t && t.length === 1 ? t[0] : t;
    } else if (LOWER_BOUNDS.includes(k)) out[k] = typeof out[k] === 'number' ? Math.max(out[k], v) : v;
    else if (UPPER_BOUNDS.includes(k)) out[k] = typeof out[k] === 'number' ? Math.min(out[k], v) : v;
    else if (k === 'enum' && Array.isArray(out.enum)) out.enum = out.enum.filter((e: unknown) => (v as unknown[]).some((x) => JSON.stringify(x) === JSON.stringify(e)));
    else if (k === 'additionalProperties') out[k] = v === false || out[k] === false ? false : (out[k] ?? v);
    else if (!(k in out)) out[k] = v;
  }
  return out;
}

/** The schema, its `$ref` followed, with its `allOf` members merged (recursively, at most 32 levels). */
export function mergeAllOf(doc: OpenApiDocument, schema: Schema, depth = 0): Schema {
  const s = (resolveRef(doc, schema) ?? {}) as Schema;
  if (!Array.isArray(s.allOf) || depth > 32) return s;
  const { allOf, ...own } = s;
  let out: Schema = own;
  for (const member of allOf as unknown[]) {
    if (!member || typeof member !== 'object') continue;
    out = mergeTwo(out, mergeAllOf(doc, member as Schema, depth + 1));
  }
  return out;
}
