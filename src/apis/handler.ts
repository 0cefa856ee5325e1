/**
 * A platform operation's handler, typed from the contract: the dispatch stage calls
 * `handlers[operationId]` with the request as the pipeline has validated and coerced it, and
 * renders what it answers. Each module's table is checked against exactly its operations
 * (`HandlersOf<'registry'>`): a missing handler, or one for no operation, does not compile.
 */
import type { Context } from 'hono';
import type { Project } from '../core/store.js';
import type { operations } from '../generated/openapi.js';
import { operationIndex, type OperationId } from '../generated/operations.js';
import type { AppEnv, BulkItemFault, Principal } from '../http/env.js';
import type { BodyIn, PathParamsIn, QueryIn, ReplyIn } from '../openapi/operation-types.js';

export type { OperationId } from '../generated/operations.js';

/** Path parameters of an operation, by name. */
export type PathParams<Op extends OperationId> = PathParamsIn<operations[Op]>;
/** Query parameters of an operation, coerced to their declared types. */
type QueryOf<Op extends OperationId> = QueryIn<operations[Op]>;
/** The operation's request body as the contract declares it (undefined when it may be left out). */
type BodyOf<Op extends OperationId> = BodyIn<operations[Op]>;
/** An answer the operation declares: its status, and the body declared for that status. */
type Reply<Op extends OperationId> = ReplyIn<operations[Op]>;

/** What a handler is called with. */
export interface Call<Op extends OperationId> {
  project: Project;
  principal: Principal;
  params: PathParams<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
  /** A request header, by name in any case (a method of the call: `call.header(name)`, not destructured). */
  header(name: string): string | undefined;
  /** The request's origin (`http://host:port`), for absolute locations. */
  origin: string;
  /** Set by a fault scenario that fails bulk items: asked for each item before it is applied. */
  bulkItemFault?: (index: number, id: string) => BulkItemFault | undefined;
  /**
   * The raw exchange, for an operation whose body is a protocol of its own (GraphQL over HTTP):
   * no other handler reads it.
   */
  http: Context<AppEnv>;
}

export type Handler<Op extends OperationId> = (call: Call<Op>) => Reply<Op> | Response | Promise<Reply<Op> | Response>;

/** The API (first tag) an operation belongs to. */
type ApiOf<Op extends OperationId> = (typeof operationIndex)[Op]['api'];
/** The operations of one or more APIs. */
type OperationsOf<Api extends string> = { [Op in OperationId]: ApiOf<Op> extends Api ? Op : never }[OperationId];

/** A module's handler table: one handler for each operation of its APIs, and nothing else. */
export type HandlersOf<Api extends string> = { [Op in OperationsOf<Api>]: Handler<Op> };

/** Every operation's handler. */
export type Handlers = { [Op in OperationId]: Handler<Op> };

/** The path of an operation for these parameters (a `Location`), from the contract's template. */
export function pathOf<Op extends OperationId>(operation: Op, params: PathParams<Op>): string {
  return operationIndex[operation].path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String((params as Record<string, unknown>)[name])));
}
