/**
 * `--redact` pointers: JSON Pointers (RFC 6901) into a request's or an answer's JSON body, where a
 * segment `*` stands for every member of an object or every item of an array (segments `data`, `*`, `serial`: the serial of every item).
 * A pointer that does not parse is a start error.
 */
export type PointerPattern = readonly string[];

/** The segments of a pointer (`~1` and `~0` decoded); throws naming what is wrong. */
export function parsePointer(pointer: string): PointerPattern {
  if (pointer !== '' && !pointer.startsWith('/')) throw new Error(`"${pointer}" is not a JSON pointer: it must start with /`);
  if (pointer.length > 1024) throw new Error(`"${pointer.slice(0, 40)}…" is longer than 1024 characters`);
  if (/~[^01]|~$/.test(pointer)) throw new Error(`"${pointer}" is not a JSON pointer: ~ must be followed by 0 or 1 (RFC 6901)`);
  if (pointer === '') throw new Error('"" would pseudonymise the whole body; name a member (/email) or every one (/*)');
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Replaces, in place, every value the pattern reaches with `replace(value)`. */
export function rewriteAt(root: unknown, pattern: PointerPattern, replace: (value: unknown) => unknown): void {
  const walk = (node: unknown, i: number): void => {
    if (!node || typeof node !== 'object') return;
    const segment = pattern[i];
    const last = i === pattern.length - 1;
    const keys = segment === '*' ? Object.keys(node) : Object.hasOwn(node, segment) ? [segment] : [];
    for (const key of keys) {
      const container = node as Record<string, unknown>;
      if (last) container[key] = replace(container[key]);
      else walk(container[key], i + 1);
    }
  };
  walk(root, 0);
}
