import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { perItemResults } from '../../contracts/checks/bulk.js';
import limitChecks, { busiestSecond } from '../../contracts/checks/limits.js';
import { runCheck } from '../../src/contract/context.js';
import { retryAfterSeconds, TargetClient } from '../../src/contract/http.js';
import { Ledger } from '../../src/contract/ledger.js';
import { ContractError, validateCheck } from '../../src/contract/loader.js';
import { loadRules, skeleton, skeletonDifferences } from '../../src/contract/normalise.js';
import { compareReports, parityMarkdown, verdictOf } from '../../src/contract/parity.js';
import { reproLine } from '../../src/contract/repro.js';
import { exitCodeOf, matches } from '../../src/contract/runner.js';
import type { CheckDefinition, CheckResult, OutcomeKind, RunReport } from '../../src/contract/types.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A target that answers with `answer(n)` for its n-th request. */
async function fakeTarget(answer: (n: number) => { status: number; headers?: Record<string, string>; body?: unknown }): Promise<string> {
  let n = 0;
  server = createServer((_req, res) => {
    const a = answer(++n);
    res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
    res.end(JSON.stringify(a.body ?? {}));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const env = (url: string) => ({
  client: new TargetClient({ baseUrl: url, token: 't', project: 'p', rateLimit: 'auto' as const, maxWaitMs: 3000, timeoutMs: 5000 }),
  target: { url, isSandbox: false, isLocalhost: true, project: 'p' },
  run: { id: 'run-1', tags: ['cr-run-1', 'contract-runner'] as [string, string], quotaPolicy: 'quota' },
  ledger: new Ledger('run-1', url, 'p'),
});

const probe: CheckDefinition = {
  id: 'x.probe',
  title: 'probe',
  basis: 'normative',
  ref: '§8',
  safety: 'read-only',
  async run(t) {
    const r = await t.when('a call', () => t.call('GET', '/thing'));
    await t.then('it is 200', () => t.expect(r.status === 200, `got ${r.status}`, r));
  },
};

describe('--rate-limit auto', () => {
  it('waits out a 429 for its Retry-After and retries', async () => {
    const url = await fakeTarget((n) => (n === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 }));
    const started = performance.now();
    const result = await runCheck(probe, env(url));
    expect(result.outcome).toBe('pass');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('makes a check inconclusive (not failed) when the limit outlasts the longest wait', async () => {
    const url = await fakeTarget(() => ({ status: 429, headers: { 'retry-after': '120' } }));
    const result = await runCheck(probe, env(url));
    expect(result.outcome).toBe('inconclusive');
    expect(result.reason).toMatch(/^rate-limited: GET \/thing answered 429/);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('3', 0)).toBe(3);
    expect(retryAfterSeconds('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6);
    expect(retryAfterSeconds('soon', 0)).toBeUndefined();
    expect(retryAfterSeconds(null, 0)).toBeUndefined();
  });
});

describe('outcomes of a check', () => {
  it('fails a normative check, and shows the failing exchange', async () => {
    const url = await fakeTarget(() => ({ status: 500, body: { oops: true } }));
    const result = await runCheck(probe, env(url));
    expect(result).toMatchObject({ outcome: 'fail', reason: 'then it is 200: got 500' });
    expect(result.evidence?.response).toMatchObject({ status: 500, body: { oops: true } });
    expect(result.steps).toEqual(['when a call', 'then it is 200']);
  });

  it('calls a failed convention drift on another target, and a failure on a sandbox', async () => {
    const url = await fakeTarget(() => ({ status: 500 }));
    const convention = { ...probe, basis: 'convention' as const };
    expect((await runCheck(convention, env(url))).outcome).toBe('drift');
    expect((await runCheck(convention, { ...env(url), target: { ...env(url).target, isSandbox: true } })).outcome).toBe('fail');
  });

  it('is inconclusive when its setup fails or the control API is missing', async () => {
    const url = await fakeTarget(() => ({ status: 500 }));
    const setup: CheckDefinition = { ...probe, run: async (t) => void (await t.given('a broken setup', () => Promise.reject(new Error('no')))) };
    expect(await runCheck(setup, env(url))).toMatchObject({ outcome: 'inconclusive', reason: 'setup failed: no' });
    const control: CheckDefinition = { ...probe, run: async (t) => void (await t.given('a token', () => t.mintToken())) };
    expect((await runCheck(control, env(url))).reason).toMatch(/control API/);
  });
});

describe('oracles that do not depend on unspecified shapes', () => {
  it('finds one result per item wherever the body keeps it', () => {
    expect(perItemResults({ results: [{ status: 200 }, { status: 404 }] }, 2)).toHaveLength(2);
    expect(perItemResults({ outcome: { items: [{ itemStatus: 'ok' }, { itemStatus: 'failed' }] } }, 2)).toHaveLength(2);
    expect(perItemResults({ results: [{ status: 200 }] }, 2)).toBeUndefined();
    expect(perItemResults({ results: [{ ok: true }, { ok: false }] }, 2)).toBeUndefined();
  });

  it('counts served calls only in windows where sending and answering both fall inside one second', () => {
    const at = (sentAt: number, doneAt: number, served = true) => ({ sentAt, doneAt, served });
    const fast = Array.from({ length: 250 }, (_, i) => at(i, i + 10));
    expect(busiestSecond(fast)).toEqual({ answered: 250, served: 250 });
    // Answers that straddle the second are not counted against it.
    const slow = Array.from({ length: 250 }, (_, i) => at(i * 10, i * 10 + 900));
    expect(busiestSecond(slow).served).toBeLessThanOrEqual(11);
  });
});

describe('the bulk quota weight against a real target (--quota-policy)', () => {
  const check = limitChecks.find((c) => c.id === 'limits.bulk-quota-weight')!;
  // A deployment that names its quota policy "daily": 100 left, the bulk call takes 10, the next call 1.
  const daily = (n: number) => ({ status: n === 2 ? 207 : 200, headers: { ratelimit: `"burst";r=50;t=1, "daily";r=${[100, 90, 89][n - 1]};t=3600` }, body: n === 2 ? { results: [] } : { data: [] } });

  it('proves the weight from the policy the flag names', async () => {
    const url = await fakeTarget(daily);
    const result = await runCheck(check, { ...env(url), run: { ...env(url).run, quotaPolicy: 'daily' } });
    expect(result).toMatchObject({ outcome: 'pass' });
  });

  it('is inconclusive, naming the flag, when the target shows no policy of that name', async () => {
    const url = await fakeTarget(daily);
    const result = await runCheck(check, env(url));
    expect(result).toMatchObject({ outcome: 'inconclusive', reason: expect.stringContaining('--quota-policy') });
  });
});

describe('selection, exit codes, check definitions', () => {
  const check = { id: 'bulk.no-rollback', tags: ['registry', 'bulk'] } as unknown as CheckDefinition;
  it('selects by id, group, tag and wildcard', () => {
    expect(matches(check, ['bulk'])).toBe(true);
    expect(matches(check, ['registry'])).toBe(true);
    expect(matches(check, ['bulk.no-*'])).toBe(true);
    expect(matches(check, ['tags'])).toBe(false);
  });

  it('exits 1 on a failure, 3 on drift only under --strict, 4 when no normative behaviour was checked, 0 otherwise', () => {
    const r = (outcome: OutcomeKind, basis = 'normative', safety = 'isolated-writes') => ({ outcome, basis, safety }) as CheckResult;
    expect(exitCodeOf([r('pass'), r('fail'), r('drift')], false, false)).toBe(1);
    expect(exitCodeOf([r('pass'), r('drift')], true, false)).toBe(3);
    expect(exitCodeOf([r('pass'), r('drift'), r('inconclusive')], false, false)).toBe(0);
    // Read-only normative checks (auth) and conventions prove no normative behaviour.
    const partial = [r('pass', 'normative', 'read-only'), r('pass', 'convention'), r('skipped'), r('inconclusive')];
    expect(exitCodeOf(partial, false, false)).toBe(4);
    expect(exitCodeOf(partial, false, true)).toBe(0);
    expect(exitCodeOf([...partial, r('fail', 'convention')], false, false)).toBe(1);
  });

  it('refuses a malformed check with a contract error', () => {
    const good = { id: 'a.b', title: 't', basis: 'normative', ref: '§4 rule 1', safety: 'read-only', run: async () => undefined };
    expect(validateCheck(good, 'f.ts')).toBe(good);
    expect(() => validateCheck({ ...good, ref: 'RFC 6750' }, 'f.ts')).toThrow(/must cite a section of the spec/);
    expect(() => validateCheck({ ...good, safety: 'reckless' }, 'f.ts')).toThrow(ContractError);
    expect(() => validateCheck({ ...good, id: 'NoGroup' }, 'f.ts')).toThrow(/group.name/);
    expect(() => validateCheck({ ...good, uses: ['devices'] }, 'f.ts')).toThrow(/METHOD \/path/);
  });
});

describe('parity', () => {
  const result = (id: string, outcome: OutcomeKind, status = 200, body: unknown = { id: 'x', n: 1 }, headers: Record<string, string> = { 'content-type': 'application/json' }): CheckResult => ({
    id, group: 'g', title: id, basis: 'normative', ref: '§4', safety: 'read-only', tags: [], outcome, steps: [], ms: 1,
    exchanges: [{ method: 'GET', operation: 'op', status, headers, body: skeleton(body) }],
  });
  const report = (results: CheckResult[]) => ({ runId: 'r', target: { url: 'u', project: 'p' }, results, exitCode: 0 }) as unknown as RunReport;

  it('classifies each check as agree, a-only, b-only, both-fail or not compared', () => {
    expect(verdictOf('pass', 'pass')).toBe('agree');
    expect(verdictOf('pass', 'drift')).toBe('a-only');
    expect(verdictOf('fail', 'pass')).toBe('b-only');
    expect(verdictOf('fail', 'drift')).toBe('both-fail');
    expect(verdictOf('pass', 'inconclusive')).toBe('not-compared');
  });

  it('names each difference by JSON pointer with both sides; ids, timestamps and seeded values are not differences', () => {
    const a = report([
      result('c.same', 'pass', 200, { data: [{ id: 'dev_1', name: 'Pixel', updated_at: '2026-01-01T00:00:00Z', assignee_id: null }], next_cursor: null }),
      result('c.status', 'pass', 200),
      result('c.shape', 'fail', 200, { id: 'x', tags: ['a'], n: 1, results: [{ status: 200 }] }, { 'content-type': 'application/json', etag: 'present' }),
    ]);
    const b = report([
      result('c.same', 'pass', 200, { data: [{ id: 'dev_9', name: 'Galaxy', updated_at: '2027-05-05T10:00:00.123Z', assignee_id: 'usr_2' }, { id: 'dev_8', name: 'x', updated_at: '2027-05-05T10:00:00Z', assignee_id: null }], next_cursor: 'abc' }),
      result('c.status', 'fail', 404),
      result('c.shape', 'fail', 200, { id: 'x', tags: 'a', extra: true, results: [{ status: 404 }] }, { 'content-type': 'application/problem+json' }),
    ]);
    const p = compareReports(a, b);
    expect(p.rows.map((r) => [r.id, r.verdict, r.differences])).toEqual([
      ['c.same', 'agree', []],
      ['c.status', 'a-only', ['call 1 (GET op): status 200 on A, 404 on B']],
      ['c.shape', 'both-fail', [
        'call 1 (GET op): header content-type: application/json on A, application/problem+json on B',
        'call 1 (GET op): header etag: present on A, absent on B',
        'call 1 (GET op): /extra: absent on A, boolean on B',
        'call 1 (GET op): /n: number on A, absent on B',
        'call 1 (GET op): /results/*/status: number 200 on A, number 404 on B',
        'call 1 (GET op): /tags: array on A, string on B',
      ]],
    ]);
    expect(p.counts).toMatchObject({ agree: 1, 'a-only': 1, 'both-fail': 1 });
    // A load check's calls are a matter of timing: only its outcome is compared.
    const load = (status: number) => report([{ ...result('l.load', 'pass', status), tags: ['load'] }]);
    expect(compareReports(load(200), load(429)).rows[0]).toMatchObject({ verdict: 'agree', differences: [] });
    expect(parityMarkdown(p)).toContain('| c.status | normative | §4 | pass | fail | a-only |');
    expect(parityMarkdown(p)).toContain('  - call 1 (GET op): /tags: array on A, string on B');
  });

  it('takes its rules from a file: pointers ignored, values compared', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rules-')), 'rules.json');
    writeFileSync(file, JSON.stringify({ ignore: ['/meta/**'], values: ['/name'] }));
    const rules = loadRules(file);
    expect(skeleton({ name: 'a', meta: { version: 'W/"1"', x: { y: 1 } } }, rules)).toEqual({ '/': 'object', '/name': 'string "a"' });
    expect(skeletonDifferences(skeleton({ name: 'a' }, rules), skeleton({ name: 'b' }, rules), rules)).toEqual(['/name: string "a" on A, string "b" on B']);
    writeFileSync(file, JSON.stringify({ ignore: 'meta' }));
    expect(() => loadRules(file)).toThrow(/ignore must be a list of strings/);
  });
});

describe('the JUnit schema check', () => {
  it('refuses what junit-10.xsd does not allow (properties in a test case, an unknown element)', async () => {
    const { checkJunit } = await import('./junit-schema.js');
    const bad = '<?xml version="1.0"?><testsuites tests="1" failures="0"><testsuite name="s" tests="1" failures="0" errors="0" skipped="0"><testcase name="c"><properties><property name="a" value="b"/></properties></testcase><oops/></testsuite></testsuites>';
    const { problems } = await checkJunit(bad);
    expect(problems.some((p) => /properties/.test(p))).toBe(true);
    const good = '<?xml version="1.0"?><testsuites tests="1" failures="0"><testsuite name="s" tests="1" failures="0" errors="0" skipped="1"><testcase name="c"><skipped message="drift: x"/></testcase></testsuite></testsuites>';
    expect((await checkJunit(good)).problems).toEqual([]);
  });
});

describe('redaction', () => {
  it('blots out given and met credentials in text, members and headers', async () => {
    const { Redactor } = await import('../../src/contract/redact.js');
    const r = new Redactor();
    r.add('tok_abcdefgh123', 'short');
    expect(r.text('sent tok_abcdefgh123 and Bearer xyz.123')).toBe('sent [redacted] and Bearer [redacted]');
    expect(r.text('www-authenticate: Bearer error="invalid_token"')).toBe('www-authenticate: Bearer error="invalid_token"');
    expect(r.value({ password: 'hunter22', nested: [{ access_token: 'a1', note: 'has tok_abcdefgh123' }], token_type: 'Bearer', short: 'short' })).toEqual({
      password: '[redacted]', nested: [{ access_token: '[redacted]', note: 'has [redacted]' }], token_type: 'Bearer', short: 'short',
    });
    expect(r.headers({ authorization: 'Bearer tok_abcdefgh123', 'x-api-key': 'k', accept: 'application/json' })).toEqual({ authorization: 'Bearer [redacted]', 'x-api-key': '[redacted]', accept: 'application/json' });
  });
});

describe('the webhook receiver', () => {
  it('records each delivery with its path and answers each attempt as told', async () => {
    const { startReceiver } = await import('../../src/contract/receiver.js');
    const receiver = await startReceiver();
    try {
      receiver.answer((attempt) => (attempt === 1 ? 500 : 204));
      const send = () => fetch(`${receiver.url}/sub-1`, { method: 'POST', headers: { 'webhook-id': 'msg_1', 'content-type': 'application/json' }, body: '{"type":"x"}' });
      expect((await send()).status).toBe(500);
      expect((await send()).status).toBe(204);
      const got = await receiver.waitFor((d) => d.headers['webhook-id'] === 'msg_1', 1000, 2);
      expect(got.map((d) => [d.path, d.raw, d.body])).toEqual([
        ['/webhooks/sub-1', '{"type":"x"}', { type: 'x' }],
        ['/webhooks/sub-1', '{"type":"x"}', { type: 'x' }],
      ]);
    } finally {
      await receiver.close();
    }
  });
});

describe('GraphQL schema checks', () => {
  it('report a target whose schema lost the committed types as drift, naming the breaking changes', async () => {
    const { buildSchema, introspectionFromSchema } = await import('graphql');
    const { graphChecks } = await import('../../src/contract/graph.js');
    const data = introspectionFromSchema(buildSchema('type Query { hello: String }'));
    const url = await fakeTarget(() => ({ status: 200, body: { data } }));
    const [breaking] = graphChecks();
    const result = await runCheck(breaking, env(url));
    expect(result.outcome).toBe('drift');
    expect(result.reason).toMatch(/breaking change\(s\): TYPE_REMOVED: /);
  });
});

describe('repro lines', () => {
  const exchange = (url: string, headers: Record<string, string>) => ({ request: { method: 'GET', url, headers }, response: { status: 200, headers: {}, body: undefined, ms: 1 } }) as never;

  it('present the token as the scheme did (Basic as the user, a cookie by its name, a query key), never printing it', () => {
    const token = 'tok-0123456789';
    const basic = reproLine(exchange('http://x/a', { authorization: 'Basic [redacted]', 'x-service-project': 'p' }), token);
    expect(basic).toContain('-u "$PLATFORM_TOKEN:"');
    expect(basic).not.toContain('Bearer');
    const cookie = reproLine(exchange('http://x/a', { cookie: '[redacted]' }), token, { cookie: 'api_key=$PLATFORM_TOKEN' });
    expect(cookie).toContain('-H "cookie: api_key=$PLATFORM_TOKEN"');
    const query = reproLine(exchange(`http://x/a?key=${token}&b=1`, {}), token);
    expect(query).toContain('"http://x/a?key=$PLATFORM_TOKEN&b=1"');
    for (const line of [basic, cookie, query]) expect(line).not.toContain(token);
  });
});
