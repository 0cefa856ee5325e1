/**
 * What `--platform-openapi` makes of the platform documents before the sandbox is built: the
 * documents loaded and checked, the served surface, the drift report, and the `--platform-map`.
 * Under `--strict`, a document that contradicts a normative rule stops the start.
 */
import type { SandboxConfig } from '../config/config.js';
import { loadContract, type OpenApiDocument } from '../openapi/document.js';
import { driftReport, type DriftReport } from './drift.js';
import { HTTP_METHODS } from '../openapi/methods.js';
import { loadPlatformDocuments } from './load.js';
import { redactDeclaredCredentials } from './credential-names.js';
import { loadPlatformMap, type PlatformMap } from './map.js';
import { publishDialects } from './published-dialect.js';
import { buildSurface, type PlatformSurface } from './surface.js';
import { generator } from './generate.js';
import { describeResources, type Resources } from './resources.js';
import { listPaging, type ListPaging } from './list-paging.js';

export interface Platform extends PlatformSurface {
  drift: DriftReport;
  map?: PlatformMap;
  /**
   * The served document as `/openapi.json` publishes it: under `--platform-only`, without our
   * operations the documents lack; with `--platform-map`, our mapped operations in the document's names.
   */
  published: OpenApiDocument;
  /** The inferred resources' ids and seeds, the ambiguous ones, the examples that fail their schema. */
  resources: Resources;
  /** How each inferred resource's list pages, by operation id (list-paging.ts). */
  paging: Map<string, ListPaging>;
}

function withoutSandboxOnly(served: OpenApiDocument, surface: PlatformSurface): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = { ...served.paths };
  for (const { method, path } of surface.sandboxOnly) {
    const { [method.toLowerCase()]: _, ...rest } = paths[path];
    if (HTTP_METHODS.some((m) => rest[m])) paths[path] = rest;
    else delete paths[path];
  }
  return { ...served, paths };
}

export async function preparePlatform(config: SandboxConfig): Promise<Platform | undefined> {
  if (!config.platformOpenapi.length) {
    if (config.platformMap) throw new Error('--platform-map needs --platform-openapi: a mapping is between a platform document and our operations');
    return undefined;
  }
  const contract = loadContract();
  const documents = await loadPlatformDocuments(config.platformOpenapi);
  redactDeclaredCredentials(documents);
  const surface = buildSurface(contract, documents);
  // Ids are checked with a fixed epoch: only whether the generator can draw them matters here.
  const resources = describeResources(surface, generator(surface.served, () => Date.UTC(2000, 0, 1), surface.unfitRefs));
  // Before anything compiles the served document: a list the document leaves unpaged gains our `limit` and `cursor`.
  const paging = new Map<string, ListPaging>();
  for (const a of surface.answered) if (a.crud?.verb === 'list' && resources.specs.has(a.crud.resource)) paging.set(a.id, listPaging(surface.served, a.op));
  const drift = driftReport(surface, contract, resources);
  if (config.strict && drift.contradictions.length) {
    const list = drift.contradictions.map((c) => `${c.operation} ${c.document} (${c.ref}: ${c.spec})`).join('; ');
    throw new Error(`--strict: the platform document contradicts the spec: ${list}`);
  }
  const map = config.platformMap ? loadPlatformMap(config.platformMap, surface) : undefined;
  // /openapi.json says which of our operations speak the document's names.
  for (const { ours } of surface.emulated) {
    const dialect = map?.get(ours.id);
    if (!dialect) continue;
    ours.op['x-sandbox-dialect'] = {
      parameters: Object.fromEntries(dialect.parameters),
      request: Object.fromEntries(dialect.request),
      response: Object.fromEntries([...dialect.response].map(([o, t]) => [t, o])),
    };
  }
  const published = publishDialects(config.platformOnly ? withoutSandboxOnly(surface.served, surface) : surface.served, map);
  return { ...surface, drift, map, published, resources, paging };
}
