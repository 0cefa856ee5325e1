/**
 * The ready-made scenarios against a client that does what their descriptions ask: the typed
 * client of this package (it honours Retry-After, refreshes once, retries safe requests).
 */
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../src/client/index.js';
import { activeSeeded } from '../auth/helpers.js';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

async function activate(project: string, body: object): Promise<void> {
  const r = await h.admin('POST', `/scenarios/projects/${project}`, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

async function faultsIn(project: string): Promise<string[]> {
  const j = await h.admin('GET', `/journal?project=${project}&limit=1000`);
  return j.body.data.flatMap((e: any) => e.faults.map((f: any) => `${f.scenario}#${f.rule}:${f.kind}`));
}

// Fixed project names: fault decisions are keyed by (seed, project, rule), so these runs repeat exactly.
describe('a client that follows the advice gets through the ready-made scenarios', () => {
  it('rate-limit-storm: waits out the storms by Retry-After and every call succeeds', async () => {
    const project = 'client-storm';
    await activate(project, { name: 'rate-limit-storm', seed: 5 });
    const client = createPlatformClient({ baseUrl: h.url, project, token: h.token });
    for (let i = 0; i < 20; i++) expect((await client.devices.list({ limit: 1 })).data).toHaveLength(1);
    expect((await faultsIn(project)).filter((f) => f === 'rate-limit-storm#0:rate_limit').length).toBeGreaterThan(0);
  });

  it('expired-tokens: refreshes once per expiry and every call succeeds', async () => {
    const project = 'client-expiry';
    const user = activeSeeded(h);
    expect((await h.call('PUT', `/v3/auth/users/${user.id}/role`, { project, body: { role: 'viewer' } })).status).toBe(200);
    const session = (await h.call('POST', '/v3/auth/sessions', { project, token: null, body: { username: user.userName, password: user.userName } })).body;
    await activate(project, { name: 'expired-tokens', seed: 3 });
    const refreshed: string[] = [];
    const client = createPlatformClient({
      baseUrl: h.url,
      project,
      token: { accessToken: session.access_token, refreshToken: session.refresh_token },
      onTokens: (c) => refreshed.push(c.accessToken),
    });
    for (let i = 0; i < 25; i++) expect((await client.devices.list({ limit: 1 })).data).toHaveLength(1);
    const expiries = (await faultsIn(project)).filter((f) => f === 'expired-tokens#0:token_expired').length;
    expect(expiries).toBeGreaterThan(0);
    expect(refreshed).toHaveLength(expiries);
  });

  it('a write cut after it was applied, retried with its Idempotency-Key, is applied once', async () => {
    const project = h.newProject();
    await activate(project, {
      scenario: { name: 'cut-writes', description: 'x', rules: [{ match: { method: 'POST', path: '/v2/registry/devices', times: 1 }, fault: { kind: 'connection_reset', after_handler: true } }] },
    });
    const client = createPlatformClient({ baseUrl: h.url, project, token: h.token });
    const device = await client.devices.create({ name: 'once', serial_number: 'IDEMP-RESET' }, { idempotencyKey: 'create-once-1' });
    expect(device.serial_number).toBe('IDEMP-RESET');
    expect((await client.devices.list({ serial_number: 'IDEMP-RESET' })).data).toHaveLength(1);
    expect(await faultsIn(project)).toEqual(['cut-writes#0:connection_reset']);
    const replay = await h.call('POST', '/v2/registry/devices', { project, body: { name: 'once', serial_number: 'IDEMP-RESET' }, headers: { 'Idempotency-Key': 'create-once-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});
