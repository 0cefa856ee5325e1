/**
 * Values from a JSON Schema of the served document, with json-schema-faker seeded per answer
 * (decision 1000): the same seed gives the same value, whatever ran before. Dates fall in the year
 * before the fixture epoch, so they never depend on the wall clock.
 */
import { generateSync } from 'json-schema-faker';
import type { OpenApiDocument } from '../openapi/document.js';

const YEAR_MS = 365 * 86_400_000;

export function generator(served: OpenApiDocument, epochMs: () => number) {
  const components = served.components ?? {};
  return (schema: unknown, seed: number): unknown => {
    if (!schema || typeof schema !== 'object') return undefined;
    const epoch = epochMs();
    // The schema sits one level down: json-schema-faker answers a root object schema without
    // properties with the root's own keys (the components), but a nested one correctly.
    const holder = generateSync({ type: 'object', required: ['value'], properties: { value: schema }, components } as never, {
      seed,
      alwaysFakeOptionals: true,
      maxDepth: 6,
      maxItems: 3,
      useExamplesValue: true,
      useDefaultValue: true,
      minDateTime: new Date(epoch - YEAR_MS).toISOString(),
      maxDateTime: new Date(epoch).toISOString(),
    }) as { value?: unknown } | undefined;
    return holder?.value;
  };
}

export type Generate = ReturnType<typeof generator>;
