import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock.js';
import { FixtureBase, Project, type StoredRecord } from '../../src/core/store.js';

interface Thing extends StoredRecord {
  n: number;
}

const stamp = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };

function project(maxTombstones = 10_000): Project {
  const base = new FixtureBase();
  base.add<Thing>({ name: 'things' }, [
    { id: 'a', n: 0, ...stamp },
    { id: 'b', n: 0, ...stamp },
  ]);
  // Frozen: stamps are exact (the first change at the clock's moment, each next one 1 ms later).
  const clock = new VirtualClock();
  clock.freeze(true);
  clock.setTo(Date.parse('2026-02-01T00:00:00Z'));
  return new Project('p', base, clock, { maxTombstones, tombstoneRetentionMs: 30 * 86_400_000 });
}

function scanned(p: Project, after = 0, deleted = false): string[] {
  const out: string[] = [];
  p.collection<Thing>('things').scan(after, deleted, (e) => {
    out.push(`${e.id}:${e.record ? e.record.n : 'deleted'}`);
  });
  return out;
}

describe("a project's changes in change order", () => {
  it('lists each object once, at its latest version, after the unchanged fixtures', () => {
    const p = project();
    const things = p.collection<Thing>('things');
    things.update('a', { n: 1 });
    things.create({ id: 'c', n: 1 });
    things.update('a', { n: 2 });
    expect(scanned(p)).toEqual(['b:0', 'c:1', 'a:2']);
  });

  it('starts after a sequence number without missing a change made after it', () => {
    const p = project();
    const things = p.collection<Thing>('things');
    things.update('a', { n: 1 });
    const seen = p.seq;
    things.update('b', { n: 1 });
    things.update('a', { n: 2 });
    expect(scanned(p, seen)).toEqual(['b:1', 'a:2']);
  });

  it('stays right through many writes to a few objects (the kept history is compacted)', () => {
    const p = project();
    const things = p.collection<Thing>('things');
    for (let i = 1; i <= 5000; i++) things.update(i % 2 ? 'a' : 'b', { n: i });
    things.remove('b');
    expect(scanned(p)).toEqual(['a:4999']);
    expect(scanned(p, 0, true)).toEqual(['a:4999', 'b:deleted']);
    expect(things.changes().map((e) => [e.id, e.record?.n ?? null])).toEqual([['a', 4999], ['b', null]]);
  });

  it('forgets the oldest tombstones of created-then-deleted objects past the bound, never a fixture\'s', () => {
    const p = project(2);
    const things = p.collection<Thing>('things');
    things.remove('a');
    for (const id of ['x', 'y', 'z']) {
      things.create({ id, n: 1 });
      things.remove(id);
    }
    expect(scanned(p, 0, true)).toEqual(['b:0', 'a:deleted', 'z:deleted']);
    expect(things.get('a')).toBeUndefined();
  });

  it('puts saved changes back in the same order', () => {
    const p = project();
    const things = p.collection<Thing>('things');
    things.update('b', { n: 1 });
    things.create({ id: 'c', n: 1 });
    things.update('b', { n: 2 });
    const saved = p.dump();
    const q = project();
    q.load(saved);
    expect(scanned(q)).toEqual(scanned(p));
    q.collection<Thing>('things').update('c', { n: 3 });
    expect(scanned(q)).toEqual(['a:0', 'b:2', 'c:3']);
  });

  it('lets an id whose tombstone was forgotten be created again, and finds it afterwards', () => {
    const p = project(0);
    const things = p.collection<Thing>('things');
    things.create({ id: 'x', n: 1 });
    things.remove('x');
    things.create({ id: 'x', n: 2 });
    expect(things.get('a')?.n).toBe(0);
    expect(things.get('x')?.n).toBe(2);
    expect(scanned(p, 0, true)).toEqual(['a:0', 'b:0', 'x:2']);
  });

  it('patches the given fields over the current record, keeping id and created_at', () => {
    const p = project();
    const things = p.collection<Thing & { label?: string }>('things');
    const patched = things.patch('a', { label: 'x', id: 'other', created_at: 'never' });
    expect(patched).toEqual({ id: 'a', n: 0, label: 'x', created_at: stamp.created_at, updated_at: '2026-02-01T00:00:00.000Z' });
    expect(things.get('a')).toBe(patched);
  });

  it('saves changes as plain entries, without the store\'s bookkeeping', () => {
    const p = project();
    p.collection<Thing>('things').update('a', { n: 1 });
    p.collection<Thing>('things').update('a', { n: 2 });
    const saved = JSON.parse(JSON.stringify(p.dump()));
    expect(saved.collections.things).toEqual([{ seq: 4, id: 'a', updatedAtMs: Date.parse('2026-02-01T00:00:00.001Z'), record: { id: 'a', n: 2, created_at: stamp.created_at, updated_at: '2026-02-01T00:00:00.001Z' } }]);
  });
});
