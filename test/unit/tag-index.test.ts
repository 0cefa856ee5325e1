import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock.js';
import { FixtureBase, Project, type Entry, type StoredRecord } from '../../src/core/store.js';
import { matchesTagQuery, type TagQuery } from '../../src/core/tag-index.js';

interface Thing extends StoredRecord {
  tags: readonly string[];
}

const VOCABULARY = ['a', 'b', 'c', 'd', 'e'];
const stamp = (ms: number) => ({ created_at: new Date(ms).toISOString(), updated_at: new Date(ms).toISOString() });

/** 300 fixture records: `a` on nearly all (a bitmap in the base's index), `e` on few (a list). */
function project(maxTombstones: number): Project {
  const base = new FixtureBase();
  const things: Thing[] = [];
  for (let i = 0; i < 300; i++) {
    const tags = VOCABULARY.filter((t, k) => (k === 0 ? i % 7 !== 0 : k === 4 ? i % 41 === 0 : (i >> k) % 2 === 1));
    things.push({ id: `t${i}`, tags, ...stamp(Date.parse('2026-01-01T00:00:00Z') + i * 1000) });
  }
  base.add<Thing>({ name: 'things', tagsOf: (t) => t.tags }, things);
  const clock = new VirtualClock();
  clock.freeze(true);
  clock.setTo(Date.parse('2026-02-01T00:00:00Z'));
  return new Project('p', base, clock, { maxTombstones, tombstoneRetentionMs: 30 * 86_400_000 });
}

const show = (e: Entry<Thing>) => `${e.seq}:${e.id}:${e.record ? e.record.tags.join('+') : 'deleted'}`;

/** What the index must answer: every entry of the scan in change order, filtered record by record. */
function bruteForce(p: Project, after: number, includeDeleted: boolean, query: TagQuery): string[] {
  const out: string[] = [];
  p.collection<Thing>('things').scan(after, includeDeleted, (e) => {
    if (!e.record || matchesTagQuery(query, e.record.tags)) out.push(show(e));
  });
  return out;
}

function indexed(p: Project, after: number, includeDeleted: boolean, query: TagQuery, limit = Infinity): string[] {
  const out: string[] = [];
  p.collection<Thing>('things').scanTagged(after, includeDeleted, query, (e) => {
    if (out.length === limit) return false;
    out.push(show(e));
  });
  return out;
}

const tags = fc.uniqueArray(fc.constantFrom(...VOCABULARY, 'new'), { maxLength: 4 }).map((t) => t.sort());
const id = fc.oneof(fc.integer({ min: 0, max: 299 }).map((i) => `t${i}`), fc.integer({ min: 0, max: 20 }).map((i) => `n${i}`));
const op = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('write' as const), id, tags }), weight: 12 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), id }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('query' as const) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('restore' as const) }), weight: 1 },
  // Enough writes to compact the log (stale entries past 1,024).
  { arbitrary: fc.record({ kind: fc.constant('burst' as const), id, tags }), weight: 1 },
);
const query = fc.array(fc.array(fc.record({ tag: fc.constantFrom(...VOCABULARY, 'new', 'none'), negated: fc.boolean() }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });

describe('the tag index answers what a scan filtered record by record answers', () => {
  it('holds after random creates, changes, deletes, tombstone trims, compactions and restores', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), query, fc.integer({ min: 0, max: 400 }), fc.boolean(), (ops, q, skip, includeDeleted) => {
        const p = project(4);
        const things = p.collection<Thing>('things');
        const write = (target: string, t: readonly string[]) => (things.has(target) ? things.update(target, { tags: t }) : things.create({ id: target, tags: t }));
        for (const o of ops) {
          if (o.kind === 'write') write(o.id, o.tags);
          else if (o.kind === 'remove') things.remove(o.id);
          else if (o.kind === 'burst') for (let i = 0; i < 1100; i++) write(o.id, i % 2 ? o.tags : ['a']);
          else if (o.kind === 'restore') p.collection<Thing>('things').restore(things.changes());
          // A query of the changes makes the project's index, which the writes after it keep.
          else indexed(p, p.fixtures.lastSeq, true, q, 3);
        }
        // Any cursor: a fixture's seq, a change's, or none.
        const after = skip === 0 ? 0 : p.fixtures.lastSeq - 300 + skip;
        expect(indexed(p, after, includeDeleted, q)).toEqual(bruteForce(p, after, includeDeleted, q));
        const page = indexed(p, after, includeDeleted, q, 5);
        expect(page).toEqual(bruteForce(p, after, includeDeleted, q).slice(0, 5));
      }),
      { numRuns: 300, seed: 30 },
    );
  });

  it('leaves out the fixture records a project changed, and answers them from its changes', () => {
    const p = project(10);
    const things = p.collection<Thing>('things');
    const q: TagQuery = [[{ tag: 'e', negated: false }]];
    const before = indexed(p, 0, false, q).map((s) => s.split(':')[1]);
    expect(before).toEqual(['t0', 't41', 't82', 't123', 't164', 't205', 't246', 't287']);
    things.update('t41', { tags: ['b'] });
    things.update('t0', { tags: ['e'] });
    things.remove('t82');
    expect(indexed(p, 0, false, q).map((s) => s.split(':')[1])).toEqual(['t123', 't164', 't205', 't246', 't287', 't0']);
  });
});
