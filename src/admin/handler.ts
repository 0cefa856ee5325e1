/**
 * A control-API operation's handler, typed from `contracts/admin/openapi.yaml` as the platform's
 * are from its contract (src/apis/handler.ts): the control chain's dispatch stage calls
 * `handlers[operationId]` with the validated and coerced request. Each owner's table is checked
 * against exactly its operations (`ControlHandlersOf<'scenarios'>`, by the operation's first tag).
 */
import type { Context } from 'hono';
import type { operations } from '../generated/admin-openapi.js';
import type { operationIndex } from '../generated/admin-operations.js';
import type { AppEnv } from '../http/env.js';
import type { BodyIn, PathParamsIn, QueryIn, ReplyIn } from '../openapi/operation-types.js';

type ControlOperationId = keyof typeof operationIndex;

/** What a control-API handler is called with. */
export interface ControlCall<Op extends ControlOperationId> {
  params: PathParamsIn<operations[Op]>;
  query: QueryIn<operations[Op]>;
  body: BodyIn<operations[Op]>;
  /** A request header, by name in any case. */
  header(name: string): string | undefined;
  /** The raw exchange, for an operation that reads its body itself (`x-raw-body`: the inbox). */
  http: Context<AppEnv>;
}

export type ControlHandler<Op extends ControlOperationId> = (
  call: ControlCall<Op>,
) => ReplyIn<operations[Op]> | Response | Promise<ReplyIn<operations[Op]> | Response>;

type OwnerOf<Op extends ControlOperationId> = (typeof operationIndex)[Op]['api'];
type OperationsOf<Owner extends string> = { [Op in ControlOperationId]: OwnerOf<Op> extends Owner ? Op : never }[ControlOperationId];

/** The handlers of one owner's operations (their first tag), and nothing else. */
export type ControlHandlersOf<Owner extends string> = { [Op in OperationsOf<Owner>]: ControlHandler<Op> };

/** Every control-API operation's handler. */
export type ControlHandlers = { [Op in ControlOperationId]: ControlHandler<Op> };
