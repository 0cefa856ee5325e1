/** @jsxImportSource hono/jsx */
/** The page around every panel: the navigation, the virtual clock, sign-out, the last action's message. */
import type { Child } from 'hono/jsx';
import type { ClockState } from '../../core/clock.js';

import { DASHBOARD_PATH } from '../../http/journal.js';

export const UI_BASE = DASHBOARD_PATH;

export interface PageProps {
  title: string;
  panels: { name: string; title: string }[];
  current?: string;
  clock: ClockState;
  /** Sign-in is required (an admin token is set): show sign-out; else say the page is open. */
  signInRequired: boolean;
  flash?: { message: string; error: boolean };
  /** Where the live part's events come from (the panel and its query), if the page has one. */
  liveUrl?: string;
  children?: Child;
}

export function ClockBadge({ clock }: { clock: ClockState }) {
  return (
    <span id="clock" class={clock.frozen ? 'clock frozen' : 'clock'} title="the virtual clock">
      {clock.now} {clock.frozen ? '(frozen)' : '(running)'}
    </span>
  );
}

export function Page(props: PageProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title} · platform-sandbox</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={`${UI_BASE}/assets/dashboard.css`} />
        <script src={`${UI_BASE}/assets/dashboard.js`} defer></script>
      </head>
      <body data-live={props.liveUrl}>
        <header>
          <strong class="brand">platform-sandbox</strong>
          <nav>
            {props.panels.map((p) => (
              <a href={`${UI_BASE}/${p.name}`} class={p.name === props.current ? 'current' : undefined}>
                {p.title}
              </a>
            ))}
          </nav>
          <ClockBadge clock={props.clock} />
          {props.signInRequired ? (
            <form method="post" action={`${UI_BASE}/sign-out`} class="inline">
              <button type="submit">Sign out</button>
            </form>
          ) : null}
        </header>
        {props.signInRequired ? null : (
          <p class="banner">No admin token is configured (SANDBOX_ADMIN_TOKEN): like the control API, this dashboard is open to anyone who can reach the port.</p>
        )}
        {props.flash ? <p class={props.flash.error ? 'flash error' : 'flash'} role="status">{props.flash.message}</p> : null}
        <main>{props.children}</main>
      </body>
    </html>
  );
}

export function SignInPage({ error, status }: { error?: string; status?: number }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Sign in · platform-sandbox</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={`${UI_BASE}/assets/dashboard.css`} />
      </head>
      <body>
        <main class="sign-in">
          <h1>platform-sandbox</h1>
          <p>The dashboard needs the sandbox's admin token (SANDBOX_ADMIN_TOKEN).</p>
          {error ? <p class="flash error" role="alert" data-status={status}>{error}</p> : null}
          <form method="post" action={`${UI_BASE}/sign-in`}>
            <label>
              Admin token <input type="password" name="token" autocomplete="current-password" required autofocus />
            </label>
            <button type="submit">Sign in</button>
          </form>
        </main>
      </body>
    </html>
  );
}

export function Refused({ why }: { why: string }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Refused · platform-sandbox</title>
      </head>
      <body>
        <p>{why}</p>
      </body>
    </html>
  );
}

/** A small form with one button that posts an action of a panel. */
export function ActionButton({ panel, action, label, fields, danger }: { panel: string; action: string; label: string; fields: Record<string, string>; danger?: boolean }) {
  return (
    <form method="post" action={`${UI_BASE}/${panel}/${action}`} class="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      <button type="submit" class={danger ? 'danger' : undefined}>
        {label}
      </button>
    </form>
  );
}

/** The project chooser shared by the panels that show one project. */
export function ProjectPicker({ panel, projects, current, extra }: { panel: string; projects: string[]; current: string; extra?: Child }) {
  return (
    <form method="get" action={`${UI_BASE}/${panel}`} class="filters">
      <label>
        Show project{' '}
        <input name="project" value={current} list="projects" placeholder="project id" />
        <datalist id="projects">
          {projects.map((p) => (
            <option value={p} />
          ))}
        </datalist>
      </label>
      {extra}
      <button type="submit">Show</button>
    </form>
  );
}

/** A JSX tree as HTML, waiting for async parts (the drift panel's). */
export async function render(node: unknown): Promise<string> {
  const resolved = await node;
  if (resolved === null || resolved === undefined || resolved === false) return '';
  const text = (resolved as { toString(): string | Promise<string> }).toString();
  return String(await text);
}
