import { answeredFromDocument, declaresStatus, type OperationTable } from '../openapi/operations.js';
import type { Stage } from './stage.js';

export interface ContractViolation {
  operation: string;
  status: number;
  problems: string[];
}

/** Faults that break the contract on purpose (DESIGN §5): their answers are not held to it. */
const CONTRACT_BREAKING_FAULTS = new Set(['status', 'malformed_body', 'connection_reset', 'empty_response', 'random_data_then_close']);

/**
 * Test harness only: every response of a routed operation is checked against the contract. A
 * response that does not conform is recorded and replaced by a 500, so the test that caused it
 * fails even if it never looked at the offending field. An error status (4xx) the operation does
 * not declare is a violation too, once it declares its errors: the declared statuses are what
 * generated clients type, so they must be every status the operation can answer. A real
 * deployment's answer (`--proxy`) passes unchanged; the proxy lists where it departs.
 */
export function conformance(operations: OperationTable, violations: ContractViolation[]): Stage {
  return {
    name: 'conformance',
    async leave(c) {
      const op = c.get('operation');
      if (!op || c.req.method === 'HEAD' || c.res.status === 304 || c.get('upstreamAnswer')) return;
      if (c.get('faults')?.some((f) => CONTRACT_BREAKING_FAULTS.has(f.kind))) return;
      const type = c.res.headers.get('content-type');
      const text = await c.res.clone().text();
      let body: unknown = undefined;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const problems = operations.validateResponse(op, c.res.status, type, body);
      // An operation answered from a platform document: its 4xx statuses are the document's
      // business, and our stages (auth, project, limits) answer them whatever it declares.
      if (c.res.status >= 400 && c.res.status < 500 && !answeredFromDocument(op.raw) && !declaresStatus(op, c.res.status)) problems.unshift(`status ${c.res.status} is not declared for ${op.id}`);
      if (!problems.length) return;
      violations.push({ operation: op.id, status: c.res.status, problems });
      c.res = new Response(
        JSON.stringify({ type: 'urn:platform-sandbox:problem:contract-violation', title: 'Response does not match the contract', status: 500, detail: problems.join('; '), original_status: c.res.status, original_body: body }),
        { status: 500, headers: { 'content-type': 'application/problem+json', 'x-sandbox-contract-violation': 'true' } },
      );
    },
  };
}
