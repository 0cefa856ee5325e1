/**
 * The contract's path templates, indexed for routing. A segment is a literal, or RFC 6570 level 1
 * text: literal parts and parameters (`{id}`, `{Sid}.json`, `v{version}`, `{from}..{to}`). A path
 * is matched against the templates of its segment count, the most specific first: the fewest
 * parameters, then the longest literal text (`/devices/bulk` before `/devices/{id}`). Two
 * templates that tie and can match the same path route it to the first declared; the index names
 * each such pair (`ties`) for the start to warn about (decision 1003).
 * Matching is linear in the path: a parameter ends at the first occurrence of the literal after it.
 */
export interface PathTemplate<T> {
  path: string;
  /** Per segment: the literal, or null for a segment with parameters. */
  literals: (string | null)[];
  /** Per segment with parameters: its parts, literal text and parameter names alternating, starting with text (possibly empty). */
  parts: (Segment | null)[];
  byMethod: Map<string, T>;
}

/** `{Sid}.json` is `{ texts: ['', '.json'], names: ['Sid'] }`: texts.length === names.length + 1. */
interface Segment {
  texts: string[];
  names: string[];
}

export interface PathMatch<T> {
  template: PathTemplate<T>;
  params: Record<string, string>;
}

export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** A segment's literal texts and parameter names; undefined for a segment without parameters. */
function parseSegment(segment: string): Segment | undefined {
  if (!segment.includes('{')) return undefined;
  const texts: string[] = [];
  const names: string[] = [];
  let at = 0;
  for (const m of segment.matchAll(/\{([^{}]*)\}/g)) {
    texts.push(segment.slice(at, m.index));
    names.push(m[1]);
    at = m.index! + m[0].length;
  }
  texts.push(segment.slice(at));
  return texts.length > 1 ? { texts, names } : undefined;
}

function paramCount(t: PathTemplate<unknown>): number {
  return t.parts.reduce((n, p) => n + (p ? p.names.length : 0), 0);
}

function literalLength(t: PathTemplate<unknown>): number {
  return t.literals.reduce((n, l, i) => n + (l !== null ? l.length : t.parts[i]!.texts.join('').length), 0);
}

/** Whether some segment could match both (a sufficient test for literal/parameter mixes: prefix and suffix agree). */
function segmentsOverlap(a: string | null, pa: Segment | null, b: string | null, pb: Segment | null): boolean {
  if (a !== null && b !== null) return a === b;
  if (a !== null) return fits(pb!, a);
  if (b !== null) return fits(pa!, b);
  const [ha, ta, hb, tb] = [pa!.texts[0], pa!.texts.at(-1)!, pb!.texts[0], pb!.texts.at(-1)!];
  return (ha.startsWith(hb) || hb.startsWith(ha)) && (ta.endsWith(tb) || tb.endsWith(ta));
}

/**
 * The segment's parameters if `value` fits it, else undefined. Each parameter takes at least one
 * character and ends where the next literal text first occurs; the last text must end the value.
 */
function matchSegment(seg: Segment, value: string): Record<string, string> | undefined {
  const { texts, names } = seg;
  if (!value.startsWith(texts[0])) return undefined;
  const last = texts[texts.length - 1];
  const end = value.length - last.length;
  if (end < texts[0].length || !value.endsWith(last)) return undefined;
  const out: Record<string, string> = {};
  let at = texts[0].length;
  for (let i = 0; i < names.length; i++) {
    const isLast = i === names.length - 1;
    const stop = isLast ? end : value.indexOf(texts[i + 1], at + 1);
    if (stop < 0 || stop <= at || stop > end) return undefined;
    out[names[i]] = value.slice(at, stop);
    at = stop + (isLast ? 0 : texts[i + 1].length);
  }
  return out;
}

function fits(seg: Segment, literal: string): boolean {
  return matchSegment(seg, literal) !== undefined;
}

/** Two templates that can match one path, neither more specific: `first`, declared first, routes it. */
export interface PathTie {
  first: string;
  second: string;
}

/** The pairs of templates of the same specificity that can match one path (ranked: the sort is stable, so declaration order holds within a rank). */
function tiesOf(ranked: { t: PathTemplate<unknown>; params: number; text: number }[]): PathTie[] {
  const ties: PathTie[] = [];
  for (let i = 0; i < ranked.length; i++) {
    for (let j = i + 1; j < ranked.length && ranked[j].params === ranked[i].params && ranked[j].text === ranked[i].text; j++) {
      const [a, b] = [ranked[i].t, ranked[j].t];
      if (a.literals.length !== b.literals.length) continue;
      if (a.literals.every((l, k) => segmentsOverlap(l, a.parts[k], b.literals[k], b.parts[k]))) ties.push({ first: a.path, second: b.path });
    }
  }
  return ties;
}

export class PathIndex<T> {
  readonly #byLength = new Map<number, PathTemplate<T>[]>();
  /** Templates that tie, the first declared first: it routes the paths both match. */
  readonly ties: PathTie[];

  constructor(entries: readonly { path: string; method: string; value: T }[]) {
    const templates = new Map<string, PathTemplate<T>>();
    for (const { path, method, value } of entries) {
      let t = templates.get(path);
      if (!t) {
        const segments = segmentsOf(path);
        const parts = segments.map((s) => parseSegment(s) ?? null);
        t = { path, literals: segments.map((s, i) => (parts[i] ? null : s)), parts, byMethod: new Map() };
        templates.set(path, t);
      }
      t.byMethod.set(method, value);
    }
    const ranked = [...templates.values()].map((t) => ({ t, params: paramCount(t), text: literalLength(t) }));
    ranked.sort((a, b) => a.params - b.params || b.text - a.text);
    for (const { t } of ranked) {
      const group = this.#byLength.get(t.literals.length) ?? [];
      group.push(t);
      this.#byLength.set(t.literals.length, group);
    }
    this.ties = tiesOf(ranked);
  }

  /** The most specific template the path fits, with its parameters percent-decoded. */
  match(path: string): PathMatch<T> | undefined {
    const segments = segmentsOf(path);
    const group = this.#byLength.get(segments.length);
    if (!group) return undefined;
    next: for (const template of group) {
      const { literals, parts } = template;
      for (let i = 0; i < literals.length; i++) {
        if (literals[i] !== null && literals[i] !== segments[i]) continue next;
      }
      const params: Record<string, string> = {};
      for (let i = 0; i < parts.length; i++) {
        const seg = parts[i];
        if (seg === null) continue;
        const found = matchSegment(seg, segments[i]);
        if (!found) continue next;
        for (const [name, raw] of Object.entries(found)) {
          try {
            params[name] = decodeURIComponent(raw);
          } catch {
            // Not a percent-encoding a parameter can hold: a less specific template may still fit.
            continue next;
          }
        }
      }
      return { template, params };
    }
    return undefined;
  }
}
