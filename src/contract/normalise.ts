/**
 * What parity compares of an answer, and what it leaves out. Two targets never share ids,
 * timestamps or ETags, and two sandboxes with different seeds share no fixture value: so an answer
 * is reduced to its skeleton, one entry per JSON pointer (`*` standing for every element of an
 * array, merged), each the JSON type found there (`string`, `date-time`, `number`, `boolean`,
 * `null`, `object`, `array`), and its value only where a rule says values must agree (a per-item
 * bulk status, a summary count). The rules are data (`--rules FILE` merges over the defaults):
 *
 * - `ignore`: pointers left out entirely (`/meta/**`),
 * - `values`: pointers whose values are compared (`/results/* /status`),
 * - `headers`: response headers whose presence is compared (`content-type` by media type),
 * - `nullMatchesAny`: a `null` on one side agrees with any type on the other (a seeded optional value).
 *
 * Pointer patterns: `*` one segment, `**` any number of them.
 */
import { readFileSync } from 'node:fs';
import { escapeToken } from '../core/json-pointer.js';

export interface ParityRules {
  ignore: string[];
  values: string[];
  headers: string[];
  nullMatchesAny: boolean;
}

export const DEFAULT_RULES: ParityRules = {
  ignore: [],
  values: ['/results/*/status', '/summary/succeeded', '/summary/failed', '/token_type', '/errors/*/pointer', '/errors/*/in', '/schemas/*'],
  headers: ['content-type', 'location', 'etag', 'retry-after', 'www-authenticate', 'idempotent-replayed', 'ratelimit-policy'],
  nullMatchesAny: true,
};

/** The defaults with a rules file's members laid over them (lists replace the defaults' lists). */
export function loadRules(file?: string): ParityRules {
  if (!file) return DEFAULT_RULES;
  const given = JSON.parse(readFileSync(file, 'utf8')) as Partial<ParityRules>;
  for (const k of ['ignore', 'values', 'headers'] as const) {
    if (given[k] !== undefined && (!Array.isArray(given[k]) || given[k]!.some((x) => typeof x !== 'string'))) throw new Error(`${file}: ${k} must be a list of strings`);
  }
  return { ...DEFAULT_RULES, ...given };
}

const compiled = new Map<string, RegExp>();
function pattern(p: string): RegExp {
  let re = compiled.get(p);
  if (!re) {
    const body = p.split('/').map((seg) => (seg === '**' ? '(?:/[^/]*)*' : seg === '*' ? '/[^/]*' : `/${seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`)).slice(1).join('');
    re = new RegExp(`^${body}$`);
    compiled.set(p, re);
  }
  return re;
}
const matchesAny = (pointer: string, patterns: string[]) => patterns.some((p) => pattern(p).test(pointer));

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The skeleton of a JSON value: pointer → the types (and, where the rules say, values) found there. */
export function skeleton(value: unknown, rules: ParityRules = DEFAULT_RULES): Record<string, string> {
  const seen = new Map<string, Set<string>>();
  const add = (pointer: string, what: string) => {
    const set = seen.get(pointer) ?? new Set<string>();
    set.add(what);
    seen.set(pointer, set);
  };
  const walk = (v: unknown, pointer: string, depth: number) => {
    if (depth > 12 || (pointer && matchesAny(pointer, rules.ignore))) return;
    const at = pointer || '/';
    if (v === null) return add(at, 'null');
    if (Array.isArray(v)) {
      add(at, v.length ? 'array' : 'array(empty)');
      for (const x of v.slice(0, 500)) walk(x, `${pointer}/*`, depth + 1);
      return;
    }
    if (typeof v === 'object') {
      add(at, 'object');
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, `${pointer}/${escapeToken(k)}`, depth + 1);
      return;
    }
    const type = typeof v === 'string' && DATE_TIME.test(v) ? 'date-time' : typeof v;
    add(at, matchesAny(at, rules.values) ? `${type} ${JSON.stringify(v)}` : type);
  };
  if (value !== undefined) walk(value, '', 0);
  return Object.fromEntries([...seen].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, set]) => [k, [...set].sort().join(' | ')]));
}

/** The headers the rules compare: present or not, and the media type of `content-type`. */
export function headerSkeleton(headers: Record<string, string>, rules: ParityRules = DEFAULT_RULES): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of rules.headers) {
    const v = headers[name.toLowerCase()];
    if (v !== undefined) out[name.toLowerCase()] = name.toLowerCase() === 'content-type' ? v.split(';')[0].trim() : 'present';
  }
  return out;
}

/** The arrays above a pointer (`/data/*\/tags/*` → `/data`, `/data/*\/tags`). */
function arraysAbove(pointer: string): string[] {
  const out: string[] = [];
  let i = pointer.indexOf('/*');
  while (i >= 0) {
    out.push(pointer.slice(0, i) || '/');
    i = pointer.indexOf('/*', i + 2);
  }
  return out;
}

/**
 * Where two skeletons differ, each named by its pointer with both sides. A pointer inside an
 * array that is empty on a side is not compared (there is nothing to compare it with).
 */
export function skeletonDifferences(a: Record<string, string>, b: Record<string, string>, rules: ParityRules = DEFAULT_RULES): string[] {
  const out: string[] = [];
  const filled = (s: Record<string, string>, p: string) => (s[p] ?? '').split(' | ').includes('array');
  for (const pointer of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (arraysAbove(pointer).some((p) => !filled(a, p) || !filled(b, p))) continue;
    const [x, y] = [a[pointer], b[pointer]];
    if (x === y) continue;
    if (x !== undefined && y !== undefined && rules.nullMatchesAny) {
      const strip = (s: string) => s.split(' | ').filter((t) => t !== 'null');
      const [sx, sy] = [strip(x), strip(y)];
      if (!sx.length || !sy.length || sx.join() === sy.join()) continue;
    }
    out.push(`${pointer}: ${x ?? 'absent'} on A, ${y ?? 'absent'} on B`);
  }
  return out;
}
