/**
 * The yaml library, loaded on first use: a start reads the package's YAML from the build's
 * caches (parse-cache.ts), and loading the library's 72 modules took it 40-50 ms for nothing.
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

let lib: typeof Yaml | undefined;

export function yaml(): typeof Yaml {
  return (lib ??= createRequire(import.meta.url)('yaml') as typeof Yaml);
}
