/**
 * Regenerates `src/generated/openapi.ts` (TypeScript types of every body) from the contract with
 * openapi-typescript. `--check` exits 1 when the committed file is stale; a test runs the same.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateTypes } from './types-source.js';

const target = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));
const fresh = await generateTypes();
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== fresh) {
    process.stderr.write('src/generated/openapi.ts is stale: run npm run gen:types\n');
    process.exit(1);
  }
} else {
  writeFileSync(target, fresh);
  process.stdout.write(`wrote ${target}\n`);
}
