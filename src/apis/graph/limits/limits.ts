/**
 * Depth and cost limits of an operation, checked before the standard validation rules run (so a
 * refused document never reaches the costlier ones). One pass over the document: every fragment
 * is measured once, dependencies first, and a spread adds its fragment's measure, so a chain of
 * fragments that each spread the next twice costs time linear in the document (its cost, not its
 * work, doubles per link). Nothing recurses on spreads; recursion follows the document's own
 * nesting, which is cut at MAX_NESTING levels.
 *
 * Cost: every field 1 (`__typename` included), what is selected under a list once per item it may
 * hold: `first`/`last`/`limit` (else that argument's default, else 10), or the length of a list
 * argument (`nodes(ids:)`, `_entities(representations:)`). Introspection (`__schema`, `__type`) is
 * counted apart, with the sizes of the served schema (`types` holds as many as it has), so the
 * standard introspection query always passes and a flood of aliased introspection does not.
 */
import {
  GraphQLError, Kind, getIntrospectionQuery, getNamedType, parse, getNullableType, getOperationAST, isListType, isObjectType, isInterfaceType, valueFromASTUntyped,
  type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLField, type GraphQLNamedType, type GraphQLSchema,
  type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';
import { introspectionSizes, type IntrospectionSizes } from './introspection-cost.js';

export interface GraphLimits {
  maxDepth: number;
  maxComplexity: number;
}

/** Items a list field is assumed to return when nothing says. */
const DEFAULT_LIST_SIZE = 10;
const PAGING = ['first', 'last', 'limit'];
/** Sums saturate here: a document whose cost doubles per fragment stays a finite number. */
const CAP = 1e15;
/** Selection sets nested deeper than this (introspection included) are refused without measuring further. */
const MAX_NESTING = 64;

interface Measure {
  cost: number;
  introspection: number;
  depth: number;
}

const ZERO: Measure = { cost: 0, introspection: 0, depth: 0 };
const add = (a: number, b: number) => Math.min(CAP, a + b);

class TooDeep extends Error {}

/** The names of the fragments spread anywhere inside a selection set (its own nesting walked with a stack). */
function spreadsIn(set: SelectionSetNode): string[] {
  const out: string[] = [];
  const stack = [set];
  while (stack.length) {
    for (const s of stack.pop()!.selections) {
      if (s.kind === Kind.FRAGMENT_SPREAD) out.push(s.name.value);
      else if (s.selectionSet) stack.push(s.selectionSet);
    }
  }
  return out;
}

/** Fragments reachable from `root`, each after every fragment it spreads (a spread closing a cycle is ignored). */
function fragmentOrder(root: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: { name: string; spreads: string[]; next: number }[] = [];
  const open = (name: string) => {
    const f = fragments.get(name);
    if (!f || state.has(name)) return;
    state.set(name, 'open');
    stack.push({ name, spreads: spreadsIn(f.selectionSet), next: 0 });
  };
  for (const name of spreadsIn(root)) {
    open(name);
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top.next < top.spreads.length) open(top.spreads[top.next++]);
      else {
        stack.pop();
        state.set(top.name, 'done');
        order.push(top.name);
      }
    }
  }
  return order;
}

class Measurer {
  /** Selections visited: the work done, for tests of linearity. */
  steps = 0;
  readonly #measured = new Map<string, Measure>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
    private readonly sizes: IntrospectionSizes,
  ) {}

  operation(op: OperationDefinitionNode): Measure {
    for (const name of fragmentOrder(op.selectionSet, this.fragments)) {
      const f = this.fragments.get(name)!;
      const type = this.schema.getType(f.typeCondition.name.value);
      for (const paged of [false, true]) this.#measured.set(`${name}:${paged}`, this.set(f.selectionSet, type, paged, 1));
    }
    const root = op.operation === 'mutation' ? this.schema.getMutationType() : op.operation === 'subscription' ? this.schema.getSubscriptionType() : this.schema.getQueryType();
    return this.set(op.selectionSet, root ?? undefined, false, 1);
  }

  /** `paged`: the parent took `first` (a connection), so its `edges`/`nodes` list is already counted. */
  /** `described`: the type a `__type(name:)` selection describes, whose own list sizes are known. */
  set(set: SelectionSetNode, parent: GraphQLNamedType | null | undefined, paged: boolean, level: number, described?: GraphQLNamedType): Measure {
    if (level > MAX_NESTING) throw new TooDeep();
    let cost = 0;
    let introspection = 0;
    let depth = 0;
    const fields = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields() : undefined;
    for (const s of set.selections) {
      this.steps++;
      let m: Measure;
      if (s.kind === Kind.FIELD) m = this.field(s, parent, fields?.[s.name.value], paged, level, described);
      else if (s.kind === Kind.INLINE_FRAGMENT) m = this.set(s.selectionSet, s.typeCondition ? this.schema.getType(s.typeCondition.name.value) : parent, paged, level, described);
      else m = this.#measured.get(`${s.name.value}:${paged}`) ?? ZERO;
      cost = add(cost, m.cost);
      introspection = add(introspection, m.introspection);
      depth = Math.max(depth, m.depth);
    }
    return { cost, introspection, depth };
  }

  field(node: FieldNode, parent: GraphQLNamedType | null | undefined, def: GraphQLField<unknown, unknown> | undefined, paged: boolean, level: number, described?: GraphQLNamedType): Measure {
    const name = node.name.value;
    const introspective = name === '__schema' || name === '__type' || !!parent?.name.startsWith('__');
    const meta = name.startsWith('__');
    if (name === '__schema' || name === '__type') {
      const type = this.schema.getType(name === '__schema' ? '__Schema' : '__Type');
      def = type ? ({ type, args: [] } as unknown as GraphQLField<unknown, unknown>) : undefined;
    }
    const hasPaging = !!node.arguments?.some((a) => PAGING.includes(a.name.value)) || !!def?.args.some((a) => PAGING.includes(a.name));
    const typeName = name === '__type' ? this.#value(node, 'name') : undefined;
    const describes = typeof typeName === 'string' ? (this.schema.getType(typeName) ?? undefined) : undefined;
    const child = node.selectionSet ? this.set(node.selectionSet, def ? getNamedType(def.type) : undefined, hasPaging, level + 1, describes) : ZERO;
    let times = 1;
    if (introspective && parent?.name.startsWith('__')) times = this.sizes.listSize(parent.name, name, parent.name === '__Type' ? described : undefined) ?? 1;
    else if (hasPaging) times = this.#pageSize(node, def);
    else if (def && isListType(getNullableType(def.type)) && !paged) times = this.#listArgument(node) ?? DEFAULT_LIST_SIZE;
    const own = 1;
    const cost = Math.min(CAP, child.cost * times + (introspective ? 0 : own));
    const intro = Math.min(CAP, child.introspection * times + (introspective ? own : 0));
    return { cost, introspection: intro, depth: meta ? 0 : 1 + child.depth };
  }

  #value(node: FieldNode, name: string): unknown {
    const arg = node.arguments?.find((a) => a.name.value === name);
    return arg ? valueFromASTUntyped(arg.value, this.variables) : undefined;
  }

  #pageSize(node: FieldNode, def: GraphQLField<unknown, unknown> | undefined): number {
    for (const name of PAGING) {
      const value = this.#value(node, name) ?? def?.args.find((a) => a.name === name)?.defaultValue;
      if (typeof value === 'number' && value >= 0) return value;
    }
    return DEFAULT_LIST_SIZE;
  }

  /** A list field given a list argument (`nodes(ids:)`, `_entities(representations:)`) answers one item per element. */
  #listArgument(node: FieldNode): number | undefined {
    let size: number | undefined;
    for (const arg of node.arguments ?? []) {
      if (arg.value.kind !== Kind.LIST && arg.value.kind !== Kind.VARIABLE) continue;
      const value = valueFromASTUntyped(arg.value, this.variables);
      if (Array.isArray(value)) size = Math.max(size ?? 0, value.length);
    }
    return size;
  }
}

export interface LimitReport extends Measure {
  steps: number;
}

/** Measures the operation that will run (every operation when that is not yet known). */
export function measureDocument(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> = {}): LimitReport | 'too deep' {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(d.name.value)) fragments.set(d.name.value, d);
  const chosen = getOperationAST(document, operationName);
  const ops = chosen ? [chosen] : document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const total: LimitReport = { cost: 0, introspection: 0, depth: 0, steps: 0 };
  for (const op of ops) {
    const m = new Measurer(schema, fragments, variables, introspectionSizes(schema));
    try {
      const r = m.operation(op);
      total.cost = Math.max(total.cost, r.cost);
      total.introspection = Math.max(total.introspection, r.introspection);
      total.depth = Math.max(total.depth, r.depth);
    } catch (err) {
      if (err instanceof TooDeep) return 'too deep';
      throw err;
    }
    total.steps += m.steps;
  }
  return total;
}

const budgets = new WeakMap<GraphQLSchema, number>();

/** Twice what the standard introspection query (every option on, as GraphiQL and codegen may ask) returns of this schema. */
function introspectionBudget(schema: GraphQLSchema): number {
  let budget = budgets.get(schema);
  if (budget === undefined) {
    const full = parse(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true }));
    const r = measureDocument(schema, full, undefined);
    budget = Math.ceil(2 * (r === 'too deep' ? 0 : r.introspection));
    budgets.set(schema, budget);
  }
  return budget;
}

const shown = (n: number) => (n >= CAP ? `more than ${CAP.toExponential(0)}` : String(Math.ceil(n)));

/** The errors of an operation over a limit (none when it is within them). */
export function checkLimits(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined, limits: GraphLimits): GraphQLError[] {
  const r = measureDocument(schema, document, operationName, variables ?? {});
  if (r === 'too deep') {
    return [new GraphQLError(`the operation nests selections more than ${MAX_NESTING} levels deep; the limit is ${limits.maxDepth} (introspection ${MAX_NESTING})`, {
      extensions: { code: 'query_too_deep', status: 400, limit: limits.maxDepth },
    })];
  }
  const errors: GraphQLError[] = [];
  if (r.depth > limits.maxDepth) {
    errors.push(new GraphQLError(`the operation is ${r.depth} levels deep; the limit is ${limits.maxDepth}`, {
      extensions: { code: 'query_too_deep', status: 400, depth: r.depth, limit: limits.maxDepth },
    }));
  }
  if (r.cost > limits.maxComplexity) {
    errors.push(new GraphQLError(`the operation has complexity ${shown(r.cost)}; the limit is ${limits.maxComplexity} (every field costs 1, times the items of the lists above it)`, {
      extensions: { code: 'query_too_complex', status: 400, complexity: Math.ceil(Math.min(r.cost, Number.MAX_SAFE_INTEGER)), limit: limits.maxComplexity },
    }));
  }
  const budget = introspectionBudget(schema);
  if (r.introspection > budget) {
    errors.push(new GraphQLError(`the operation's introspection returns about ${shown(r.introspection)} values; the limit is ${budget} (twice the standard introspection query of this schema)`, {
      extensions: { code: 'query_too_complex', status: 400, introspection: Math.ceil(Math.min(r.introspection, Number.MAX_SAFE_INTEGER)), limit: budget },
    }));
  }
  return errors;
}
