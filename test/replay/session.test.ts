/**
 * Record, then replay offline. A scripted session goes through the proxy to a second sandbox
 * (another seed, a platform map that renames `serial_number` to `serial`, a scenario that answers
 * one call 503, one 429 and fails a bulk item) and to json-server (the notes of a published
 * document, which the sandbox serves as an inferred-CRUD resource), and is recorded. That deployment is then stopped,
 * and a third sandbox serves the recording with `--replay DIR`: the same calls get the same
 * answers, a request carrying the real email matches its pseudonymised recording, the stores hold
 * what the recording showed (so later writes change later reads, `updated_since` sees them and
 * webhooks fire), the proposed map names the renamed field, the drift report's `observed` holds
 * the deployment's per-item bulk results, and the recorded 429 and 503 replay as a scenario.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonServer from 'json-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { fixture } from '../platform/helpers.js';
import { startUpstream, type Upstream } from '../proxy/upstream.js';

const CREDENTIAL = 'Bearer staging-operator-5e6f7a';
const EMAIL = 'Ada.Lovelace@Example.com';
const PROJECT = 'session';
const NOTES = join(import.meta.dirname, '..', 'proxy', 'fixtures', 'notes.yaml');
const dir = mkdtempSync(join(tmpdir(), 'replay-session-'));

/** A JSON block of docs/proxy.md's worked example, by its marker. */
function documented(marker: string): unknown {
  const block = readFileSync('docs/proxy.md', 'utf8').split(`<!-- replay-example: ${marker} -->`)[1]?.match(/```json\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error(`docs/proxy.md has no replay-example ${marker}`);
  return JSON.parse(block);
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

async function call(base: string, token: string, method: string, path: string, body?: unknown, project = PROJECT): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-service-project': project, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

const control = async (base: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}/_sandbox${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: res.status === 204 ? undefined : ((await res.json()) as any) };
};

/** The scripted session, as a client would run it. */
const creation = { name: `Laptop of ${EMAIL}`, serial_number: 'RPL-0001', platform: 'windows' };
async function script(base: string, token: string, project = PROJECT) {
  const list = await call(base, token, 'GET', '/v2/registry/devices?limit=3', undefined, project);
  const created = await call(base, token, 'POST', '/v2/registry/devices', creation, project);
  const id = created.json?.id as string;
  const read = await call(base, token, 'GET', `/v2/registry/devices/${id}`, undefined, project);
  const failed = await call(base, token, 'GET', `/v2/registry/devices/${id}`, undefined, project);
  const throttled = await call(base, token, 'GET', '/v2/registry/devices?limit=3', undefined, project);
  const bulk = await call(base, token, 'POST', '/v2/registry/devices/bulk', { op: 'create', items: [{ name: 'bulk one', serial_number: 'BLK-0001' }, { name: 'bulk two', serial_number: 'BLK-0002' }] }, project);
  return { list, created, id, read, failed, throttled, bulk };
}

/** What the deployment does wrong on purpose: the second read 503, the second list 429, the second bulk item fails. */
const failures = {
  scenario: {
    name: 'staging-trouble',
    description: 'failures the recording keeps',
    rules: [
      { match: { method: 'GET', path: '/v2/registry/devices/*', after: 1, times: 1 }, fault: { kind: 'status', status: 503, headers: { 'retry-after': '7' }, body: { title: 'maintenance', status: 503 } } },
      { match: { method: 'GET', path: '/v2/registry/devices', after: 1, times: 1 }, fault: { kind: 'status', status: 429, headers: { 'retry-after': '2' }, body: { title: 'slow down', status: 429 } } },
      { match: { method: 'POST', path: '/v2/registry/devices/bulk' }, fault: { kind: 'bulk_item_failure', indexes: [1], status: 503 } },
    ],
  },
};

let staging: Sandbox | undefined;
let front: Sandbox | undefined;
let replayer: Sandbox;
let receiver: Upstream;
let notesServer: Server | undefined;
let notesList: any[];
let recorded: Awaited<ReturnType<typeof script>>;
let proxiedDrift: any;

beforeAll(async () => {
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false, static: join(import.meta.dirname, '..', 'proxy', 'fixtures') }));
  app.use(jsonServer.rewriter({ '/v1/assets/*': '/$1' }));
  app.use(jsonServer.router({ notes: Array.from({ length: 5 }, (_, i) => ({ id: i + 1, title: `staging note ${i + 1}`, owner_email: `owner${i}@example.org` })) }));
  notesServer = await new Promise<Server>((resolve) => {
    const srv: Server = app.listen(0, '127.0.0.1', () => resolve(srv));
  });
  const notesUrl = `http://127.0.0.1:${(notesServer.address() as AddressInfo).port}`;
  const deployment = await startSandbox({ port: 0, seed: 9, logLevel: 'silent', operatorToken: CREDENTIAL.slice(7), platformOpenapi: [fixture('platform.yaml')], platformMap: fixture('map.yaml') });
  staging = deployment;
  expect((await control(deployment.url, 'POST', `/scenarios/projects/${PROJECT}`, failures)).status).toBe(201);
  const proxy = await startSandbox({
    port: 0,
    seed: 7,
    logLevel: 'silent',
    platformOpenapi: [NOTES],
    proxy: { upstreams: [`registry=${deployment.url}`, `/v1/assets/notes=${notesUrl}`], operations: ['listDevices', 'getDevice', 'createDevice', 'bulkDevices', '/v1/assets/notes', '/v1/assets/notes/*'], credential: CREDENTIAL, record: dir },
  });
  front = proxy;
  recorded = await script(proxy.url, proxy.operatorToken);
  expect((await call(proxy.url, proxy.operatorToken, 'POST', '/v1/assets/notes', { title: 'written through the proxy', owner_email: EMAIL })).status).toBe(201);
  notesList = (await call(proxy.url, proxy.operatorToken, 'GET', '/v1/assets/notes')).json;
  proxiedDrift = (await control(proxy.url, 'GET', '/drift')).json;
  await proxy.deps.proxy!.recorder!.flush();
  await new Promise((r) => setTimeout(r, 30));
  await proxy.deps.proxy!.recorder!.flush();
  await proxy.stop();
  await deployment.stop();
  await new Promise<void>((resolve) => notesServer!.close(() => resolve()));
  front = staging = notesServer = undefined;
  // Offline: no deployment runs any more.
  receiver = await startUpstream((_hit, res) => res.end());
  replayer = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', platformOpenapi: [NOTES], replay: { dir } });
});
afterAll(async () => {
  await replayer?.stop();
  await front?.stop();
  await staging?.stop();
  await receiver?.close();
  await new Promise<void>((resolve) => (notesServer ? notesServer.close(() => resolve()) : resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('a recorded session replayed offline', () => {
  it('was recorded with the failures on purpose', () => {
    expect([recorded.list.status, recorded.created.status, recorded.read.status, recorded.failed.status, recorded.throttled.status, recorded.bulk.status]).toEqual([200, 201, 200, 503, 429, 207]);
    expect(recorded.list.json.data[0]).toHaveProperty('serial');
  });

  it('answers the same calls with the same answers, the real email matching its pseudonym, in the recorded order', async () => {
    const token = replayer.operatorToken;
    const list = await call(replayer.url, token, 'GET', '/v2/registry/devices?limit=3');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-sandbox-source')).toBe('replay');
    expect(list.json).toEqual(recorded.list.json);
    // The body holds the real email; the recording holds its pseudonym, and they match.
    const created = await call(replayer.url, token, 'POST', '/v2/registry/devices', creation);
    expect(created.status).toBe(201);
    expect(created.headers.get('x-sandbox-source')).toBe('replay');
    expect(created.json.id).toBe(recorded.id);
    expect(created.json.name).toMatch(/^Laptop of u-[0-9a-f]{16}@example\.invalid$/);
    expect({ ...created.json, name: undefined }).toEqual({ ...recorded.created.json, name: undefined });
    const read = await call(replayer.url, token, 'GET', `/v2/registry/devices/${recorded.id}`);
    expect([read.status, read.json.serial_number]).toEqual([200, 'RPL-0001']);
    const failed = await call(replayer.url, token, 'GET', `/v2/registry/devices/${recorded.id}`);
    expect([failed.status, failed.headers.get('retry-after'), failed.json]).toEqual([503, '7', recorded.failed.json]);
    const throttled = await call(replayer.url, token, 'GET', '/v2/registry/devices?limit=3');
    expect([throttled.status, throttled.headers.get('retry-after'), throttled.json]).toEqual([429, '2', recorded.throttled.json]);
    // Another email is another pseudonym: no recorded exchange matches, and the emulation answers.
    const other = await call(replayer.url, token, 'POST', '/v2/registry/devices', { ...creation, name: 'Laptop of grace@example.com', serial_number: 'RPL-0002' });
    expect([other.status, other.headers.get('x-sandbox-source')]).toEqual([201, 'emulated']);
    const { json: state } = await control(replayer.url, 'GET', `/projects/${PROJECT}/replay`);
    expect(state).toMatchObject({ recording: PROJECT, matched: 5, unmatched_total: 1, entries: 8 });
    expect(state.unmatched[0]).toMatchObject({ method: 'POST', path: '/v2/registry/devices', answered: 'emulated', same_path: 1 });
  });

  it('fills the stores from the recording: later writes change later reads, updated_since sees them, webhooks fire', async () => {
    const token = replayer.operatorToken;
    const { json: state } = await control(replayer.url, 'GET', `/projects/${PROJECT}/replay`);
    // The three listed (their `serial` put back to `serial_number`), the created one, the two of the bulk call's answer are not devices.
    expect(state.learned).toEqual({ devices: 4, 'crud:/v1/assets/notes': 6 });
    // The unmatched create above was a write the recording does not hold: the emulation answers from then on.
    expect(state.departed_at).toEqual(expect.any(String));
    const learned = await call(replayer.url, token, 'GET', `/v2/registry/devices/${recorded.list.json.data[1].id}`);
    expect([learned.status, learned.headers.get('x-sandbox-source'), learned.json.serial_number]).toEqual([200, 'emulated', recorded.list.json.data[1].serial]);
    const hook = await call(replayer.url, token, 'POST', '/events/subscriptions', { url: `${receiver.url}/hook`, event_types: ['device.updated'] });
    expect(hook.status).toBe(201);
    const since = (await call(replayer.url, token, 'GET', `/v2/registry/devices/${recorded.id}`)).json.updated_at as string;
    const patched = await call(replayer.url, token, 'PATCH', `/v2/registry/devices/${recorded.id}`, { name: 'renamed offline' });
    expect([patched.status, patched.json.name, patched.json.serial_number]).toEqual([200, 'renamed offline', 'RPL-0001']);
    const reread = await call(replayer.url, token, 'GET', `/v2/registry/devices/${recorded.id}`);
    expect([reread.json.name, reread.headers.get('x-sandbox-source')]).toEqual(['renamed offline', 'emulated']);
    const changed = await call(replayer.url, token, 'GET', `/v2/registry/devices?updated_since=${encodeURIComponent(since)}`);
    expect(changed.json.data.map((d: { id: string }) => d.id)).toContain(recorded.id);
    // json-server's notes, as the recording showed them (the email pseudonymised), are the inferred resource's records.
    const note = await call(replayer.url, token, 'GET', '/v1/assets/notes/6');
    expect([note.status, note.headers.get('x-sandbox-source'), note.json]).toEqual([200, 'inferred-crud', { ...notesList[5], owner_email: expect.stringMatching(/^u-[0-9a-f]{16}@example\.invalid$/) }]);
    expect(notesList[5].owner_email).toBe(EMAIL);
    const retitled = await call(replayer.url, token, 'PATCH', '/v1/assets/notes/2', { title: 'retitled offline' });
    expect(retitled.status).toBe(200);
    expect((await call(replayer.url, token, 'GET', '/v1/assets/notes')).json.map((n: { title: string }) => n.title)).toEqual(['staging note 1', 'retitled offline', 'staging note 3', 'staging note 4', 'staging note 5', 'written through the proxy']);
    await expect.poll(() => receiver.hits.map((h) => JSON.parse(h.body).type), { timeout: 5000 }).toContain('device.updated');
    expect(JSON.parse(receiver.hits.find((h) => JSON.parse(h.body).type === 'device.updated')!.body).data.id).toBe(recorded.id);
  });

  it('proposes a platform map naming the field the deployment renamed', async () => {
    const { status, json } = await control(replayer.url, 'GET', `/recordings/${PROJECT}/platform-map`);
    expect(status).toBe(200);
    expect(json.operations).toEqual({ listDevices: { response: { 'data[].serial': 'data[].serial_number' } } });
    expect({ operations: json.operations }).toEqual(documented('platform-map'));
    expect(json.evidence).toEqual([{ operation: 'listDevices', theirs: 'data[].serial', ours: 'data[].serial_number', answers: 1 }]);
  });

  it("holds the deployment's per-item bulk results in the drift report's observed section, beside ours", async () => {
    const theirs = { statuses: { 207: 1 }, array: ['results'], items: 2, item_statuses: { 201: 1, 503: 1 } };
    const ours = { statuses: ['207'], array: 'results', required: ['index', 'id', 'status'], item_status: { minimum: 200, maximum: 599 } };
    const live = proxiedDrift.observed.filter((o: any) => o.kind === 'bulk_results');
    expect(live).toEqual([expect.objectContaining({ operation: 'bulkDevices', source: 'proxy', answers: 1, theirs: expect.objectContaining({ ...theirs, first_items: [] }), ours: expect.objectContaining(ours), differences: [] })]);
    const { status, json } = await control(replayer.url, 'GET', '/drift');
    expect(status).toBe(200);
    const fromRecording = json.observed.filter((o: any) => o.kind === 'bulk_results');
    expect(fromRecording).toEqual([expect.objectContaining({ operation: 'bulkDevices', source: `recording ${PROJECT}`, theirs: expect.objectContaining(theirs), differences: [] })]);
    expect(fromRecording[0].theirs.first_items).toEqual(recorded.bulk.json.results);
    expect(fromRecording[0].theirs.first_items[1]).toMatchObject({ index: 1, status: 503, id: null });
  });

  it("turns the recorded 429 and 503 into a scenario that replays them in a fresh project", async () => {
    const { status, json } = await control(replayer.url, 'POST', `/recordings/${PROJECT}/scenario`);
    expect(status).toBe(200);
    expect(json.failures).toBe(2);
    expect(json.scenario.rules.map((r: any) => [r.match, r.fault.status])).toEqual([
      [{ method: 'GET', path: '/v2/registry/devices/*', after: 1, times: 1 }, 503],
      [{ method: 'GET', path: '/v2/registry/devices', after: 1, times: 1 }, 429],
    ]);
    expect(json.scenario.rules.map((r: any) => ({ match: r.match, status: r.fault.status }))).toEqual(documented('scenario-rules'));
    expect((await control(replayer.url, 'POST', '/scenarios/projects/qa', { scenario: json.scenario })).status).toBe(201);
    const run = await script(replayer.url, replayer.operatorToken, 'qa');
    expect([run.list.status, run.created.status, run.read.status, run.failed.status, run.throttled.status, run.bulk.status]).toEqual([200, 201, 200, 503, 429, 207]);
    expect([run.failed.headers.get('retry-after'), run.failed.json]).toEqual(['7', recorded.failed.json]);
    expect([run.throttled.headers.get('retry-after'), run.throttled.json]).toEqual(['2', recorded.throttled.json]);
  });
});
