/**
 * What start-up defers or caches must give what eager work gave: the contract from its JSON
 * cache equals the YAML, a stale cache is ignored, and every operation's validators compile.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDir, loadContract, writeContractCache } from '../../src/openapi/document.js';
import { compileOperations } from '../../src/openapi/operations.js';

describe('start-up: the contract cache and lazily compiled validators', () => {
  it('reads the contract from a cache written from the same YAML, identical to parsing it', () => {
    const cache = join(mkdtempSync(join(tmpdir(), 'contract-cache-')), 'contract.json');
    writeContractCache(contractDir, cache);
    const fromYaml = loadContract(contractDir, undefined);
    expect(loadContract(contractDir, cache)).toEqual(fromYaml);
    // A marker in the cached document shows which one was read.
    const cached = JSON.parse(readFileSync(cache, 'utf8'));
    cached.document.info.title = 'from the cache';
    writeFileSync(cache, JSON.stringify(cached));
    expect(loadContract(contractDir, cache).info.title).toBe('from the cache');
  });

  it('ignores a cache written from other YAML (an edited contract is never served stale)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-dir-'));
    cpSync(contractDir, dir, { recursive: true });
    const cache = join(dir, 'contract.json');
    writeContractCache(dir, cache);
    const root = join(dir, 'openapi.yaml');
    writeFileSync(root, readFileSync(root, 'utf8').replace(/^(\s+title:).*$/m, '$1 Edited after the build'));
    expect(loadContract(dir, cache).info.title).toBe('Edited after the build');
    expect(loadContract(dir, join(dir, 'missing.json')).info.title).toBe('Edited after the build');
  });

  it('compiles the parameter and body validators of every operation, and they judge input', () => {
    const table = compileOperations(loadContract());
    for (const op of table.operations) {
      expect(() => op.validateParams({ path: {}, query: {} }), op.id).not.toThrow();
      if (op.body?.validate) expect(() => op.body!.validate!({}), op.id).not.toThrow();
    }
    const get = table.operations.find((o) => o.method === 'GET' && o.path === '/v2/registry/devices')!;
    expect(get.validateParams({ path: {}, query: { limit: ['nope'] } })).toBe(false);
    expect(get.validateParams.errors?.[0]).toMatchObject({ instancePath: '/query/limit' });
    expect(get.validateParams({ path: {}, query: { limit: ['5'] } })).toBe(true);
    expect(get.validateParams.errors).toBeNull();
  });
});
