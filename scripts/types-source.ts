import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { packageRoot } from '../src/core/package-root.js';
import { loadAdminContract } from '../src/admin/contract.js';
import { loadContract, type OpenApiDocument } from '../src/openapi/document.js';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** A document's TypeScript types (openapi-typescript), headed by where they come from. */
export async function generateTypes(doc: OpenApiDocument = loadContract(), source = 'contracts/openapi'): Promise<string> {
  const ast = await openapiTS(doc as any, { alphabetize: true, defaultNonNullable: false });
  // defaultNonNullable: false keeps request fields with a default optional, as the client may omit them.
  return `// Generated from ${source} by openapi-typescript (npm run gen:types). Do not edit.\n\n${astToString(ast)}`;
}

/**
 * Every operation of a document with the API it belongs to (its first tag), so that each module's
 * handler table is checked against exactly its operations (src/apis/handler.ts, src/admin/handler.ts).
 */
export function generateOperationIndex(doc: OpenApiDocument = loadContract(), source = 'contracts/openapi'): string {
  const { paths } = doc as { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };
  const rows: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      rows.push(`  ${op.operationId}: { method: '${method.toUpperCase()}', path: '${path}', api: '${op.tags?.[0] ?? 'untagged'}' },`);
    }
  }
  rows.sort();
  return (
    `// Generated from ${source} (npm run gen:types). Do not edit.\n\n` +
    '/** Each operation of the contract: its method, path template and API (first tag). */\n' +
    `export const operationIndex = {\n${rows.join('\n')}\n} as const;\n\n` +
    'export type OperationId = keyof typeof operationIndex;\n'
  );
}

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

/**
 * The fault scenarios' types from `scenarios/schema.json` (json-schema-to-typescript). The schema
 * picks a fault's fields, and a rule's kind of match, with `if`/`then`, which the generator cannot
 * express: here each fault kind's `then` becomes one member of a union that requires its `kind`,
 * and a rule's `match` the fields of both kinds of match (the schema still decides which apply).
 */
export async function generateScenarioTypes(): Promise<string> {
  const schema = JSON.parse(readFileSync(join(packageRoot, 'scenarios', 'schema.json'), 'utf8'));
  const defs = schema.$defs as Record<string, any>;
  const kinds = (defs.fault.allOf as { then: { $ref: string } }[]).map((branch) => branch.then.$ref.split('/').pop()!);
  defs.fault = { title: 'Fault', description: 'What a rule does; `kind` decides the rest.', oneOf: kinds.map((k) => ({ $ref: `#/$defs/${k}` })) };
  for (const k of kinds) {
    // A kind's own `if`/`then` (latency: which fields each distribution needs) stays the schema's.
    const { allOf, ...def } = defs[k];
    defs[k] = { ...def, ...(allOf?.every((b: { if?: unknown }) => b.if) ? {} : { allOf }), title: `${pascal(k)}Fault`, required: [...new Set(['kind', ...(def.required ?? [])])] };
    // A field the schema leaves open (a status fault's `body`: any JSON value or text).
    for (const field of Object.values<Record<string, unknown>>(defs[k].properties)) if (Object.keys(field).join() === 'description') field.tsType = 'unknown';
  }
  const { if: _if, then: _then, else: _else, ...rule } = defs.rule;
  defs.rule = { ...rule, title: 'Rule', properties: { ...rule.properties, match: { allOf: [{ $ref: '#/$defs/httpMatch' }, { $ref: '#/$defs/webhookMatch' }] } } };
  defs.httpMatch.title = 'HttpMatch';
  defs.webhookMatch.title = 'WebhookMatch';
  defs.method.title = 'Method';
  const { $id: _id, ...root } = schema;
  return compile({ ...root, title: 'Scenario' }, 'Scenario', {
    bannerComment: '// Generated from scenarios/schema.json by json-schema-to-typescript (npm run gen:types). Do not edit.',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: false,
  });
}

/** Every generated file, by its path from the package root, with the content it should have. */
export async function generatedFiles(): Promise<[path: string, content: string][]> {
  const admin = loadAdminContract();
  return [
    ['src/generated/openapi.ts', await generateTypes()],
    ['src/generated/operations.ts', generateOperationIndex()],
    ['src/generated/admin-openapi.ts', await generateTypes(admin, 'contracts/admin/openapi.yaml')],
    ['src/generated/admin-operations.ts', generateOperationIndex(admin, 'contracts/admin/openapi.yaml')],
    ['src/generated/scenario.ts', await generateScenarioTypes()],
  ];
}
