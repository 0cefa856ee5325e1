/**
 * Review round 2, finding 10: in `--shared --persist`, 80 wrong-password sign-ins caused 80 disk
 * loads and 91 evictions. A call without credentials may load a saved project at most
 * `--unauthenticated-loads` times a minute per address (3 here), and never pushes out a project
 * that served an authenticated call in the last minute.
 */
import { describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { tempDirs } from '../persistence/helpers.js';
import { rawRequest } from './raw-http.js';

const tempDir = tempDirs();
const TOKEN = 'unauthenticated-loads-operator-token-01234';
const options = { port: 0, logLevel: 'silent' as const, shared: true, operatorToken: TOKEN, maxProjects: 2, persistDelayMs: 10, unauthenticatedLoadsPerMinute: 3 };

const use = (sb: Sandbox, project: string) => rawRequest(`${sb.url}/v2/registry/devices?limit=1`, { headers: { authorization: `Bearer ${TOKEN}`, 'x-service-project': project } });
const wrongSignIn = (sb: Sandbox, project: string, from: string) =>
  rawRequest(`${sb.url}/v3/auth/sessions`, { method: 'POST', from, headers: { 'content-type': 'application/json', 'x-service-project': project }, body: JSON.stringify({ username: 'nobody', password: 'wrong' }) });

describe('loads caused by calls without credentials', () => {
  it('are limited per address and never evict a project an authenticated caller used in the last minute', async () => {
    const dir = tempDir();
    // One save, at stop (none between the calls, whatever their pace): the two projects in memory then are the last saved, so they load at the next start.
    const first = await startSandbox({ ...options, persist: dir, persistDelayMs: 600_000 });
    // A project is saved once it changed: one device each.
    for (let i = 1; i <= 6; i++) {
      const r = await rawRequest(`${first.url}/v2/registry/devices`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'x-service-project': `load-${i}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'd', serial_number: `L-${i}` }) });
      expect(r.status).toBe(201);
    }
    await first.stop();

    const sb = await startSandbox({ ...options, persist: dir });
    try {
      const state = (id: string) => sb.deps.store.state(id);
      expect([state('load-5'), state('load-6')]).toEqual(['loaded', 'loaded']);
      expect((await use(sb, 'load-6')).status).toBe(200);
      // Three loads from one address: each pushes out a project no authenticated call used lately.
      for (const id of ['load-1', 'load-2', 'load-3']) expect((await wrongSignIn(sb, id, '127.0.0.2')).status, id).toBe(401);
      expect(state('load-6')).toBe('loaded');
      const fourth = await wrongSignIn(sb, 'load-4', '127.0.0.2');
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect(state('load-4')).toBe('saved');
      // Both projects in memory now served an authenticated call: no call without credentials pushes them out.
      expect((await use(sb, 'load-4')).status).toBe(200);
      const full = await wrongSignIn(sb, 'load-1', '127.0.0.3');
      expect(full.status).toBe(503);
      expect(full.json.type).toBe('urn:platform-sandbox:problem:project-capacity');
      expect([state('load-4'), state('load-6'), state('load-1')]).toEqual(['loaded', 'loaded', 'saved']);
      // An authenticated call still loads what it needs.
      expect((await use(sb, 'load-2')).status).toBe(200);
    } finally {
      await sb.stop();
    }
  });
});
