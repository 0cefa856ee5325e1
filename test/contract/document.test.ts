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

  it('links every create to the operations of what it created, by parameters those operations take', () => {
    const doc = loadContract();
    const ops = new Map<string, { path: string; params: Set<string> }>();
    const paramsOf = (item: any, op: any) =>
      new Set([...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: any) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p)).filter((p: any) => p.in === 'path').map((p: any) => p.name as string));
    for (const [path, item] of Object.entries<any>(doc.paths)) for (const op of Object.values<any>(item)) if (op?.operationId) ops.set(op.operationId, { path, params: paramsOf(item, op) });
    const creates: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [m, op] of Object.entries<any>(item)) {
        const created = op?.responses?.['201'];
        if (!created) continue;
        creates.push(op.operationId);
        const links = Object.entries<any>(created.links ?? {});
        expect(links.length, `${m.toUpperCase()} ${path} answers 201 without links`).toBeGreaterThan(0);
        // Every operation on the created item's path is linked (a POST's item is its path plus one parameter).
        const itemPath = m === 'post' ? [...ops.values()].find((o) => new RegExp(`^${path.replace(/[{}]/g, '\\$&')}/\\{[^}/]+\\}$`).test(o.path))?.path : path;
        const onItem = [...ops].filter(([, o]) => o.path === itemPath).map(([id]) => id);
        expect(onItem.filter((id) => !links.some(([, l]) => l.operationId === id))).toEqual([]);
        for (const [name, link] of links) {
          const target = ops.get(link.operationId);
          expect(target, `${op.operationId} link ${name} names no operation`).toBeDefined();
          expect(Object.keys(link.parameters ?? {}).sort()).toEqual([...target!.params].sort());
          for (const expr of Object.values<string>(link.parameters ?? {})) {
            const fromPath = /^\$request\.path\.(.+)$/.exec(expr)?.[1];
            expect(/^\$response\.body#\/\w+$/.test(expr) || (fromPath !== undefined && paramsOf(item, op).has(fromPath)), `${op.operationId} link ${name}: ${expr}`).toBe(true);
          }
        }
      }
    }
    expect(creates.length).toBeGreaterThanOrEqual(10);
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
