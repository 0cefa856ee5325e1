/**
 * Objects in the query as OpenAPI 3 writes them (§4.8.12.4): `deepObject` as `name[member]=value`
 * (Stripe's `created[gt]=5`, nested as `name[a][b]=value` the way qs and Stripe write them), and
 * `form` with `explode` as each member its own `member=value`. The members are read here as text;
 * the parameter validator coerces them to the schema's types. One pass over each key, at most
 * FORM_LIMITS.depth brackets, and no member named `__proto__`, `constructor` or `prototype`.
 */
import type { FieldError } from '../core/errors.js';
import { escapeToken, pointerTokens } from '../core/json-pointer.js';
import type { Operation } from '../openapi/operations.js';
import { FORBIDDEN_KEYS, FORM_LIMITS } from './body/limits.js';

export type Tree = { [member: string]: Tree | string | string[] };

/** `name[a][b]` as `['name', 'a', 'b']`; undefined when the key is not written with brackets (or badly). */
export function bracketPath(key: string): string[] | undefined {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return undefined;
  const path = [key.slice(0, open)];
  let i = open;
  while (i < key.length) {
    if (key[i] !== '[') return undefined;
    const close = key.indexOf(']', i + 1);
    const segment = key.slice(i + 1, close);
    if (close < 0 || segment.includes('[')) return undefined;
    path.push(segment);
    i = close + 1;
  }
  return path;
}

const refuse = (path: string[], detail: string): FieldError => ({ in: 'query', pointer: `#/${path.map(escapeToken).join('/')}`, detail });

/**
 * Puts a deepObject member's values into the parameter's object (`tree`); an error when the key
 * nests too deep, names a forbidden member, or gives a member both as a value and as an object.
 */
export function setMember(tree: Tree, path: string[], values: string[]): FieldError | undefined {
  const members = path.slice(1);
  if (members.length > FORM_LIMITS.depth) return refuse(path.slice(0, FORM_LIMITS.depth + 2), `must not nest more than ${FORM_LIMITS.depth} levels`);
  const bad = members.findIndex((m) => FORBIDDEN_KEYS.has(m));
  if (bad >= 0) return refuse(path.slice(0, bad + 2), 'is not an allowed member name');
  // `name[tags][]=a`: the empty last member says the values are a list (as qs and PHP write it).
  const list = members.at(-1) === '';
  const named = list ? members.slice(0, -1) : members;
  if (!named.length || named.includes('')) return refuse(path, 'must name its member');
  let node = tree;
  for (const [i, member] of named.slice(0, -1).entries()) {
    const next = Object.hasOwn(node, member) ? node[member] : undefined;
    if (next === undefined) node = node[member] = {};
    else if (typeof next === 'object' && !Array.isArray(next)) node = next;
    else return refuse(path.slice(0, i + 2), 'must be given once, as a value or as an object');
  }
  const last = named.at(-1)!;
  if (Object.hasOwn(node, last)) return refuse([path[0], ...named], 'must be given once');
  node[last] = list || values.length > 1 ? values : values[0];
  return undefined;
}

const membersCache = new WeakMap<Operation, Map<string, string>>();

/** The members of the operation's form-exploded object parameters, by member name: the parameter each belongs to. */
export function formMembers(op: Operation): Map<string, string> {
  let members = membersCache.get(op);
  if (!members) {
    members = new Map();
    for (const q of op.query) if (q.object && q.object !== 'deepObject') for (const m of q.object.members) if (!op.queryParams.has(m) && !members.has(m)) members.set(m, q.name);
    membersCache.set(op, members);
  }
  return members;
}

/** How a query field error's pointer is written in the query: `created[gt]` for a deepObject member, `gt` for a form one. */
export function queryLabel(op: Operation, pointer: string): string {
  const [name, ...members] = pointerTokens(pointer.replace(/^#/, ''));
  const object = op.queryParams.get(name)?.object;
  if (!members.length || !object) return pointer.replace(/^#\//, '');
  return object === 'deepObject' ? `${name}${members.map((m) => `[${m}]`).join('')}` : members.join('/');
}
