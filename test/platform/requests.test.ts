/**
 * Requests as a platform document declares them (issue 40), each finding in the style of the
 * public description it came from: Stripe's form writes, Twilio's `.json` suffix, Kubernetes'
 * `*\/*`, multipart uploads, text bodies, Accept, XML-only answers, unknown query parameters, and
 * the document's own security schemes.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fixture } from './helpers.js';

const t = useSandbox({ platformOpenapi: [fixture('requests.yaml')] });
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const form = (body: string, extra: Record<string, string> = {}) => ({ raw: body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra } });

describe('form bodies (Stripe style)', () => {
  it('refuses what the schema refuses, naming each field, and creates nothing', async () => {
    t.newProject();
    const refused = await t.call('POST', '/v1/customers', form('kind=zzz&count=notanumber'));
    expect(refused.status).toBe(400);
    // in the error shape the document declares (its `default`), the reason in its members
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(refused.body.error).toMatchObject({ type: expect.stringMatching(/_error$/), param: 'name' });
    for (const reason of ['#/name is required', '#/kind must be one of person, company', '#/count must be integer']) expect(refused.body.error.message).toContain(reason);
    expect((await t.call('GET', '/v1/customers')).body.data).toEqual([]);
    // An empty form is one without fields: the missing one is named; X-Sandbox-Problem names it whatever the shape holds.
    const empty = await t.call('POST', '/v1/customers', form(''));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ param: 'name', message: expect.stringContaining('#/name is required') });
    expect(empty.headers.get('x-sandbox-problem')).toContain('#/name is required');
  });

  it('stores the fields, coerced to their types, with deepObject and explode=false as declared', async () => {
    t.newProject();
    const created = await t.call('POST', '/v1/customers', form('name=Ann+Lee&count=3&metadata[plan]=pro&metadata[seats]=5&tags=a,b'));
    expect(created.status).toBe(200);
    expect(created.headers.get('x-sandbox-source')).toBe('inferred-crud');
    expect(created.body).toMatchObject({ name: 'Ann Lee', count: 3, metadata: { plan: 'pro', seats: '5' }, tags: ['a', 'b'] });
    const read = await t.call('GET', `/v1/customers/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });
});

describe('multipart/form-data and text bodies', () => {
  it('validates fields and files, coerces fields, and describes a file instead of keeping its bytes', async () => {
    t.newProject();
    const ok = new FormData();
    ok.append('title', 'Report');
    ok.append('pages', '4');
    ok.append('file', new Blob(['hello world'], { type: 'text/plain' }), 'hello.txt');
    const res = await fetch(`${t.url}/uploads`, { method: 'POST', headers: { authorization: `Bearer ${t.token}`, 'x-service-project': 'mp' }, body: ok });
    expect(res.status).toBe(201);
    const journal = await t.admin('GET', '/journal?project=mp');
    const detail = t.sb.deps.journal.detail(journal.body.data[0].id)!;
    expect(JSON.parse(detail.request_body!)).toEqual({
      title: 'Report',
      pages: '4',
      file: 'file hello.txt, text/plain, 11 bytes, sha256 b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
    });
    const missing = new FormData();
    missing.append('pages', 'many');
    const refused = await fetch(`${t.url}/uploads`, { method: 'POST', headers: { authorization: `Bearer ${t.token}`, 'x-service-project': 'mp' }, body: missing });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual(
      expect.arrayContaining([
        { in: 'body', pointer: '#/file', detail: 'is required' },
        { in: 'body', pointer: '#/pages', detail: 'must be integer' },
      ]),
    );
    // A part of a JSON type is JSON (an object property's default, OpenAPI 3.1); one that does not parse is named.
    const multipart = (meta: string) => {
      const part = (headers: string, value: string) => `--b1\r\n${headers}\r\n\r\n${value}\r\n`;
      return {
        raw: `${part('Content-Disposition: form-data; name="title"', 'Scan')}${part('Content-Disposition: form-data; name="file"; filename="x.bin"', 'x')}${part('Content-Disposition: form-data; name="meta"\r\nContent-Type: application/json', meta)}--b1--\r\n`,
        headers: { 'content-type': 'multipart/form-data; boundary=b1' },
        project: 'mp2',
      };
    };
    expect((await t.call('POST', '/uploads', multipart('{"source":"cam"}'))).status).toBe(201);
    const metaJournal = await t.admin('GET', '/journal?project=mp2');
    expect(JSON.parse(t.sb.deps.journal.detail(metaJournal.body.data[0].id)!.request_body!).meta).toEqual({ source: 'cam' });
    const badJson = await t.call('POST', '/uploads', multipart('{source'));
    expect(badJson.status).toBe(400);
    expect(badJson.body.errors).toEqual([{ in: 'body', pointer: '#/meta', detail: 'must be valid JSON' }]);
    const fileAsValue = new FormData();
    fileAsValue.append('title', new Blob(['x']), 'title.txt');
    const wrong = await fetch(`${t.url}/uploads`, { method: 'POST', headers: { authorization: `Bearer ${t.token}`, 'x-service-project': 'mp' }, body: fileAsValue });
    expect(wrong.status).toBe(415);
    expect((await wrong.json()).detail).toBe('part title is a file (title.txt); the document declares it a value, not a file');
  });

  it('takes text/plain as text, checked against its schema', async () => {
    const ok = await t.call('POST', '/notes', { raw: 'short', headers: { 'content-type': 'text/plain; charset=utf-8', accept: 'text/*' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(ok.text).toBe('noted');
    const long = await t.call('POST', '/notes', { raw: 'far too long for it', headers: { 'content-type': 'text/plain' } });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ in: 'body', pointer: '#', detail: 'must NOT have more than 10 characters' }]);
  });
});

describe('paths, media ranges and Accept', () => {
  it("routes Twilio's {Sid}.json item paths, as a resource of the .json collection", async () => {
    t.newProject();
    const created = await t.call('POST', '/2010-04-01/Accounts/AC1/Messages.json', form('Body=hi&To=%2B15550100'));
    expect(created.status).toBe(201);
    // The id is the field named like the item path's parameter: sid of {Sid} (issue 41).
    expect(created.body).toMatchObject({ sid: expect.any(String), Body: 'hi', To: '+15550100' });
    const read = await t.call('GET', `/2010-04-01/Accounts/AC1/Messages/${created.body.sid}.json`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const missing = await t.call('GET', '/2010-04-01/Accounts/AC1/Messages/SM0.json');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });

  it("takes any media type for Kubernetes' */*, and answers the one Accept asks for, else 406", async () => {
    const json = await t.call('POST', '/api/v1/namespaces/ns/pods', { body: { name: 'web' } });
    expect(json.status).toBe(201);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const yaml = await t.call('POST', '/api/v1/namespaces/ns/pods', { body: { name: 'web' }, headers: { accept: 'application/yaml' } });
    expect(yaml.status).toBe(201);
    expect(yaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    const refused = await t.call('POST', '/api/v1/namespaces/ns/pods', { body: { name: 'web' }, headers: { accept: 'text/html' } });
    expect(refused.status).toBe(406);
    expect(refused.body.detail).toBe('Accept text/html names none of the media types createNamespacedPod answers: application/json, application/yaml');
    const invalid = await t.call('POST', '/api/v1/namespaces/ns/pods', { raw: '{"image": 5}', headers: { 'content-type': 'application/vnd.kubernetes.protobuf+json' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(expect.arrayContaining([{ in: 'body', pointer: '#/name', detail: 'is required' }]));
  });

  it('answers an XML-only operation from its example, else 501 naming the media type', async () => {
    const report = await t.call('GET', '/legacy/report', { headers: { accept: '*/*' } });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(report.text).toBe('<report ok="true"/>');
    const feed = await t.call('GET', '/legacy/feed', { headers: { accept: 'application/xml' } });
    expect(feed.status).toBe(501);
    expect(feed.body.detail).toMatch(/^legacyFeed answers application\/xml only, and has no example for it/);
    const drift = await t.admin('GET', '/drift');
    expect(drift.body.xmlOnly.map((x: any) => [x.operation, x.answeredAs])).toEqual([
      ['legacyReport', 'example'],
      ['legacyFeed', 'not-implemented'],
    ]);
  });

  it('accepts an unknown query parameter, and says so in X-Sandbox-Warnings and the journal', async () => {
    const project = t.newProject();
    const res = await t.call('GET', '/v1/customers?limit=2&utm_source=newsletter');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sandbox-warnings')).toBe("query parameter utm_source is not one of GetCustomers's; it was ignored");
    const journal = await t.admin('GET', `/journal?project=${project}`);
    expect(journal.body.data[0].warnings).toEqual(["query parameter utm_source is not one of GetCustomers's; it was ignored"]);
    // our own operations keep refusing them (decision 0005)
    expect((await t.call('GET', '/v2/registry/devices?utm_source=x')).status).toBe(400);
  });
});

describe("the document's security schemes as ways to present a sandbox token", () => {
  it('takes the token as the Basic password, or as the user name with an empty password (Stripe)', async () => {
    t.newProject();
    expect((await t.call('GET', '/v1/customers', { token: null, headers: { authorization: basic('anyone', t.token) } })).status).toBe(200);
    expect((await t.call('GET', '/v1/customers', { token: null, headers: { authorization: basic(t.token, '') } })).status).toBe(200);
    const wrong = await t.call('GET', '/v1/customers', { token: null, headers: { authorization: basic('sk_test_nope', '') } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic realm="platform-sandbox", Bearer realm="platform-sandbox", error="invalid_token"/);
    for (const bad of ['Basic !!!', 'Basic bm9jb2xvbg==']) {
      const malformed = await t.call('GET', '/v1/customers', { token: null, headers: { authorization: bad } });
      expect(malformed.status).toBe(401);
      expect(malformed.body.detail).toMatch(/^the Basic credential is malformed: (not base64|no colon)/);
    }
    const none = await t.call('GET', '/v1/customers', { token: null });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Basic realm="platform-sandbox", Bearer realm="platform-sandbox"');
  });

  it('takes an OAuth2 access token as a Bearer token', async () => {
    expect((await t.call('GET', '/oauth/me')).status).toBe(200);
    const none = await t.call('GET', '/oauth/me', { token: null });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="platform-sandbox"');
  });

  it('takes an API key in its header, query parameter or cookie; a missing one is 401 naming where it goes', async () => {
    t.newProject();
    expect((await t.call('GET', '/keyed/header', { token: null, headers: { 'x-partner-key': t.token } })).status).toBe(200);
    expect((await t.call('GET', `/keyed/query?partner_key=${t.token}`, { token: null })).status).toBe(200);
    expect((await t.call('GET', '/keyed/cookie', { token: null, headers: { cookie: `theme=dark; session_id=${t.token}` } })).status).toBe(200);
    const malformed = await t.call('GET', '/keyed/cookie', { token: null, headers: { cookie: 'session_id=%E0%A4%A' } });
    expect(malformed.status).toBe(401);
    expect(malformed.body.detail).toBe('the cookieKey credential (cookie session_id) is malformed: bad percent-encoding');
    for (const [path, where] of [['/keyed/header', 'header x-partner-key'], ['/keyed/query', 'query parameter partner_key'], ['/keyed/cookie', 'cookie session_id']]) {
      const missing = await t.call('GET', path, { token: null });
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBeNull();
      expect(missing.body.detail).toBe(`this operation needs ${where}`);
    }
  });

  it('serves security: [] without a credential in a project that exists, and never creates one', async () => {
    const project = t.newProject();
    const absent = await t.call('POST', '/open/items', { token: null, body: { name: 'x' } });
    expect(absent.status).toBe(404);
    expect(absent.body.code).toBe('project_not_found');
    expect(t.sb.deps.store.state(project)).toBe('unknown');
    // a call with a token creates it; then an anonymous one works in it
    expect((await t.call('GET', '/v1/customers')).status).toBe(200);
    const created = await t.call('POST', '/open/items', { token: null, body: { name: 'x' } });
    expect(created.status).toBe(201);
  });
});
