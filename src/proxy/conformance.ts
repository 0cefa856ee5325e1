/**
 * Where a real deployment departs from its descriptions: each proxied request and answer is
 * checked against our contract and, when given, each platform document (`--platform-openapi`)
 * that describes the operation. A departure is kept (bounded, newest last) with where it is
 * (request or answer, JSON pointer), what was expected and what was seen; the answer itself is
 * never changed because of it.
 */
import { compileOperations, toFieldErrors, type Operation, type OperationTable } from '../openapi/operations.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { RingBuffer } from '../core/ring.js';

export interface ProxyViolation {
  time: string;
  request_id: string;
  project: string;
  operation: string;
  method: string;
  path: string;
  /** `contract`, or the platform document's file. */
  against: string;
  in: 'request' | 'response';
  status: number;
  /** JSON Pointer (RFC 6901) as a URI fragment into the body, `#` for the whole answer. */
  pointer: string;
  expected: string;
  seen: string;
}

export interface CheckedExchange {
  time: string;
  requestId: string;
  project: string;
  method: string;
  path: string;
  /** The operation the call was routed to in the served document. */
  operation: Operation;
  requestType: string;
  /** Parsed JSON, else the text, else undefined (no body, or one the proxy does not read). */
  requestBody: unknown;
  status: number;
  responseType: string | null;
  responseBody: unknown;
}

interface Target {
  name: string;
  table: () => OperationTable;
}

const MAX_SEEN = 120;

/** What sits at a pointer, shown short; `absent` when nothing does. */
function seenAt(body: unknown, pointer: string): string {
  let node = body;
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return 'absent';
    node = (node as Record<string, unknown>)[key];
  }
  const text = node === undefined ? 'absent' : JSON.stringify(node);
  return text.length > MAX_SEEN ? `${text.slice(0, MAX_SEEN)}…` : text;
}

/** `validateResponse`'s lines (`op 200: /data/0 must have required property 'x'`) as pointer and expectation. */
export function responseProblem(line: string): { pointer: string; expected: string } {
  const m = /^\S+ \d+: (\/\S*|) ?(.*)$/.exec(line);
  if (!m) return { pointer: '#', expected: line };
  let pointer = `#${m[1] === '/' ? '' : m[1]}`;
  let expected = m[2];
  const named = /^must (?:have required|NOT have additional) property '(.+)'$/.exec(expected);
  if (named) {
    pointer += `/${named[1].replace(/~/g, '~0').replace(/\//g, '~1')}`;
    expected = expected.startsWith('must have') ? 'is required' : 'is not a known field';
  }
  return { pointer, expected };
}

export class ProxyConformance {
  readonly violations: RingBuffer<ProxyViolation>;
  readonly #targets: Target[];

  constructor(contract: OperationTable, documents: readonly { file: string; document: OpenApiDocument }[], capacity: number) {
    this.violations = new RingBuffer(capacity);
    const lazy = (doc: OpenApiDocument) => {
      let table: OperationTable | undefined;
      return () => (table ??= compileOperations(doc));
    };
    this.#targets = [{ name: 'contract', table: () => contract }, ...documents.map((d) => ({ name: d.file, table: lazy(d.document) }))];
  }

  /** Checks one exchange; answers the departures found (also kept). */
  check(ex: CheckedExchange): ProxyViolation[] {
    const found: ProxyViolation[] = [];
    for (const target of this.#targets) {
      const table = target.table();
      let op: Operation | undefined = ex.operation;
      if (target.name !== 'contract') {
        const match = table.match(ex.method, ex.path);
        op = match && 'operation' in match ? match.operation : undefined;
        if (!op) continue;
      } else if (ex.operation.raw['x-sandbox-source'] && ex.operation.raw['x-sandbox-source'] !== 'emulated' && ex.operation.raw['x-sandbox-source'] !== 'sandbox-only') {
        // An operation only a platform document describes is judged against that document alone.
        continue;
      }
      const base = { time: ex.time, request_id: ex.requestId, project: ex.project, operation: op.id, method: ex.method, path: ex.path, against: target.name, status: ex.status };
      const validate = op.body?.validate;
      if (validate && ex.requestBody !== undefined && typeof ex.requestBody === 'object' && !validate(ex.requestBody)) {
        for (const e of toFieldErrors(validate.errors, 'body')) found.push({ ...base, in: 'request', pointer: e.pointer, expected: e.detail, seen: seenAt(ex.requestBody, e.pointer) });
      }
      for (const line of table.validateResponse(op, ex.status, ex.responseType, ex.responseBody)) {
        const { pointer, expected } = responseProblem(line);
        found.push({ ...base, in: 'response', pointer, expected, seen: pointer === '#' && /status|content type|declares no body/.test(expected) ? `${ex.status} ${ex.responseType ?? ''}`.trim() : seenAt(ex.responseBody, pointer) });
      }
    }
    // One departure once per exchange (a schema can say the same thing twice, through a $ref and an allOf).
    const seen = new Set<string>();
    const unique = found.filter((v) => {
      const key = `${v.against} ${v.in} ${v.pointer} ${v.expected}`;
      return !seen.has(key) && seen.add(key);
    });
    for (const v of unique) this.violations.push(v);
    return unique;
  }
}
