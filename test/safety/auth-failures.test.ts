/**
 * Failed authentications are limited, and nobody can lock anyone else out with them (review round
 * 2, findings 5 and 12). Tokens: past the limit per (address, claimed project) a wrong token
 * answers 429, a valid one is still served. Passwords: a lock-out per (address, username), and a
 * growing delay per username over all addresses that never refuses the right password. The
 * admin token: compared in constant time, its own limit, the right token always accepted.
 * `X-Forwarded-For` counts only from a trusted proxy, by its rightmost untrusted address.
 */
import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';
import { ui } from '../dashboard/ui-client.js';
import { rawRequest } from './raw-http.js';

const ADMIN = 'auth-failures-admin-token-0123456789';
const direct = useSandbox({ authFailures: { limit: 5, windowSeconds: 60 }, signinFailureLimit: 3, adminToken: ADMIN });
const proxied = useSandbox({ authFailures: { limit: 3, windowSeconds: 60 }, trustedProxies: ['127.0.0.1', '::1', '10.0.0.0/8'] });

const seeded = () => (direct.sb.seededUsers() as any[]).filter((u) => u.active);
const signInFrom = (from: string, project: string, username: string, password: string) =>
  rawRequest(`${direct.url}/v3/auth/sessions`, { method: 'POST', from, headers: { 'content-type': 'application/json', 'x-service-project': project }, body: JSON.stringify({ username, password }) });

describe('failed authentications with tokens', () => {
  it('answers 429 with Retry-After to wrong tokens past the limit, and still serves valid tokens from that address', async () => {
    const project = direct.newProject();
    for (let i = 0; i < 5; i++) expect((await direct.call('GET', '/v2/registry/devices', { token: `guess${i}` })).status).toBe(401);
    const blocked = await direct.call('GET', '/v2/registry/devices', { token: 'guess5' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await direct.call('GET', '/v2/registry/devices')).status).toBe(200);
    const minted = await direct.admin('POST', '/tokens', { role: 'viewer', projects: [project] });
    expect((await direct.call('GET', '/v2/registry/devices', { token: minted.body.access_token })).status).toBe(200);
    expect((await direct.call('GET', '/v2/registry/devices', { token: 'guess6' })).status).toBe(429);
  });

  it('counts guesses without X-Service-Project against the project a routable token names (its hint)', async () => {
    const project = direct.newProject();
    for (let i = 0; i < 5; i++) await direct.call('GET', '/v2/registry/devices', { project: null, token: `smt_${project}~guess${i}` });
    expect((await direct.call('GET', '/v2/registry/devices', { project: null, token: `smt_${project}~guess9` })).status).toBe(429);
    expect((await direct.call('GET', '/v2/registry/devices', { project: `${project}-other`, token: 'guess-other' })).status).toBe(401);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    direct.newProject();
    for (let i = 0; i < 5; i++) await direct.call('GET', '/v2/registry/devices', { token: 'nope', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    expect((await direct.call('GET', '/v2/registry/devices', { token: 'nope', headers: { 'x-forwarded-for': '203.0.113.99' } })).status).toBe(429);
  });

  it('behind a trusted proxy counts by the rightmost untrusted address: rotating or spoofing the leftmost changes nothing', async () => {
    const project = proxied.newProject();
    const from = (xff: string, token?: string) => send(`${proxied.url}/v2/registry/devices`, 'GET', { project, token: token ?? proxied.token, headers: { 'x-forwarded-for': xff } });
    // The attacker at 198.51.100.7 rotates what it writes itself; the proxy appends its real address.
    for (let i = 0; i < 3; i++) expect((await from(`203.0.113.${i}, 198.51.100.7`, 'nope')).status).toBe(401);
    expect((await from('203.0.113.50, 198.51.100.7', 'nope')).status).toBe(429);
    // Spoofing a victim's address on the left locks nobody out: the victim's own calls count by theirs.
    expect((await from('198.51.100.8, 198.51.100.8', 'nope')).status).toBe(401);
    // Every hop trusted (a client inside the pod range): the hop nearest to us, not the one it wrote.
    for (let i = 0; i < 3; i++) await from(`10.9.9.${i}, 10.1.2.3`, 'nope');
    expect((await from('10.9.9.77, 10.1.2.3', 'nope')).status).toBe(429);
    expect((await from('10.9.9.77, 10.1.2.4', 'nope')).status).toBe(401);
  });
});

describe('failed sign-ins', () => {
  it('lock out the guessing address for that username only; the right password from elsewhere still signs in', async () => {
    const project = direct.newProject();
    const user = seeded()[0];
    for (let i = 0; i < 3; i++) expect((await signInFrom('127.0.0.2', project, user.userName, `bad${i}`)).status).toBe(401);
    const locked = await signInFrom('127.0.0.2', project, user.userName, user.userName);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInFrom('127.0.0.1', project, user.userName, user.userName)).status).toBe(201);
    expect((await signInFrom('127.0.0.2', project, seeded()[1].userName, seeded()[1].userName)).status).toBe(201);
  });

  it('slow down checks of a username guessed from many addresses, never refusing its right password', async () => {
    const project = direct.newProject();
    const user = seeded()[2];
    for (const from of ['127.0.0.3', '127.0.0.4', '127.0.0.5']) for (let i = 0; i < 2; i++) expect((await signInFrom(from, project, user.userName, `bad-${from}-${i}`)).status).toBe(401);
    // Six failures over all addresses against a limit of 3: the next check waits 50 ms x 2^3.
    const started = performance.now();
    const right = await signInFrom('127.0.0.1', project, user.userName, user.userName);
    expect(right.status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
  });
});

describe('the admin token', () => {
  const controlWith = (token: string) => send(`${direct.url}/_sandbox/journal?limit=1`, 'GET', { token: null, project: null, headers: { authorization: `Bearer ${token}` }, ...{} });

  it('has its own failed-authentication limit on the control API; the right token is still accepted', async () => {
    const wrong = () => rawRequest(`${direct.url}/_sandbox/journal?limit=1`, { from: '127.0.0.6', headers: { authorization: 'Bearer wrong-admin-token' } });
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.json.type).toBe('urn:platform-sandbox:problem:rate-limited');
    const right = await rawRequest(`${direct.url}/_sandbox/journal?limit=1`, { from: '127.0.0.6', headers: { authorization: `Bearer ${ADMIN}` } });
    expect(right.status).toBe(200);
    expect((await controlWith(`${ADMIN}x`)).status).toBe(401);
  });

  it('signs the real admin in on the dashboard after others guessed wrong from the same address', async () => {
    // The control API's and the dashboard's wrong admin tokens count together per address.
    for (let i = 0; i < 5; i++) expect([401, 429]).toContain((await ui(direct, '/sign-in', { form: { token: `wrong-${i}` } })).status);
    expect((await ui(direct, '/sign-in', { form: { token: 'wrong-again' } })).status).toBe(429);
    const right = await ui(direct, '/sign-in', { form: { token: ADMIN } });
    expect(right.status).toBe(303);
    expect(right.headers.get('set-cookie')).toContain('sandbox_ui=');
  });
});
