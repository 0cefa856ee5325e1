import openapiTS, { astToString } from 'openapi-typescript';
import { loadContract } from '../src/openapi/document.js';

const HEADER = '// Generated from contracts/openapi by openapi-typescript (npm run gen:types). Do not edit.\n\n';
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export async function generateTypes(): Promise<string> {
  const ast = await openapiTS(loadContract() as any, { alphabetize: true, defaultNonNullable: false });
  // defaultNonNullable: false keeps request fields with a default optional, as the client may omit them.
  return HEADER + astToString(ast);
}

/**
 * Every operation of the contract with the API it belongs to (its first tag), so that each module's
 * handler table is checked against exactly its operations (src/apis/handler.ts).
 */
export function generateOperationIndex(): string {
  const doc = loadContract() as { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      rows.push(`  ${op.operationId}: { method: '${method.toUpperCase()}', path: '${path}', api: '${op.tags?.[0] ?? 'untagged'}' },`);
    }
  }
  rows.sort();
  return (
    '// Generated from contracts/openapi (npm run gen:types). Do not edit.\n\n' +
    '/** Each operation of the contract: its method, path template and API (first tag). */\n' +
    `export const operationIndex = {\n${rows.join('\n')}\n} as const;\n\n` +
    'export type OperationId = keyof typeof operationIndex;\n'
  );
}
