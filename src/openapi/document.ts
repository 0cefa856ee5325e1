/**
 * The contract: `contracts/openapi/openapi.yaml` is the root, every other YAML file there adds
 * the paths, webhooks and components of one API. They are merged (never generated from code),
 * and a name defined twice is an error, so two APIs cannot silently overwrite each other.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type OpenApiDocument = Record<string, any>;

/** The package root, one level above src/ (or dist/), so it works from source and compiled. */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
export const contractDir = join(packageRoot, 'contracts', 'openapi');

const mergedSections = ['paths', 'webhooks'] as const;

export function loadContract(dir = contractDir): OpenApiDocument {
  const root = parse(readFileSync(join(dir, 'openapi.yaml'), 'utf8')) as OpenApiDocument;
  const parts = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && f !== 'openapi.yaml')
    .sort();
  for (const file of parts) mergePart(root, parse(readFileSync(join(dir, file), 'utf8')) ?? {}, file);
  return root;
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
