/**
 * "Copy as curl" for a journaled request: its method, URL, headers and body, with the credentials
 * the journal redacted left as a shell variable to fill in ($TOKEN), and the headers curl sets
 * itself left out. A body longer than the journal's excerpt is marked as cut.
 */
import { REDACTED } from '../../core/redact.js';
import { BODY_EXCERPT_CHARS, type JournalDetail } from '../../http/journal.js';

const SKIPPED = new Set(['host', 'content-length', 'connection', 'accept-encoding', 'user-agent', 'transfer-encoding', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']);

/** A string quoted for a POSIX shell. */
function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export function curlOf(entry: JournalDetail, origin: string): string {
  const parts = ['curl', '-X', entry.method, shellQuote(`${origin}${entry.path}${entry.query}`)];
  for (const [name, value] of Object.entries(entry.request_headers)) {
    if (SKIPPED.has(name)) continue;
    // A redacted credential becomes a variable the shell fills in: "Bearer [redacted]" -> "Bearer $TOKEN".
    const header = value.includes(REDACTED) ? `"${name}: ${value.replace(REDACTED, '$TOKEN')}"` : shellQuote(`${name}: ${value}`);
    parts.push('-H', header);
  }
  if (entry.request_body !== null) {
    const cut = entry.request_body.length >= BODY_EXCERPT_CHARS ? '<cut: the journal keeps the first characters only>' : '';
    parts.push('--data-raw', shellQuote(entry.request_body + cut));
  }
  return parts.join(' ');
}
