/**
 * Finding 3: a device create with 32,000 distinct tags made the validator compare every pair
 * (`uniqueItems` with `allErrors`, although `maxItems` is 50). The work is counted, not timed:
 * the items the validator reads for n tags against 8n tags (linear: 8 times; quadratic: 64).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { itemValidators } from '../../src/apis/registry/bulk.js';
import { loadContract } from '../../src/openapi/document.js';
import { compileOperations } from '../../src/openapi/operations.js';

const table = compileOperations(loadContract());
const createDevice = table.operations.find((o) => o.id === 'createDevice')!;

/** An array of distinct tags that counts how often its items are read. */
function countedTags(n: number): { tags: string[]; reads: () => number } {
  const items = Array.from({ length: n }, (_, i) => `t${i}`);
  let reads = 0;
  const tags = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { tags, reads: () => reads };
}

function readsFor(n: number): number {
  const { tags, reads } = countedTags(n);
  const ok = createDevice.body!.validate!({ name: 'd', platform: 'ios', tags });
  expect(ok).toBe(false);
  return reads();
}

describe('validation work is linear up to the schema bounds', () => {
  it('reads the tags of 8n items about 8 times as often as those of n (not 64 times)', () => {
    const n = 1000;
    const small = readsFor(n);
    const large = readsFor(8 * n);
    expect(small).toBeGreaterThan(0);
    expect(large / small).toBeLessThan(10);
  });

  it('still refuses duplicate tags within the bound, and reports only maxItems past it', () => {
    const validate = createDevice.body!.validate!;
    expect(validate({ name: 'd', platform: 'ios', tags: ['a', 'a'] })).toBe(false);
    expect(validate.errors!.some((e) => e.keyword === 'uniqueItems')).toBe(true);
    const many = [...Array.from({ length: 60 }, (_, i) => `t${i}`), 't1'];
    expect(validate({ name: 'd', platform: 'ios', tags: many })).toBe(false);
    expect(validate.errors!.map((e) => e.keyword)).toContain('maxItems');
    expect(validate.errors!.some((e) => e.keyword === 'uniqueItems')).toBe(false);
  });
});

describe('a bulk item is checked by the router’s validator configuration', () => {
  it('refuses an item of 64k tags with the same bounded error a PATCH of those tags gets', () => {
    const doc = loadContract();
    const updateDevice = compileOperations(doc).operations.find((o) => o.id === 'updateDevice')!;
    const item = itemValidators(doc)('DeviceBulkPatchItem');
    const { tags, reads } = countedTags(65_536);
    expect(item({ id: 'dev_0000001', tags })).toBe(false);
    // Linear: each tag read a few times at most, not compared with every other one.
    expect(reads()).toBeLessThan(10 * 65_536);
    const patch = updateDevice.body!.validate!;
    expect(patch({ tags })).toBe(false);
    const shape = (errors: typeof item.errors) => errors!.map((e) => [e.instancePath, e.keyword, e.message]);
    expect(shape(item.errors)).toEqual([['/tags', 'maxItems', 'must NOT have more than 50 items']]);
    expect(shape(item.errors)).toEqual(shape(patch.errors));
  });
});

describe('one validator factory', () => {
  it('no `new Ajv` in src/ outside src/openapi/validator.ts', () => {
    const root = fileURLToPath(new URL('../../src', import.meta.url));
    const offenders = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && f !== join('openapi', 'validator.ts'))
      .filter((f) => /new\s+Ajv(2019|2020)?\s*\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
