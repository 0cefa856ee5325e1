/**
 * A failure's repro line: the one request, as a `curl` command that reads the credential from
 * `$PLATFORM_TOKEN` and the project from `$PLATFORM_PROJECT`, so it never prints either.
 */
import type { Exchange } from './types.js';

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Headers the line sets itself (the credential, the project) or that curl sets. */
const OWN = new Set(['authorization', 'x-service-project', 'content-length', 'host', 'accept-encoding', 'connection']);

/**
 * `credentials`: headers that carried the token as the document's security scheme asks, by lower-case
 * name, with the value to print (`api_key=$PLATFORM_TOKEN` for a cookie); the exchange holds them redacted.
 */
export function reproLine(e: Exchange, token: string | undefined, credentials: Record<string, string> = {}): string {
  const { method, url, headers, body } = e.request;
  // A credential sent in the query (an apiKey) is read from the variable too.
  const shownUrl = token ? url.split(encodeURIComponent(token)).join('"$PLATFORM_TOKEN"') : url;
  const parts = ['curl -sS -i', `-X ${method}`, shownUrl.includes('$PLATFORM_TOKEN') ? `"${shownUrl.replace(/"\$PLATFORM_TOKEN"/g, '$PLATFORM_TOKEN').replace(/"/g, '\\"')}"` : quote(url)];
  // HTTP Basic presents the token as the user name with an empty password.
  if (headers.authorization !== undefined) parts.push(/^basic\s/i.test(headers.authorization) ? '-u "$PLATFORM_TOKEN:"' : '-H "Authorization: Bearer $PLATFORM_TOKEN"');
  if (headers['x-service-project'] !== undefined) parts.push('-H "X-Service-Project: $PLATFORM_PROJECT"');
  for (const [name, value] of Object.entries(headers)) {
    if (OWN.has(name)) continue;
    if (credentials[name] !== undefined) parts.push(`-H "${name}: ${credentials[name]}"`);
    else if (token && value.includes(token)) parts.push(`-H "${name}: $PLATFORM_TOKEN"`);
    else parts.push(`-H ${quote(`${name}: ${value}`)}`);
  }
  if (body !== undefined) parts.push(`--data-binary ${quote(typeof body === 'string' ? body : JSON.stringify(body))}`);
  return parts.join(' ');
}
