/**
 * What a recording may hold of an exchange, decided before anything touches the disk: every
 * credential name of core/redact.ts (headers, query and form parameters, JSON members, the SCIM
 * password in a PATCH), every cookie, the configured upstream credential and the caller's token
 * wherever they appear become `[redacted]`; emails and the `--redact` pointers become stable
 * pseudonyms. A body the recorder cannot read as text (binary, or an encoding it cannot undo) is
 * left out, with a comment: what cannot be checked is not written.
 */
import { credentialNames, isCredentialHeader, isCredentialMember, REDACTED, redactHeader } from '../../core/redact.js';
import { jsonDepth, MAX_JSON_DEPTH } from '../../http/validate.js';
import { bodyText } from '../body.js';
import { rewriteAt, type PointerPattern } from './pointer.js';
import { Pseudonymiser } from './pseudonym.js';

/** A credential in free text (a header line copied into a message). */
const BEARER = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/-]{6,}=*/gi;
const SCIM_PASSWORD_PATH = /"path"\s*:\s*"[^"]{0,200}password"/i;
const VALUE_MEMBER = /("value"\s*:\s*)"(?:[^"\\]|\\.)*(?:"|$)/g;

export interface HarNameValue {
  name: string;
  value: string;
}

export interface ScrubbedBody {
  text?: string;
  mimeType: string;
  comment?: string;
}

/**
 * A member, parameter or field that holds a credential: a name of the list, an echoed credential
 * header (`"cookie": ...`), or a SCIM attribute path ending in one (`urn:...:User:password`).
 */
const credentialKey = (name: string) => {
  const n = name.toLowerCase();
  const last = n.slice(n.lastIndexOf(':') + 1);
  return isCredentialMember(n) || isCredentialHeader(n) || isCredentialMember(last);
};

/** A form or query component decoded (`+` a space); as it is when it does not decode. */
const decode = (part: string) => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
};

export class Scrubber {
  /** The scrubber of a recording directory: its pseudonym key (made on first use), the `--redact` pointers. */
  static forDirectory(dir: string, pointers: readonly PointerPattern[], secrets: readonly string[] = []): Scrubber {
    return new Scrubber(Pseudonymiser.forDirectory(dir), pointers, secrets);
  }

  /** In text that is no JSON: `name=value` and `"name": "value"` credentials, from the list as it stands at start. */
  readonly #paramInText: RegExp;
  readonly #memberInText: RegExp;

  constructor(
    private readonly pseudonyms: Pseudonymiser,
    private readonly pointers: readonly PointerPattern[],
    /** Values blotted out wherever they appear (the configured upstream credential). */
    private readonly secrets: readonly string[],
  ) {
    const { headers, members } = credentialNames();
    const names = [...members, ...headers].map((n) => n.replace(/[.-]/g, '\\$&')).join('|');
    this.#paramInText = new RegExp(`(\\b(?:${names})=)[^&\\s]*`, 'gi');
    this.#memberInText = new RegExp(`("(?:${names})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*(?:"|$)`, 'gi');
  }

  /** Free text: known secrets, Bearer/Basic credentials, `name=value` and `"name": "value"` credentials, emails. */
  text(s: string, secrets: readonly string[] = []): string {
    let out = s.replace(BEARER, `$1 ${REDACTED}`);
    if (out.includes('=')) out = out.replace(this.#paramInText, `$1${REDACTED}`);
    // JSON inside a string (an echoed body): its credential members, and a SCIM password's `value`.
    if (out.includes('"')) {
      out = out.replace(this.#memberInText, `$1"${REDACTED}"`);
      if (SCIM_PASSWORD_PATH.test(out)) out = out.replace(VALUE_MEMBER, `$1"${REDACTED}"`);
    }
    for (const secret of [...this.secrets, ...secrets]) if (secret.length >= 6 && out.includes(secret)) out = out.split(secret).join(REDACTED);
    return this.pseudonyms.emailsIn(out);
  }

  headers(list: readonly [string, string][], secrets: readonly string[]): HarNameValue[] {
    return list.map(([name, value]) => ({ name, value: isCredentialHeader(name) ? redactHeader(name, value) : this.text(value, secrets) }));
  }

  /** Names of the cookies a `Cookie` or `Set-Cookie` header carries, their values redacted. */
  cookies(list: readonly [string, string][], header: 'cookie' | 'set-cookie'): HarNameValue[] {
    const out: HarNameValue[] = [];
    for (const [name, value] of list) {
      if (name.toLowerCase() !== header) continue;
      const pairs = header === 'cookie' ? value.split(';') : [value.split(';')[0]];
      for (const pair of pairs) {
        const eq = pair.indexOf('=');
        if (eq > 0) out.push({ name: this.text(pair.slice(0, eq).trim()), value: REDACTED });
      }
    }
    return out;
  }

  /** A form or query string's pairs, decoded, credentials redacted, the rest scrubbed as text. */
  params(search: string, secrets: readonly string[]): HarNameValue[] {
    const out: HarNameValue[] = [];
    for (const part of search.replace(/^\?/, '').split('&')) {
      if (!part) continue;
      const eq = part.indexOf('=');
      const name = decode(eq === -1 ? part : part.slice(0, eq));
      const value = eq === -1 ? '' : decode(part.slice(eq + 1));
      out.push({ name: this.text(name, secrets), value: credentialKey(name) ? REDACTED : this.text(value, secrets) });
    }
    return out;
  }

  /** Pairs as a form or query string again. */
  static encode(pairs: readonly HarNameValue[]): string {
    return pairs.map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value)}`).join('&');
  }

  /** A URL with its query's credentials redacted and the rest scrubbed. */
  url(url: string, secrets: readonly string[]): { url: string; queryString: HarNameValue[] } {
    const q = url.indexOf('?');
    if (q === -1) return { url: this.text(url, secrets), queryString: [] };
    const queryString = this.params(url.slice(q), secrets);
    return { url: `${this.text(url.slice(0, q), secrets)}?${Scrubber.encode(queryString)}`, queryString };
  }

  /** A JSON value with credential members redacted, pointers and emails pseudonymised. */
  json(value: unknown, secrets: readonly string[]): unknown {
    for (const pattern of this.pointers) rewriteAt(value, pattern, (v) => this.pseudonyms.value(v));
    const walk = (v: unknown): unknown => {
      if (typeof v === 'string') return this.text(v, secrets);
      if (Array.isArray(v)) return v.map(walk);
      if (!v || typeof v !== 'object') return v;
      // A SCIM PATCH operation that sets the password carries it in `value`.
      const scimPassword = typeof (v as { path?: unknown }).path === 'string' && credentialKey((v as { path: string }).path);
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = credentialKey(k) || (scimPassword && k === 'value') ? REDACTED : walk(x);
      return out;
    };
    return walk(value);
  }

  /**
   * A body as a recording keeps it: decoded (`Content-Encoding`), then scrubbed as JSON, a form or
   * text. `max` bounds what a compressed body may expand to.
   */
  body(bytes: Buffer, contentType: string, contentEncoding: string | undefined, max: number, secrets: readonly string[]): ScrubbedBody {
    const mimeType = contentType || 'application/octet-stream';
    if (!bytes.length) return { text: '', mimeType };
    const decoded = bodyText(bytes, contentEncoding, max);
    if ('problem' in decoded) return { mimeType, comment: `body of ${bytes.length} bytes left out: ${decoded.problem}, and what is not read is not written` };
    const text = decoded.text;
    const type = mimeType.split(';')[0].trim().toLowerCase();
    if (type === 'application/x-www-form-urlencoded') return { mimeType, text: Scrubber.encode(this.params(text, secrets)) };
    if ((type === 'application/json' || type.endsWith('+json') || /^\s*[[{]/.test(text)) && jsonDepth(text, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH) {
      try {
        return { mimeType, text: JSON.stringify(this.json(JSON.parse(text), secrets)) };
      } catch {
        // not JSON after all: scrubbed as text below
      }
    }
    // Text that is no JSON: `name=value` and `"name": "value"` credentials as the journal finds them.
    return { mimeType, text: this.text(text, secrets) };
  }
}
