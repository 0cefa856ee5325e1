import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock.js';
import { FixtureBase, Project, defaultStoreLimits } from '../../src/core/store.js';

describe('the fixture base', () => {
  it('keeps counting sequence numbers past a collection without fixtures', () => {
    const base = new FixtureBase();
    base.add({ name: 'a' }, [{ id: 'x', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }, { id: 'y', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' }]);
    base.add({ name: 'empty' }, []);
    expect(base.lastSeq).toBe(2);
    base.add({ name: 'b' }, [{ id: 'z', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }]);
    expect(base.collections.get('b')!.entries[0].seq).toBe(3);
  });

  it('starts a project after every fixture record, even when the last collection is empty', () => {
    const base = new FixtureBase();
    const t = '2026-01-01T00:00:00.000Z';
    base.add({ name: 'a' }, [{ id: 'x', created_at: t, updated_at: t }, { id: 'y', created_at: t, updated_at: t }]);
    base.add({ name: 'empty' }, []);
    const p = new Project('p', base, new VirtualClock('2026-02-01T00:00:00Z'), defaultStoreLimits);
    p.collection('a').update('x', {});
    const seqs: number[] = [];
    p.collection('a').scan(0, false, (e) => {
      seqs.push(e.seq);
    });
    expect(seqs).toEqual([2, 3]);
  });
});
