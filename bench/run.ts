/**
 * `npm run bench`: runs every `bench/*.bench.ts` in its own process, one after the other (so they
 * never compete for the two cores), or only those named: `npm run bench -- registry webhooks`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !wanted.length || wanted.some((w) => f.startsWith(w)))
  .sort();
if (!files.length) {
  process.stderr.write(`no benchmark matches ${wanted.join(', ')}\n`);
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  process.stdout.write(`\n== ${file}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
