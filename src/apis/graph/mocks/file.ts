/**
 * `--graph-mocks FILE`: values a user pins for the fields their tests assert on, per type and
 * field, in YAML or JSON:
 *
 *   User:
 *     login: octocat              # always this value
 *     company: [GitHub, Acme]     # one of these, drawn per object (seeded)
 *     emails: [a@x.io]            # a list field: this list ({ oneOf: [[...], [...]] } draws one)
 *   RepositoryConnection:
 *     totalCount: 3               # connections of this type hold 3 items
 *   lookups:                      # what a lookup's arguments bind, where the names do not say
 *     Query.repository: { owner: owner.login }
 *   backReferences:               # the field a listed child refers back through, where several could
 *     Repository.forks: parent    # (null: none)
 *
 * Checked at start against the served schema: an unknown type, field or argument, a field that is
 * not a scalar or enum (or a list of them), a value its type cannot take, a lookup that returns a
 * list or a back-reference that cannot hold the parent stops the sandbox, naming it.
 */
import { readFileSync } from 'node:fs';
import {
  getNamedType, getNullableType, isInterfaceType, isLeafType, isListType, isObjectType,
  type GraphQLField, type GraphQLInterfaceType, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { yaml } from '../../../core/yaml.js';
import { canReferTo, itemTypes } from './parents.js';
import { fitsField, listingOf } from './shapes.js';

type Pin = { fixed: unknown } | { oneOf: unknown[] };
type PinnedMocks = Record<string, Record<string, Pin>>;

/** What a `--graph-mocks` file says, checked against the served schema. */
export interface GraphMocks {
  /** Values pinned per type and field. */
  pins: PinnedMocks;
  /** By lookup field (`Query.repository`): what each argument binds (`owner.login`), or null for nothing. */
  lookups: Record<string, Record<string, string | null>>;
  /** By listing field (`Product.variants`): the listed child's field that refers back, or null for none. */
  backReferences: Record<string, string | null>;
}

export const NO_MOCKS: GraphMocks = { pins: {}, lookups: {}, backReferences: {} };

const MAX_BYTES = 1024 * 1024;
const MAX_CHOICES = 1000;

export function readMocksFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`--graph-mocks ${file}: ${(err as Error).message}`);
  }
  if (text.length > MAX_BYTES) throw new Error(`--graph-mocks ${file}: larger than ${MAX_BYTES} bytes`);
  try {
    // YAML is a superset of JSON; aliases are refused (no expansion bombs).
    return yaml().parse(text, { maxAliasCount: 0 });
  } catch (err) {
    throw new Error(`--graph-mocks ${file}: ${(err as Error).message}`);
  }
}

/** Whether a leaf value fits the field's type (its scalar's or enum's coercion accepts it). */
function fits(field: GraphQLField<unknown, unknown>, value: unknown): boolean {
  const check = (type: ReturnType<typeof getNullableType>, v: unknown): boolean => {
    if (v === null) return true;
    if (isListType(type)) return Array.isArray(v) && v.every((x) => check(getNullableType(type.ofType), x));
    if (!isLeafType(type)) return false;
    try {
      return type.serialize(v) !== undefined && (type.name !== 'Int' || Number.isInteger(v)) && (type.name !== 'Float' || typeof v === 'number') && (type.name !== 'Boolean' || typeof v === 'boolean');
    } catch {
      return false;
    }
  };
  return check(getNullableType(field.type), value);
}

type Field = GraphQLField<unknown, unknown>;
type Owner = GraphQLObjectType | GraphQLInterfaceType;
const isOwner = (t: unknown): t is Owner => isObjectType(t) || isInterfaceType(t);
const PATH = /^[_A-Za-z]\w*(\.[_A-Za-z]\w*)?$/;

/** The type and field a `Type.field` coordinate names, or why it names none. */
function fieldAt(schema: GraphQLSchema, coordinate: string): { type: Owner; field: Field } | string {
  const [typeName, fieldName, ...rest] = coordinate.split('.');
  if (!fieldName || rest.length) return 'must be Type.field';
  const type = schema.getType(typeName);
  if (!isOwner(type)) return `${typeName} is not an object or interface type of the served schema`;
  const field = type.getFields()[fieldName];
  return field ? { type, field } : `${typeName} has no field ${fieldName}`;
}

/** Why argument `arg` of a lookup cannot bind `path` (`name` or `owner.login`), or nothing when it can. */
function lookupProblem(schema: GraphQLSchema, type: Owner, field: Field, arg: string, path: string | null): string | undefined {
  if (type === schema.getMutationType()) return `${type.name}.${field.name} is a mutation, not a lookup`;
  const returned = getNullableType(field.type);
  if (isListType(returned) || listingOf(field)) return `${type.name}.${field.name} returns a list or a connection (${String(field.type)}), and a list is no lookup`;
  if (!isOwner(returned)) return `${type.name}.${field.name} returns ${String(field.type)}, not an object`;
  const argument = field.args.find((a) => a.name === arg);
  if (!argument) return `${type.name}.${field.name} has no argument ${arg}`;
  if (path === null) return undefined;
  if (typeof path !== 'string' || !PATH.test(path)) return `must name a field (name) or a field's scalar (owner.login), not ${JSON.stringify(path)}`;
  const [first, via] = path.split('.');
  const bound = returned.getFields()[first];
  if (!bound) return `${returned.name} has no field ${first}`;
  let target = bound;
  if (via) {
    const inner = getNullableType(bound.type);
    if (!isOwner(inner)) return `${returned.name}.${first} is ${String(bound.type)}, not an object with a field ${via}`;
    target = inner.getFields()[via];
    if (!target) return `${inner.name} has no field ${via}`;
  }
  if (!fitsField(argument, target)) return `the argument is ${String(argument.type)} and ${returned.name}.${path} is ${String(target.type)}: it cannot bind it`;
  return undefined;
}

/** Why a listing field's children cannot refer back to it through `named`, or nothing when they can. */
function backReferenceProblem(schema: GraphQLSchema, type: Owner, field: Field, named: string | null): string | undefined {
  const listing = listingOf(field);
  if (!listing) return `${type.name}.${field.name} is not a connection or a paged list (first/last/limit), so it lists no children`;
  if (named === null) return undefined;
  if (typeof named !== 'string') return 'must name a field of the listed type, or be null for none';
  const parents = isObjectType(type) ? [type] : schema.getPossibleTypes(type);
  const children = itemTypes(schema, listing.item).filter((c) => c.getFields()[named]);
  if (!children.length) return `${listing.item.name} has no field ${named}`;
  for (const child of children) {
    const f = child.getFields()[named];
    const parent = parents.find((p) => !canReferTo(schema, f, p));
    if (parent) return `${child.name}.${named} is ${String(f.type)}, which cannot hold the ${parent.name} listing it`;
  }
  return undefined;
}

/** A section of coordinates (`lookups`, `backReferences`), checked entry by entry; an interface's entry holds for its types. */
function section<T>(schema: GraphQLSchema, raw: unknown, name: string, fail: (where: string, why: string) => Error, check: (type: Owner, field: Field, value: unknown, where: string) => T): Record<string, T> {
  if (raw == null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw fail(name, 'must map Type.field coordinates to what they name');
  const out: Record<string, T> = {};
  for (const [coordinate, value] of Object.entries(raw as Record<string, unknown>)) {
    const where = `${name}.${coordinate}`;
    const at = fieldAt(schema, coordinate);
    if (typeof at === 'string') throw fail(where, at);
    out[coordinate] = check(at.type, at.field, value, where);
  }
  for (const [coordinate, value] of Object.entries(out)) {
    const [typeName, fieldName] = coordinate.split('.');
    const type = schema.getType(typeName);
    if (!isInterfaceType(type)) continue;
    for (const impl of schema.getPossibleTypes(type)) out[`${impl.name}.${fieldName}`] ??= value;
  }
  return out;
}

/** A parsed mocks file checked against the schema; throws naming the first problem. */
export function graphMocks(schema: GraphQLSchema, raw: unknown, file: string): GraphMocks {
  const fail = (where: string, why: string) => new Error(`--graph-mocks ${file}: ${where} ${why}`);
  if (raw == null) return NO_MOCKS;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw fail('the file', 'must be a map of type names to maps of fields');
  const { lookups, backReferences, ...types } = raw as Record<string, unknown>;
  return {
    pins: pins(schema, types, fail),
    lookups: section(schema, lookups, 'lookups', fail, (type, field, value, where) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail(where, "must map arguments to a field (name) or a field's scalar (owner.login)");
      const named = value as Record<string, string | null>;
      for (const [arg, path] of Object.entries(named)) {
        const problem = lookupProblem(schema, type, field, arg, path);
        if (problem) throw fail(`${where}.${arg}`, problem);
      }
      return named;
    }),
    backReferences: section(schema, backReferences, 'backReferences', fail, (type, field, value, where) => {
      const problem = backReferenceProblem(schema, type, field, value as string | null);
      if (problem) throw fail(where, problem);
      return value as string | null;
    }),
  };
}

function pins(schema: GraphQLSchema, raw: Record<string, unknown>, fail: (where: string, why: string) => Error): PinnedMocks {
  const out: PinnedMocks = {};
  for (const [typeName, fields] of Object.entries(raw)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type) && !isInterfaceType(type)) throw fail(typeName, 'is not an object or interface type of the served schema');
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) throw fail(typeName, 'must map field names to values');
    const own: Record<string, Pin> = {};
    for (const [fieldName, spec] of Object.entries(fields as Record<string, unknown>)) {
      const field = type.getFields()[fieldName];
      const where = `${typeName}.${fieldName}`;
      if (!field) throw fail(where, `is not a field of ${typeName}`);
      if (!isLeafType(getNamedType(field.type))) throw fail(where, 'is not a scalar or enum field (only those can be pinned)');
      const explicit = spec && typeof spec === 'object' && !Array.isArray(spec) ? (spec as Record<string, unknown>) : undefined;
      let pin: Pin;
      if (explicit && 'value' in explicit) pin = { fixed: explicit.value };
      else if (explicit && 'oneOf' in explicit && Array.isArray(explicit.oneOf)) pin = { oneOf: explicit.oneOf };
      else if (explicit) throw fail(where, 'must be a value, a list to draw from, { value: ... } or { oneOf: [...] }');
      else if (Array.isArray(spec) && !isListType(getNullableType(field.type))) pin = { oneOf: spec };
      else pin = { fixed: spec };
      const values = 'fixed' in pin ? [pin.fixed] : pin.oneOf;
      if (!values.length) throw fail(where, 'has an empty list to draw from');
      if (values.length > MAX_CHOICES) throw fail(where, `has more than ${MAX_CHOICES} values to draw from`);
      const bad = values.find((v) => !fits(field, v));
      if (bad !== undefined) throw fail(where, `cannot be ${JSON.stringify(bad)}: the field is ${String(field.type)}`);
      own[fieldName] = pin;
    }
    out[typeName] = own;
  }
  // A pin on an interface holds for each of its types that does not pin the field itself.
  for (const [typeName, own] of Object.entries(out)) {
    const type = schema.getType(typeName);
    if (!isInterfaceType(type)) continue;
    for (const impl of schema.getPossibleTypes(type)) out[impl.name] = { ...own, ...out[impl.name] };
  }
  return out;
}

/** What of the mocks applies to one schema (a subgraph has some of the API schema's types, fields and arguments). */
export function mocksIn(schema: GraphQLSchema, mocks: GraphMocks): GraphMocks {
  const pinsOut: PinnedMocks = {};
  for (const [typeName, fields] of Object.entries(mocks.pins)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const own = Object.fromEntries(Object.entries(fields).filter(([f]) => type.getFields()[f]));
    if (Object.keys(own).length) pinsOut[typeName] = own;
  }
  const lookups: GraphMocks['lookups'] = {};
  for (const [coordinate, args] of Object.entries(mocks.lookups)) {
    const at = fieldAt(schema, coordinate);
    if (typeof at === 'string') continue;
    const own = Object.fromEntries(Object.entries(args).filter(([arg, path]) => !lookupProblem(schema, at.type, at.field, arg, path)));
    if (Object.keys(own).length) lookups[coordinate] = own;
  }
  const backReferences = Object.fromEntries(Object.entries(mocks.backReferences).filter(([coordinate, named]) => {
    const at = fieldAt(schema, coordinate);
    return typeof at !== 'string' && !backReferenceProblem(schema, at.type, at.field, named);
  }));
  return { pins: pinsOut, lookups, backReferences };
}
