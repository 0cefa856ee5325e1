/**
 * The contract runner's generated checks over the whole corpus (test/platform/corpus, installed by
 * scripts/setup.sh), each document served by its own sandbox: pass, fail and inconclusive checks
 * and the seconds to start and run, as the table of docs/contract-runner.md shows them. Settings
 * as the table says: `--max-examples 5 --time-budget 60`, mode isolated-writes, seed 42. Every
 * failure is printed with its reason. Some ten minutes for all 20; name documents to run fewer:
 * `npx tsx bench/contract-corpus.bench.ts stripe discourse` (a substring of the file's path).
 *
 * `BENCH_CORPUS_TARGET=prism` runs the stateful checks (created-readable, deleted-gone) against
 * `prism mock -d` of each document under 200 operations instead: a stateless mock must leave every
 * one inconclusive, so a passed one counts as a failure here. A document Prism refuses is listed so.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicMs } from '../src/core/clock.js';
import { runContract } from '../src/contract/runner.js';
import { startSandbox } from '../src/server.js';
import { CORPUS, DOCUMENTS, installed, operationCount } from '../test/platform/corpus/documents.js';
import { startPrismOn } from '../test/contract-runner/targets.js';

if (!installed()) {
  process.stdout.write('corpus not installed (bash scripts/setup.sh)\n');
  process.exit(0);
}
const wanted = process.argv.slice(2).map((w) => w.toLowerCase());
const docs = DOCUMENTS.filter((d) => !wanted.length || wanted.some((w) => d.file.toLowerCase().includes(w)));
const dir = mkdtempSync(join(tmpdir(), 'bench-corpus-'));
let failed = 0;
if (process.env.BENCH_CORPUS_TARGET === 'prism') {
  await prismRuns();
  process.exit(failed ? 1 : 0);
}
process.stdout.write('| Document | Pass | Fail | Inconclusive | Time |\n|---|---|---|---|---|\n');
for (const doc of docs) {
  const file = join(CORPUS, doc.file);
  const started = monotonicMs();
  const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', platformOpenapi: [file] } as never);
  try {
    const r = await runContract({
      target: sb.url, token: sb.operatorToken, project: 'corpus', ledgerDir: join(dir, 'ledger'), openapiFile: file, mode: 'isolated-writes',
      only: ['generated'], allowPartial: true, generated: { seed: 42, maxExamples: 5, timeBudgetMs: 60_000 },
    });
    const seconds = (monotonicMs() - started) / 1000;
    const bad = r.results.filter((x) => x.outcome === 'fail' || x.outcome === 'drift');
    failed += bad.length;
    process.stdout.write(`| ${doc.file} | ${r.counts.pass} | ${bad.length} | ${r.counts.inconclusive} | ${seconds.toFixed(1)} |\n`);
    for (const x of bad) process.stdout.write(`    ${x.id}: ${x.reason}\n`);
  } catch (err) {
    failed++;
    process.stdout.write(`| ${doc.file} | crashed: ${(err as Error).message} |\n`);
  } finally {
    await sb.stop();
  }
}
process.exit(failed ? 1 : 0);

async function prismRuns(): Promise<void> {
  process.stdout.write('| Document | Operations | Stateful checks | Not inconclusive | Inconclusive | Time |\n|---|---|---|---|---|---|\n');
  for (const doc of docs) {
    const file = join(CORPUS, doc.file);
    const operations = operationCount(doc.file);
    if (operations >= 200) continue;
    const started = monotonicMs();
    let prism;
    try {
      prism = await startPrismOn(file, ['-d']);
    } catch (err) {
      process.stdout.write(`| ${doc.file} | ${operations} | Prism did not start: ${(err as Error).message.split('\n').slice(0, 2).join(' ').slice(0, 160)} |\n`);
      continue;
    }
    try {
      const r = await runContract({
        target: prism.url, token: 'corpus-token-0123456789', project: 'corpus', ledgerDir: join(dir, 'ledger'), openapiFile: file, mode: 'isolated-writes',
        only: ['created-readable', 'deleted-gone'], allowPartial: true, generated: { seed: 42, maxExamples: 5, timeBudgetMs: 60_000 },
      });
      const stateful = r.results.filter((x) => x.id.startsWith('generated.'));
      const passed = stateful.filter((x) => x.outcome !== 'inconclusive');
      failed += passed.length;
      process.stdout.write(`| ${doc.file} | ${operations} | ${stateful.length} | ${passed.length} | ${stateful.length - passed.length} | ${((monotonicMs() - started) / 1000).toFixed(1)} |\n`);
      for (const x of passed) process.stdout.write(`    ${x.id}: ${x.outcome} ${x.reason ?? ''}\n`);
    } finally {
      await prism.stop();
    }
  }
}
