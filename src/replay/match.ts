/**
 * When a request matches a recorded one: the same method and path, the same query parameters
 * (in any order) and the same body (JSON by value, members in any order; a form by its pairs;
 * anything else by its text), both sides scrubbed with the recording's key first. `ignore` leaves
 * out query parameters by name (`cursor`) and body values by JSON pointer (`/request_id`,
 * `/items/*\/note`).
 */
import { canonicalJson } from '../core/canonical-json.js';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/validate.js';
import { parsePointer, type PointerPattern } from '../proxy/record/pointer.js';
import type { RequestShape } from './recording.js';

export interface MatchRules {
  /** Query parameter names left out of the comparison. */
  queryIgnored: ReadonlySet<string>;
  /** Body values left out of the comparison. */
  bodyIgnored: readonly PointerPattern[];
}

/** `ignore` as given (names and pointers) as rules; throws naming an entry that is neither. */
export function matchRules(ignore: readonly string[] = []): MatchRules {
  const bodyIgnored: PointerPattern[] = [];
  const queryIgnored = new Set<string>();
  for (const item of ignore) {
    if (item.startsWith('/')) bodyIgnored.push(parsePointer(item));
    else if (item && item.length <= 256) queryIgnored.add(item);
    else throw new Error(`"${item.slice(0, 40)}" is neither a query parameter name nor a JSON pointer (/member)`);
  }
  return { queryIgnored, bodyIgnored };
}

/** Deletes, in place, every value a pattern reaches. */
function dropAt(root: unknown, pattern: PointerPattern, i = 0): void {
  if (!root || typeof root !== 'object') return;
  const segment = pattern[i];
  const keys = segment === '*' ? Object.keys(root) : Object.hasOwn(root, segment) ? [segment] : [];
  for (const key of keys) {
    const container = root as Record<string, unknown>;
    if (i === pattern.length - 1) delete container[key];
    else dropAt(container[key], pattern, i + 1);
  }
}

function bodyKey(type: string, text: string, rules: MatchRules): string {
  if (!text) return '';
  if ((type === 'application/json' || type.endsWith('+json') || /^\s*[[{]/.test(text)) && jsonDepth(text, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH) {
    try {
      const value = JSON.parse(text) as unknown;
      for (const pattern of rules.bodyIgnored) dropAt(value, pattern);
      return `json:${canonicalJson(value)}`;
    } catch {
      // not JSON: compared as text
    }
  }
  if (type === 'application/x-www-form-urlencoded') return `form:${text.split('&').sort().join('&')}`;
  return `text:${text}`;
}

/** The text two requests share exactly when they match. */
export function requestKey(r: RequestShape, rules: MatchRules): string {
  const query = r.query
    .filter(([name]) => !rules.queryIgnored.has(name))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  return `${r.method} ${r.path}?${query}\n${bodyKey(r.requestType, r.requestText, rules)}`;
}
