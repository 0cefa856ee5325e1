/**
 * Regenerates `src/generated/`: TypeScript types of every body (openapi-typescript) and every
 * operation with its API, of the platform's contract (`openapi.ts`, `operations.ts`) and of the
 * control API's (`admin-openapi.ts`, `admin-operations.ts`). `--check` exits 1 when a committed
 * file is stale; a test runs the same comparison.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../src/core/package-root.js';
import { generatedFiles } from './types-source.js';

let stale = false;
for (const [path, fresh] of await generatedFiles()) {
  const target = join(packageRoot, path);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== fresh) {
      process.stderr.write(`${path} is stale: run npm run gen:types\n`);
      stale = true;
    }
  } else {
    writeFileSync(target, fresh);
    process.stdout.write(`wrote ${path}\n`);
  }
}
if (stale) process.exit(1);
