/**
 * Incoming SCIM data checked and brought to canonical form: attribute names matched
 * case-insensitively (RFC 7643 §2.1) and spelled as the schema spells them, values checked against
 * their types (§2.3), nulls treated as unassigned (§2.5), read-only attributes ignored (RFC 7644
 * §3.5.1). The write-only `password` is handed back apart, never stored as given. A value that
 * does not fit the schema (a wrong type, an attribute or sub-attribute it does not have) is 400
 * `invalidValue` (RFC 7644 §3.12), from POST, PUT and PATCH alike.
 */
import { scimError } from './errors.js';
import { isObject, member, type Json } from './message.js';
import { coreAttributes, findAttr, findExtension, splitUrn, type AttrDef, type ResourceTypeDef } from './schemas.js';


/**
 * Sizes accepted (conventions; RFC 7643 sets none): characters of a string value, and values of a
 * multi-valued attribute. Past them, 400 invalidValue naming the attribute.
 */
const SCIM_LIMITS = {
  userName: 256,
  string: 1024,
  reference: 2048,
  binary: 16_384,
  password: 1024,
  values: 100,
  members: 10_000,
} as const;

function maxLengthOf(def: AttrDef): number {
  if (def.name === 'userName') return SCIM_LIMITS.userName;
  if (def.type === 'reference') return SCIM_LIMITS.reference;
  if (def.type === 'binary') return SCIM_LIMITS.binary;
  return SCIM_LIMITS.string;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

function invalid(path: string, detail: string) {
  return scimError(400, 'invalidValue', `${path}: ${detail}`);
}

function coerceSingle(def: AttrDef, value: unknown, path: string): unknown {
  switch (def.type) {
    case 'string':
    case 'reference':
    case 'binary':
      if (typeof value !== 'string') throw invalid(path, `must be a string, not ${JSON.stringify(value)}`);
      if (value.length > maxLengthOf(def)) throw invalid(path, `is ${value.length} characters long; at most ${maxLengthOf(def)} are accepted`);
      return value;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      // Microsoft Entra ID has sent booleans as "True"/"False"; accept them as booleans.
      if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
      throw invalid(path, `must be a boolean, not ${JSON.stringify(value)}`);
    case 'integer':
      if (!Number.isInteger(value)) throw invalid(path, `must be an integer, not ${JSON.stringify(value)}`);
      return value;
    case 'decimal':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(path, `must be a number, not ${JSON.stringify(value)}`);
      return value;
    case 'dateTime':
      if (typeof value !== 'string' || !DATE_TIME.test(value) || !Number.isFinite(Date.parse(value))) throw invalid(path, 'must be an xsd:dateTime such as 2026-01-01T00:00:00Z');
      return value;
    case 'complex': {
      // The enterprise `manager` as Entra ID sends it: the manager's id as a string; "" removes it.
      if (typeof value === 'string' && def.name === 'manager' && findAttr(def.subAttributes ?? [], 'value')) {
        return value === '' ? undefined : coerceSingle(def, { value }, path);
      }
      if (!isObject(value)) throw invalid(path, 'must be an object of sub-attributes');
      const out: Json = {};
      for (const [key, v] of Object.entries(value)) {
        const sub = findAttr(def.subAttributes ?? [], key);
        if (!sub) throw scimError(400, 'invalidValue', `${path}.${key} is not a sub-attribute of ${def.name}`);
        if (v === null || sub.mutability === 'readOnly') continue;
        out[sub.name] = coerceSingle(sub, v, `${path}.${sub.name}`);
      }
      return out;
    }
  }
}

/** One attribute's value: an array for a multi-valued attribute; undefined when unassigned. */
export function coerceValue(def: AttrDef, value: unknown, path: string): unknown {
  if (value === null || value === undefined) return undefined;
  if (!def.multiValued) {
    if (Array.isArray(value)) throw invalid(path, 'is single-valued: send one value, not an array');
    return coerceSingle(def, value, path);
  }
  if (!Array.isArray(value)) throw invalid(path, 'is multi-valued: send an array');
  const most = def.name === 'members' ? SCIM_LIMITS.members : SCIM_LIMITS.values;
  if (value.length > most) throw invalid(path, `has ${value.length} values; at most ${most} are accepted`);
  const items = value.filter((v) => v !== null).map((v, i) => coerceSingle(def, v, `${path}[${i}]`));
  if (def.type === 'complex' && items.filter((v) => (v as Json).primary === true).length > 1) {
    throw invalid(path, "at most one value may be 'primary'");
  }
  return items.length ? items : undefined;
}

export interface CoercedResource {
  attrs: Json;
  password?: string;
}

/** Where a top-level key of a resource body belongs, or undefined for a key to ignore. */
function place(rt: ResourceTypeDef, key: string): { extension?: string; attr?: AttrDef; wholeExtension?: boolean } {
  const { extension, rest } = splitUrn(rt, key);
  if (extension && rest === '') return { extension: extension.id, wholeExtension: true };
  const attr = findAttr(extension ? extension.attributes : coreAttributes(rt), rest);
  if (!attr || rest.includes('.')) throw scimError(400, 'invalidValue', `${key} is not an attribute of ${rt.name}`);
  return { extension: extension?.id, attr };
}

function setAttr(out: Json, extension: string | undefined, name: string, value: unknown): void {
  const target = extension ? ((out[extension] ??= {}) as Json) : out;
  if (value === undefined) delete target[name];
  else target[name] = value;
}

/** A whole resource (POST, PUT, a Bulk operation's data). */
export function coerceResource(rt: ResourceTypeDef, body: unknown): CoercedResource {
  if (!isObject(body)) throw scimError(400, 'invalidSyntax', 'the body must be a JSON object');
  const schemasKey = Object.keys(body).find((k) => k.toLowerCase() === 'schemas');
  const schemas = member(body, 'schemas');
  if (!Array.isArray(schemas) || !schemas.some((s) => typeof s === 'string' && s.toLowerCase() === rt.core.id.toLowerCase())) {
    throw scimError(400, 'invalidSyntax', `schemas must list ${rt.core.id}`);
  }
  const out: CoercedResource = { attrs: {} };
  for (const [key, value] of Object.entries(body)) {
    if (key === schemasKey) continue;
    const where = place(rt, key);
    if (where.wholeExtension) {
      if (value === null) continue;
      if (!isObject(value)) throw invalid(key, 'must be an object of the extension attributes');
      for (const [name, v] of Object.entries(value)) {
        // The extension's object as scim2-models and others send it, with its own `schemas`: ignored (decision 0209).
        if (name.toLowerCase() === 'schemas') continue;
        const attr = findAttr(findExtension(rt, where.extension!)!.attributes, name);
        if (!attr) throw scimError(400, 'invalidValue', `${key}:${name} is not an attribute of ${rt.name}`);
        if (attr.mutability !== 'readOnly') setAttr(out.attrs, where.extension, attr.name, coerceValue(attr, v, attr.name));
      }
      continue;
    }
    const attr = where.attr!;
    if (attr.mutability === 'readOnly') continue;
    if (attr.mutability === 'writeOnly') {
      if (value === null) continue;
      if (typeof value !== 'string' || value === '') throw invalid(attr.name, 'must be a non-empty string');
      if (value.length > SCIM_LIMITS.password) throw invalid(attr.name, `is ${value.length} characters long; at most ${SCIM_LIMITS.password} are accepted`);
      out.password = value;
      continue;
    }
    setAttr(out.attrs, where.extension, attr.name, coerceValue(attr, value, attr.name));
  }
  assertRequired(rt, out.attrs);
  return out;
}

/** After a PATCH: no multi-valued attribute has grown past its number of values. */
export function assertValueCounts(rt: ResourceTypeDef, attrs: Json): void {
  for (const attr of rt.core.attributes) {
    const v = attrs[attr.name];
    const most = attr.name === 'members' ? SCIM_LIMITS.members : SCIM_LIMITS.values;
    if (attr.multiValued && Array.isArray(v) && v.length > most) throw invalid(attr.name, `would have ${v.length} values; at most ${most} are accepted`);
  }
}

/** Required attributes (userName of a User, displayName of a Group) must have a non-empty value. */
export function assertRequired(rt: ResourceTypeDef, attrs: Json): void {
  for (const attr of rt.core.attributes) {
    if (!attr.required) continue;
    const v = attrs[attr.name];
    if (v === undefined || v === '' || (Array.isArray(v) && !v.length)) throw invalid(attr.name, `is required for a ${rt.name}`);
  }
}
