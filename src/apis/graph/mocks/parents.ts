/**
 * Parents and children agree: an object a connection or paged list of `parent` lists refers back
 * to that parent through its back-reference, the child's only field (not a list) of the parent's
 * type, or the one `--graph-mocks` names under `backReferences`. A child with several such fields
 * and no name has none; the listing fields where that happens are named at start.
 */
import {
  getNullableType, isAbstractType, isListType, isObjectType,
  type GraphQLField, type GraphQLNamedType, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';

/** Can `field` hold `parent`: not a list, typed as the parent or as an interface or union it belongs to? */
export function canReferTo(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, parent: GraphQLObjectType): boolean {
  const t = getNullableType(field.type);
  if (isListType(t)) return false;
  if (isObjectType(t)) return t.name === parent.name;
  return isAbstractType(t) && schema.isSubType(t, parent);
}

/** The object types an item of `item` can be. */
export function itemTypes(schema: GraphQLSchema, item: GraphQLNamedType): readonly GraphQLObjectType[] {
  if (isObjectType(item)) return [item];
  return isAbstractType(item) ? schema.getPossibleTypes(item) : [];
}

export interface BackReferences {
  /** The back-reference of each child type that has one. */
  byChild: Map<string, string>;
  /** Set when some child type has several candidates and no name: `Parent.field (Child: a, b)`. */
  ambiguous?: string;
}

/**
 * The back-references of the children `parent.field` lists (`item` and its types); `named` is what
 * `--graph-mocks` names for this listing field (a child field, or null for none), checked at start.
 */
export function backReferences(schema: GraphQLSchema, parent: GraphQLObjectType, field: string, item: GraphQLNamedType, named: string | null | undefined): BackReferences {
  const byChild = new Map<string, string>();
  const unclear: string[] = [];
  for (const child of itemTypes(schema, item)) {
    const fields = child.getFields();
    if (named !== undefined) {
      if (named !== null && fields[named] && canReferTo(schema, fields[named], parent)) byChild.set(child.name, named);
      continue;
    }
    const candidates = Object.values(fields).filter((f) => { const t = getNullableType(f.type); return isObjectType(t) && t.name === parent.name; });
    if (candidates.length === 1) byChild.set(child.name, candidates[0].name);
    else if (candidates.length > 1) unclear.push(`${child.name}: ${candidates.map((f) => f.name).join(', ')}`);
  }
  return { byChild, ambiguous: unclear.length ? `${parent.name}.${field} (${unclear.join('; ')})` : undefined };
}

/** Listing fields named at start at most, the rest counted. */
const MAX_NAMED = 40;

/** The start warning naming the listing fields whose children have no back-reference for want of a name. */
export function ambiguityWarning(ambiguous: readonly string[]): string[] {
  if (!ambiguous.length) return [];
  const shown = ambiguous.slice(0, MAX_NAMED).join(', ');
  const more = ambiguous.length > MAX_NAMED ? ` and ${ambiguous.length - MAX_NAMED} more` : '';
  return [
    `graph mocks: ${ambiguous.length} listing field${ambiguous.length === 1 ? '' : 's'} list${ambiguous.length === 1 ? 's' : ''} children with several fields of the parent's type, so none refers back to the parent: ${shown}${more}; name one per listing field under backReferences in --graph-mocks (docs/graph.md)`,
  ];
}
