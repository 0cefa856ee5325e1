/**
 * A JSON value's canonical text: object members sorted by key (UTF-16 code units, as RFC 8785
 * sorts them), no whitespace, numbers and strings as JSON.stringify writes them. Two texts with
 * the same value (whatever their whitespace or key order) give the same canonical text. Linear in
 * the value's size apart from sorting each object's keys; the caller bounds the nesting.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}
