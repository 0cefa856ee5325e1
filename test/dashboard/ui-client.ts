/** A browser's requests to the dashboard, made by hand: the session cookie, same-origin headers, form posts. */
import type { TestSandbox } from '../helpers/sandbox.js';

export interface UiReply {
  status: number;
  headers: Headers;
  text: string;
}

export interface UiRequest {
  method?: string;
  cookie?: string;
  /** A form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export async function ui(h: Pick<TestSandbox, 'url'>, path: string, r: UiRequest = {}): Promise<UiReply> {
  const headers: Record<string, string> = { ...r.headers };
  if (r.cookie) headers.cookie = r.cookie;
  let body: string | undefined;
  if (r.form) {
    body = new URLSearchParams(r.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
    // What a browser sends with a form posted from the page itself.
    headers.origin ??= h.url;
    headers['sec-fetch-site'] ??= 'same-origin';
  }
  const res = await fetch(`${h.url}/_sandbox/ui${path}`, { method: r.method ?? (r.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Signs in with the admin token; the session cookie (`name=value`). */
export async function signIn(h: TestSandbox, token = h.sb.adminToken!): Promise<string> {
  const r = await ui(h, '/sign-in', { form: { token } });
  if (r.status !== 303) throw new Error(`sign-in failed: ${r.status}`);
  return r.headers.get('set-cookie')!.split(';')[0];
}

/** The text of an HTML fragment without its tags, spaces collapsed: what a reader sees. */
export function visible(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

/** The first server-sent event of `type` whose data passes `test`, read from an open stream. */
export async function nextEvent(h: TestSandbox, path: string, cookie: string | undefined, type: string, test: (data: string) => boolean, timeoutMs = 5000): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(`${h.url}/_sandbox/ui${path}`, { headers: cookie ? { cookie } : {}, signal: controller.signal });
    if (res.status !== 200) throw new Error(`live stream answered ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (event === type && test(data)) return data;
      }
    }
    throw new Error('the stream ended');
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** Posts a form as the page does and follows the redirect as the browser does: where it went and what it said. */
export async function submit(h: TestSandbox, path: string, cookie: string, form: Record<string, string>): Promise<{ location: string; flash: string; error: boolean }> {
  const r = await ui(h, path, { cookie, form });
  if (r.status !== 303) throw new Error(`${path} answered ${r.status}`);
  const location = r.headers.get('location')!;
  const flashCookie = r.headers.get('set-cookie')?.split(';')[0];
  const next = await ui(h, location.replace('/_sandbox/ui', ''), { cookie: [cookie, flashCookie].filter(Boolean).join('; ') });
  const m = /<p class="(flash(?: error)?)" role="status">([^<]*)<\/p>/.exec(next.text);
  return { location, flash: m ? visible(m[2]) : '', error: m?.[1] === 'flash error' };
}
