import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock.js';
import { FixtureBase, Project, defaultStoreLimits, type StoredRecord } from '../../src/core/store.js';

interface Thing extends StoredRecord {
  colour: string;
  tags: string[];
}

const stamp = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };

function project(): Project {
  const base = new FixtureBase();
  base.add<Thing>({ name: 'things', indexes: { colour: (t) => t.colour, tag: (t) => t.tags } }, [
    { id: 'a', colour: 'red', tags: ['x'], ...stamp },
    { id: 'b', colour: 'blue', tags: ['x', 'y'], ...stamp },
  ]);
  return new Project('p', base, new VirtualClock('2026-02-01T00:00:00Z'), defaultStoreLimits);
}

const ids = (things: Thing[]) => things.map((t) => t.id);

describe('findBy over fixtures and a project\'s changes', () => {
  it('follows creates, updates that change the indexed value, and removals', () => {
    const things = project().collection<Thing>('things');
    things.create({ id: 'c', colour: 'red', tags: ['y'] });
    expect(ids(things.findBy('colour', 'red'))).toEqual(['a', 'c']);
    things.update('a', { colour: 'green', tags: ['x'] });
    expect(ids(things.findBy('colour', 'red'))).toEqual(['c']);
    expect(ids(things.findBy('colour', 'green'))).toEqual(['a']);
    things.remove('b');
    expect(ids(things.findBy('tag', 'x'))).toEqual(['a']);
    expect(ids(things.findBy('tag', 'y'))).toEqual(['c']);
    things.update('c', { colour: 'red', tags: [] });
    expect(things.findBy('tag', 'y')).toEqual([]);
  });

  it('rebuilds from restored changes', () => {
    const p = project();
    const things = p.collection<Thing>('things');
    things.create({ id: 'c', colour: 'red', tags: [] });
    things.update('b', { colour: 'red', tags: [] });
    const dump = p.dump();
    const q = project();
    q.load(dump);
    expect(ids(q.collection<Thing>('things').findBy('colour', 'red'))).toEqual(['a', 'c', 'b']);
    expect(q.collection<Thing>('things').findBy('colour', 'blue')).toEqual([]);
  });

  it('refuses an index the collection does not have', () => {
    expect(() => project().collection<Thing>('things').findBy('size', 'L')).toThrow('no index size on things');
  });
});
