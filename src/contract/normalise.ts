/**
 * Two targets never share ids, timestamps or ETags, and rarely share data. Parity compares what
 * should agree: statuses and the shape of each answer, with volatile values replaced by
 * placeholders.
 */

const VOLATILE_KEY = /(^id$|_id$|^etag$|_at$|^updated_since$|^request_id$|^next_cursor$|^access_token$|^refresh_token$|^secret$|^instance$)/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A value with volatile fields replaced: `<id>`, `<time>`, `<volatile>`. */
export function normalise(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, normalise((value as Record<string, unknown>)[k], k)]));
  }
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value)) return '<time>';
    if (VOLATILE_KEY.test(key)) return /_at$/.test(key) ? '<time>' : /id$/i.test(key) ? '<id>' : '<volatile>';
  }
  return value;
}

/** The skeleton of a JSON value: member names and types, an array's element shape (first element). */
export function shapeOf(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, shapeOf((value as Record<string, unknown>)[k])]));
  }
  return typeof value;
}
