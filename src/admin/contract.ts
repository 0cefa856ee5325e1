/**
 * The control API's own contract, `contracts/admin/openapi.yaml`: read once per process (from the
 * build's cache while the YAML is unchanged) and compiled by the same machinery as the platform's
 * (routing, parameter coercion, ajv body validation). It is immutable, so every sandbox of a
 * process shares it.
 */
import { join } from 'node:path';
import { packageRoot } from '../core/package-root.js';
import { packageYaml } from '../core/parse-cache.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { compileOperations, type OperationTable } from '../openapi/operations.js';

export const adminContractFile = join(packageRoot, 'contracts', 'admin', 'openapi.yaml');

export function loadAdminContract(): OpenApiDocument {
  return packageYaml(adminContractFile) as OpenApiDocument;
}

let compiled: { document: OpenApiDocument; operations: OperationTable; json: string } | undefined;

/** The document, its operation table, and the document as JSON (what `GET /_sandbox/openapi.json` serves). */
export function adminContract(): { document: OpenApiDocument; operations: OperationTable; json: string } {
  if (!compiled) {
    const document = loadAdminContract();
    compiled = { document, operations: compileOperations(document), json: JSON.stringify(document) };
  }
  return compiled;
}

let open: string | undefined;

/**
 * What `GET /_sandbox/openapi.json` serves: the document as written when `SANDBOX_ADMIN_TOKEN` is
 * set; without it the control API is open, and the document says so (`security: []` everywhere),
 * so that a client generated from it sends no credentials it does not need.
 */
export function servedAdminDocument(adminToken: string | undefined): string {
  if (adminToken) return adminContract().json;
  if (open === undefined) {
    const doc = structuredClone(adminContract().document);
    doc.security = [];
    for (const item of Object.values<Record<string, { security?: unknown }>>(doc.paths ?? {})) {
      for (const op of Object.values(item)) if (op && typeof op === 'object') delete op.security;
    }
    open = JSON.stringify(doc);
  }
  return open;
}
