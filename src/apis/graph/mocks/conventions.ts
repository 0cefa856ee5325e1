/**
 * Which convention a mocked field follows, judged from the schema alone: Relay's `node`/`nodes`,
 * cursor connections, paged lists, lookups that echo their arguments, and mutations of mocked
 * types. A field that follows none is left to the plain mocks.
 */
import {
  getNamedType, getNullableType, isAbstractType, isListType,
  type GraphQLField, type GraphQLFieldResolver, type GraphQLInterfaceType, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import type { MockEngine } from './mocks.js';
import { listingOf } from './shapes.js';
import { backReferences } from './parents.js';
import { connectionResolver, nodeResolver, nodesResolver, pagedListResolver } from './relay.js';
import { lookupBindings, lookupResolver, mutationConvention, mutationResolver } from './writes.js';

export function conventionResolver(engine: MockEngine, schema: GraphQLSchema, parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>): GraphQLFieldResolver<unknown, any> | undefined {
  const type = getNullableType(field.type);
  const named = getNamedType(field.type);
  if (parent === schema.getQueryType()) {
    if (field.name === 'node' && isAbstractType(named) && field.args.some((a) => a.name === 'id')) return nodeResolver(engine, schema, named);
    const ids = field.args.find((a) => a.name === 'ids' && isListType(getNullableType(a.type)));
    if (field.name === 'nodes' && isListType(type) && isAbstractType(named) && ids) return nodesResolver(engine, schema, named, ids.name);
  }
  if (parent === schema.getMutationType()) return mutationConvention(engine, field) ? mutationResolver(engine, schema, field) : undefined;
  const listing = listingOf(field);
  if (listing) {
    const coordinate = `${parent.name}.${field.name}`;
    const backs = backReferences(schema, parent, field.name, listing.item, engine.named.backReferences[coordinate]);
    if (backs.ambiguous) engine.ambiguous.push(backs.ambiguous);
    return listing.connection ? connectionResolver(engine, schema, listing.connection, listing.item, backs.byChild) : pagedListResolver(engine, schema, listing.item, backs.byChild);
  }
  const bindings = lookupBindings(field, engine.named.lookups[`${parent.name}.${field.name}`]);
  if (bindings.length) return lookupResolver(engine, schema, type as unknown as GraphQLObjectType | GraphQLInterfaceType, bindings);
  return undefined;
}
