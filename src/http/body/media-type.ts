/**
 * Media types as HTTP matches them (RFC 9110 §12.5.1): a declared `type/subtype`, a range
 * (`text/*`, `*\/*`), and the JSON family (`application/json` and any `+json`). The most
 * specific declared entry wins: an exact type, then a JSON type for a JSON request, then
 * `type/*`, then `*\/*`.
 */

/** The media type of a Content-Type or Accept entry, lower case, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

export function isJson(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

export function isXml(type: string): boolean {
  return type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml');
}

/** How specifically `declared` covers `actual`: 4 exact, 3 both JSON, 2 `type/*`, 1 `*\/*`, 0 not at all. */
function coverage(declared: string, actual: string): number {
  const d = declared.toLowerCase();
  if (d === actual) return 4;
  if (isJson(actual) && isJson(d)) return 3;
  if (d.endsWith('/*') && d !== '*/*' && actual.startsWith(d.slice(0, -1))) return 2;
  if (d === '*/*') return 1;
  return 0;
}

/** The declared entry that covers `actual` most specifically, or undefined. */
export function bestMatch<T extends { type: string }>(declared: readonly T[], actual: string): T | undefined {
  let best: T | undefined;
  let score = 0;
  for (const entry of declared) {
    const s = coverage(entry.type, actual);
    if (s > score) [best, score] = [entry, s];
  }
  return best;
}

interface Wanted {
  type: string;
  q: number;
}

/** The Accept header's entries with their weights (absent means anything). */
function acceptList(accept: string): Wanted[] {
  return accept
    .split(',')
    .slice(0, 64)
    .map((part) => {
      const [type, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { type: type.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.type && Number.isFinite(w.q));
}

/**
 * Which of the answer's declared media types to send for an Accept header: the one the client
 * weighs highest (its most specific matching entry decides its weight), JSON first among equals,
 * then declaration order. No Accept, or an empty one, takes the first JSON type, else the first.
 * Undefined when none is acceptable (406).
 */
export function negotiate(declared: readonly string[], accept: string | undefined): string | undefined {
  if (!declared.length) return undefined;
  const byDefault = declared.find((t) => isJson(t.toLowerCase())) ?? declared[0];
  const wanted = accept?.trim() ? acceptList(accept) : [];
  if (!wanted.length) return byDefault;
  let best: string | undefined;
  let bestQ = 0;
  for (const type of [byDefault, ...declared]) {
    const t = type.toLowerCase();
    let q = -1;
    let specificity = 0;
    for (const w of wanted) {
      // A `+json` type (problem+json) is JSON to a client that accepts application/json.
      const s = w.type === t ? 4 : w.type.endsWith('/*') && w.type !== '*/*' && t.startsWith(w.type.slice(0, -1)) ? 3 : w.type === 'application/json' && isJson(t) ? 2 : w.type === '*/*' ? 1 : 0;
      if (s > specificity) [specificity, q] = [s, w.q];
    }
    if (q > bestQ) [best, bestQ] = [type, q];
  }
  return best;
}
