import { ApiError } from '../core/errors.js';
import type { Deps } from '../deps.js';

/** A token for tests: any role, any projects, any lifetime on the virtual clock. */
export function mintToken(deps: Deps, body: { role: string; projects: string[] | '*'; ttl_seconds?: number; subject?: string }) {
  const projects = body.projects;
  const probe = projects === '*' ? '*' : projects[0];
  if (!deps.permissions.resolve(probe, body.role)) {
    throw new ApiError('unprocessable', {
      detail: `unknown role ${body.role}`,
      errors: [{ in: 'body', pointer: '#/role', detail: 'is not a role of the project' }],
    });
  }
  const now = deps.clock.now();
  const ttl = body.ttl_seconds ?? deps.config.tokenTtlSeconds;
  const token = deps.tokens.newTokenString('sbx_mint');
  const record = deps.tokens.add({
    token,
    kind: 'minted',
    subject: body.subject ?? `minted:${token.slice(-8)}`,
    role: body.role,
    projects,
    issuedAtMs: now,
    expiresAtMs: now + ttl * 1000,
    revoked: false,
  });
  return {
    access_token: record.token,
    token_type: 'Bearer' as const,
    role: record.role,
    projects: record.projects,
    subject: record.subject,
    expires_at: new Date(record.expiresAtMs!).toISOString(),
  };
}
