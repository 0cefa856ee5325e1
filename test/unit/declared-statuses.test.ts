import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/openapi/document.js';
import { compileOperations, declaresStatus } from '../../src/openapi/operations.js';

const table = compileOperations(loadContract());
const op = (id: string) => table.operations.find((o) => o.id === id)!;

describe('declared error statuses (conformance and the contract runner judge answers by them)', () => {
  it('holds an operation to the 4xx statuses it declares', () => {
    expect(declaresStatus(op('getDevice'), 404)).toBe(true);
    expect(declaresStatus(op('getDevice'), 429)).toBe(true);
    // A read has no If-Match and no body: 412, 413 and 415 are no answers of it.
    expect(declaresStatus(op('getDevice'), 412)).toBe(false);
    expect(declaresStatus(op('getDevice'), 415)).toBe(false);
    expect(declaresStatus(op('updateDevice'), 412)).toBe(true);
    expect(declaresStatus(op('bulkDevices'), 413)).toBe(true);
    // A sign-in needs no token, but one that opens a provisioning session brings an admin's token,
    // which a role without auth.admin cannot use for it.
    expect(declaresStatus(op('createSession'), 403)).toBe(true);
    expect(declaresStatus(op('listDevices'), 409)).toBe(false);
  });

  it('takes a range (`4XX`) for any status in it', () => {
    const scim = table.operations.find((o) => o.path.startsWith('/v3/auth/scim/v2/Users') && o.method === 'GET')!;
    expect(declaresStatus(scim, 404)).toBe(true);
    expect(declaresStatus(scim, 418)).toBe(true);
  });
});
