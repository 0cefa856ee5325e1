/**
 * JSON Pointers (RFC 6901): the one place their tokens are escaped and read. A pointer is written
 * `/a/b` or, as a URI fragment, `#/a/b`. Following a pointer into an OpenAPI document, `$ref`s
 * included, is `openapi/resolve-ref.ts`.
 */

/** A key as a pointer's token: `~` as `~0`, `/` as `~1`. */
export function escapeToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The keys a pointer names, in order (`#/a~1b/0` -> `['a/b', '0']`); the whole value has none. */
export function pointerTokens(pointer: string): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  return body
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}
