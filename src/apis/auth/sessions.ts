/**
 * Sessions: sign-in, refresh-token rotation, sign-out, and the end of sessions whose refresh
 * token ran out. A session lives in its project's state; its tokens live in `deps.tokens`.
 */
import { ApiError } from '../../core/errors.js';
import { seededBytes, seededUuid } from '../../core/rng.js';
import { slot } from '../../core/slots.js';
import type { Project } from '../../core/store.js';
import type { TokenRecord } from '../../core/tokens.js';
import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import type { Principal } from '../../http/env.js';
import { idStream, idStreamSlot, reservedStream } from '../ids.js';
import { publish, type RevokeReason } from './events.js';
import { fixturePassword, hashPassword, verifyPassword } from './passwords.js';
import { createProject } from '../../core/project-access.js';
import { checkSharedPassword } from './shared-passwords.js';
import { assertNotThrottled, checkTurn, clearFailures, recordFailure, throttleKey } from './throttle.js';
import { findUserByName, userNameKey, userView, type UserRecord } from './users.js';

export type SessionView = components['schemas']['Session'];
export type ProvisioningView = components['schemas']['ProvisioningSession'];
export type SessionSummary = components['schemas']['SessionSummary'];

interface SessionState {
  id: string;
  /** A user id; for a provisioning session, the subject of the admin who opened it. */
  userId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresMs: number;
  /** Absent in sessions saved before there were kinds: a password sign-in. */
  kind?: 'password' | 'provisioning';
  createdMs?: number;
  description?: string | null;
}

const NO_USER = fixturePassword('\u0000 no such user');

/** The project's sessions (slot `auth.sessions`, saved with the project; their tokens are saved by the core). */
const SESSIONS = slot<Map<string, SessionState>>({
  name: 'auth.sessions',
  create: () => new Map(),
  save: (sessions) => (sessions.size ? [...sessions.values()] : undefined),
  load: (data, project) => {
    if (!Array.isArray(data) || !data.every((s) => typeof s === 'object' && s !== null && typeof s.id === 'string' && typeof s.userId === 'string')) {
      throw new Error(`project ${project.id}: the saved sessions (slot "auth.sessions") have an unexpected shape`);
    }
    return new Map((data as SessionState[]).map((s) => [s.id, { ...s }]));
  },
});

/** Salts of password hashes: one stream per project, kept across eviction and restarts (slot `auth.salts`). */
const SALTS = idStreamSlot('auth.salts', 'password-salts');

function sessionsOf(project: Project): Map<string, SessionState> {
  return project.slot(SESSIONS);
}

/** A stream of salt bytes kept for the project's life (a fresh stream per call would repeat salts). */
function saltFor(deps: Deps, project: Project): Buffer {
  return seededBytes(reservedStream(deps, project, SALTS), 16);
}

export function hashFor(deps: Deps, project: Project, password: string): Promise<string> {
  return hashPassword(password, saltFor(deps, project));
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function issueTokens(deps: Deps, project: Project, session: SessionState, user: UserRecord): { access: TokenRecord; refresh: TokenRecord } {
  const now = deps.clock.now();
  const common = { subject: user.id, role: user.role, projects: [project.id], issuedAtMs: now, revoked: false, sessionId: session.id };
  const access = deps.tokens.add({ ...common, token: deps.tokens.newTokenString('sat', project.id), kind: 'access', expiresAtMs: now + deps.config.tokenTtlSeconds * 1000 });
  const refresh = deps.tokens.add({ ...common, token: deps.tokens.newTokenString('srt', project.id), kind: 'refresh', expiresAtMs: now + deps.config.refreshTtlSeconds * 1000 });
  session.accessToken = access.token;
  session.refreshToken = refresh.token;
  session.refreshExpiresMs = refresh.expiresAtMs!;
  return { access, refresh };
}

function view(session: SessionState, tokens: { access: TokenRecord; refresh: TokenRecord }, user: UserRecord): SessionView {
  return {
    id: session.id,
    access_token: tokens.access.token,
    token_type: 'Bearer',
    expires_at: iso(tokens.access.expiresAtMs!),
    refresh_token: tokens.refresh.token,
    refresh_expires_at: iso(tokens.refresh.expiresAtMs!),
    user_id: user.id,
    user: userView(user),
  };
}

function badCredentials(detail: string): ApiError {
  return new ApiError('invalid_credentials', { detail, headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox"' } });
}

/** `address`: the client's (http/client-address.ts), for the per-address lock-out. */
export async function signIn(deps: Deps, detachedOrLoaded: Project, input: { username: string; password: string }, address: string): Promise<SessionView> {
  let project = detachedOrLoaded;
  sweepExpired(deps, project);
  const now = deps.clock.now();
  const key = throttleKey(project.id, userNameKey(input.username), address);
  const user = findUserByName(project, input.username);
  const fail = (reason: 'invalid_credentials' | 'user_inactive' | 'throttled') =>
    publish(deps.bus, 'signin.failed', project.id, deps.clock.nowIso(), { username: input.username, user_id: user?.id ?? null, reason });
  try {
    assertNotThrottled(deps, key, now);
  } catch (err) {
    fail('throttled');
    throw err;
  }
  await checkTurn(deps, key, now);
  // An unknown username costs a hash too, so timing does not tell which usernames exist.
  const ok = (user && checkSharedPassword(deps, project, user.password_hash, input.password)) ?? (await verifyPassword(input.password, user ? user.password_hash : NO_USER));
  // The user may have changed while the hash was computed; decide on the current record.
  const current = user && project.collection<UserRecord>('users').get(user.id);
  if (!ok || !current) {
    recordFailure(deps, key, deps.clock.now());
    fail('invalid_credentials');
    throw badCredentials('the username or the password is wrong');
  }
  if (!current.active) {
    recordFailure(deps, key, deps.clock.now());
    fail('user_inactive');
    throw badCredentials(`user ${current.userName} is deactivated and cannot sign in`);
  }
  // A project that did not exist comes into being with its first successful sign-in (local development).
  if (deps.store.peek(project.id) !== project) project = createProject(deps.store, project.id);
  clearFailures(deps, key);
  const sessions = sessionsOf(project);
  deps.bounds.check(deps.bounds.sessionsPerProject, sessions.size, 1, `project ${project.id}`);
  const session: SessionState = { id: `ses_${seededUuid(idStream(deps, project.id))}`, userId: current.id, accessToken: '', refreshToken: '', refreshExpiresMs: 0, kind: 'password', createdMs: now };
  const tokens = issueTokens(deps, project, session, current);
  sessions.set(session.id, session);
  deps.state.changed(project.id);
  const stamp = deps.clock.nowIso();
  publish(deps.bus, 'session.created', project.id, stamp, { session_id: session.id, user_id: current.id, expires_at: iso(tokens.access.expiresAtMs!), refresh_expires_at: iso(session.refreshExpiresMs) });
  publish(deps.bus, 'signin.succeeded', project.id, stamp, { user_id: current.id, username: current.userName, session_id: session.id });
  return view(session, tokens, current);
}

/**
 * A provisioning session: one token valid in this project only, never expiring, for an identity
 * provider's SCIM connector. Opened by an admin of the project (a role granting `auth.admin`) with
 * their own token; it acts as `admin` and ends with `DELETE /v3/auth/sessions/{id}`.
 */
export function openProvisioningSession(deps: Deps, project: Project, principal: Principal | undefined, description: string | null): ProvisioningView {
  if (!principal) {
    throw new ApiError('invalid_token', {
      detail: 'a provisioning session is opened with the Bearer token of an admin of the project',
      headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox"' },
    });
  }
  if (!principal.permissions.has('auth.admin')) {
    throw new ApiError('insufficient_scope', {
      detail: `role ${principal.token.role} does not grant auth.admin, which opening a provisioning session needs`,
      headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox", error="insufficient_scope", scope="auth.admin"' },
    });
  }
  sweepExpired(deps, project);
  const now = deps.clock.now();
  const sessions = sessionsOf(project);
  deps.bounds.check(deps.bounds.sessionsPerProject, sessions.size, 1, `project ${project.id}`);
  const id = `ses_${seededUuid(idStream(deps, project.id))}`;
  const token = deps.tokens.add({
    token: deps.tokens.newTokenString('spt', project.id),
    kind: 'provisioning',
    subject: `provisioning:${id}`,
    role: 'admin',
    projects: [project.id],
    issuedAtMs: now,
    expiresAtMs: null,
    revoked: false,
    sessionId: id,
  });
  const session: SessionState = {
    id, userId: principal.token.subject, accessToken: token.token, refreshToken: '', refreshExpiresMs: Number.MAX_SAFE_INTEGER,
    kind: 'provisioning', createdMs: now, description,
  };
  sessions.set(id, session);
  deps.state.changed(project.id);
  return { id, kind: 'provisioning', access_token: token.token, token_type: 'Bearer', expires_at: null, created_at: iso(now), description };
}

/** The project's live sessions, oldest first, without tokens. */
export function listSessions(deps: Deps, project: Project, kind?: 'password' | 'provisioning'): SessionSummary[] {
  sweepExpired(deps, project);
  const out: SessionSummary[] = [];
  for (const s of sessionsOf(project).values()) {
    const k = s.kind ?? 'password';
    if (kind && k !== kind) continue;
    out.push({
      id: s.id,
      kind: k,
      user_id: k === 'provisioning' ? null : s.userId,
      created_at: iso(s.createdMs ?? 0),
      expires_at: k === 'provisioning' ? null : iso(s.refreshExpiresMs),
      description: s.description ?? null,
    });
  }
  return out;
}

function refreshRefused(detail: string): ApiError {
  return new ApiError('invalid_token', { detail, headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox", error="invalid_token"' } });
}

export function refresh(deps: Deps, project: Project, token: string): SessionView {
  sweepExpired(deps, project);
  const record = deps.tokens.get(token);
  if (!record || record.kind !== 'refresh' || record.projects === '*' || !record.projects.includes(project.id)) {
    throw refreshRefused(`the refresh token is unknown in project ${project.id}`);
  }
  const sessions = sessionsOf(project);
  const session = record.sessionId ? sessions.get(record.sessionId) : undefined;
  if (!session) throw refreshRefused('the refresh token belongs to a session that has ended');
  if (session.refreshToken !== token) {
    // A spent refresh token presented again: it may have leaked, so the session ends (RFC 9700 §4.14.2).
    endSession(deps, project, session, 'refresh_token_reused');
    throw refreshRefused('the refresh token was already used; the session is revoked');
  }
  const check = deps.tokens.check(token);
  if (!check.ok) throw refreshRefused(`the refresh token is ${check.reason}`);
  const user = project.collection<UserRecord>('users').get(session.userId);
  if (!user || !user.active) {
    endSession(deps, project, session, user ? 'user_deactivated' : 'user_deleted');
    throw refreshRefused('the user of this session is deactivated or deleted');
  }
  deps.tokens.revoke(token);
  const rotated = view(session, issueTokens(deps, project, session, user), user);
  deps.state.changed(project.id);
  return rotated;
}

export function deleteSession(deps: Deps, project: Project, id: string, principal: Principal): void {
  sweepExpired(deps, project);
  const session = sessionsOf(project).get(id);
  if (!session) throw new ApiError('not_found', { detail: `session ${id} does not exist in project ${project.id} (or has ended)` });
  if (session.userId !== principal.token.subject && !principal.permissions.has('auth.admin')) {
    throw new ApiError('insufficient_scope', {
      detail: 'only the user of a session, or an admin, may delete it',
      headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox", error="insufficient_scope", scope="auth.admin"' },
    });
  }
  endSession(deps, project, session, 'signed_out');
}

function endSession(deps: Deps, project: Project, session: SessionState, reason: RevokeReason | 'expired'): void {
  sessionsOf(project).delete(session.id);
  deps.tokens.revokeWhere((r) => r.sessionId === session.id, project.id);
  deps.state.changed(project.id);
  if (reason === 'expired') {
    publish(deps.bus, 'session.expired', project.id, deps.clock.nowIso(), { session_id: session.id, user_id: session.userId, expired_at: iso(session.refreshExpiresMs) });
  } else {
    publish(deps.bus, 'session.revoked', project.id, deps.clock.nowIso(), { session_id: session.id, user_id: session.userId, reason });
  }
}

/** Ends every session of a user (deactivated or deleted) and revokes any other token of theirs. */
export function revokeUserSessions(deps: Deps, project: Project, userId: string, reason: 'user_deactivated' | 'user_deleted'): void {
  for (const session of [...sessionsOf(project).values()]) {
    // A provisioning session outlives the admin who opened it (the connector keeps working).
    if (session.userId === userId && session.kind !== 'provisioning') endSession(deps, project, session, reason);
  }
  deps.tokens.revokeWhere((r) => r.subject === userId && r.projects !== '*' && r.projects.includes(project.id), project.id);
}

/** The user's tokens in the project follow a change of role at once. */
export function applyRole(deps: Deps, project: Project, user: UserRecord): void {
  for (const r of deps.tokens.values(project.id)) {
    if (r.subject === user.id && r.projects !== '*' && r.projects.includes(project.id) && r.kind !== 'operator') r.role = user.role;
  }
}

/**
 * `session.expired` is published once, when the virtual clock has passed the end of a session
 * (its refresh token's expiry) without a refresh or a sign-out. Checked after every clock jump,
 * every second, and before each session operation.
 */
export function sweepExpired(deps: Deps, only?: Project): void {
  const now = deps.clock.now();
  // Before a session operation, its own project only: its cost never grows with other projects' sessions.
  for (const id of only ? [only.id] : deps.store.ids()) {
    const project = only ?? deps.store.peek(id);
    const sessions = project?.peekSlot(SESSIONS);
    if (!project || !sessions?.size) continue;
    for (const session of [...sessions.values()]) if (session.refreshExpiresMs <= now) endSession(deps, project, session, 'expired');
  }
}

export function currentUser(project: Project, principal: Principal): UserRecord {
  const subject = principal.token.subject;
  if (principal.token.kind !== 'access' && principal.token.kind !== 'minted') {
    throw new ApiError('not_found', { detail: `the ${principal.token.kind} token belongs to no user` });
  }
  const user = project.collection<UserRecord>('users').get(subject);
  if (!user) throw new ApiError('not_found', { detail: `the token's subject ${subject} is not a user of project ${project.id}` });
  return user;
}
