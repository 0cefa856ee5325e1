import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ quota: { limit: 5, windowSeconds: 60 } });

describe('quota (configured; spec §8 gives no size, so it is off by default)', () => {
  it('refuses calls over the quota with 429 quota_exceeded until the window rolls over on the clock', async () => {
    const token = (await h.admin('POST', '/tokens', { role: 'viewer', projects: '*' })).body.access_token;
    for (let i = 0; i < 5; i++) expect((await h.call('GET', '/v2/registry/devices?limit=1', { token })).status).toBe(200);
    const r = await h.call('GET', '/v2/registry/devices?limit=1', { token });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('quota_exceeded');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    await h.admin('POST', '/clock', { advance_seconds: 60 });
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token })).status).toBe(200);
  });
});
