/**
 * Bearer tokens of every kind, in one bounded registry: the operator's token (admin everywhere,
 * never expires), tokens minted through the control API, and the access and refresh tokens the
 * Auth API issues for sessions. Expiry is on the virtual clock.
 */
import { secretBytes } from './secrets.js';

type TokenKind = 'operator' | 'minted' | 'access' | 'refresh' | 'provisioning';

/**
 * A token valid in exactly one project has the routable form `<kind>_<project>~<secret>`
 * (decision 0206), so that a proxy can route it without a lookup. This is the proxy's extraction
 * (group 1: the project); the project in the string is only a hint: the server trusts the token's
 * record alone.
 */
export const ROUTING_HINT = /^[a-z]+_([A-Za-z0-9][A-Za-z0-9._-]{0,63})~/;

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

/** What persistence saves: every token but the operator's, and how far the token stream has run. */
export interface SavedTokens {
  drawn: number;
  records: TokenRecord[];
}

/** The one project a token is valid in, if it is valid in exactly one. */
export function boundProject(record: Pick<TokenRecord, 'projects'>): string | undefined {
  return record.projects !== '*' && record.projects.length === 1 ? record.projects[0] : undefined;
}

export class TokenRegistry {
  readonly #tokens = new Map<string, TokenRecord>();
  readonly #listeners = new Set<() => void>();
  #drawn = 0;

  constructor(
    private readonly now: () => number,
    private readonly capacity = 100_000,
  ) {
  }

  /**
   * A new token string: a prefix that says what it is, then 32 bytes from node:crypto. A token for
   * exactly one project takes the routable form `<prefix>_<project>~<secret>` (prefix: lowercase
   * letters only); any other keeps `<prefix>_<secret>`.
   */
  newTokenString(prefix: string, project?: string): string {
    this.#drawn++;
    const secret = secretBytes(32).toString('base64url');
    if (project === undefined) return `${prefix}_${secret}`;
    if (!/^[a-z]+$/.test(prefix)) throw new Error(`a routable token's prefix is lowercase letters only, not ${prefix}`);
    return `${prefix}_${project}~${secret}`;
  }

  add(record: TokenRecord): TokenRecord {
    this.#tokens.set(record.token, record);
    if (this.#tokens.size > this.capacity) this.#evict();
    this.#changed();
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
    this.#changed();
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
    if (revoked.length) this.#changed();
    return revoked;
  }

  /** Drop everything but the operator's token (a reset of all state). */
  clear(): void {
    for (const [t, r] of this.#tokens) if (r.kind !== 'operator') this.#tokens.delete(t);
    this.#changed();
  }

  /** Called after tokens were added, revoked or cleared. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  saved(): SavedTokens {
    const records: TokenRecord[] = [];
    for (const r of this.#tokens.values()) if (r.kind !== 'operator') records.push({ ...r });
    return { drawn: this.#drawn, records };
  }

  /** Put saved tokens back (new strings come from node:crypto, so none repeats an old one). */
  restore(saved: SavedTokens): void {
    this.#drawn = Math.max(this.#drawn, saved.drawn);
    for (const r of saved.records) this.#tokens.set(r.token, { ...r });
    this.#changed();
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
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
