/**
 * Finding 2 (continued): failed authentications are limited per client address and project,
 * with Retry-After; `X-Forwarded-For` counts only from a trusted proxy.
 */
import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';

const direct = useSandbox({ authFailures: { limit: 5, windowSeconds: 60 } });
const proxied = useSandbox({ authFailures: { limit: 3, windowSeconds: 60 }, trustedProxies: ['127.0.0.1', '::1'] });

describe('failed authentications are limited', () => {
  it('answers 429 with Retry-After once an address used up its failures in a project, valid tokens included', async () => {
    const project = direct.newProject();
    for (let i = 0; i < 5; i++) expect((await direct.call('GET', '/v2/registry/devices', { token: `guess${i}` })).status).toBe(401);
    const blocked = await direct.call('GET', '/v2/registry/devices', { token: 'guess6' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await direct.call('GET', '/v2/registry/devices')).status).toBe(429);
    // Sign-in guesses count too.
    expect((await direct.call('POST', '/v3/auth/sessions', { token: null, body: { username: 'x', password: 'y' } })).status).toBe(429);
    expect((await direct.call('GET', '/v2/registry/devices', { project: `${project}-other` })).status).toBe(200);
  });

  it('counts guesses without X-Service-Project against the project a routable token names (its hint)', async () => {
    const project = direct.newProject();
    for (let i = 0; i < 5; i++) expect((await direct.call('GET', '/v2/registry/devices', { project: null, token: `smt_${project}~guess${i}` })).status).toBe(401);
    const minted = await direct.admin('POST', '/tokens', { role: 'viewer', projects: [project] });
    expect((await direct.call('GET', '/v2/registry/devices', { project: null, token: minted.body.access_token })).status).toBe(429);
    expect((await direct.call('GET', '/v2/registry/devices', { project: `${project}-other` })).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    direct.newProject();
    for (let i = 0; i < 5; i++) {
      expect((await direct.call('GET', '/v2/registry/devices', { token: 'nope', headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status).toBe(401);
    }
    expect((await direct.call('GET', '/v2/registry/devices', { headers: { 'x-forwarded-for': '203.0.113.99' } })).status).toBe(429);
  });

  it('counts by the forwarded address behind a trusted proxy', async () => {
    const project = proxied.newProject();
    const from = (ip: string, token?: string) => send(`${proxied.url}/v2/registry/devices`, 'GET', { project, token: token ?? proxied.token, headers: { 'x-forwarded-for': `${ip}, 127.0.0.1` } });
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.7', 'nope')).status).toBe(401);
    expect((await from('198.51.100.7')).status).toBe(429);
    expect((await from('198.51.100.8')).status).toBe(200);
  });
});
