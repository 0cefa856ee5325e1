/**
 * Review round 2, finding 6: 99,999 provisioning sessions opened by admins of 11 projects evicted
 * another tenant's never-expiring minted token and its session token (200 -> 401). Sessions and
 * tokens are now bounded per project through the bound checker (20 sessions, 30 tokens here): a
 * tenant at its bound is refused (507 naming it), and nobody else's token is touched.
 */
import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ shared: true, adminToken: 'token-bounds-admin-0123456789', bounds: { sessionsPerProject: 20, tokensPerProject: 30, tokensTotal: 2000 } });

const mint = async (projects: string[], ttl_seconds: number | null = 3600) => (await h.admin('POST', '/tokens', { role: 'admin', projects, ttl_seconds })).body.access_token as string;
const devices = (token: string) => send(`${h.url}/v2/registry/devices?limit=1`, 'GET', { token, project: null });
const provision = (token: string) => send(`${h.url}/v3/auth/sessions`, 'POST', { token, project: null, body: { kind: 'provisioning' } });

describe('sessions and tokens are bounded per project', () => {
  it('refuses a flooding tenant at its own bound and never evicts another tenant\'s tokens', async () => {
    const victimMinted = await mint(['victim'], null);
    expect((await devices(victimMinted)).status).toBe(200);
    const victimSession = (await provision(victimMinted)).body.access_token as string;
    expect((await devices(victimSession)).status).toBe(200);

    const admins = await Promise.all(Array.from({ length: 11 }, (_, i) => mint([`flood-${i}`])));
    let refused = 0;
    for (const admin of admins) {
      for (let i = 0; i < 25; i++) {
        const r = await provision(admin);
        if (r.status === 507) {
          refused++;
          expect(r.body.bound).toBe('sessions_per_project');
          expect(r.body.detail).toContain('--max-sessions-per-project');
        } else expect(r.status).toBe(201);
      }
    }
    expect(refused).toBe(11 * 5);
    expect((await devices(victimMinted)).status).toBe(200);
    expect((await devices(victimSession)).status).toBe(200);
  });

  it('refuses tokens past the per-project bound once its dead tokens are dropped', async () => {
    const admin = await mint(['mint-flood']);
    // Minted tokens for one project count against it: 30 in all (the admin's own included).
    let refused = 0;
    for (let i = 0; i < 35; i++) {
      const r = await h.admin('POST', '/tokens', { role: 'viewer', projects: ['mint-flood'], ttl_seconds: 60 });
      if (r.status === 507) {
        refused++;
        expect(r.body.bound).toBe('tokens_per_project');
      } else expect(r.status).toBe(201);
    }
    expect(refused).toBe(6);
    expect((await devices(admin)).status).toBe(200);
    // Once they have expired they make room.
    await h.admin('POST', '/clock', { advance_seconds: 61 });
    expect((await h.admin('POST', '/tokens', { role: 'viewer', projects: ['mint-flood'], ttl_seconds: 60 })).status).toBe(201);
  });
});
