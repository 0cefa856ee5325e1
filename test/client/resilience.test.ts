import { describe, expect, it } from 'vitest';
import { createPlatformClient, RateLimitError } from '../../src/client/index.js';
import { useSandbox } from '../helpers/sandbox.js';

// 10/s keeps a burst of 30 over the limit even on a loaded machine.
const h = useSandbox({ rateLimit: { perSecond: 10 } });

const client = (project = h.newProject(), token: string = h.token) => createPlatformClient({ baseUrl: h.url, project, token });

describe('resilience', () => {
  it('waits out 429 by Retry-After and finishes every call', async () => {
    const token = (await h.admin('POST', '/tokens', { role: 'viewer', projects: '*' })).body.access_token;
    const c = client(h.newProject(), token);
    const replies = await Promise.all(Array.from({ length: 30 }, () => c.devices.list({ limit: 1 })));
    expect(replies.every((r) => r.data.length === 1)).toBe(true);
    const journal = await h.admin('GET', `/journal?limit=1000`);
    const limited = journal.body.data.filter((e: any) => e.status === 429 && e.request_headers.authorization);
    expect(limited.length).toBeGreaterThan(0);
  });

  it('gives up with a RateLimitError after the allowed number of waits', async () => {
    const token = (await h.admin('POST', '/tokens', { role: 'viewer', projects: '*' })).body.access_token;
    const c = createPlatformClient({ baseUrl: h.url, project: h.newProject(), token, maxRateLimitRetries: 0 });
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => c.devices.list({ limit: 1 })));
    const rejected = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected[0].reason).toBeInstanceOf(RateLimitError);
  });

  it('fails clearly on an expired token when it has no refresh token', async () => {
    const token = (await h.admin('POST', '/tokens', { role: 'viewer', projects: '*', ttl_seconds: 30 })).body.access_token;
    const c = client(h.newProject(), token);
    await h.admin('POST', '/clock', { advance_seconds: 31 });
    const err = await c.devices.list().catch((e) => e);
    expect(err.name).toBe('AuthenticationError');
    expect(err.status).toBe(401);
  });
});
