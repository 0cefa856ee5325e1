/** The bounds of form and multipart bodies (docs/conventions.md, "Request bodies"). */
export const FORM_LIMITS = {
  /** Parameters of an `application/x-www-form-urlencoded` body. */
  parameters: 1000,
  /** Bracket levels of a key (`a[b][c]` is 2). */
  depth: 8,
  /** Array indexes are below this (`a[999]` is the last). */
  arrayIndex: 1000,
} as const;

export const MULTIPART_LIMITS = {
  parts: 100,
  /** Header lines of one part. */
  headerPairs: 2000,
  /** Bytes of one field that is not a file (files are bounded by the body limit). */
  fieldBytes: 1024 * 1024,
  /** RFC 2046 §5.1.1: 1 to 70 characters. */
  boundaryLength: 70,
} as const;

/** Keys that would reach an object's prototype. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
