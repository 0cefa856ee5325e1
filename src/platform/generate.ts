/**
 * Values from a JSON Schema of the served document (decision 1002): a walk of the schema with the
 * sandbox's seeded rng, so the same seed gives the same value whatever ran before. Every value is
 * valid to any depth: required properties are always there; optional ones only near the top
 * (depth < OPTIONAL_DEPTH), never through a `$ref` already on the way down, and within a budget of
 * nodes, so recursion ends at an optional edge or an empty array. Extension keywords (`x-…`) are
 * never copied into data. Dates fall in the year before the fixture epoch. A string `pattern` is
 * drawn by json-schema-faker's regex generator, seeded the same way.
 */
import { generateSync } from 'json-schema-faker';
import { createRng, type Rng } from '../core/rng.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { checkValue } from './check-value.js';
import { mergeAllOf } from './merge-all-of.js';
import { typesMeet } from './sampleable.js';

const YEAR_MS = 365 * 86_400_000;
/** Optional properties and non-empty arrays are generated only this far down. */
const OPTIONAL_DEPTH = 4;
/** Past this many generated values, only what is required is added. */
const NODE_BUDGET = 2_000;
/** A required chain this deep is a schema the load check missed: refused, never looped. */
const HARD_DEPTH = 64;

type Schema = Record<string, any>;

export class UnsatisfiableSchema extends Error {}

interface Walk {
  rng: Rng;
  epoch: number;
  nodes: number;
  refs: string[];
}

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];

function typeOf(s: Schema): string | undefined {
  const t = s.type;
  if (Array.isArray(t)) {
    const real = t.filter((x) => x !== 'null');
    return real[0] ?? (t.includes('null') ? 'null' : undefined);
  }
  if (typeof t === 'string') return t;
  if (s.properties || s.required || s.additionalProperties !== undefined || s.minProperties !== undefined) return 'object';
  if (s.items || s.prefixItems || s.minItems !== undefined) return 'array';
  if (s.pattern !== undefined || s.format !== undefined || s.minLength !== undefined || s.maxLength !== undefined) return 'string';
  if (s.minimum !== undefined || s.maximum !== undefined || s.multipleOf !== undefined) return 'number';
  return undefined;
}

function jsType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function fitsType(type: string | undefined, v: unknown): boolean {
  const t = jsType(v);
  return type === t || (type === 'number' && t === 'integer');
}


function patternString(pattern: string, w: Walk): string | undefined {
  try {
    const v = generateSync({ type: 'string', pattern } as never, { seed: w.rng.uint32() });
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

function safeTest(pattern: string, v: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(v);
  } catch {
    return false;
  }
}

function formatString(format: string, w: Walk): string | undefined {
  const { rng } = w;
  const word = () => rng.pick(WORDS);
  switch (format) {
    case 'date-time':
    case 'date':
    case 'time': {
      const iso = new Date(w.epoch - Math.floor(rng.next() * YEAR_MS)).toISOString().replace(/\.\d{3}Z$/, 'Z');
      return format === 'date-time' ? iso : format === 'date' ? iso.slice(0, 10) : iso.slice(11);
    }
    case 'uuid': {
      const hex = Array.from({ length: 4 }, () => rng.uint32().toString(16).padStart(8, '0')).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[rng.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    }
    case 'email':
    case 'idn-email':
      return `${word()}.${word()}@example.com`;
    case 'uri':
    case 'url':
    case 'iri':
    case 'uri-reference':
    case 'iri-reference':
      return `https://example.com/${word()}/${rng.int(1, 999)}`;
    case 'uri-template':
      return `https://example.com/${word()}/{id}`;
    case 'hostname':
    case 'idn-hostname':
      return `${word()}.example.com`;
    case 'ipv4':
      return [rng.int(1, 223), rng.int(0, 255), rng.int(0, 255), rng.int(1, 254)].join('.');
    case 'ipv6':
      return Array.from({ length: 8 }, () => rng.int(0, 0xffff).toString(16)).join(':');
    case 'byte':
      return Buffer.from(Array.from({ length: 9 }, () => rng.int(0, 255))).toString('base64');
    case 'int32':
    case 'int64':
      return String(rng.int(1, 100_000));
    case 'duration':
      return `P${rng.int(1, 30)}D`;
    case 'json-pointer':
      return `/${word()}/${rng.int(0, 9)}`;
    case 'regex':
      return '^[a-z]+$';
    default:
      return undefined;
  }
}

function stringValue(s: Schema, w: Walk): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  let v: string | undefined;
  // A known format first; a pattern it does not match draws from the pattern instead.
  if (typeof s.format === 'string') v = formatString(s.format, w);
  if (typeof s.pattern === 'string' && (v === undefined || !safeTest(s.pattern, v))) v = patternString(s.pattern, w);
  if (v === undefined) v = `${w.rng.pick(WORDS)}-${w.rng.int(1, 9999)}`;
  if (s.pattern === undefined) {
    if (v.length < min) v = v + 'x'.repeat(min - v.length);
    if (v.length > max) v = v.slice(0, max);
  }
  return v;
}

function numberValue(s: Schema, integer: boolean, w: Walk): number {
  let lo = typeof s.minimum === 'number' ? s.minimum : -Infinity;
  let hi = typeof s.maximum === 'number' ? s.maximum : Infinity;
  const step = typeof s.multipleOf === 'number' && s.multipleOf > 0 ? s.multipleOf : integer ? 1 : 0;
  const exLo = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exHi = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  if (exLo !== undefined) lo = Math.max(lo, integer ? Math.floor(exLo) + 1 : exLo + (step || 0.01));
  if (exHi !== undefined) hi = Math.min(hi, integer ? Math.ceil(exHi) - 1 : exHi - (step || 0.01));
  if (lo === -Infinity) lo = hi === Infinity ? 1 : Math.min(1, hi - 1000);
  if (hi === Infinity) hi = lo + 1000;
  if (step) {
    const first = Math.ceil(lo / step);
    const last = Math.floor(hi / step);
    const k = last >= first ? w.rng.int(first, Math.min(last, first + 1000)) : first;
    const v = k * step;
    return integer ? Math.round(v) : Number(v.toPrecision(12));
  }
  return Math.round((lo + w.rng.next() * (hi - lo)) * 100) / 100;
}

/**
 * `mode` says which side the values are for: an answer leaves `writeOnly` properties out, a
 * request (what a client generated from the document sends) leaves `readOnly` ones out.
 */
export function generator(served: OpenApiDocument, epochMs: () => number, unfit: ReadonlySet<string> = new Set(), mode: 'response' | 'request' = 'response') {
  const hidden = mode === 'response' ? 'writeOnly' : 'readOnly';
  const merged = new WeakMap<object, Schema>();

  /** The schema with its `$ref` followed (siblings kept) and its `allOf` merged; cached per node. */
  const flatten = (schema: Schema): Schema => {
    let out = merged.get(schema);
    if (out) return out;
    out = mergeAllOf(served, schema);
    merged.set(schema, out);
    return out;
  };

  const matchesOne = (alternatives: unknown[], v: unknown): boolean => {
    let matches = 0;
    for (const alt of alternatives) if (!checkValue(served, alt, v) && ++matches > 1) return false;
    return matches === 1;
  };

  const cut = (w: Walk, depth: number) => depth >= OPTIONAL_DEPTH || w.nodes >= NODE_BUDGET;

  const value = (input: unknown, w: Walk, depth: number): unknown => {
    if (depth > HARD_DEPTH) throw new UnsatisfiableSchema('the schema is deeper than any answer can be');
    if (input === true || input === undefined) return {};
    if (!input || typeof input !== 'object') return {};
    w.nodes++;
    let schema = input as Schema;
    let pushed = 0;
    while (typeof schema.$ref === 'string') {
      w.refs.push(schema.$ref);
      pushed++;
      const { $ref: _, ...siblings } = schema;
      const target = resolveRef(served, { $ref: schema.$ref });
      if (!target) throw new UnsatisfiableSchema(`$ref ${schema.$ref} points at nothing`);
      schema = Object.keys(siblings).length ? { ...siblings, ...target, $ref: target.$ref } : target;
      if (!schema.$ref) break;
      if (pushed > 32) throw new UnsatisfiableSchema('a circle of $refs');
    }
    try {
      return concrete(flatten(schema), w, depth);
    } finally {
      w.refs.length -= pushed;
    }
  };

  /** An alternative of `oneOf`/`anyOf`, merged with what the schema says beside it. */
  const alternative = (s: Schema, w: Walk): Schema | undefined => {
    const list: unknown[] = s.oneOf ?? s.anyOf;
    // Not an unfit one, nor one the schema's own `type` excludes.
    const viable = list.filter((a) => !(a && typeof a === 'object' && ((typeof (a as Schema).$ref === 'string' && unfit.has((a as Schema).$ref)) || !typesMeet(s.type, (a as Schema).type))));
    if (!viable.length) return undefined;
    // Prefer an alternative that does not recurse, then one that is not only null.
    const fresh = viable.filter((a) => !recursive(a, w));
    const pool = fresh.length ? fresh : viable;
    const real = pool.filter((a) => (a as Schema)?.type !== 'null');
    const from = real.length ? real : pool;
    const pick = from[w.rng.int(0, from.length - 1)] as Schema;
    const { oneOf: _o, anyOf: _a, discriminator, ...rest } = s;
    const chosen = { allOf: [rest, pick] };
    // The tag a `mapping` gives the chosen alternative; without one, the alternative's own value of the tag stands.
    const mapped = discriminator?.propertyName && typeof pick?.$ref === 'string' ? Object.entries<string>(discriminator.mapping ?? {}).find(([, ref]) => ref === pick.$ref)?.[0] : undefined;
    if (mapped !== undefined) return { ...chosen, 'x-sandbox-discriminator': [discriminator.propertyName, mapped] };
    return chosen;
  };

  const concrete = (s: Schema, w: Walk, depth: number): unknown => {
    if ('const' in s) return s.const;
    if (Array.isArray(s.enum) && s.enum.length) {
      const options = s.enum.filter((e: unknown) => e !== null);
      return options.length ? options[w.rng.int(0, options.length - 1)] : null;
    }
    if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
      // A value of one alternative may match others too, which `oneOf` forbids: drawn again (a few times) until it matches one.
      let v: unknown;
      for (let attempt = 0; attempt < (Array.isArray(s.oneOf) ? 4 : 1); attempt++) {
        const alt = alternative(s, w);
        if (!alt) throw new UnsatisfiableSchema('every alternative is unsatisfiable');
        const { 'x-sandbox-discriminator': tag, ...schema } = alt as Schema;
        v = value(schema, w, depth);
        if (tag && v && typeof v === 'object' && !Array.isArray(v)) (v as Record<string, unknown>)[tag[0]] = tag[1];
        if (!Array.isArray(s.oneOf) || matchesOne(s.oneOf, v)) break;
      }
      return v;
    }
    const type = typeOf(s);
    const example = Array.isArray(s.examples) && s.examples.length ? s.examples[0] : s.example !== undefined ? s.example : s.default;
    if (example !== undefined && example !== null && type && type !== 'object' && type !== 'array' && fitsType(type, example) && leafFits(s, example)) return example;
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return w.rng.next() < 0.5;
      case 'integer':
        return numberValue(s, true, w);
      case 'number':
        return numberValue(s, false, w);
      case 'string':
        return stringValue(s, w);
      case 'array':
        return arrayValue(s, w, depth);
      case 'object':
        return objectValue(s, w, depth);
      default:
        // No type and nothing that implies one: any value is valid; an empty object says least.
        return {};
    }
  };

  const recursive = (sub: unknown, w: Walk) => {
    const ref = sub && typeof sub === 'object' ? (sub as Schema).$ref : undefined;
    return typeof ref === 'string' && (w.refs.includes(ref) || unfit.has(ref));
  };

  const arrayValue = (s: Schema, w: Walk, depth: number): unknown[] => {
    const min = typeof s.minItems === 'number' ? s.minItems : 0;
    const max = typeof s.maxItems === 'number' ? s.maxItems : Infinity;
    const prefix: unknown[] = Array.isArray(s.prefixItems) ? s.prefixItems : [];
    const items = s.items ?? {};
    const stop = cut(w, depth) || recursive(items, w) || items === false;
    const count = Math.min(max, Math.max(min, prefix.length, stop ? 0 : w.rng.int(1, 2)));
    const out: unknown[] = [];
    const seen = new Set<string>();
    for (let i = 0, tries = 0; out.length < count && tries < count * 5; tries++) {
      const v = value(i < prefix.length ? prefix[i] : items, w, depth + 1);
      if (s.uniqueItems) {
        const key = JSON.stringify(v);
        if (seen.has(key)) continue;
        seen.add(key);
      }
      out.push(v);
      i++;
    }
    return out;
  };

  const objectValue = (s: Schema, w: Walk, depth: number): Record<string, unknown> => {
    const properties: Record<string, unknown> = s.properties ?? {};
    const required: string[] = Array.isArray(s.required) ? s.required.filter((r: unknown) => typeof r === 'string') : [];
    const out: Record<string, unknown> = {};
    const extra = s.additionalProperties;
    const valueFor = (name: string) => (name in properties ? properties[name] : extra && typeof extra === 'object' ? extra : {});
    for (const name of required) out[name] = value(valueFor(name), w, depth + 1);
    const maxProps = typeof s.maxProperties === 'number' ? s.maxProperties : Infinity;
    const minProps = typeof s.minProperties === 'number' ? s.minProperties : 0;
    const stop = cut(w, depth);
    for (const [name, sub] of Object.entries(properties)) {
      if (name in out || Object.keys(out).length >= maxProps) continue;
      const resolved = sub && typeof sub === 'object' ? (sub as Schema) : {};
      if (resolved[hidden] === true || resolved.deprecated === true) continue;
      if ((stop || recursive(sub, w)) && Object.keys(out).length >= minProps) continue;
      try {
        out[name] = value(sub, w, depth + 1);
      } catch (err) {
        // An optional field no value satisfies is left out.
        if (!(err instanceof UnsatisfiableSchema)) throw err;
      }
    }
    // A map (additionalProperties only): one entry near the top, as many as minProperties asks.
    const isMap = !Object.keys(properties).length && extra && typeof extra === 'object';
    const wanted = Math.max(minProps, isMap && !stop && !recursive(extra, w) ? 1 : 0);
    for (let i = 1; Object.keys(out).length < Math.min(wanted, maxProps) && i <= wanted + 5; i++) {
      const key = isMap || extra !== false ? `${w.rng.pick(WORDS)}${i}` : undefined;
      if (key === undefined || key in out) continue;
      out[key] = value(extra && typeof extra === 'object' ? extra : {}, w, depth + 1);
    }
    return out;
  };

  return (schema: unknown, seed: number): unknown => {
    if (!schema || typeof schema !== 'object') return undefined;
    return value(schema, { rng: createRng(seed), epoch: epochMs(), nodes: 0, refs: [] }, 0);
  };
}

/** A schema's own example or default, used for a leaf only where it obeys the schema's words. */
function leafFits(s: Schema, v: unknown): boolean {
  if (typeof v === 'string') {
    if (typeof s.minLength === 'number' && v.length < s.minLength) return false;
    if (typeof s.maxLength === 'number' && v.length > s.maxLength) return false;
    if (s.format !== undefined) return false;
    if (typeof s.pattern === 'string') {
      try {
        return new RegExp(s.pattern, 'u').test(v);
      } catch {
        return false;
      }
    }
    return true;
  }
  if (typeof v === 'number') {
    if (typeof s.minimum === 'number' && v < s.minimum) return false;
    if (typeof s.maximum === 'number' && v > s.maximum) return false;
    if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) return false;
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && Math.abs(v / s.multipleOf - Math.round(v / s.multipleOf)) > 1e-9) return false;
    return true;
  }
  return typeof v === 'boolean';
}

export type Generate = ReturnType<typeof generator>;
