/**
 * Review round 2, finding 9: in the default mode without `--persist`, 257 sign-ins with the
 * banner's credentials, each making a project, evicted a victim's project and its data was gone.
 * An evicted project with changes spills to disk and comes back whole (issue 35's spill); the
 * memory cap is set low here (4 projects).
 */
import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ maxProjects: 4 });

describe('eviction without --persist', () => {
  it('keeps a victim\'s changed project through sign-ins that make other projects', async () => {
    const victim = h.newProject();
    const device = await h.call('POST', '/v2/registry/devices', { body: { name: 'Kept', serial_number: 'SPILL-1' } });
    expect(device.status).toBe(201);
    const user = (h.sb.seededUsers() as any[]).find((u) => u.active);
    for (let i = 0; i < 10; i++) {
      const r = await send(`${h.url}/v3/auth/sessions`, 'POST', { token: null, project: `banner-${i}`, body: { username: user.userName, password: user.userName } });
      expect(r.status).toBe(201);
      // Each session is used at once, so its project is as recently used as the victim's (item 10 spares neither).
      expect((await send(`${h.url}/v2/registry/devices?limit=1`, 'GET', { token: r.body.access_token, project: `banner-${i}` })).status).toBe(200);
    }
    expect(h.sb.deps.store.peek(victim)).toBeUndefined();
    const back = await h.call('GET', `/v2/registry/devices/${device.body.id}`, { project: victim });
    expect(back.status).toBe(200);
    expect(back.body.name).toBe('Kept');
  });
});
