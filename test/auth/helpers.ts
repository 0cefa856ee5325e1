import { expect } from 'vitest';
import type { DomainEvent } from '../../src/core/bus.js';
import type { TestSandbox } from '../helpers/sandbox.js';

export interface Seeded {
  id: string;
  userName: string;
  role: string;
  active: boolean;
}

/** Seeded users as the CLI prints them (their password is their userName). */
export function seeded(h: TestSandbox): Seeded[] {
  return h.sb.seededUsers() as unknown as Seeded[];
}

export function activeSeeded(h: TestSandbox, n = 0): Seeded {
  return seeded(h).filter((u) => u.active)[n];
}

/** Gives a user a role in the current project with the operator token. */
export async function giveRole(h: TestSandbox, userId: string, role: string): Promise<void> {
  const r = await h.call('PUT', `/v3/auth/users/${userId}/role`, { body: { role } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

export async function signIn(h: TestSandbox, username: string, password = username) {
  const r = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username, password } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; access_token: string; refresh_token: string; expires_at: string; refresh_expires_at: string; user_id: string; user: any };
}

/** A user of the current project with the given role, signed in. */
export async function sessionAs(h: TestSandbox, role: string, n = 0) {
  const user = activeSeeded(h, n);
  await giveRole(h, user.id, role);
  const session = await signIn(h, user.userName);
  return { ...session, user };
}

/** Domain events published while the test runs, for one project. */
export function recordEvents(h: TestSandbox, project: string): { events: DomainEvent<any>[]; stop(): void } {
  const events: DomainEvent<any>[] = [];
  const stop = h.sb.deps.bus.subscribe((e) => {
    if (e.project === project) events.push(e);
  });
  return { events, stop };
}
