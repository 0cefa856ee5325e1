/** Reading SCIM messages (PatchOp, BulkRequest): member names are case-insensitive, like attribute names. */
import { scimError } from './errors.js';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A member of an object, its name matched case-insensitively (`Operations`, `operations`). */
export function member(o: Json, name: string): unknown {
  const key = Object.keys(o).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : o[key];
}

/** A message whose `schemas` lists `urn` and whose `Operations` is a non-empty array. */
export function readMessage(body: unknown, urn: string, name: string): { body: Json; ops: unknown[] } {
  if (!isObject(body)) throw scimError(400, 'invalidSyntax', `the body must be a ${name} object`);
  const schemas = member(body, 'schemas');
  if (!Array.isArray(schemas) || !schemas.some((s) => typeof s === 'string' && s.toLowerCase() === urn.toLowerCase())) {
    throw scimError(400, 'invalidSyntax', `schemas must list ${urn}`);
  }
  const ops = member(body, 'Operations');
  if (!Array.isArray(ops) || !ops.length) throw scimError(400, 'invalidSyntax', 'Operations must be a non-empty array');
  return { body, ops };
}
