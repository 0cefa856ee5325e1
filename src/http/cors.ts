import type { Context, MiddlewareHandler } from 'hono';
import { cors as honoCors } from 'hono/cors';
import type { SandboxConfig } from '../config/config.js';
import type { AppEnv } from './env.js';
import { setResponseHeader } from './response.js';
import { runMiddleware, type Stage } from './stage.js';

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Whether the CORS setting names this origin (`*` allows every origin). */
export function corsAllows(origins: SandboxConfig['corsOrigins'], origin: string): boolean {
  if (origins === '*') return true;
  if (origins === 'localhost') return LOCALHOST.test(origin);
  return origins.includes(origin);
}

/**
 * Browsers on a developer's machine may call the sandbox; other origins only when configured.
 * Hono's `cors` handles every request that names an `Origin` (a browser's): it answers a
 * preflight, and adds its headers to the answer of any other. A request without an `Origin`
 * (curl, an SDK, a CI job) gets only the `Vary: Origin` that Hono's would add, decided up front:
 * Hono's middleware writes to the response around the handler, which costs a rebuilt response.
 */
export function cors(origins: SandboxConfig['corsOrigins']): Stage {
  const allow = (origin: string) => (origins === '*' ? origin || '*' : corsAllows(origins, origin) ? origin : null);
  const browser = honoCors({
    origin: (origin) => allow(origin),
    allowHeaders: ['Authorization', 'Content-Type', 'X-Service-Project', 'Idempotency-Key', 'If-Match', 'If-None-Match', 'X-Sandbox-Scenario', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id', 'ETag', 'Location', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'Idempotent-Replayed', 'X-Sandbox-Fault', 'X-Sandbox-Source', 'X-Sandbox-Warnings', 'WWW-Authenticate'],
    maxAge: 600,
  }) as MiddlewareHandler<AppEnv>;
  const fromBrowser = (c: Context<AppEnv>) => c.req.header('origin') !== undefined;
  return {
    name: 'cors',
    enter(c) {
      if (!fromBrowser(c)) setResponseHeader(c, 'vary', 'Origin');
      else if (c.req.method === 'OPTIONS') return runMiddleware(browser, c) as Promise<Response>;
    },
    leave(c) {
      if (fromBrowser(c) && c.req.method !== 'OPTIONS') return runMiddleware(browser, c).then(() => undefined);
    },
  };
}
