#!/usr/bin/env node
// The installed package runs the compiled CLI (dist/, built before packing). A clone has no
// dist/ until `npm run build`: there the command runs the TypeScript sources through tsx (a
// devDependency, installed by `npm install`), so `npx platform-sandbox ...` works right away.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = new URL('../dist/cli.js', import.meta.url);
if (existsSync(fileURLToPath(compiled))) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli.ts', import.meta.url).href);
}
