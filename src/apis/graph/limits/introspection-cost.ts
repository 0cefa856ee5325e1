/**
 * What introspection returns of a schema, as list sizes for the cost of `__schema`/`__type`
 * selections: `__Schema.types` holds every type; per-type lists hold their average over the schema,
 * so `types { fields { name } }` costs exactly the fields the answer holds.
 */
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';

export interface IntrospectionSizes {
  /**
   * Items of the list field `field` of the introspection type `type`; undefined for a field that
   * is not a list. `described`: the type a `__Type` stands for, when known (`__type(name: "X")`).
   */
  listSize(type: string, field: string, described?: GraphQLNamedType): number | undefined;
}

const made = new WeakMap<GraphQLSchema, IntrospectionSizes>();

export function introspectionSizes(schema: GraphQLSchema): IntrospectionSizes {
  let sizes = made.get(schema);
  if (sizes) return sizes;
  const types = Object.values(schema.getTypeMap());
  const directives = schema.getDirectives();
  let fields = 0;
  let fieldArgs = 0;
  let inputFields = 0;
  let enumValues = 0;
  let interfaces = 0;
  let possibleTypes = 0;
  for (const t of types) {
    if (isObjectType(t) || isInterfaceType(t)) {
      const fs = Object.values(t.getFields());
      fields += fs.length;
      for (const f of fs) fieldArgs += f.args.length;
      interfaces += t.getInterfaces().length;
    }
    if (isInterfaceType(t) || isUnionType(t)) possibleTypes += schema.getPossibleTypes(t).length;
    if (isInputObjectType(t)) inputFields += Object.keys(t.getFields()).length;
    if (isEnumType(t)) enumValues += t.getValues().length;
  }
  const perType = (n: number) => n / Math.max(1, types.length);
  const directiveArgs = directives.reduce((n, d) => n + d.args.length, 0);
  const table: Record<string, number> = {
    '__Schema.types': types.length,
    '__Schema.directives': directives.length,
    '__Type.fields': perType(fields),
    '__Type.inputFields': perType(inputFields),
    '__Type.enumValues': perType(enumValues),
    '__Type.interfaces': perType(interfaces),
    '__Type.possibleTypes': perType(possibleTypes),
    '__Field.args': fieldArgs / Math.max(1, fields),
    '__Directive.args': directives.length ? directiveArgs / directives.length : 0,
    '__Directive.locations': 4,
  };
  sizes = { listSize: (type, field, described) => (described ? ownSize(schema, described, field) : undefined) ?? table[`${type}.${field}`] };
  made.set(schema, sizes);
  return sizes;
}

/** A `__Type`'s own list sizes. */
function ownSize(schema: GraphQLSchema, t: GraphQLNamedType, field: string): number | undefined {
  switch (field) {
    case 'fields': return isObjectType(t) || isInterfaceType(t) ? Object.keys(t.getFields()).length : 0;
    case 'inputFields': return isInputObjectType(t) ? Object.keys(t.getFields()).length : 0;
    case 'enumValues': return isEnumType(t) ? t.getValues().length : 0;
    case 'interfaces': return isObjectType(t) || isInterfaceType(t) ? t.getInterfaces().length : 0;
    case 'possibleTypes': return isInterfaceType(t) || isUnionType(t) ? schema.getPossibleTypes(t).length : 0;
    default: return undefined;
  }
}
