/**
 * The contract runner's generated checks against the sandbox: generated cases (HTTP requests the
 * checks send) per second, on our contract at --max-examples 5 (CI's) and 25 (the default), and on
 * the corpus's Petstore when scripts/setup.sh installed it. The sandbox runs in the bench's process,
 * as in the tests; requests are counted where the runner sends them (fetch). About a minute.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicMs } from '../src/core/clock.js';
import { runContract } from '../src/contract/runner.js';
import { startSandbox } from '../src/server.js';
import { CORPUS, installed } from '../test/platform/corpus/documents.js';

const dir = mkdtempSync(join(tmpdir(), 'bench-generated-'));
let sent = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
  sent++;
  return realFetch(input, init);
}) as typeof fetch;

async function measure(label: string, maxExamples: number, file?: string): Promise<void> {
  const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', rateLimit: { enabled: false }, ...(file ? { platformOpenapi: [file], fixturesEpoch: '2026-01-01T00:00:00Z' } : {}) } as never);
  try {
    sent = 0;
    const started = monotonicMs();
    const r = await runContract({ target: sb.url, token: sb.operatorToken, project: 'bench', ledgerDir: join(dir, 'ledger'), openapiFile: file, only: ['generated'], allowPartial: true, generated: { seed: 42, maxExamples } });
    const seconds = (monotonicMs() - started) / 1000;
    const checks = r.results.length;
    process.stdout.write(
      `${label.padEnd(40)} ${String(sent).padStart(6)} cases in ${seconds.toFixed(1).padStart(5)} s: ${(sent / seconds).toFixed(0).padStart(5)} cases/s; ${checks} checks (${r.counts.pass} pass, ${r.counts.fail} fail, ${r.counts.inconclusive} inconclusive)\n`,
    );
  } finally {
    await sb.stop();
  }
}

await measure('our contract, --max-examples 5', 5);
await measure('our contract, --max-examples 25', 25);
if (installed()) await measure('corpus Petstore 3.1, --max-examples 25', 25, join(CORPUS, '@readme/oas-examples/3.1/json/petstore.json'));
else process.stdout.write('corpus not installed (bash scripts/setup.sh): its row is left out\n');
