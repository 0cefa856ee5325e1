/**
 * The contract runner's generated checks over the whole corpus (test/platform/corpus, installed by
 * scripts/setup.sh), each document served by its own sandbox: pass, fail and inconclusive checks
 * and the seconds to start and run, as the table of docs/contract-runner.md shows them. Settings
 * as the table says: `--max-examples 5 --time-budget 60`, mode isolated-writes, seed 42. Every
 * failure is printed with its reason. Some ten minutes for all 20; name documents to run fewer:
 * `npx tsx bench/contract-corpus.bench.ts stripe discourse` (a substring of the file's path).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicMs } from '../src/core/clock.js';
import { runContract } from '../src/contract/runner.js';
import { startSandbox } from '../src/server.js';
import { CORPUS, DOCUMENTS, installed } from '../test/platform/corpus/documents.js';

if (!installed()) {
  process.stdout.write('corpus not installed (bash scripts/setup.sh)\n');
  process.exit(0);
}
const wanted = process.argv.slice(2).map((w) => w.toLowerCase());
const docs = DOCUMENTS.filter((d) => !wanted.length || wanted.some((w) => d.file.toLowerCase().includes(w)));
const dir = mkdtempSync(join(tmpdir(), 'bench-corpus-'));
let failed = 0;
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
