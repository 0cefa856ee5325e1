/**
 * The served surface: our contract and the platform documents as one OpenAPI document, so the one
 * router (`openapi/path-index.ts`) serves the union. An operation of a document that we emulate
 * (same method and path template, parameter names aside) keeps our operation and handler; every
 * other one is copied in, answered from its document. Each operation carries `x-sandbox-source`:
 * `emulated`, `sandbox-only` (ours, the documents lack it), or how the document answers it
 * (`inferred-crud`, `example`, `schema`).
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { HTTP_METHODS } from '../openapi/methods.js';
import { pathPointer, type PlatformDocument } from './load.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { inferResources, type CrudRole } from './crud-shape.js';
import { escapeToken } from '../core/json-pointer.js';
import { operationUnfit, type Unfit } from './sampleable.js';

type SourceMark = 'emulated' | 'sandbox-only' | 'inferred-crud' | 'example' | 'schema';

/** An operation of a platform document that the sandbox answers from that document. */
export interface DocumentOperation {
  /** Its id in the served document (the document's operationId, unless that names one of ours). */
  id: string;
  method: string;
  /** The path template it is served under (ours when the shape is ours). */
  path: string;
  /** Its path in its document. */
  documentPath: string;
  /** Index of its document in `PlatformSurface.documents`. */
  document: number;
  /** The operation as served (parameters of its path item folded in, `$ref`s renamed). */
  op: Record<string, any>;
  crud?: CrudRole;
  /** Why it answers 501: its response must contain a schema no value satisfies (pointer in its document). */
  unfit?: Unfit;
}

/** An operation both sides describe. */
interface EmulatedPair {
  ours: { id: string; method: string; path: string; op: Record<string, any> };
  theirs: { method: string; path: string; op: Record<string, any>; document: number };
}

export interface PlatformSurface {
  documents: PlatformDocument[];
  served: OpenApiDocument;
  answered: DocumentOperation[];
  emulated: EmulatedPair[];
  /** Ours that no document describes. */
  sandboxOnly: { id: string; method: string; path: string }[];
  /** The schemas no value satisfies, per document (pointers in the document): named at start. */
  unsatisfiable: (Unfit & { file: string })[];
  /** The same as `$ref`s of the served document: the generator leaves optional edges into them out. */
  unfitRefs: Set<string>;
}

/** The APIs whose roles' permissions apply to a document's operations under their path prefix. */
const API_OF_PATH: [prefix: string, api: string][] = [
  ['/v2/registry/', 'registry'],
  ['/v1/assets/', 'assets'],
  ['/events/', 'events'],
];

export const shapeOf = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

function clone<T>(v: T): T {
  return structuredClone(v);
}

/**
 * The document's `$ref`s made valid in the served document: names of components that ours also
 * define get a suffix, and refs into the document's `paths` (which the bundler makes for shared
 * parts of several files) are inlined, since its paths are not copied as they are.
 */
function refRewriter(doc: OpenApiDocument, renames: Map<string, string>) {
  const rewrite = (node: unknown, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, depth));
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      if (ref.startsWith('#/paths/')) {
        if (depth > 32) return {};
        return rewrite(resolveRef(doc, node), depth + 1);
      }
      const renamed = renames.get(ref);
      if (renamed) return { ...(node as object), $ref: renamed };
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = rewrite(v, depth);
    return out;
  };
  return (node: unknown) => rewrite(node, 0);
}

/** The operation's parameters with its path item's folded in (its own win), path parameters renamed by position. */
function foldParameters(doc: OpenApiDocument, item: Record<string, any>, op: Record<string, any>, fromPath: string, toPath: string): any[] {
  const own = (op.parameters ?? []) as any[];
  const key = (p: any) => {
    const r = resolveRef(doc, p);
    return `${r?.in}:${r?.name}`;
  };
  const ownKeys = new Set(own.map(key));
  const params = [...((item.parameters ?? []) as any[]).filter((p) => !ownKeys.has(key(p))), ...own];
  if (fromPath === toPath) return params;
  const from = [...fromPath.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  const to = [...toPath.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  return params.map((p) => {
    const r = resolveRef(doc, p);
    const i = r?.in === 'path' ? from.indexOf(r.name) : -1;
    return i >= 0 && to[i] && to[i] !== r.name ? { ...r, name: to[i] } : p;
  });
}

/** The project a call without `X-Service-Project` and without a project-bound token works in (outside `--shared`). */
const DEFAULT_PROJECT = 'default';

/** Security requirements name schemes directly (no `$ref`): a scheme renamed beside ours is renamed in them too. */
function renameSchemes(security: Record<string, unknown>[], renames: Map<string, string>): Record<string, unknown>[] {
  const prefix = '#/components/securitySchemes/';
  return security.map((requirement) =>
    Object.fromEntries(Object.entries(requirement ?? {}).map(([name, scopes]) => [renames.get(`${prefix}${escape(name)}`)?.slice(prefix.length).replace(/~1/g, '/').replace(/~0/g, '~') ?? name, scopes])),
  );
}

function hasExamples(doc: OpenApiDocument, op: Record<string, any>): boolean {
  for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    for (const media of Object.values<any>(resolveRef(doc, response)?.content ?? {})) {
      if (media?.example !== undefined || (media?.examples && Object.keys(media.examples).length)) return true;
    }
  }
  return false;
}

export function buildSurface(contract: OpenApiDocument, documents: PlatformDocument[]): PlatformSurface {
  const served = clone(contract);
  const ourOps = new Map<string, EmulatedPair['ours']>();
  const pathOfShape = new Map<string, string>();
  const ourIds = new Set<string>();
  for (const [path, item] of Object.entries<any>(served.paths ?? {})) {
    pathOfShape.set(shapeOf(path), path);
    for (const method of HTTP_METHODS) {
      if (!item[method]) continue;
      ourOps.set(`${method.toUpperCase()} ${shapeOf(path)}`, { id: item[method].operationId, method: method.toUpperCase(), path, op: item[method] });
      ourIds.add(item[method].operationId);
    }
  }
  const emulated: EmulatedPair[] = [];
  const answered: DocumentOperation[] = [];
  const matched = new Set<string>();
  const unsatisfiable: PlatformSurface['unsatisfiable'] = [];
  const unfitRefs = new Set<string>();

  documents.forEach(({ document: doc, file, unfit }, index) => {
    const suffix = index === 0 ? '.platform' : `.platform${index + 1}`;
    const renames = new Map<string, string>();
    for (const [kind, defs] of Object.entries<any>(doc.components ?? {})) {
      for (const name of Object.keys(defs ?? {})) {
        if (served.components?.[kind]?.[name] !== undefined) renames.set(`#/components/${kind}/${escapeToken(name)}`, `#/components/${kind}/${escapeToken(name + suffix)}`);
      }
    }
    const rewrite = refRewriter(doc, renames);
    for (const u of unfit.named) unsatisfiable.push({ ...u, file });
    for (const ref of unfit.schemas.keys()) unfitRefs.add(renames.get(ref) ?? ref);
    for (const [kind, defs] of Object.entries<any>(doc.components ?? {})) {
      served.components ??= {};
      served.components[kind] ??= {};
      for (const [name, def] of Object.entries<any>(defs ?? {})) {
        served.components[kind][served.components[kind][name] !== undefined ? name + suffix : name] = rewrite(def);
      }
    }
    for (const [documentPath, item] of Object.entries<any>(doc.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op) continue;
        const key = `${method.toUpperCase()} ${shapeOf(documentPath)}`;
        const ours = ourOps.get(key);
        if (ours) {
          matched.add(key);
          emulated.push({ ours, theirs: { method: method.toUpperCase(), path: documentPath, op: { ...op, parameters: foldParameters(doc, item, op, documentPath, documentPath) }, document: index } });
          continue;
        }
        let path = pathOfShape.get(shapeOf(documentPath));
        if (!path) pathOfShape.set(shapeOf(documentPath), (path = documentPath));
        const upper = method.toUpperCase();
        const id = typeof op.operationId === 'string' && !ourIds.has(op.operationId) ? op.operationId : `platform ${upper} ${documentPath}`;
        ourIds.add(id);
        const security = op.security ?? doc.security;
        const servedOp = rewrite({
          ...op,
          operationId: id,
          parameters: foldParameters(doc, item, op, documentPath, path),
          ...(Array.isArray(security) ? { security: renameSchemes(security, renames) } : {}),
          tags: op.tags ?? ['platform'],
          'x-sandbox-project': typeof doc['x-sandbox-project'] === 'string' ? doc['x-sandbox-project'] : DEFAULT_PROJECT,
        }) as Record<string, any>;
        // Roles grant what they grant on our operations of the same API: reads need `<api>.read`, writes `<api>.write`.
        const api = API_OF_PATH.find(([prefix]) => path.startsWith(prefix))?.[1];
        if (api && servedOp['x-permission'] === undefined && servedOp.security?.length !== 0) servedOp['x-permission'] = `${api}.${upper === 'GET' || upper === 'HEAD' ? 'read' : 'write'}`;
        // The sandbox answers these calls' refusals (400, 401, 403, 429, ...) as it answers every call's.
        if (!servedOp.responses.default) servedOp.responses = { ...servedOp.responses, default: { $ref: '#/components/responses/Problem', 'x-sandbox-added': true } };
        const why = operationUnfit(doc, op, unfit, `${pathPointer(documents[index], documentPath)}/${method}`);
        answered.push({ id, method: upper, path, documentPath, document: index, op: servedOp, ...(why ? { unfit: why } : {}) });
      }
    }
  });

  const resources = inferResources(answered);
  for (const a of answered) {
    a.crud = resources.get(a.id);
    a.op['x-sandbox-source'] = (a.crud ? 'inferred-crud' : hasExamples(served, a.op) ? 'example' : 'schema') satisfies SourceMark;
    served.paths[a.path] ??= {};
    served.paths[a.path][a.method.toLowerCase()] = a.op;
  }
  const sandboxOnly: PlatformSurface['sandboxOnly'] = [];
  for (const [key, ours] of ourOps) {
    const mark: SourceMark = matched.has(key) ? 'emulated' : 'sandbox-only';
    served.paths[ours.path][ours.method.toLowerCase()]['x-sandbox-source'] = mark;
    if (mark === 'sandbox-only') sandboxOnly.push({ id: ours.id, method: ours.method, path: ours.path });
  }
  const titles = documents.map((d) => `${d.document.info?.title ?? d.file} ${d.document.info?.version ?? ''}`.trim());
  served.info = { ...served.info, 'x-platform-documents': titles };
  return { documents, served, answered, emulated, sandboxOnly, unsatisfiable, unfitRefs };
}
