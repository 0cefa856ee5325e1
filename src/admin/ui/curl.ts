/**
 * "Copy as curl" for a journaled request: its method, URL and headers, with the credentials the
 * journal redacted left as shell variables to fill in ($TOKEN), and the headers curl sets itself
 * left out. The journal keeps no bodies, so a request that had one gets a `--data` placeholder.
 */
import type { JournalEntry } from '../../http/journal.js';

const SKIPPED = new Set(['host', 'content-length', 'connection', 'accept-encoding', 'user-agent', 'transfer-encoding', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']);

/** A string quoted for a POSIX shell. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export function curlOf(entry: JournalEntry, origin: string): string {
  const parts = ['curl', '-X', entry.method, shellQuote(`${origin}${entry.path}${entry.query}`)];
  for (const [name, value] of Object.entries(entry.request_headers)) {
    if (SKIPPED.has(name)) continue;
    // A redacted credential becomes a variable the shell fills in: "Bearer [redacted]" -> "Bearer $TOKEN".
    const header = value.includes('[redacted]') ? `"${name}: ${value.replace('[redacted]', '$TOKEN')}"` : shellQuote(`${name}: ${value}`);
    parts.push('-H', header);
  }
  if (entry.request_headers['content-type'] !== undefined) parts.push('--data', shellQuote('<body: not kept by the journal>'));
  return parts.join(' ');
}
