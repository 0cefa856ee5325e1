/**
 * The proxy is no open relay: with --proxy-credential a call needs a sandbox token and never
 * reaches the upstream without one; --shared without it refuses to start; hop-by-hop headers stay
 * behind; redirects come back unfollowed; cookies for the sandbox's own paths are dropped; a down
 * or slow upstream is 502 or 504 naming it, and nothing is recorded for it.
 */
import { request } from 'node:http';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { sendJson, startUpstream, type Upstream } from './upstream.js';
import { harOf, recordings } from './har.js';

const CREDENTIAL = 'Bearer upstream-credential-7f3a9c';
const quiet = { port: 0, seed: 7, logLevel: 'silent' as const, validateResponses: true };
/** Recording starts once the answer has gone out: a moment, then every queued entry written. */
const settle = async (sb: Sandbox) => {
  await new Promise((r) => setTimeout(r, 10));
  await sb.deps.proxy!.recorder!.flush();
};

/** A request with exactly these headers (fetch would refuse to send the hop-by-hop ones). */
function raw(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let upstream: Upstream;
let front: Sandbox;
const dir = mkdtempSync(join(tmpdir(), 'proxy-safety-'));

beforeAll(async () => {
  upstream = await startUpstream((hit, res) => {
    if (hit.url.endsWith('/redirect-me')) {
      res.writeHead(302, { location: '/v2/registry/devices/elsewhere', 'content-length': '0' });
      return res.end();
    }
    if (hit.url.endsWith('/cookies')) return sendJson(res, 200, { ok: true }, { 'set-cookie': ['a=1; Path=/', 'b=2; Path=/_sandbox/ui', 'sandbox_ui=stolen; Path=/', 'c=3; path=/_sandbox'] });
    sendJson(res, 200, { data: [], next_cursor: null, seen: hit.url });
  });
  front = await startSandbox({ ...quiet, proxy: { upstreams: [upstream.url], credential: CREDENTIAL, record: dir } });
});
afterAll(async () => {
  await front?.stop();
  await upstream?.close();
});

describe('with --proxy-credential', () => {
  it('a call without a valid sandbox token is 401 and never reaches the upstream', async () => {
    for (const authorization of [undefined, 'Bearer not-a-sandbox-token', CREDENTIAL]) {
      const res = await fetch(`${front.url}/v2/registry/devices`, { headers: { 'x-service-project': 'p1', ...(authorization && { authorization }) } });
      expect(res.status).toBe(401);
      expect(res.headers.get('x-sandbox-source')).toBe('emulated');
    }
    expect(upstream.hits).toHaveLength(0);
  });

  it('a valid token goes through: the configured credential replaces it, hop-by-hop headers stay behind', async () => {
    const res = await raw(`${front.url}/v2/registry/devices?limit=1`, 'GET', {
      authorization: `Bearer ${front.operatorToken}`,
      'x-service-project': 'p1',
      connection: 'keep-alive, x-hop',
      'x-hop': 'only-for-the-next-hop',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
      'x-sandbox-trace': 'for-the-sandbox-only',
      'x-end-to-end': 'kept',
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-sandbox-source']).toBe('proxy');
    const hit = upstream.hits.at(-1)!;
    expect(hit.url).toBe('/v2/registry/devices?limit=1');
    expect(hit.headers.authorization).toBe(CREDENTIAL);
    expect(hit.headers['x-end-to-end']).toBe('kept');
    expect(hit.headers['x-service-project']).toBe('p1');
    for (const name of ['x-hop', 'keep-alive', 'te', 'proxy-authorization', 'x-sandbox-trace']) expect(hit.headers[name], name).toBeUndefined();
    expect(hit.headers.host).toBe(new URL(upstream.url).host);
    expect(JSON.stringify(hit.headers)).not.toContain(front.operatorToken);
  });

  it('a redirect is passed back, not followed', async () => {
    const before = upstream.hits.length;
    const res = await fetch(`${front.url}/v2/registry/devices/redirect-me`, { redirect: 'manual', headers: { authorization: `Bearer ${front.operatorToken}`, 'x-service-project': 'p1' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/v2/registry/devices/elsewhere');
    expect(upstream.hits.length).toBe(before + 1);
  });

  it("drops an upstream cookie for /_sandbox or named as the dashboard's, keeps the others", async () => {
    const res = await fetch(`${front.url}/v2/registry/devices/cookies`, { headers: { authorization: `Bearer ${front.operatorToken}`, 'x-service-project': 'p1' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/']);
  });

  it('refuses a path with dot segments or encoded slashes, which could climb out of the routed operation upstream', async () => {
    const before = upstream.hits.length;
    for (const path of ['/v2/registry/devices/%2e%2e', '/v2/registry/devices/..%2f..%2f_admin', '/v2/registry/devices/a%5C..']) {
      const res = await raw(`${front.url}${path}`, 'GET', { authorization: `Bearer ${front.operatorToken}`, 'x-service-project': 'p1' });
      expect([400, 404], path).toContain(res.status);
    }
    expect(upstream.hits.length).toBe(before);
  });

  it('journals the proxied calls, marked as the proxy answered them', async () => {
    const journal = (await (await fetch(`${front.url}/_sandbox/journal?project=p1`)).json()) as { data: { path: string; source: string | null; status: number }[] };
    const cookies = journal.data.find((r) => r.path === '/v2/registry/devices/cookies')!;
    expect(cookies.source).toBe('proxy');
    const refused = journal.data.filter((r) => r.status === 401);
    expect(refused.length).toBe(3);
    expect(refused.every((r) => r.source === 'emulated')).toBe(true);
  });
});

describe('an upstream that is down or slow', () => {
  it('is 502 naming it when it cannot be reached, 504 when it does not answer in time; neither is recorded', async () => {
    const closed = await startUpstream(() => {});
    const downUrl = closed.url;
    await closed.close();
    const slow = await startUpstream(() => {}); // never answers
    const recordDir = mkdtempSync(join(tmpdir(), 'proxy-down-'));
    const sb = await startSandbox({ ...quiet, proxy: { upstreams: [`/v2/registry/devices=${downUrl}`, `/v1/assets=${slow.url}/api`], credential: CREDENTIAL, record: recordDir, timeoutMs: 300 } });
    try {
      const headers = { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'down' };
      const down = await fetch(`${sb.url}/v2/registry/devices`, { headers });
      expect(down.status).toBe(502);
      expect(down.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await down.json()) as { detail: string; upstream: string };
      expect(problem.upstream).toBe(downUrl);
      expect(problem.detail).toContain(downUrl);
      const t0 = Date.now();
      const late = await fetch(`${sb.url}/v1/assets/licenses`, { headers });
      expect(late.status).toBe(504);
      expect(Date.now() - t0).toBeLessThan(3000);
      expect(((await late.json()) as { upstream: string }).upstream).toBe(`${slow.url}/api`);
      expect(slow.hits[0]?.url ?? '(no hit yet)').toMatch(/^\/api\/v1\/assets\/licenses|no hit/);
      await sb.deps.proxy!.recorder!.flush();
      expect(existsSync(join(recordDir, 'down.har'))).toBe(false);
    } finally {
      await sb.stop();
      await slow.close();
    }
  });
});

describe('start errors', () => {
  it('--shared with --proxy and no --proxy-credential refuses to start', async () => {
    await expect(startSandbox({ ...quiet, shared: true, proxy: { upstreams: [upstream.url] } })).rejects.toThrow(/--shared with --proxy needs --proxy-credential/);
  });

  it('a --redact pointer that does not parse, or an upstream that is no http URL, refuses to start', async () => {
    await expect(startSandbox({ ...quiet, proxy: { upstreams: [upstream.url], redact: ['email'] } })).rejects.toThrow(/--redact "email" is not a JSON pointer/);
    await expect(startSandbox({ ...quiet, proxy: { upstreams: [upstream.url], redact: ['/a~2b'] } })).rejects.toThrow(/~ must be followed by 0 or 1/);
    await expect(startSandbox({ ...quiet, proxy: { upstreams: ['file:///etc/passwd'] } })).rejects.toThrow(/only http and https/);
    await expect(startSandbox({ ...quiet, proxy: { upstreams: ['https://user:pw@example.com'] } })).rejects.toThrow(/no credentials in the URL/);
  });
});

describe('without --proxy-credential (pass-through)', () => {
  it("sends the caller's Authorization unchanged and skips sandbox auth for proxied operations only", async () => {
    const sb = await startSandbox({ ...quiet, proxy: { upstreams: [upstream.url], operations: ['listDevices'] } });
    try {
      const res = await fetch(`${sb.url}/v2/registry/devices`, { headers: { authorization: 'Bearer real-platform-token-123', 'x-service-project': 'pt' } });
      expect(res.status).toBe(200);
      expect(upstream.hits.at(-1)!.headers.authorization).toBe('Bearer real-platform-token-123');
      // Not chosen by --proxy-operations: emulated, so the sandbox's own auth applies.
      const emulated = await fetch(`${sb.url}/v2/registry/devices/dev_0000001`, { headers: { authorization: 'Bearer real-platform-token-123', 'x-service-project': 'pt' } });
      expect(emulated.status).toBe(401);
      expect(emulated.headers.get('x-sandbox-source')).toBe('emulated');
    } finally {
      await sb.stop();
    }
  });

  it('counts the rate limit by the credential the call carries', async () => {
    const sb = await startSandbox({ ...quiet, rateLimit: { perSecond: 2 }, proxy: { upstreams: [upstream.url], operations: ['listDevices'] } });
    try {
      const call = (token: string) => fetch(`${sb.url}/v2/registry/devices`, { headers: { authorization: `Bearer ${token}`, 'x-service-project': 'pt' } });
      const before = upstream.hits.length;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await call('real-token-a')).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await call('real-token-b')).status).toBe(200);
      expect(upstream.hits.length).toBe(before + 3);
    } finally {
      await sb.stop();
    }
  });
});

describe('recording', () => {
  it('an answer over the body limit is proxied whole and recorded cut, with a note; files rotate and the oldest go', async () => {
    const big = 'x'.repeat(20_000);
    const bigUpstream = await startUpstream((_hit, res) => sendJson(res, 200, { data: [], note: big }));
    const recordDir = mkdtempSync(join(tmpdir(), 'proxy-cut-'));
    const sb = await startSandbox({ ...quiet, bodyLimitBytes: 8192, proxy: { upstreams: [bigUpstream.url], credential: CREDENTIAL, record: recordDir, rotateBytes: 8192, filesKept: 2 } });
    try {
      const headers = { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'cut' };
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${sb.url}/v2/registry/devices?page=${i}`, { headers });
        expect(res.status).toBe(200);
        expect(await res.text()).toBe(JSON.stringify({ data: [], note: big }));
        await settle(sb);
      }
      const files = recordings(recordDir);
      // Two files kept: the current one and the last moved aside (the older ones removed).
      const names = [...files.keys()].sort();
      expect(names).toHaveLength(2);
      expect(names[0]).toBe('cut.5.har');
      expect(names[1]).toBe('cut.har');
      for (const text of files.values()) {
        for (const entry of harOf(text).log.entries) {
          expect(entry.response.content.size).toBe(JSON.stringify({ data: [], note: big }).length);
          expect(entry.response.content.comment).toMatch(/recorded cut at 8192 bytes/);
        }
      }
      const notes = sb.deps.journal.notes.toArray().filter((n) => n.kind === 'recording_removed');
      expect(notes.length).toBeGreaterThan(0);
    } finally {
      await sb.stop();
      await bigUpstream.close();
    }
  });

  it("a project's recordings stay within its bytes bound: the oldest files go, an exchange that cannot fit is not written", async () => {
    const body = { data: [], note: 'y'.repeat(3000) };
    const up = await startUpstream((_hit, res) => sendJson(res, 200, body));
    const recordDir = mkdtempSync(join(tmpdir(), 'proxy-bound-'));
    const sb = await startSandbox({ ...quiet, bounds: { bytesPerProject: 12_000 }, proxy: { upstreams: [up.url], credential: CREDENTIAL, record: recordDir, rotateBytes: 4096, filesKept: 50 } });
    try {
      const headers = { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'bound' };
      for (let i = 0; i < 12; i++) {
        expect((await fetch(`${sb.url}/v2/registry/devices?i=${i}`, { headers })).status).toBe(200);
        await settle(sb);
      }
      const sizes = [...recordings(recordDir).values()].map((t) => Buffer.byteLength(t));
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(12_000);
      expect(sizes.length).toBeGreaterThan(1);
      expect(sb.deps.journal.notes.toArray().some((n) => n.kind === 'recording_removed' && n.detail.includes('bytes_per_project'))).toBe(true);
      // One exchange larger than the whole bound is not written, and the journal names the bound.
      const huge = await startUpstream((_hit, res) => sendJson(res, 200, { data: [], note: 'z'.repeat(20_000) }));
      const sb2 = await startSandbox({ ...quiet, bounds: { bytesPerProject: 12_000 }, proxy: { upstreams: [huge.url], credential: CREDENTIAL, record: recordDir } });
      try {
        expect((await fetch(`${sb2.url}/v2/registry/devices`, { headers: { authorization: `Bearer ${sb2.operatorToken}`, 'x-service-project': 'huge' } })).status).toBe(200);
        await settle(sb2);
        expect(harOf(recordings(recordDir).get('huge.har')!).log.entries).toEqual([]);
        expect(sb2.deps.journal.notes.toArray().find((n) => n.kind === 'recording_failed')?.detail).toMatch(/bytes_per_project of 12000/);
      } finally {
        await sb2.stop();
        await huge.close();
      }
    } finally {
      await sb.stop();
      await up.close();
    }
  });
});
