/** Builders for Asset API tests: a license, a device and an installation in the current project. */
import { expect } from 'vitest';
import type { TestSandbox } from '../helpers/sandbox.js';

export async function newLicense(h: TestSandbox, fields: Record<string, unknown> = {}) {
  const r = await h.call('POST', '/v1/assets/licenses', { body: { product: 'IntelliJ IDEA Ultimate', vendor: 'JetBrains', kind: 'per_seat', seats: 10, ...fields } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

export async function newDevice(h: TestSandbox, name = 'Ada\'s ThinkPad') {
  const r = await h.call('POST', '/v2/registry/devices', { body: { name, serial_number: `SN-${name.length}-${Math.abs(hash(name))}` } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

export async function install(h: TestSandbox, fields: Record<string, unknown>) {
  const r = await h.call('POST', '/v1/assets/software', { body: { name: 'IntelliJ IDEA Ultimate', version: '2024.3.1', publisher: 'JetBrains s.r.o.', ...fields } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

export function assign(h: TestSandbox, license_id: string, assignee_id: string, assignee_type = 'user') {
  return h.call('POST', '/v1/assets/licenses/assign', { body: { license_id, assignee_type, assignee_id } });
}

export function unassign(h: TestSandbox, license_id: string, assignee_id: string, assignee_type = 'user') {
  return h.call('POST', '/v1/assets/licenses/unassign', { body: { license_id, assignee_type, assignee_id } });
}

function hash(s: string): number {
  let x = 0;
  for (const ch of s) x = (x * 31 + ch.charCodeAt(0)) | 0;
  return x;
}

/**
 * Users in a project's directory, with the ids given. Users are created through SCIM only, so
 * until SCIM is there the directory's records are written in-process, in the shape SCIM keeps.
 */
export function users(h: TestSandbox, project: string, ...ids: string[]): string[] {
  const directory = h.sb.deps.store.get(project).collection<any>('users');
  for (const id of ids) {
    if (directory.has(id)) continue;
    const userName = id.replace(/^usr_/, '');
    directory.create({ id, userName, active: true, role: 'viewer', password_hash: null, name: { formatted: userName }, emails: [{ value: `${userName}@example.com`, primary: true }] });
  }
  return ids;
}
