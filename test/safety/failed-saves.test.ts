/**
 * Review round 2, finding 8: with saves failing, 20 of 20 writes answered 201 and health said
 * "ok"; only the log knew. Now health answers `degraded` with the reason and since when, and every
 * write's answer carries `X-Sandbox-Degraded` from the first failure until a save succeeds again.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/server.js';
import { tempDirs } from '../persistence/helpers.js';
import { rawRequest } from './raw-http.js';

const tempDir = tempDirs();
const TOKEN = 'failed-saves-operator-token-0123456789';

describe('failed saves', () => {
  it('are reported in health (degraded, reason, since) and in each write\'s answer until a save succeeds', async () => {
    const dir = tempDir();
    const sb = await startSandbox({ port: 0, logLevel: 'silent', persist: dir, persistDelayMs: 10, operatorToken: TOKEN });
    const write = (n: number) =>
      rawRequest(`${sb.url}/v2/registry/devices`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'x-service-project': 'saves', 'content-type': 'application/json' }, body: JSON.stringify({ name: 'd', serial_number: `SAVE-${n}` }) });
    const health = async () => (await rawRequest(`${sb.url}/_sandbox/health`)).json;
    try {
      expect((await write(0)).headers['x-sandbox-degraded']).toBeUndefined();
      await sb.persistence!.flush();
      // The projects directory becomes a file: every save fails from now on (root ignores a chmod).
      const projects = join(dir, 'projects');
      renameSync(projects, `${projects}.away`);
      writeFileSync(projects, 'not a directory');
      expect((await write(1)).status).toBe(201);
      await expect(sb.persistence!.flush()).rejects.toThrow();
      const degraded = await health();
      expect(degraded.status).toBe('degraded');
      expect(degraded.degraded.reason).toMatch(/saving the state fails: .*(ENOTDIR|EEXIST|not a directory)/);
      expect(Date.parse(degraded.degraded.since)).toBeGreaterThan(0);
      for (let n = 2; n < 5; n++) {
        const r = await write(n);
        expect(r.status).toBe(201);
        expect(r.headers['x-sandbox-degraded']).toContain(`since ${degraded.degraded.since}`);
      }
      // Reads say nothing; once the disk takes the state again, neither do writes.
      expect((await rawRequest(`${sb.url}/v2/registry/devices?limit=1`, { headers: { authorization: `Bearer ${TOKEN}`, 'x-service-project': 'saves' } })).headers['x-sandbox-degraded']).toBeUndefined();
      rmSync(projects);
      mkdirSync(projects, { mode: 0o700 });
      await sb.persistence!.flush();
      expect((await health()).status).toBe('ok');
      expect((await write(5)).headers['x-sandbox-degraded']).toBeUndefined();
    } finally {
      await sb.stop();
    }
  });
});
