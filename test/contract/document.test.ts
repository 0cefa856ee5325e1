import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modules } from '../../src/apis/index.js';
import { createDeps } from '../../src/server.js';
import { resolveConfig } from '../../src/config/config.js';
import { loadContract } from '../../src/openapi/document.js';
import { generatedFiles, generateOperationIndex, generateTypes } from '../../scripts/types-source.js';

describe('the contract (contracts/openapi)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(loadContract() as any);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('marks every operation as spec-given or as a convention', () => {
    const doc = loadContract();
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (method === 'parameters') continue;
        const marked = op['x-spec-ref'] !== undefined || op['x-convention'] === true;
        expect(marked, `${method.toUpperCase()} ${path} has neither x-spec-ref nor x-convention`).toBe(true);
        expect(op.operationId, `${method.toUpperCase()} ${path} has no operationId`).toBeTruthy();
      }
    }
  });

  it('has a handler for every operation, and no handler outside the contract', () => {
    const deps = createDeps(resolveConfig({ logLevel: 'silent' }), modules);
    const handled = new Set(modules.flatMap((m) => Object.keys(m.handlers?.(deps) ?? {})));
    const declared = new Set(deps.contract.operations.operations.map((o) => o.id));
    expect([...declared].filter((d) => !handled.has(d))).toEqual([]);
    expect([...handled].filter((r) => !declared.has(r))).toEqual([]);
  });

  it('has generated types that match the contract (npm run gen:types)', async () => {
    const committed = readFileSync(new URL('../../src/generated/openapi.ts', import.meta.url), 'utf8');
    expect(committed === (await generateTypes()), 'src/generated/openapi.ts is stale: run npm run gen:types').toBe(true);
    const index = readFileSync(new URL('../../src/generated/operations.ts', import.meta.url), 'utf8');
    expect(index === generateOperationIndex(), 'src/generated/operations.ts is stale: run npm run gen:types').toBe(true);
  });

  it('has every generated file of src/generated/ up to date (npm run gen:types)', async () => {
    for (const [path, fresh] of await generatedFiles()) {
      const committed = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
      expect(committed === fresh, `${path} is stale: run npm run gen:types`).toBe(true);
    }
  });
});

describe('response conformance checking', () => {
  it('reports a response body that does not match the contract', () => {
    const deps = createDeps(resolveConfig({ logLevel: 'silent' }), modules);
    const table = deps.contract.operations;
    const getDevice = table.operations.find((o) => o.id === 'getDevice')!;
    expect(table.validateResponse(getDevice, 200, 'application/json', { id: 'x' })).not.toEqual([]);
    expect(table.validateResponse(getDevice, 200, 'text/plain', 'x')[0]).toContain('content type');
    expect(table.validateResponse(getDevice, 404, 'application/problem+json', { type: 'about:blank', title: 'Not found', status: 404 })).toEqual([]);
  });
});
