/**
 * The operation table compiled once from the contract: how a request is routed to an operation,
 * which validators it runs, and the facts the middleware reads (auth, permission, rate weight).
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { bulkEnvelope, type BulkItems } from './bulk-envelope.js';
import type { FieldError } from '../core/errors.js';
import type { OpenApiDocument } from './document.js';
import { lazyValidator } from './lazy-validate.js';
import { PathIndex, segmentsOf } from './path-index.js';
import { HTTP_METHODS } from './methods.js';
import { resolveRef } from './resolve-ref.js';
import { boundedContract, createValidator } from './validator.js';
import { escapeToken } from '../core/json-pointer.js';
import { declaredResponse } from './declared-response.js';


interface QueryParam {
  name: string;
  isArray: boolean;
  /**
   * An array written as one value (OpenAPI §4.8.12.4): `style: form` with `explode: false`
   * (`a=1,2`), `spaceDelimited` or `pipeDelimited`: the separator its values are split at.
   */
  separator?: ',' | ' ' | '|';
  /**
   * An object (OpenAPI §4.8.12.4): `deepObject` writes each member as `name[member]=value`
   * (Stripe's `created[gt]=5`); `form` with `explode` (the default) writes each as `member=value`,
   * these members.
   */
  object?: 'deepObject' | { members: string[] };
}

/** How a query parameter writes an object: `deepObject`, or `form` exploded into its members; nothing for any other. */
function objectStyle(doc: OpenApiDocument, p: Record<string, any>, schema: Record<string, any>): Pick<QueryParam, 'object'> {
  const alternatives = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((x: unknown) => resolveRef(doc, x) ?? {});
  const objects = alternatives.filter((x) => x.type === 'object' || x.properties);
  if (!objects.length) return {};
  if (p.style === 'deepObject') return { object: 'deepObject' };
  if ((p.style ?? 'form') !== 'form' || p.explode === false) return {};
  const members = [...new Set(objects.flatMap((x) => Object.keys(x.properties ?? {})))];
  return members.length ? { object: { members } } : {};
}

/** The separator of an array (a query parameter, a form property) written as one value; undefined when each item is its own `name=value`. */
export function arraySeparator(style: unknown = 'form', explode: unknown = style === 'form'): QueryParam['separator'] {
  if (explode !== false) return undefined;
  return style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : style === 'form' ? ',' : undefined;
}

export interface Operation {
  id: string;
  method: string;
  /** The OpenAPI path template, e.g. `/v2/registry/devices/{id}`. */
  path: string;
  segments: string[];
  public: boolean;
  /** `security: [{}, {bearerAuth: []}]`: a token is optional (a password sign-in needs none, a provisioning session an admin's). */
  authOptional: boolean;
  permission?: string;
  /**
   * How a credential may be presented, from the operation's security schemes (OpenAPI §4.8.27):
   * each is a way to present a sandbox token. A document's own schemes (Basic, an API key in a
   * header, query or cookie) are ways besides Bearer; ours say Bearer only.
   */
  credentials: CredentialWay[];
  /** Answered from a platform document (`x-sandbox-source`), not by a handler of ours. */
  fromDocument: boolean;
  /** The project a call without `X-Service-Project` works in when its token names none (`x-sandbox-project`; outside `--shared`). */
  defaultProject?: string;
  /** Units this call takes from the rate limit and quota (`x-rate-weight`, default 1). */
  weight: number;
  /** Name of the array in the body that is capped (`x-bulk-items`), with its cap; the request stage checks only the envelope. */
  bulk?: BulkItems;
  idempotent: boolean;
  query: QueryParam[];
  /**
   * An operation answered from a platform document takes query parameters it does not declare
   * (OpenAPI cannot forbid them; real servers ignore them), with a warning; ours refuse them
   * (decision 0005), and `--strict-query` makes every operation refuse them.
   */
  /** The same, by name. */
  queryParams: ReadonlyMap<string, QueryParam>;
  /**
   * Header parameters the request is validated against (lower-case names): those of operations
   * answered from a platform document. Ours are read by the stages that own them (auth, project,
   * Idempotency-Key, If-Match), which check them on their own terms.
   */
  headers: string[];
  validateParams: ValidateFunction;
  body?: {
    required: boolean;
    contentTypes: string[];
    media: BodyMedia[];
    /** The JSON body's validator (the first declared with a schema when there is no JSON). */
    validate?: ValidateFunction;
  };
  raw: Record<string, any>;
}

/** One way to present a credential: an HTTP scheme in `Authorization`, or an API key. */
export type CredentialWay =
  | { kind: 'bearer'; scheme: string }
  | { kind: 'basic'; scheme: string }
  | { kind: 'apiKey'; scheme: string; in: 'header' | 'query' | 'cookie'; name: string };

const BEARER_WAY: CredentialWay = { kind: 'bearer', scheme: 'bearer' };

/** The ways the requirements name (any one presents the sandbox's one credential); Bearer when they name no scheme the sandbox knows. */
function credentialWays(doc: OpenApiDocument, security: Record<string, unknown>[]): CredentialWay[] {
  const ways = new Map<string, CredentialWay>();
  for (const requirement of security) {
    for (const name of Object.keys(requirement ?? {})) {
      const s = resolveRef(doc, doc.components?.securitySchemes?.[name]);
      if (!s) continue;
      const scheme = String(s.scheme ?? '').toLowerCase();
      if (s.type === 'http' && scheme === 'basic') ways.set('basic', { kind: 'basic', scheme: name });
      else if (s.type === 'http' || s.type === 'oauth2' || s.type === 'openIdConnect') ways.set('bearer', { kind: 'bearer', scheme: name });
      else if (s.type === 'apiKey' && ['header', 'query', 'cookie'].includes(s.in) && typeof s.name === 'string' && s.name) {
        ways.set(`${s.in} ${s.name.toLowerCase()}`, { kind: 'apiKey', scheme: name, in: s.in, name: s.in === 'header' ? s.name.toLowerCase() : s.name });
      }
    }
  }
  return ways.size ? [...ways.values()] : [BEARER_WAY];
}

/** An encoding object's entry (OpenAPI §4.8.15): how one property of a form or multipart body is written. */
export interface Encoding {
  style?: string;
  explode?: boolean;
  contentType?: string;
}

/** One media type (or range) of a request body, with what decoding and checking it needs. */
export interface BodyMedia {
  /** As declared: `application/json`, `application/x-www-form-urlencoded`, `text/*`, `*\/*`. */
  type: string;
  /** Checks the decoded body; form and multipart values are coerced from their text to the schema's types. */
  validate?: ValidateFunction;
  /** The encoding object of a form or multipart body, by property. */
  encoding?: Record<string, Encoding>;
  /** Top-level properties that are arrays (a form's `style` applies to them). */
  arrayProps: ReadonlySet<string>;
  /** Whether a multipart property takes a file; undefined for one the schema does not name. */
  takesFile: (name: string) => boolean | undefined;
}

interface Match {
  operation: Operation;
  params: Record<string, string>;
}

export interface OperationTable {
  operations: Operation[];
  /** `allowed` lists the methods the path has when the method is not one of them. */
  match(method: string, path: string): Match | { allowed: string[] } | undefined;
  validateResponse(operation: Operation, status: number, contentType: string | null, body: unknown): string[];
  /** Problems of a webhook payload against the contract's `webhooks` entry; undefined if there is none. */
  validateWebhook(name: string, body: unknown): string[] | undefined;
}

/** OpenAPI 3.1 §4.8.12.1: a header parameter named Accept, Content-Type or Authorization is ignored. */
const IMPLIED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** An operation answered from a platform document (`--platform-openapi`), as `platform/surface.ts` marks it. */
export function answeredFromDocument(op: Record<string, unknown>): boolean {
  const source = op['x-sandbox-source'];
  return source === 'example' || source === 'schema' || source === 'inferred-crud';
}

export function compileOperations(document: OpenApiDocument): OperationTable {
  const doc = boundedContract(document);
  const bodyAjv = createValidator({ allErrors: true, contract: document });
  const paramAjv = createValidator({ allErrors: true, coerce: true, contract: document });
  const ref = (schema: unknown) => rewriteRefs(schema);

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(doc, p));
      const schemaFor = (where: string) => {
        const ps = params.filter((p) => p.in === where);
        return {
          type: 'object',
          properties: Object.fromEntries(ps.map((p) => [p.name, ref(p.schema ?? {})])),
          required: ps.filter((p) => p.required).map((p) => p.name),
          additionalProperties: false,
        };
      };
      const fromDocument = answeredFromDocument(op);
      const headers = fromDocument ? params.filter((p) => p.in === 'header' && !IMPLIED_HEADERS.has(String(p.name).toLowerCase())) : [];
      const headerSchema = {
        type: 'object',
        properties: Object.fromEntries(headers.map((p) => [String(p.name).toLowerCase(), ref(p.schema ?? {})])),
        required: headers.filter((p) => p.required).map((p) => String(p.name).toLowerCase()),
      };
      const query = params
        .filter((p) => p.in === 'query')
        .map((p) => {
          const schema = resolveRef(doc, p.schema) ?? {};
          const isArray = schema.type === 'array';
          const separator = isArray ? arraySeparator(p.style, p.explode) : undefined;
          return { name: p.name, isArray, ...(separator ? { separator } : {}), ...objectStyle(doc, p, schema) };
        });
      const requestBody = op.requestBody ? resolveRef(doc, op.requestBody) : undefined;
      const content = requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      const security = op.security ?? doc.security ?? [];
      const bulk: BulkItems | undefined = op['x-bulk-items'];
      const media = contentTypes.map((type): BodyMedia => {
        const schema = content[type]?.schema;
        const requestSchema = schema && bulk ? bulkEnvelope(doc, schema, bulk) : schema;
        // A form's or multipart's values arrive as text: they are coerced to the schema's types.
        const textual = /^(application\/x-www-form-urlencoded|multipart\/form-data)$/i.test(type);
        const props: Record<string, any> = resolveRef(doc, schema)?.properties ?? {};
        const propSchema = (name: string) => (Object.hasOwn(props, name) ? resolveRef(doc, props[name]) : undefined);
        return {
          type,
          validate: requestSchema ? lazyValidator(textual ? paramAjv : bodyAjv, ref(requestSchema) as object) : undefined,
          encoding: content[type]?.encoding,
          arrayProps: new Set(Object.keys(props).filter((name) => propSchema(name)?.type === 'array')),
          takesFile: (name) => {
            let s = propSchema(name);
            if (!s) return undefined;
            if (s.type === 'array') s = resolveRef(doc, s.items) ?? {};
            return s.format === 'binary' || s.contentMediaType !== undefined || s.contentEncoding !== undefined || (s.type === undefined && !s.properties);
          },
        };
      });
      operations.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        segments: segmentsOf(path),
        public: security.length === 0,
        authOptional: security.some((s: object) => Object.keys(s).length === 0),
        // A document's `security: []` still takes a credential, in any of the document's ways.
        credentials: credentialWays(doc, security.length ? security : fromDocument ? Object.keys(doc.components?.securitySchemes ?? {}).map((name) => ({ [name]: [] })) : []),
        fromDocument,
        defaultProject: typeof op['x-sandbox-project'] === 'string' ? op['x-sandbox-project'] : undefined,
        permission: op['x-permission'],
        weight: op['x-rate-weight'] ?? 1,
        bulk,
        idempotent: ['POST', 'PATCH', 'DELETE'].includes(method.toUpperCase()),
        query,
        queryParams: new Map(query.map((q) => [q.name, q])),
        headers: headers.map((p) => String(p.name).toLowerCase()),
        validateParams: lazyValidator(paramAjv, {
          type: 'object',
          properties: { path: schemaFor('path'), query: schemaFor('query'), ...(headers.length ? { header: headerSchema } : {}) },
        }),
        body: requestBody
          ? { required: requestBody.required === true, contentTypes, media, validate: (media.find((m) => m.validate && /json/i.test(m.type)) ?? media.find((m) => m.validate))?.validate }
          : undefined,
        raw: op,
      });
    }
  }
  const paths = new PathIndex(operations.map((o) => ({ path: o.path, method: o.method, value: o })));

  const responseValidators = new Map<string, ValidateFunction | null>();
  // Responses are checked like bodies (no coercion), so the bodies' ajv serves them too.
  const responseAjv = bodyAjv;

  return {
    operations,
    match(method, path) {
      const found = paths.match(path);
      if (!found) return undefined;
      const upper = method === 'HEAD' ? 'GET' : method.toUpperCase();
      // The most specific path that matches decides which methods exist.
      const operation = found.template.byMethod.get(upper);
      return operation ? { operation, params: found.params } : { allowed: [...found.template.byMethod.keys()] };
    },
    validateResponse(operation, status, contentType, body) {
      const response = declaredResponse(doc, operation.raw, status);
      if (!response) return [`status ${status} is not declared for ${operation.id}`];
      const types = Object.keys(response.content ?? {});
      if (!types.length) return body === undefined ? [] : [`status ${status} of ${operation.id} declares no body`];
      const mediaType = (contentType ?? '').split(';')[0].trim();
      if (!types.includes(mediaType)) return [`content type ${mediaType || '(none)'} is not one of ${types.join(', ')} for ${operation.id} ${status}`];
      const key = `${operation.id} ${status} ${mediaType}`;
      let validate = responseValidators.get(key);
      if (validate === undefined) {
        const schema = response.content[mediaType].schema;
        validate = schema ? responseAjv.compile(ref(schema) as object) : null;
        responseValidators.set(key, validate);
      }
      if (!validate || validate(body)) return [];
      // An unknown field is named, so that a reader (and the proxy's departures) can point at it.
      return withoutOverlapBranches(validate.errors ?? []).map((e) => `${operation.id} ${status}: ${e.instancePath || '/'} ${e.keyword === 'additionalProperties' ? `must NOT have additional property '${String(e.params.additionalProperty)}'` : e.keyword === 'oneOf' && Array.isArray(e.params.passingSchemas) ? `${e.message}, but matches alternatives ${e.params.passingSchemas.join(' and ')} (they overlap)` : e.message}`);
    },
    validateWebhook(name, body) {
      const requestBody = resolveRef(doc, doc.webhooks?.[name]?.post?.requestBody);
      const schema = requestBody?.content?.['application/json']?.schema;
      if (!schema) return undefined;
      const key = `webhook ${name}`;
      let validate = responseValidators.get(key);
      if (!validate) {
        validate = responseAjv.compile(ref(schema) as object);
        responseValidators.set(key, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).map((e) => `${name}: ${e.instancePath || '/'} ${e.message}`);
    },
  };
}

/**
 * The statuses an operation declares, once it declares its error answers (a 400, a 401 or `4XX`,
 * which every operation can give); undefined for one that leaves its errors to `default`.
 */
export function declaredStatuses(op: Operation): string[] | undefined {
  const declared = Object.keys(op.raw.responses ?? {}).filter((s) => s !== 'default');
  return declared.includes('400') || declared.includes('401') || declared.includes('4XX') ? declared : undefined;
}

/** Whether the operation declares the status, by itself or by its range (`4XX`); `default` declares none. */
export function declaresStatus(op: Operation, status: number): boolean {
  const statuses = declaredStatuses(op);
  return !statuses || statuses.includes(String(status)) || statuses.includes(`${String(status)[0]}XX`);
}

/** `#/components/...` inside a part of the document resolves against the registered whole. */
function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : rewriteRefs(v);
  }
  return out;
}

/** ajv errors as field errors: JSON Pointers into the part of the request they concern. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, where?: FieldError['in']): FieldError[] {
  return withoutNullBranches(errors ?? []).slice(0, 50).map((e) => {
    let path = e.instancePath;
    let detail = e.message ?? 'is invalid';
    if (e.keyword === 'required') path += `/${escapeToken(String(e.params.missingProperty))}`;
    if (e.keyword === 'additionalProperties') {
      path += `/${escapeToken(String(e.params.additionalProperty))}`;
      detail = 'is not a known field';
    }
    if (e.keyword === 'required') detail = 'is required';
    if (e.keyword === 'enum') detail = `must be one of ${(e.params.allowedValues as unknown[]).map(String).join(', ')}`;
    let at: FieldError['in'] = where ?? 'body';
    if (!where) {
      const [, first, ...rest] = path.split('/');
      at = first === 'path' || first === 'header' ? first : 'query';
      path = rest.length ? `/${rest.join('/')}` : '';
    }
    return { in: at, pointer: `#${path}`, detail };
  });
}

/**
 * A value several alternatives of a `oneOf` match is valid under each of them: what the other
 * alternatives say about it (and below it) is no fault of the value's, so only the overlap is said.
 */
function withoutOverlapBranches(errors: ErrorObject[]): ErrorObject[] {
  const overlaps = errors.filter((e) => e.keyword === 'oneOf' && Array.isArray(e.params.passingSchemas)).map((e) => e.instancePath);
  if (!overlaps.length) return errors;
  const under = (path: string) => overlaps.some((o) => path === o || path.startsWith(`${o}/`));
  return errors.filter((e) => (e.keyword === 'oneOf' && Array.isArray(e.params.passingSchemas)) || !under(e.instancePath));
}

/**
 * A nullable value is `oneOf: [{type: X, ...}, {type: 'null'}]` (decision 0905): when it is
 * wrong, ajv also says it is not null and matches no branch. Those two say nothing the value's
 * own error does not, so they are left out where another error names the same place.
 */
function withoutNullBranches(errors: ErrorObject[]): ErrorObject[] {
  const named = new Set(errors.filter((e) => !(e.keyword === 'type' && e.params.type === 'null') && e.keyword !== 'oneOf').map((e) => e.instancePath));
  return errors.filter((e) => !((e.keyword === 'oneOf' || (e.keyword === 'type' && e.params.type === 'null')) && named.has(e.instancePath)));
}
