/**
 * PATCH (RFC 7644 §3.5.2): add, remove and replace, compared case-insensitively (Entra sends
 * `Replace`), with value-filter paths, no-path operations, and all-or-nothing application: the
 * operations run on a copy, and the copy is kept only if every one succeeds.
 */
import { scimError } from './errors.js';
import { isObject, member, readMessage, type Json } from './message.js';
import { assertRequired, assertValueCounts, coerceValue } from './coerce.js';
import { parsePatchPath, type PatchPath } from './path.js';
import { PATCH_OP, findExtension, type ResourceTypeDef } from './schemas.js';


export interface PatchResult {
  attrs: Json;
  /** A new password (string), a removed one (null), or untouched (undefined). */
  password?: string | null;
}

interface Operation {
  op: 'add' | 'remove' | 'replace';
  path?: string;
  value?: unknown;
  index: number;
}


/** The PatchOp message (RFC 7644 §3.5.2): its schema and its operations. */
function readPatchRequest(body: unknown): Operation[] {
  const { ops } = readMessage(body, PATCH_OP, 'PatchOp');
  return ops.map((raw, index) => {
    if (!isObject(raw)) throw scimError(400, 'invalidSyntax', `Operations[${index}] must be an object`);
    const op = String(member(raw, 'op') ?? '').toLowerCase();
    if (op !== 'add' && op !== 'remove' && op !== 'replace') {
      throw scimError(400, 'invalidSyntax', `Operations[${index}].op must be add, remove or replace, not ${JSON.stringify(member(raw, 'op'))}`);
    }
    const path = member(raw, 'path');
    if (path !== undefined && typeof path !== 'string') throw scimError(400, 'invalidPath', `Operations[${index}].path must be a string`);
    return { op, path: path === '' ? undefined : path, value: member(raw, 'value'), index };
  });
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function checkMutability(p: PatchPath, op: Operation['op'], hasValue: boolean): void {
  for (const def of [p.attr, p.sub]) {
    if (!def) continue;
    if (def.mutability === 'readOnly') throw scimError(400, 'mutability', `${p.text} is read-only`);
    // An immutable attribute may be given a first value, never changed or removed.
    if (def.mutability === 'immutable' && (op !== 'add' || hasValue)) throw scimError(400, 'mutability', `${p.text} is immutable`);
  }
}

class Patcher {
  password?: string | null;

  constructor(
    private readonly rt: ResourceTypeDef,
    readonly attrs: Json,
    /** Read-only attributes of the resource (its id), to recognise them sent back unchanged. */
    private readonly readOnly: Json,
  ) {}

  container(extension: string | undefined): Json {
    return extension ? ((this.attrs[extension] ??= {}) as Json) : this.attrs;
  }

  run(o: Operation): void {
    if (o.path === undefined) {
      if (o.op === 'remove') throw scimError(400, 'noTarget', `Operations[${o.index}]: remove needs a path`);
      if (!isObject(o.value)) throw scimError(400, 'invalidValue', `Operations[${o.index}]: without a path, value must be an object of attributes`);
      for (const [key, value] of Object.entries(o.value)) {
        if (key.toLowerCase() === 'schemas') continue;
        const path = parsePatchPath(this.rt, key, 'value');
        // Okta renames a group with {id, displayName}: a read-only attribute sent back unchanged is no change.
        if (path.attr?.mutability === 'readOnly' && !path.sub && deepEqual(this.readOnly[path.attr.name], value)) continue;
        this.at(path, o.op, value, o.index);
      }
      return;
    }
    this.at(parsePatchPath(this.rt, o.path), o.op, o.value, o.index);
  }

  at(p: PatchPath, op: Operation['op'], value: unknown, index: number): void {
    const where = `Operations[${index}] (${p.text})`;
    if (p.wholeExtension) {
      if (op === 'remove') {
        delete this.attrs[p.wholeExtension.id];
        return;
      }
      if (!isObject(value)) throw scimError(400, 'invalidValue', `${where}: value must be an object of extension attributes`);
      for (const [key, v] of Object.entries(value)) {
        // The extension's object with its own `schemas` (scim2-models sends it so): ignored (decision 0209).
        if (key.toLowerCase() === 'schemas') continue;
        this.at(parsePatchPath(this.rt, `${p.wholeExtension.id}:${key}`, 'value'), op, v, index);
      }
      return;
    }
    const attr = p.attr!;
    const container = this.container(p.extension);
    const current = container[attr.name];
    const target = p.sub ?? attr;
    checkMutability(p, op, p.sub ? false : current !== undefined);
    if (op !== 'remove' && value === undefined) throw scimError(400, 'invalidValue', `${where}: ${op} needs a value`);
    if (attr.mutability === 'writeOnly') {
      this.password = op === 'remove' ? null : (coerceValue(attr, value, attr.name) as string);
      return;
    }
    if (p.filter || (p.sub && attr.multiValued)) return this.values(p, op, value, where, container);
    if (p.sub) {
      const obj = isObject(current) ? { ...current } : {};
      if (op === 'remove') delete obj[p.sub.name];
      else obj[p.sub.name] = coerceValue(p.sub, value, `${attr.name}.${p.sub.name}`);
      container[attr.name] = obj;
      return;
    }
    if (op === 'remove') {
      if (attr.required) throw scimError(400, 'mutability', `${where}: ${attr.name} is required and cannot be removed`);
      // Entra ID removes group members with a value list on `members`: remove those values only.
      if (attr.multiValued && attr.type === 'complex' && Array.isArray(value) && Array.isArray(current)) {
        const gone = value.map((v) => (isObject(v) ? member(v, 'value') : v));
        container[attr.name] = current.filter((e) => !gone.includes((e as Json).value));
      } else delete container[attr.name];
      return;
    }
    const coerced = coerceValue(target, attr.multiValued && !Array.isArray(value) && op === 'add' ? [value] : value, attr.name);
    if (attr.multiValued) {
      const items = (coerced as unknown[] | undefined) ?? [];
      if (op === 'replace') container[attr.name] = items;
      else container[attr.name] = [...(Array.isArray(current) ? current : []), ...items.filter((i) => !(Array.isArray(current) && current.some((c) => deepEqual(c, i))))];
      if (items.some((i) => isObject(i) && i.primary === true)) demoteOthers(container[attr.name] as Json[], items);
    } else if (attr.type === 'complex' && isObject(current) && isObject(coerced)) {
      // Sub-attributes not given are left as they are (RFC 7644 §3.5.2.1, §3.5.2.3).
      container[attr.name] = { ...current, ...coerced };
    } else container[attr.name] = coerced;
  }

  /** Operations on the values of a multi-valued complex attribute (with a filter or a sub-attribute). */
  values(p: PatchPath, op: Operation['op'], value: unknown, where: string, container: Json): void {
    const attr = p.attr!;
    const list = Array.isArray(container[attr.name]) ? [...(container[attr.name] as Json[])] : [];
    const hits = list.map((e, i) => (!p.filter || p.filter(e) ? i : -1)).filter((i) => i >= 0);
    if (op === 'remove') {
      container[attr.name] = p.sub
        ? list.map((e, i) => (hits.includes(i) ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== p.sub!.name)) : e))
        : list.filter((_, i) => !hits.includes(i));
      return;
    }
    const patchOne = (e: Json): Json => {
      if (p.sub) return { ...e, [p.sub.name]: coerceValue(p.sub, value, `${attr.name}.${p.sub.name}`) };
      const next = coerceValue({ ...attr, multiValued: false }, value, attr.name) as Json;
      return op === 'add' ? { ...e, ...next } : next;
    };
    if (!hits.length) {
      // A filter of plain `eq` terms says what the missing value looks like: add creates it.
      if (op === 'add' || (op === 'replace' && !p.filter)) {
        list.push(patchOne({ ...(p.filterEquals ?? {}) }));
        container[attr.name] = list;
        return;
      }
      throw scimError(400, 'noTarget', `${where}: the filter matches no value of ${attr.name}`);
    }
    for (const i of hits) list[i] = patchOne(list[i]);
    container[attr.name] = list;
    if (p.sub?.name === 'primary' && value === true) demoteOthers(list, hits.map((i) => list[i]));
  }
}

/** A value newly marked primary takes the mark from the others (RFC 7644 §3.5.2). */
function demoteOthers(list: Json[], promoted: unknown[]): void {
  for (let i = 0; i < list.length; i++) {
    // A value equal to a promoted one is that value (an `add` of a value already there is no change).
    if (list[i].primary === true && !promoted.some((p) => p === list[i] || deepEqual(p, list[i]))) list[i] = { ...list[i], primary: false };
  }
}

function prune(attrs: Json, rt: ResourceTypeDef): void {
  for (const [key, v] of Object.entries(attrs)) {
    const ext = findExtension(rt, key);
    if (ext && isObject(v)) prune(v, rt);
    if (v === undefined || (Array.isArray(v) && !v.length) || (isObject(v) && !Object.keys(v).length)) delete attrs[key];
  }
}

export function applyPatch(rt: ResourceTypeDef, current: Json, body: unknown, readOnly: Json = {}): PatchResult {
  const ops = readPatchRequest(body);
  const patcher = new Patcher(rt, structuredClone(current), readOnly);
  for (const o of ops) patcher.run(o);
  prune(patcher.attrs, rt);
  assertRequired(rt, patcher.attrs);
  assertValueCounts(rt, patcher.attrs);
  return { attrs: patcher.attrs, password: patcher.password };
}

;
