/**
 * Seeded users' passwords. In local development a seeded user's password is its userName (printed
 * at start). In shared mode (`--shared`) it is random per project: derived from a key drawn from
 * node:crypto when the project is first used (HMAC-SHA256 of the userName), saved with the project
 * (slot `auth.password-key`), and readable only through the control API, or by the
 * project's admin (`GET /_sandbox/projects/{project}/passwords`).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { secretBytes } from '../../core/secrets.js';
import { slot } from '../../core/slots.js';
import type { Project } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import { USERS, type UserRecord } from './users.js';

const FIXTURE_PREFIX = 'fixture:';

/** The project's password key (slot `auth.password-key`), drawn on first use in shared mode. */
const PASSWORD_KEY = slot<{ key?: string }>({
  name: 'auth.password-key',
  create: () => ({}),
  save: (s) => s.key,
  load: (data, project) => {
    if (typeof data !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(data)) throw new Error(`project ${project.id}: the saved password key (slot "auth.password-key") is not 32 bytes of base64url`);
    return { key: data };
  },
});

function keyOf(deps: Deps, project: Project): string {
  const s = project.slot(PASSWORD_KEY);
  if (!s.key) {
    s.key = secretBytes(32).toString('base64url');
    deps.state.changed(project.id);
  }
  return s.key;
}

/** The password of a seeded user in this project, in shared mode. */
function sharedPassword(deps: Deps, project: Project, userName: string): string {
  return createHmac('sha256', keyOf(deps, project)).update(userName).digest('base64url').slice(0, 20);
}

/** In shared mode, whether `password` is the seeded user's (stored as `fixture:<userName>`); undefined otherwise. */
export function checkSharedPassword(deps: Deps, project: Project, stored: string | null, password: string): boolean | undefined {
  if (!deps.config.shared || !stored?.startsWith(FIXTURE_PREFIX)) return undefined;
  const digest = (s: string) => createHash('sha256').update(s.normalize('NFC')).digest();
  return timingSafeEqual(digest(password), digest(sharedPassword(deps, project, stored.slice(FIXTURE_PREFIX.length))));
}

/** Seeded users whose password is still the seeded one, with it (shared mode), or the userName. */
export function seededPasswords(deps: Deps, project: Project): { id: string; userName: string; role: string; active: boolean; password: string }[] {
  const out: { id: string; userName: string; role: string; active: boolean; password: string }[] = [];
  for (const u of project.collection<UserRecord>(USERS).records()) {
    if (u.password_hash?.startsWith(FIXTURE_PREFIX)) {
      out.push({ id: u.id, userName: u.userName, role: u.role, active: u.active, password: deps.config.shared ? sharedPassword(deps, project, u.userName) : u.userName });
    }
  }
  return out;
}
