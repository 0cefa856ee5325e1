/**
 * What the runner learns about a target before it runs a check: whether it is local, whether it
 * is a sandbox (it answers the control API), and which operations it advertises in its own
 * OpenAPI description. A check that calls an operation the target does not advertise is
 * inconclusive ("not advertised"), not failed.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { loadPlatformDocument } from '../platform/load.js';
import { TargetClient } from './http.js';

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];

export function isLocalhost(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** `METHOD /path/{param}` for every operation of a document, parameters named `{}`. */
function operationKeys(doc: OpenApiDocument): Set<string> {
  const keys = new Set<string>();
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const m of METHODS) if (item?.[m]) keys.add(operationKey(m, path));
  }
  return keys;
}

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

export interface Advertised {
  /** Where the list came from: the target's `/openapi.json`, a file, or nowhere (all assumed). */
  source: string;
  has(key: string): boolean;
}

export async function probeTarget(client: TargetClient, adminToken: string | undefined, openapiFile?: string): Promise<{ isSandbox: boolean; advertised: Advertised }> {
  let isSandbox = false;
  try {
    const health = await client.call('GET', '/_sandbox/health', { token: null, project: null, headers: adminToken ? { authorization: `Bearer ${adminToken}` } : {} });
    isSandbox = health.status === 200 && ['ok', 'degraded'].includes((health.body as any)?.status);
  } catch {
    isSandbox = false;
  }
  let doc: OpenApiDocument | undefined;
  let source = 'none (every operation of the contract is assumed to be advertised)';
  if (openapiFile) {
    // Loaded as the sandbox and the generated checks load it: its first server URL's path prefixes every path.
    doc = (await loadPlatformDocument(openapiFile)).document;
    source = openapiFile;
  } else {
    try {
      const r = await client.call('GET', '/openapi.json', { project: null });
      if (r.status === 200 && r.body && typeof r.body === 'object' && (r.body as any).paths) {
        doc = r.body as OpenApiDocument;
        source = `${client.options.baseUrl}/openapi.json`;
      }
    } catch {
      // no description published: everything is assumed advertised
    }
  }
  const keys = doc ? operationKeys(doc) : undefined;
  return { isSandbox, advertised: { source, has: (key) => !keys || keys.has(key) } };
}
