/**
 * The `tags` filter of spec §4 rule 1 (its syntax is our convention, DESIGN §4):
 *
 *   filter  := term ( "," term )*        every term must hold (AND)
 *   term    := literal ( "|" literal )*  one literal of the term must hold (OR)
 *   literal := "!"? tag                  "!" negates (NOT)
 *   tag     := [A-Za-z0-9][A-Za-z0-9_.:-]{0,63}
 *
 * Blanks around tokens are ignored (a `+` in a query string arrives as one). A hand-written scanner,
 * never a regular expression built from the user's text, so a hostile filter costs linear time.
 */
interface TagLiteral {
  tag: string;
  negated: boolean;
}

/** AND of terms; each term is an OR of literals. */
export type TagFilter = TagLiteral[][];

export class TagFilterSyntaxError extends Error {
  constructor(
    readonly reason: string,
    /** 1-based character position in the expression. */
    readonly position: number,
  ) {
    super(`position ${position}: ${reason}`);
  }
}

const MAX_TAG = 64;

function isAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isTagChar(code: number): boolean {
  // _ . : -
  return isAlnum(code) || code === 95 || code === 46 || code === 58 || code === 45;
}

function isBlank(ch: string): boolean {
  return ch === ' ' || ch === '\t';
}

function describe(ch: string | undefined): string {
  return ch === undefined ? 'the end' : `"${ch}"`;
}

export function parseTagFilter(text: string): TagFilter {
  let i = 0;
  const skipBlanks = () => {
    while (i < text.length && isBlank(text[i])) i++;
  };
  const literal = (after: string): TagLiteral => {
    skipBlanks();
    let negated = false;
    if (text[i] === '!') {
      negated = true;
      i++;
      skipBlanks();
      after = '"!"';
    }
    const start = i;
    const first = text.charCodeAt(i);
    if (i >= text.length || !isTagChar(first)) {
      throw new TagFilterSyntaxError(`expected a tag ${after}, found ${describe(text[i])}`, i + 1);
    }
    if (!isAlnum(first)) throw new TagFilterSyntaxError(`a tag starts with a letter or a digit, found ${describe(text[i])}`, i + 1);
    while (i < text.length && isTagChar(text.charCodeAt(i))) i++;
    if (i - start > MAX_TAG) throw new TagFilterSyntaxError(`a tag has at most ${MAX_TAG} characters`, start + 1);
    return { tag: text.slice(start, i), negated };
  };

  const filter: TagFilter = [];
  let term: TagLiteral[] = [literal('at the start')];
  for (;;) {
    skipBlanks();
    if (i >= text.length) break;
    const ch = text[i];
    if (ch === ',') {
      filter.push(term);
      i++;
      term = [literal('after ","')];
    } else if (ch === '|') {
      i++;
      term.push(literal('after "|"'));
    } else if (isTagChar(text.charCodeAt(i)) || ch === '!') {
      throw new TagFilterSyntaxError(`expected "," or "|" between tags, found ${describe(ch)}`, i + 1);
    } else {
      throw new TagFilterSyntaxError(`unexpected character ${describe(ch)}; tags are letters, digits and _ . : -, operators are "," "|" "!"`, i + 1);
    }
  }
  filter.push(term);
  return filter;
}
