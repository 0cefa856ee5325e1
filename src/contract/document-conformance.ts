/**
 * `contract run --openapi FILE`: every answer the target gave during the run, judged against that
 * document (a real deployment against its own published description): a declared status, a
 * declared media type, a body that matches the schema. One result per operation of the document:
 * pass, fail (with the first problems and the answer), or inconclusive when no call reached it.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { compileOperations, type OperationTable } from '../openapi/operations.js';
import { loadPlatformDocument, PlatformDocumentError } from '../platform/load.js';
import { ContractError } from './loader.js';
import type { CheckResult, Exchange } from './types.js';

/** Answers judged per operation at most; a run's later ones add nothing. */
const KEEP_PER_OPERATION = 200;

export class DocumentConformance {
  readonly #seen = new Map<string, Exchange[]>();

  constructor(
    readonly file: string,
    readonly table: OperationTable,
    readonly document: OpenApiDocument,
  ) {}

  add(e: Exchange): void {
    if (!e.response) return;
    const found = this.table.match(e.request.method, new URL(e.request.url).pathname);
    if (!found || !('operation' in found)) return;
    const list = this.#seen.get(found.operation.id) ?? [];
    if (list.length < KEEP_PER_OPERATION) list.push(e);
    this.#seen.set(found.operation.id, list);
  }

  results(): CheckResult[] {
    return this.table.operations.map((op) => {
      const answers = this.#seen.get(op.id) ?? [];
      const base = {
        id: `document.${op.id.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase()}`,
        group: 'document',
        title: `answers of ${op.method} ${op.path} match ${this.file}`,
        basis: 'normative' as const,
        ref: `${this.file} ${op.method} ${op.path}`,
        safety: 'read-only' as const,
        tags: ['document'],
        steps: [],
        exchanges: answers.map((e) => ({ method: e.request.method, operation: op.id, status: e.response!.status })),
        ms: 0,
      };
      if (!answers.length) return { ...base, outcome: 'inconclusive', reason: 'no call of the run reached this operation' };
      for (const e of answers) {
        const res = e.response!;
        const problems = this.table.validateResponse(op, res.status, res.headers['content-type'] ?? null, res.body);
        if (problems.length) return { ...base, outcome: 'fail', reason: `${e.request.method} ${new URL(e.request.url).pathname} answered ${res.status}: ${problems.slice(0, 3).join('; ')}`, evidence: e };
      }
      return { ...base, outcome: 'pass' };
    });
  }
}

export async function documentConformance(file: string): Promise<DocumentConformance> {
  try {
    const { document } = await loadPlatformDocument(file);
    return new DocumentConformance(file, compileOperations(document), document);
  } catch (err) {
    if (err instanceof PlatformDocumentError) throw new ContractError(err.message);
    throw err;
  }
}
