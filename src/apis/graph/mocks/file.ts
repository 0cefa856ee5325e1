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
 *
 * Checked at start against the served schema: an unknown type or field, a field that is not a
 * scalar or enum (or a list of them), or a value its type cannot take stops the sandbox, naming it.
 */
import { readFileSync } from 'node:fs';
import { getNamedType, getNullableType, isInterfaceType, isLeafType, isListType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { yaml } from '../../../core/yaml.js';

type Pin = { fixed: unknown } | { oneOf: unknown[] };
export type PinnedMocks = Record<string, Record<string, Pin>>;

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

/** The pins of a parsed mocks file, checked against the schema; throws naming the first problem. */
export function pinnedMocks(schema: GraphQLSchema, raw: unknown, file: string): PinnedMocks {
  const fail = (where: string, why: string) => new Error(`--graph-mocks ${file}: ${where} ${why}`);
  if (raw == null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw fail('the file', 'must be a map of type names to maps of fields');
  const out: PinnedMocks = {};
  for (const [typeName, fields] of Object.entries(raw as Record<string, unknown>)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type) && !isInterfaceType(type)) throw fail(typeName, 'is not an object or interface type of the served schema');
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) throw fail(typeName, 'must map field names to values');
    const pins: Record<string, Pin> = {};
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
      pins[fieldName] = pin;
    }
    out[typeName] = pins;
  }
  // A pin on an interface holds for each of its types that does not pin the field itself.
  for (const [typeName, pins] of Object.entries(out)) {
    const type = schema.getType(typeName);
    if (!isInterfaceType(type)) continue;
    for (const impl of schema.getPossibleTypes(type)) out[impl.name] = { ...pins, ...out[impl.name] };
  }
  return out;
}

/** The pins that apply to one schema (a subgraph has some of the API schema's types and fields). */
export function pinsIn(schema: GraphQLSchema, pins: PinnedMocks): PinnedMocks {
  const out: PinnedMocks = {};
  for (const [typeName, fields] of Object.entries(pins)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const own = Object.fromEntries(Object.entries(fields).filter(([f]) => type.getFields()[f]));
    if (Object.keys(own).length) out[typeName] = own;
  }
  return out;
}
