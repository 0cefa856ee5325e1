/**
 * The handler tables are checked by the compiler against the contract (`npm run typecheck` runs
 * over this file): each `@ts-expect-error` below must meet an error, or the typecheck fails.
 */
import { describe, expect, it } from 'vitest';
import type { Handler, HandlersOf } from '../../src/apis/handler.js';
import { registryHandlers } from '../../src/apis/registry/handlers.js';
import { operationIndex } from '../../src/generated/operations.js';
import { modules } from '../../src/apis/index.js';
import { resolveConfig } from '../../src/config/config.js';
import { createDeps } from '../../src/server.js';

type RegistryTable = HandlersOf<'registry'>;

/** Never called: the compiler checks it. */
export function typeChecks(table: RegistryTable): unknown[] {
  const { listDevices: _omitted, ...withoutOne } = table;
  // @ts-expect-error a registry operation without a handler does not compile
  const missing: RegistryTable = withoutOne;
  // @ts-expect-error a handler for no operation of the contract does not compile
  const extra: RegistryTable = { ...table, listGadgets: table.listDevices };
  // @ts-expect-error a reply with a status the operation does not declare does not compile
  const undeclared: Handler<'getDevice'> = () => ({ status: 418 });
  // @ts-expect-error a path parameter the operation does not have does not compile
  const wrongParam: Handler<'getDevice'> = (call) => ({ status: 200, body: call.params.serial });
  return [missing, extra, undeclared, wrongParam];
}

describe('handler tables typed from the contract', () => {
  it('the registry table serves exactly the registry operations of the contract', () => {
    const registry = Object.entries(operationIndex).filter(([, op]) => op.api === 'registry').map(([id]) => id).sort();
    const deps = createDeps(resolveConfig({ logLevel: 'silent', fixtures: 'empty' }), modules);
    expect(Object.keys(registryHandlers(deps)).sort()).toEqual(registry);
  });
});
