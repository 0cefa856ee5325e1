/**
 * The static files of GraphiQL, React and Swagger UI are vendored in `assets/vendor/` (decision
 * 0606): the sandbox serves them from there, and those packages are pinned devDependencies only.
 * `assets/vendor/sources.json` names each file's source: a package and the file in it.
 *
 * `tsx scripts/vendor-assets.ts` copies them again from node_modules (after bumping a pin);
 * test/foundation/vendored-assets.test.ts fails, naming the file, when one differs from its source.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const VENDOR_DIR = fileURLToPath(new URL('../assets/vendor/', import.meta.url));
const require = createRequire(import.meta.url);

/** Vendored file (relative to the vendor dir) -> `<package>/<file in the package>`. */
export function vendorSources(dir = VENDOR_DIR): Record<string, string> {
  return JSON.parse(readFileSync(join(dir, 'sources.json'), 'utf8')) as Record<string, string>;
}

/** Where a `<package>/<file>` source is installed. */
export function installedSource(source: string): string {
  const [, pkg, file] = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(source)!;
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Each vendored file whose SHA-256 differs from its source's (or that is missing), as a sentence naming it. */
export function vendoredMismatches(dir = VENDOR_DIR, sources = vendorSources(dir), installed = installedSource): string[] {
  const out: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    let ours: string;
    try {
      ours = sha256(join(dir, file));
    } catch {
      out.push(`assets/vendor/${file} is missing (source ${source})`);
      continue;
    }
    const theirs = sha256(installed(source));
    if (ours !== theirs) out.push(`assets/vendor/${file} has SHA-256 ${ours}, its source ${source} ${theirs}`);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, source] of Object.entries(vendorSources())) {
    mkdirSync(dirname(join(VENDOR_DIR, file)), { recursive: true });
    copyFileSync(installedSource(source), join(VENDOR_DIR, file));
    console.log(`assets/vendor/${file} <- ${source}`);
  }
}
