/**
 * ajv checks `uniqueItems` by comparing items pairwise when it cannot tell their type (items
 * behind a `$ref`), and with `allErrors` it does so even when `maxItems` already failed: 32,000
 * tags against a bound of 50 cost a billion comparisons. The contract is rewritten before it is
 * compiled so that uniqueness is checked only on arrays within their `maxItems`:
 * `{maxItems: N, uniqueItems: true}` becomes `{maxItems: N, if: {maxItems: N}, then: {uniqueItems: true}}`.
 * The work of a check is then linear in the body, up to the schema's own bound.
 */
export function boundUniqueness<T>(value: T): T {
  if (Array.isArray(value)) return value.map(boundUniqueness) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = boundUniqueness(v);
  if (out.uniqueItems === true && typeof out.maxItems === 'number') {
    delete out.uniqueItems;
    const guard = { if: { maxItems: out.maxItems }, then: { uniqueItems: true } };
    if ('if' in out) out.allOf = [...((out.allOf as unknown[]) ?? []), guard];
    else Object.assign(out, guard);
  }
  return out as T;
}
