/**
 * Each panel's page as a signed-in browser gets it, and what its forms do: the journal (filters,
 * one request's redacted detail, curl), webhooks (deliveries, retries on the virtual clock,
 * signature headers, redeliver, the inbox), scenarios (activate and deactivate in a project and
 * globally, counters), resilience (a project's report), the clock, projects and snapshots, drift,
 * and the live stream.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_INTERVAL_MS, MAX_LIVE_STREAMS } from '../../src/admin/ui/live.js';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../events/receiver.js';
import { nextEvent, signIn, submit, ui, visible } from './ui-client.js';

const dir = mkdtempSync(join(tmpdir(), 'dashboard-scenarios-'));
const teapot = join(dir, 'teapot.yaml');
writeFileSync(
  teapot,
  `name: teapot
description: The devices list of ui-* projects answers 418.
seed: 1
rules:
  - name: brew
    match: { method: GET, path: /v2/registry/devices, project: 'ui-*' }
    fault: { kind: status, status: 418 }
`,
);

const ADMIN = 'panels-admin-token-0123456789';
const h = useSandbox({ adminToken: ADMIN, scenarios: [teapot] });
let cookie = '';

beforeAll(async () => {
  cookie = await signIn(h);
});

const page = async (path: string) => {
  const r = await ui(h, path, { cookie });
  expect(r.status, path).toBe(200);
  return r.text;
};
const post = (path: string, form: Record<string, string>) => submit(h, path, cookie, form);

describe('the journal panel', () => {
  it('lists requests with method, path, project, status and duration, filtered by project, status and path', async () => {
    const project = h.newProject();
    await h.call('GET', '/v2/registry/devices?limit=2');
    await h.call('GET', '/v2/registry/devices/nope');
    await h.call('GET', '/v2/registry/requests?limit=1', { project: 'other-project' });
    const all = visible(await page(`/journal?project=${project}`));
    expect(all).toContain(`GET /v2/registry/devices?limit=2 ${project} 200`);
    expect(all).toContain(`GET /v2/registry/devices/nope ${project} 404`);
    expect(all).not.toContain('other-project');
    const errors = visible(await page(`/journal?project=${project}&status=4xx`));
    expect(errors).toContain('/v2/registry/devices/nope');
    expect(errors).not.toContain('limit=2');
    expect(visible(await page(`/journal?status=200&path=/requests`))).toContain('/v2/registry/requests?limit=1 other-project 200');
    // The dashboard's own requests are not listed.
    expect(visible(await page('/journal'))).not.toContain('/_sandbox/ui/journal');
  });

  it('shows one request with its headers redacted and a curl line to replay it', async () => {
    h.newProject();
    const r = await h.call('GET', '/v2/registry/devices?limit=1', { headers: { 'x-trace': 'abc' } });
    const id = r.headers.get('x-request-id')!;
    const html = await page(`/journal/${id}`);
    const text = visible(html);
    expect(text).toContain('authorization Bearer [redacted]');
    expect(text).toContain('x-trace abc');
    expect(html).not.toContain(h.token);
    expect(text).toContain('listDevices');
    expect(text).toContain(`curl -X GET '${h.url}/v2/registry/devices?limit=1' -H 'accept: application/json' -H 'x-trace: abc' -H 'authorization: Bearer '"$TOKEN" -H 'x-service-project: `);
    expect(html).toContain('data-copy="curl"');
    expect(visible(await page('/journal/req_nope'))).toContain('No such request in the journal');
  });
  it('shows the bodies of a request and its answer, credentials redacted, and replays the body as curl', async () => {
    const project = h.newProject();
    const device = await h.call('POST', '/v2/registry/devices', { body: { name: 'Body shown', serial_number: 'UI-BODY' } });
    const text = visible(await page(`/journal/${device.headers.get('x-request-id')}`));
    expect(text).toContain('"serial_number": "UI-BODY"');
    expect(text).toContain(`"id": "${device.body.id}"`);
    expect(text).toContain(`--data-raw '{"name":"Body shown","serial_number":"UI-BODY"}'`);

    const user = (await h.admin('GET', `/projects/${project}/passwords`)).body.data[0];
    const session = await h.call('POST', '/v3/auth/sessions', { token: null, body: { username: user.userName, password: user.password } });
    expect(session.status).toBe(201);
    const html = await page(`/journal/${session.headers.get('x-request-id')}`);
    expect(visible(html)).toContain('"password": "[redacted]"');
    expect(visible(html)).toContain('"access_token": "[redacted]"');
    expect(visible(html)).toContain('"refresh_token": "[redacted]"');
    expect(html).not.toContain(session.body.access_token);
    expect(html).not.toContain(session.body.refresh_token);
    expect(visible(html)).not.toMatch(new RegExp(`"password": ?"${user.password}"`));

    const sub = await h.call('POST', '/events/subscriptions', { body: { url: `${h.url}/_sandbox/inbox/ui-secret`, event_types: ['*'] } });
    expect(await page(`/journal/${sub.headers.get('x-request-id')}`)).not.toContain(sub.body.secret);
  });

  it('filters on the redacted path: a token in a path can be neither seen nor guessed by filtering', async () => {
    const minted = await h.admin('POST', '/tokens', { role: 'admin', projects: ['ui-tokens'] });
    const token: string = minted.body.access_token;
    expect((await h.admin('DELETE', `/tokens/${token}`)).status).toBe(204);
    const all = await page('/journal?path=/_sandbox/tokens/');
    expect(visible(all)).toContain('DELETE /_sandbox/tokens/');
    expect(all).not.toContain(token);
    expect(visible(await page(`/journal?path=${encodeURIComponent(token.slice(-12))}`))).toContain('No request matches yet.');
  });

  it('keeps the answer as sent: a malformed_body fault\'s cut body, not the handler\'s', async () => {
    const project = h.newProject();
    const scenario = { name: 'cut', description: 'cuts every answer in half', rules: [{ fault: { kind: 'malformed_body', keep_fraction: 0.5 } }] };
    expect((await h.admin('POST', `/scenarios/projects/${project}`, { scenario })).status).toBe(201);
    const r = await h.call('GET', '/v2/registry/devices?limit=1');
    expect(() => JSON.parse(r.text)).toThrow();
    const html = await page(`/journal/${r.headers.get('x-request-id')}`);
    expect(html).toContain(`<pre class="body small">${r.text.replace(/"/g, '&quot;').replace(/'/g, '&#39;')}</pre>`);
  });

  it('keeps the first 2048 characters of a long body', async () => {
    h.newProject();
    const list = await h.call('GET', '/v2/registry/devices?limit=50');
    expect(list.text.length).toBeGreaterThan(2048);
    const text = visible(await page(`/journal/${list.headers.get('x-request-id')}`));
    expect(text).toContain(list.text.slice(0, 200));
    expect(text).not.toContain(list.text.slice(2048, 2100));
    expect(text).toContain('The first 2048 characters.');
  });
});

describe('the scenarios panel', () => {
  it('activates a scenario in a project, counts its rule, shows its fault in the journal, and deactivates it', async () => {
    const project = 'ui-scenarios';
    // Loaded at start, `teapot` is in force everywhere; switch that off first, from the page.
    expect(visible(await page('/scenarios'))).toContain('teapot The devices list of ui-* projects answers 418. status');
    expect((await post('/scenarios/global-off', { name: 'teapot', project })).flash).toBe('teapot is no longer in force globally');
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project })).status).toBe(200);

    const activated = await post('/scenarios/activate', { name: 'teapot', project });
    expect(activated).toEqual({ location: `/_sandbox/ui/scenarios?project=${project}`, flash: `Activated teapot in project ${project}`, error: false });
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project })).status).toBe(418);
    const inForce = visible(await page(`/scenarios?project=${project}`));
    expect(inForce).toContain('teapot project #0 brew status 1 1');
    expect(visible(await page(`/journal?project=${project}&status=418`))).toContain('status (teapot#0)');

    await post('/scenarios/deactivate', { name: 'teapot', project });
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project })).status).toBe(200);
    expect(visible(await page(`/scenarios?project=${project}`))).toContain(`No scenario is in force in project ${project}`);

    await post('/scenarios/global-on', { name: 'teapot', project });
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { project: 'ui-global' })).status).toBe(418);
    await post('/scenarios/global-off', { name: 'teapot', project });
  });

  it('says what the control API said when an activation is refused', async () => {
    const refused = await post('/scenarios/activate', { name: 'no-such-scenario', project: 'ui-x' });
    expect(refused).toMatchObject({ flash: '404: no scenario named "no-such-scenario"', error: true });
    // The message shows once, on the page after the action, and is never in the URL.
    expect(refused.location).toBe('/_sandbox/ui/scenarios?project=ui-x');
    expect(visible(await page('/scenarios?project=ui-x'))).not.toContain('no scenario named');
  });
});

describe('the clock panel', () => {
  it('shows the virtual clock, advances it by a preset, sets it, freezes it', async () => {
    await h.admin('POST', '/clock', { freeze: true, set: '2030-01-01T00:00:00.000Z' });
    let text = visible(await page('/clock'));
    expect(text).toContain('2030-01-01T00:00:00.000Z');
    expect(text).toContain('Frozen.');
    await post('/clock/advance', { seconds: '3600' });
    expect((await h.admin('GET', '/clock')).body.now).toBe('2030-01-01T01:00:00.000Z');
    await post('/clock/set', { set: '2031-02-03T04:05:06Z' });
    expect((await h.admin('GET', '/clock')).body.now).toBe('2031-02-03T04:05:06.000Z');
    const bad = await post('/clock/set', { set: 'tomorrow' });
    expect(bad.flash).toMatch(/^400: /);
    expect(bad.error).toBe(true);
    expect((await h.admin('GET', '/clock')).body.now).toBe('2031-02-03T04:05:06.000Z');
    await post('/clock/freeze', { freeze: 'false' });
    text = visible(await page('/clock'));
    expect(text).toContain('Running with real time.');
  });
});

describe('the webhooks panel', () => {
  it('shows a failing delivery, its next retry on the virtual clock, the signature headers, the inbox; redelivers', async () => {
    const project = h.newProject();
    await h.admin('POST', '/clock', { freeze: true });
    const sub = await h.call('POST', '/events/subscriptions', { body: { url: `${h.url}/_sandbox/inbox/ui-hooks?status=503`, event_types: ['*'] } });
    expect(sub.status).toBe(201);
    const test = await h.call('POST', `/events/subscriptions/${sub.body.id}/test`, { body: {} });
    expect(test.status).toBe(202);
    const id = test.body.id;
    const delivery = async () => (await h.call('GET', `/events/deliveries/${id}`)).body;
    await waitFor(async () => (await delivery()).attempts.length === 1, 'the first attempt');
    const first = await delivery();
    let html = await page(`/webhooks?project=${project}`);
    let text = visible(html);
    expect(text).toContain(sub.body.id);
    expect(text).toContain(`${id} device.created pending 1 attempt, last 503`);
    expect(text).toContain(first.next_attempt_at);
    expect(text).toMatch(new RegExp(`webhook-id: ${id} webhook-timestamp: \\d+ webhook-signature: v1,\\S+`));
    expect(text).toContain('Inbox ui-hooks');
    expect(text).toMatch(new RegExp(`${id} device.created verified`));

    // Advancing the clock past the retry delay makes the dispatcher try again.
    await post('/clock/advance', { seconds: '5' });
    await waitFor(async () => (await delivery()).attempts.length === 2, 'the second attempt');
    text = visible(await page(`/webhooks?project=${project}`));
    expect(text).toContain(`${id} device.created pending 2 attempts, last 503`);
    expect(text).toContain((await delivery()).next_attempt_at);

    // Redeliver is offered once the delivery has finished; a pending one says why not.
    const refused = await post('/webhooks/redeliver', { project, id });
    expect(refused.flash).toContain(`delivery ${id} is still pending`);
    await h.admin('POST', '/clock', { freeze: false });
    html = await page(`/webhooks?project=${project}`);
    expect(html).not.toContain(`name="id" value="${id}"`);
  });

  it('redelivers a finished delivery from the page, with the same webhook-id', async () => {
    const project = h.newProject();
    const sub = await h.call('POST', '/events/subscriptions', { body: { url: `${h.url}/_sandbox/inbox/ui-ok`, event_types: ['*'] } });
    const id = (await h.call('POST', `/events/subscriptions/${sub.body.id}/test`, { body: {} })).body.id;
    const delivery = async () => (await h.call('GET', `/events/deliveries/${id}`)).body;
    await waitFor(async () => (await delivery()).status === 'succeeded', 'the delivery to succeed');
    expect(await page(`/webhooks?project=${project}`)).toContain(`name="id" value="${id}"`);
    expect((await post('/webhooks/redeliver', { project, id })).flash).toBe(`Redelivering ${id}`);
    await waitFor(async () => (await delivery()).attempts.length === 2, 'the redelivery');
    const text = visible(await page(`/webhooks?project=${project}`));
    expect(text).toContain(`${id} device.created succeeded 2 attempts, last 200`);
    expect((await h.admin('GET', '/inbox/ui-ok')).body.data.map((m: any) => m.headers['webhook-id'])).toEqual([id, id]);
  });

  it('says to choose a project, and names one that is not in memory', async () => {
    expect(visible(await page('/webhooks'))).toContain('Choose a project to see its deliveries.');
    expect(visible(await page('/webhooks?project=never-made'))).toContain('Project never-made is not in memory.');
  });
});

describe('the projects panel', () => {
  it('lists projects with record counts and last use; saves, restores and deletes snapshots; resets a project', async () => {
    const project = h.newProject();
    const created = await h.call('POST', '/v2/registry/devices', { body: { name: 'From the dashboard test', serial_number: 'UI-1' } });
    expect(created.status).toBe(201);
    let text = visible(await page('/projects'));
    expect(text).toMatch(new RegExp(`${project} [^]*devices: \\d+`));
    const before = Number(new RegExp(`${project} [^]*?devices: (\\d+)`).exec(text)![1]);

    await post('/projects/save', { name: 'ui-snap', project });
    text = visible(await page('/projects'));
    expect(text).toContain(`ui-snap`);
    expect(text).toMatch(new RegExp(`ui-snap \\S+ project ${project} 1`));

    await post('/projects/reset', { project });
    expect((await h.call('GET', `/v2/registry/devices/${created.body.id}`)).status).toBe(404);
    await post('/projects/restore', { name: 'ui-snap' });
    expect((await h.call('GET', `/v2/registry/devices/${created.body.id}`)).status).toBe(200);
    text = visible(await page('/projects'));
    expect(Number(new RegExp(`${project} [^]*?devices: (\\d+)`).exec(text)![1])).toBe(before);

    await post('/projects/delete-snapshot', { name: 'ui-snap' });
    expect(visible(await page('/projects'))).toContain('No snapshot saved.');
  });
});

describe('the resilience panel', () => {
  it("shows a project's report: score, coverage, each verdict, a violation's evidence; refreshes as calls come", async () => {
    const project = h.newProject();
    expect(visible(await page('/resilience'))).toContain('Choose a project to see the resilience report of its client.');
    const scenario = { name: 'one-429', description: 'One 429.', rules: [{ match: { method: 'GET', path: '/v2/registry/devices', times: 1 }, fault: { kind: 'rate_limit', requests: 1, retry_after_seconds: 1 } }] };
    expect((await h.admin('POST', `/scenarios/projects/${project}`, { scenario })).status).toBe(201);
    let html = await page(`/resilience?project=${project}`);
    expect(visible(html)).toContain('0/0 expectations met');
    expect(html.match(/data-verdict="not_exercised"/g)).toHaveLength(15);

    // A retry at once after a 429 with Retry-After: 1; the open page is sent the report again.
    const seen = nextEvent(h, `/live?panel=resilience&project=${project}`, cookie, 'live', (data) => data.includes('data-verdict="violated"'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const throttled = await h.call('GET', '/v2/registry/devices');
    expect(throttled.status).toBe(429);
    expect((await h.call('GET', '/v2/registry/devices')).status).toBe(200);
    html = await seen;
    expect(html).toContain('<tr data-expectation="rate_limit.retry_after" data-verdict="violated">');
    expect(html).toContain('<tr data-expectation="rate_limit.give_up" data-verdict="met">');
    const text = visible(html);
    expect(text).toContain('2/3 expectations met');
    const inForce = (await h.admin('GET', `/projects/${project}/resilience`)).body.fault_coverage.in_force as string[];
    expect(text).toContain(`2 calls and 0 webhook attempts recorded. Fault coverage: 1/${inForce.length} kinds in force met (rate_limit)`);
    expect(text).toMatch(/retried \d+ ms after a 429 with Retry-After: 1/);
    expect(text).toContain(`${throttled.headers.get('x-request-id')} GET /v2/registry/devices → 429`);
  });
});

describe('the drift panel', () => {
  it('says how to get a drift report when the sandbox has none', async () => {
    expect(visible(await page('/drift'))).toContain('start the sandbox with --platform-openapi FILE');
  });
});

describe('live updates', () => {
  it('sends the journal again when a request arrives, and the clock', async () => {
    const project = h.newProject();
    const seen = nextEvent(h, `/live?panel=journal&project=${project}`, cookie, 'live', (data) => data.includes('/v2/registry/devices?limit=3'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await h.call('GET', '/v2/registry/devices?limit=3');
    expect(visible(await seen)).toContain(`/v2/registry/devices?limit=3 ${project} 200`);
    expect(await nextEvent(h, '/live?panel=clock', cookie, 'clock', () => true)).toContain('id="clock"');
  });

  it('ends a stream when its session is signed out', async () => {
    const own = await signIn(h);
    const res = await fetch(`${h.url}/_sandbox/ui/live?panel=clock`, { headers: { cookie: own } });
    expect(res.status).toBe(200);
    const done = res.text();
    await ui(h, '/sign-out', { cookie: own, form: {} });
    expect(await done).toContain('event: ready');
  });

  it('keeps at most 16 streams open; past that, 503 with Retry-After', async () => {
    // The earlier tests' streams, closed by their clients, leave within one interval.
    await new Promise((resolve) => setTimeout(resolve, LIVE_INTERVAL_MS + 100));
    const controllers: AbortController[] = [];
    try {
      const opened: number[] = [];
      for (let i = 0; i < MAX_LIVE_STREAMS; i++) {
        const controller = new AbortController();
        controllers.push(controller);
        opened.push((await fetch(`${h.url}/_sandbox/ui/live?panel=clock`, { headers: { cookie }, signal: controller.signal })).status);
      }
      expect(opened.every((s) => s === 200)).toBe(true);
      const refused = await ui(h, '/live?panel=clock', { cookie });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
    } finally {
      for (const c of controllers) c.abort();
    }
    // Closed streams are counted out (the server notices on its next write).
    await waitFor(async () => (await fetch(`${h.url}/_sandbox/ui/live?panel=clock`, { headers: { cookie } }).then((r) => (r.body?.cancel(), r.status))) === 200, 'a stream slot', 5000);
  });

  it('needs the session, and names an unknown panel', async () => {
    expect((await ui(h, '/live?panel=journal')).status).toBe(401);
    expect((await ui(h, '/live?panel=nope', { cookie })).status).toBe(404);
  });
});
