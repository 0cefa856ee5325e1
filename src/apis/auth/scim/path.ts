/**
 * PATCH paths (RFC 7644 §3.5.2): `attr`, `attr.sub`, `attr[filter]`, `attr[filter].sub`, each
 * optionally URN-prefixed, or an extension's URN alone. Names resolve case-insensitively.
 */
import type { Filter } from './filter-parser.js';
import { scimError } from './errors.js';
import { compileFilter, parseFilter, type Predicate } from './filter.js';
import { coreAttributes, findAttr, splitUrn, type AttrDef, type ResourceTypeDef, type SchemaDef } from './schemas.js';

export interface PatchPath {
  text: string;
  extension?: string;
  /** The path names a whole extension (its URN alone). */
  wholeExtension?: SchemaDef;
  attr?: AttrDef;
  /** A value filter on the values of a multi-valued complex attribute. */
  filter?: Predicate;
  /** `sub eq "literal"` terms of the filter, so an `add` that matches nothing can create the value. */
  filterEquals?: Record<string, unknown>;
  sub?: AttrDef;
}


/** The closing bracket of a value filter, skipping quoted strings. */
function closingBracket(text: string, open: number): number {
  let inString = false;
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === ']') return i;
  }
  return -1;
}

function equalsOf(ast: Filter, within: AttrDef): Record<string, unknown> | undefined {
  if (ast.op === 'eq') {
    const sub = findAttr(within.subAttributes ?? [], ast.attrPath);
    return sub ? { [sub.name]: ast.compValue } : undefined;
  }
  if (ast.op === 'and') {
    const parts = ast.filters.map((f) => equalsOf(f, within));
    return parts.every(Boolean) ? Object.assign({}, ...parts) : undefined;
  }
  return undefined;
}

/**
 * `text` is an operation's `path` (an error is `invalidPath`), or, with `as: 'value'`, a key of
 * an operation's value (an attribute the schema does not have is then `invalidValue`, as in
 * POST and PUT: RFC 7644 §3.12).
 */
export function parsePatchPath(rt: ResourceTypeDef, text: string, as: 'path' | 'value' = 'path'): PatchPath {
  const invalidPath = (detail: string) => scimError(400, as === 'path' ? 'invalidPath' : 'invalidValue', detail);
  const { extension, rest } = splitUrn(rt, text.trim());
  if (extension && rest === '') return { text, extension: extension.id, wholeExtension: extension };
  let name = rest;
  let subName: string | undefined;
  let filterText: string | undefined;
  const open = rest.indexOf('[');
  if (open >= 0) {
    const close = closingBracket(rest, open);
    if (close < 0) throw invalidPath(`${text}: the value filter has no closing ]`);
    name = rest.slice(0, open);
    filterText = rest.slice(open + 1, close);
    const after = rest.slice(close + 1);
    if (after.startsWith('.')) subName = after.slice(1);
    else if (after !== '') throw invalidPath(`${text}: only .subAttribute may follow a value filter`);
  } else {
    const parts = rest.split('.');
    if (parts.length > 2) throw invalidPath(`${text} has too many parts`);
    [name, subName] = parts;
  }
  const attr = findAttr(extension ? extension.attributes : coreAttributes(rt), name);
  if (!attr) throw invalidPath(`${text}: ${name} is not an attribute of ${rt.name}`);
  const path: PatchPath = { text, extension: extension?.id, attr };
  if (filterText !== undefined) {
    if (attr.type !== 'complex' || !attr.multiValued) throw invalidPath(`${text}: ${attr.name} is not multi-valued and complex, so it takes no [filter]`);
    const ast = parseFilter(filterText);
    path.filter = compileFilter(rt, ast, attr);
    path.filterEquals = equalsOf(ast, attr);
  }
  if (subName !== undefined) {
    const sub = findAttr(attr.subAttributes ?? [], subName);
    if (!sub) throw invalidPath(`${text}: ${attr.name} has no sub-attribute ${subName}`);
    path.sub = sub;
  }
  return path;
}
