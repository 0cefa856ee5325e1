/**
 * How a drawn request is written on the wire: query parameters as their OpenAPI style says, form
 * bodies in brackets, and which values a path parameter's schema allows.
 */
import { arraySeparator } from '../openapi/operations.js';

/**
 * A form body as clients of form-encoded APIs send nested values: `a[b]=1`, `list[0]=x` (Stripe's
 * style, OpenAPI's `deepObject`), which the sandbox's form parser reads (decision 1001).
 */
export function formEncode(value: unknown, prefix = '', out = new URLSearchParams()): URLSearchParams {
  if (Array.isArray(value)) value.forEach((v, i) => formEncode(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) formEncode(v, prefix ? `${prefix}[${k}]` : k, out);
  else if (value !== undefined && value !== null && prefix) out.append(prefix, String(value));
  return out;
}

export type QueryPairs = Record<string, string | string[]>;

/**
 * A query parameter's value as its style writes it (OpenAPI §4.8.12.4): an array repeated (form,
 * exploded: the default) or joined (`,` for form, ` ` spaceDelimited, `|` pipeDelimited); an
 * object as `name[member]=v` (deepObject, nested as qs and Stripe write it) or each member as its
 * own parameter (form, exploded). An empty array is no value at all: left out, as a client does.
 */
export function queryPairs(name: string, value: unknown, style = 'form', explode?: boolean): QueryPairs {
  const out: QueryPairs = {};
  const put = (key: string, v: unknown): void => {
    if (Array.isArray(v)) {
      if (!v.length) return;
      const separator = arraySeparator(style, explode ?? style === 'form');
      if (separator) out[key] = v.map(String).join(separator);
      else if (v.every((x) => x === null || typeof x !== 'object')) out[key] = v.map(String);
      else v.forEach((x, i) => put(`${key}[${i}]`, x));
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) put(style === 'deepObject' || key !== name ? `${key}[${k}]` : k, x);
    } else if (v !== undefined) out[key] = String(v);
  };
  put(name, value);
  return out;
}

/** Whether a path parameter's schema allows `value` (its type, bounds, length, pattern, enum; a number's text read as one). */
export function fitsParam(schema: Record<string, any>, value: string): boolean {
  const type = schema.type ?? (schema.oneOf ?? schema.anyOf)?.[0]?.type;
  if (type === 'integer' || type === 'number') {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || (type === 'integer' && !Number.isInteger(n))) return false;
    if ((schema.minimum !== undefined && n < schema.minimum) || (schema.maximum !== undefined && n > schema.maximum)) return false;
    if ((typeof schema.exclusiveMinimum === 'number' && n <= schema.exclusiveMinimum) || (typeof schema.exclusiveMaximum === 'number' && n >= schema.exclusiveMaximum)) return false;
  }
  if (Array.isArray(schema.enum) && !schema.enum.map(String).includes(value)) return false;
  if ((schema.minLength !== undefined && value.length < schema.minLength) || (schema.maxLength !== undefined && value.length > schema.maxLength)) return false;
  if (typeof schema.pattern === 'string') {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      // a pattern JavaScript cannot read constrains nothing here
    }
  }
  return true;
}

/** Whether a value nested in `value` is an empty array or object (what a form encoding drops). */
export function holdsEmpty(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return Object.values(value).some((v) => !!v && typeof v === 'object' && (!Object.keys(v).length || holdsEmpty(v)));
}
