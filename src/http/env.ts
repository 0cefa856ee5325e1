/** The typed variables every request carries through the middleware chain. */
import type { SlotHolder } from '../core/slots.js';
import type { Project } from '../core/store.js';
import type { TokenRecord } from '../core/tokens.js';
import type { Operation } from '../openapi/operations.js';

export interface Principal {
  token: TokenRecord;
  permissions: ReadonlySet<string>;
}

/** A fault that a scenario injected into this request, for the journal and `X-Sandbox-Fault`. */
export interface InjectedFault {
  scenario: string;
  rule: number;
  kind: string;
}

export interface BulkItemFault {
  status: number;
  code: string;
  detail: string;
}

/**
 * Other names for a call's fields, set by a stage before validation (the platform document's,
 * `--platform-map`): validation reads a query parameter and the body in our names, and the
 * handler's answer leaves in theirs.
 */
export interface FieldNames {
  /** Our name of a query parameter given under another (the given one when it has none). */
  parameter(given: string): string;
  /** The parsed request body in our names. */
  request(body: unknown): unknown;
  /** The reply's body in the other names. */
  response(body: unknown): unknown;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Monotonic ms when the request entered the sandbox. */
    receivedAt: number;
    /** Business time when the request entered (the journal's `time`). */
    journalTimeMs: number;
    operation: Operation;
    pathParams: Record<string, string>;
    principal: Principal;
    project: Project;
    /** Releases the project's pin (the project stage's `leave`, on every exit). */
    unpin?: () => void;
    /** The parsed, validated JSON body (absent when the operation takes none). */
    body: unknown;
    /** The request body as received, once read (for the journal's excerpt). */
    requestText?: string;
    /** The answer's body as sent, when built from a string (for the journal's excerpt). */
    responseText?: string;
    /** The value a JSON answer was written from (http/response.ts `json`), while that answer is the request's. */
    responseData?: unknown;
    /** Set when the call names its fields otherwise (a platform document's dialect). */
    fieldNames?: FieldNames;
    /** The parsed, coerced, validated query parameters. */
    query: Record<string, unknown>;
    /** What the sandbox let through without acting on it (an unknown query parameter): `X-Sandbox-Warnings` and the journal. */
    warnings?: string[];
    /** Faults scenarios injected into this request (absent when no scenario was in force). */
    faults?: InjectedFault[];
    /**
     * Set by the fault stage when a scenario fails bulk items: the bulk handler asks it for each
     * item and, if it answers, reports that failure for the item and does not apply it.
     */
    bulkItemFault?: (index: number, id: string) => BulkItemFault | undefined;
    /** Headers of the answer decided before the handler runs, names in lower case (http/response.ts). */
    responseHeaders: Record<string, string>;
    /** The answer built with those headers in it, if one was. */
    headersWritten?: Response;
    /** The plain header object that answer was built from (read by `answerHeader`, names in lower case). */
    writtenHeaders?: Record<string, string | string[]>;
    /**
     * The stage that answered the request or threw (`dispatch` when the handler answered), and the
     * error it threw: the journal keeps both (explain_call of the MCP server reads them).
     */
    answeredBy?: { stage: string; reason: string | null };
    /** The Idempotency-Key this request holds, to complete or abandon once it is answered. */
    idempotencyClaim?: { project: SlotHolder; scope: string; key: string };
    /** The answer is a real deployment's (`--proxy`): the test harness does not hold it to the contract. */
    upstreamAnswer?: boolean;
    /** A call without a sandbox principal that the rate limit counts by this key instead (a proxied call's own credential). */
    rateLimitKey?: string;
    /** The body's text parsed as JSON by the Idempotency-Key stage, so the validation stage parses it once. */
    parsedBody?: { text: string; value: unknown };
  };
}
