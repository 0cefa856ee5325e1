/**
 * Who may use the dashboard: sign-in with the admin token for a session cookie (never the token
 * in a URL), the cookie's attributes, same-origin only, sign-out; and without an admin token, an
 * open page that says so. A refused request changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { signIn, ui, visible } from './ui-client.js';

const ADMIN = 'dashboard-admin-token-0123456789';
const h = useSandbox({ adminToken: ADMIN, authFailures: { limit: 5, windowSeconds: 60 } });

describe('the dashboard with an admin token', () => {
  it('answers the sign-in form, not the panel, without a session', async () => {
    await h.call('GET', '/v2/registry/devices?limit=1');
    const r = await ui(h, '/journal');
    expect(r.status).toBe(401);
    expect(r.text).toContain('<form method="post" action="/_sandbox/ui/sign-in">');
    expect(r.text).not.toContain('/v2/registry/devices');
    expect(r.headers.get('set-cookie')).toBeNull();
    expect((await ui(h, '/live?panel=journal')).status).toBe(401);
  });

  it('refuses a wrong token (401, no cookie) and, past the failure limit, every wrong one from the address (429)', async () => {
    const wrong = await ui(h, '/sign-in', { form: { token: 'not-it' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(visible(wrong.text)).toContain('That is not the admin token.');
    for (let i = 0; i < 4; i++) await ui(h, '/sign-in', { form: { token: `guess-${i}` } });
    const limited = await ui(h, '/sign-in', { form: { token: 'guess-again' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('set-cookie')).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Strict session cookie on /_sandbox holding a random id, never the token', async () => {
    h.sb.deps.authFailures.clear();
    const r = await ui(h, '/sign-in', { form: { token: ADMIN } });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/_sandbox/ui/journal');
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sandbox_ui=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/_sandbox');
    expect(cookie).not.toContain(ADMIN);
    const again = await ui(h, '/sign-in', { form: { token: ADMIN } });
    expect(again.headers.get('set-cookie')!.split(';')[0]).not.toBe(cookie.split(';')[0]);

    const page = await ui(h, '/journal', { cookie: cookie.split(';')[0] });
    expect(page.status).toBe(200);
    expect(page.text).toContain('/v2/registry/devices');
    expect(page.text).not.toContain(ADMIN);
  });

  it('takes the cookie only on same-origin requests, and a refused post changes nothing', async () => {
    const cookie = await signIn(h);
    const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
    for (const headers of foreign) {
      const r = await ui(h, '/journal', { cookie, headers });
      expect(r.status, JSON.stringify(headers)).toBe(401);
      expect(r.text).toContain('action="/_sandbox/ui/sign-in"');
      expect(r.text).not.toContain('/v2/registry/devices');
      expect((await ui(h, '/live?panel=journal', { cookie, headers })).status).toBe(401);
    }
    expect((await ui(h, '/journal', { cookie, headers: { 'sec-fetch-site': 'none' } })).status).toBe(200);
    expect((await ui(h, '/journal', { cookie, headers: { 'sec-fetch-site': 'same-origin', origin: h.url } })).status).toBe(200);
    const page = await ui(h, '/journal', { cookie });
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const before = (await h.admin('GET', '/clock')).body.now;
    await h.admin('POST', '/clock', { freeze: true });
    const frozen = (await h.admin('GET', '/clock')).body.now;
    const forged = await ui(h, '/clock/advance', { cookie, form: { seconds: '3600' }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(403);
    expect((await h.admin('GET', '/clock')).body.now).toBe(frozen);
    expect(Date.parse(frozen)).toBeGreaterThanOrEqual(Date.parse(before));
    // A sign-in posted from another site is refused too (login CSRF).
    const cross = await ui(h, '/sign-in', { form: { token: ADMIN }, headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    await h.admin('POST', '/clock', { freeze: false });
  });

  it('refuses a made-up session id, and the cookie is no key to the JSON control API', async () => {
    expect((await ui(h, '/journal', { cookie: 'sandbox_ui=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(401);
    const cookie = await signIn(h);
    const json = await fetch(`${h.url}/_sandbox/journal`, { headers: { cookie } });
    expect(json.status).toBe(401);
  });

  it('signs out: the session ends and its cookie is cleared', async () => {
    const cookie = await signIn(h);
    const out = await ui(h, '/sign-out', { cookie, form: {} });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/^sandbox_ui=;.*Max-Age=0/);
    expect((await ui(h, '/journal', { cookie })).status).toBe(401);
  });

  it('serves its assets to anyone (the sign-in page needs its style sheet)', async () => {
    const css = await ui(h, '/assets/dashboard.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const js = await ui(h, '/assets/dashboard.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.text).toContain('EventSource');
    expect((await ui(h, '/assets/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('the dashboard without an admin token', () => {
  const open = useSandbox();

  it('is open like the control API, says so, and still refuses cross-site posts', async () => {
    const r = await ui(open, '/journal');
    expect(r.status).toBe(200);
    expect(visible(r.text)).toContain('No admin token is configured (SANDBOX_ADMIN_TOKEN): like the control API, this dashboard is open');
    expect(r.text).not.toContain('Sign out');
    const forged = await ui(open, '/projects/reset', { form: { project: 'x' }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(403);
  });
});
