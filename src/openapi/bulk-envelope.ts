/**
 * What the request stage checks of a bulk operation's body (`x-bulk-items`): the envelope only.
 * The contract types each item by `op`, which is what clients send and generators read; but an
 * item that is not an object, or not the op's shape, fails alone with 422 in its own result and
 * the others are applied (spec §7 rule 1: 207 in every case). So here the item array keeps its
 * type and cap and loses its item schema; the handler checks each item on its own.
 */
import type { OpenApiDocument } from './document.js';
import { resolveRef } from './resolve-ref.js';

export interface BulkItems {
  /** The body's property holding the items; '' when the body is the array itself. */
  pointer: string;
  maxItems: number;
}

export function bulkEnvelope(doc: OpenApiDocument, schema: unknown, bulk: BulkItems): Record<string, unknown> {
  const s = resolveRef<Record<string, any>>(doc, schema);
  if (Array.isArray(s.oneOf)) {
    const oneOf = s.oneOf.map((branch: unknown) => bulkEnvelope(doc, branch, bulk));
    const tag: string | undefined = s.discriminator?.propertyName;
    if (!tag) return { oneOf };
    // ajv reads a discriminator by its property name (one branch checked); it refuses `mapping`,
    // which is for generators. An unknown value is one clear error naming the values taken.
    const values = { enum: Object.keys(s.discriminator.mapping ?? {}) };
    return {
      type: 'object',
      required: [tag],
      properties: { [tag]: values },
      if: { properties: { [tag]: values } },
      then: { oneOf, discriminator: { propertyName: tag } },
    };
  }
  const array = { type: 'array', maxItems: bulk.maxItems };
  if (bulk.pointer === '') {
    const { items: _items, ...envelope } = s;
    return { ...envelope, ...array };
  }
  const properties = Object.fromEntries(Object.entries<unknown>(s.properties ?? {}).map(([k, v]) => [k, resolveRef(doc, v)]));
  return { ...s, properties: { ...properties, [bulk.pointer]: array } };
}
