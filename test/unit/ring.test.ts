/** The ring buffer every traffic-fed log is bounded by: the same as an array model under any mix of operations. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RingBuffer } from '../../src/core/ring.js';

describe('RingBuffer', () => {
  it('keeps the newest `capacity` items, oldest first, through pushes, shifts and clears', () => {
    const op = fc.oneof(fc.record({ push: fc.integer() }), fc.constant('shift' as const), fc.constant('clear' as const));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.array(op, { maxLength: 60 }), (capacity, ops) => {
        const ring = new RingBuffer<number>(capacity);
        let model: number[] = [];
        for (const o of ops) {
          if (o === 'shift') expect(ring.shift()).toBe(model.shift());
          else if (o === 'clear') {
            ring.clear();
            model = [];
          } else {
            ring.push(o.push);
            model.push(o.push);
            if (model.length > capacity) model.shift();
          }
          expect(ring.toArray()).toEqual(model);
          expect(ring.size).toBe(model.length);
        }
      }),
    );
  });
});
