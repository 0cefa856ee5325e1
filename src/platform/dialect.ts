/**
 * The platform document's names on one of our operations (`--platform-map`): query parameters
 * and request fields renamed to ours before validation, response fields renamed to the
 * document's before the answer leaves. A field is named as the drift report names it:
 * `serial_number`, or `items[].serial_number` inside an array.
 */
export interface Dialect {
  /** The document's query parameter name to ours. */
  parameters: ReadonlyMap<string, string>;
  /** Field paths: the document's name to ours. */
  request: ReadonlyMap<string, string>;
  /** Field paths: ours to the document's name. */
  response: ReadonlyMap<string, string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Renames the fields `renames` names (path -> new last name), keeping the order of the others. */
export function renameFields(value: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (!renames.size) return value;
  const rename = (v: unknown, prefix: string, depth: number): unknown => {
    if (depth > 4) return v;
    if (Array.isArray(v)) return v.map((x) => rename(x, `${prefix}[]`, depth + 1));
    if (!isObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const path = prefix ? `${prefix}.${k}` : k;
      const to = renames.get(path);
      const name = to === undefined ? k : (to.split('.').pop()!.replace(/\[\]$/, ''));
      out[name] = rename(x, path, depth + 1);
    }
    return out;
  };
  return rename(value, '', 0);
}
