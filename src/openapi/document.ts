/**
 * The contract: `contracts/openapi/openapi.yaml` is the root, every other YAML file there adds
 * the paths, webhooks and components of one API. They are merged (never generated from code),
 * and a name defined twice is an error, so two APIs cannot silently overwrite each other.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../core/package-root.js';
import { digestOf, readCache, writeCache } from '../core/parse-cache.js';
import { yaml } from '../core/yaml.js';

export type OpenApiDocument = Record<string, any>;

export const contractDir = join(packageRoot, 'contracts', 'openapi');

const mergedSections = ['paths', 'webhooks'] as const;

/**
 * The merged contract as JSON, written by `npm run build` with a digest of the YAML it was made
 * from. Parsing the YAML is about 0.4 s of every start; the JSON takes milliseconds. It is used
 * only while the digest matches the files, so an edited contract is never served stale.
 */
const contractCacheFile = join(packageRoot, 'dist', 'contract.json');

interface ContractSource {
  files: string[];
  texts: string[];
  digest: string;
}

function readSource(dir: string): ContractSource {
  const parts = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && f !== 'openapi.yaml')
    .sort();
  const files = ['openapi.yaml', ...parts];
  const texts = files.map((f) => readFileSync(join(dir, f), 'utf8'));
  return { files, texts, digest: digestOf(files.map((f, i) => [f, texts[i]])) };
}

function parseSource({ files, texts }: ContractSource): OpenApiDocument {
  const { parse } = yaml();
  const root = parse(texts[0]) as OpenApiDocument;
  for (let i = 1; i < files.length; i++) mergePart(root, parse(texts[i]) ?? {}, files[i]);
  return root;
}

/** The contract of `dir`; from `cacheFile` when that was written from the same YAML. */
export function loadContract(dir = contractDir, cacheFile: string | undefined = dir === contractDir ? contractCacheFile : undefined): OpenApiDocument {
  const source = readSource(dir);
  return (cacheFile && readCache<OpenApiDocument>(cacheFile, source.digest)) || parseSource(source);
}

/** Writes the cache `loadContract` reads (the build's step). */
export function writeContractCache(dir = contractDir, file = contractCacheFile): void {
  const source = readSource(dir);
  writeCache(file, source.digest, parseSource(source));
}

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown> | undefined, where: string): void {
  for (const [key, value] of Object.entries(source ?? {})) {
    if (key in target) throw new Error(`contract: ${where}.${key} is defined twice`);
    target[key] = value;
  }
}

function mergePart(root: OpenApiDocument, part: OpenApiDocument, file: string): void {
  for (const section of mergedSections) {
    if (part[section]) mergeInto((root[section] ??= {}), part[section], `${file}: ${section}`);
  }
  for (const [kind, defs] of Object.entries(part.components ?? {})) {
    root.components ??= {};
    mergeInto((root.components[kind] ??= {}), defs as Record<string, unknown>, `${file}: components.${kind}`);
  }
  if (part.tags) root.tags = [...(root.tags ?? []), ...part.tags];
}
