/**
 * GraphQL over HTTP through graphql-http (the reference implementation of the GraphQL over HTTP
 * spec), behind the platform's chain: the token, `X-Service-Project`, the rate limit and the
 * contract's parameter checks have run when a request gets here.
 */
import type { Context } from 'hono';
import { GraphQLError, getOperationAST, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http';
import { ApiError } from '../../../core/errors.js';
import type { Deps } from '../../../deps.js';
import type { AppEnv } from '../../../http/env.js';
import { answer } from '../../../http/response.js';
import { idStream } from '../../ids.js';
import { executeCompiled } from './compiled.js';
import type { GraphContext } from '../resolvers/context.js';
import { DocumentCache } from './documents.js';
import { MockEngine } from '../mocks/mocks.js';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/**
 * Since the spec's watershed (2025-01-01) a request without Accept, or accepting anything, is
 * answered as application/graphql-response+json; graphql-http still defaults to application/json.
 */
export function negotiatedAccept(accept: string | undefined): string {
  if (!accept || accept.split(',').every((a) => a.split(';')[0].trim() === '*/*')) return `${GRAPHQL_RESPONSE}; charset=utf-8`;
  return accept;
}

/** Errors as clients see them: catalogue codes and statuses; unexpected failures masked. */
function formatError(deps: Deps, requestId: string) {
  return (err: Readonly<Error | GraphQLError>): GraphQLError => {
    if (!(err instanceof GraphQLError)) return new GraphQLError(err.message, { extensions: { code: 'bad_request', status: 400 } });
    const like = (message: string, extensions: Record<string, unknown>) =>
      new GraphQLError(message, { nodes: err.nodes, source: err.source, positions: err.positions, path: err.path, extensions });
    const original = err.originalError;
    if (original instanceof ApiError) {
      return like(original.message, { code: original.code, status: original.status, ...(original.options.errors ? { errors: original.options.errors } : {}) });
    }
    if (original && !(original instanceof GraphQLError)) {
      deps.logger.error({ err: original, requestId, path: err.path }, 'resolver failed');
      return like(`internal error; the request id is ${requestId}`, { code: 'internal', status: 500 });
    }
    if (err.extensions?.code) return err as GraphQLError;
    const code = err.message.startsWith('Syntax Error') ? 'graphql_syntax_error' : 'graphql_validation_failed';
    return like(err.message, { ...err.extensions, code, status: 400 });
  };
}

const JSON_PARAMETERS = ['variables', 'extensions'] as const;

/**
 * A GET's `variables` and `extensions` are JSON objects in the URL (GraphQL over HTTP §4.1.1);
 * anything else is refused naming the parameter (graphql-http would say only "Unparsable URL").
 */
function checkJsonObject(name: string, text: string | undefined): void {
  if (text === undefined || text === '') return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidParameter(name, 'is not JSON');
  }
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) throw invalidParameter(name, 'must be a JSON object');
}

function invalidParameter(name: string, reason: string): ApiError {
  return new ApiError('invalid_parameter', { detail: `the query parameter ${name} ${reason}`, errors: [{ in: 'query', pointer: `#/${name}`, detail: reason }] });
}

/** Answers GraphQL requests for one served schema; the context and limits are per request. */
export function graphqlEndpoint(deps: Deps, served: { schema: GraphQLSchema; engine: MockEngine }, options: { oneLimitError?: boolean } = {}) {
  const { schema, engine } = served;
  const documents = new DocumentCache(schema, { maxDepth: deps.config.graphMaxDepth, maxComplexity: deps.config.graphMaxComplexity }, options.oneLimitError === true);
  // Per request only because formatError needs the request id; creating a handler is cheap.
  const handlerFor = (requestId: string) =>
    createHandler<unknown, GraphContext, GraphContext>({
      schema,
      // Parse, limits and validation through the document cache; graphql-http does the rest.
      onSubscribe: (req, params) => {
        const prepared = documents.prepare(params.query, params.operationName ?? undefined, params.variables ?? undefined);
        if (!('kind' in prepared)) return prepared;
        return { schema, document: prepared, operationName: params.operationName, variableValues: params.variables, contextValue: req.context };
      },
      execute: (args: ExecutionArgs) => {
        const op = getOperationAST(args.document, args.operationName);
        const ctx = args.contextValue as GraphContext;
        if (op?.operation === 'mutation' && ctx.principal && !ctx.principal.permissions.has('graph.write')) {
          throw new ApiError('insufficient_scope', {
            detail: `role ${ctx.principal.token.role} does not grant graph.write, which mutations need`,
            headers: { 'WWW-Authenticate': 'Bearer realm="platform-sandbox", error="insufficient_scope", scope="graph.write"' },
          });
        }
        return executeCompiled(args);
      },
      formatError: formatError(deps, requestId),
    });
  return async (c: Context<AppEnv>): Promise<Response> => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') for (const name of JSON_PARAMETERS) checkJsonObject(name, c.req.query(name));
    const project = c.get('project');
    const context: GraphContext = {
      deps,
      project,
      principal: c.get('principal'),
      ids: idStream(deps, project.id),
      mocks: engine.session(project),
    };
    const headers = new Headers(c.req.raw.headers);
    headers.set('accept', negotiatedAccept(c.req.header('accept')));
    const body = c.get('body');
    const [text, init] = await handlerFor(c.get('requestId'))({
      method: c.req.method === 'HEAD' ? 'GET' : c.req.method,
      url: c.req.url,
      headers,
      body: body === undefined ? null : (body as Record<string, unknown>),
      raw: c.req.raw,
      context,
    });
    if (init.status === 406) throw new ApiError('not_acceptable', { detail: `answers are ${GRAPHQL_RESPONSE} or application/json (Accept: ${c.req.header('accept')})` });
    if (init.status === 415) throw new ApiError('unsupported_media_type', { detail: 'send the GraphQL request as application/json (utf-8)' });
    if (init.status === 405) throw new ApiError('method_not_allowed', { detail: 'mutations need POST (GraphQL over HTTP forbids them over GET)', headers: { Allow: 'POST' } });
    return answer(c, text, init.status, init.headers as Record<string, string>);
  };
}
