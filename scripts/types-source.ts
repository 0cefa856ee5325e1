import openapiTS, { astToString } from 'openapi-typescript';
import { loadContract } from '../src/openapi/document.js';

const HEADER = '// Generated from contracts/openapi by openapi-typescript (npm run gen:types). Do not edit.\n\n';

export async function generateTypes(): Promise<string> {
  const ast = await openapiTS(loadContract() as any, { alphabetize: true, defaultNonNullable: false });
  // defaultNonNullable: false keeps request fields with a default optional, as the client may omit them.
  return HEADER + astToString(ast);
}
