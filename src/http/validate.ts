import type { Context } from 'hono';
import sjson from 'secure-json-parse';
import { ApiError, type FieldError } from '../core/errors.js';
import { toFieldErrors, type BodyMedia, type Operation } from '../openapi/operations.js';
import { parseForm } from './body/form.js';
import { bestMatch, isJson, mediaType } from './body/media-type.js';
import { parseMultipart } from './body/multipart.js';
import { bracketPath, formMembers, queryLabel, setMember, type Tree } from './query-object.js';
import { setResponseHeader } from './response.js';
import type { AppEnv } from './env.js';
import type { Stage } from './stage.js';

/** Nesting a JSON body may have: far more than any schema of the contract, far less than a stack. */
export const MAX_JSON_DEPTH = 64;

/** How deep the arrays and objects of a JSON text nest (one linear pass; strings skipped). */
export function jsonDepth(text: string, stopAt = Infinity): number {
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

function queryObject(c: Context<AppEnv>, op: Operation, strictQuery: boolean): { query: Record<string, unknown>; errors: FieldError[] } {
  const query: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  if (!c.req.url.includes('?')) return { query, errors };
  const names = c.get('fieldNames');
  const unknown: string[] = [];
  const objects = new Map<string, Tree>();
  /** A member of an object parameter (deepObject's `created[gt]`, a form-exploded object's `gt`): true when it is one. */
  const member = (given: string, values: string[]): boolean => {
    const path = bracketPath(given);
    const base = path && (names ? names.parameter(path[0]) : path[0]);
    const owner = base && op.queryParams.get(base)?.object === 'deepObject' ? base : formMembers(op).get(given);
    if (!owner) return false;
    if (typeof query[owner] === 'string' || Array.isArray(query[owner])) {
      errors.push({ in: 'query', pointer: `#/${owner}`, detail: 'must be given once, as a value or as an object' });
      return true;
    }
    const tree = objects.get(owner) ?? {};
    objects.set(owner, tree);
    query[owner] = tree;
    const wrong = setMember(tree, path && base === owner ? [owner, ...path.slice(1)] : [owner, given], values);
    if (wrong) errors.push(wrong);
    return true;
  };
  for (const [given, values] of Object.entries(c.req.queries())) {
    const name = names ? names.parameter(given) : given;
    const spec = op.queryParams.get(name);
    if (!spec && credentialQuery(op, name)) continue;
    if (!spec && member(given, values)) continue;
    if (spec && objects.has(name)) {
      errors.push({ in: 'query', pointer: `#/${name}`, detail: 'must be given once, as a value or as an object' });
      continue;
    }
    if (!spec && op.fromDocument && !strictQuery) unknown.push(name);
    else if (!spec) errors.push({ in: 'query', pointer: `#/${name}`, detail: `is not a parameter of ${op.id}` });
    else if (spec.isArray) query[name] = spec.separator ? values.flatMap((v) => v.split(spec.separator!)) : values;
    else if (values.length > 1) errors.push({ in: 'query', pointer: `#/${name}`, detail: 'must be given once' });
    else query[name] = values[0];
  }
  if (unknown.length) warn(c, unknown.slice(0, 20).map((name) => `query parameter ${name.slice(0, 100)} is not one of ${op.id}'s; it was ignored`));
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

/** A query parameter that presents a credential (an API key's) is the auth stage's. */
function credentialQuery(op: Operation, name: string): boolean {
  return op.credentials.some((w) => w.kind === 'apiKey' && w.in === 'query' && w.name === name);
}

/** Notes what the sandbox let through without acting on it: `X-Sandbox-Warnings` and the journal entry. */
function warn(c: Context<AppEnv>, warnings: string[]): void {
  const all = [...(c.get('warnings') ?? []), ...warnings];
  c.set('warnings', all);
  setResponseHeader(c, 'x-sandbox-warnings', all.join('; ').replace(/[^\x20-\x7e]/g, '?'));
}

/**
 * Stage: the request against the contract. Path and query parameters (and the header parameters
 * of an operation answered from a platform document) are coerced to their declared types; the body must have a declared content type, parse, and match its schema.
 * Every problem is reported with a JSON Pointer to the field and the reason.
 */
export function validate(options: { strictQuery?: boolean } = {}): Stage {
  const strictQuery = options.strictQuery ?? false;
  return {
    name: 'validate',
    enter(c) {
      const op = c.get('operation');
      const { query, errors } = queryObject(c, op, strictQuery);
      const params = { path: { ...c.get('pathParams') }, query, ...(op.headers.length ? { header: headerObject(c, op) } : {}) };
      if (!op.validateParams(params)) errors.push(...toFieldErrors(op.validateParams.errors));
      if (errors.length) {
        throw new ApiError('validation_failed', { detail: `invalid parameters: ${errors.map((e) => `${e.in} ${e.in === 'query' ? queryLabel(op, e.pointer) : e.pointer.slice(2)} ${e.detail}`).join('; ')}`, errors });
      }
      c.set('query', params.query);
      c.set('pathParams', params.path as Record<string, string>);
      if (op.body) return readBody(c, op);
    },
  };
}

/** The body's declared entry for its Content-Type, the most specific first (a range `*\/*` last); 415 when none covers it. */
function declaredFor(op: Operation, type: string): BodyMedia {
  const entry = bestMatch(op.body!.media, type);
  if (!entry) throw new ApiError('unsupported_media_type', { detail: `Content-Type ${type || '(none)'} is not accepted; send ${op.body!.contentTypes.join(' or ')}` });
  return entry;
}

async function* bodyChunks(c: Context<AppEnv>): AsyncIterable<Uint8Array> {
  const raw = c.req.raw;
  if (!raw.bodyUsed && raw.body) yield* raw.body as unknown as AsyncIterable<Uint8Array>;
  else yield Buffer.from(await c.req.text());
}

function readBody(c: Context<AppEnv>, op: Operation): Promise<void> | void {
  const header = c.req.header('content-type') ?? '';
  const type = mediaType(header);
  if (type === 'multipart/form-data' && c.req.header('content-length') !== '0') {
    const entry = declaredFor(op, type);
    // Streamed from the socket unless an earlier stage (Idempotency-Key) read the text already.
    return parseMultipart(header, bodyChunks(c), { encoding: entry.encoding, takesFile: entry.takesFile }).then(({ fields }) => {
      c.set('requestText', JSON.stringify(fields).slice(0, 4096));
      checkDecoded(c, op, entry, fields);
    });
  }
  return c.req.text().then((text) => checkBody(c, op, text));
}

function checkBody(c: Context<AppEnv>, op: Operation, text: string): void {
  c.set('requestText', text);
  const declared = op.body!;
  if (text.trim() === '') {
    const form = mediaType(c.req.header('content-type')) === 'application/x-www-form-urlencoded';
    // An empty form is the encoding of an object without fields: a required body's fields are named as any form's.
    if (declared.required && form) {
      const entry = declaredFor(op, 'application/x-www-form-urlencoded');
      return checkDecoded(c, op, entry, parseForm('', entry.encoding, entry.arrayProps));
    }
    if (declared.required) {
      throw new ApiError('validation_failed', { detail: 'a request body is required', errors: [{ in: 'body', pointer: '#', detail: 'is required' }] });
    }
    return;
  }
  const type = mediaType(c.req.header('content-type'));
  const entry = declaredFor(op, type);
  if (type === 'application/x-www-form-urlencoded') return checkDecoded(c, op, entry, parseForm(text, entry.encoding, entry.arrayProps));
  if (!isJson(type)) {
    // Any other type reaches the handler as text (the control API's YAML scenario, whose own
    // parser checks it; a document's `text/plain`), checked against its schema when it has one.
    return checkDecoded(c, op, entry, text);
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
  checkDecoded(c, op, entry, body);
}

/** The decoded body against its media type's schema; the handler gets it as checked (and, for a form, coerced). */
function checkDecoded(c: Context<AppEnv>, op: Operation, entry: BodyMedia, body: unknown): void {
  const check = entry.validate;
  if (check && !check(body)) {
    const fieldErrors = toFieldErrors(check.errors, 'body');
    throw new ApiError('validation_failed', {
      detail: `the body does not match the contract: ${fieldErrors.slice(0, 3).map((e) => `${e.pointer} ${e.detail}`).join('; ')}${fieldErrors.length > 3 ? '; ...' : ''}`,
      errors: fieldErrors,
    });
  }
  c.set('body', body);
}
