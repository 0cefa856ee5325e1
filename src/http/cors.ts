import type { MiddlewareHandler } from 'hono';
import { cors as honoCors } from 'hono/cors';
import type { SandboxConfig } from '../config/config.js';
import type { AppEnv } from './env.js';

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Browsers on a developer's machine may call the sandbox; other origins only when configured. */
export function cors(origins: SandboxConfig['corsOrigins']): MiddlewareHandler<AppEnv> {
  const allow = (origin: string) => {
    if (origins === '*') return origin || '*';
    if (origins === 'localhost') return LOCALHOST.test(origin) ? origin : null;
    return origins.includes(origin) ? origin : null;
  };
  return honoCors({
    origin: (origin) => allow(origin),
    allowHeaders: ['Authorization', 'Content-Type', 'X-Service-Project', 'Idempotency-Key', 'If-Match', 'If-None-Match', 'X-Sandbox-Scenario', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id', 'ETag', 'Location', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'Idempotent-Replayed', 'X-Sandbox-Fault', 'WWW-Authenticate'],
    maxAge: 600,
  }) as MiddlewareHandler<AppEnv>;
}
