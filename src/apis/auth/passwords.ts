/**
 * Password hashes with scrypt (node:crypto). A hash is stored as
 * `scrypt$N$r$p$<salt b64>$<hash b64>`, so its parameters travel with it. Seeded users carry
 * `fixture:<userName>` instead: their password is their seeded userName, and its hash is derived
 * on first use, because hashing hundreds of users at start would make start-up slow.
 */
import { createHash, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const FIXTURE_PREFIX = 'fixture:';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, salt: Buffer): Promise<string> {
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function fixturePassword(userName: string): string {
  return `${FIXTURE_PREFIX}${userName}`;
}

/** Hashes of seeded users' passwords, derived once per userName on first sign-in. */
const fixtureHashes = new Map<string, Promise<string>>();

function fixtureHash(userName: string): Promise<string> {
  let hash = fixtureHashes.get(userName);
  if (!hash) {
    const salt = createHash('sha256').update(`platform-sandbox fixture ${userName}`).digest().subarray(0, 16);
    hash = hashPassword(userName, salt);
    fixtureHashes.set(userName, hash);
    // Seeded names are few per fixture set; the bound only guards against reseeding many times.
    if (fixtureHashes.size > 10_000) fixtureHashes.delete(fixtureHashes.keys().next().value!);
  }
  return hash;
}

/** True when `password` matches the stored hash; a user without one cannot sign in. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const encoded = stored.startsWith(FIXTURE_PREFIX) ? await fixtureHash(stored.slice(FIXTURE_PREFIX.length)) : stored;
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
