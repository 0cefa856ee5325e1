import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameElements, TagSets } from '../../src/apis/registry/tag-sets.js';

const tag = fc.constantFrom('a', 'b', 'site:paris', 'fleet-1', 'B', 'a b', '"', ',');

describe('tag sets', () => {
  it('stores every list as its set, sorted and without repeats', () => {
    const sets = new TagSets();
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 6 }), (tags) => {
        expect(sets.of(tags)).toEqual([...new Set(tags)].sort());
      }),
    );
  });

  it('gives equal sets one frozen array, whatever order and repeats they came in', () => {
    const sets = new TagSets();
    const first = sets.of(['b', 'a']);
    sets.of(['other']);
    expect(sets.of(['a', 'b', 'a'])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('never changes or freezes the list it is given', () => {
    const input = ['b', 'a', 'b'];
    const sorted = ['x', 'y'];
    const sets = new TagSets();
    sets.of(input);
    sets.of(sorted);
    expect(input).toEqual(['b', 'a', 'b']);
    expect(Object.isFrozen(input) || Object.isFrozen(sorted)).toBe(false);
  });

  it('keeps sets apart whose joined text would be the same', () => {
    const sets = new TagSets();
    expect(sets.of(['a b'])).toEqual(['a b']);
    expect(sets.of(['a', 'b'])).toEqual(['a', 'b']);
    expect(sets.of(['a,b'])).toEqual(['a,b']);
  });

  it('holds at most its limit, starting afresh when full, and still answers every set', () => {
    const sets = new TagSets(3);
    const kept = ['t0', 't1', 't2'].map((t) => sets.of([t]));
    expect(sets.size).toBe(3);
    expect(sets.of(['t3'])).toEqual(['t3']);
    expect(sets.size).toBe(1);
    // An array given out before the reset is still the set's value, only no longer shared.
    expect(kept[0]).toEqual(['t0']);
    expect(sets.of(['t0'])).toEqual(['t0']);
    expect(sets.size).toBe(2);
  });

  it('compares lists element by element', () => {
    expect(sameElements([], [])).toBe(true);
    expect(sameElements(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameElements(['a'], ['a', 'b'])).toBe(false);
    expect(sameElements(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
