/**
 * What a dashboard panel is: a page (controls and a live part), the live part alone (what the
 * server-sent events refresh), and the actions its forms post. Actions change the sandbox through
 * the control API's own routes (`control`), so a form and a curl call are checked alike.
 */
import type { Child } from 'hono/jsx';
import type { Deps } from '../../deps.js';
import type { ControlCall } from './control.js';

export interface PanelContext {
  deps: Deps;
  /** The page's query (filters, the chosen project). */
  query: URLSearchParams;
  control: ControlCall;
}

/** What an action tells the user once it is done, and the query of the page to go back to. */
interface ActionResult {
  message: string;
  error?: boolean;
  query?: Record<string, string>;
}

export interface Panel {
  name: string;
  title: string;
  view(ctx: PanelContext): Child | Promise<Child>;
  live(ctx: PanelContext): Child | Promise<Child>;
  /** A cheap stamp of what `live` shows, when one exists: the live updates skip rendering while it stays the same. */
  version?(ctx: PanelContext): string;
  actions?: Record<string, (ctx: PanelContext, form: URLSearchParams) => Promise<ActionResult>>;
}

/** The id given to the refreshed part of every panel. */
export const LIVE_ID = 'live';
