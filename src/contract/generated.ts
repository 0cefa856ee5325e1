/**
 * Checks generated from `contracts/openapi`, one per operation: every answer the target gave to
 * that operation during the run (the behaviour checks' calls and a probe made here) must have a
 * declared status, a declared content type, a body that matches the response schema, and the
 * response headers the contract marks required. The shapes are our conventions, so these checks
 * are conventions: drift on a real deployment, failures on the sandbox.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { declaredStatuses, declaresStatus, type Operation, type OperationTable } from '../openapi/operations.js';
import { notServedReason, specOperation } from './served.js';
import type { CheckContext, CheckDefinition, Exchange } from './types.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { declaredResponse } from '../openapi/declared-response.js';

/** Answers kept per operation for the conformance check; later ones are not needed. */
const KEEP_PER_OPERATION = 200;

export class Observations {
  readonly #byOperation = new Map<string, Exchange[]>();

  add(e: Exchange): void {
    if (!e.operation || !e.response) return;
    const list = this.#byOperation.get(e.operation) ?? [];
    if (list.length < KEEP_PER_OPERATION) list.push(e);
    this.#byOperation.set(e.operation, list);
  }

  of(operation: string): Exchange[] {
    return this.#byOperation.get(operation) ?? [];
  }
}

/** Problems of one answer against the contract, beyond the body: a status it does not declare, required response headers. */
function conformanceProblems(table: OperationTable, doc: OpenApiDocument, op: Operation, e: Exchange): string[] {
  const res = e.response!;
  if (res.status === 304) return [];
  const problems = table.validateResponse(op, res.status, res.headers['content-type'] ?? null, res.body);
  if (!declaresStatus(op, res.status)) {
    problems.unshift(`status ${res.status} is not declared (declared: ${declaredStatuses(op)!.join(', ')}; \`default\` is no declaration of a status)`);
  }
  const declared = declaredResponse(doc, op.raw, res.status);
  for (const [name, header] of Object.entries<any>(declared?.headers ?? {})) {
    if (resolveRef(doc, header)?.required && res.headers[name.toLowerCase()] === undefined) problems.push(`required header ${name} is missing`);
  }
  return problems;
}

const BULK_OPERATIONS = new Set(['POST /v2/registry/devices/bulk', 'PATCH /v2/registry/requests/bulk']);

const MISSING = (run: string) => `cr-missing-${run.slice(-6)}`;

/** Calls the operation once where that is safe: reads, or writes that a conforming target refuses. */
async function probe(t: CheckContext, table: OperationTable, op: Operation): Promise<void> {
  // A read without its required query parameters is still safe: the refusal must conform too.
  if (op.method !== 'GET' && (op.raw.parameters ?? []).some((p: any) => p.required && p.in === 'query')) return;
  let path = '';
  for (const segment of op.segments) {
    if (!segment.startsWith('{')) {
      path += `/${segment}`;
      continue;
    }
    const parent = table.operations.find((o) => o.method === 'GET' && o.path === `${op.path.slice(0, op.path.indexOf(segment) - 1)}`);
    let id: string | undefined;
    if (op.method === 'GET' && parent) {
      const list = await t.call('GET', path);
      id = t.items<{ id?: unknown }>(list.body).find((x) => typeof x?.id === 'string')?.id as string | undefined;
    }
    path += `/${encodeURIComponent(id ?? MISSING(t.run.id))}`;
  }
  if (op.method === 'GET') {
    await t.call('GET', path);
    // The error answer is part of the contract too.
    if (op.segments.at(-1)?.startsWith('{') && !path.endsWith(MISSING(t.run.id))) await t.call('GET', path.replace(/[^/]+$/, MISSING(t.run.id)));
    return;
  }
  const hasParam = op.segments.some((s) => s.startsWith('{'));
  const refusesEmpty = op.body?.validate ? !op.body.validate({}) : false;
  if (hasParam || refusesEmpty) await t.call(op.method, path, op.body ? { body: {} } : {});
}

export function generatedChecks(table: OperationTable, doc: OpenApiDocument, observations: Observations): CheckDefinition[] {
  return table.operations.map((op): CheckDefinition => {
    const specRef = op.raw['x-spec-ref'];
    return {
      id: `openapi.${op.id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[^a-z0-9-]/g, '-')}`,
      title: `${op.method} ${op.path} answers as the contract declares (status, content type, schema, headers)`,
      basis: 'convention',
      ref: `contracts/openapi ${op.id}${specRef ? `; spec ${specRef}` : ''}`,
      safety: op.method === 'GET' ? 'read-only' : 'isolated-writes',
      tags: ['openapi', ...(op.raw.tags ?? [])],
      uses: [`${op.method} ${op.path}`],
      async run(t) {
        await t.when('the operation is called (probe, plus every call of the behaviour checks)', () => probe(t, table, op));
        const seen = observations.of(op.id);
        if (!seen.length) t.inconclusive('not exercised: no answer of this operation was observed');
        // The router's 404/405 is no answer of the operation, whatever schema `default` allows.
        const unserved = seen.find((e) => notServedReason(e));
        if (unserved) await t.then('the target serves the operation', () => t.expect(false, notServedReason(unserved)!, unserved));
        await t.then(`each of ${seen.length} answer(s) conforms to the contract`, () => {
          for (const e of seen) {
            // The spec's one status: a bulk call that is processed answers 207 (§4 rule 4, §7 rule 1).
            const status = e.response!.status;
            const bulk = BULK_OPERATIONS.has(specOperation(e.request.method, new URL(e.request.url).pathname) ?? '');
            t.expect(!bulk || status < 200 || status > 299 || status === 207, `${e.request.method} ${new URL(e.request.url).pathname} → ${status}: a processed bulk call answers 207`, e, '§4 rule 4; §7 rule 1');
            const problems = conformanceProblems(table, doc, op, e);
            t.expect(!problems.length, `${e.request.method} ${new URL(e.request.url).pathname} → ${e.response!.status}: ${problems.join('; ')}`, e);
          }
        });
      },
    };
  });
}
