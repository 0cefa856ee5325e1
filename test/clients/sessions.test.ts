/**
 * Sign-in, refresh and project-bound tokens in each SDK layer (TypeScript, Python sync and async,
 * Go), against one real sandbox. Each runner signs a seeded user in, refreshes the pair at will,
 * tags one device through the signed-in client and another through a client made with a token
 * valid in one project and no project at all; it reports its tokens. Then the server's side is
 * checked here: the devices changed in the right project, the old refresh token is spent, the new
 * access token works, and the project-less calls carried no X-Service-Project.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthenticationError, createPlatformClient, signIn } from '../../src/client/index.js';
import { useSandbox } from '../helpers/sandbox.js';
import { goBinary, repo, spawnRunner, tool } from './behaviour-harness.js';

const h = useSandbox();
const python = tool('Python', `${repo}.venv/bin/pytest`, 'the venv with pytest and platform_sdk');
const go = tool('Go', goBinary() === 'go' ? '/nonexistent/go' : goBinary(), 'a Go toolchain');

interface Context {
  base_url: string;
  project: string;
  username: string;
  password: string;
  /** A token minted for this project only (`smt_<project>~…`): it implies the project. */
  bound_token: string;
  /** Per runner: the device tagged through the signed-in client, and the one through the project-less one. */
  devices: Record<string, [string, string]>;
}

/** What a runner reports: its tokens before and after the explicit refresh. */
type Report = Record<string, { first_refresh: string; access: string; refresh: string }>;

async function prepare(labels: string[]): Promise<Context> {
  const project = h.newProject();
  const admin = (h.sb.seededUsers() as unknown as { userName: string; role: string; active: boolean }[]).find((u) => u.role === 'admin' && u.active)!;
  const minted = await h.admin('POST', '/tokens', { role: 'admin', projects: [project] });
  expect(minted.status, minted.text).toBe(201);
  expect(minted.body.access_token).toMatch(new RegExp(`^[a-z]+_${project}~`));
  const devices: Context['devices'] = {};
  for (const label of labels) {
    const made = [];
    for (const n of [1, 2]) {
      const r = await h.call('POST', '/v2/registry/devices', { project, body: { name: `${label} ${n}`, serial_number: `SESS-${label}-${n}` } });
      expect(r.status).toBe(201);
      made.push(r.body.id);
    }
    devices[label] = made as [string, string];
  }
  return { base_url: h.url, project, username: admin.userName, password: admin.userName, bound_token: minted.body.access_token, devices };
}

/** The server's side of what each runner did. */
async function verify(ctx: Context, report: Report): Promise<void> {
  const journal = (await h.admin('GET', `/journal?project=${ctx.project}&limit=1000`)).body.data as { path: string; method: string; status: number; request_headers: Record<string, string> }[];
  for (const [label, [signedIn, bound]] of Object.entries(ctx.devices)) {
    const r = report[label];
    expect(r, `${label}: no report`).toBeDefined();
    expect((await h.call('GET', `/v2/registry/devices/${signedIn}`, { project: ctx.project })).body.tags, label).toEqual([`session-${label}`]);
    expect((await h.call('GET', `/v2/registry/devices/${bound}`, { project: ctx.project })).body.tags, label).toEqual([`bound-${label}`]);
    // The explicit refresh spent the first refresh token and gave a pair that works.
    expect(r.access).toMatch(new RegExp(`^sat_${ctx.project}~`));
    expect(r.refresh).not.toBe(r.first_refresh);
    const me = await h.call('GET', '/v3/auth/users/me', { token: r.access, project: null });
    expect(me.status, `${label}: the new access token works without a project`).toBe(200);
    expect(me.body.userName ?? me.body.username).toBe(ctx.username);
    const spent = await h.call('POST', '/v3/auth/sessions', { token: null, project: ctx.project, body: { refresh_token: r.first_refresh } });
    expect(spent.status, `${label}: the first refresh token is spent`).toBe(401); // (and, reused, ends the session: checked last)
  }
  // One bulk call per runner went without X-Service-Project (the project-less client's), one with
  // it (the signed-in client's); every one was answered in this project.
  const bulk = journal.filter((e) => e.path === '/v2/registry/devices/bulk');
  expect(bulk.filter((e) => e.request_headers['x-service-project'] === undefined).length, 'project-less bulk calls').toBe(Object.keys(ctx.devices).length);
  expect(bulk.filter((e) => e.request_headers['x-service-project'] === ctx.project).length, 'bulk calls naming the project').toBe(Object.keys(ctx.devices).length);
  for (const e of bulk) expect(e.status).toBe(207);
}

async function runElsewhere(ctx: Context, cmd: string, args: string[], cwd: string, env: string, timeoutMs: number): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), 'sessions-'));
  writeFileSync(join(dir, 'context.json'), JSON.stringify(ctx));
  const { code, output } = await spawnRunner(cmd, args, cwd, { [env]: join(dir, 'context.json'), PLATFORM_SESSIONS_OUT: join(dir, 'out.json') }, timeoutMs);
  expect(code, output).toBe(0);
  return JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'));
}

describe('sign-in, refresh and project-bound tokens in each SDK layer', () => {
  it('TypeScript', async () => {
    const ctx = await prepare(['ts']);
    const [signedInDevice, boundDevice] = ctx.devices.ts;
    const wrong = await signIn({ baseUrl: h.url, project: ctx.project, username: ctx.username, password: 'not-the-password' }).catch((e) => e);
    expect(wrong).toBeInstanceOf(AuthenticationError);
    expect(wrong.status).toBe(401);
    const client = await signIn({ baseUrl: h.url, project: ctx.project, username: ctx.username, password: ctx.password });
    const first = client.transport.credentials;
    const pair = await client.refresh();
    expect(pair.accessToken).not.toBe(first.accessToken);
    expect((await client.devices.bulk_patch([{ id: signedInDevice, tags: ['session-ts'] }])).ok).toBe(true);
    const bound = createPlatformClient({ baseUrl: h.url, token: ctx.bound_token });
    expect((await bound.devices.get(boundDevice)).id).toBe(boundDevice);
    expect((await bound.devices.bulk_patch([{ id: boundDevice, tags: ['bound-ts'] }])).ok).toBe(true);
    // Without a refresh token, an explicit refresh fails with AuthenticationError.
    expect(await bound.refresh().catch((e) => e)).toBeInstanceOf(AuthenticationError);
    await verify(ctx, { ts: { first_refresh: first.refreshToken!, access: pair.accessToken, refresh: pair.refreshToken! } });
  }, 60_000);

  it.skipIf(!python.ok)(`Python (sync and async)${python.reason ? `: skipped, ${python.reason}` : ''}`, async () => {
    const ctx = await prepare(['py_sync', 'py_async']);
    const report = await runElsewhere(ctx, `${repo}.venv/bin/pytest`, ['-q', '-p', 'no:cacheprovider', 'clients/python/tests/test_sessions.py'], repo, 'PLATFORM_SESSIONS_CONTEXT', 120_000);
    await verify(ctx, report);
  }, 150_000);

  it.skipIf(!go.ok)(`Go${go.reason ? `: skipped, ${go.reason}` : ''}`, async () => {
    const ctx = await prepare(['go']);
    const report = await runElsewhere(ctx, goBinary(), ['test', '-count=1', '-run', 'TestSessions', '.'], `${repo}clients/go`, 'PLATFORM_SESSIONS_CONTEXT', 600_000);
    await verify(ctx, report);
  }, 660_000);
});
