/** The typed variables every request carries through the middleware chain. */
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

export interface AppEnv {
  Variables: {
    requestId: string;
    operation: Operation;
    pathParams: Record<string, string>;
    principal: Principal;
    project: Project;
    /** The parsed, validated JSON body (absent when the operation takes none). */
    body: unknown;
    /** The parsed, coerced, validated query parameters. */
    query: Record<string, unknown>;
    faults: InjectedFault[];
    /**
     * Set by the fault stage when a scenario fails bulk items: the bulk handler asks it for each
     * item and, if it answers, reports that failure for the item and does not apply it.
     */
    bulkItemFault?: (index: number, id: string) => BulkItemFault | undefined;
  };
}
