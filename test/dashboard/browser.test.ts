/**
 * The dashboard in a real browser: headless Chromium (Debian's `chromium`, installed by
 * scripts/setup.sh) driven by playwright-core. It signs in, watches requests arrive in the
 * journal without a reload, activates a scenario and sees its fault on the next request,
 * advances the clock and sees a webhook retry scheduled, watches a resilience verdict change as a
 * client calls, copies a request as curl, takes a
 * screenshot that must not be blank, and is refused without the admin token. Without chromium
 * the suite skips, saying why; with CI=true it fails.
 *
 * `DASHBOARD_SCREENSHOT=docs/img/dashboard.png` also writes the screenshot there (the docs' one).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tool } from '../clients/behaviour-harness.js';
import { waitFor } from '../events/receiver.js';
import { useSandbox } from '../helpers/sandbox.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserTool = tool('chromium', CHROMIUM, "the dashboard's browser tests drive Debian's chromium package");

const dir = mkdtempSync(join(tmpdir(), 'dashboard-browser-'));
const teapot = join(dir, 'teapot.yaml');
writeFileSync(
  teapot,
  `name: teapot
description: The devices list of browser-* projects answers 418.
rules:
  - name: brew
    match: { method: GET, path: /v2/registry/devices, project: 'browser-*' }
    fault: { kind: status, status: 418 }
`,
);

const ADMIN = 'browser-admin-token-0123456789';
const h = useSandbox({ adminToken: ADMIN, scenarios: [teapot] });
let browser: Browser | undefined;

/** Distinct colours in a PNG: a blank (or single-colour) page has one or two. */
function distinctColours(png: Buffer): number {
  const image = PNG.sync.read(png);
  const colours = new Set<number>();
  for (let i = 0; i < image.data.length; i += 4) colours.add(image.data.readUInt32BE(i));
  return colours.size;
}

async function signedInPage(): Promise<Page> {
  const context = await browser!.newContext({ viewport: { width: 1200, height: 720 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
  const page = await context.newPage();
  await page.goto(`${h.url}/_sandbox/ui`);
  await page.fill('input[name=token]', ADMIN);
  await page.click('button[type=submit]');
  await page.waitForURL(`${h.url}/_sandbox/ui/journal`);
  return page;
}

const liveOpen = (page: Page) => page.waitForSelector('body[data-live-state=open]', { timeout: 5000 });

describe.skipIf(!browserTool.ok)('the dashboard in headless Chromium', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses without the admin token: a wrong token stays on the sign-in form and shows nothing', async () => {
    await h.call('GET', '/v2/registry/devices?limit=7', { project: 'secret-project' });
    const context = await browser!.newContext();
    const page = await context.newPage();
    const first = await page.goto(`${h.url}/_sandbox/ui/journal`);
    expect(first!.status()).toBe(401);
    await page.fill('input[name=token]', 'wrong-token');
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('That is not the admin token.');
    expect(await page.content()).not.toContain('secret-project');
    expect(await context.cookies()).toEqual([]);
    const live = await page.evaluate(async (url) => (await fetch(url)).status, `${h.url}/_sandbox/ui/live?panel=journal`);
    expect(live).toBe(401);
    await context.close();
  });

  it('signs in, and requests made through the API appear in the journal without a reload', async () => {
    const page = await signedInPage();
    const cookies = await page.context().cookies();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ name: 'sandbox_ui', path: '/_sandbox', httpOnly: true, sameSite: 'Strict' });
    expect(cookies[0].value).not.toContain(ADMIN);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await liveOpen(page);
    const project = h.newProject();
    await h.call('GET', '/v2/registry/devices?limit=5');
    await h.call('GET', '/v2/registry/devices/missing-one');
    const row = page.locator('#live tr', { hasText: '/v2/registry/devices/missing-one' });
    await row.waitFor({ timeout: 5000 });
    expect(await row.textContent()).toContain(project);
    expect(await row.locator('td.status').textContent()).toBe('404');
    await page.locator('#live tr', { hasText: '/v2/registry/devices?limit=5' }).waitFor();

    // One request's detail, copied as curl.
    await row.locator('a').click();
    await page.waitForSelector('#curl');
    await page.click('button[data-copy=curl]');
    await expect.poll(() => page.textContent('button[data-copy=curl]')).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`curl -X GET '${h.url}/v2/registry/devices/missing-one'`);
    expect(copied).toContain(`'authorization: Bearer '"$TOKEN"`);
    await page.context().close();
  });

  it('activates a scenario in a project and shows its fault on the next request', async () => {
    const page = await signedInPage();
    const project = 'browser-faults';
    await page.goto(`${h.url}/_sandbox/ui/scenarios?project=${project}`);
    // Loaded at start, teapot is in force everywhere: switch that off, then on in one project.
    await page.locator('tr[data-scenario=teapot] button', { hasText: 'Deactivate globally' }).click();
    await page.waitForSelector('.flash');
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project })).status).toBe(200);
    await page.selectOption('#activate select[name=name]', 'teapot');
    await page.fill('#activate input[name=project]', project);
    await page.click('#activate button[type=submit]');
    expect(await page.textContent('.flash')).toContain(`Activated teapot in project ${project}`);
    await liveOpen(page);

    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project })).status).toBe(418);
    // The rule's counters move on the open page.
    const counters = page.locator('#live tr[data-scenario=teapot]');
    await expect.poll(async () => (await counters.locator('td.num').allTextContents()).join(' '), { timeout: 5000 }).toBe('1 1');

    await page.goto(`${h.url}/_sandbox/ui/journal?project=${project}`);
    const faulted = page.locator('#live tr', { hasText: '418' });
    expect(await faulted.locator('td.fault').textContent()).toBe('status (teapot#0)');
    await page.context().close();
  });

  it('advances the clock and shows the webhook retry scheduled on it', async () => {
    const page = await signedInPage();
    const project = h.newProject();
    await h.admin('POST', '/clock', { freeze: true, set: '2032-05-01T10:00:00Z' });
    const sub = await h.call('POST', '/events/subscriptions', { body: { url: `${h.url}/_sandbox/inbox/browser-503?status=503`, event_types: ['*'] } });
    const id = (await h.call('POST', `/events/subscriptions/${sub.body.id}/test`, { body: {} })).body.id;
    await waitFor(async () => (await h.call('GET', `/events/deliveries/${id}`)).body.attempts.length === 1, 'the first attempt');

    await page.goto(`${h.url}/_sandbox/ui/webhooks?project=${project}`);
    const delivery = page.locator(`tr[data-delivery="${id}"]`);
    expect(await delivery.locator('td.next-retry').textContent()).toBe('2032-05-01T10:00:05.000Z');
    expect(await delivery.locator('summary').textContent()).toContain('1 attempt, last 503');

    await page.goto(`${h.url}/_sandbox/ui/clock`);
    await page.locator('button', { hasText: '+5 s' }).click();
    expect(await page.textContent('.flash')).toContain('Advanced the clock by 5 s: now 2032-05-01T10:00:05.000Z');
    await page.goto(`${h.url}/_sandbox/ui/webhooks?project=${project}`);
    await liveOpen(page);
    // The retry happens on the dispatcher's own time; the open page shows it when it does.
    await expect.poll(() => delivery.locator('summary').textContent(), { timeout: 5000 }).toContain('2 attempts, last 503');
    expect(await delivery.locator('td.next-retry').textContent()).toBe('2032-05-01T10:05:05.000Z');
    expect(await page.locator('[data-inbox="browser-503"]').textContent()).toContain('verified');
    await h.admin('POST', '/clock', { freeze: false });
    await page.context().close();
  });

  it("shows a project's resilience report and its verdicts change on the open page as the client calls", async () => {
    const page = await signedInPage();
    const project = h.newProject();
    const scenario = { name: 'one-429', description: 'One 429.', rules: [{ match: { method: 'GET', path: '/v2/registry/devices', times: 1 }, fault: { kind: 'rate_limit', requests: 1, retry_after_seconds: 1 } }] };
    expect((await h.admin('POST', `/scenarios/projects/${project}`, { scenario })).status).toBe(201);
    await page.goto(`${h.url}/_sandbox/ui/resilience`);
    await page.fill('input[name=project]', project);
    await page.click('form.filters button[type=submit]');
    await page.waitForURL(`${h.url}/_sandbox/ui/resilience?project=${project}`);
    const row = page.locator('#live tr[data-expectation="rate_limit.retry_after"]');
    expect(await row.getAttribute('data-verdict')).toBe('not_exercised');
    await liveOpen(page);
    expect((await h.call('GET', '/v2/registry/devices')).status).toBe(429);
    expect((await h.call('GET', '/v2/registry/devices')).status).toBe(200);
    await expect.poll(() => row.getAttribute('data-verdict'), { timeout: 5000 }).toBe('violated');
    expect(await page.textContent('[data-score]')).toContain('2/3 expectations met');
    await row.locator('summary').click();
    expect(await row.locator('li').first().textContent()).toMatch(/ GET \/v2\/registry\/devices → 429 \[rate_limit\]$/);
    await page.context().close();
  });

  it('draws a page that is not blank', async () => {
    const page = await signedInPage();
    const project = 'browser-demo';
    await h.call('GET', '/v2/registry/devices?limit=2', { project: 'demo-team' });
    await h.call('POST', '/v2/registry/devices', { project: 'demo-team', body: { name: 'Demo', serial_number: 'DEMO-1' } });
    await h.call('GET', '/v2/registry/devices?limit=1', { project, headers: { 'x-sandbox-scenario': 'teapot' } });
    await h.call('GET', '/v2/registry/devices/nope', { project: 'demo-team' });
    await page.goto(`${h.url}/_sandbox/ui/journal`);
    await page.locator('#live tr', { hasText: '/v2/registry/devices/nope' }).waitFor();
    expect(await page.locator('#live tr', { hasText: project }).locator('td.fault').textContent()).toBe('status (teapot#0)');
    await page.setViewportSize({ width: 1200, height: 560 });
    const png = await page.screenshot();
    const colours = distinctColours(png);
    expect(colours, 'distinct colours in the screenshot').toBeGreaterThan(50);
    if (process.env.DASHBOARD_SCREENSHOT) writeFileSync(process.env.DASHBOARD_SCREENSHOT, png);
    await page.context().close();
  });
});
