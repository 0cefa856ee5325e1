/**
 * The one list of credential names, and how a value under one of them is hidden. The journal (and
 * so the dashboard, its "copy as curl" lines and the inbox's recorded deliveries), the logger and
 * the contract runner's reports and recordings all ask this module; none keeps a list of its own.
 *
 * Names are compared without regard to case. Two kinds:
 * - headers (`Authorization`, `Cookie`, `X-Api-Key`, ...): any value is hidden; of `Authorization`
 *   and `Proxy-Authorization` the scheme (`Bearer`) is kept;
 * - members: a JSON member, a query parameter or a form field (`password`, `access_token`, ...).
 *
 * The list can be extended at start, before the sandbox is built (a platform document declaring an
 * API key header of its own, a module with a credential field): `addCredentialNames({ headers,
 * members })`. What is built from the list afterwards (the logger's redaction paths) does not see a
 * later extension; the journal's and the runner's checks do.
 */

export const REDACTED = '[redacted]';

const headers = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'api-key', 'x-auth-token', 'x-access-token', 'x-sandbox-admin-token']);
const members = new Set([
  'password',
  'passwd',
  'secret',
  'secrets',
  'previous_secret',
  'client_secret',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'api_key',
  'apikey',
  'client_assertion',
]);

/** A credential name must read as one: letters, digits, `_`, `-`, `.` (it becomes part of a pattern). */
const NAME = /^[A-Za-z0-9_.-]+$/;

/** Adds names to the list (idempotent). Throws on a name that is no header or member name. */
export function addCredentialNames(names: { headers?: readonly string[]; members?: readonly string[] }): void {
  for (const [list, into] of [
    [names.headers ?? [], headers],
    [names.members ?? [], members],
  ] as const) {
    for (const name of list) {
      if (!NAME.test(name)) throw new Error(`credential name ${JSON.stringify(name)} may hold only letters, digits, "_", "-" and "."`);
      into.add(name.toLowerCase());
    }
  }
}

export function isCredentialHeader(name: string): boolean {
  return headers.has(name.toLowerCase());
}

export function isCredentialMember(name: string): boolean {
  return members.has(name.toLowerCase());
}

/** The list as it stands (lower case), for what builds its own matcher from it (the logger). */
export function credentialNames(): { headers: readonly string[]; members: readonly string[] } {
  return { headers: [...headers], members: [...members] };
}

/**
 * A member name as the sender may spell it: JSON escapes (`pass\u0077ord`) and percent-encoding
 * (`access%5Ftoken`) decoded, and a SCIM attribute's schema URN prefix
 * (`urn:ietf:params:scim:schemas:core:2.0:User:password`) dropped, before it is matched.
 */
function memberName(raw: string, encoding: 'json' | 'percent'): string {
  let name = raw;
  try {
    if (encoding === 'json' && name.includes('\\')) name = JSON.parse(`"${name}"`) as string;
    if (encoding === 'percent' && /[%+]/.test(name)) name = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // not a valid escape: matched as written
  }
  return name.replace(/^urn:[^"]*:/i, '');
}

/** A query parameter or form field: `name=value`. */
const PARAM = /([?&])([^=&#]*)=([^&#]*)/g;
/** A JSON member whose value is a string (possibly cut short): `"name": "value"`. */
const JSON_MEMBER = /"((?:[^"\\]|\\.)*)"(\s*:\s*)"(?:[^"\\]|\\.)*(?:"|$)/g;

/** A header's value, hidden when the header is a credential; of `Authorization`, a scheme (`Bearer`) is kept. */
export function redactHeader(name: string, value: string): string {
  const lower = name.toLowerCase();
  if (!headers.has(lower)) return value;
  if (lower !== 'authorization' && lower !== 'proxy-authorization') return REDACTED;
  const scheme = /^([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*) +\S/.exec(value);
  return scheme ? `${scheme[1]} ${REDACTED}` : REDACTED;
}

/** Headers as Node's raw list gives them, as a plain object with credentials hidden; repeated headers joined as `Headers` joins them. */
export function redactRawHeaders(raw: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    const value = redactHeader(name, raw[i + 1]);
    out[name] = name in out ? `${out[name]}${name === 'cookie' ? '; ' : ', '}${value}` : value;
  }
  return out;
}

/** A query string (`?a=b&...`) with the values of credential parameters hidden. */
export function redactQuery(query: string): string {
  if (!query.includes('=')) return query;
  return query.replace(PARAM, (whole, sep: string, name: string) => (members.has(memberName(name, 'percent').toLowerCase()) ? `${sep}${name}=${REDACTED}` : whole));
}

/** A SCIM PATCH that sets a password carries it in `value` members (its path the attribute, or its schema URN form). */
const PASSWORD_PATH = /"path"\s*:\s*"(?:urn:[^"]*:)?password"/i;
const VALUE_MEMBERS = /("value"\s*:\s*)"(?:[^"\\]|\\.)*(?:"|$)/g;

/** A body's text (JSON or a form, possibly cut short) with the values of credential members and fields hidden. */
export function redactBody(text: string | null): string | null {
  if (text === null) return null;
  const redacted = redactQuery(`?${text}`)
    .slice(1)
    .replace(JSON_MEMBER, (whole, name: string, colon: string) => (members.has(memberName(name, 'json').toLowerCase()) ? `"${name}"${colon}"${REDACTED}"` : whole));
  return PASSWORD_PATH.test(redacted) ? redacted.replace(VALUE_MEMBERS, `$1"${REDACTED}"`) : redacted;
}

/** A path with a token in it (`DELETE /_sandbox/tokens/{token}`) shows the token's kind only. */
export function redactPath(path: string): string {
  return path.startsWith('/_sandbox/tokens/') ? path.replace(/^(\/_sandbox\/tokens\/[a-z]+_[a-z]*_?)[^/]*/i, `$1${REDACTED}`) : path;
}
