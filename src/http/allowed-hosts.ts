/**
 * The Host allow-list of the sandbox's own pages and powers: the control API (and so everything
 * that goes through its guard), the dashboard and the GraphiQL page. A browser tricked by DNS
 * rebinding sends the attacker's name in `Host` (`rebind.example`), so a request naming a host
 * the sandbox does not answer to is refused with 421 Misdirected Request (RFC 9110 §15.5.20).
 *
 * Allowed, as Vite's dev server and Django's ALLOWED_HOSTS do it: any IP address (a page served
 * from an IP literal is same-origin with the sandbox itself, so rebinding cannot use one),
 * `localhost` and names under `.localhost`, the `--host` name, and each `--allowed-host` entry
 * (`SANDBOX_ALLOWED_HOSTS`): a name, `.example.com` for that name and every name under it, or
 * `*` to switch the check off. A request without a Host (HTTP/1.0, no browser) passes.
 */
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../core/errors.js';
import type { AppEnv } from './env.js';
import { errorResponse } from './errors.js';

export interface HostSettings {
  /** `--host`: the address (or name) the sandbox listens on. */
  host: string;
  /** `--allowed-host`, repeatable. */
  allowedHosts: readonly string[];
}

/** The name in a Host header: without the port, IPv6 brackets or a trailing dot, lower case. */
function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(1, h.indexOf(']') === -1 ? undefined : h.indexOf(']')) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/** Whether a Host header names this sandbox, by the rules above. */
export function hostAllowed(settings: HostSettings): (header: string | undefined) => boolean {
  const exact = new Set<string>();
  const suffixes: string[] = [];
  let any = false;
  for (const raw of [settings.host, ...settings.allowedHosts]) {
    const entry = raw.trim().toLowerCase().replace(/\.$/, '');
    if (entry === '*') any = true;
    else if (entry.startsWith('.')) suffixes.push(entry);
    else if (entry) exact.add(entry);
  }
  return (header) => {
    if (any || header === undefined) return true;
    const name = hostName(header);
    if (isIP(name) || name === 'localhost' || name.endsWith('.localhost') || exact.has(name)) return true;
    return suffixes.some((s) => name.endsWith(s) || name === s.slice(1));
  };
}

function refusal(header: string): ApiError {
  return new ApiError('misdirected_request', {
    detail: `this sandbox does not answer to the host ${hostName(header)}; start it with --allowed-host ${hostName(header)} (SANDBOX_ALLOWED_HOSTS) if that name is yours`,
    errors: [{ in: 'header', pointer: '#/host', detail: 'is not a host this sandbox answers to' }],
  });
}

/** For the control guard: throws 421 (problem+json) for a request naming a foreign Host. */
export function hostCheck(settings: HostSettings): (c: Context<AppEnv>) => void {
  const allowed = hostAllowed(settings);
  return (c) => {
    const host = c.req.header('host');
    if (!allowed(host)) throw refusal(host!);
  };
}

/** The same check as Hono middleware, for pages mounted outside the stage chains (the dashboard, GraphiQL). */
export function allowedHostsMiddleware(settings: HostSettings): MiddlewareHandler<AppEnv> {
  const allowed = hostAllowed(settings);
  return async function allowedHosts(c: Context<AppEnv>, next) {
    const host = c.req.header('host');
    if (!allowed(host)) return errorResponse(c, refusal(host!));
    await next();
  };
}
