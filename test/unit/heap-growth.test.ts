import { describe, expect, it } from 'vitest';
import { heapGrowthFlag } from '../../src/config/heap.js';

describe('the heap growth the server sets at start', () => {
  it('bounds the old generation to 1.5 times what a full collection left alive', () => {
    expect(heapGrowthFlag([])).toBe('--heap-growing-percent=50');
    expect(heapGrowthFlag(['--enable-source-maps', '--max-old-space-size=4096'])).toBe('--heap-growing-percent=50');
  });

  it('leaves a growth given to node on its command line alone, in either spelling', () => {
    expect(heapGrowthFlag(['--heap-growing-percent=30'])).toBeUndefined();
    expect(heapGrowthFlag(['--heap_growing_percent', '30'])).toBeUndefined();
  });
});
