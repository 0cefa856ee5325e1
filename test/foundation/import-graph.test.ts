import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from '../../scripts/import-cycles.js';

describe('the import graph of src/', () => {
  it('has no cycle, type-only imports included', () => {
    const found = cycles(importGraph(fileURLToPath(new URL('../../src', import.meta.url))));
    expect(found.map((c) => c.map((f) => f.slice(f.indexOf('/src/') + 1)))).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
