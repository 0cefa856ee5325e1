/**
 * Secrets (tokens, webhook secrets, the default operator token) come from node:crypto, never from
 * the seeded streams: a seed is printed and shown by the health check, so anything drawn from it
 * can be predicted. Fixtures, record ids and fault decisions stay seeded and reproducible.
 */
import { randomBytes } from 'node:crypto';

/** `length` bytes from the operating system's CSPRNG. */
export function secretBytes(length: number): Buffer {
  return randomBytes(length);
}
