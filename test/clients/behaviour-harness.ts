/**
 * The harness of the shared behaviour suite (clients/shared/behaviour.json): it prepares a case
 * (a project with its devices, fault scenario and credentials) for each scenario and language,
 * and checks afterwards, on the server's side, what each client did.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { TestSandbox } from '../helpers/sandbox.js';

export const repo = fileURLToPath(new URL('../../', import.meta.url));

export interface Scenario {
  name: string;
  title: string;
  resource?: 'devices' | 'requests';
  count: number;
  item: Record<string, unknown>;
  unknown_id_at?: number[];
  overrides?: Record<string, Record<string, unknown>>;
  idempotency_key?: string;
  runs?: number;
  credentials?: 'session';
  fault?: { name: string; rules: unknown[] };
  scenario?: string;
  max_rate_limit_retries?: number;
  page_size?: number;
  expect: Record<string, any>;
  server?: { keys?: string[]; limited?: number; refreshes?: number };
}

export const suite: { scenarios: Scenario[] } = JSON.parse(readFileSync(`${repo}clients/shared/behaviour.json`, 'utf8'));
export const scenarioNamed = (name: string) => suite.scenarios.find((s) => s.name === name)!;

export interface Case {
  scenario: string;
  variant: string;
  project: string;
  token: string;
  refresh_token: string | null;
  ids: string[];
}

/** Statuses in input order, per `variant:scenario`: what a runner reports. */
export type Outcomes = Record<string, number[]>;

export function buildItems(s: Scenario, ids: string[]): Record<string, unknown>[] {
  return ids.map((id, i) => ({ id: s.unknown_id_at?.includes(i) ? `dev_unknown_${i}` : id, ...s.item, ...s.overrides?.[String(i)] }));
}

async function createDevices(h: TestSandbox, project: string, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += 500) {
    const items = Array.from({ length: Math.min(500, count - offset) }, (_, i) => ({ name: `behaviour ${offset + i}`, serial_number: `BHV-${offset + i}` }));
    const reply = await h.call('POST', '/v2/registry/devices/bulk', { project, token, body: { op: 'create', items } });
    expect(reply.status).toBe(207);
    ids.push(...reply.body.results.map((r: { id: string; status: number }) => (expect(r.status).toBe(201), r.id)));
  }
  return ids;
}

async function createRequests(h: TestSandbox, project: string, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await h.call('POST', '/v2/registry/requests', { project, token, body: { title: `behaviour ${i}` } });
    expect(reply.status).toBe(201);
    ids.push(reply.body.id);
  }
  return ids;
}

async function signIn(h: TestSandbox, project: string): Promise<{ access_token: string; refresh_token: string }> {
  const admin = (h.sb.seededUsers() as unknown as { userName: string; role: string }[]).find((u) => u.role === 'admin')!;
  const reply = await h.call('POST', '/v3/auth/sessions', { project, token: null, body: { username: admin.userName, password: admin.userName } });
  expect(reply.status).toBe(201);
  return reply.body;
}

export async function prepare(h: TestSandbox, scenario: Scenario, variant: string): Promise<Case> {
  const project = h.newProject();
  // A token of its own per case: the rate limit counts per token, and the cases of three
  // languages made with one token would run into it.
  const minted = await h.admin('POST', '/tokens', { role: 'admin', projects: [project] });
  expect(minted.status, minted.text).toBe(201);
  const token: string = minted.body.access_token;
  const ids = await (scenario.resource === 'requests' ? createRequests : createDevices)(h, project, token, scenario.count);
  const session = scenario.credentials === 'session' ? await signIn(h, project) : undefined;
  if (scenario.fault || scenario.scenario) {
    const body = scenario.fault ? { scenario: scenario.fault } : { name: scenario.scenario };
    const activated = await h.admin('POST', `/scenarios/projects/${project}`, body);
    expect(activated.status, activated.text).toBe(201);
  }
  return { scenario: scenario.name, variant, project, token: session?.access_token ?? token, refresh_token: session?.refresh_token ?? null, ids };
}

/** What the server saw of a case: the bulk calls, the 429s, the refreshes, and which items were applied. */
export async function verify(h: TestSandbox, c: Case, statuses: number[] | undefined): Promise<void> {
  const s = scenarioNamed(c.scenario);
  const where = `${c.variant}:${c.scenario}`;
  expect(statuses, `${where}: the runner reported no results`).toBeDefined();
  const journal = (await h.admin('GET', `/journal?project=${c.project}&limit=1000`)).body.data as { path: string; method: string; status: number; request_headers: Record<string, string> }[];
  // The client's calls (each carries an Idempotency-Key; the harness's own creations carry none).
  const path = `/v2/registry/${s.resource ?? 'devices'}/bulk`;
  const bulk = journal.filter((e) => e.path === path && e.request_headers['idempotency-key']).reverse();
  const done = bulk.filter((e) => e.status === 207);
  const then = s.expect.then;
  expect(done.length, `${where}: bulk calls answered 207`).toBe(then ? s.expect.applied / 500 + then.calls : s.expect.calls * (s.runs ?? 1));
  if (s.server?.keys) expect(done.map((e) => e.request_headers['idempotency-key'])).toEqual(s.server.keys);
  expect(bulk.filter((e) => e.status === 429).length, `${where}: 429s`).toBe(s.server?.limited ?? 0);
  const refreshes = journal.filter((e) => e.path === '/v3/auth/sessions' && e.status === 200).length;
  expect(refreshes, `${where}: refreshes`).toBe(s.server?.refreshes ?? 0);
  // Exactly the items reported 2xx were changed.
  const items = buildItems(s, c.ids);
  const query = s.resource === 'requests' ? `requests?status=${s.item.status}` : `devices?tags=${s.item.tags}`;
  const changed = new Set<string>();
  for (let cursor: string | undefined = ''; cursor !== undefined; ) {
    const page: { body: { data: { id: string }[]; next_cursor: string | null } } = await h.call('GET', `/v2/registry/${query}&limit=500${cursor ? `&cursor=${cursor}` : ''}`, { project: c.project });
    for (const d of page.body.data) if (c.ids.includes(d.id)) changed.add(d.id);
    cursor = page.body.next_cursor ?? undefined;
  }
  const applied = items.filter((_, i) => statuses![i] >= 200 && statuses![i] < 300).map((item) => item.id as string);
  expect([...changed].sort(), `${where}: the objects changed are the items reported applied`).toEqual([...new Set(applied)].sort());
}

/** A tool the suite needs: on a machine without it the suite skips, saying why; with CI=true it fails. */
export function tool(name: string, path: string, why: string): { ok: boolean; reason: string } {
  const ok = existsSync(path);
  const reason = ok ? '' : `${name} is not available (${why}; run scripts/setup.sh)`;
  if (!ok && process.env.CI === 'true') throw new Error(`CI=true: ${reason}`);
  if (!ok) process.stderr.write(`SKIPPED: the ${name} suites: ${reason}\n`);
  return { ok, reason };
}

export function goBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(`${dir}/go`)) return `${dir}/go`;
  return existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : 'go';
}

/** Runs a command without blocking the sandbox that lives in this process. */
export function spawnRunner(cmd: string, args: string[], cwd: string, env: Record<string, string>, timeoutMs: number): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env: { ...process.env, ...env }, timeout: timeoutMs, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, output: `${stdout}\n${stderr}` });
    });
  });
}
