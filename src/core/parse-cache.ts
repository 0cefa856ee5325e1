/**
 * What the build parsed from the package's own YAML, kept in dist/ as JSON beside a SHA-256
 * digest of the text it came from (decision 0010): a start reads the JSON while the digest
 * matches, and parses an edited file again, so nothing is ever served stale. Parsing YAML cost a
 * start about 0.4 s for the contract and 0.1 s for the small files (the parser's first use).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { packageRoot } from './package-root.js';
import { yaml } from './yaml.js';

/** The digest of named texts, in the order given. */
export function digestOf(named: readonly (readonly [name: string, text: string])[]): string {
  const hash = createHash('sha256');
  for (const [name, text] of named) hash.update(`${name}\0${text}\0`);
  return hash.digest('hex');
}

/** The cached value, when the cache was written from texts with this digest. */
export function readCache<T>(file: string, digest: string): T | undefined {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { digest?: string; value?: T };
    return cached.digest === digest ? cached.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache(file: string, digest: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ digest, value }));
}

/** Where the build keeps a package YAML file's parsed value: dist/yaml/<its path>.json. */
function yamlCacheFile(file: string): string {
  return join(packageRoot, 'dist', 'yaml', `${relative(packageRoot, file)}.json`);
}

function yamlSource(file: string): { text: string; digest: string } {
  const text = readFileSync(file, 'utf8');
  return { text, digest: digestOf([[relative(packageRoot, file), text]]) };
}

/** A YAML file of the package, parsed; read from the build's cache while its text is unchanged. */
export function packageYaml(file: string, cacheFile = yamlCacheFile(file)): unknown {
  const { text, digest } = yamlSource(file);
  return readCache(cacheFile, digest) ?? yaml().parse(text);
}

/** The build's step: caches `packageYaml` reads. */
export function writeYamlCache(file: string, cacheFile = yamlCacheFile(file)): void {
  const { text, digest } = yamlSource(file);
  writeCache(cacheFile, digest, yaml().parse(text));
}
