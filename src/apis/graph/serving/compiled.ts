/**
 * Execution by graphql-jit: a document the cache keeps (documents.ts) is compiled into a function
 * per operation on its second run (a one-off query is cheaper to interpret than to compile) and
 * the function is kept beside the document, as long as the cache keeps it. A document graphql-jit
 * cannot compile, or one too long to be cached, runs on graphql-js's `execute`.
 */
import { execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { isCached } from './documents.js';

/** Per cached document and operation name: runs so far, then the compiled query (null: not compilable). */
const compiled = new WeakMap<DocumentNode, Map<string, number | CompiledQuery | null>>();

export function executeCompiled(args: ExecutionArgs): ExecutionResult | Promise<ExecutionResult> {
  if (!isCached(args.document)) return execute(args);
  let byOperation = compiled.get(args.document);
  if (!byOperation) compiled.set(args.document, (byOperation = new Map()));
  const name = args.operationName ?? '';
  let query: number | CompiledQuery | null | undefined = byOperation.get(name);
  if (query === undefined) query = 0;
  if (typeof query === 'number') {
    if (query < 1) {
      byOperation.set(name, query + 1);
      return execute(args);
    }
    const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    query = isCompiledQuery(result) ? result : null;
    byOperation.set(name, query);
  }
  if (!query) return execute(args);
  return query.query(args.rootValue, args.contextValue, args.variableValues ?? {}) as ExecutionResult | Promise<ExecutionResult>;
}
