/**
 * Depth and complexity limits, as validation rules (GraphQL over HTTP §Validation allows extra
 * rules; a failing one answers 400 with application/graphql-response+json). Introspection fields
 * (`__schema`, `__type`) are free, so GraphiQL and code generators are never refused.
 */
import {
  GraphQLError, Kind, getNamedType, getNullableType, isListType, valueFromASTUntyped,
  type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type GraphQLField, type GraphQLOutputType,
  type SelectionSetNode, type ValidationContext, type ValidationRule,
} from 'graphql';

export interface GraphLimits {
  maxDepth: number;
  maxComplexity: number;
}

/** Items a list field is assumed to return when no `first`/`last`/`limit` argument says. */
const DEFAULT_LIST_SIZE = 10;
const PAGING = ['first', 'last', 'limit'];

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  return new Map(context.getDocument().definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
}

/** Every field of a selection set, through inline fragments and fragment spreads (cycles cut). */
function fields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): FieldNode[] {
  const out: FieldNode[] = [];
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) out.push(s);
    else if (s.kind === Kind.INLINE_FRAGMENT) out.push(...fields(s.selectionSet, fragments, seen));
    else if (!seen.has(s.name.value)) {
      const f = fragments.get(s.name.value);
      if (f) out.push(...fields(f.selectionSet, fragments, new Set([...seen, s.name.value])));
    }
  }
  return out;
}

function depthOf(set: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const f of fields(set, fragments, seen)) {
    if (f.name.value.startsWith('__')) continue;
    max = Math.max(max, 1 + depthOf(f.selectionSet, fragments, seen));
  }
  return max;
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context);
    return {
      OperationDefinition(op) {
        const depth = depthOf(op.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`the operation${op.name ? ` ${op.name.value}` : ''} is ${depth} levels deep; the limit is ${maxDepth}`, {
            nodes: [op],
            extensions: { code: 'query_too_deep', status: 400, depth, limit: maxDepth },
          }));
        }
      },
    } satisfies ASTVisitor;
  };
}

/**
 * Complexity: every field costs 1, and what is selected under a list costs once per item the
 * list may hold (`first`, `last` or `limit`, else the argument's default, else 10).
 */
export function complexityLimit(maxComplexity: number, variables: Record<string, unknown> = {}): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context);
    const schema = context.getSchema();

    const listSize = (node: FieldNode, def: GraphQLField<unknown, unknown> | undefined): number => {
      for (const name of PAGING) {
        const arg = node.arguments?.find((a) => a.name.value === name);
        const value = arg ? valueFromASTUntyped(arg.value, variables) : def?.args.find((a) => a.name === name)?.defaultValue;
        if (typeof value === 'number' && value >= 0) return value;
      }
      return DEFAULT_LIST_SIZE;
    };

    // `paged`: the parent took `first` (a connection), so its `edges`/`nodes` list is already counted.
    const cost = (set: SelectionSetNode | undefined, parent: GraphQLOutputType | undefined, seen: Set<string>, paged = false): number => {
      if (!set) return 0;
      let total = 0;
      const named = parent ? getNamedType(parent) : undefined;
      const typeFields = named && 'getFields' in named ? named.getFields() : {};
      for (const f of fields(set, fragments, seen)) {
        if (f.name.value.startsWith('__')) continue;
        const def = (typeFields as Record<string, GraphQLField<unknown, unknown>>)[f.name.value];
        const hasPaging = f.arguments?.some((a) => PAGING.includes(a.name.value)) || def?.args.some((a) => PAGING.includes(a.name)) || false;
        let child = cost(f.selectionSet, def?.type, seen, hasPaging);
        // A connection's `first` multiplies what is under it; a plain list multiplies its items.
        if (hasPaging) child *= listSize(f, def);
        else if (def && isListType(getNullableType(def.type)) && !paged) child *= DEFAULT_LIST_SIZE;
        total += 1 + child;
        if (total > maxComplexity * 1000) return total;
      }
      return total;
    };

    return {
      OperationDefinition(op) {
        const root = op.operation === 'mutation' ? schema.getMutationType() : op.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
        const complexity = cost(op.selectionSet, root ?? undefined, new Set());
        if (complexity > maxComplexity) {
          context.reportError(new GraphQLError(`the operation${op.name ? ` ${op.name.value}` : ''} has complexity ${complexity}; the limit is ${maxComplexity} (every field costs 1, times the items of the lists above it)`, {
            nodes: [op],
            extensions: { code: 'query_too_complex', status: 400, complexity, limit: maxComplexity },
          }));
        }
      },
    } satisfies ASTVisitor;
  };
}
