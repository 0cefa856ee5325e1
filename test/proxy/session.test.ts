/**
 * A scripted session through the proxy against two real deployments: another sandbox (another
 * seed, a platform map that renames `serial_number` to `serial`) and json-server, an independent
 * stateful REST server from npm. Answers arrive byte for byte; departures from the contract and
 * the published document are listed with pointers; the recording is HAR 1.2 with the same
 * pseudonym for the same email throughout.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonServer from 'json-server';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { fixture } from '../platform/helpers.js';
import { everyByte, harOf, recordings } from './har.js';

const NOTES = join(import.meta.dirname, 'fixtures', 'notes.yaml');
const CREDENTIAL = 'Bearer upstream-operator-4c1d2e';
const EMAIL = 'Ada.Lovelace@Example.com';
const PHONE = '+44 20 7946 0000';

let upstream: Sandbox;
let notesServer: Server;
let notesUrl: string;
let front: Sandbox;
const dir = mkdtempSync(join(tmpdir(), 'proxy-session-'));

/** Raw bytes and headers, nothing decompressed (undici's request). */
async function rawCall(url: string, method: string, headers: Record<string, string>, body?: unknown) {
  const res = await request(url, { method: method as 'GET', headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.statusCode, headers: res.headers, bytes: Buffer.from(await res.body.arrayBuffer()) };
}

beforeAll(async () => {
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false, static: join(import.meta.dirname, 'fixtures') }));
  app.use(jsonServer.rewriter({ '/v1/assets/*': '/$1' }));
  app.use(jsonServer.router({ notes: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `seeded note ${i + 1}`, owner_email: `owner${i}@example.org`, phone: `+1 555 01${String(i).padStart(2, '0')}` })) }));
  notesServer = await new Promise<Server>((resolve) => {
    const s: Server = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  notesUrl = `http://127.0.0.1:${(notesServer.address() as AddressInfo).port}`;
  upstream = await startSandbox({ port: 0, seed: 9, logLevel: 'silent', operatorToken: CREDENTIAL.slice(7), platformOpenapi: [fixture('platform.yaml')], platformMap: fixture('map.yaml') });
  front = await startSandbox({
    port: 0,
    seed: 7,
    logLevel: 'silent',
    validateResponses: true,
    platformOpenapi: [NOTES],
    proxy: { upstreams: [`registry=${upstream.url}`, `/v1/assets/notes=${notesUrl}`], operations: ['listDevices', 'getDevice', 'createDevice', '/v1/assets/notes/**', '/v1/assets/notes'], credential: CREDENTIAL, record: dir, redact: ['/phone', '/*/phone'] },
  });
});
afterAll(async () => {
  await front?.stop();
  await upstream?.stop();
  await new Promise<void>((resolve) => notesServer?.close(() => resolve()));
});

const through = () => ({ authorization: `Bearer ${front.operatorToken}`, 'x-service-project': 'session', 'accept-encoding': 'gzip' });
const direct = { authorization: CREDENTIAL, 'x-service-project': 'session', 'accept-encoding': 'gzip' };

describe('a scripted session against another sandbox', () => {
  it('answers arrive unchanged, byte for byte, marked as proxied', async () => {
    const created = await rawCall(`${front.url}/v2/registry/devices`, 'POST', through(), { name: 'proxied one', serial_number: 'PRX-0001' });
    expect(created.status).toBe(201);
    const id = JSON.parse(created.bytes.toString()).id as string;
    for (const path of ['/v2/registry/devices?limit=3', `/v2/registry/devices/${id}`]) {
      const viaProxy = await rawCall(`${front.url}${path}`, 'GET', through());
      const straight = await rawCall(`${upstream.url}${path}`, 'GET', direct);
      expect(viaProxy.status).toBe(straight.status);
      expect(viaProxy.bytes.equals(straight.bytes), path).toBe(true);
      expect(viaProxy.headers['content-type']).toBe(straight.headers['content-type']);
      expect(viaProxy.headers['x-sandbox-source']).toBe('proxy');
    }
    // The upstream's own state: the device lives there, not in the front sandbox.
    const here = await rawCall(`${front.url}/v2/registry/devices/${id}`, 'PATCH', through(), { name: 'renamed' });
    expect(here.status).toBe(404);
    expect(here.headers['x-sandbox-source']).toBe('emulated');
  });

  it("lists where the upstream's answers depart from the contract, with pointers", async () => {
    const res = await fetch(`${front.url}/_sandbox/proxy/violations?project=session`);
    expect(res.status).toBe(200);
    const { violations } = (await res.json()) as { violations: { operation: string; against: string; in: string; pointer: string; expected: string; seen: string }[] };
    const renamed = violations.filter((v) => v.operation === 'listDevices' && v.against === 'contract');
    expect(renamed).toContainEqual(expect.objectContaining({ in: 'response', pointer: '#/data/0/serial_number', expected: 'is required', seen: 'absent' }));
    expect(renamed).toContainEqual(expect.objectContaining({ in: 'response', pointer: '#/data/0/serial', expected: 'is not a known field', seen: expect.stringMatching(/^"[A-Z0-9]+"$/) }));
    expect(new Set(renamed.map((v) => `${v.pointer} ${v.expected}`)).size).toBe(renamed.length);
    // Not mapped for a single device: that answer conforms.
    expect(violations.filter((v) => v.operation === 'getDevice')).toEqual([]);
    const drift = (await (await fetch(`${front.url}/_sandbox/drift`)).json()) as { observed: unknown[] };
    expect(drift.observed).toEqual(expect.arrayContaining(renamed));
  });
});

describe('a scripted session against json-server', () => {
  it('passes a stateful session through unchanged, compressed bytes included', async () => {
    const created = await rawCall(`${front.url}/v1/assets/notes`, 'POST', through(), { title: 'first', owner_email: EMAIL, phone: PHONE, password: 'hunter2-in-a-note' });
    expect(created.status).toBe(201);
    const note = JSON.parse(created.bytes.toString());
    expect(note).toMatchObject({ id: 31, owner_email: EMAIL });
    const changed = await rawCall(`${front.url}/v1/assets/notes/31`, 'PATCH', through(), { title: 42 });
    expect(changed.status).toBe(200);
    const read = await rawCall(`${front.url}/v1/assets/notes/31`, 'GET', through());
    expect(JSON.parse(read.bytes.toString())).toMatchObject({ id: 31, title: 42, owner_email: EMAIL });
    const viaProxy = await rawCall(`${front.url}/v1/assets/notes`, 'GET', through());
    const straight = await rawCall(`${notesUrl}/notes`, 'GET', { 'accept-encoding': 'gzip' });
    expect(viaProxy.headers['content-encoding']).toBe('gzip');
    expect(viaProxy.bytes.equals(straight.bytes)).toBe(true);
    const gone = await rawCall(`${front.url}/v1/assets/notes/31`, 'DELETE', through());
    expect(gone.status).toBe(200);
    expect((await rawCall(`${front.url}/v1/assets/notes/31`, 'GET', through())).status).toBe(404);
  });

  it('lists departures from the published document with pointers', async () => {
    const { violations } = (await (await fetch(`${front.url}/_sandbox/proxy/violations?project=session`)).json()) as { violations: any[] };
    const ofNotes = violations.filter((v) => v.against === NOTES);
    expect(ofNotes).toContainEqual(expect.objectContaining({ operation: 'updateNote', in: 'request', pointer: '#/title', expected: 'must be string', seen: '42' }));
    expect(ofNotes).toContainEqual(expect.objectContaining({ operation: 'getNote', in: 'response', pointer: '#/title', seen: '42' }));
    expect(ofNotes).toContainEqual(expect.objectContaining({ operation: 'deleteNote', in: 'response', pointer: '#', expected: 'status 200 is not declared for deleteNote' }));
  });

  it('records the session as HAR 1.2: the same pseudonym for the same email throughout, no email, phone or password on disk', async () => {
    await front.deps.proxy!.recorder!.flush();
    await new Promise((r) => setTimeout(r, 50));
    await front.deps.proxy!.recorder!.flush();
    const files = recordings(dir);
    expect([...files.keys()]).toEqual(['session.har']);
    const entries = harOf(files.get('session.har')!).log.entries;
    const onDisk = everyByte(dir);
    for (const secret of [EMAIL, EMAIL.toLowerCase(), PHONE, 'hunter2-in-a-note', 'owner0@example.org', front.operatorToken, CREDENTIAL.slice(7)]) expect(onDisk, secret).not.toContain(secret);
    const noteEntries = entries.filter((e) => e.request.url.includes('/v1/assets/notes'));
    const pseudonyms = new Set<string>();
    for (const e of noteEntries) for (const text of [e.request.postData?.text ?? '', e.response.content.text ?? '']) for (const m of text.matchAll(/u-[0-9a-f]{16}@example\.invalid/g)) pseudonyms.add(m[0]);
    const posted = JSON.parse(noteEntries.find((e) => e.request.method === 'POST').request.postData.text);
    expect(posted.owner_email).toMatch(/^u-[0-9a-f]{16}@example\.invalid$/);
    expect(posted.phone).toMatch(/^p-[0-9a-f]{16}$/);
    expect(posted.password).toBe('[redacted]');
    const answered = JSON.parse(noteEntries.find((e) => e.request.method === 'POST').response.content.text);
    const readBack = JSON.parse(noteEntries.find((e) => e.request.method === 'GET' && e.response.status === 200 && e.request.url.endsWith('/31')).response.content.text);
    expect(answered.owner_email).toBe(posted.owner_email);
    expect(readBack.owner_email).toBe(posted.owner_email);
    expect(readBack.phone).toBe(posted.phone);
    // The gzip'd list is recorded decoded, every address in it pseudonymised.
    const list = noteEntries.find((e) => e.request.method === 'GET' && e.request.url.endsWith('/notes'));
    expect(list.response.headers).toContainEqual({ name: 'content-encoding', value: 'gzip' });
    expect(JSON.parse(list.response.content.text)[0].owner_email).toMatch(/^u-[0-9a-f]{16}@example\.invalid$/);
    expect(pseudonyms.size).toBe(31);
    expect(entries.every((e) => e._project === 'session' && e.request.headers.some((h: { name: string; value: string }) => h.name === 'authorization' && h.value === 'Bearer [redacted]'))).toBe(true);
  });
});
