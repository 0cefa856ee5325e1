/**
 * `startSandbox` that fails part way releases what it had started (timers, listeners, hooks), so
 * nothing leaks and the process can exit; `stop()` runs every cleanup even when one fails.
 */
import { describe, expect, it } from 'vitest';
import { modules as allModules } from '../../src/apis/index.js';
import type { ApiModule } from '../../src/apis/module.js';
import type { Deps } from '../../src/deps.js';
import { startSandbox } from '../../src/server.js';

const options = { port: 0, seed: 7, logLevel: 'silent' as const, fixturesEpoch: '2026-01-01T00:00:00Z' };

/** A module that starts a timer and a reset hook, and says whether its cleanup ran. */
function timerModule(name: string) {
  const seen = { deps: undefined as Deps | undefined, ticking: false, cleaned: false };
  const module: ApiModule = {
    name,
    collections: [],
    start(deps) {
      seen.deps = deps;
      const timer = setInterval(() => {}, 60_000);
      const hook = () => {};
      deps.onReset.add(hook);
      seen.ticking = true;
      return () => {
        clearInterval(timer);
        deps.onReset.delete(hook);
        seen.cleaned = true;
      };
    },
  };
  return { module, seen };
}

function failing(name: string, when: 'start' | 'cleanup'): ApiModule {
  return {
    name,
    collections: [],
    start() {
      if (when === 'start') throw new Error(`${name} cannot start`);
      return () => {
        throw new Error(`${name} cannot stop`);
      };
    },
  };
}

describe('start-up that fails', () => {
  it('rejects with the module\'s error and runs the cleanups of every module started before it', async () => {
    const early = timerModule('early');
    const late = timerModule('late');
    const modules = [...allModules, early.module, failing('broken', 'start'), late.module];
    await expect(startSandbox(options, modules)).rejects.toThrow('broken cannot start');
    expect(early.seen).toMatchObject({ ticking: true, cleaned: true });
    expect(late.seen.ticking).toBe(false);
    // The platform modules' own hooks (auth's reset hook among them) are gone too: none is left
    // (per-project state is in slots, which a reset drops with the project).
    expect(early.seen.deps!.onReset.size).toBe(0);
  });

  it('releases everything when the port is taken', async () => {
    const first = await startSandbox(options, allModules);
    try {
      const early = timerModule('early');
      await expect(startSandbox({ ...options, port: first.port }, [...allModules, early.module])).rejects.toThrow(/EADDRINUSE/);
      expect(early.seen.cleaned).toBe(true);
      expect(early.seen.deps!.onReset.size).toBe(0);
    } finally {
      await first.stop();
    }
  });
});

describe('stop', () => {
  it('runs every cleanup even when an earlier one fails, then rejects with that failure', async () => {
    const after = timerModule('after');
    const sb = await startSandbox(options, [...allModules, failing('sticky', 'cleanup'), after.module]);
    await expect(sb.stop()).rejects.toThrow('sticky cannot stop');
    expect(after.seen.cleaned).toBe(true);
    expect(sb.deps.onReset.size).toBe(0);
  });
});
