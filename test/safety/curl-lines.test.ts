/**
 * Review round 2, finding 2: the dashboard's "copy as curl" line of a request whose headers carry
 * shell syntax runs nothing when pasted into bash; the shell hands curl exactly the words the
 * request had. The line is taken from the dashboard's page as a browser shows it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { ui } from '../dashboard/ui-client.js';

const h = useSandbox();

function unescapeHtml(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** Runs the line in bash with `curl` replaced by a function that prints its words, one per line (NUL-separated). */
function pasteIntoBash(line: string, cwd: string): string[] {
  const script = `curl() { printf '%s\\0' "$@"; }\nTOKEN=tok\n${line}\n`;
  return execFileSync('bash', ['-c', script], { cwd, encoding: 'utf8' }).split('\0').slice(0, -1);
}

async function curlLineOf(requestId: string): Promise<string> {
  const page = await ui(h, `/journal/${requestId}`);
  expect(page.status).toBe(200);
  return unescapeHtml(/<pre class="curl" id="curl">([\s\S]*?)<\/pre>/.exec(page.text)![1]);
}

describe('copy as curl', () => {
  it.each([
    ['a header that fakes a redaction marker', { 'x-note': '[redacted]" ; touch F ; echo "' }],
    ['an Authorization header with a command substitution', { authorization: 'a`touch$IFS.F` x' }],
    ['quotes, dollars and backslashes', { 'x-note': "it's $(touch F) `touch F` \\' ; touch F" }],
  ])('%s runs nothing when pasted into bash', async (_, headers: Record<string, string>) => {
    const r = await h.call('GET', '/v2/registry/devices?limit=1&x=$(touch%20F)', { token: null, headers });
    const line = await curlLineOf(r.headers.get('x-request-id')!);
    const dir = mkdtempSync(join(tmpdir(), 'curl-line-'));
    const words = pasteIntoBash(line, dir);
    expect(existsSync(join(dir, 'F'))).toBe(false);
    expect(existsSync(join(dir, '.F'))).toBe(false);
    expect(words.slice(0, 3)).toEqual(['-X', 'GET', `${h.url}/v2/registry/devices?limit=1&x=$(touch%20F)`]);
    const name = Object.keys(headers)[0];
    const sent = words.find((w) => w.startsWith(`${name}: `));
    expect(sent).toBeDefined();
    // The value arrives as one word: the request's own text, or the journal's redaction filled with $TOKEN.
    if (name === 'x-note') expect(sent).toBe(`x-note: ${headers[name].replaceAll('[redacted]', 'tok')}`);
  });

  it('fills a redacted credential from $TOKEN', async () => {
    h.newProject();
    const r = await h.call('GET', '/v2/registry/devices?limit=1');
    const words = pasteIntoBash(await curlLineOf(r.headers.get('x-request-id')!), mkdtempSync(join(tmpdir(), 'curl-line-')));
    expect(words).toContain('authorization: Bearer tok');
  });
});
