/**
 * Bearer tokens of every kind, in one registry: the operator's token (admin everywhere, never
 * expires), tokens minted through the control API, and the access and refresh tokens the Auth API
 * issues for sessions. Expiry is on the virtual clock.
 *
 * Bounded per tenant (core/bounds.ts): tokens valid in one project only count against that
 * project (`--max-tokens-per-project`), all tokens against `--max-tokens`. A project at its bound
 * first drops its own dead tokens (revoked or expired); if it is still full the new token is
 * refused (507), so one tenant never pushes out another's live token. Tokens are indexed by
 * project, so revoking a session's tokens costs the same whatever other projects hold.
 */
import { UNBOUNDED, type BoundChecker } from './bounds.js';
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

/** The index key of tokens valid in more than one project (or all of them). */
const SHARED = '\0shared';

export class TokenRegistry {
  readonly #tokens = new Map<string, TokenRecord>();
  /** The same records by the one project they are valid in (`SHARED` for the others). */
  readonly #byProject = new Map<string, Map<string, TokenRecord>>();
  readonly #listeners = new Set<() => void>();
  #drawn = 0;

  constructor(
    private readonly now: () => number,
    private readonly bounds: BoundChecker = UNBOUNDED,
  ) {}

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

  /** Adds a token, or throws 507 naming the bound its project (or the registry) is at; nothing else is dropped. */
  add(record: TokenRecord): TokenRecord {
    const project = boundProject(record);
    if (project !== undefined) {
      const own = this.#group(project);
      if (own.size >= this.bounds.tokensPerProject.limit) this.#purge(own);
      this.bounds.check(this.bounds.tokensPerProject, own.size, 1, `project ${project}`);
    }
    if (this.#tokens.size >= this.bounds.tokensTotal.limit) for (const group of this.#byProject.values()) this.#purge(group);
    this.bounds.check(this.bounds.tokensTotal, this.#tokens.size, 1, 'the sandbox');
    this.#put(record);
    this.#changed();
    return record;
  }

  /** Tokens valid in this project only. */
  countIn(project: string): number {
    return this.#byProject.get(project)?.size ?? 0;
  }

  #group(key: string): Map<string, TokenRecord> {
    let group = this.#byProject.get(key);
    if (!group) {
      group = new Map();
      this.#byProject.set(key, group);
    }
    return group;
  }

  #put(record: TokenRecord): void {
    this.#tokens.set(record.token, record);
    this.#group(boundProject(record) ?? SHARED).set(record.token, record);
  }

  /** Drops a group's dead tokens (revoked or expired); the operator's stays. */
  #purge(group: Map<string, TokenRecord>): void {
    const now = this.now();
    for (const [t, r] of group) {
      if (r.kind !== 'operator' && (r.revoked || (r.expiresAtMs !== null && r.expiresAtMs <= now))) {
        group.delete(t);
        this.#tokens.delete(t);
      }
    }
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

  /**
   * Revoke every token of a session, or of a subject in a project (a deactivated user). With
   * `project`, only the tokens valid in that project alone are looked at.
   */
  revokeWhere(predicate: (r: TokenRecord) => boolean, project?: string): TokenRecord[] {
    const revoked: TokenRecord[] = [];
    for (const r of this.values(project)) {
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
    const kept = [...this.#tokens.values()].filter((r) => r.kind === 'operator');
    this.#tokens.clear();
    this.#byProject.clear();
    for (const r of kept) this.#put(r);
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
    for (const r of saved.records) this.#put({ ...r });
    this.#changed();
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Every token; with `project`, those valid in it: its own, then those valid in several projects (never the other projects'). */
  *values(project?: string): IterableIterator<TokenRecord> {
    if (project === undefined) {
      yield* this.#tokens.values();
      return;
    }
    yield* this.#byProject.get(project)?.values() ?? [];
    yield* this.#byProject.get(SHARED)?.values() ?? [];
  }
}
