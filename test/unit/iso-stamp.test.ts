import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOfMs } from '../../src/core/clock.js';

describe('stamps formatted a second at a time', () => {
  it('equal Date#toISOString for any moment, in any order of calls', () => {
    const moment = fc.oneof(
      fc.integer({ min: -8.64e15, max: 8.64e15 }),
      fc.integer({ min: 1_767_225_599_000, max: 1_767_225_601_999 }),
      fc.double({ min: -1e13, max: 1e13, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(moment, { minLength: 1, maxLength: 20 }), (moments) => {
        for (const ms of moments) expect(isoOfMs(ms)).toBe(new Date(ms).toISOString());
      }),
    );
  });

  it('throw as Date#toISOString does for a moment a Date cannot hold', () => {
    expect(() => isoOfMs(8.64e15 + 1)).toThrow(RangeError);
    expect(() => isoOfMs(Number.NaN)).toThrow(RangeError);
  });
});
