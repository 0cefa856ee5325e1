/**
 * "Copy as curl" for a journaled request: its method, URL, headers and body, with the credentials
 * the journal redacted left as a shell variable to fill in ($TOKEN), and the headers curl sets
 * itself left out. A body longer than the journal's excerpt is marked as cut.
 *
 * Everything the sender chose (method, path, header names and values, body) is single-quoted for
 * a POSIX shell by `shellQuote`, the one quoting function: inside single quotes nothing is special
 * but the quote itself, which closes, is escaped and reopens. Only `"$TOKEN"` stands outside them.
 */
import { REDACTED } from '../../core/redact.js';
import { BODY_EXCERPT_CHARS, type JournalDetail } from '../../http/journal.js';

const SKIPPED = new Set(['host', 'content-length', 'connection', 'accept-encoding', 'user-agent', 'transfer-encoding', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']);

/** A string quoted for a POSIX shell: one word, taken literally. */
function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A header as one shell word; each redacted credential in it becomes "$TOKEN" (a double-quoted variable, nothing else unquoted). */
function headerWord(name: string, value: string): string {
  return `${name}: ${value}`.split(REDACTED).map((piece) => (piece === '' ? '' : shellQuote(piece))).join('"$TOKEN"');
}

export function curlOf(entry: JournalDetail, origin: string): string {
  const parts = ['curl', '-X', /^[A-Z]+$/.test(entry.method) ? entry.method : shellQuote(entry.method), shellQuote(`${origin}${entry.path}${entry.query}`)];
  for (const [name, value] of Object.entries(entry.request_headers)) {
    if (SKIPPED.has(name)) continue;
    parts.push('-H', headerWord(name, value));
  }
  if (entry.request_body !== null) {
    const cut = entry.request_body.length >= BODY_EXCERPT_CHARS ? '<cut: the journal keeps the first characters only>' : '';
    parts.push('--data-raw', shellQuote(entry.request_body + cut));
  }
  return parts.join(' ');
}
