/**
 * Mocked fields that take what the client says: lookups echo their arguments
 * (`user(login: "x").login == "x"`, `thing(id: X).id == X`), and mutations of mocked types apply
 * their input to the object they name (or create one), echo `clientMutationId`, and what they set
 * is what later queries of that object see (as far as the input's names and types match the
 * type's fields).
 */
import {
  getNamedType, getNullableType, isAbstractType, isInputObjectType, isInterfaceType, isNonNullType, isObjectType,
  type GraphQLArgument, type GraphQLField, type GraphQLFieldResolver, type GraphQLInputField, type GraphQLInputObjectType, type GraphQLInterfaceType,
  type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { stable, type MockSession } from './session.js';
import type { MockEngine } from './mocks.js';
import { mockedKey } from './relay.js';
import { fitsField } from './shapes.js';
import { typeOfGlobalId } from './relay-ids.js';

/** Scalars of an object that identify it, in the order a lookup argument naming the object binds them. */
const IDENTIFYING = ['login', 'handle', 'slug', 'name', 'id'];

/** How a lookup argument binds the returned object: its field of the same name, or that field's object's identifying scalar. */
export interface LookupBinding {
  arg: string;
  field: string;
  /** Set when `field` is an object (`owner`): the scalar of it the argument's value goes to (`login`). */
  via?: string;
}

/**
 * The arguments of a field that bind fields of the object it returns (a lookup's key), or none:
 * `user(login:)` binds `login`; `repository(owner:, name:)` binds `name` and the owner's `login`.
 * `named` is what `--graph-mocks` says for this field (argument → `field` or `field.scalar`, or
 * null for none), checked at start; it replaces what those arguments would bind by name.
 * A field returning a list is no lookup.
 */
export function lookupBindings(field: GraphQLField<unknown, unknown>, named: Readonly<Record<string, string | null>> = {}): LookupBinding[] {
  const target = getNullableType(field.type);
  if (!isObjectType(target) && !isInterfaceType(target)) return [];
  const fields = target.getFields();
  const out: LookupBinding[] = [];
  for (const a of field.args) {
    if (a.name in named) {
      const path = named[a.name];
      if (path === null) continue;
      const [first, via] = path.split('.');
      out.push({ arg: a.name, field: first, ...(via ? { via } : {}) });
      continue;
    }
    const f = fields[a.name];
    if (!f) continue;
    if (fitsField(a, f)) {
      out.push({ arg: a.name, field: a.name });
      continue;
    }
    const t = getNullableType(f.type);
    if (!isObjectType(t) && !isInterfaceType(t)) continue;
    const inner = t.getFields();
    const via = IDENTIFYING.find((n) => fitsField(a, inner[n]));
    if (via) out.push({ arg: a.name, field: a.name, via });
  }
  return out;
}

/** A concrete type for an object named by a value: the type itself, or one of an interface's, drawn per value. */
function concreteFor(engine: MockEngine, session: MockSession, schema: GraphQLSchema, type: GraphQLObjectType | GraphQLInterfaceType, value: string): string | undefined {
  if (isObjectType(type)) return type.name;
  const names = schema.getPossibleTypes(type).map((t) => t.name).sort();
  return names.length ? engine.rng(session, `type:lookup:${type.name}:${value}`).pick(names) : undefined;
}

/**
 * `thing(id: X)`, `user(login: "x")`, `repository(owner:, name:)`: the object those arguments
 * identify. The same bound values give the same object wherever the lookup is (its key comes from
 * the values, not the field), so `node(id:)` of its id is it too; values no object had yet make one.
 */
export function lookupResolver(engine: MockEngine, schema: GraphQLSchema, returned: GraphQLObjectType | GraphQLInterfaceType, bindings: LookupBinding[]): GraphQLFieldResolver<unknown, any> {
  const fields = returned.getFields();
  return (_source, args: Record<string, unknown>, ctx) => {
    const session = ctx.mocks as MockSession;
    const bound = bindings.filter((b) => args[b.arg] !== undefined && args[b.arg] !== null);
    if (bound.length === 0) return null;
    const identity = stable(Object.fromEntries(bound.map((b) => [b.via ? `${b.field}.${b.via}` : b.field, args[b.arg]])));
    // An interface's lookup answers one of its types, drawn per bound values (the same values, the same object).
    const typeName = concreteFor(engine, session, schema, returned, identity);
    if (!typeName) return null;
    const target = schema.getType(typeName) as GraphQLObjectType;
    const given = bound.find((b) => b.field === 'id' && !b.via);
    const key = given && engine.isKeyed(typeName) ? String(args[given.arg]) : mockedKey(engine, session, typeName, `lookup:${identity}`);
    const values: Record<string, unknown> = {};
    for (const b of bound) {
      if (b.field === 'id' && !b.via) continue;
      if (!b.via) {
        values[b.field] = args[b.arg];
        continue;
      }
      const objType = getNullableType(fields[b.field].type) as GraphQLObjectType | GraphQLInterfaceType;
      const value = String(args[b.arg]);
      const childType = concreteFor(engine, session, schema, objType, value);
      if (!childType) continue;
      const childKey = mockedKey(engine, session, childType, `lookup:${stable({ [b.via]: args[b.arg] })}`);
      session.write(childType, childKey, { [b.via]: args[b.arg] });
      values[b.field] = { $ref: { typeName: childType, key: childKey } };
    }
    if (Object.keys(values).length) session.write(target.name, key, values);
    else session.saw(key, target.name);
    return { $ref: { typeName: target.name, key } };
  };
}

/** The payload's field holding the changed object: the keyed object field, the one named like the mutation first. */
function payloadTarget(engine: MockEngine, payload: GraphQLObjectType, mutation: string): GraphQLField<unknown, unknown> | undefined {
  const candidates = Object.values(payload.getFields()).filter((f) => {
    const t = getNullableType(f.type);
    return isObjectType(t) && engine.isKeyed(t.name);
  });
  const lower = mutation.toLowerCase();
  return candidates.find((f) => lower.endsWith(f.name.toLowerCase())) ?? candidates[0];
}

const isPayload = (t: GraphQLObjectType) => !!t.getFields().clientMutationId || t.name.endsWith('Payload');

/** Does this root mutation field follow a convention the mocks can act on? */
export function mutationConvention(engine: MockEngine, field: GraphQLField<unknown, unknown>): boolean {
  const ret = getNullableType(field.type);
  return isObjectType(ret) && (isPayload(ret) || engine.isKeyed(ret.name));
}

export function mutationResolver(engine: MockEngine, schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): GraphQLFieldResolver<unknown, any> {
  const ret = getNullableType(field.type) as GraphQLObjectType;
  const payload = isPayload(ret) ? ret : undefined;
  const targetField = payload ? payloadTarget(engine, payload, field.name) : undefined;
  const target = (targetField ? getNullableType(targetField.type) : payload ? undefined : ret) as GraphQLObjectType | undefined;
  const inputArg = field.args.find((a) => a.name === 'input' && isInputObjectType(getNamedType(a.type)));
  // The writable names: arguments and the fields of `input`, each with its type.
  const inputs: (GraphQLArgument | GraphQLInputField)[] = [...field.args.filter((a) => a !== inputArg)];
  if (inputArg) inputs.push(...Object.values((getNamedType(inputArg.type) as GraphQLInputObjectType).getFields()));
  const targetFields = target?.getFields() ?? {};
  const writable = inputs.filter((i) => i.name !== 'id' && i.name !== 'clientMutationId' && fitsField(i, targetFields[i.name]));
  const idNames = target ? ['id', `${target.name[0].toLowerCase()}${target.name.slice(1)}Id`] : [];
  const abstractFields = payload ? Object.values(payload.getFields()).filter((f) => isAbstractType(getNullableType(f.type))) : [];
  return (_s, args: Record<string, unknown>, ctx, info) => {
    const session = ctx.mocks as MockSession;
    const given: Record<string, unknown> = { ...args, ...(inputArg && args[inputArg.name] && typeof args[inputArg.name] === 'object' ? (args[inputArg.name] as Record<string, unknown>) : {}) };
    let obj: { $ref: { typeName: string; key: string } } | null = null;
    if (target) {
      // The object named by an id argument (one that names the target type, else `id` or `<type>Id`); else a new one.
      let key = Object.values(given).find((v): v is string => typeof v === 'string' && typeOfGlobalId(schema, v) === target.name);
      key ??= idNames.map((n) => given[n]).find((v) => typeof v === 'string' || typeof v === 'number')?.toString();
      key ??= mockedKey(engine, session, target.name, `created:${session.writes.created++}`);
      const values: Record<string, unknown> = {};
      for (const i of writable) {
        const v = given[i.name];
        if (v === undefined || (v === null && isNonNullType(targetFields[i.name].type))) continue;
        values[i.name] = v;
      }
      session.write(target.name, key, values);
      obj = { $ref: { typeName: target.name, key } };
    }
    if (!payload) return obj;
    return {
      $ref: { typeName: payload.name, key: `${info.fieldName}:${obj?.$ref.key ?? stable(given)}` },
      clientMutationId: typeof given.clientMutationId === 'string' ? given.clientMutationId : null,
      ...namedByInput(schema, session, abstractFields, given),
      ...(targetField ? { [targetField.name]: obj } : {}),
    };
  };
}

/**
 * A payload's fields of interface or union type (`addStar { starrable }`): the object an id of the
 * input names, of its real type (the type its global id names, or the one it was met as).
 */
function namedByInput(schema: GraphQLSchema, session: MockSession, fields: GraphQLField<unknown, unknown>[], given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const ids = Object.values(given).filter((v): v is string => typeof v === 'string');
  for (const f of fields) {
    const possible = new Set(schema.getPossibleTypes(getNullableType(f.type) as GraphQLInterfaceType).map((t) => t.name));
    for (const id of ids) {
      const type = typeOfGlobalId(schema, id) ?? session.writes.idTypes.get(id);
      if (type && possible.has(type)) {
        out[f.name] = { $ref: { typeName: type, key: id } };
        break;
      }
    }
  }
  return out;
}
