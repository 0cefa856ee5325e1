/**
 * `contract drift --openapi FILE --target URL`: the drift report of `serve --platform-openapi`
 * for any target: the target's own description (its `/openapi.json`) against the platform
 * document. Operations a sandbox target answers from a platform document (`x-sandbox-source`
 * other than `emulated` or `sandbox-only`) are not its own and are left out of its side.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { driftReport, type DriftReport } from '../platform/drift.js';
import { HTTP_METHODS } from '../openapi/methods.js';
import { loadPlatformDocument, PlatformDocumentError } from '../platform/load.js';
import { buildSurface } from '../platform/surface.js';
import type { TargetClient } from './http.js';
import { ContractError } from './loader.js';

const OWN = new Set([undefined, 'emulated', 'sandbox-only']);

/** The target's description without the operations it answers from a platform document. */
function ownOperations(doc: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    const kept = Object.fromEntries(Object.entries<any>(item).filter(([k, v]) => !(HTTP_METHODS as readonly string[]).includes(k) || OWN.has(v?.['x-sandbox-source'])));
    if (HTTP_METHODS.some((m) => kept[m])) paths[path] = kept;
  }
  return { ...doc, paths };
}

export async function targetDrift(client: TargetClient, file: string): Promise<DriftReport> {
  let platform;
  try {
    platform = await loadPlatformDocument(file);
  } catch (err) {
    if (err instanceof PlatformDocumentError) throw new ContractError(err.message);
    throw err;
  }
  const r = await client.call('GET', '/openapi.json', { project: null });
  const doc = r.body as OpenApiDocument | undefined;
  if (r.status !== 200 || !doc || typeof doc !== 'object' || !doc.paths) {
    throw new ContractError(`${client.options.baseUrl}/openapi.json answered ${r.status} without an OpenAPI document: the target's description is needed to compare it`);
  }
  const own = ownOperations(doc);
  return driftReport(buildSurface(own, [platform]), own);
}
