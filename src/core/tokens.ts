/**
 * Bearer tokens of every kind, in one bounded registry: the operator's token (admin everywhere,
 * never expires), tokens minted through the control API, and the access and refresh tokens the
 * Auth API issues for sessions. Expiry is on the virtual clock.
 */
import { createRng, hashKey, seededBytes, type Rng } from './rng.js';

export type TokenKind = 'operator' | 'minted' | 'access' | 'refresh';

export interface TokenRecord {
  token: string;
  kind: TokenKind;
  /** A user id, or `operator` / `minted:<n>` for tokens that belong to no user. */
  subject: string;
  role: string;
  /** Projects the token is valid in; `*` for all. */
  projects: string[] | '*';
  issuedAtMs: number;
  expiresAtMs: number | null;
  revoked: boolean;
  sessionId?: string;
}

export type TokenCheck =
  | { ok: true; record: TokenRecord }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

export class TokenRegistry {
  readonly #tokens = new Map<string, TokenRecord>();
  readonly #rng: Rng;

  constructor(
    seed: number,
    private readonly now: () => number,
    private readonly capacity = 100_000,
  ) {
    this.#rng = createRng(hashKey(seed, '*', 'tokens'));
  }

  /** A new token string: a prefix that says what it is, then 32 bytes from the seeded stream. */
  newTokenString(prefix: string): string {
    return `${prefix}_${seededBytes(this.#rng, 32).toString('base64url')}`;
  }

  add(record: TokenRecord): TokenRecord {
    this.#tokens.set(record.token, record);
    if (this.#tokens.size > this.capacity) this.#evict();
    return record;
  }

  check(token: string): TokenCheck {
    const record = this.#tokens.get(token);
    if (!record) return { ok: false, reason: 'unknown' };
    if (record.revoked) return { ok: false, reason: 'revoked' };
    if (record.expiresAtMs !== null && this.now() >= record.expiresAtMs) return { ok: false, reason: 'expired' };
    return { ok: true, record };
  }

  get(token: string): TokenRecord | undefined {
    return this.#tokens.get(token);
  }

  revoke(token: string): boolean {
    const record = this.#tokens.get(token);
    if (!record || record.revoked) return false;
    record.revoked = true;
    return true;
  }

  /** Revoke every token of a session, or of a subject in a project (a deactivated user). */
  revokeWhere(predicate: (r: TokenRecord) => boolean): TokenRecord[] {
    const revoked: TokenRecord[] = [];
    for (const r of this.#tokens.values()) {
      if (!r.revoked && predicate(r)) {
        r.revoked = true;
        revoked.push(r);
      }
    }
    return revoked;
  }

  /** Drop everything but the operator's token (a reset of all state). */
  clear(): void {
    for (const [t, r] of this.#tokens) if (r.kind !== 'operator') this.#tokens.delete(t);
  }

  values(): IterableIterator<TokenRecord> {
    return this.#tokens.values();
  }

  /** Dead tokens go first; if all are live, the oldest non-operator token goes. */
  #evict(): void {
    const now = this.now();
    for (const [t, r] of this.#tokens) {
      if (r.kind !== 'operator' && (r.revoked || (r.expiresAtMs !== null && r.expiresAtMs <= now))) this.#tokens.delete(t);
    }
    for (const [t, r] of this.#tokens) {
      if (this.#tokens.size <= this.capacity) break;
      if (r.kind !== 'operator') this.#tokens.delete(t);
    }
  }
}
