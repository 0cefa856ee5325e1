/**
 * Three sandbox instances (`serve --cluster --persist`) behind Debian's nginx on loopback, with the
 * configuration of deploy/nginx: 50 projects driven through the proxy, each living on exactly one
 * instance, each client seeing one coherent sandbox; an instance stopped takes only its own projects
 * down, and brings them back when it starts again. Outside CI a missing nginx skips this file
 * (scripts/setup.sh installs it); with CI=true it fails.
 */
import { randomBytes } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterMain } from '../../src/cluster/cli.js';
import { send, type CallOptions, type Reply } from '../helpers/sandbox.js';
import { findNginx, freePort, Instance, Nginx, stateDirs } from './instances.js';

const NGINX = findNginx();
const CI = process.env.CI === 'true';
if (!NGINX && !CI) {
  process.stderr.write('test/cluster: SKIPPED: nginx is not installed (scripts/setup.sh installs it from Debian\'s packages; with CI=true this test fails instead)\n');
}

const TOKEN = `sbx_op_${randomBytes(24).toString('base64url')}`;
const ADMIN = randomBytes(24).toString('hex');
const PROJECTS = Array.from({ length: 50 }, (_, i) => `proj-${String(i).padStart(2, '0')}`);
const AUTH_FAILURE_LIMIT = 5;

interface Webhooks {
  url: string;
  received: { path: string; headers: Record<string, string>; body: string }[];
  server: Server;
}

async function startReceiver(): Promise<Webhooks> {
  const received: Webhooks['received'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool<T, R>(items: readonly T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  }));
  return results;
}

/** A GET from a chosen loopback address (a client other than the proxy's own). */
function getFrom(localAddress: string, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What one project's client did and saw. */
interface Driven {
  project: string;
  upstream: string;
  device: any;
  accessToken: string;
  bulk: { key: string; body: unknown; answer: any };
  scimToken: string;
  scimUser: any;
}

describe.skipIf(!NGINX && !CI)('three instances behind nginx (deploy/nginx)', () => {
  const state = stateDirs(3);
  const instances = state.dirs.map((persist) => new Instance({ token: TOKEN, adminToken: ADMIN, persist, extraArgs: ['--rate-limit', '0', '--auth-failure-limit', String(AUTH_FAILURE_LIMIT)] }));
  let nginx: Nginx;
  let webhooks: Webhooks;
  const driven = new Map<string, Driven>();

  const proxy = (method: string, path: string, options: CallOptions = {}): Promise<Reply> => send(`${nginx.url}${path}`, method, { defaultToken: TOKEN, ...options });
  const direct = (instance: Instance, method: string, path: string): Promise<Reply> => send(`${instance.url}${path}`, method, { defaultToken: ADMIN });
  const cluster = async (...argv: string[]) => {
    let out = '';
    let err = '';
    const status = await clusterMain([...argv, '--instances', instances.map((i) => i.url).join(',')], { SANDBOX_ADMIN_TOKEN: ADMIN }, (s) => (out += s), (s) => (err += s));
    return { status, result: JSON.parse(out), err };
  };
  const upstreamOf = (r: Reply) => r.headers.get('x-sandbox-upstream');
  const ownerOf = (project: string) => instances.find((i) => i.address === driven.get(project)!.upstream)!;

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is not installed and CI=true: scripts/setup.sh installs it (Debian package nginx)');
    webhooks = await startReceiver();
    // One after the other: three start-ups at once on two loaded cores take longer than in turn.
    for (const instance of instances) await instance.start();
    nginx = new Nginx(NGINX);
    nginx.configure(instances.map((i) => i.address), await freePort());
    await nginx.start();
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await new Promise<void>((resolve) => (webhooks ? webhooks.server.close(() => resolve()) : resolve()));
    nginx?.remove();
    state.remove();
  }, 60_000);

  async function drive(project: string): Promise<Driven> {
    const call = (method: string, path: string, options: CallOptions = {}) => proxy(method, path, { defaultProject: project, ...options } as CallOptions);
    const seen = new Set<string | null>();
    const saw = (r: Reply, status: number, what: string) => {
      expect(r.status, `${project}: ${what}: ${r.text}`).toBe(status);
      seen.add(upstreamOf(r));
      return r.body;
    };

    const device = saw(await call('POST', '/v2/registry/devices', { body: { name: `Kiosk of ${project}`, serial_number: `SN-${project}`, tags: ['cluster'] } }), 201, 'create a device');
    // A control route naming the project in its path: routed by the path, no header.
    const passwords = saw(await proxy('GET', `/_sandbox/projects/${project}/passwords`, { token: ADMIN }), 200, 'read the seeded passwords');
    const user = passwords.data.find((u: any) => u.active);
    const session = saw(await call('POST', '/v3/auth/sessions', { token: null, body: { username: user.userName, password: user.password } }), 201, 'sign in');
    expect(saw(await call('GET', `/v2/registry/devices/${device.id}`, { token: session.access_token }), 200, 'read the device with the session')).toEqual(device);

    const key = `bulk-${project}`;
    const body = { op: 'create', items: [0, 1, 2].map((i) => ({ name: `Spare ${i}`, serial_number: `SP-${project}-${i}`, tags: ['spare'] })) };
    const bulk = saw(await call('POST', '/v2/registry/devices/bulk', { body, headers: { 'idempotency-key': key } }), 207, 'bulk create');
    const replay = await call('POST', '/v2/registry/devices/bulk', { body, headers: { 'idempotency-key': key } });
    expect(saw(replay, 207, 'bulk replay')).toEqual(bulk);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const graph = await call('POST', '/graphql', { token: session.access_token, body: { query: 'query($d: ID!) { device(id: $d) { id serialNumber } }', variables: { d: bulk.results[1].id } }, headers: { accept: 'application/graphql-response+json' } });
    expect(saw(graph, 200, 'GraphQL').data.device).toEqual({ id: bulk.results[1].id, serialNumber: `SP-${project}-1` });

    const subscription = saw(await call('POST', '/events/subscriptions', { body: { url: `${webhooks.url}/hook/${project}`, event_types: ['device.created'], description: 'cluster test' } }), 201, 'subscribe');
    const hooked = saw(await call('POST', '/v2/registry/devices', { body: { name: 'Hooked', serial_number: `HK-${project}`, tags: ['hook'] } }), 201, 'create a device with a subscriber');
    const delivery = await waitFor(() => webhooks.received.find((d) => d.path === `/hook/${project}`), `the webhook of ${project}`);
    // Signed with the subscription's secret, which only the project's instance holds.
    const payload = new Webhook(subscription.secret).verify(delivery.body, delivery.headers) as any;
    expect(JSON.stringify(payload)).toContain(hooked.id);

    // Minting names its project in the body, where nginx cannot see: the header routes it.
    const minted = saw(await proxy('POST', '/_sandbox/tokens', { token: ADMIN, project, body: { role: 'admin', projects: [project] } }), 201, 'mint a project token');
    const scimUser = saw(await call('POST', '/v3/auth/scim/v2/Users', { token: minted.access_token, body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: `scim.${project}` }, headers: { 'content-type': 'application/scim+json' } }), 201, 'SCIM create');
    const filter = encodeURIComponent(`userName eq "scim.${project}"`);
    expect(saw(await call('GET', `/v3/auth/scim/v2/Users?filter=${filter}`, { token: minted.access_token }), 200, 'SCIM filter').totalResults).toBe(1);

    expect([...seen], `${project} was answered by one instance`).toHaveLength(1);
    return { project, upstream: [...seen][0]!, device, accessToken: session.access_token, bulk: { key, body, answer: bulk }, scimToken: minted.access_token, scimUser };
  }

  it('drives 50 projects through the proxy: sessions, devices, bulk with Idempotency-Keys, GraphQL, webhooks, SCIM', async () => {
    for (const d of await pool(PROJECTS, 8, drive)) driven.set(d.project, d);
    expect(driven.size).toBe(50);
    expect(webhooks.received.filter((d) => d.path.startsWith('/hook/'))).toHaveLength(50);
  }, 240_000);

  it('keeps each project on exactly one instance, and spreads the projects over all three', async () => {
    const holders = await pool(PROJECTS, 8, async (project) => {
      const answers = await Promise.all(instances.map((i) => direct(i, 'GET', `/_sandbox/projects/${project}/passwords`)));
      expect(answers.map((a) => a.status).sort(), project).toEqual([200, 404, 404]);
      return instances[answers.findIndex((a) => a.status === 200)].address;
    });
    expect(holders).toEqual(PROJECTS.map((p) => driven.get(p)!.upstream));
    for (const instance of instances) expect(holders.filter((h) => h === instance.address).length, instance.address).toBeGreaterThan(0);
    // The fan-out finds it the same way.
    const where = await cluster('where', PROJECTS[7]);
    expect(where).toMatchObject({ status: 0, result: { project: PROJECTS[7], instances: [ownerOf(PROJECTS[7]).url] } });
  });

  it('routes a single-project token without X-Service-Project by the project it carries (nginx map)', async () => {
    for (const project of PROJECTS.slice(0, 12)) {
      // The token form of decision 1100, `<prefix>_<project>~<secret>`; the sandbox need not know it.
      const r = await proxy('GET', '/v2/registry/devices?limit=1', { token: `sbx_${project}~${randomBytes(18).toString('base64url')}` });
      expect(upstreamOf(r), project).toBe(driven.get(project)!.upstream);
    }
    const log = nginx.accessLog();
    expect(log).toMatch(new RegExp(`"${PROJECTS[3]}" ${driven.get(PROJECTS[3])!.upstream.replaceAll('.', '\\.')} \\d+ "GET /v2/registry/devices\\?limit=1`));
  });

  it('routes the control routes that name a project in their path to its instance', async () => {
    const project = 'scenario-routing';
    const made = await proxy('GET', '/v2/registry/devices?limit=1', { project });
    expect(made.status).toBe(200);
    const owner = instances.find((i) => i.address === upstreamOf(made))!;
    const activated = await proxy('POST', `/_sandbox/scenarios/projects/${project}`, { token: ADMIN, body: { name: 'partial-bulk-failure' } });
    expect([activated.status, upstreamOf(activated)]).toEqual([201, owner.address]);
    for (const instance of instances) {
      const inForce = (await direct(instance, 'GET', `/_sandbox/scenarios/projects/${project}`)).body.data.map((s: any) => s.name);
      expect(inForce, instance.address).toEqual(instance === owner ? ['partial-bulk-failure'] : []);
    }
    const quota = await proxy('PUT', `/_sandbox/projects/${project}/quota`, { token: ADMIN, body: { limit: 1000 } });
    expect([quota.status, upstreamOf(quota)]).toEqual([200, owner.address]);
    expect((await proxy('DELETE', `/_sandbox/scenarios/projects/${project}`, { token: ADMIN })).status).toBe(200);
  });

  it('drives SCIM with a project-bound token and no X-Service-Project: the token routes to its project and implies it', async () => {
    for (const project of PROJECTS.slice(0, 8)) {
      const owner = driven.get(project)!.upstream;
      const token = driven.get(project)!.scimToken;
      // The routable form (docs/auth.md, decision 1100): nginx reads the project out of the token.
      expect(token.startsWith(`smt_${project}~`), token).toBe(true);
      const scim = (method: string, path: string, body?: unknown) =>
        proxy(method, path, { token, project: null, body, headers: body ? { 'content-type': 'application/scim+json' } : {} });
      const created = await scim('POST', '/v3/auth/scim/v2/Users', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: `headerless.${project}` });
      expect([created.status, upstreamOf(created)], created.text).toEqual([201, owner]);
      const found = await scim('GET', `/v3/auth/scim/v2/Users?filter=${encodeURIComponent(`userName eq "headerless.${project}"`)}`);
      expect([found.status, found.body.totalResults, upstreamOf(found)]).toEqual([200, 1, owner]);
      // The user is in that project only: the owner has it, asked with the header.
      const direct = await send(`${ownerOf(project).url}/v3/auth/scim/v2/Users/${created.body.id}`, 'GET', { token: TOKEN, project });
      expect([direct.status, direct.body.userName]).toEqual([200, `headerless.${project}`]);
    }
  });

  it('routes /_sandbox/inbox/<name> by its name: an inbox named after its project lives with its subscriptions', async () => {
    for (const project of PROJECTS.slice(0, 3)) {
      const call = (method: string, path: string, body?: unknown) => proxy(method, path, { project, body });
      expect((await call('POST', '/events/subscriptions', { url: `${nginx.url}/_sandbox/inbox/${project}`, event_types: ['device.created'] })).status).toBe(201);
      expect((await call('POST', '/v2/registry/devices', { name: 'Inboxed', serial_number: `IN-${project}`, tags: ['inbox'] })).status).toBe(201);
      const inbox = await waitFor(async () => {
        const r = await proxy('GET', `/_sandbox/inbox/${project}`, { token: ADMIN });
        return r.status === 200 && r.body.count > 0 ? r : undefined;
      }, `the inbox of ${project}`);
      expect(upstreamOf(inbox)).toBe(driven.get(project)!.upstream);
      expect(inbox.body.data[0]).toMatchObject({ verified: true, project });
    }
  });

  it('counts failed authentications per client address behind the proxy; X-Forwarded-For from a client changes nothing', async () => {
    const project = 'xff-limit';
    const url = `${nginx.url}/v2/registry/devices?limit=1`;
    const bad = { authorization: 'Bearer not-a-token', 'x-service-project': project };
    for (let i = 0; i < AUTH_FAILURE_LIMIT; i++) expect(await getFrom('127.0.0.5', url, bad)).toBe(401);
    expect(await getFrom('127.0.0.5', url, bad)).toBe(429);
    expect(await getFrom('127.0.0.5', url, { ...bad, 'x-forwarded-for': '198.51.100.7' })).toBe(429);
    expect(await getFrom('127.0.0.6', url, bad)).toBe(401);
  });

  it('fans the control API out: health, one clock for all, the journals merged, the global scenarios', async () => {
    const health = await cluster('health');
    expect(health.status).toBe(0);
    expect(health.result.instances.map((a: any) => [a.status, a.body.status])).toEqual([[200, 'ok'], [200, 'ok'], [200, 'ok']]);

    const now = (await direct(instances[0], 'GET', '/_sandbox/clock')).body.now;
    expect((await cluster('clock', 'set', now, '--freeze')).status).toBe(0);
    const clocks = await Promise.all(instances.map(async (i) => (await direct(i, 'GET', '/_sandbox/clock')).body));
    expect(clocks).toEqual([{ now, frozen: true }, { now, frozen: true }, { now, frozen: true }].map((c) => expect.objectContaining(c)));
    expect((await cluster('clock', 'unfreeze')).status).toBe(0);

    const journal = await cluster('journal', '--limit', '1000');
    expect(journal.status).toBe(0);
    expect(new Set(journal.result.data.map((e: any) => e.instance))).toEqual(new Set(instances.map((i) => i.url)));
    const times = journal.result.data.map((e: any) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    const one = await cluster('journal', '--project', PROJECTS[0]);
    expect(one.result.data.length).toBeGreaterThan(0);
    expect(new Set(one.result.data.map((e: any) => e.instance))).toEqual(new Set([ownerOf(PROJECTS[0]).url]));

    const scenarios = await cluster('scenarios');
    expect(scenarios).toMatchObject({ status: 0, result: { instances: [{ global: [] }, { global: [] }, { global: [] }] } });
  });

  it('a stopped instance takes down only its own projects (502), and with --persist brings them back', async () => {
    const stopped = instances[1];
    const own = PROJECTS.filter((p) => driven.get(p)!.upstream === stopped.address);
    expect(own.length).toBeGreaterThan(0);
    await stopped.stop();

    for (const project of PROJECTS) {
      const d = driven.get(project)!;
      const r = await proxy('GET', `/v2/registry/devices/${d.device.id}`, { project });
      if (own.includes(project)) expect(r.status, project).toBe(502);
      else expect([r.status, r.body], project).toEqual([200, d.device]);
    }
    const health = await cluster('health');
    expect(health.status).toBe(1);
    expect(health.err).toContain(`${stopped.url}: no answer`);
    // Never moved: no other instance made a fresh copy of a stopped project.
    for (const project of own) {
      for (const other of instances.filter((i) => i !== stopped)) expect((await direct(other, 'GET', `/_sandbox/projects/${project}/passwords`)).status).toBe(404);
    }

    await stopped.start();
    for (const project of own) {
      const d = driven.get(project)!;
      const device = await proxy('GET', `/v2/registry/devices/${d.device.id}`, { project, token: d.accessToken });
      expect([device.status, device.body, upstreamOf(device)], project).toEqual([200, d.device, stopped.address]);
      const replay = await proxy('POST', '/v2/registry/devices/bulk', { project, body: d.bulk.body, headers: { 'idempotency-key': d.bulk.key } });
      expect([replay.status, replay.body, replay.headers.get('idempotent-replayed')]).toEqual([207, d.bulk.answer, 'true']);
      const user = await proxy('GET', `/v3/auth/scim/v2/Users/${d.scimUser.id}`, { project, token: d.scimToken });
      expect([user.status, user.body.userName]).toEqual([200, d.scimUser.userName]);
    }
    expect((await cluster('health')).status).toBe(0);
  }, 120_000);

  // Last: restoring a project revokes its sessions' tokens, which the test above still uses.
  it('snapshots every project through the fan-out, and one project through the proxy', async () => {
    // Two projects on different instances.
    const a = driven.get(PROJECTS[0])!;
    const b = driven.get(PROJECTS.find((p) => driven.get(p)!.upstream !== a.upstream)!)!;
    const tagged = (d: Driven, tags: string[]) => proxy('PATCH', `/v2/registry/devices/${d.device.id}`, { project: d.project, body: { tags } });
    const device = async (d: Driven) => (await proxy('GET', `/v2/registry/devices/${d.device.id}`, { project: d.project })).body;

    expect((await cluster('snapshot', 'save', 'everything')).status).toBe(0);
    for (const d of [a, b]) expect((await tagged(d, ['changed'])).status).toBe(200);
    const restored = await cluster('snapshot', 'restore', 'everything');
    expect(restored.status).toBe(0);
    for (const d of [a, b]) expect(await device(d)).toEqual(d.device);
    expect((await cluster('snapshots')).result.instances.map((x: any) => x.body.data.map((s: any) => s.name))).toEqual([['everything'], ['everything'], ['everything']]);
    expect((await cluster('snapshot', 'delete', 'everything')).status).toBe(0);

    // One project's snapshot names it in the body: the header routes it.
    const saved = await proxy('POST', '/_sandbox/snapshots', { token: ADMIN, project: a.project, body: { name: 'just-a', project: a.project } });
    expect([saved.status, upstreamOf(saved)]).toEqual([201, a.upstream]);
    expect((await tagged(a, ['changed-again'])).status).toBe(200);
    const back = await proxy('POST', '/_sandbox/snapshots/just-a/restore', { token: ADMIN, project: a.project, body: {} });
    expect([back.status, upstreamOf(back)]).toEqual([200, a.upstream]);
    expect(await device(a)).toEqual(a.device);
    expect((await proxy('DELETE', '/_sandbox/snapshots/just-a', { token: ADMIN, project: a.project })).status).toBe(204);
  });
});
