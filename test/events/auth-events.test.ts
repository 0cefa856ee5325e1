import { afterAll, describe, expect, it } from 'vitest';
import { activeSeeded, signIn } from '../auth/helpers.js';
import { useSandbox } from '../helpers/sandbox.js';
import { catalogueProblems, checkAgainst, startReceiver, subscribe, verify, waitFor } from './receiver.js';

const h = useSandbox();
const rx = await startReceiver(undefined, checkAgainst(h));
afterAll(() => rx.close());


describe('Auth API events arrive as signed webhooks', () => {
  it('delivers signin.failed for a refused sign-in and session.revoked for a sign-out', async () => {
    h.newProject();
    const sub = await subscribe(h, rx.url, ['signin.failed', 'signin.succeeded', 'session.created', 'session.revoked']);
    const user = activeSeeded(h);
    const refused = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: user.userName, password: 'wrong password' } });
    expect(refused.status).toBe(401);
    const session = await signIn(h, user.userName);
    expect((await h.call('DELETE', `/v3/auth/sessions/${session.id}`, { token: session.access_token })).status).toBe(204);

    await waitFor(() => rx.received.length >= 4, 'four deliveries');
    const payloads = rx.received.map((r) => verify(sub.secret, r) as any);
    const byType = Object.fromEntries(payloads.map((p) => [p.type, p]));
    expect(Object.keys(byType).sort()).toEqual(['session.created', 'session.revoked', 'signin.failed', 'signin.succeeded']);
    expect(byType['signin.failed'].data).toEqual({ username: user.userName, user_id: user.id, reason: 'invalid_credentials' });
    expect(byType['session.revoked'].data).toEqual({ session_id: session.id, user_id: user.id, reason: 'signed_out' });
    expect(JSON.stringify(payloads)).not.toContain(session.access_token);
    for (const p of payloads) expect(await catalogueProblems(h, p)).toEqual([]);
  });
});
