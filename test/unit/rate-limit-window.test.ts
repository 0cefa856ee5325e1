import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from '../../src/core/rate-limit.js';

describe('the sliding window at fractional milliseconds (performance.now())', () => {
  it('says a fresh window ends in one second, not two', () => {
    let now = 1000.1507; // (1000.1507 + 1000) - 1000.1507 is a hair over 1000
    const limiter = new SlidingWindowLimiter(2, 1000, () => now);
    expect(limiter.take('t', 1)).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 1 });
    now += 0.25;
    expect(limiter.take('t', 1)).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 1 });
    expect(limiter.take('t', 1)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });
});
