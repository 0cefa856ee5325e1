/** Turns anything thrown in the chain into a response in the called API family's format. */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { ApiError, familyOf, renderError } from '../core/errors.js';
import type { AppEnv } from './env.js';
import { answer } from './response.js';

function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    if (err.status === 413) return new ApiError('payload_too_large', { detail: 'request body is larger than the limit' });
    return new ApiError(err.status === 400 ? 'bad_request' : 'internal', { detail: err.message, status: err.status });
  }
  return undefined;
}

/** GraphQL over HTTP: a client that accepts application/json but not graphql-response+json gets JSON. */
function negotiated(contentType: string, accept: string | undefined): string {
  if (!contentType.startsWith('application/graphql-response+json') || !accept) return contentType;
  return /application\/json/i.test(accept) && !/graphql-response\+json/i.test(accept) ? 'application/json; charset=utf-8' : contentType;
}

export function errorResponse(c: Context<AppEnv>, err: ApiError): Response {
  const rendered = renderError(err, familyOf(c.req.path), c.req.path);
  const headers = { ...rendered.headers, 'content-type': negotiated(rendered.contentType, c.req.header('accept')) };
  return answer(c, JSON.stringify(rendered.body), rendered.status, headers);
}

/** Whether the client went away before its request arrived whole (an upload aborted mid-body). */
function requestAborted(c: Context<AppEnv>): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.readableAborted);
}

/**
 * `app.onError`: catalogued errors as they are, anything else a 500 with no stack for the client.
 * A request whose client went away mid-body is no fault of the sandbox (and nobody reads the
 * answer): logged at debug, so a peer aborting uploads cannot fill the error log.
 */
export function handleError(logger: Logger) {
  return function handleError(err: Error, c: Context<AppEnv>): Response {
    const known = toApiError(err);
    if (known) return errorResponse(c, known);
    if (requestAborted(c)) {
      logger.debug({ err: err.message, path: c.req.path, requestId: c.get('requestId') }, 'the client went away before its request body arrived');
      return errorResponse(c, new ApiError('bad_request', { detail: 'the request body was cut off' }));
    }
    logger.error({ err, path: c.req.path, requestId: c.get('requestId') }, 'unhandled error');
    return errorResponse(c, new ApiError('internal', { detail: 'the sandbox hit an unexpected error; the request id is in X-Request-Id' }));
  };
}
