/**
 * GraphiQL in a real browser (headless Debian chromium driven by playwright-core, as the
 * dashboard's browser test does): on a sandbox only this machine uses, the Headers start with a
 * token of the page's own (project `graphiql`, role `editor`, one per start), the schema loads
 * with no error, and it is asked for again when the headers change. With `--shared`, an admin
 * token, a Host the allow-list does not name or a listen beyond loopback, the placeholders stay
 * and the page asks nothing until they are replaced. Without chromium the suite skips, saying
 * why; with CI=true it fails.
 */
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { tool } from '../clients/behaviour-harness.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserTool = tool('chromium', CHROMIUM, "GraphiQL's browser test drives Debian's chromium package");
const ADMIN = 'graphiql-admin-token-0123456789';
const base = { port: 0, seed: 7, logLevel: 'silent' as const, fixturesEpoch: '2026-01-01T00:00:00Z' };

let browser: Browser | undefined;
/** Loopback, no admin token; `*` answers any name (which lists none, so a foreign name gets no token). */
let local: Sandbox;
let shared: Sandbox;
let admin: Sandbox;

interface Opened {
  page: Page;
  /** Every response the page got, and what the browser reported as errors. */
  responses: Response[];
  errors: string[];
}

async function open(url: string): Promise<Opened> {
  const context = await browser!.newContext({ viewport: { width: 1200, height: 720 } });
  const page = await context.newPage();
  const responses: Response[] = [];
  const errors: string[] = [];
  page.on('response', (r) => responses.push(r));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const first = await page.goto(url);
  expect(first!.status()).toBe(200);
  await page.waitForSelector('.graphiql-editor-tool .CodeMirror', { state: 'attached' });
  return { page, responses, errors };
}

/** The text of the Headers editor. */
const headersOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const editor = [...document.querySelectorAll('.graphiql-editor-tool .graphiql-editor')].find((e) => !e.classList.contains('hidden'));
    return (editor?.querySelector('.CodeMirror') as any).CodeMirror.getValue() as string;
  });

const setHeaders = (page: Page, value: object) =>
  page.evaluate((text) => {
    const editor = [...document.querySelectorAll('.graphiql-editor-tool .graphiql-editor')].find((e) => !e.classList.contains('hidden'));
    (editor?.querySelector('.CodeMirror') as any).CodeMirror.setValue(text);
  }, JSON.stringify(value, null, 2));

const isQuery = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/graphql';
const introspection = (page: Page) => page.waitForResponse((r) => isQuery(r) && (r.request().postData() ?? '').includes('__schema'), { timeout: 10_000 });

describe.skipIf(!browserTool.ok)('GraphiQL in headless Chromium', () => {
  beforeAll(async () => {
    [local, shared, admin, browser] = await Promise.all([
      startSandbox({ ...base, allowedHosts: ['*'] }),
      startSandbox({ ...base, shared: true }),
      startSandbox({ ...base, adminToken: ADMIN }),
      chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--host-resolver-rules=MAP rebind.example 127.0.0.1'] }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), local?.stop(), shared?.stop(), admin?.stop()]);
  });

  it('starts with a token of its own for project graphiql: the schema loads with no error, a query runs, a reload keeps the token', async () => {
    const context = await browser!.newContext();
    const page = await context.newPage();
    const responses: Response[] = [];
    const errors: string[] = [];
    page.on('response', (r) => responses.push(r));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const loaded = introspection(page);
    expect((await page.goto(`${local.url}/graphql`))!.status()).toBe(200);
    const intro = await loaded;
    expect(intro.status()).toBe(200);
    expect((await intro.json()).data.__schema.queryType.name).toBe('Query');

    const headers = JSON.parse(await headersOf(page));
    expect(headers['X-Service-Project']).toBe('graphiql');
    expect(headers.Authorization).toMatch(/^Bearer smt_graphiql~[\w-]{40,}$/);
    const token = headers.Authorization.slice('Bearer '.length);
    expect(token).not.toBe(local.operatorToken);
    expect(intro.request().headers().authorization).toBe(headers.Authorization);
    const record = local.deps.tokens.check(token);
    expect(record.ok && { role: record.record.role, projects: record.record.projects }).toEqual({ role: 'editor', projects: ['graphiql'] });

    await page.click('.graphiql-execute-button');
    await expect.poll(() => page.textContent('.graphiql-response'), { timeout: 10_000 }).toContain('totalCount');
    expect(responses.filter((r) => r.status() >= 400).map((r) => `${r.status()} ${r.url()}`)).toEqual([]);
    expect(errors).toEqual([]);

    await page.reload();
    await page.waitForSelector('.graphiql-editor-tool .CodeMirror', { state: 'attached' });
    expect(JSON.parse(await headersOf(page)).Authorization).toBe(headers.Authorization);
    await context.close();
  });

  it('asks for the schema again when the headers change', async () => {
    const { page } = await open(`${local.url}/graphql`);
    const minted = await fetch(`${local.url}/_sandbox/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ role: 'viewer', projects: ['other'] }) });
    expect(minted.status).toBe(201);
    const other = (await minted.json()).access_token as string;
    const again = introspection(page);
    await setHeaders(page, { Authorization: `Bearer ${other}`, 'X-Service-Project': 'other' });
    const r = await again;
    expect(r.request().headers().authorization).toBe(`Bearer ${other}`);
    expect(r.request().headers()['x-service-project']).toBe('other');
    expect(r.status()).toBe(200);
    await page.context().close();
  });

  it('keeps the placeholders with --shared, and asks nothing until they are replaced', async () => {
    const { page, responses, errors } = await open(`${shared.url}/graphql`);
    expect(JSON.parse(await headersOf(page))).toEqual({ Authorization: 'Bearer <your token>', 'X-Service-Project': 'demo' });
    await page.waitForTimeout(1000);
    expect(responses.filter(isQuery)).toEqual([]);
    expect(responses.filter((r) => r.status() >= 400).map((r) => `${r.status()} ${r.url()}`)).toEqual([]);
    expect(errors).toEqual([]);
    const schema = introspection(page);
    await setHeaders(page, { Authorization: `Bearer ${shared.operatorToken}`, 'X-Service-Project': 'mine' });
    expect((await schema).status()).toBe(200);
    await page.context().close();
  });

  it('keeps the placeholders with an admin token, and for a Host the allow-list does not name', async () => {
    const withAdmin = await open(`${admin.url}/graphql`);
    expect(await headersOf(withAdmin.page)).toContain('<your token>');
    await withAdmin.page.context().close();
    // Answered (the list is '*'), but not named: a rebound name gets no token.
    const rebound = await open(`http://rebind.example:${local.port}/graphql`);
    expect(await headersOf(rebound.page)).toContain('<your token>');
    expect(await rebound.page.content()).not.toContain('smt_');
    await rebound.page.context().close();
    // Without '*', the name is refused outright (421).
    const context = await browser!.newContext();
    const refused = await (await context.newPage()).goto(`http://rebind.example:${admin.port}/graphql`);
    expect(refused!.status()).toBe(421);
    await context.close();
  });
});

describe('the GraphiQL page over HTTP', () => {
  const pageHeaders = async (url: string) => {
    const r = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    const html = await r.text();
    return { response: r, html, headers: JSON.parse(/<script type="application\/json" id="graphiql-headers">([^<]*)<\/script>/.exec(html)![1]) };
  };

  it('keeps the placeholders when listening beyond loopback or with --cluster; a token is never in a script, never cached, never framed', async () => {
    const [wide, cluster, narrow] = await Promise.all([
      startSandbox({ ...base, host: '0.0.0.0' }),
      startSandbox({ ...base, cluster: true, operatorToken: 'graphiql-cluster-operator-0123456789' }),
      startSandbox(base),
    ]);
    try {
      const placeholders = { Authorization: 'Bearer <your token>', 'X-Service-Project': 'demo' };
      expect((await pageHeaders(`http://127.0.0.1:${wide.port}`)).headers).toEqual(placeholders);
      expect((await pageHeaders(cluster.url)).headers).toEqual(placeholders);
      const first = await pageHeaders(narrow.url);
      expect(first.headers.Authorization).toMatch(/^Bearer smt_graphiql~/);
      expect((await pageHeaders(narrow.url)).headers).toEqual(first.headers);
      expect(first.response.headers.get('cache-control')).toBe('no-store');
      expect(first.response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      const init = await (await fetch(`${narrow.url}/graphql/assets/init.js`)).text();
      expect(init).not.toContain('smt_');
      // A new start, a new token.
      const again = await startSandbox(base);
      try {
        expect((await pageHeaders(again.url)).headers.Authorization).not.toBe(first.headers.Authorization);
      } finally {
        await again.stop();
      }
    } finally {
      await Promise.all([wide.stop(), cluster.stop(), narrow.stop()]);
    }
  });
});
