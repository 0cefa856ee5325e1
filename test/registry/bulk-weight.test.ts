import { describe, expect, it } from 'vitest';
import { useSandbox, type TestSandbox } from '../helpers/sandbox.js';

const limited = useSandbox({ fixtures: 'empty' });
const quoted = useSandbox({ fixtures: 'empty', rateLimit: { enabled: false }, quota: { limit: 25, windowSeconds: 60 } });

async function mint(h: TestSandbox): Promise<string> {
  return (await h.admin('POST', '/tokens', { role: 'editor', projects: '*' })).body.access_token;
}

const bulkCall = (h: TestSandbox, token: string) =>
  h.call('POST', '/v2/registry/devices/bulk', { token, body: { op: 'patch', items: [{ id: 'dev_none', tags: ['x'] }] } });
const requestsBulk = (h: TestSandbox, token: string) => h.call('PATCH', '/v2/registry/requests/bulk', { token, body: [{ id: 'req_none', status: 'open' }] });

describe('a bulk call weighs 10 (quota: spec §4 rule 3; rate limit: our convention)', () => {
  it('takes 10 units of the 200 per second of a token', async () => {
    limited.newProject();
    const token = await mint(limited);
    const first = await bulkCall(limited, token);
    expect(first.status).toBe(207);
    expect(first.headers.get('ratelimit')).toMatch(/^"default";r=190;t=\d+$/);
    const second = await requestsBulk(limited, token);
    expect(second.headers.get('ratelimit')).toMatch(/^"default";r=180;t=\d+$/);
    const plain = await limited.call('GET', '/v2/registry/devices?limit=1', { token });
    expect(plain.headers.get('ratelimit')).toMatch(/^"default";r=179;t=\d+$/);
  });

  it('admits 20 bulk calls in one second and refuses the 21st with 429', async () => {
    limited.newProject();
    const token = await mint(limited);
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 21 }, () => bulkCall(limited, token)));
    const elapsed = performance.now() - started;
    const statuses = replies.map((r) => r.status).sort();
    if (elapsed < 1000) {
      expect(statuses.filter((s) => s === 207)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      const refusal = replies.find((r) => r.status === 429)!;
      expect(refusal.body.code).toBe('rate_limited');
      expect(refusal.body.detail).toContain('weighs 10');
    }
  });

  it('counts 10 units per bulk call in a configured quota, and refuses what does not fit', async () => {
    quoted.newProject();
    const token = await mint(quoted);
    expect((await bulkCall(quoted, token)).status).toBe(207);
    expect((await requestsBulk(quoted, token)).status).toBe(207);
    const third = await bulkCall(quoted, token);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('quota_exceeded');
    // 20 of 25 units are used: five ordinary calls still fit, the sixth does not.
    for (let i = 0; i < 5; i++) expect((await quoted.call('GET', '/v2/registry/devices?limit=1', { token })).status).toBe(200);
    expect((await quoted.call('GET', '/v2/registry/devices?limit=1', { token })).status).toBe(429);
    await quoted.admin('POST', '/clock', { advance_seconds: 60 });
    expect((await bulkCall(quoted, token)).status).toBe(207);
  });
});
