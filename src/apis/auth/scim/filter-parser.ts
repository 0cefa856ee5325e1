/**
 * The SCIM filter grammar (RFC 7644 §3.4.2.2), parsed in linear time: one pass of a hand-written
 * tokenizer (every character is looked at a bounded number of times) and a recursive-descent
 * parser that consumes each token once, nesting at most MAX_FILTER_DEPTH deep. Decision 0207:
 * scim2-parse-filter's tokenizer regex backtracks exponentially on a quote followed by newlines.
 *
 *   FILTER    = attrExp / logExp / valuePath / *1"not" "(" FILTER ")"      ("and" binds before "or")
 *   valuePath = attrPath "[" valFilter "]"
 *   attrExp   = (attrPath SP "pr") / (attrPath SP compareOp SP compValue)
 *   compValue = false / null / true / number / string                      (literals in any case)
 *
 * Also read, as Entra ID sends it: `attr[filter].sub op value`, which means one value of `attr`
 * passing both tests: `attr[(filter) and sub op value]` (decision 0204).
 */

type CompareOp = 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'lt' | 'ge' | 'le';
export type Filter =
  | { op: CompareOp; attrPath: string; compValue: boolean | null | number | string }
  | { op: 'pr'; attrPath: string }
  | { op: 'and' | 'or'; filters: Filter[] }
  | { op: 'not'; filter: Filter }
  | { op: '[]'; attrPath: string; valFilter: Filter };

/** Longest filter accepted (characters); longer is `invalidFilter`. */
export const MAX_FILTER_LENGTH = 4096;
/** Deepest nesting of parentheses, `not` and value paths. */
export const MAX_FILTER_DEPTH = 32;

export class FilterSyntaxError extends Error {}

const COMPARE = new Set<string>(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'lt', 'ge', 'le']);
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
/** ATTRNAME *1subAttr: names are ALPHA *(nameChar). No two parts of these patterns overlap, so each runs in linear time. */
const NAME_PATH = /^[A-Za-z$][\w$-]*(?:\.[A-Za-z$][\w$-]*)?$/;
const URI = /^[A-Za-z][\w.:-]*$/;

/** `[URI ":"] ATTRNAME *1subAttr`, the URI being everything before the last colon. */
function isAttrPath(text: string): boolean {
  const colon = text.lastIndexOf(':');
  return NAME_PATH.test(text.slice(colon + 1)) && (colon < 0 || URI.test(text.slice(0, colon)));
}

type Kind = 'word' | 'string' | '(' | ')' | '[' | ']' | 'end';
interface Token {
  kind: Kind;
  text: string;
  at: number;
}

/** Counts the work done, so tests can compare inputs of different sizes without a clock. */
export interface StepCounter {
  steps: number;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const isDelimiter = (c: number) => isSpace(c) || c === 40 || c === 41 || c === 91 || c === 93 || c === 34;

function tokenize(text: string, counter: StepCounter = { steps: 0 }): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    counter.steps++;
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
    } else if (c === 40 || c === 41 || c === 91 || c === 93) {
      tokens.push({ kind: text[i] as Kind, text: text[i], at: i });
      i++;
    } else if (c === 34) {
      const start = i++;
      while (i < text.length && text.charCodeAt(i) !== 34) {
        counter.steps++;
        i += text.charCodeAt(i) === 92 ? 2 : 1;
      }
      if (i >= text.length) throw new FilterSyntaxError(`the string at position ${start + 1} has no closing quote`);
      i++;
      tokens.push({ kind: 'string', text: text.slice(start, i), at: start });
    } else {
      const start = i;
      while (i < text.length && !isDelimiter(text.charCodeAt(i))) {
        counter.steps++;
        i++;
      }
      tokens.push({ kind: 'word', text: text.slice(start, i), at: start });
    }
  }
  tokens.push({ kind: 'end', text: '', at: text.length });
  return tokens;
}

class Parser {
  #i = 0;
  #depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly counter: StepCounter,
  ) {}

  peek(): Token {
    return this.tokens[this.#i];
  }

  next(): Token {
    this.counter.steps++;
    return this.tokens[this.#i++];
  }

  expect(kind: Kind, what: string): Token {
    const t = this.next();
    if (t.kind !== kind) throw new FilterSyntaxError(`expected ${what} at position ${t.at + 1}, found ${describe(t)}`);
    return t;
  }

  /** FILTER: terms joined by `or`, each a run of factors joined by `and`. */
  filter(): Filter {
    const terms = [this.andTerm()];
    while (this.isWord('or')) {
      this.next();
      terms.push(this.andTerm());
    }
    return terms.length === 1 ? terms[0] : { op: 'or', filters: terms };
  }

  andTerm(): Filter {
    const factors = [this.factor()];
    while (this.isWord('and')) {
      this.next();
      factors.push(this.factor());
    }
    return factors.length === 1 ? factors[0] : { op: 'and', filters: factors };
  }

  factor(): Filter {
    const t = this.peek();
    if (t.kind === '(') {
      this.next();
      const inner = this.nested(() => this.filter());
      this.expect(')', '")"');
      return inner;
    }
    if (this.isWord('not')) {
      this.next();
      return { op: 'not', filter: this.nested(() => this.factor()) };
    }
    return this.attrExpOrValuePath();
  }

  attrExpOrValuePath(): Filter {
    const path = this.attrPath();
    if (this.peek().kind === '[') {
      this.next();
      let valFilter = this.nested(() => this.filter());
      this.expect(']', '"]"');
      const after = this.peek();
      // Entra ID: `emails[type eq "work"].value eq "x"` → emails[(type eq "work") and value eq "x"].
      if (after.kind === 'word' && after.text.startsWith('.') && after.at === this.tokens[this.#i - 1].at + 1) {
        this.next();
        const sub = after.text.slice(1);
        if (!NAME_PATH.test(sub) || sub.includes('.')) throw new FilterSyntaxError(`${JSON.stringify(after.text)} at position ${after.at + 1} is not a sub-attribute`);
        valFilter = { op: 'and', filters: [valFilter, this.comparison(sub)] };
      }
      return { op: '[]', attrPath: path, valFilter };
    }
    return this.comparison(path);
  }

  comparison(attrPath: string): Filter {
    const t = this.next();
    const op = t.kind === 'word' ? t.text.toLowerCase() : '';
    if (op === 'pr') return { op: 'pr', attrPath };
    if (!COMPARE.has(op)) throw new FilterSyntaxError(`expected an operator (eq ne co sw ew gt lt ge le pr) after ${attrPath} at position ${t.at + 1}, found ${describe(t)}`);
    return { op: op as CompareOp, attrPath, compValue: this.compValue() };
  }

  compValue(): boolean | null | number | string {
    const t = this.next();
    if (t.kind === 'string') {
      try {
        return JSON.parse(t.text) as string;
      } catch {
        throw new FilterSyntaxError(`the string at position ${t.at + 1} is not a valid JSON string (control characters must be escaped)`);
      }
    }
    if (t.kind === 'word') {
      const lower = t.text.toLowerCase();
      // ABNF literals are case-insensitive (RFC 5234 §2.3): `True` is `true`.
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      if (lower === 'null') return null;
      if (NUMBER.test(t.text)) {
        const n = Number(t.text);
        if (Number.isFinite(n)) return n;
      }
    }
    throw new FilterSyntaxError(`expected a value (a string, number, true, false or null) at position ${t.at + 1}, found ${describe(t)}`);
  }

  attrPath(): string {
    const t = this.next();
    if (t.kind !== 'word' || !isAttrPath(t.text)) throw new FilterSyntaxError(`expected an attribute path at position ${t.at + 1}, found ${describe(t)}`);
    return t.text;
  }

  isWord(word: string): boolean {
    const t = this.peek();
    return t.kind === 'word' && t.text.length === word.length && t.text.toLowerCase() === word;
  }

  nested<T>(fn: () => T): T {
    if (++this.#depth > MAX_FILTER_DEPTH) throw new FilterSyntaxError(`the filter nests deeper than ${MAX_FILTER_DEPTH} levels`);
    const out = fn();
    this.#depth--;
    return out;
  }
}

function describe(t: Token): string {
  if (t.kind === 'end') return 'the end of the filter';
  const shown = t.text.length > 40 ? `${t.text.slice(0, 40)}…` : t.text;
  return JSON.stringify(shown);
}

/** Parses a filter, or throws FilterSyntaxError saying what is wrong and where. */
export function parseFilterText(text: string, counter: StepCounter = { steps: 0 }): Filter {
  if (text.length > MAX_FILTER_LENGTH) throw new FilterSyntaxError(`the filter is ${text.length} characters long; at most ${MAX_FILTER_LENGTH} are accepted`);
  const parser = new Parser(tokenize(text, counter), counter);
  if (parser.peek().kind === 'end') throw new FilterSyntaxError('the filter is empty');
  const filter = parser.filter();
  const rest = parser.peek();
  if (rest.kind !== 'end') throw new FilterSyntaxError(`unexpected ${describe(rest)} at position ${rest.at + 1}`);
  return filter;
}
