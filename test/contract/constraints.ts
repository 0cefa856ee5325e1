/**
 * The constraints the server enforces on parameters and body fields, one row each, with the
 * place in the served `/openapi.json` that states it. constraints.test.ts sends, for each row, a
 * value just inside (not refused for that field) and one just outside (400 or 422 naming it), and
 * checks that the schema at `schema` states `states`.
 */

export interface Constraint {
  /** What a failure names: the operation, the field and the constraint. */
  name: string;
  /** JSON Pointer into the served document to the schema of the field (refs followed). */
  schema: string;
  /** What that schema must say (a subset of its keywords). */
  states: Record<string, unknown>;
  /** The field's name as an error must name it. */
  field: string;
  /** The request for a value; `inside` and `outside` are the values. */
  request: (value: string | unknown) => { method: string; path: string; body?: unknown; headers?: Record<string, string> };
  inside: unknown;
  outside: unknown;
  /** The refusal's status: 400 or 422. */
  refused: 400 | 422;
}

const op = (path: string, method: string) => `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
const letters = (n: number) => 'a'.repeat(n);
/** A valid GraphQL document of exactly `n` characters: `{` alias `:__typename}`. */
const query = (n: number) => `{${'q'.repeat(n - '{:__typename}'.length)}:__typename}`;

export const constraints: Constraint[] = [
  {
    name: 'Idempotency-Key: visible ASCII (pattern)',
    schema: '/components/parameters/IdempotencyKey/schema',
    states: { pattern: '^[\\x21-\\x7E]{1,255}$' },
    field: 'idempotency-key',
    request: (key) => ({ method: 'POST', path: '/v2/registry/devices', body: { name: 'Constraint', serial_number: `CON-${String(key).length}` }, headers: { 'idempotency-key': String(key) } }),
    inside: '~!key-1',
    outside: 'key 1',
    refused: 400,
  },
  {
    name: 'Idempotency-Key: at most 255 characters',
    schema: '/components/parameters/IdempotencyKey/schema',
    states: { maxLength: 255 },
    field: 'idempotency-key',
    request: (key) => ({ method: 'POST', path: '/v2/registry/devices', body: { name: 'Constraint', serial_number: `CON-L${String(key).length}` }, headers: { 'idempotency-key': String(key) } }),
    inside: letters(255),
    outside: letters(256),
    refused: 400,
  },
  {
    name: 'Idempotency-Key (bulk): visible ASCII (pattern)',
    schema: '/components/parameters/BulkIdempotencyKey/schema',
    states: { pattern: '^[\\x21-\\x7E]{1,255}$', maxLength: 255 },
    field: 'idempotency-key',
    request: (key) => ({ method: 'POST', path: '/v2/registry/devices/bulk', body: { op: 'create', items: [{ name: 'Constraint', serial_number: 'CON-BULK' }] }, headers: { 'idempotency-key': String(key) } }),
    inside: 'bulk-key',
    outside: 'bulk\tkey',
    refused: 400,
  },
  {
    name: 'PUT /v3/auth/roles/{name}: a role name (pattern)',
    schema: `${op('/v3/auth/roles/{name}', 'parameters')}/1/schema`,
    states: { pattern: '^[a-z][a-z0-9_-]{0,63}$' },
    field: 'name',
    request: (name) => ({ method: 'PUT', path: `/v3/auth/roles/${encodeURIComponent(String(name))}`, body: { permissions: ['auth.self'] } }),
    inside: 'z9_-',
    outside: '9z',
    refused: 400,
  },
  {
    name: 'PUT /v3/auth/roles/{name}: at most 64 characters',
    schema: `${op('/v3/auth/roles/{name}', 'parameters')}/1/schema`,
    states: { pattern: '^[a-z][a-z0-9_-]{0,63}$' },
    field: 'name',
    request: (name) => ({ method: 'PUT', path: `/v3/auth/roles/${String(name)}`, body: { permissions: ['auth.self'] } }),
    inside: letters(64),
    outside: letters(65),
    refused: 400,
  },
  {
    name: 'POST /events/subscriptions: event_types of the catalogue (enum)',
    schema: '/components/schemas/WebhookEventTypeName',
    states: { enum: ['device.created', 'device.updated', 'device.deleted', 'device.tags_changed', 'request.created', 'request.updated', 'request.deleted', 'request.status_changed', 'request.assignee_changed', 'signin.succeeded', 'signin.failed', 'session.created', 'session.revoked', 'session.expired', '*'] },
    field: 'event_types',
    request: (type) => ({ method: 'POST', path: '/events/subscriptions', body: { url: 'https://example.test/hook', event_types: [type] } }),
    inside: 'session.expired',
    outside: 'session.exploded',
    refused: 400,
  },
  {
    name: 'GET /v3/auth/scim/v2/Users: sortOrder (enum)',
    schema: '/components/parameters/ScimSortOrder/schema',
    states: { enum: ['ascending', 'descending'] },
    field: 'sortOrder',
    request: (order) => ({ method: 'GET', path: `/v3/auth/scim/v2/Users?sortOrder=${String(order)}` }),
    inside: 'descending',
    outside: 'Descending',
    refused: 400,
  },
  {
    name: 'GET /graphql: query within the URL limit (maxLength)',
    schema: `${op('/graphql', 'get')}/parameters/0/schema`,
    states: { maxLength: 8192 },
    field: 'query',
    request: (q) => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent(String(q))}` }),
    inside: query(8192),
    outside: query(8193),
    refused: 400,
  },
  {
    name: 'GET /graphql: variables, a JSON object (maxLength)',
    schema: `${op('/graphql', 'get')}/parameters/2/schema`,
    states: { maxLength: 4096 },
    field: 'variables',
    request: (v) => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent('{__typename}')}&variables=${encodeURIComponent(String(v))}` }),
    inside: JSON.stringify({ a: letters(4096 - '{"a":""}'.length) }),
    outside: JSON.stringify({ a: letters(4097 - '{"a":""}'.length) }),
    refused: 400,
  },
  {
    name: 'GET /graphql: variables must parse as JSON',
    schema: `${op('/graphql', 'get')}/parameters/2`,
    states: { name: 'variables', in: 'query' },
    field: 'variables',
    request: (v) => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent('{__typename}')}&variables=${encodeURIComponent(String(v))}` }),
    inside: '{}',
    outside: '{',
    refused: 400,
  },
];
