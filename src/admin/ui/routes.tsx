/** @jsxImportSource hono/jsx */
/**
 * The dashboard at `/_sandbox/ui`: server-rendered pages (hono/jsx), one per panel, whose forms
 * post the panel's actions (then back to the page: post, redirect, get), a live stream per page,
 * the sign-in, and the two assets. Mounted before the control API, so the control API's JSON-only
 * body rule does not apply to these forms; the dashboard's own access rules do (access.ts).
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Child } from 'hono/jsx';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { bodyLimit } from '../../http/body-limit.js';
import { allowedHostsMiddleware } from '../../http/allowed-hosts.js';
import { requireAccess, crossSite, uiAccess } from './access.js';
import { COOKIE } from './cookie.js';
import { asset } from './assets.js';
import { clockPanel } from './clock.js';
import { controlCaller, type AppFetch } from './control.js';
import { driftPanel } from './drift.js';
import { giveFlash, takeFlash } from './flash.js';
import { JournalDetail, journalPanel } from './journal.js';
import { ClockBadge, Page, Refused, render, SignInPage, UI_BASE } from './layout.js';
import { LiveStreams } from './live.js';
import type { Panel, PanelContext } from './panel.js';
import { projectsPanel } from './projects.js';
import { resiliencePanel } from './resilience.js';
import { scenariosPanel } from './scenarios.js';
import { UiSessions } from './sessions.js';
import { webhooksPanel } from './webhooks.js';

const PANELS: readonly Panel[] = [journalPanel, webhooksPanel, scenariosPanel, resiliencePanel, clockPanel, projectsPanel, driftPanel];
/** An action's form is a few short fields. */
const ACTION_BODY_BYTES = 16 * 1024;
const HTML_HEADERS = {
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'content-security-policy': "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
};

export function dashboardRoutes(deps: Deps, fetchApp: AppFetch) {
  const access = uiAccess(deps, new UiSessions());
  const live = new LiveStreams(deps.config.liveStreamSeconds * 1000);
  // Without an admin token the forms are posted by anyone: their bodies are read through the unauthenticated budget.
  const actionLimit = bodyLimit(ACTION_BODY_BYTES, { budget: deps.bodyBudget, authenticated: () => access.required });
  const control = controlCaller(deps, fetchApp);
  const nav = PANELS.map(({ name, title }) => ({ name, title }));
  const byName = new Map(PANELS.map((p) => [p.name, p]));
  const ctxOf = (c: Context<AppEnv>): PanelContext => ({ deps, query: new URL(c.req.url).searchParams, control });

  const html = async (c: Context<AppEnv>, page: unknown, status = 200) => c.html(await render(page), status as 200, HTML_HEADERS);
  const refuse = (c: Context<AppEnv>, status: 401 | 403, why: string) => {
    if (status === 401 && c.req.method === 'GET' && c.req.path !== `${UI_BASE}/live`) return c.html(String(<SignInPage />), 401, HTML_HEADERS);
    return c.html(String(<Refused why={why} />), status, HTML_HEADERS);
  };
  const page = (c: Context<AppEnv>, panel: string | undefined, title: string, body: Child, liveUrl?: string) => {
    const flash = takeFlash(c);
    return html(
      c,
      <Page
        title={title}
        panels={nav}
        current={panel}
        clock={deps.clock.state()}
        signInRequired={access.required}
        flash={flash}
        liveUrl={liveUrl}
      >
        {body}
      </Page>,
    );
  };

  const app = new Hono<AppEnv>();
  app.use('*', allowedHostsMiddleware(deps.config));
  app.get('/assets/:name', (c) => {
    const a = asset(c.req.param('name'));
    if (!a) return c.text('no such asset', 404);
    return c.body(a.body, 200, { 'content-type': a.type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
  });
  app.post('/sign-in', async (c) => {
    const why = crossSite(c);
    if (why) return refuse(c, 403, `the dashboard takes forms from its own pages only (${why})`);
    const outcome = await access.signIn(c);
    if (outcome === 'ok') return c.redirect(`${UI_BASE}/journal`, 303);
    if (outcome === 'limited') return html(c, <SignInPage error="Too many wrong tokens from this address: wait a minute." status={429} />, 429);
    return html(c, <SignInPage error="That is not the admin token." status={401} />, 401);
  });
  app.use('*', requireAccess(access, refuse));
  app.post('/sign-out', (c) => {
    live.closeSession(getCookie(c, COOKIE));
    access.signOut(c);
    return c.redirect(UI_BASE, 303);
  });
  app.get('/', (c) => c.redirect(`${UI_BASE}/journal`, 303));
  app.get('/live', (c) => {
    const panel = byName.get(c.req.query('panel') ?? '');
    if (!panel) return c.text('unknown panel', 404);
    return live.serve(c, { panel, ctx: ctxOf(c), clock: () => render(<ClockBadge clock={deps.clock.state()} />), stillSignedIn: () => access.signedIn(c), session: getCookie(c, COOKIE) });
  });
  app.get('/journal/:id', (c) => {
    const entry = deps.journal.detail(c.req.param('id'));
    const origin = new URL(c.req.url).origin;
    if (!entry) return page(c, 'journal', 'Request', <p class="empty">No such request in the journal (it keeps the latest {deps.config.journalSize}).</p>);
    return page(c, 'journal', `${entry.method} ${entry.path}`, <JournalDetail entry={entry} origin={origin} />);
  });
  for (const panel of PANELS) {
    app.get(`/${panel.name}`, async (c) => {
      const ctx = ctxOf(c);
      const query = new URLSearchParams(ctx.query);
      query.set('panel', panel.name);
      return page(c, panel.name, panel.title, await panel.view(ctx), `${UI_BASE}/live?${query}`);
    });
    for (const [action, run] of Object.entries(panel.actions ?? {})) {
      app.post(`/${panel.name}/${action}`, async (c) => {
        await actionLimit.enter!(c);
        const form = new URLSearchParams(await c.req.text());
        const result = await run(ctxOf(c), form);
        const back = new URLSearchParams(Object.entries(result.query ?? {}).filter(([, v]) => v !== ''));
        giveFlash(c, { message: result.message, error: result.error === true });
        return c.redirect(`${UI_BASE}/${panel.name}${back.size ? `?${back}` : ''}`, 303);
      });
    }
  }
  return app;
}
