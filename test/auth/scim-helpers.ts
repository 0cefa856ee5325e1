import { expect } from 'vitest';
import type { CallOptions, Reply, TestSandbox } from '../helpers/sandbox.js';

const SCIM = '/v3/auth/scim/v2';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A SCIM call as identity providers make it: application/scim+json both ways. */
export function scim<T = any>(h: TestSandbox, method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { accept: 'application/scim+json', ...options.headers };
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/scim+json';
  return h.call(method, `${SCIM}${path}`, { ...options, headers });
}

export function expectScimError(r: Reply, status: number, scimType?: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.headers.get('content-type')).toBe('application/scim+json');
  expect(r.body.schemas).toEqual([ERROR_SCHEMA]);
  expect(r.body.status).toBe(String(status));
  if (scimType) expect(r.body.scimType).toBe(scimType);
  else expect(r.body.scimType).toBeUndefined();
}

export function newUser(userName: string, extra: Record<string, unknown> = {}) {
  return {
    schemas: [USER_SCHEMA],
    userName,
    name: { givenName: 'Barbara', familyName: 'Jensen' },
    emails: [{ value: `${userName}@example.org`, type: 'work', primary: true }],
    active: true,
    ...extra,
  };
}

export async function createUser(h: TestSandbox, userName: string, extra: Record<string, unknown> = {}) {
  const r = await scim(h, 'POST', '/Users', { body: newUser(userName, extra) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

export function patch(...operations: Record<string, unknown>[]) {
  return { schemas: [PATCH_OP], Operations: operations };
}
