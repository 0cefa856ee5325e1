/**
 * Relay conventions for mocked fields: Global Object Identification (`node`, `nodes`) and cursor
 * connections. A connection's size is drawn once per (parent, field, filter arguments), so every
 * page and every request sees the same items: item i is the same object with the same cursor,
 * and `edges`, `nodes`, `pageInfo` and `totalCount` agree. Items of keyed types get global ids
 * naming their type, so `node(id:)` answers the object an item showed.
 */
import { isRef } from '@graphql-tools/mock';
import {
  getNamedType, isAbstractType, isObjectType,
  type GraphQLFieldResolver, type GraphQLNamedType, type GraphQLObjectType, type GraphQLResolveInfo, type GraphQLSchema,
} from 'graphql';
import { seededUuid } from '../../../core/rng.js';
import { graphError } from '../resolvers/context.js';
import { stable, type MockSession } from './session.js';
import type { MockEngine } from './mocks.js';
import { globalId, typeOfGlobalId } from './relay-ids.js';

/** Items a mocked connection or paged list holds at most (its size is drawn from 0 to this). */
const MAX_MOCK_ITEMS = 30;
const PAGING = new Set(['first', 'after', 'last', 'before', 'limit', 'offset']);

type Ref = { $ref: { typeName: string; key: string } };
const ref = (typeName: string, key: string): Ref => ({ $ref: { typeName, key } });

/** The identity of the object a field is resolved on ('ROOT' on Query and Mutation). */
function parentKey(source: unknown): string {
  return isRef(source) ? String(source.$ref.key) : 'ROOT';
}

/** The key of a mocked object: for a keyed type a global id naming it, drawn from the place it stands for. */
export function mockedKey(engine: MockEngine, session: MockSession, type: string, place: string): string {
  return engine.isKeyed(type) ? globalId(type, seededUuid(engine.rng(session, `id:${type}:${place}`)).slice(0, 13)) : place;
}

/** The object type an item of `named` is: itself, or one of its possible types, drawn per place. */
function concrete(engine: MockEngine, session: MockSession, schema: GraphQLSchema, named: GraphQLNamedType, place: string): string | undefined {
  if (isObjectType(named)) return named.name;
  if (!isAbstractType(named)) return undefined;
  const types = schema.getPossibleTypes(named).map((t) => t.name).sort();
  return types.length ? engine.rng(session, `type:${place}`).pick(types) : undefined;
}

function item(engine: MockEngine, session: MockSession, schema: GraphQLSchema, named: GraphQLNamedType, place: string): Ref | null {
  const type = concrete(engine, session, schema, named, place);
  return type ? ref(type, mockedKey(engine, session, type, place)) : null;
}

/** An item listed by `source` refers back to it through its back-reference (a variant's `product` is the product whose `variants` listed it). */
function listedBy(session: MockSession, node: Ref | null, source: unknown, info: GraphQLResolveInfo, backs: ReadonlyMap<string, string>): void {
  if (!node || !isRef(source)) return;
  const field = backs.get(node.$ref.typeName);
  if (field) session.listedBy(node.$ref.typeName, node.$ref.key, field, ref(info.parentType.name, String(source.$ref.key)));
}

/** `node(id:)`: the object with that id, of the type the id names (else the type the id was met as, else one drawn per id). */
function nodeFor(engine: MockEngine, session: MockSession, schema: GraphQLSchema, iface: GraphQLNamedType, id: string): Ref | null {
  const possible = isAbstractType(iface) ? schema.getPossibleTypes(iface).map((t) => t.name) : [iface.name];
  const named = typeOfGlobalId(schema, id);
  const seen = session.writes.idTypes.get(id);
  const type = named ?? seen;
  if (type) return possible.includes(type) ? ref(type, id) : null;
  const drawn = concrete(engine, session, schema, iface, `node:${id}`);
  return drawn ? ref(drawn, id) : null;
}

export function nodeResolver(engine: MockEngine, schema: GraphQLSchema, iface: GraphQLNamedType): GraphQLFieldResolver<unknown, any> {
  return (_s, args: { id?: unknown }, ctx) => (args.id == null ? null : nodeFor(engine, ctx.mocks, schema, iface, String(args.id)));
}

export function nodesResolver(engine: MockEngine, schema: GraphQLSchema, iface: GraphQLNamedType, argName: string): GraphQLFieldResolver<unknown, any> {
  return (_s, args: Record<string, unknown>, ctx) => {
    const ids = args[argName];
    return Array.isArray(ids) ? ids.map((id) => (id == null ? null : nodeFor(engine, ctx.mocks, schema, iface, String(id)))) : null;
  };
}

const CURSOR = 'arrayconnection:';
const cursorOf = (i: number) => Buffer.from(`${CURSOR}${i}`, 'utf8').toString('base64');

function indexOf(cursor: unknown, name: string): number {
  const text = typeof cursor === 'string' ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  const i = text.startsWith(CURSOR) ? Number(text.slice(CURSOR.length)) : NaN;
  if (!Number.isInteger(i) || i < 0 || cursorOf(i) !== cursor) {
    throw graphError('validation_failed', `${name} is not a cursor this connection issued`, [{ pointer: `#/${name}`, detail: 'not a valid cursor' }]);
  }
  return i;
}

function count(value: unknown, name: string): number | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw graphError('validation_failed', `${name} must be a non-negative integer`, [{ pointer: `#/${name}`, detail: 'must be >= 0' }]);
  }
  return value;
}

/** The slice of `total` items a page asks for, as the Relay connection spec's algorithm cuts it. */
function pageWindow(total: number, args: Record<string, unknown>): [number, number] {
  let start = 0;
  let end = total;
  if (args.after != null) start = Math.min(total, indexOf(args.after, 'after') + 1);
  if (args.before != null) end = Math.min(end, indexOf(args.before, 'before'));
  if (args.offset != null) start = Math.min(total, start + (count(args.offset, 'offset') ?? 0));
  const first = count(args.first, 'first') ?? count(args.limit, 'limit');
  const last = count(args.last, 'last');
  if (first !== undefined) end = Math.min(end, start + first);
  if (last !== undefined) start = Math.max(start, end - last);
  return [start, Math.max(start, end)];
}

function placeOf(source: unknown, info: GraphQLResolveInfo, args: Record<string, unknown>): string {
  const filters = Object.fromEntries(Object.entries(args).filter(([k]) => !PAGING.has(k)));
  return `${info.parentType.name}:${parentKey(source)}.${info.fieldName}(${stable(filters)})`;
}

/** A connection's (or list's) size: pinned as the connection type's `totalCount`, else drawn per place. */
function sizeOf(engine: MockEngine, session: MockSession, type: string | undefined, place: string): number {
  const pinned = type ? engine.pinnedValue(session, type, place, 'totalCount') : undefined;
  return typeof pinned === 'number' && pinned >= 0 ? Math.floor(pinned) : engine.rng(session, `size:${place}`).int(0, MAX_MOCK_ITEMS);
}

/** A cursor connection (`edges { cursor node }`, `nodes`, `pageInfo`, `totalCount`) of mocked items. */
export function connectionResolver(engine: MockEngine, schema: GraphQLSchema, connection: GraphQLObjectType, nodeType: GraphQLNamedType, backs: ReadonlyMap<string, string>): GraphQLFieldResolver<unknown, any> {
  const fields = connection.getFields();
  const edgeType = fields.edges ? (getNamedType(fields.edges.type) as GraphQLObjectType) : undefined;
  return (source, args: Record<string, unknown>, ctx, info) => {
    const session = ctx.mocks as MockSession;
    const place = placeOf(source, info, args);
    const total = sizeOf(engine, session, connection.name, place);
    const [start, end] = pageWindow(total, args);
    const edges = [];
    for (let i = start; i < end; i++) {
      const node = item(engine, session, schema, nodeType, `${place}[${i}]`);
      listedBy(session, node, source, info, backs);
      edges.push({ ...(edgeType ? ref(edgeType.name, `${place}#${i}`) : {}), cursor: cursorOf(i), node });
    }
    return {
      ...ref(connection.name, place),
      edges,
      nodes: edges.map((e) => e.node),
      totalCount: total,
      pageInfo: {
        hasPreviousPage: start > 0,
        hasNextPage: end < total,
        startCursor: edges.length ? edges[0].cursor : null,
        endCursor: edges.length ? edges[edges.length - 1].cursor : null,
      },
    };
  };
}

/** A plain list of objects that takes `first`/`limit` (and `offset`/`after`): as many items as asked, of a drawn total. */
export function pagedListResolver(engine: MockEngine, schema: GraphQLSchema, itemType: GraphQLNamedType, backs: ReadonlyMap<string, string>): GraphQLFieldResolver<unknown, any> {
  return (source, args: Record<string, unknown>, ctx, info) => {
    const session = ctx.mocks as MockSession;
    const place = placeOf(source, info, args);
    const [start, end] = pageWindow(sizeOf(engine, session, undefined, place), args);
    return Array.from({ length: end - start }, (_, i) => {
      const node = item(engine, session, schema, itemType, `${place}[${start + i}]`);
      listedBy(session, node, source, info, backs);
      return node;
    });
  };
}
