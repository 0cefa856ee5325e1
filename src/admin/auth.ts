/**
 * Stage of the control chain: with `SANDBOX_ADMIN_TOKEN` set, an operation whose only security
 * is `adminToken` (the control API's default) needs `Authorization: Bearer <that token>`. An
 * operation with `security: []` is open (the health check, the webhook inbox); one that also
 * names another scheme checks the alternatives itself (the passwords: a project admin's token).
 */
import { ApiError } from '../core/errors.js';
import type { Operation } from '../openapi/operations.js';
import type { Stage } from '../http/stage.js';

function needsAdminToken(op: Operation): boolean {
  if (op.public) return false;
  const security = (op.raw.security as Record<string, unknown>[] | undefined) ?? [{ adminToken: [] }];
  return security.every((requirement) => 'adminToken' in requirement);
}

export function controlAuth(adminToken: string | undefined): Stage {
  return {
    name: 'control-auth',
    enter(c) {
      if (!adminToken || !needsAdminToken(c.get('operation'))) return;
      if (c.req.header('authorization') !== `Bearer ${adminToken}`) {
        throw new ApiError('invalid_token', {
          detail: 'the control API needs Authorization: Bearer <SANDBOX_ADMIN_TOKEN>',
          headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox-admin"' },
        });
      }
    },
  };
}
