import { ApiError } from '../core/errors.js';
import { boundProject } from '../core/tokens.js';
import type { Deps } from '../deps.js';

/**
 * A token for tests: any role, any projects, any lifetime on the virtual clock (`ttl_seconds: null`:
 * none). A token for exactly one project takes the routable form `smt_<project>~<secret>`.
 */
export function mintToken(deps: Deps, body: { role: string; projects: string[] | '*'; ttl_seconds?: number | null; subject?: string }) {
  const projects = body.projects;
  const probe = projects === '*' ? '*' : projects[0];
  if (!deps.permissions.resolve(probe, body.role)) {
    throw new ApiError('unprocessable', {
      detail: `unknown role ${body.role}`,
      errors: [{ in: 'body', pointer: '#/role', detail: 'is not a role of the project' }],
    });
  }
  const now = deps.clock.now();
  const ttl = body.ttl_seconds === undefined ? deps.config.tokenTtlSeconds : body.ttl_seconds;
  const bound = boundProject({ projects });
  const token = bound === undefined ? deps.tokens.newTokenString('sbx_mint') : deps.tokens.newTokenString('smt', bound);
  const record = deps.tokens.add({
    token,
    kind: 'minted',
    subject: body.subject ?? `minted:${token.slice(-8)}`,
    role: body.role,
    projects,
    issuedAtMs: now,
    expiresAtMs: ttl === null ? null : now + ttl * 1000,
    revoked: false,
  });
  return {
    access_token: record.token,
    token_type: 'Bearer' as const,
    role: record.role,
    projects: record.projects,
    subject: record.subject,
    expires_at: record.expiresAtMs === null ? null : new Date(record.expiresAtMs).toISOString(),
  };
}
