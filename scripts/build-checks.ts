/**
 * `npm run build` step: the behaviour checks in contracts/checks are TypeScript that imports only
 * types, so each file transpiles on its own to dist/checks (the installed package loads them there).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const from = join(root, 'contracts', 'checks');
const to = join(root, 'dist', 'checks');
mkdirSync(to, { recursive: true });
for (const file of readdirSync(from).filter((f) => f.endsWith('.ts'))) {
  const out = ts.transpileModule(readFileSync(join(from, file), 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  writeFileSync(join(to, file.replace(/\.ts$/, '.js')), out.outputText);
}
