/**
 * Secrets (tokens, webhook secrets, the default operator token) come from node:crypto, never from
 * the seeded streams: a seed is printed and shown by the health check, so anything drawn from it
 * can be predicted. Fixtures, record ids and fault decisions stay seeded and reproducible.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `length` bytes from the operating system's CSPRNG. */
export function secretBytes(length: number): Buffer {
  return randomBytes(length);
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** Whether a presented secret is the expected one, in time that does not depend on where they differ (or on their lengths). */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
