/**
 * SCIM filters (RFC 7644 §3.4.2.2). Parsing is filter-parser.ts's (linear time); evaluation knows
 * the schema: attribute names are case-insensitive, `caseExact` decides how strings
 * compare, types decide which operators apply, and `pr` means "has a non-empty value" (the
 * library's own evaluator treats null and "" as present). See docs/decisions/0203.
 */
import { FilterSyntaxError, parseFilterText, type Filter } from './filter-parser.js';
import { scimError } from './errors.js';
import { findAttr, resolveAttrPath, type AttrDef, type ResourceTypeDef } from './schemas.js';

type Json = Record<string, unknown>;
export type Predicate = (resource: Json) => boolean;

const invalidFilter = (detail: string) => scimError(400, 'invalidFilter', detail);

/** Parses a filter (linear time; filter-parser.ts), answering `invalidFilter` for anything wrong. */
export function parseFilter(text: string): Filter {
  try {
    return parseFilterText(text);
  } catch (err) {
    if (err instanceof FilterSyntaxError) throw invalidFilter(`the filter is not valid (RFC 7644 §3.4.2.2): ${err.message}`);
    throw err;
  }
}

function nonEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return false;
  if (Array.isArray(v)) return v.some(nonEmpty);
  if (typeof v === 'object') return Object.values(v as Json).some(nonEmpty);
  return true;
}

/** How to read an attribute's values out of a resource or a value of a multi-valued attribute. */
export interface Target {
  def: AttrDef;
  read(scope: Json): unknown[];
}

function flat(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** Reads the values of an attribute path (`attr`, `attr.sub`, URN-prefixed) out of a resource. */
export function attributeReader(rt: ResourceTypeDef, path: string, scimType = 'invalidFilter'): Target {
  const r = resolveAttrPath(rt, path, scimType);
  const container = (scope: Json) => (r.extension ? (scope[r.extension] as Json | undefined) : scope);
  if (r.sub) {
    const sub = r.sub;
    return { def: sub, read: (s) => flat(container(s)?.[r.attr.name]).flatMap((e) => flat((e as Json)?.[sub.name])) };
  }
  return { def: r.attr, read: (s) => flat(container(s)?.[r.attr.name]) };
}

function subTarget(parent: AttrDef, path: string): Target {
  const sub = findAttr(parent.subAttributes ?? [], path);
  if (!sub || path.includes('.')) throw invalidFilter(`${path} is not a sub-attribute of ${parent.name}`);
  return { def: sub, read: (s) => flat(s[sub.name]) };
}

/** A complex attribute compared without a sub-attribute compares its `value` (emails co "@x"). */
function comparable(t: Target, path: string): Target {
  if (t.def.type !== 'complex') return t;
  const value = findAttr(t.def.subAttributes ?? [], 'value');
  if (!value) throw invalidFilter(`${path} is complex: compare one of its sub-attributes`);
  return { def: value, read: (s) => t.read(s).flatMap((e) => flat((e as Json)?.value)) };
}

function comparator(def: AttrDef, op: string, comp: unknown, path: string): (v: unknown) => boolean {
  const t = def.type;
  if (t === 'boolean') {
    if (op !== 'eq' && op !== 'ne') throw invalidFilter(`${path} is a boolean: only eq, ne and pr apply`);
    if (typeof comp !== 'boolean') throw invalidFilter(`${path} is a boolean: compare it with true or false`);
    return (v) => v === comp;
  }
  if (t === 'integer' || t === 'decimal') {
    if (typeof comp !== 'number') throw invalidFilter(`${path} is a number: compare it with a number`);
    if (['co', 'sw', 'ew'].includes(op)) throw invalidFilter(`${op} does not apply to the number ${path}`);
    return order(op, (v) => (typeof v === 'number' ? v - comp : NaN));
  }
  if (typeof comp !== 'string') throw invalidFilter(`${path} is a ${t}: compare it with a string`);
  if (t === 'dateTime') {
    const at = Date.parse(comp);
    if (!Number.isFinite(at)) throw invalidFilter(`${JSON.stringify(comp)} is not a dateTime`);
    if (['co', 'sw', 'ew'].includes(op)) throw invalidFilter(`${op} does not apply to the dateTime ${path}`);
    return order(op, (v) => (typeof v === 'string' ? Date.parse(v) - at : NaN));
  }
  if (t === 'binary' && op !== 'eq' && op !== 'ne') throw invalidFilter(`${path} is binary: only eq, ne and pr apply`);
  const fold = def.caseExact ? (s: string) => s : (s: string) => s.toLowerCase();
  const c = fold(comp);
  switch (op) {
    case 'co':
      return (v) => typeof v === 'string' && fold(v).includes(c);
    case 'sw':
      return (v) => typeof v === 'string' && fold(v).startsWith(c);
    case 'ew':
      return (v) => typeof v === 'string' && fold(v).endsWith(c);
    default:
      return order(op, (v) => (typeof v === 'string' ? (fold(v) < c ? -1 : fold(v) > c ? 1 : 0) : NaN));
  }
}

function order(op: string, diff: (v: unknown) => number): (v: unknown) => boolean {
  switch (op) {
    case 'eq':
    case 'ne':
      return (v) => diff(v) === 0;
    case 'gt':
      return (v) => diff(v) > 0;
    case 'ge':
      return (v) => diff(v) >= 0;
    case 'lt':
      return (v) => diff(v) < 0;
    case 'le':
      return (v) => diff(v) <= 0;
    default:
      throw invalidFilter(`unknown operator ${op}`);
  }
}

/** Compiles a filter for a resource type (or, inside a value path, for one complex attribute). */
export function compileFilter(rt: ResourceTypeDef, ast: Filter, within?: AttrDef): Predicate {
  const target = (path: string) => (within ? subTarget(within, path) : attributeReader(rt, path));
  switch (ast.op) {
    case 'and':
    case 'or': {
      const parts = ast.filters.map((f) => compileFilter(rt, f, within));
      return ast.op === 'and' ? (r) => parts.every((p) => p(r)) : (r) => parts.some((p) => p(r));
    }
    case 'not': {
      const inner = compileFilter(rt, ast.filter, within);
      return (r) => !inner(r);
    }
    case '[]': {
      if (within) throw invalidFilter('value paths cannot be nested');
      const t = target(ast.attrPath);
      if (t.def.type !== 'complex' || !t.def.multiValued) throw invalidFilter(`${ast.attrPath} is not a multi-valued complex attribute, so it takes no [filter]`);
      const inner = compileFilter(rt, ast.valFilter, t.def);
      return (r) => t.read(r).some((e) => typeof e === 'object' && e !== null && inner(e as Json));
    }
    case 'pr': {
      const t = target(ast.attrPath);
      return (r) => t.read(r).some(nonEmpty);
    }
    default: {
      const t = target(ast.attrPath);
      if (ast.compValue === null) {
        if (ast.op !== 'eq' && ast.op !== 'ne') throw invalidFilter(`null can only be compared with eq or ne`);
        const present = (r: Json) => t.read(r).some(nonEmpty);
        return ast.op === 'eq' ? (r) => !present(r) : present;
      }
      const c = comparable(t, ast.attrPath);
      const test = comparator(c.def, ast.op, ast.compValue, ast.attrPath);
      // `ne` is the negation of `eq`: an unassigned attribute is "not equal".
      if (ast.op === 'ne') return (r) => !c.read(r).some(test);
      return (r) => c.read(r).some(test);
    }
  }
}

export function filterFor(rt: ResourceTypeDef, text: string): Predicate {
  return compileFilter(rt, parseFilter(text));
}
