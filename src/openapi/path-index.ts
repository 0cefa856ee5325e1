/**
 * The contract's path templates, indexed for routing: grouped by segment count, the most specific
 * first (a literal segment wins over a parameter: `/devices/bulk` before `/devices/{id}`), with
 * each template's operations by method. Matching a request compares literals only against the
 * templates of its length; nothing is built per template tried.
 */
export interface PathTemplate<T> {
  path: string;
  /** Per segment: the literal, or null for a parameter. */
  literals: (string | null)[];
  /** Per segment: the parameter's name, or null for a literal. */
  names: (string | null)[];
  byMethod: Map<string, T>;
}

export interface PathMatch<T> {
  template: PathTemplate<T>;
  params: Record<string, string>;
}

export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export class PathIndex<T> {
  readonly #byLength = new Map<number, PathTemplate<T>[]>();

  constructor(entries: readonly { path: string; method: string; value: T }[]) {
    const templates = new Map<string, PathTemplate<T>>();
    for (const { path, method, value } of entries) {
      let t = templates.get(path);
      if (!t) {
        const segments = segmentsOf(path);
        const param = (s: string) => s.startsWith('{') && s.endsWith('}');
        t = { path, literals: segments.map((s) => (param(s) ? null : s)), names: segments.map((s) => (param(s) ? s.slice(1, -1) : null)), byMethod: new Map() };
        templates.set(path, t);
      }
      t.byMethod.set(method, value);
    }
    const specificity = (t: PathTemplate<T>) => t.literals.map((l) => (l === null ? '1' : '0')).join('');
    for (const t of [...templates.values()].sort((a, b) => specificity(a).localeCompare(specificity(b)))) {
      const group = this.#byLength.get(t.literals.length) ?? [];
      group.push(t);
      this.#byLength.set(t.literals.length, group);
    }
  }

  /** The most specific template the path fits, with its parameters percent-decoded. */
  match(path: string): PathMatch<T> | undefined {
    const segments = segmentsOf(path);
    const group = this.#byLength.get(segments.length);
    if (!group) return undefined;
    next: for (const template of group) {
      const { literals, names } = template;
      for (let i = 0; i < literals.length; i++) {
        if (literals[i] !== null && literals[i] !== segments[i]) continue next;
      }
      const params: Record<string, string> = {};
      for (let i = 0; i < names.length; i++) {
        const name = names[i];
        if (name === null) continue;
        try {
          params[name] = decodeURIComponent(segments[i]);
        } catch {
          // Not a percent-encoding a parameter can hold: a less specific template may still fit.
          continue next;
        }
      }
      return { template, params };
    }
    return undefined;
  }
}
