/**
 * Finding 2: tokens and webhook secrets came from the seeded stream the health check shows, so
 * they could be predicted; the default operator token was a constant per seed; failed
 * authentications were not limited. Two sandboxes of the same seed now draw different secrets.
 */
import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';

const a = useSandbox();
const b = useSandbox();

async function secretsOf(h: typeof a) {
  const project = 'same-name';
  const user = (h.sb.seededUsers() as any[]).find((u) => u.active);
  const session = await send(`${h.url}/v3/auth/sessions`, 'POST', { project, body: { username: user.userName, password: user.userName } });
  const minted = await h.admin('POST', '/tokens', { role: 'viewer', projects: [project] });
  const sub = await send(`${h.url}/events/subscriptions`, 'POST', { project, token: h.token, body: { url: 'https://example.test/hook', event_types: ['*'] } });
  expect([session.status, minted.status, sub.status]).toEqual([201, 201, 201]);
  return { operator: h.token, access: session.body.access_token, refresh: session.body.refresh_token, minted: minted.body.access_token, webhook: sub.body.secret, subId: sub.body.id };
}

describe('secrets are not drawn from the seed', () => {
  it('two sandboxes with the same seed give the same fixtures and ids but different secrets', async () => {
    const [x, y] = [await secretsOf(a), await secretsOf(b)];
    expect((await a.admin('GET', '/health')).body.seed).toBe((await b.admin('GET', '/health')).body.seed);
    expect(x.subId).toBe(y.subId);
    for (const k of ['operator', 'access', 'refresh', 'minted', 'webhook'] as const) expect(x[k], k).not.toBe(y[k]);
    expect(x.operator).toMatch(/^sbx_op_[A-Za-z0-9_-]{32}$/);
  });
});
