import openapiTS, { astToString } from 'openapi-typescript';
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

/** Every generated file, by its path from the package root, with the content it should have. */
export async function generatedFiles(): Promise<[path: string, content: string][]> {
  const admin = loadAdminContract();
  return [
    ['src/generated/openapi.ts', await generateTypes()],
    ['src/generated/operations.ts', generateOperationIndex()],
    ['src/generated/admin-openapi.ts', await generateTypes(admin, 'contracts/admin/openapi.yaml')],
    ['src/generated/admin-operations.ts', generateOperationIndex(admin, 'contracts/admin/openapi.yaml')],
  ];
}
