/**
 * The default limit, 200 calls per second per token, on a sliding window of the monotonic clock.
 * The test holds that clock still and moves it itself (`performance.now`, which the limiter reads
 * through `monotonicMs`), so the counts are exact however long the machine takes to send them:
 * a loaded machine can neither let a broken limit pass nor fail a sound one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

async function mint(): Promise<string> {
  return (await h.admin('POST', '/tokens', { role: 'viewer', projects: '*' })).body.access_token;
}

/** `performance.now()` held at what the test sets (ms after the start of the test). */
function heldClock(): { at(ms: number): void } {
  const start = performance.now();
  let offset = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => start + offset);
  return { at: (ms) => void (offset = ms) };
}

async function burst(token: string, n: number): Promise<{ ok: number; limited: number; replies: Awaited<ReturnType<typeof h.call>>[] }> {
  const replies = await Promise.all(Array.from({ length: n }, () => h.call('GET', '/v2/registry/devices?limit=1', { token })));
  return { ok: replies.filter((r) => r.status === 200).length, limited: replies.filter((r) => r.status === 429).length, replies };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the default rate limit is 200 requests per second per token (spec §8)', () => {
  it('admits exactly 200 of a burst of 260 that arrives within one second', async () => {
    const token = await mint();
    heldClock();
    const { ok, limited, replies } = await burst(token, 260);
    expect([ok, limited]).toEqual([200, 60]);
    expect(replies.find((r) => r.status === 200)!.headers.get('ratelimit-policy')).toBe('"default";q=200;w=1');
  });

  it('never admits more than 200 calls in any one-second window: the window slides', async () => {
    const token = await mint();
    const clock = heldClock();
    clock.at(0);
    expect((await burst(token, 150)).ok).toBe(150);
    clock.at(500);
    expect((await burst(token, 100)).ok).toBe(50); // 150 + 50 within (-500, 500]
    clock.at(999);
    expect((await burst(token, 10)).ok).toBe(0); // still 200 within (-1, 999]
    clock.at(1000.5);
    expect((await burst(token, 200)).ok).toBe(150); // the 150 of t=0 left; the 50 of t=500 remain
    clock.at(1500.5);
    expect((await burst(token, 100)).ok).toBe(50); // the 50 of t=500 left
  });
});
