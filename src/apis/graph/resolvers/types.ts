import type { GraphQLFieldResolver } from 'graphql';
import type { GraphContext } from './context.js';

export type FieldResolvers = Record<string, Record<string, GraphQLFieldResolver<any, GraphContext, any>>>;
/** Federation reference resolvers: a representation `{__typename, id}` to the object, or null. */
export type EntityResolvers = Record<string, (representation: Record<string, any>, ctx: GraphContext) => unknown>;

export interface SubgraphResolvers {
  fields: FieldResolvers;
  entities: EntityResolvers;
}
