/**
 * Recording never writes a credential: every name of core/redact.ts, the journal's list (headers, query and form
 * parameters, JSON members, the SCIM password), sent through the proxy to an upstream that echoes
 * them back with cookies and tokens of its own, is absent from every byte of the recordings.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { credentialNames } from '../../src/core/redact.js';
import { Pseudonymiser } from '../../src/proxy/record/pseudonym.js';
import { Scrubber } from '../../src/proxy/record/scrub.js';
import { harOf, recordings, everyByte } from './har.js';
import { startUpstream, type Upstream } from './upstream.js';

const CREDENTIAL = 'Bearer upstream-credential-91b2c3';
const secret = (name: string) => `s3cr3t-${name.replace(/[^a-z]/gi, '')}-value`;
let upstream: Upstream;
let sb: Sandbox;
const dir = mkdtempSync(join(tmpdir(), 'proxy-credentials-'));

beforeAll(async () => {
  // Echoes what it got, gzip'd, and answers with credentials of its own.
  upstream = await startUpstream((hit, res) => {
    const body = gzipSync(JSON.stringify({ echo: hit, access_token: secret('answer-access'), refresh_token: secret('answer-refresh'), contact: 'Grace.Hopper@navy.example.mil' }));
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length, 'set-cookie': [`session=${secret('answer-cookie')}; Path=/; HttpOnly`], 'x-api-key': secret('answer-key') });
    res.end(body);
  });
  sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', proxy: { upstreams: [upstream.url], credential: CREDENTIAL, record: dir } });
});
afterAll(async () => {
  await sb?.stop();
  await upstream?.close();
});

it('no credential the journal knows, sent or answered, reaches the recordings; emails become the same pseudonym throughout', async () => {
  const project = 'creds';
  const base = { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': project };
  const { headers: credentialHeaders, members: credentialMembers } = credentialNames();
  const headerForms = credentialHeaders.filter((h) => h !== 'authorization' && h !== 'set-cookie');
  const headers: Record<string, string> = { ...base };
  for (const name of headerForms) headers[name] = name === 'cookie' ? `sid=${secret(name)}; other=${secret('cookie2')}` : name === 'proxy-authorization' ? `Basic ${secret(name)}` : secret(name);
  const query = credentialMembers.map((p) => `${p}=${secret(`query-${p}`)}`).join('&');
  const sent: string[] = [...headerForms.map(secret), secret('cookie2'), ...credentialMembers.map((p) => secret(`query-${p}`)), sb.operatorToken, CREDENTIAL.slice(7)];

  const json: Record<string, unknown> = { contact: 'Grace.Hopper@navy.example.mil', nested: {} };
  for (const m of credentialMembers) {
    json[m] = secret(`json-${m}`);
    (json.nested as Record<string, unknown>)[m] = secret(`nested-${m}`);
    sent.push(secret(`json-${m}`), secret(`nested-${m}`));
  }
  const scim = { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'password', value: secret('scim-password') }] };
  const form = credentialMembers.map((p) => `${p}=${secret(`form-${p}`)}`).join('&');
  sent.push(secret('scim-password'), ...credentialMembers.map((p) => secret(`form-${p}`)), secret('answer-access'), secret('answer-refresh'), secret('answer-cookie'), secret('answer-key'));

  const calls: [string, RequestInit][] = [
    [`/v2/registry/devices?${query}`, { headers }],
    ['/v2/registry/devices', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(json) }],
    ['/v3/auth/scim/v2/Users/u1', { method: 'PATCH', headers: { ...base, 'content-type': 'application/scim+json' }, body: JSON.stringify(scim) }],
    ['/v3/auth/sessions', { method: 'POST', headers: { ...base, 'content-type': 'application/x-www-form-urlencoded' }, body: form }],
  ];
  for (const [path, init] of calls) {
    const res = await fetch(`${sb.url}${path}`, init);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('x-sandbox-source')).toBe('proxy');
    const text = await res.text();
    expect(text).toContain(secret('answer-access')); // the caller gets the answer unchanged
  }
  // What went upstream did hold them (so their absence on disk is the recorder's doing).
  expect(upstream.hits.map((h) => JSON.stringify(h)).join()).toContain(secret('json-password'));
  await sb.deps.proxy!.recorder!.flush();
  await new Promise((r) => setTimeout(r, 50));
  await sb.deps.proxy!.recorder!.flush();

  const onDisk = everyByte(dir);
  const entries = harOf(recordings(dir).get(`${project}.har`)!).log.entries;
  expect(entries).toHaveLength(calls.length);
  for (const value of sent) expect(onDisk, value).not.toContain(value);
  expect(onDisk).not.toMatch(/s3cr3t-/);
  expect(onDisk).not.toMatch(/grace\.hopper/i);
  // The key beside the recordings gives the pseudonym the recordings hold (the replay of issue 44 uses it so).
  const pseudonym = Pseudonymiser.forDirectory(dir).email('Grace.Hopper@navy.example.mil');
  expect(pseudonym).toMatch(/^u-[0-9a-f]{16}@example\.invalid$/);
  // Each answer's contact, the posted one, and its echo in that answer: six times the same pseudonym.
  expect(onDisk.split(pseudonym).length - 1).toBe(6);
  expect(onDisk).not.toContain(readFileSync(join(dir, 'pseudonym.key'), 'utf8').trim());
  // An incoming request scrubbed with the directory's key compares equal to the recorded one.
  expect(Scrubber.forDirectory(dir, []).json(structuredClone(json), [])).toEqual(JSON.parse(entries[1].request.postData.text));
  // Credential names stay, so a reader sees what was there.
  const post = entries[1];
  expect(JSON.parse(post.request.postData.text).nested.password).toBe('[redacted]');
  expect(post.response.cookies).toEqual([{ name: 'session', value: '[redacted]' }]);
  expect(post.request.queryString).toEqual([]);
  expect(entries[0].request.queryString.map((q: { name: string }) => q.name)).toEqual(credentialMembers);
});
