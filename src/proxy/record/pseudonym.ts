/**
 * Stable pseudonyms for sensitive values in recordings: the same value always gives the same
 * replacement under one key (HMAC-SHA-256), so a recorded session stays coherent (the user created
 * is the user read back) without the value itself. The key lives beside the recordings
 * (`pseudonym.key`, mode 0600), never in them; whoever replays them (issue 44) pseudonymises an
 * incoming request with the same key, so it matches what was recorded.
 */
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { secretBytes } from '../../core/secrets.js';

const KEY_FILE = 'pseudonym.key';
/** An address in a text; bounded parts keep the scan linear. */
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/g;
const EMAIL_ONLY = new RegExp(`^${EMAIL.source}$`);
const PSEUDONYMOUS_EMAIL = /^u-[0-9a-f]{16}@example\.invalid$/;
const PSEUDONYM = /^p-[0-9a-f]{16}$/;

export class Pseudonymiser {
  constructor(private readonly key: Buffer) {}

  /** The key of a recording directory: read, or made from node:crypto on first use. */
  static forDirectory(dir: string): Pseudonymiser {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, KEY_FILE);
    let hex: string;
    try {
      hex = readFileSync(file, 'utf8').trim();
    } catch {
      hex = secretBytes(32).toString('hex');
      writeFileSync(file, `${hex}\n`, { mode: 0o600, flag: 'wx' });
    }
    if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is not a pseudonym key (64 hex digits); remove it to start a new one (earlier recordings then no longer match new ones)`);
    return new Pseudonymiser(Buffer.from(hex, 'hex'));
  }

  #digest(kind: string, value: string): string {
    return createHmac('sha256', this.key).update(`${kind}\0${value}`).digest('hex').slice(0, 16);
  }

  /** `u-<hash>@example.invalid`: an email stays an email (RFC 2606 reserves `.invalid`). */
  email(address: string): string {
    if (PSEUDONYMOUS_EMAIL.test(address)) return address;
    return `u-${this.#digest('email', address.toLowerCase())}@example.invalid`;
  }

  /** Every email address in a text replaced by its pseudonym. */
  emailsIn(text: string): string {
    return text.includes('@') ? text.replace(EMAIL, (m) => this.email(m)) : text;
  }

  /**
   * A value at a `--redact` pointer: a string becomes `p-<hash>` (an email an email), a number a
   * number of the same sign, a boolean or null stays; in an object or array, every leaf.
   */
  value(v: unknown): unknown {
    if (typeof v === 'string') return EMAIL_ONLY.test(v) ? this.email(v) : PSEUDONYM.test(v) ? v : `p-${this.#digest('string', v)}`;
    if (typeof v === 'number') return (Math.sign(v) || 1) * (parseInt(this.#digest('number', String(v)).slice(0, 8), 16) % 1_000_000_000);
    if (Array.isArray(v)) return v.map((x) => this.value(x));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, this.value(x)]));
    return v;
  }
}
