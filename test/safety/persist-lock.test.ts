/**
 * Review round 2, finding 7: two processes on one `--persist` directory both started, and the
 * next start failed ("projects/1-0.json: missing"). The directory is locked: a second process is
 * refused at start naming the holder; a holder that died (kill -9) leaves a stale lock, taken over.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/server.js';
import { spawnSandbox } from '../persistence/crash-harness.js';
import { tempDirs } from '../persistence/helpers.js';

const tempDir = tempDirs();

describe('one process per --persist directory', () => {
  it('refuses a second process naming the holder, takes over the lock of a killed one, and releases it at stop', async () => {
    const dir = tempDir();
    const holder = await spawnSandbox(dir);
    try {
      const second = startSandbox({ port: 0, logLevel: 'silent', persist: dir });
      await expect(second).rejects.toThrow(new RegExp(`in use by process ${holder.process.pid} on .+ since `));
    } finally {
      holder.process.kill('SIGKILL');
      await holder.exited;
    }
    expect(existsSync(`${dir}/state.json.lock`)).toBe(true);
    const next = await startSandbox({ port: 0, logLevel: 'silent', persist: dir });
    expect((await fetch(`${next.url}/_sandbox/health`)).status).toBe(200);
    await expect(startSandbox({ port: 0, logLevel: 'silent', persist: dir })).rejects.toThrow(`in use by process ${process.pid}`);
    await next.stop();
    expect(existsSync(`${dir}/state.json.lock`)).toBe(false);
    const again = await startSandbox({ port: 0, logLevel: 'silent', persist: dir });
    await again.stop();
  }, 30_000);
});
