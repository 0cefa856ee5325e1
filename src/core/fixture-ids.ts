/**
 * Fixture ids: a prefix and a number in base 36, seven digits wide (`dev_000002s`). The store reads
 * the number back to find a fixture record by its position, without probing a map of 100,000 ids
 * (decision 0018), so the reading accepts only the one form that `fixtureId` writes.
 *
 * Seven digits, so that a device or request id is eleven characters long (decision 0020).
 */
const WIDTH = 7;

export function fixtureId(prefix: string, n: number): string {
  return `${prefix}${n.toString(36).padStart(WIDTH, '0')}`;
}

/** The number of a fixture id with this prefix, or -1 for any string `fixtureId(prefix, n)` does not return. */
export function fixtureNumber(prefix: string, id: string): number {
  if (id.length !== prefix.length + WIDTH || !id.startsWith(prefix)) return -1;
  let n = 0;
  for (let i = prefix.length; i < id.length; i++) {
    const c = id.charCodeAt(i);
    // Digits and lower-case letters only: `toString(36)` writes no capitals.
    const digit = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : -1;
    if (digit < 0) return -1;
    n = n * 36 + digit;
  }
  return n;
}
