/**
 * The platform's own OpenAPI description (`serve --platform-openapi FILE`): read as YAML or JSON,
 * its `$ref`s across files bundled into one document (json-schema-ref-parser, decision 1000),
 * OpenAPI 3.0 converted to 3.1, and checked before anything is served. Every problem is a start
 * error naming the file, the JSON pointer and the reason: a surface is served whole or not at all.
 */
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import type { OpenApiDocument } from '../openapi/document.js';
import { yaml } from '../core/yaml.js';
import { convert30 } from './convert-30.js';
import { sampleability, type Sampleability } from './sampleable.js';
import { HTTP_METHODS } from '../openapi/methods.js';
import { resolvePointer } from '../openapi/resolve-ref.js';
import { escapeToken } from '../core/json-pointer.js';
import { PlatformDocumentError } from './load-error.js';
import { resolveSchemaIds } from './schema-ids.js';

export { PlatformDocumentError };


export interface PlatformDocument {
  file: string;
  /** One document, every `$ref` internal (`#/...`), OpenAPI 3.1. */
  document: OpenApiDocument;
  /** `3.0.x` when it was converted. */
  convertedFrom?: string;
  /** Its schemas no value satisfies: named at start; operations that must answer one answer 501. */
  unfit: Sampleability;
  /** The path of its first server URL, which prefixes its paths as served (`/v1`; '' for none). */
  serverPath: string;
}

/** The JSON pointer, in its own document, of a path item served (prefixed) as `path`. */
export function pathPointer(doc: PlatformDocument, path: string): string {
  return `#/paths/${escapeToken(path.startsWith(doc.serverPath) ? path.slice(doc.serverPath.length) : path)}`;
}

function parseText(file: string, text: string): unknown {
  try {
    return file.endsWith('.json') ? JSON.parse(text) : yaml().parse(text, { maxAliasCount: 1000 });
  } catch (err) {
    throw new PlatformDocumentError(file, '#', `is neither YAML nor JSON: ${(err as Error).message.split('\n')[0]}`);
  }
}

/** Reads, bundles, converts and checks one platform document. */
export async function loadPlatformDocument(file: string): Promise<PlatformDocument> {
  const path = resolvePath(file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new PlatformDocumentError(file, '#', `cannot be read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  const raw = parseText(file, text) as OpenApiDocument;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new PlatformDocumentError(file, '#', 'is not an OpenAPI document (not an object)');
  const version = typeof raw.openapi === 'string' ? raw.openapi : undefined;
  if (!version) {
    const swagger = typeof raw.swagger === 'string' ? ` (it is Swagger ${raw.swagger}; convert it to OpenAPI 3.1 first)` : '';
    throw new PlatformDocumentError(file, '#/openapi', `is not OpenAPI 3.x: there is no "openapi" version field${swagger}`);
  }
  if (!/^3\.[01]\.\d+/.test(version)) throw new PlatformDocumentError(file, '#/openapi', `OpenAPI ${version} is not supported; 3.0.x (converted) and 3.1.x are`);
  if (!raw.paths || typeof raw.paths !== 'object') throw new PlatformDocumentError(file, '#/paths', 'is missing: a platform document must describe its paths');

  let bundled: OpenApiDocument;
  try {
    // Files only: a platform document that references the network would make a start depend on it.
    // Loaded here: a start without --platform-openapi never pays for the bundler's modules.
    const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser');
    bundled = (await $RefParser.bundle(path, resolveSchemaIds(file, path, raw) as object, { resolve: { http: false, external: true } })) as unknown as OpenApiDocument;
  } catch (err) {
    if (err instanceof PlatformDocumentError) throw err;
    throw refError(file, raw, err);
  }
  const convertedFrom = version.startsWith('3.0') ? version : undefined;
  const converted = convertedFrom ? convert30(bundled) : bundled;
  // Checked before the paths take the server's prefix: every pointer a message gives is one into the file.
  checkDocument(file, converted);
  const unfit = sampleability(converted);
  const serverPath = serverPathOf(converted);
  return { file, document: withServerPath(converted, serverPath), convertedFrom, unfit, serverPath };
}

/** The bundler's error, at the `$ref` it concerns: the first whose value the message quotes. */
/**
 * The path of the document's first server URL (`https://api.example.com/v2` -> `/v2`, its
 * variables at their defaults) is part of every operation's path: the paths are prefixed with it,
 * so that they are the paths a client calls.
 */
function serverPathOf(doc: OpenApiDocument): string {
  const server = doc.servers?.[0];
  if (!server || typeof server.url !== 'string') return '';
  const url = server.url.replace(/\{([^}]+)\}/g, (_: string, name: string) => String(server.variables?.[name]?.default ?? ''));
  try {
    return new URL(url, 'http://relative.invalid').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

function withServerPath(doc: OpenApiDocument, base: string): OpenApiDocument {
  if (!base) return doc;
  const escapedBase = escapeToken(base);
  // The bundler's refs into the paths (a part shared by several files) follow them.
  const moveRefs = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(moveRefs);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/paths/~1') ? `#/paths/${escapedBase}${v.slice(8)}` : moveRefs(v)]));
  };
  const moved = moveRefs(doc) as OpenApiDocument;
  return { ...moved, paths: Object.fromEntries(Object.entries(moved.paths ?? {}).map(([path, item]) => [`${base}${path}`, item])) };
}

function refError(file: string, raw: OpenApiDocument, err: unknown): PlatformDocumentError {
  const e = err as { message?: string; errors?: { message: string }[] };
  const message = (e.errors?.[0]?.message ?? e.message ?? String(err)).split('\n')[0];
  const at = findRef(raw, (ref) => message.includes(ref) || message.includes(ref.split('#')[0] || '\0'));
  return new PlatformDocumentError(file, at ?? '#', `a $ref cannot be resolved: ${message}`);
}

function findRef(doc: unknown, test: (ref: string) => boolean): string | undefined {
  const stack: [unknown, string][] = [[doc, '#']];
  while (stack.length) {
    const [node, at] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    for (const [k, v] of Object.entries(node)) {
      const here = `${at}/${escapeToken(k)}`;
      if (k === '$ref' && typeof v === 'string' && test(v)) return here;
      stack.push([v, here]);
    }
  }
  return undefined;
}

/** What the router and the answerer rely on: operations with responses, internal refs that resolve. */
function checkDocument(file: string, doc: OpenApiDocument): void {
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    if (!path.startsWith('/')) throw new PlatformDocumentError(file, `#/paths/${escapeToken(path)}`, 'a path must start with "/"');
    if (!item || typeof item !== 'object') throw new PlatformDocumentError(file, `#/paths/${escapeToken(path)}`, 'is not a path item object');
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op === undefined) continue;
      const at = `#/paths/${escapeToken(path)}/${method}`;
      if (!op || typeof op !== 'object') throw new PlatformDocumentError(file, at, 'is not an operation object');
      if (!op.responses || typeof op.responses !== 'object' || !Object.keys(op.responses).length) throw new PlatformDocumentError(file, `${at}/responses`, 'an operation must declare at least one response');
    }
  }
  const dangling = danglingRef(doc);
  if (dangling) throw new PlatformDocumentError(file, dangling.at, `$ref ${dangling.ref} points at nothing`);
}

/** The first internal `$ref` whose target does not exist. */
function danglingRef(doc: OpenApiDocument): { at: string; ref: string } | undefined {
  const stack: [unknown, string][] = [[doc, '#']];
  while (stack.length) {
    const [node, at] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    for (const [k, v] of Object.entries(node)) {
      const here = `${at}/${escapeToken(k)}`;
      if (k === '$ref' && typeof v === 'string') {
        if (!v.startsWith('#')) return { at: here, ref: v };
        if (resolvePointer(doc, v) === undefined) return { at: here, ref: v };
      } else stack.push([v, here]);
    }
  }
  return undefined;
}

/** Several documents: each loaded and checked; a path and method two of them describe is an error. */
export async function loadPlatformDocuments(files: readonly string[]): Promise<PlatformDocument[]> {
  const docs: PlatformDocument[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const loaded = await loadPlatformDocument(file);
    for (const [path, item] of Object.entries<any>(loaded.document.paths)) {
      for (const method of HTTP_METHODS) {
        if (!item[method]) continue;
        const key = `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
        const other = seen.get(key);
        if (other) throw new PlatformDocumentError(file, `${pathPointer(loaded, path)}/${method}`, `${method.toUpperCase()} ${path} is described by ${other} too`);
        seen.set(key, file);
      }
    }
    docs.push(loaded);
  }
  return docs;
}
