/**
 * The error catalogue: every error the sandbox raises has a code here, and is rendered in the
 * format of the API family that was called (problem+json, SCIM Error, GraphQL errors).
 */
export interface FieldError {
  /** Where the field is: body, query, path or header. */
  in: 'body' | 'query' | 'path' | 'header';
  /** JSON Pointer (RFC 6901) as a URI fragment, e.g. `#/items/3/tags`. */
  pointer: string;
  detail: string;
}

export interface CatalogueEntry {
  status: number;
  title: string;
  /** RFC 7644 §3.12 scimType, where one fits. */
  scimType?: string;
}

export const errorCatalogue = {
  bad_request: { status: 400, title: 'Bad request' },
  malformed_json: { status: 400, title: 'Malformed JSON', scimType: 'invalidSyntax' },
  validation_failed: { status: 400, title: 'Request does not match the contract', scimType: 'invalidValue' },
  invalid_parameter: { status: 400, title: 'Invalid parameter', scimType: 'invalidValue' },
  missing_project: { status: 400, title: 'Missing X-Service-Project header' },
  invalid_project: { status: 400, title: 'Invalid X-Service-Project header' },
  invalid_token: { status: 401, title: 'Missing, invalid or expired access token' },
  invalid_credentials: { status: 401, title: 'Wrong username or password' },
  insufficient_scope: { status: 403, title: 'The token does not allow this operation' },
  project_forbidden: { status: 403, title: 'The token is not valid for this project' },
  cross_site_forbidden: { status: 403, title: 'Cross-site request refused' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not found' },
  route_not_found: { status: 404, title: 'No such route' },
  project_not_found: { status: 404, title: 'No such project' },
  project_limit: { status: 507, title: 'Too many saved projects' },
  insufficient_storage: { status: 507, title: 'A storage bound of the sandbox is reached' },
  projects_busy: { status: 503, title: 'Every project in memory is in use' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  not_acceptable: { status: 406, title: 'Not acceptable' },
  conflict: { status: 409, title: 'Conflict', scimType: 'uniqueness' },
  seats_exhausted: { status: 409, title: 'No seat left on the license' },
  license_not_valid: { status: 409, title: 'The license is not valid at this moment' },
  idempotency_in_flight: { status: 409, title: 'A request with this Idempotency-Key is still being processed' },
  invalid_transition: { status: 409, title: 'Status change not allowed' },
  precondition_failed: { status: 412, title: 'Precondition failed' },
  payload_too_large: { status: 413, title: 'Payload too large', scimType: 'tooMany' },
  too_many_items: { status: 413, title: 'Too many items in a bulk call', scimType: 'tooMany' },
  request_timeout: { status: 408, title: 'The request body did not arrive in time' },
  uri_too_long: { status: 414, title: 'URI too long' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type', scimType: 'invalidSyntax' },
  misdirected_request: { status: 421, title: 'Misdirected request: a host this sandbox does not answer to' },
  unprocessable: { status: 422, title: 'Unprocessable request', scimType: 'invalidValue' },
  idempotency_key_reused: { status: 422, title: 'Idempotency-Key reused with another request' },
  headers_too_large: { status: 431, title: 'Request header fields too large' },
  rate_limited: { status: 429, title: 'Rate limit exceeded' },
  quota_exceeded: { status: 429, title: 'Quota exceeded' },
  internal: { status: 500, title: 'Internal error' },
  contract_violation: { status: 500, title: 'Response does not match the contract' },
  not_implemented: { status: 501, title: 'Not implemented by the sandbox' },
  project_capacity: { status: 503, title: 'No room for a project loaded without credentials' },
  unauthenticated_busy: { status: 503, title: 'Too many bodies without credentials arriving at once' },
  injected_fault: { status: 500, title: 'Fault injected by a sandbox scenario' },
  upstream_unavailable: { status: 502, title: 'The upstream deployment did not answer' },
  upstream_timeout: { status: 504, title: 'The upstream deployment did not answer in time' },
} satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export interface ErrorOptions {
  detail?: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** Overrides the catalogue's status (e.g. a `status` fault). */
  status?: number;
  scimType?: string;
  /** Extra members of the problem object (RFC 9457 §3.2 extensions). */
  extensions?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: ErrorOptions = {},
  ) {
    super(options.detail ?? errorCatalogue[code].title);
    this.status = options.status ?? errorCatalogue[code].status;
  }

  get title(): string {
    return errorCatalogue[this.code].title;
  }
}

export type ApiFamily = 'rest' | 'scim' | 'graphql';

export const SCIM_BASE = '/v3/auth/scim/v2';

export function familyOf(path: string): ApiFamily {
  if (path === SCIM_BASE || path.startsWith(`${SCIM_BASE}/`)) return 'scim';
  if (path === '/graphql' || path.startsWith('/graphql/')) return 'graphql';
  return 'rest';
}

export interface RenderedError {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: unknown;
}

function problemType(code: string): string {
  return `urn:platform-sandbox:problem:${code.replace(/_/g, '-')}`;
}

export function renderError(err: ApiError, family: ApiFamily, instance: string): RenderedError {
  const headers = err.options.headers ?? {};
  if (family === 'scim') {
    const entry: CatalogueEntry = errorCatalogue[err.code];
    // A catalogue scimType only fits a 400 (RFC 7644 §3.12); others must be chosen explicitly.
    const scimType = err.options.scimType ?? (err.status === 400 ? entry.scimType : undefined);
    return {
      status: err.status,
      contentType: 'application/scim+json',
      headers,
      body: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: String(err.status),
        ...(scimType ? { scimType } : {}),
        detail: err.message,
      },
    };
  }
  if (family === 'graphql') {
    return {
      status: err.status,
      contentType: 'application/graphql-response+json; charset=utf-8',
      headers,
      body: { errors: [{ message: err.message, extensions: { code: err.code, status: err.status, errors: err.options.errors } }] },
    };
  }
  return {
    status: err.status,
    contentType: 'application/problem+json',
    headers,
    body: {
      type: problemType(err.code),
      title: err.title,
      status: err.status,
      detail: err.message,
      instance,
      code: err.code,
      ...(err.options.errors?.length ? { errors: err.options.errors } : {}),
      ...err.options.extensions,
    },
  };
}
