import type { Context } from 'hono';
import sjson from 'secure-json-parse';
import { ApiError, type FieldError } from '../core/errors.js';
import { toFieldErrors, type Operation } from '../openapi/operations.js';
import type { AppEnv } from './env.js';
import type { Stage } from './stage.js';

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/** `application/json` and any `+json` type are the JSON bodies an operation declaring JSON accepts. */
function accepts(declared: string[], actual: string): boolean {
  if (declared.includes(actual)) return true;
  return isJson(actual) && declared.some(isJson);
}

function isJson(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/** Nesting a JSON body may have: far more than any schema of the contract, far less than a stack. */
const MAX_JSON_DEPTH = 64;

/** How deep the arrays and objects of a JSON text nest (one linear pass; strings skipped). */
function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) {
      // a string: skip to its closing quote
      for (i++; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5c) i++;
        else if (c === 0x22) break;
      }
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max && (max = depth) > stopAt) return max;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return max;
}

/**
 * Parse JSON, refusing `__proto__` and `constructor` keys so they never reach a prototype, and
 * nesting deeper than MAX_JSON_DEPTH (which would overflow the stack of whatever walks it later).
 */
export function parseJson(text: string): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new ApiError('validation_failed', {
      detail: `the body nests arrays and objects more than ${MAX_JSON_DEPTH} deep`,
      errors: [{ in: 'body', pointer: '#', detail: `must not nest more than ${MAX_JSON_DEPTH} levels` }],
    });
  }
  try {
    return sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (err) {
    const message = (err as Error).message;
    const forbidden = /prototype/i.test(message);
    throw new ApiError(forbidden ? 'validation_failed' : 'malformed_json', {
      detail: forbidden ? 'the body contains a __proto__ or constructor key, which is not allowed' : `the body is not valid JSON: ${message}`,
      ...(forbidden ? { errors: [{ in: 'body' as const, pointer: '#', detail: 'must not contain __proto__ or constructor keys' }] } : {}),
    });
  }
}

function queryObject(c: Context<AppEnv>, op: Operation): { query: Record<string, unknown>; errors: FieldError[] } {
  const query: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  if (!c.req.url.includes('?')) return { query, errors };
  const names = c.get('fieldNames');
  for (const [given, values] of Object.entries(c.req.queries())) {
    const name = names ? names.parameter(given) : given;
    const spec = op.queryParams.get(name);
    if (!spec) errors.push({ in: 'query', pointer: `#/${name}`, detail: `is not a parameter of ${op.id}` });
    else if (spec.isArray) query[name] = values;
    else if (values.length > 1) errors.push({ in: 'query', pointer: `#/${name}`, detail: 'must be given once' });
    else query[name] = values[0];
  }
  return { query, errors };
}

/** The operation's validated header parameters that the request carries, by lower-case name. */
function headerObject(c: Context<AppEnv>, op: Operation): Record<string, string> {
  const header: Record<string, string> = {};
  for (const name of op.headers) {
    const value = c.req.header(name);
    if (value !== undefined) header[name] = value;
  }
  return header;
}

/**
 * Stage: the request against the contract. Path and query parameters (and the header parameters
 * of an operation answered from a platform document) are coerced to their declared types; the body must have a declared content type, parse, and match its schema.
 * Every problem is reported with a JSON Pointer to the field and the reason.
 */
export function validate(): Stage {
  return {
    name: 'validate',
    enter(c) {
      const op = c.get('operation');
      const { query, errors } = queryObject(c, op);
      const params = { path: { ...c.get('pathParams') }, query, ...(op.headers.length ? { header: headerObject(c, op) } : {}) };
      if (!op.validateParams(params)) errors.push(...toFieldErrors(op.validateParams.errors));
      if (errors.length) {
        throw new ApiError('validation_failed', { detail: `invalid parameters: ${errors.map((e) => `${e.in} ${e.pointer.slice(2)} ${e.detail}`).join('; ')}`, errors });
      }
      c.set('query', params.query);
      c.set('pathParams', params.path as Record<string, string>);
      if (op.body) return c.req.text().then((text) => checkBody(c, op, text));
    },
  };
}

function checkBody(c: Context<AppEnv>, op: Operation, text: string): void {
  c.set('requestText', text);
  const declared = op.body!;
  if (text.trim() === '') {
    if (declared.required) {
      throw new ApiError('validation_failed', { detail: 'a request body is required', errors: [{ in: 'body', pointer: '#', detail: 'is required' }] });
    }
    return;
  }
  const type = mediaType(c.req.header('content-type'));
  if (!accepts(declared.contentTypes, type)) {
    throw new ApiError('unsupported_media_type', { detail: `Content-Type ${type || '(none)'} is not accepted; send ${declared.contentTypes.join(' or ')}` });
  }
  if (!isJson(type)) {
    // A declared type that is not JSON (the control API's YAML scenario) reaches the handler as
    // text, which its own parser checks.
    c.set('body', text);
    return;
  }
  const reused = c.get('parsedBody');
  const parsed = reused?.text === text ? reused.value : parseJson(text);
  const names = c.get('fieldNames');
  const body = names ? names.request(parsed) : parsed;
  if (op.bulk) {
    const items = op.bulk.pointer === '' ? body : (body as Record<string, unknown> | null)?.[op.bulk.pointer];
    if (Array.isArray(items) && items.length > op.bulk.maxItems) {
      throw new ApiError('too_many_items', {
        detail: `a bulk call takes at most ${op.bulk.maxItems} items; this one has ${items.length}, and none was applied`,
        errors: [{ in: 'body', pointer: op.bulk.pointer ? `#/${op.bulk.pointer}` : '#', detail: `must have at most ${op.bulk.maxItems} items` }],
      });
    }
  }
  const check = declared.validate;
  if (check && !check(body)) {
    const fieldErrors = toFieldErrors(check.errors, 'body');
    throw new ApiError('validation_failed', {
      detail: `the body does not match the contract: ${fieldErrors.slice(0, 3).map((e) => `${e.pointer} ${e.detail}`).join('; ')}${fieldErrors.length > 3 ? '; ...' : ''}`,
      errors: fieldErrors,
    });
  }
  c.set('body', body);
}
