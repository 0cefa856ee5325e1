import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushAtTurnEnd } from '../../src/http/turn-flush.js';

const turnEnd = () => new Promise<void>((resolve) => setImmediate(resolve));
const settledFlag = (p: Promise<unknown>) => {
  const state = { settled: false };
  p.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
};
/** Lets every queued microtask run, as many hops as a promise chain may take. */
const drainMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('answers released at the end of the turn', () => {
  it('holds answers ready in a turn until the turn is over, then releases each with its own response', async () => {
    const fetch = flushAtTurnEnd((req: Request) => new Response(new URL(req.url).pathname));
    const first = fetch(new Request('http://x/a'), {});
    const second = fetch(new Request('http://x/b'), {});
    const a = settledFlag(first);
    const b = settledFlag(second);
    await drainMicrotasks();
    expect([a.settled, b.settled]).toEqual([false, false]);
    await turnEnd();
    await drainMicrotasks();
    expect([a.settled, b.settled]).toEqual([true, true]);
    expect([await (await first).text(), await (await second).text()]).toEqual(['/a', '/b']);
  });

  it('releases an answer that is ready in a later turn at the end of that turn', async () => {
    let answer!: (res: Response) => void;
    const fetch = flushAtTurnEnd(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = fetch(new Request('http://x/slow'), {});
    const state = settledFlag(pending);
    await turnEnd();
    await turnEnd();
    expect(state.settled).toBe(false);
    answer(new Response('late', { status: 201 }));
    await drainMicrotasks();
    expect(state.settled).toBe(false);
    await turnEnd();
    const res = await pending;
    expect([res.status, await res.text()]).toEqual([201, 'late']);
  });

  it('passes a failure of the app through unchanged', async () => {
    const failure = new Error('the app failed');
    const fetch = flushAtTurnEnd(() => Promise.reject(failure));
    await expect(fetch(new Request('http://x/'), {})).rejects.toBe(failure);
  });
});

describe('answers released at the end of the turn, under fake timers', () => {
  afterEach(() => vi.useRealTimers());

  it('still releases answers when the test has faked the global timers', async () => {
    const fetch = flushAtTurnEnd(() => new Response('real time'));
    vi.useFakeTimers();
    const res = await fetch(new Request('http://x/'), {});
    expect(await res.text()).toBe('real time');
  });
});
