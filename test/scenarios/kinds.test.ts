import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

/** Activates an inline scenario in a fresh project and returns the project. */
async function withScenario(rules: object[], name = 'under-test'): Promise<string> {
  const project = h.newProject();
  const r = await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name, description: 'a test scenario', seed: 11, rules } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return project;
}

const devices = '/v2/registry/devices?limit=2';

describe('status: any status, body and headers, in place of the platform', () => {
  it('answers the given status, body and headers and does not run the operation', async () => {
    await withScenario([{ match: { method: 'POST', path: '/v2/registry/devices' }, fault: { kind: 'status', status: 418, body: { hello: 'teapot' }, headers: { 'X-Extra': 'yes' } } }]);
    const r = await h.call('POST', '/v2/registry/devices', { body: { name: 'never', serial_number: 'STATUS-1' } });
    expect(r.status).toBe(418);
    expect(r.body).toEqual({ hello: 'teapot' });
    expect(r.headers.get('x-extra')).toBe('yes');
    expect(r.headers.get('x-sandbox-fault')).toBe('under-test#0:status');
    const found = await h.call('GET', '/v2/registry/devices?serial_number=STATUS-1');
    expect(found.body.data).toEqual([]);
  });

  it('renders a problem+json body when none is given', async () => {
    await withScenario([{ match: { path: '/v2/registry/devices' }, fault: { kind: 'status', status: 503, headers: { 'Retry-After': '2' } } }]);
    const r = await h.call('GET', devices);
    expect(r.status).toBe(503);
    expect(r.headers.get('content-type')).toBe('application/problem+json');
    expect(r.headers.get('retry-after')).toBe('2');
    expect(r.body).toMatchObject({ status: 503, code: 'injected_fault', type: 'urn:platform-sandbox:problem:injected-fault' });
  });
});

describe('rate_limit: 429 with Retry-After and RateLimit headers', () => {
  it('refuses the next N requests once triggered, then lets calls through', async () => {
    await withScenario([{ match: { path: '/v2/**', after: 1, times: 1 }, fault: { kind: 'rate_limit', requests: 3, retry_after_seconds: 4 } }]);
    const statuses: number[] = [];
    let refusal;
    for (let i = 0; i < 6; i++) {
      const r = await h.call('GET', devices);
      statuses.push(r.status);
      if (r.status === 429) refusal = r;
    }
    expect(statuses).toEqual([200, 429, 429, 429, 200, 200]);
    expect(refusal!.body).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(refusal!.headers.get('retry-after')).toBe('4');
    expect(refusal!.headers.get('ratelimit-policy')).toBe('"default";q=200;w=1');
    expect(refusal!.headers.get('ratelimit')).toBe('"default";r=0;t=4');
    expect(refusal!.headers.get('x-sandbox-fault')).toBe('under-test#0:rate_limit');
  });

  it('refuses every matching call for a window of real time and tells how long is left', async () => {
    await withScenario([{ match: { path: '/v2/**', times: 1 }, fault: { kind: 'rate_limit', window_seconds: 0.4 } }]);
    const first = await h.call('GET', devices);
    const second = await h.call('GET', devices);
    expect([first.status, second.status]).toEqual([429, 429]);
    expect(first.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await h.call('GET', devices)).status).toBe(200);
  });
});

describe('token_expired: answered exactly like a real expired token', () => {
  it('matches what the auth stage answers for a token past its lifetime', async () => {
    const minted = await h.admin('POST', '/tokens', { role: 'viewer', projects: '*', ttl_seconds: 60 });
    await h.admin('POST', '/clock', { advance_seconds: 120 });
    const real = await h.call('GET', devices, { token: minted.body.access_token });
    expect(real.status).toBe(401);
    await withScenario([{ match: { path: '/v2/**' }, fault: { kind: 'token_expired' } }]);
    const injected = await h.call('GET', devices);
    expect(injected.status).toBe(401);
    expect(injected.headers.get('www-authenticate')).toBe(real.headers.get('www-authenticate'));
    expect(injected.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(injected.body).toEqual(real.body);
  });
});

describe('token_expired: an expired token stays expired', () => {
  it('lets a token serve min_uses calls, then refuses it for good; a fresh token starts afresh', async () => {
    await withScenario([{ match: { headers: { authorization: 'Bearer *' } }, fault: { kind: 'token_expired', min_uses: 2 } }]);
    const mint = async () => (await h.admin('POST', '/tokens', { role: 'viewer', projects: '*' })).body.access_token as string;
    const [first, second] = [await mint(), await mint()];
    const statuses = async (token: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await h.call('GET', devices, { token })).status);
      return out;
    };
    expect(await statuses(first, 4)).toEqual([200, 200, 401, 401]);
    expect(await statuses(second, 3)).toEqual([200, 200, 401]);
    expect(await statuses(first, 1)).toEqual([401]);
  });
});

describe('latency: real time, from a distribution', () => {
  it('holds a request back by a fixed delay', async () => {
    await withScenario([{ match: { path: '/v2/**' }, fault: { kind: 'latency', distribution: 'fixed', ms: 150 } }]);
    const started = performance.now();
    const r = await h.call('GET', devices);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-sandbox-fault')).toBe('under-test#0:latency');
  });

  it('draws lognormal delays whose measured median is near the configured median', async () => {
    await withScenario([{ match: { path: '/v2/**' }, fault: { kind: 'latency', distribution: 'lognormal', median_ms: 40, sigma: 0.3 } }]);
    const elapsed: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      await h.call('GET', '/v2/registry/devices?limit=1');
      elapsed.push(performance.now() - started);
    }
    elapsed.sort((a, b) => a - b);
    const median = elapsed[7];
    // The request itself adds a few milliseconds; the spread of a 15-sample median at sigma 0.3 is about ±10%.
    expect(median).toBeGreaterThan(40 * 0.7);
    expect(median).toBeLessThan(40 * 1.4 + 25);
    expect(elapsed[14] - elapsed[0]).toBeGreaterThan(5);
  });
});

describe('connection_reset: a real TCP reset the client observes', () => {
  it('makes the client fail with ECONNRESET and leaves other projects alone', async () => {
    const project = await withScenario([{ match: { path: '/v2/**' }, fault: { kind: 'connection_reset' } }]);
    const err = await fetch(`${h.url}${devices}`, { headers: { authorization: `Bearer ${h.token}`, 'x-service-project': project } }).then(
      () => undefined,
      (e: Error & { cause?: { code?: string } }) => e,
    );
    expect(err).toBeInstanceOf(TypeError);
    expect(err!.cause?.code).toBe('ECONNRESET');
    expect((await h.call('GET', devices, { project: `${project}-other` })).status).toBe(200);
  });

  it('with after_handler, applies the change and then cuts the connection', async () => {
    const project = await withScenario([{ match: { method: 'POST', times: 1 }, fault: { kind: 'connection_reset', after_handler: true } }]);
    const err = await send(`${h.url}/v2/registry/devices`, 'POST', { token: h.token, project, body: { name: 'cut', serial_number: 'RESET-AFTER' } }).then(
      () => undefined,
      (e: Error & { cause?: { code?: string } }) => e,
    );
    expect(err!.cause?.code).toBe('ECONNRESET');
    const found = await h.call('GET', '/v2/registry/devices?serial_number=RESET-AFTER');
    expect(found.body.data).toHaveLength(1);
    const journal = await h.admin('GET', `/journal?project=${project}`);
    const post = journal.body.data.find((e: any) => e.method === 'POST');
    expect(post.faults).toEqual([{ scenario: 'under-test', rule: 0, kind: 'connection_reset' }]);
  });
});

describe('malformed_body: the platform answers, the body arrives broken', () => {
  it('truncates the JSON body and keeps the status', async () => {
    const project = await withScenario([{ match: { method: 'GET', times: 1 }, fault: { kind: 'malformed_body', keep_fraction: 0.3 } }]);
    const broken = await h.call('GET', devices);
    const whole = await h.call('GET', devices);
    expect(broken.status).toBe(200);
    expect(broken.headers.get('content-type')).toContain('application/json');
    expect(broken.headers.get('x-sandbox-fault')).toBe('under-test#0:malformed_body');
    expect(() => JSON.parse(broken.text)).toThrow();
    expect(whole.text.startsWith(broken.text)).toBe(true);
    expect(broken.text.length).toBe(Math.floor(whole.text.length * 0.3));
    const journal = await h.admin('GET', `/journal?project=${project}&limit=2`);
    expect(journal.body.data[1].faults).toEqual([{ scenario: 'under-test', rule: 0, kind: 'malformed_body' }]);
    expect(journal.body.data[0].faults).toEqual([]);
  });
});

describe('combining faults', () => {
  it('delays first, then answers with the terminal fault; later rules are not evaluated', async () => {
    await withScenario([
      { match: { path: '/v2/**' }, fault: { kind: 'latency', distribution: 'fixed', ms: 30 } },
      { match: { path: '/v2/**' }, fault: { kind: 'status', status: 502 } },
      { match: { path: '/v2/**' }, fault: { kind: 'token_expired' } },
    ]);
    const r = await h.call('GET', devices);
    expect(r.status).toBe(502);
    expect(r.headers.get('x-sandbox-fault')).toBe('under-test#0:latency, under-test#1:status');
  });
});
