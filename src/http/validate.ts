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
  const jsonish = (t: string) => t === 'application/json' || t.endsWith('+json');
  return jsonish(actual) && declared.some(jsonish);
}

/** Parse JSON, refusing `__proto__` and `constructor` keys so they never reach a prototype. */
export function parseJson(text: string): unknown {
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
  for (const [name, values] of Object.entries(c.req.queries())) {
    const spec = op.queryParams.get(name);
    if (!spec) errors.push({ in: 'query', pointer: `#/${name}`, detail: `is not a parameter of ${op.id}` });
    else if (spec.isArray) query[name] = values;
    else if (values.length > 1) errors.push({ in: 'query', pointer: `#/${name}`, detail: 'must be given once' });
    else query[name] = values[0];
  }
  return { query, errors };
}

/**
 * Stage 6: the request against the contract. Path and query parameters are coerced to their
 * declared types; the body must have a declared content type, parse, and match its schema.
 * Every problem is reported with a JSON Pointer to the field and the reason.
 */
export function validate(): Stage {
  return {
    name: 'validate',
    enter(c) {
      const op = c.get('operation');
      const { query, errors } = queryObject(c, op);
      const params = { path: { ...c.get('pathParams') }, query };
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
  const body = parseJson(text);
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
