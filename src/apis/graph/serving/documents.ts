/**
 * Parsed and validated documents of one served schema, kept by query text in a bounded LRU: a
 * client repeats the same few queries, so each is parsed and validated once. The limits run on
 * every request before the standard rules (their cost depends on the variables), and a document
 * over them never reaches the standard rules, some of which grow faster than linearly.
 */
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { checkLimits, type GraphLimits } from '../limits/limits.js';

/** Documents kept per schema, and the longest query text kept (longer ones are parsed every time). */
const MAX_ENTRIES = 512;
const MAX_CACHED_LENGTH = 32 * 1024;
/** Lexical tokens of one document at most: parsing and validation stay bounded whatever the body limit. */
const MAX_TOKENS = 50_000;

const kept = new WeakSet<DocumentNode>();

/** Whether the document is one the cache keeps (so work derived from it may be kept too). */
export function isCached(document: DocumentNode): boolean {
  return kept.has(document);
}

interface Entry {
  document?: DocumentNode;
  /** Parse errors, or the standard rules' errors once they ran. */
  errors?: readonly GraphQLError[];
}

/** Several limit errors as one: each message, the first code, and every limit in `extensions.limits`. */
function oneError(errors: readonly GraphQLError[]): GraphQLError {
  return new GraphQLError(errors.map((e) => e.message).join('; '), {
    extensions: { code: errors[0].extensions.code, status: 400, limits: errors.map((e) => ({ ...e.extensions })) },
  });
}

export class DocumentCache {
  readonly #entries = new Map<string, Entry>();

  /**
   * `oneLimitError`: a subgraph's fetch over several limits is refused with one error naming them
   * all (a federation gateway masks a refusal of several errors as an internal error).
   */
  constructor(private readonly schema: GraphQLSchema, private readonly limits: GraphLimits, private readonly oneLimitError = false) {}

  /** The document ready to execute, or the errors that refuse it. */
  prepare(query: string, operationName: string | undefined, variables: Record<string, unknown> | undefined): DocumentNode | readonly GraphQLError[] {
    const entry = this.#entry(query);
    if (!entry.document) return entry.errors!;
    const over = checkLimits(this.schema, entry.document, operationName, variables, this.limits);
    if (over.length) return this.oneLimitError && over.length > 1 ? [oneError(over)] : over;
    entry.errors ??= validate(this.schema, entry.document, specifiedRules);
    return entry.errors.length ? entry.errors : entry.document;
  }

  #entry(query: string): Entry {
    const cached = this.#entries.get(query);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(query);
      this.#entries.set(query, cached);
      return cached;
    }
    const entry = parsed(query);
    if (query.length <= MAX_CACHED_LENGTH) {
      this.#entries.set(query, entry);
      if (entry.document) kept.add(entry.document);
      if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return entry;
  }

  get size(): number {
    return this.#entries.size;
  }
}

function parsed(query: string): Entry {
  try {
    return { document: parse(query, { maxTokens: MAX_TOKENS }) };
  } catch (err) {
    if (err instanceof GraphQLError) return { errors: [err] };
    // The parser descends recursively: a document nested thousands of levels deep exhausts the stack.
    if (err instanceof RangeError) return { errors: [new GraphQLError('Syntax Error: the document nests too deeply to parse', { extensions: { code: 'query_too_deep', status: 400 } })] };
    throw err;
  }
}
