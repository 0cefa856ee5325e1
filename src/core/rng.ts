/**
 * Seeded randomness. Every consumer asks for a stream keyed by (seed, project, purpose), so one
 * project's traffic never shifts another project's fixtures or fault decisions.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A 32-bit integer, e.g. to seed a library's own generator. */
  uint32(): number;
}

/** 32-bit FNV-1a over the key, mixed with the seed: a stable stream id for a string key. */
export function hashKey(seed: number, ...parts: string[]): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      h ^= part.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h ^= 0xff;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** sfc32: small, fast, and passes PractRand for the sizes we draw. */
export function createRng(seed: number): Rng {
  return fromRaw(sfc32(seed));
}

function sfc32(seed: number): () => number {
  let a = 0x9e3779b9, b = 0x243f6a88, c = 0xb7e15162, d = seed >>> 0;
  const raw = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) raw();
  return raw;
}

function fromRaw(raw: () => number): Rng {
  const next = () => raw() / 4294967296;
  return {
    next,
    uint32: raw,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

export function rngStream(seed: number, project: string, purpose: string): Rng {
  return createRng(hashKey(seed, project, purpose));
}

/** A stream that counts its draws, so that state saved with `drawn` can take it up where it was. */
export interface CountingRng extends Rng {
  readonly drawn: number;
}

/** `rngStream`, counting its draws; `skip` draws are taken first (a saved position). */
export function countingStream(seed: number, project: string, purpose: string, skip = 0): CountingRng {
  const source = sfc32(hashKey(seed, project, purpose));
  let drawn = 0;
  const raw = () => {
    drawn++;
    return source();
  };
  while (drawn < skip) raw();
  return Object.defineProperty(fromRaw(raw), 'drawn', { get: () => drawn, enumerable: true }) as CountingRng;
}

/** A UUID (version 4 layout) drawn from a seeded stream, so ids repeat from run to run. */
export function seededUuid(rng: Rng): string {
  const hex = Array.from({ length: 4 }, () => rng.uint32().toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Bytes from a seeded stream, for tokens and secrets that must be reproducible in a sandbox. */
export function seededBytes(rng: Rng, length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i += 4) {
    const v = rng.uint32();
    for (let j = 0; j < 4 && i + j < length; j++) out[i + j] = (v >>> (j * 8)) & 0xff;
  }
  return out;
}
