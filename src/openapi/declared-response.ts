import type { OpenApiDocument } from './document.js';
import { resolveRef } from './resolve-ref.js';

/**
 * The response an operation declares for a status (OpenAPI 3.1 §4.8.16): the exact status, then
 * its range (`4XX`), then `default`; its `$ref` followed. Undefined when none applies.
 */
export function declaredResponse(doc: OpenApiDocument, op: { responses?: Record<string, unknown> }, status: number): Record<string, any> | undefined {
  const r = op.responses ?? {};
  const found = r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r.default;
  return found ? resolveRef(doc, found) : undefined;
}
