import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock.js';
import { fixtureId } from '../../src/core/fixture-ids.js';
import { FixtureBase, Project, type StoredRecord } from '../../src/core/store.js';

interface Thing extends StoredRecord {
  n: number;
}

const t = '2026-01-01T00:00:00.000Z';

/**
 * Fixture ids found through a map, and fixture ids found by their number (decision 0018), with
 * created ids of the numbered form beside them (numbers 0 and past the last fixture's).
 */
const schemes = [
  { name: 'found by a map', prefix: undefined, fixtures: ['f0', 'f1', 'f2', 'f3', 'f4'], created: (k: number) => `x${k}` },
  {
    name: 'found by the number in the id',
    prefix: 'f_',
    fixtures: [1, 2, 3, 4, 5].map((n) => fixtureId('f_', n)),
    created: (k: number) => (k % 2 ? fixtureId('f_', k === 1 ? 0 : k) : `x${k}`),
  },
];

describe.each(schemes)("a project's log of changes, fixtures $name", ({ prefix, fixtures: FIXTURES, created }) => {
  function project(maxTombstones = 100_000): Project {
    const base = new FixtureBase();
    base.add({ name: 'before' }, [{ id: 'other', created_at: t, updated_at: t }]);
    base.add<Thing>({ name: 'things', fixtureIdPrefix: prefix }, FIXTURES.map((id, i) => ({ id, n: i, created_at: t, updated_at: t })));
    const clock = new VirtualClock('2026-02-01T00:00:00Z');
    clock.freeze(true);
    return new Project('p', base, clock, { maxTombstones, tombstoneRetentionMs: 30 * 86_400_000 });
  }

  function scanned(p: Project, after: number, deleted: boolean): string[] {
    const out: string[] = [];
    p.collection<Thing>('things').scan(after, deleted, (e) => {
      out.push(`${e.seq}:${e.id}:${e.record ? e.record.n : 'deleted'}`);
    });
    return out;
  }

  type Op = { kind: 'write' | 'remove'; id: number; n: number };

  it('scans like a model of the writes, from any sequence number, however often it was compacted', () => {
    const op = fc.record({ kind: fc.constantFrom<Op['kind']>('write', 'write', 'write', 'remove'), id: fc.nat({ max: 39 }), n: fc.nat({ max: 99 }) });
    fc.assert(
      // Long runs too: the log is compacted after 1,024 replaced entries.
      fc.property(fc.oneof(fc.array(op, { minLength: 1, maxLength: 50 }), fc.array(op, { minLength: 1100, maxLength: 4000 })), fc.array(fc.double({ min: -2, max: 3200, noNaN: true }), { minLength: 1, maxLength: 6 }), (ops, cursors) => {
        const p = project();
        const things = p.collection<Thing>('things');
        // The model: each id's latest seq and value; fixtures keep their base seq until changed.
        const model = new Map<string, { seq: number; n: number | null }>();
        FIXTURES.forEach((id, i) => model.set(id, { seq: things.base.entries[i].seq, n: i }));
        for (const { kind, id: k, n } of ops) {
          const id = k < FIXTURES.length ? FIXTURES[k] : created(k);
          const live = things.get(id) !== undefined;
          expect(things.get(id)?.n ?? null).toBe(model.get(id)?.n ?? null);
          if (kind === 'remove') {
            if (!live) continue;
            things.remove(id);
            model.set(id, { seq: p.seq, n: null });
          } else {
            if (live) things.update(id, { n });
            else things.create({ id, n });
            model.set(id, { seq: p.seq, n });
          }
        }
        expect(things.size).toBe([...model.values()].filter((v) => v.n !== null).length);
        for (const cursor of [...cursors, 0, things.base.entries[2].seq]) {
          for (const deleted of [false, true]) {
            const expected = [...model]
              .filter(([, v]) => v.seq > cursor && (deleted || v.n !== null))
              .sort((a, b) => a[1].seq - b[1].seq)
              .map(([id, v]) => `${v.seq}:${id}:${v.n ?? 'deleted'}`);
            expect(scanned(p, cursor, deleted)).toEqual(expected);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('forgets old tombstones past the bound while compacting, and keeps every live object', () => {
    const p = project(3);
    const things = p.collection<Thing>('things');
    const [f0, f1, f2, f3, f4] = FIXTURES;
    for (let i = 0; i < 3000; i++) {
      things.create({ id: `x${i}`, n: i });
      if (i % 2) things.update(`x${i}`, { n: -i });
      things.remove(`x${i}`);
      things.update(f1, { n: i });
    }
    const all = scanned(p, 0, true);
    expect(all.filter((line) => line.endsWith('deleted'))).toEqual([`${p.seq - 8}:x2997:deleted`, `${p.seq - 5}:x2998:deleted`, `${p.seq - 1}:x2999:deleted`]);
    expect(all.filter((line) => !line.endsWith('deleted'))).toEqual([`2:${f0}:0`, `4:${f2}:2`, `5:${f3}:3`, `6:${f4}:4`, `${p.seq}:${f1}:2999`]);
    expect(things.changes().map((e) => e.id)).toEqual(['x2997', 'x2998', 'x2999', f1]);
  });
});
