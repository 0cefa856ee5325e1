import { describe, expect, it } from 'vitest';
import { FixtureBase } from '../../src/core/store.js';

describe('the fixture base', () => {
  it('keeps counting sequence numbers past a collection without fixtures', () => {
    const base = new FixtureBase();
    base.add({ name: 'a' }, [{ id: 'x', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }, { id: 'y', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' }]);
    base.add({ name: 'empty' }, []);
    expect(base.lastSeq).toBe(2);
    base.add({ name: 'b' }, [{ id: 'z', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }]);
    expect(base.collections.get('b')!.entries[0].seq).toBe(3);
  });
});
