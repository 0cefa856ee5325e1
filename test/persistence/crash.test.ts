import { describe, expect, it } from 'vitest';
import { crashRun } from './crash-harness.js';
import { tempDirs } from './helpers.js';

const tempDir = tempDirs();

describe('crash safety: kill -9 during a stream of writes', () => {
  it('leaves, five times running, a directory that loads with every write of the last completed save', async () => {
    const dir = tempDir();
    const outcomes = [];
    for (let run = 1; run <= 5; run++) outcomes.push(await crashRun(dir, run, 42));
    for (const o of outcomes) {
      expect(o.loaded).toBeGreaterThanOrEqual(o.inLastSave);
      expect(o.loaded).toBeLessThanOrEqual(o.acknowledged + 1);
    }
    // The runs did write and save something, or the test would prove nothing.
    expect(outcomes.filter((o) => o.inLastSave > 0).length).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
