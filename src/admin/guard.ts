/**
 * What a web page could make a browser send to the control API without a preflight is refused
 * (DESIGN §4, "Admin API"): a request from a foreign `Origin` (neither the sandbox's own origin
 * nor one the CORS setting allows) answers 403, and a body must be JSON (the scenario upload also
 * takes YAML), never one of the content types a form or `no-cors` fetch can send. Every body has
 * a size bound. Same-origin requests always pass. Every control call, a GET included, must name a
 * host the sandbox answers to (http/allowed-hosts.ts: DNS rebinding), else 421.
 */
import type { Context } from 'hono';
import type { SandboxConfig } from '../config/config.js';
import { ApiError } from '../core/errors.js';
import type { BodyBudget } from '../http/body-budget.js';
import { bodyLimit } from '../http/body-limit.js';
import { needsAdminToken } from './auth.js';
import { hostCheck } from '../http/allowed-hosts.js';
import { corsAllows } from '../http/cors.js';
import type { AppEnv } from '../http/env.js';
import type { Stage } from '../http/stage.js';

/** Bytes of a control-API body at most (a scenario, a token request, a clock move). */
export const ADMIN_BODY_LIMIT_BYTES = 1024 * 1024;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = /^(application\/(.+\+)?json|application\/(x-)?yaml|text\/yaml)$/;

/** Whether `origin` is the sandbox's own (the Host it was called at, over http or https). */
export function sameOrigin(c: Context<AppEnv>, origin: string): boolean {
  const host = c.req.header('host');
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

function checkType(c: Context<AppEnv>): void {
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (hasBody && !BODY_TYPES.test(type)) {
    throw new ApiError('unsupported_media_type', {
      detail: `Content-Type ${type || '(none)'} is not accepted by the control API; send application/json`,
      errors: [{ in: 'header', pointer: '#/content-type', detail: 'must be application/json' }],
    });
  }
}

/**
 * Stage of the control chain, after `route`. An operation marked `x-raw-body` in the control
 * API's contract (the webhook inbox) takes any content type and bounds its body itself.
 */
export function controlGuard(config: Pick<SandboxConfig, 'corsOrigins' | 'host' | 'allowedHosts'>): Stage {
  const { corsOrigins } = config;
  const checkHost = hostCheck(config);
  return {
    name: 'control-guard',
    enter(c) {
      checkHost(c);
      if (SAFE.has(c.req.method)) return;
      const origin = c.req.header('origin');
      if (origin !== undefined && !sameOrigin(c, origin) && !(corsOrigins !== '*' && corsAllows(corsOrigins, origin))) {
        throw new ApiError('cross_site_forbidden', {
          detail: `the control API refuses requests from origin ${origin}: only the sandbox's own origin and the configured CORS origins may call it`,
          errors: [{ in: 'header', pointer: '#/origin', detail: 'is not an allowed origin' }],
        });
      }
      if (c.get('operation').raw['x-raw-body'] === true) return;
      checkType(c);
    },
  };
}

/**
 * Stage of the control chain, after `control-auth`: the body's size bound. A caller the admin
 * token has not authenticated (no token configured, or a public operation) reads its body through
 * the unauthenticated budget. An `x-raw-body` operation reads its own.
 */
export function controlBody(budget: BodyBudget, adminToken: string | undefined): Stage {
  const limit = bodyLimit(ADMIN_BODY_LIMIT_BYTES, { budget, authenticated: (c) => adminToken !== undefined && needsAdminToken(c.get('operation')) });
  return {
    name: 'control-body',
    enter(c) {
      if (c.get('operation').raw['x-raw-body'] === true) return;
      return limit.enter!(c);
    },
  };
}
