/**
 * What a mocked field's shape says, read from the schema alone (no mocks, no session): whether it
 * lists (a Relay connection, or a list paged by `first`/`last`/`limit`) and whether an argument or
 * input field can be written into an object's field. The conventions and the mocks file's checks
 * both read it.
 */
import {
  getNamedType, getNullableType, isAbstractType, isLeafType, isListType, isObjectType,
  type GraphQLArgument, type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLObjectType,
} from 'graphql';

const PAGE_ARGS = ['first', 'last', 'limit'];

/** A Relay connection type: `pageInfo` and a list of `edges` with a `node`, or of `nodes`. */
function isConnection(type: unknown): type is GraphQLObjectType {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  if (!fields.pageInfo) return false;
  const edges = fields.edges && getNullableType(fields.edges.type);
  if (edges && isListType(edges)) {
    const edge = getNamedType(edges);
    return isObjectType(edge) && !!edge.getFields().node;
  }
  const nodes = fields.nodes && getNullableType(fields.nodes.type);
  return !!nodes && isListType(nodes);
}

/** What a field lists, when it is a connection or a paged list (`first`/`last`/`limit`) of objects. */
export type Listing = { connection: GraphQLObjectType; item: GraphQLNamedType } | { connection?: undefined; item: GraphQLNamedType };

/** What `field` lists, if it is a listing at all. */
export function listingOf(field: GraphQLField<unknown, unknown>): Listing | undefined {
  const type = getNullableType(field.type);
  const named = getNamedType(field.type);
  if (isConnection(type)) {
    const fields = type.getFields();
    const edge = fields.edges ? (getNamedType(fields.edges.type) as GraphQLObjectType) : undefined;
    return { connection: type, item: edge?.getFields().node ? getNamedType(edge.getFields().node.type) : getNamedType(fields.nodes.type) };
  }
  if (isListType(type) && (isObjectType(named) || isAbstractType(named)) && field.args.some((a) => PAGE_ARGS.includes(a.name))) return { item: named };
  return undefined;
}

const sameLeaf = (a: string, b: string) => a === b || ((a === 'ID' || a === 'String') && (b === 'ID' || b === 'String'));

/** Can `input` (an argument or input field) be written into `field` of an object as it is? */
export function fitsField(input: GraphQLArgument | GraphQLInputField, field: GraphQLField<unknown, unknown> | undefined): boolean {
  if (!field) return false;
  const a = getNullableType(input.type);
  const f = getNullableType(field.type);
  if (isListType(a) !== isListType(f)) return false;
  const an = getNamedType(a);
  const fn = getNamedType(f);
  return isLeafType(an) && isLeafType(fn) && sameLeaf(an.name, fn.name);
}
