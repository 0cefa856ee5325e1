/**
 * Regenerates `src/generated/openapi.ts` (TypeScript types of every body, openapi-typescript) and
 * `src/generated/operations.ts` (every operation with its API) from the contract. `--check` exits 1
 * when a committed file is stale; a test runs the same comparison.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOperationIndex, generateTypes } from './types-source.js';

const outputs: [string, string][] = [
  [fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url)), await generateTypes()],
  [fileURLToPath(new URL('../src/generated/operations.ts', import.meta.url)), generateOperationIndex()],
];
let stale = false;
for (const [target, fresh] of outputs) {
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== fresh) {
      process.stderr.write(`${target} is stale: run npm run gen:types\n`);
      stale = true;
    }
  } else {
    writeFileSync(target, fresh);
    process.stdout.write(`wrote ${target}\n`);
  }
}
if (stale) process.exit(1);
