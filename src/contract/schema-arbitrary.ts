/**
 * JSON Schema 2020-12 (and OpenAPI 3.0's `nullable`) to fast-check arbitraries: the values the
 * generated checks send, so fast-check shrinks a failing request and `--seed` replays it. Covered:
 * `type`, `enum`, `const`, `format` (date-time, date, uuid, email, uri), `pattern`, the bounds of
 * strings, numbers, arrays and objects, `required`, `properties`, `additionalProperties`,
 * `unevaluatedProperties` (a generated object holds only the properties its schema names), `items`,
 * `oneOf`/`anyOf`/`allOf` and local `$ref`s. Any other assertion keyword throws `NotGenerable`
 * naming it, as does a schema no value satisfies or a recursion without a base case.
 * Why our own module: docs/decisions/0506-schema-arbitraries-of-our-own.md.
 */
import fc from 'fast-check';
import { resolvePointer } from '../openapi/resolve-ref.js';

export class NotGenerable extends Error {}

/** Keywords that say nothing about which values are valid (annotations, OpenAPI's extras). */
const ANNOTATIONS = new Set([
  'title', 'description', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', 'xml', 'externalDocs',
  '$comment', '$id', '$schema', '$anchor', '$defs', 'definitions', 'discriminator', 'contentMediaType', 'contentEncoding',
]);
const COVERED = new Set([
  'type', 'enum', 'const', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'items', 'properties', 'required',
  'additionalProperties', 'minProperties', 'maxProperties', 'oneOf', 'anyOf', 'allOf', '$ref', 'nullable',
  // Covered by construction: a generated object holds only properties its schema (or the alternative drawn) names.
  'unevaluatedProperties',
]);
/** Formats generated as such; any other format is a string the format does not constrain here. */
const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  'date-time': () => fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: () => fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  uuid: () => fc.uuid(),
  // Plain addresses and URLs: every validator's notion of the format accepts them (fast-check's own are RFC-wide).
  email: () => word().map((w) => `${w}@example.com`),
  uri: () => word().map((w) => `https://example.com/${w}`),
};
function word(): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 12 });
}
const KNOWN_FORMATS = new Set([...Object.keys(FORMATS), 'int32', 'int64', 'float', 'double', 'byte', 'binary', 'password', 'hostname', 'uri-reference', 'iri']);

/** How deep objects and arrays nest before optional parts are left out (a recursion ends there). */
const MAX_DEPTH = 5;
const MAX_ITEMS = 3;

export interface ArbitraryOptions {
  /** Leave out `readOnly` properties (requests) or `writeOnly` ones (answers). */
  direction?: 'request' | 'response';
}

/** The keywords of `schema` (and the schemas it refers to) this module does not cover, first one first. */
function uncoveredKeyword(schema: unknown, doc: unknown, seen = new Set<unknown>()): string | undefined {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return undefined;
  seen.add(schema);
  const s = schema as Record<string, unknown>;
  for (const key of Object.keys(s)) {
    if (!COVERED.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-')) return key;
  }
  if (typeof s.$ref === 'string') {
    if (!s.$ref.startsWith('#')) return `$ref to another document (${s.$ref})`;
    const found = uncoveredKeyword(resolvePointer(doc, s.$ref), doc, seen);
    if (found) return found;
  }
  const children: unknown[] = [
    ...Object.values((s.properties as object) ?? {}),
    s.items,
    typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined,
    ...((s.oneOf as unknown[]) ?? []),
    ...((s.anyOf as unknown[]) ?? []),
    ...((s.allOf as unknown[]) ?? []),
  ];
  for (const child of children) {
    const found = uncoveredKeyword(child, doc, seen);
    if (found) return found;
  }
  return undefined;
}

type Schema = Record<string, any>;

function deref(schema: unknown, doc: unknown, stack: string[]): { schema: Schema; stack: string[] } {
  let s = schema as Schema;
  while (s && typeof s === 'object' && typeof s.$ref === 'string') {
    const ref = s.$ref as string;
    if (stack.filter((r) => r === ref).length >= 2) throw new Recursion(ref);
    stack = [...stack, ref];
    const target = resolvePointer(doc, ref);
    if (target === undefined) throw new NotGenerable(`$ref ${ref} names nothing`);
    // Siblings of `$ref` (2020-12) apply too.
    const { $ref: _ignored, ...siblings } = s;
    s = Object.keys(siblings).length ? { allOf: [target, siblings] } : (target as Schema);
  }
  return { schema: s ?? {}, stack };
}

/** A `$ref` met again while building its own value: optional parts end there, required ones cannot. */
class Recursion extends NotGenerable {
  constructor(readonly ref: string) {
    super(`recursion without a base case through ${ref}`);
  }
}

/** `allOf` as one schema: properties, required and bounds of every member together. */
function mergeAllOf(schema: Schema, doc: unknown, stack: string[]): Schema {
  const { allOf, ...rest } = schema;
  let merged: Schema = { ...rest };
  for (const member of allOf as unknown[]) {
    const { schema: m0 } = deref(member, doc, stack);
    const m = m0.allOf ? mergeAllOf(m0, doc, stack) : m0;
    for (const [k, v] of Object.entries(m)) {
      if (k === 'properties') merged.properties = { ...(merged.properties ?? {}), ...(v as object) };
      else if (k === 'required') merged.required = [...new Set([...(merged.required ?? []), ...(v as string[])])];
      else if (k === 'type' && merged.type !== undefined && JSON.stringify(types(merged)) !== JSON.stringify(types({ type: v })) && !types({ type: v }).some((t) => types(merged).includes(t))) {
        throw new NotGenerable(`no value satisfies allOf: types ${JSON.stringify(merged.type)} and ${JSON.stringify(v)}`);
      } else if (k === 'minimum' || k === 'minLength' || k === 'minItems') merged[k] = Math.max(merged[k] ?? -Infinity, v as number);
      else if (k === 'maximum' || k === 'maxLength' || k === 'maxItems') merged[k] = Math.min(merged[k] ?? Infinity, v as number);
      else if (k === 'oneOf' || k === 'anyOf') merged = { ...merged, allOf: undefined, [k]: v };
      else merged[k] ??= v;
    }
  }
  delete merged.allOf;
  return merged;
}

function types(s: Schema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (typeof s.type === 'string') return [s.type];
  if (s.properties || s.additionalProperties !== undefined || s.required) return ['object'];
  if (s.items) return ['array'];
  return [];
}

/** A fast-check arbitrary of the values `schema` accepts; throws NotGenerable when it cannot make one. */
export function arbitraryOf(schema: unknown, doc: unknown, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const keyword = uncoveredKeyword(schema, doc);
  if (keyword) throw new NotGenerable(`keyword "${keyword}" is not covered by the generator`);
  return build(schema, doc, options, [], 0);
}

function build(schema0: unknown, doc: unknown, options: ArbitraryOptions, stack0: string[], depth: number): fc.Arbitrary<unknown> {
  if (schema0 === true || schema0 === undefined) return fc.jsonValue({ maxDepth: 1 });
  if (schema0 === false) throw new NotGenerable('the schema `false` accepts no value');
  let { schema, stack } = deref(schema0, doc, stack0);
  if (schema.allOf) schema = mergeAllOf(schema, doc, stack);
  const nullable = schema.nullable === true;
  const withNull = (a: fc.Arbitrary<unknown>) => (nullable ? fc.oneof(a, fc.constant(null)) : a);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) {
    if (!schema.enum.length) throw new NotGenerable('an empty enum accepts no value');
    return fc.constantFrom(...schema.enum);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(schema[key])) continue;
    const { [key]: members, ...base } = schema;
    const alternatives: fc.Arbitrary<unknown>[] = [];
    let last: Error | undefined;
    for (const m of members as unknown[]) {
      try {
        // The sibling keywords apply to every alternative.
        alternatives.push(build(Object.keys(base).length ? { allOf: [base, m] } : m, doc, options, stack, depth));
      } catch (err) {
        last = err as Error;
      }
    }
    if (!alternatives.length) throw last ?? new NotGenerable(`no alternative of ${key} can be generated`);
    return withNull(fc.oneof(...alternatives));
  }
  const [type] = types(schema);
  switch (type) {
    case undefined:
      return fc.jsonValue({ maxDepth: 1 });
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return withNull(fc.boolean());
    case 'integer':
    case 'number':
      return withNull(numberOf(schema, type));
    case 'string':
      return withNull(stringOf(schema));
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + MAX_ITEMS, min + MAX_ITEMS);
      if (min > max) throw new NotGenerable(`minItems ${min} is above maxItems ${schema.maxItems}`);
      if (depth >= MAX_DEPTH && min === 0) return withNull(fc.constant([]));
      const item = build(schema.items ?? {}, doc, options, stack, depth + 1);
      return withNull(schema.uniqueItems ? fc.uniqueArray(item, { minLength: min, maxLength: max, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength: min, maxLength: max }));
    }
    case 'object':
      return withNull(objectOf(schema, doc, options, stack, depth));
    default:
      throw new NotGenerable(`type "${type}" is not a JSON Schema type`);
  }
}

function numberOf(schema: Schema, type: 'integer' | 'number'): fc.Arbitrary<number> {
  const exMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.exclusiveMinimum === true ? schema.minimum : undefined;
  const exMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.exclusiveMaximum === true ? schema.maximum : undefined;
  const step = type === 'integer' ? 1 : 0;
  let min = Math.max(schema.exclusiveMinimum === true ? -Infinity : (schema.minimum ?? -1e6), exMin !== undefined ? exMin + (step || 1e-6) : -Infinity);
  let max = Math.min(schema.exclusiveMaximum === true ? Infinity : (schema.maximum ?? 1e6), exMax !== undefined ? exMax - (step || 1e-6) : Infinity);
  if (type === 'integer') [min, max] = [Math.ceil(min), Math.floor(max)];
  if (min > max) throw new NotGenerable(`no ${type} lies between ${schema.minimum ?? exMin} and ${schema.maximum ?? exMax}`);
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) {
    const m = schema.multipleOf;
    const lo = Math.ceil(min / m);
    const hi = Math.floor(max / m);
    if (lo > hi) throw new NotGenerable(`no multiple of ${m} lies between ${min} and ${max}`);
    return fc.integer({ min: Math.max(lo, -1e9), max: Math.min(hi, 1e9) }).map((k) => k * m);
  }
  if (type === 'integer') return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 24);
  if (min > max) throw new NotGenerable(`minLength ${min} is above maxLength ${max}`);
  // Only the bounds the schema states filter a pattern's or a format's strings (a default bound could exclude them all).
  const upper = schema.maxLength ?? Infinity;
  const fits = (s: string) => [...s].length >= min && [...s].length <= upper;
  if (typeof schema.pattern === 'string') {
    let re: RegExp;
    try {
      re = new RegExp(schema.pattern, 'u');
    } catch {
      throw new NotGenerable(`pattern ${schema.pattern} is not an ECMAScript regular expression`);
    }
    return fc.stringMatching(re, { size: 'xsmall' }).filter(fits);
  }
  const format = FORMATS[schema.format as string];
  if (format) return format().filter(fits);
  if (schema.format !== undefined && !KNOWN_FORMATS.has(schema.format)) throw new NotGenerable(`format "${schema.format}" is not covered by the generator`);
  // Printable ASCII: what every text field accepts, and what a repro line shows as is.
  return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_ .'), minLength: min, maxLength: Math.min(max, min + 24) });
}

function objectOf(schema: Schema, doc: unknown, options: ArbitraryOptions, stack: string[], depth: number): fc.Arbitrary<unknown> {
  const required = new Set<string>(schema.required ?? []);
  const props: Record<string, fc.Arbitrary<unknown>> = {};
  const skip = options.direction === 'response' ? 'writeOnly' : 'readOnly';
  for (const [name, sub] of Object.entries<any>(schema.properties ?? {})) {
    const resolved = deref(sub, doc, stack).schema;
    if (resolved?.[skip] === true && !required.has(name)) continue;
    if (!required.has(name) && depth >= MAX_DEPTH) continue;
    try {
      props[name] = build(sub, doc, options, stack, depth + 1);
    } catch (err) {
      // An optional property that cannot be made (a recursion) is left out; a required one cannot be.
      if (required.has(name) || !(err instanceof Recursion)) throw err;
    }
  }
  for (const name of required) {
    if (props[name]) continue;
    for (const k of ['additionalProperties', 'unevaluatedProperties']) if (schema[k] === false) throw new NotGenerable(`required property "${name}" is not among the properties and ${k} is false`);
    props[name] = build(typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {}, doc, options, stack, depth + 1);
  }
  const max = schema.maxProperties ?? Infinity;
  if (required.size > max) throw new NotGenerable(`${required.size} required properties exceed maxProperties ${max}`);
  const optional = Object.keys(props).filter((k) => !required.has(k));
  // Optional properties beyond maxProperties cannot all be present: keep the record within it.
  const record = fc.record(props, { requiredKeys: [...required] }).map((o) => {
    const keys = Object.keys(o);
    if (keys.length <= max) return o;
    const drop = new Set(optional.filter((k) => k in o).slice(0, keys.length - max));
    return Object.fromEntries(Object.entries(o).filter(([k]) => !drop.has(k)));
  });
  const minProps = schema.minProperties ?? 0;
  if (minProps > Object.keys(props).length) throw new NotGenerable(`minProperties ${minProps} needs more properties than the schema names`);
  return minProps ? record.filter((o) => Object.keys(o as object).length >= minProps) : record;
}

/** A property the schema constrains, and a value of the wrong kind for it: negative data. */
export interface Violation {
  /** The pointer of the field (`/name`), `''` for the whole body. */
  field: string;
  reason: string;
  apply(valid: unknown): unknown;
}

/**
 * Ways to break a valid object body, one field at a time: a required property left out, a value
 * of another type, a value outside an enum, a string against its pattern or length. The caller
 * keeps those its validator does refuse.
 */
export function violationsOf(schema0: unknown, doc: unknown): Violation[] {
  let { schema, stack } = deref(schema0, doc, []);
  if (schema.allOf) schema = mergeAllOf(schema, doc, stack);
  const out: Violation[] = [];
  if (!types(schema).includes('object')) {
    if (types(schema).length) out.push({ field: '', reason: `not a ${types(schema).join(' or ')}`, apply: () => wrongType(types(schema)) });
    return out;
  }
  out.push({ field: '', reason: 'not an object', apply: () => 'not-an-object' });
  // A required readOnly property is required of answers only (OpenAPI 3.0 §4.7.25.1): a request leaving it out is no violation.
  const readOnly = (name: string) => {
    try {
      return !!deref(schema.properties?.[name], doc, stack).schema.readOnly;
    } catch {
      return false;
    }
  };
  for (const name of schema.required ?? []) {
    if (!readOnly(name)) out.push({ field: `/${name}`, reason: 'required, left out', apply: (v) => omit(v, name) });
  }
  for (const [name, sub0] of Object.entries<any>(schema.properties ?? {})) {
    let sub: Schema;
    try {
      sub = deref(sub0, doc, stack).schema;
      if (sub.allOf) sub = mergeAllOf(sub, doc, stack);
    } catch {
      continue;
    }
    if (sub.readOnly) continue;
    const t = types(sub);
    const set = (value: unknown) => (v: unknown) => (v && typeof v === 'object' ? { ...(v as object), [name]: value } : v);
    if (t.length && !sub.nullable && !t.includes('null')) out.push({ field: `/${name}`, reason: `not a ${t.join(' or ')}`, apply: set(wrongType(t)) });
    if (Array.isArray(sub.enum) && sub.enum.every((e: unknown) => typeof e === 'string')) out.push({ field: `/${name}`, reason: 'outside its enum', apply: set(`not-in-enum-${sub.enum.join('').length}`) });
    if (typeof sub.maxLength === 'number' && sub.maxLength < 4096) out.push({ field: `/${name}`, reason: `longer than ${sub.maxLength}`, apply: set('x'.repeat(sub.maxLength + 1)) });
    if (typeof sub.maximum === 'number') out.push({ field: `/${name}`, reason: `above ${sub.maximum}`, apply: set(sub.maximum + 1) });
  }
  return out;
}

function wrongType(t: string[]): unknown {
  if (!t.includes('string')) return 'not-a-value';
  if (!t.includes('integer') && !t.includes('number')) return 12345;
  return { wrong: true };
}

function omit(v: unknown, name: string): unknown {
  if (!v || typeof v !== 'object') return v;
  const { [name]: _dropped, ...rest } = v as Record<string, unknown>;
  return rest;
}
