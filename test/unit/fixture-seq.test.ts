import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock.js';
import { FixtureBase, Project, defaultStoreLimits } from '../../src/core/store.js';
import { modules } from '../../src/apis/index.js';
import { buildFixtures } from '../../src/fixtures/build.js';
import { loadFixtureSet } from '../../src/fixtures/sets.js';

describe('the fixture base', () => {
  it('keeps counting sequence numbers past a collection without fixtures', () => {
    const base = new FixtureBase();
    base.add({ name: 'a' }, [{ id: 'x', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }, { id: 'y', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' }]);
    base.add({ name: 'empty' }, []);
    expect(base.lastSeq).toBe(2);
    base.add({ name: 'b' }, [{ id: 'z', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }]);
    expect(base.collection('b')!.entries[0].seq).toBe(3);
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

describe('deferred fixtures (decision 0021)', () => {
  const t = (day: number) => `2026-01-0${day}T00:00:00.000Z`;
  const rec = (id: string, day: number) => ({ id, created_at: t(1), updated_at: t(day) });

  it('numbers a deferred group as if it had been added in its place, and builds it on the first lookup only', () => {
    let builds = 0;
    const eager = new FixtureBase();
    const lazy = new FixtureBase();
    for (const base of [eager, lazy]) base.add({ name: 'a' }, [rec('x', 1)]);
    eager.add({ name: 'g1' }, [rec('p', 3), rec('q', 2)]);
    eager.add({ name: 'g2' }, [rec('r', 1)]);
    lazy.defer([{ name: 'g1' }, { name: 'g2' }], 5, Date.parse(t(9)), () => {
      builds++;
      return { g1: [rec('p', 3), rec('q', 2)], g2: [rec('r', 1)] };
    });
    for (const base of [eager, lazy]) base.add({ name: 'z' }, []);
    expect(lazy.isBuilt('g1')).toBe(false);
    expect(lazy.has('g2')).toBe(true);
    expect(lazy.names).toEqual(['a', 'g1', 'g2', 'z']);
    expect(builds).toBe(0);
    expect(lazy.collection('g2')!.entries).toEqual(eager.collection('g2')!.entries);
    expect(lazy.collection('g1')!.entries).toEqual(eager.collection('g1')!.entries);
    expect(builds).toBe(1);
    expect(lazy.lastSeq).toBe(1 + 5);
  });

  it('starts a project after the reserved numbers and the time bound, built or not', () => {
    const base = new FixtureBase();
    base.add({ name: 'a' }, [rec('x', 1)]);
    base.defer([{ name: 'g' }], 3, Date.parse(t(5)), () => ({ g: [rec('p', 2), rec('q', 4)] }));
    const p = new Project('p', base, new VirtualClock(t(3)), defaultStoreLimits);
    const written = p.collection('g').update('p', {});
    expect(p.collection('g').version('p')).toBe(5);
    expect(Date.parse(written.updated_at)).toBeGreaterThan(Date.parse(t(5)));
    const seqs: number[] = [];
    p.collection('g').scan(0, false, (e) => {
      seqs.push(e.seq);
    });
    expect(seqs).toEqual([3, 5]);
  });

  it('refuses a deferred build that outgrows its reservation or its time bound', () => {
    const tooMany = new FixtureBase();
    tooMany.defer([{ name: 'g' }], 1, Date.parse(t(9)), () => ({ g: [rec('p', 2), rec('q', 3)] }));
    expect(() => tooMany.collection('g')).toThrow(/more than the 1 records reserved/);
    expect(() => tooMany.collection('g')).toThrow(/more than the 1 records reserved/);
    expect(tooMany.isBuilt('g')).toBe(false);
    const tooLate = new FixtureBase();
    tooLate.defer([{ name: 'g' }], 2, Date.parse(t(2)), () => ({ g: [rec('p', 3)] }));
    expect(() => tooLate.collection('g')).toThrow(/stamped after 2026-01-02/);
  });
});

describe('the graph module defers its fixtures', () => {
  it('makes the same graph records, numbered the same, as generating them at start', () => {
    const set = loadFixtureSet('default');
    const epoch = Date.parse('2026-01-01T00:00:00Z');
    const lazy = buildFixtures(modules, set, 11, epoch);
    const eager = buildFixtures(modules.map((m) => ({ ...m, fixtureBound: undefined })), set, 11, epoch);
    for (const name of ['article_categories', 'articles', 'tickets', 'links']) {
      expect(lazy.isBuilt(name)).toBe(false);
      expect(eager.isBuilt(name)).toBe(true);
    }
    expect(lazy.lastSeq).toBeGreaterThanOrEqual(eager.lastSeq);
    expect(lazy.names).toEqual(eager.names);
    for (const name of eager.names) expect(lazy.collection(name)!.entries).toEqual(eager.collection(name)!.entries);
    expect(lazy.collection('articles')!.entries).toHaveLength(set.sizes.articles);
  });
});
