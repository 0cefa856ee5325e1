/**
 * Mocked fields that take what the client says: lookups echo their arguments
 * (`user(login: "x").login == "x"`, `thing(id: X).id == X`), and mutations of mocked types apply
 * their input to the object they name (or create one), echo `clientMutationId`, and what they set
 * is what later queries of that object see (as far as the input's names and types match the
 * type's fields).
 */
import {
  getNamedType, getNullableType, isInputObjectType, isLeafType, isListType, isNonNullType, isObjectType,
  type GraphQLArgument, type GraphQLField, type GraphQLFieldResolver, type GraphQLInputField, type GraphQLInputObjectType, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { stable, type MockSession } from './session.js';
import type { MockEngine } from './mocks.js';
import { mockedKey, parentKey } from './relay.js';
import { typeOfGlobalId } from './relay-ids.js';

const sameLeaf = (a: string, b: string) => a === b || ((a === 'ID' || a === 'String') && (b === 'ID' || b === 'String'));

/** Can `input` (an argument or input field) be written into `field` of an object as it is? */
function fitsField(input: GraphQLArgument | GraphQLInputField, field: GraphQLField<unknown, unknown> | undefined): boolean {
  if (!field) return false;
  const a = getNullableType(input.type);
  const f = getNullableType(field.type);
  if (isListType(a) !== isListType(f)) return false;
  const an = getNamedType(a);
  const fn = getNamedType(f);
  return isLeafType(an) && isLeafType(fn) && sameLeaf(an.name, fn.name);
}

/** The arguments of a field that name fields of the object it returns (a lookup's key), or none. */
export function echoedArguments(field: GraphQLField<unknown, unknown>): string[] {
  const target = getNullableType(field.type);
  if (!isObjectType(target)) return [];
  const fields = target.getFields();
  return field.args.filter((a) => fitsField(a, fields[a.name])).map((a) => a.name);
}

/** `thing(id: X)`, `user(login: "x")`, `repository(owner:, name:)`: the object those arguments identify. */
export function lookupResolver(engine: MockEngine, target: GraphQLObjectType, echoed: string[]): GraphQLFieldResolver<unknown, any> {
  const byId = echoed.includes('id') && engine.isKeyed(target.name);
  return (source, args: Record<string, unknown>, ctx, info) => {
    const session = ctx.mocks as MockSession;
    const values: Record<string, unknown> = {};
    for (const name of echoed) if (args[name] !== undefined && args[name] !== null) values[name] = args[name];
    if (byId && values.id === undefined) return null;
    const place = `${info.parentType.name}:${parentKey(source)}.${info.fieldName}(${stable(args)})`;
    const key = byId ? String(values.id) : mockedKey(engine, session, target.name, place);
    delete values.id;
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
      ...(targetField ? { [targetField.name]: obj } : {}),
    };
  };
}
