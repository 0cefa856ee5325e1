/**
 * Bulk (RFC 7644 §3.7): operations run in order through the same code as single requests;
 * `bulkId:<id>` references are replaced by the ids of resources created earlier in the request
 * (an operation waits for a later POST it refers to); `failOnErrors` stops after that many errors.
 * Limits are those advertised in ServiceProviderConfig; beyond them → 413, nothing applied.
 * A scenario's `bulk_item_failure` fails the operations it selects with their own `status` in the
 * BulkResponse (§3.7.3); the others are applied.
 */
import type { BulkItemFault } from '../../../http/env.js';
import { ApiError, renderError } from '../../../core/errors.js';
import type { StoredRecord } from '../../../core/store.js';
import { BULK_MAX_OPERATIONS, BULK_MAX_PAYLOAD_BYTES } from './discovery.js';
import { scimError } from './errors.js';
import { groupKind, userKind } from './kinds.js';
import { createOne, deleteOne, etagFor, patchOne, replaceOne, type ScimContext, type ScimKind } from './resources.js';
import { isObject, member, readMessage, type Json } from './message.js';
import { BULK_REQUEST, BULK_RESPONSE } from './schemas.js';


interface BulkOp {
  index: number;
  method: string;
  bulkId?: string;
  path: string;
  version?: string;
  data?: unknown;
}

interface BulkResult {
  method: string;
  bulkId?: string;
  location?: string;
  version?: string;
  status: string;
  response?: unknown;
}


const REF = /^bulkId:(.+)$/;
/** `/Users/bulkId:qwerty` in an operation's path (RFC 7644 §3.7.2). */
const PATH_REF = /bulkId:([^/?#]+)/g;

function referencesIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const m = REF.exec(value);
    if (m) into.add(m[1]);
  } else if (Array.isArray(value)) value.forEach((v) => referencesIn(v, into));
  else if (isObject(value)) Object.values(value).forEach((v) => referencesIn(v, into));
  return into;
}

function substitute(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') {
    const m = REF.exec(value);
    return m && ids.has(m[1]) ? ids.get(m[1]) : value;
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, ids));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, ids)]));
  return value;
}

function readRequest(body: unknown, bytes: number): { ops: unknown[]; failOnErrors?: number } {
  if (bytes > BULK_MAX_PAYLOAD_BYTES) throw scimError(413, undefined, `the bulk request is ${bytes} bytes; maxPayloadSize is ${BULK_MAX_PAYLOAD_BYTES}`);
  const { ops } = readMessage(body, BULK_REQUEST, 'BulkRequest');
  if (ops.length > BULK_MAX_OPERATIONS) throw scimError(413, undefined, `the bulk request has ${ops.length} operations; maxOperations is ${BULK_MAX_OPERATIONS}`);
  const failOnErrors = member(body as Json, 'failOnErrors');
  if (failOnErrors !== undefined && (!Number.isInteger(failOnErrors) || (failOnErrors as number) < 1)) {
    throw scimError(400, 'invalidValue', 'failOnErrors must be an integer of at least 1');
  }
  return { ops, failOnErrors: failOnErrors as number | undefined };
}

function readOp(raw: unknown, index: number): BulkOp {
  if (!isObject(raw)) throw scimError(400, 'invalidSyntax', `Operations[${index}] must be an object`);
  const method = String(member(raw, 'method') ?? '').toUpperCase();
  const path = member(raw, 'path');
  const bulkId = member(raw, 'bulkId');
  const version = member(raw, 'version');
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) throw scimError(400, 'invalidSyntax', `Operations[${index}].method must be POST, PUT, PATCH or DELETE`);
  if (typeof path !== 'string') throw scimError(400, 'invalidSyntax', `Operations[${index}].path is required`);
  if (bulkId !== undefined && typeof bulkId !== 'string') throw scimError(400, 'invalidSyntax', `Operations[${index}].bulkId must be a string`);
  if (method === 'POST' && !bulkId) throw scimError(400, 'invalidSyntax', `Operations[${index}]: a POST needs a bulkId`);
  if (version !== undefined && typeof version !== 'string') throw scimError(400, 'invalidSyntax', `Operations[${index}].version must be a string`);
  return { index, method, path, bulkId: bulkId as string | undefined, version: version as string | undefined, data: member(raw, 'data') };
}

function target(path: string): { kind: ScimKind<any>; id?: string } {
  const m = /^\/(Users|Groups)(?:\/([^/]+))?$/i.exec(path);
  if (!m) throw scimError(400, 'invalidPath', `${path} is not /Users, /Groups or one of their resources`);
  return { kind: m[1].toLowerCase() === 'users' ? userKind : groupKind, id: m[2] && decodeURIComponent(m[2]) };
}

async function execute(ctx: ScimContext, op: BulkOp): Promise<{ status: number; record?: StoredRecord; deleted?: string; kind: ScimKind<any> }> {
  const { kind, id } = target(op.path);
  if (op.method === 'POST') {
    if (id) throw scimError(400, 'invalidPath', `POST goes to ${kind.def.endpoint}, not to a resource`);
    return { status: 201, record: await createOne(kind, ctx, op.data), kind };
  }
  if (!id) throw scimError(400, 'invalidPath', `${op.method} needs ${kind.def.endpoint}/{id}`);
  if (op.method === 'DELETE') {
    deleteOne(kind, ctx, id, op.version);
    return { status: 204, deleted: id, kind };
  }
  const record = op.method === 'PUT' ? await replaceOne(kind, ctx, id, op.data, op.version) : await patchOne(kind, ctx, id, op.data, op.version);
  return { status: 200, record, kind };
}

function failure(err: unknown): { status: string; response: unknown } {
  const apiError = err instanceof ApiError ? err : new ApiError('internal', { detail: 'the operation failed unexpectedly' });
  return { status: String(apiError.status), response: renderError(apiError, 'scim', '').body };
}

/** Asks the fault stage whether a scenario fails this operation (by index, and its bulkId or path). */
export type BulkFault = (index: number, id: string) => BulkItemFault | undefined;

export async function runBulk(ctx: ScimContext, body: unknown, bytes: number, fault?: BulkFault): Promise<Json> {
  const request = readRequest(body, bytes);
  const results = new Map<number, BulkResult>();
  const created = new Map<string, string>();
  const failedIds = new Set<string>();
  const parsed: (BulkOp | { index: number; error: unknown; raw: unknown })[] = request.ops.map((raw, index) => {
    try {
      return readOp(raw, index);
    } catch (error) {
      return { index, error, raw };
    }
  });
  const declared = new Set(parsed.flatMap((p) => ('method' in p && p.method === 'POST' && p.bulkId ? [p.bulkId] : [])));
  let pending = parsed;
  let errors = 0;
  const record = (index: number, result: BulkResult) => {
    results.set(index, result);
    if (Number(result.status) >= 400) errors++;
  };
  const stop = () => request.failOnErrors !== undefined && errors >= request.failOnErrors;
  while (pending.length && !stop()) {
    const waiting: typeof pending = [];
    for (const p of pending) {
      if (stop()) break;
      if (!('method' in p)) {
        const raw = isObject(p.raw) ? p.raw : {};
        record(p.index, { method: String(member(raw, 'method') ?? ''), ...failure(p.error) });
        continue;
      }
      const refs = referencesIn(p.data, new Set([...p.path.matchAll(PATH_REF)].map((m) => m[1])));
      const unresolved = [...refs].filter((r) => !created.has(r));
      const bad = unresolved.find((r) => failedIds.has(r) || !declared.has(r) || r === p.bulkId);
      const base = { method: p.method, ...(p.bulkId ? { bulkId: p.bulkId } : {}) };
      if (bad) {
        if (p.bulkId) failedIds.add(p.bulkId);
        record(p.index, { ...base, ...failure(scimError(409, undefined, `bulkId:${bad} ${failedIds.has(bad) ? 'belongs to an operation that failed' : 'is not the bulkId of a POST in this request'}`)) });
        continue;
      }
      if (unresolved.length) {
        waiting.push(p);
        continue;
      }
      const injected = fault?.(p.index, p.bulkId ?? p.path);
      if (injected) {
        if (p.bulkId) failedIds.add(p.bulkId);
        record(p.index, { ...base, ...failure(new ApiError('injected_fault', { status: injected.status, detail: `${injected.code}: ${injected.detail}` })) });
        continue;
      }
      try {
        const op = { ...p, path: p.path.replace(PATH_REF, (m, id: string) => created.get(id) ?? m), data: substitute(p.data, created) };
        const done = await execute(ctx, op);
        if (done.record && p.bulkId) created.set(p.bulkId, done.record.id);
        // Every result of a resource carries its location, a DELETE's too (RFC 7644 §3.7.3).
        const id = done.record?.id ?? done.deleted;
        const location = id ? { location: `${ctx.base}${done.kind.def.endpoint}/${id}` } : {};
        const version = done.record ? { version: etagFor(done.kind, ctx, done.record.id) } : {};
        record(p.index, { ...base, ...location, ...version, status: String(done.status) });
      } catch (err) {
        if (p.bulkId) failedIds.add(p.bulkId);
        record(p.index, { ...base, ...failure(err) });
      }
    }
    if (waiting.length === pending.length) {
      // Nothing ran in a whole pass: the remaining operations refer to each other in a circle.
      for (const p of waiting) {
        if (stop()) break;
        const op = p as BulkOp;
        if (op.bulkId) failedIds.add(op.bulkId);
        record(op.index, { method: op.method, ...(op.bulkId ? { bulkId: op.bulkId } : {}), ...failure(scimError(409, undefined, 'circular bulkId references: no operation of the circle can run first')) });
      }
      break;
    }
    pending = waiting;
  }
  return { schemas: [BULK_RESPONSE], Operations: [...results.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r) };
}
