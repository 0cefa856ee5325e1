/**
 * Whether a value obeys a schema of a platform document, and where it does not: the check of the
 * document's examples at start and of the ids the generator draws. A walk of the value and the
 * schema together, nothing compiled, so a document of a thousand examples is checked in a
 * fraction of the time ajv takes to compile their schemas (decision 1002). It reads the keywords
 * answers depend on (types, enum and const, required, properties, additionalProperties, items,
 * sizes, bounds, pattern, the common formats, allOf/anyOf/oneOf); others pass.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';

type Schema = Record<string, any>;

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  uuid: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]*$/,
  ipv4: /^(\d{1,3})(\.\d{1,3}){3}$/,
};

const patterns = new Map<string, RegExp | null>();
function regex(source: string): RegExp | null {
  let r = patterns.get(source);
  if (r === undefined) {
    try {
      r = new RegExp(source, 'u');
    } catch {
      r = null;
    }
    patterns.set(source, r);
  }
  return r;
}

function typeMatches(type: string, v: unknown): boolean {
  switch (type) {
    case 'null':
      return v === null;
    case 'array':
      return Array.isArray(v);
    case 'object':
      return !!v && typeof v === 'object' && !Array.isArray(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    default:
      return true;
  }
}

const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** The first place `value` breaks `schema` (`/id must be integer`), or undefined. */
export function checkValue(doc: OpenApiDocument, schema: unknown, value: unknown, at = '', depth = 0): string | undefined {
  if (schema === true || schema === undefined || schema === null) return undefined;
  if (schema === false) return `${at || '/'} is not allowed`;
  if (depth > 128) return undefined;
  const s = resolveRef<Schema>(doc, schema);
  if (!s || typeof s !== 'object') return undefined;
  const where = at || '/';
  if (Array.isArray(s.allOf)) for (const part of s.allOf) {
    const p = checkValue(doc, part, value, at, depth + 1);
    if (p) return p;
  }
  if (Array.isArray(s.anyOf) && !s.anyOf.some((alt: unknown) => !checkValue(doc, alt, value, at, depth + 1))) return `${where} must match a schema in anyOf`;
  if (Array.isArray(s.oneOf)) {
    let matches = 0;
    for (const alt of s.oneOf) if (!checkValue(doc, alt, value, at, depth + 1) && ++matches > 1) break;
    if (matches !== 1) return `${where} must match exactly one schema in oneOf`;
  }
  if ('const' in s && !same(s.const, value)) return `${where} must be equal to constant`;
  if (Array.isArray(s.enum) && !s.enum.some((e: unknown) => same(e, value))) return `${where} must be equal to one of the allowed values`;
  if (s.type !== undefined) {
    const types: string[] = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.some((t) => typeMatches(t, value))) return `${where} must be ${types.join(',')}`;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof s.minLength === 'number' && length < s.minLength) return `${where} must NOT have fewer than ${s.minLength} characters`;
    if (typeof s.maxLength === 'number' && length > s.maxLength) return `${where} must NOT have more than ${s.maxLength} characters`;
    if (typeof s.pattern === 'string' && regex(s.pattern) && !regex(s.pattern)!.test(value)) return `${where} must match pattern "${s.pattern}"`;
    const format = typeof s.format === 'string' ? FORMATS[s.format] : undefined;
    if (format && !format.test(value)) return `${where} must match format "${s.format}"`;
  } else if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return `${where} must be >= ${s.minimum}`;
    if (typeof s.maximum === 'number' && value > s.maximum) return `${where} must be <= ${s.maximum}`;
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) return `${where} must be > ${s.exclusiveMinimum}`;
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) return `${where} must be < ${s.exclusiveMaximum}`;
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && Math.abs(value / s.multipleOf - Math.round(value / s.multipleOf)) > 1e-9) return `${where} must be multiple of ${s.multipleOf}`;
  } else if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) return `${where} must NOT have fewer than ${s.minItems} items`;
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) return `${where} must NOT have more than ${s.maxItems} items`;
    const prefix: unknown[] = Array.isArray(s.prefixItems) ? s.prefixItems : [];
    for (let i = 0; i < value.length; i++) {
      const p = checkValue(doc, i < prefix.length ? prefix[i] : s.items, value[i], `${at}/${i}`, depth + 1);
      if (p) return p;
    }
  } else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    for (const name of Array.isArray(s.required) ? s.required : []) if (!(name in v)) return `${where} must have required property '${name}'`;
    const props: Schema = s.properties ?? {};
    for (const [k, sub] of Object.entries(v)) {
      const own = props[k];
      const p = own !== undefined ? checkValue(doc, own, sub, `${at}/${k}`, depth + 1) : s.additionalProperties === false ? `${where} must NOT have additional properties (${k})` : checkValue(doc, s.additionalProperties, sub, `${at}/${k}`, depth + 1);
      if (p) return p;
    }
    const count = Object.keys(v).length;
    if (typeof s.minProperties === 'number' && count < s.minProperties) return `${where} must NOT have fewer than ${s.minProperties} properties`;
    if (typeof s.maxProperties === 'number' && count > s.maxProperties) return `${where} must NOT have more than ${s.maxProperties} properties`;
  }
  return undefined;
}
