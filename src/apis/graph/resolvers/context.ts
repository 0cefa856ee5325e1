/** What every resolver gets: the project's store, the caller, and the sandbox's services. */
import { GraphQLError } from 'graphql';
import { errorCatalogue, type ErrorCode, type FieldError } from '../../../core/errors.js';
import type { Rng } from '../../../core/rng.js';
import type { Project } from '../../../core/store.js';
import type { Deps } from '../../../deps.js';
import type { Principal } from '../../../http/env.js';
import type { MockSession } from '../mocks/mocks.js';

// A type alias (not an interface) so graphql-http accepts it as an operation context.
export type GraphContext = {
  deps: Deps;
  project: Project;
  principal?: Principal;
  /** The project's stream for new ids (shared with REST, so ids never collide). */
  ids: Rng;
  /** The project's seeded mock store (fields no resolver covers). */
  mocks: MockSession;
};

/**
 * A GraphQL error carrying the sandbox's catalogue code and status, and field errors whose
 * pointers address the field's arguments (`#/input/title`), the way REST problems address bodies.
 */
export function graphError(code: ErrorCode, message: string, errors: { pointer: string; detail: string }[] = []): GraphQLError {
  const fieldErrors: FieldError[] = errors.map((e) => ({ in: 'body', pointer: e.pointer, detail: e.detail }));
  return new GraphQLError(message, {
    extensions: { code, status: errorCatalogue[code].status, ...(fieldErrors.length ? { errors: fieldErrors } : {}) },
  });
}

export function notFound(kind: string, id: string, pointer: string): GraphQLError {
  return graphError('not_found', `${kind} ${id} does not exist`, [{ pointer, detail: `no ${kind} with id ${id}` }]);
}

/** The caller's permission, checked where one field needs more than the operation (e.g. registry.write). */
export function requirePermission(ctx: GraphContext, permission: string, field: string): void {
  if (ctx.principal && !ctx.principal.permissions.has(permission)) {
    throw graphError('insufficient_scope', `${field} needs the ${permission} permission, which role ${ctx.principal.token.role} does not grant`);
  }
}
