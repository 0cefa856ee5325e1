import { describe, expect, it } from 'vitest';
import { compileOperations } from '../../src/openapi/operations.js';
import { driftTable } from '../../src/platform/drift.js';
import { loadPlatformDocument } from '../../src/platform/load.js';
import { startSandbox } from '../../src/server.js';
import { send, useSandbox } from '../helpers/sandbox.js';
import { fixture } from './helpers.js';

const FILE = fixture('third-party.yaml');
const t = useSandbox({ platformOpenapi: [FILE] });
const judge = loadPlatformDocument(FILE).then(({ document }) => compileOperations(document));

/** The answer's problems against the document itself (status, media type, body). */
async function problems(method: string, path: string, r: { status: number; headers: Headers; body: unknown }): Promise<string[]> {
  const table = await judge;
  const found = table.match(method, path);
  if (!found || !('operation' in found)) return [`no operation ${method} ${path}`];
  return table.validateResponse(found.operation, r.status, r.headers.get('content-type'), r.body);
}

describe('ids as the document says', () => {
  it('counts integer ids up from one more than the largest example, per project', async () => {
    t.newProject();
    const created = await t.call('POST', '/tp/pets', { body: { name: 'Bo' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 13, name: 'Bo' });
    expect(await problems('POST', '/tp/pets', created)).toEqual([]);
    expect((await t.call('POST', '/tp/pets', { body: { name: 'Cy' } })).body.id).toBe(14);
    const read = await t.call('GET', '/tp/pets/13');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    t.newProject();
    expect((await t.call('POST', '/tp/pets', { body: { name: 'Di' } })).body.id).toBe(13);
  });

  it('uses the id a create gives, and refuses one that is taken with 409', async () => {
    t.newProject();
    const given = await t.call('POST', '/tp/pets', { body: { id: 500, name: 'Ed' } });
    expect(given.body.id).toBe(500);
    const taken = await t.call('POST', '/tp/pets', { body: { id: 3, name: 'Rex again' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ in: 'body', pointer: '#/id', detail: 'is taken' }]);
    expect((await t.call('GET', '/tp/pets/3')).body.name).toBe('Rex');
  });

  it('draws string ids by their pattern, and finds metadata.name one level down', async () => {
    t.newProject();
    const account = await t.call('POST', '/tp/accounts', { body: { friendly_name: 'ops' } });
    expect(account.body.sid).toMatch(/^AC[0-9a-f]{32}$/);
    expect((await t.call('GET', `/tp/accounts/${account.body.sid}`)).body.friendly_name).toBe('ops');
    const pod = await t.call('POST', '/tp/pods', { body: { metadata: { name: 'db' } } });
    expect(pod.body.metadata.name).toBe('db');
    const read = await t.call('GET', '/tp/pods/db');
    expect(read.status).toBe(200);
    expect(await problems('GET', '/tp/pods/db', read)).toEqual([]);
    expect((await t.call('POST', '/tp/pods', { body: { metadata: { name: 'db' } } })).status).toBe(409);
  });

  it('takes the id x-sandbox-id names, and serves an ambiguous resource without state', async () => {
    t.newProject();
    const gadget = await t.call('POST', '/tp/gadgets');
    expect((await t.call('GET', `/tp/gadgets/${gadget.body.left.id}`)).body).toEqual(gadget.body);
    const widget = await t.call('POST', '/tp/widgets');
    expect(widget.headers.get('x-sandbox-source')).toBe('schema');
  });

  it('answers a DELETE with the id it deleted', async () => {
    t.newProject();
    const deleted = await t.call('DELETE', '/tp/pets/12');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: 12, deleted: expect.any(Boolean) });
    expect((await t.call('GET', '/tp/pets/12')).status).toBe(404);
  });
});

describe("the document's examples seed the store", () => {
  it('shows the examples in lists and reads, changes them on writes, and returns to them on reset', async () => {
    const project = t.newProject();
    expect((await t.call('GET', '/tp/pets')).body).toEqual([{ id: 3, name: 'Rex', tag: 'dog' }, { id: 12, name: 'Tom' }]);
    expect((await t.call('GET', '/tp/pods/web-1')).body.spec.containers).toEqual([{ name: 'nginx' }]);
    await t.call('PATCH', '/tp/pets/3', { body: { tag: 'wolf' } });
    await t.call('DELETE', '/tp/pets/12');
    expect((await t.call('GET', '/tp/pets')).body).toEqual([{ id: 3, name: 'Rex', tag: 'wolf' }]);
    await t.admin('POST', '/reset', { project });
    expect((await t.call('GET', '/tp/pets')).body).toEqual([{ id: 3, name: 'Rex', tag: 'dog' }, { id: 12, name: 'Tom' }]);
  });

  it('leaves out an example that fails its own schema, and names it at start and in the drift report', async () => {
    const drift = (await t.admin('GET', '/drift')).body;
    expect(drift.invalidExamples).toEqual([{ file: FILE, pointer: '#/paths/~1pets~1{petId}/get/responses/200/content/application~1json/examples/broken/value', reason: '/id must be integer' }]);
    t.newProject();
    expect((await t.call('GET', '/tp/pets/forty')).status).toBe(400);
    // The start summary names it too.
    const table = driftTable(t.sb.deps.platform!.drift).join('\n');
    expect(table).toContain(`examples that fail their own schema (not seeded, not served): 1\n    ${FILE} at #/paths/~1pets~1{petId}/get/responses/200/content/application~1json/examples/broken/value: /id must be integer`);
    expect(table).toContain('schemas no value satisfies (operations that must answer one answer 501): 2');
    expect(table).toContain("the documents cover none of the sandbox's operations: nothing to compare");
  });

  it('counts the seeded records toward the per-resource bound', async () => {
    const sb = await startSandbox({ port: 0, logLevel: 'silent', platformOpenapi: [FILE], bounds: { recordsPerCollection: 2 } } as never);
    try {
      const headers = { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'bounded', 'content-type': 'application/json' };
      const full = await fetch(`${sb.url}/tp/pets`, { method: 'POST', headers, body: JSON.stringify({ name: 'third' }) });
      expect(full.status).toBe(507);
      expect((await (await fetch(`${sb.url}/tp/pets`, { headers })).json()).map((p: { id: number }) => p.id)).toEqual([3, 12]);
    } finally {
      await sb.stop();
    }
  });
});

describe('unknown ids', () => {
  it('answers 404 in the shape the document declares, and a generated object on Prefer: dynamic=true for every method', async () => {
    t.newProject();
    const missing = await t.call('GET', '/tp/pets/99');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: expect.any(Number), message: expect.any(String) });
    const prefer = { prefer: 'dynamic=true' };
    for (const [method, body] of [['GET'], ['PUT', { name: 'Zed' }], ['PATCH', { tag: 'x' }], ['DELETE']] as const) {
      const r = await t.call(method, '/tp/pets/99', { headers: prefer, ...(body ? { body } : {}) });
      expect(r.status, method).toBe(200);
      expect(r.body.id, method).toBe(99);
      expect(await problems(method, '/tp/pets/99', r), method).toEqual([]);
    }
    expect((await t.call('GET', '/tp/pets/99')).status).toBe(404);
    const pod = await t.call('DELETE', '/tp/pods/ghost', { headers: prefer });
    expect(pod.status).toBe(200);
    expect(pod.body.metadata).toBeDefined();
  });
});

describe('generated answers', () => {
  it('are valid to any depth: required properties at every level, recursion ended at optional edges, no extension keys', async () => {
    for (let i = 0; i < 5; i++) {
      t.newProject(); // another project, another draw
      const r = await t.call('GET', '/tp/trees');
      expect(r.status).toBe(200);
      expect(await problems('GET', '/tp/trees', r)).toEqual([]);
      let level = r.body.level1;
      for (let depth = 1; depth < 8; depth++) level = level.next;
      expect(level.leaf).toEqual({ v: expect.any(Number) });
      expect(r.text).not.toMatch(/"x-/);
    }
    const pod = await t.call('POST', '/tp/pods', { body: { metadata: { name: 'deep' } } });
    expect(pod.text).not.toMatch(/x-kubernetes/);
  });

  it('answers 501 naming the pointer for an operation whose answer no value satisfies, and serves the rest', async () => {
    const chain = await t.call('GET', '/tp/chains');
    expect(chain.status).toBe(501);
    expect(chain.body.detail).toContain('#/components/schemas/Link');
    const dump = await t.call('GET', '/tp/dumps');
    expect(dump.status).toBe(501);
    expect(dump.body.detail).toContain('minItems 100000');
    const drift = (await t.admin('GET', '/drift')).body;
    expect(drift.unsatisfiable.map((u: { pointer: string }) => u.pointer)).toEqual(['#/components/schemas/Link', '#/paths/~1dumps/get/responses/200/content/application~1json/schema/properties/rows']);
    expect((await t.call('GET', '/tp/pets')).status).toBe(200);
  });
});

describe('the drift report of a document that shares nothing with the sandbox', () => {
  it('says so in one line instead of listing our operations', async () => {
    const drift = (await t.admin('GET', '/drift')).body;
    expect(drift.shared).toBe(0);
    expect(drift.note).toMatch(/^the documents cover none of the sandbox's operations/);
    expect(drift.onlyInSandbox).toEqual([]);
    expect(drift.ambiguousResources).toEqual([expect.objectContaining({ resource: '/tp/widgets', reason: expect.stringContaining('/left/id or /right/id') })]);
  });

  it('stops the start on an x-sandbox-id that does not resolve in its item schema', async () => {
    const { readFileSync, writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'xid-')), 'bad.yaml');
    writeFileSync(file, readFileSync(FILE, 'utf8').replace('x-sandbox-id: /left/id', 'x-sandbox-id: /middle/id'));
    await expect(startSandbox({ port: 0, logLevel: 'silent', platformOpenapi: [file] })).rejects.toThrow(`platform document ${file} at #/paths/~1gadgets~1{gid}/x-sandbox-id: /middle/id does not resolve in the item schema: it has no property middle there`);
  });
});

describe('ids a path declares more loosely than the record', () => {
  it("keys Discourse's posts by their integer id under a string {id}, and answers 404 for a dynamic id its schema refuses", async () => {
    const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', platformOpenapi: [fixture('posts.yaml')] });
    try {
      const call = (method: string, path: string, options: { body?: unknown; prefer?: string } = {}) =>
        send(`${sb.url}${path}`, method, { token: sb.operatorToken, project: 'loose', body: options.body, headers: options.prefer ? { prefer: options.prefer } : {} });
      const post = await call('POST', '/posts.json', { body: { title: 'Hello' } });
      expect(post.body).toEqual({ id: 1, title: 'Hello' });
      expect((await call('GET', '/posts/1.json')).body).toEqual({ id: 1, title: 'Hello' });
      expect((await call('DELETE', '/posts/1.json')).status).toBe(200);
      expect((await call('GET', '/posts/1.json')).status).toBe(404);
      // a string the integer id refuses names no post that could exist, dynamic or not
      expect((await call('GET', '/posts/kilo.json', { prefer: 'dynamic=true' })).status).toBe(404);
      expect((await call('GET', '/calls/echo-126', { prefer: 'dynamic=true' })).status).toBe(404);
      const sid = `CA${'0a'.repeat(16)}`;
      const made = await call('GET', `/calls/${sid}`, { prefer: 'dynamic=true' });
      expect(made.status).toBe(200);
      expect(made.body.call_sid).toBe(sid);
    } finally {
      await sb.stop();
    }
  });
});

describe("Vercel's resources: a parameter that names either of two fields, a record in an envelope", () => {
  it('reads a project by its id or its name under {idOrName}, and lists a domain read as {domain} without the envelope', async () => {
    const file = fixture('posts.yaml');
    const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', platformOpenapi: [file] });
    const table = compileOperations((await loadPlatformDocument(file)).document);
    try {
      const call = (method: string, path: string, body?: unknown) => send(`${sb.url}${path}`, method, { token: sb.operatorToken, project: 'vercel', body });
      const project = await call('POST', '/projects', { name: 'web' });
      expect(project.body.name).toBe('web');
      const byId = await call('GET', `/projects/${project.body.id}`);
      const byName = await call('GET', '/projects/web');
      expect([byId.status, byName.status]).toEqual([200, 200]);
      expect(byId.body).toEqual(project.body);
      expect(byName.body).toEqual(project.body);
      expect((await call('GET', '/projects/nothing-of-that-name')).status).toBe(404);

      const made = await call('POST', '/domains', { name: 'example.com' });
      expect(made.status).toBe(200);
      const read = await call('GET', `/domains/${made.body.domain.name}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(made.body);
      const list = await call('GET', '/domains');
      expect(list.body.domains).toEqual([read.body.domain]);
      const found = table.match('GET', '/domains');
      if (!found || !('operation' in found)) throw new Error('no list operation');
      expect(table.validateResponse(found.operation, list.status, list.headers.get('content-type'), list.body)).toEqual([]);
    } finally {
      await sb.stop();
    }
  });
});

describe("a record answered under the list's schema", () => {
  it("draws what the item leaves open as the list declares it, and keeps no written value the list refuses (Discourse's score)", async () => {
    const file = fixture('posts.yaml');
    const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', platformOpenapi: [file] });
    const table = compileOperations((await loadPlatformDocument(file)).document);
    try {
      const call = (method: string, path: string, body?: unknown) => send(`${sb.url}${path}`, method, { token: sb.operatorToken, project: 'list-schema', body });
      const listProblems = async () => {
        const list = await call('GET', '/topics.json');
        const found = table.match('GET', '/topics.json');
        if (!found || !('operation' in found)) throw new Error('no list operation');
        return { list, problems: table.validateResponse(found.operation, list.status, list.headers.get('content-type'), list.body) };
      };
      const made = await call('POST', '/topics.json', { title: 'Hello' });
      expect(made.status).toBe(200);
      const read = await call('GET', `/topics/${made.body.id}.json`);
      expect(typeof read.body.score).toBe('number');
      const first = await listProblems();
      expect(first.problems).toEqual([]);
      expect(first.list.body.topics).toEqual([read.body]);
      expect((await call('PUT', `/topics/${made.body.id}.json`, { score: 'high' })).status).toBe(200);
      const after = await listProblems();
      expect(after.problems).toEqual([]);
      expect(after.list.body.topics[0].score).toBe(read.body.score);
    } finally {
      await sb.stop();
    }
  });
});
