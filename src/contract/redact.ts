/**
 * Reports and `--verbose` never hold the credentials given to the runner or met during a run: the
 * tokens and admin token it was given and the tokens it minted are replaced wherever they appear,
 * and so is every value of a member or header that carries a credential (passwords, access and
 * refresh tokens, webhook secrets, Authorization). A report of a run against a real deployment is
 * safe to attach to a CI job.
 */
import { isCredentialHeader, isCredentialMember, REDACTED } from '../core/redact.js';
import type { Exchange } from './types.js';

/** A credential in free text (a header line copied into a message); not a challenge's `error="…"`. */
const BEARER = /\b(Bearer|Basic)\s+(?![A-Za-z_-]+=")[A-Za-z0-9._~+/-]+=*/g;

export class Redactor {
  readonly #secrets = new Set<string>();

  /** Values to blot out wherever they appear (short ones too would blot out ordinary words). */
  add(...values: (string | undefined | null)[]): void {
    for (const v of values) if (typeof v === 'string' && v.length >= 6) this.#secrets.add(v);
  }

  text(s: string): string {
    let out = s.replace(BEARER, `$1 ${REDACTED}`);
    for (const secret of this.#secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }

  /** A deep copy with secret members and known secrets replaced. */
  value<T>(v: T, key = ''): T {
    if (typeof v === 'string') return (isCredentialMember(key) && v ? REDACTED : this.text(v)) as T;
    if (Array.isArray(v)) return v.map((x) => this.value(x)) as T;
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, this.value(x, k)])) as T;
    }
    return v;
  }

  headers(h: Record<string, string>): Record<string, string> {
    return Object.fromEntries(Object.entries(h).map(([k, v]) => [k, isCredentialHeader(k) ? v.replace(/^(\w+\s+)?.*$/, (_, scheme) => `${scheme ?? ''}${REDACTED}`) : this.text(v)]));
  }

  exchange(e: Exchange): Exchange {
    return {
      ...e,
      request: { ...e.request, url: this.text(e.request.url), headers: this.headers(e.request.headers), body: this.value(e.request.body) },
      response: e.response && { ...e.response, headers: this.headers(e.response.headers), body: this.value(e.response.body) },
      error: e.error && this.text(e.error),
    };
  }
}
