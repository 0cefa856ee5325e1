/**
 * The SCIM filter parser (RFC 7644 §3.4.2.2) runs in linear time: its work, counted in steps (never
 * a clock), for an input 8 times as long is well under 64 times the work (it is at most about 8
 * times), over random filters and adversarial ones; and it reads what it is given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, MAX_FILTER_DEPTH, MAX_FILTER_LENGTH, parseFilterText, type Filter } from '../../src/apis/auth/scim/filter-parser.js';

/** Steps the parser takes on a text, whether it parses or not. */
function steps(text: string): number {
  const counter = { steps: 0 };
  try {
    parseFilterText(text, counter);
  } catch (err) {
    if (!(err instanceof FilterSyntaxError)) throw err;
  }
  return counter.steps;
}

const name = fc.constantFrom('userName', 'title', 'emails', 'name.givenName', 'meta.lastModified', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager.value', 'displayName', 'active');
const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null));
const op = fc.constantFrom('eq', 'ne', 'co', 'sw', 'ew', 'gt', 'lt', 'ge', 'le');
const ast: fc.Arbitrary<Filter> = fc.letrec<{ f: Filter }>((tie) => ({
  f: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ op, attrPath: name, compValue: value }) as fc.Arbitrary<Filter>,
    fc.record({ op: fc.constant('pr' as const), attrPath: name }),
    fc.record({ op: fc.constantFrom('and' as const, 'or' as const), filters: fc.array(tie('f'), { minLength: 2, maxLength: 3 }) }),
    fc.record({ op: fc.constant('not' as const), filter: tie('f') }),
    fc.record({ op: fc.constant('[]' as const), attrPath: fc.constantFrom('emails', 'members'), valFilter: fc.record({ op, attrPath: fc.constantFrom('value', 'type'), compValue: value }) as fc.Arbitrary<Filter> }),
  ),
})).f;

/** A filter's text, every sub-filter in parentheses, operators in the case given. */
function text(f: Filter, upper: boolean): string {
  const o = (s: string) => (upper ? s.toUpperCase() : s);
  switch (f.op) {
    case 'and':
    case 'or':
      return f.filters.map((x) => `(${text(x, upper)})`).join(` ${o(f.op)} `);
    case 'not':
      return `${o('not')} (${text(f.filter, upper)})`;
    case '[]':
      return `${f.attrPath}[${text(f.valFilter, upper)}]`;
    case 'pr':
      return `${f.attrPath} ${o('pr')}`;
    default:
      return `${f.attrPath} ${o(f.op)} ${JSON.stringify(f.compValue)}`;
  }
}

/** The tree as the parser builds it: a chain of the same operator is one node. */
function normal(f: Filter): Filter {
  if (f.op === 'and' || f.op === 'or') return { op: f.op, filters: f.filters.flatMap((x) => { const n = normal(x); return n.op === f.op ? (n as { filters: Filter[] }).filters : [n]; }) };
  if (f.op === 'not') return { op: 'not', filter: normal(f.filter) };
  if (f.op === '[]') return { ...f, valFilter: normal(f.valFilter) };
  return f;
}

describe('SCIM filter parser: what it reads', () => {
  it('reads back any filter written in the grammar, operators in any case', () => {
    fc.assert(
      fc.property(ast, fc.boolean(), (f, upper) => {
        const t = text(f, upper);
        fc.pre(t.length <= MAX_FILTER_LENGTH);
        expect(normal(parseFilterText(t))).toEqual(normal(f));
      }),
      { numRuns: 300 },
    );
  });

  it('binds and before or, and reads True/NULL in any case (RFC 5234 §2.3)', () => {
    expect(parseFilterText('a eq True or b pr and c eq NULL')).toEqual({
      op: 'or',
      filters: [{ op: 'eq', attrPath: 'a', compValue: true }, { op: 'and', filters: [{ op: 'pr', attrPath: 'b' }, { op: 'eq', attrPath: 'c', compValue: null }] }],
    });
  });

  it("reads Entra ID's emails[type eq \"work\"].value eq \"x\" as one value passing both tests", () => {
    expect(parseFilterText('emails[type eq "work"].value eq "x"')).toEqual({
      op: '[]',
      attrPath: 'emails',
      valFilter: { op: 'and', filters: [{ op: 'eq', attrPath: 'type', compValue: 'work' }, { op: 'eq', attrPath: 'value', compValue: 'x' }] },
    });
  });

  it.each([
    ['userName eq "' + '\n'.repeat(29), /no closing quote/],
    ['userName eq "a\nb"', /not a valid JSON string/],
    ['(' .repeat(MAX_FILTER_DEPTH + 1) + 'a pr' + ')'.repeat(MAX_FILTER_DEPTH + 1), /deeper than/],
    ['a eq "x"'.padEnd(MAX_FILTER_LENGTH + 1, ' '), /at most 4096/],
    ['', /empty/],
    ['a eq 1e309', /expected a value/],
  ])('refuses %j', (t, detail) => {
    expect(() => parseFilterText(t)).toThrow(detail);
  });
});

describe('SCIM filter parser: linear time, counted in steps', () => {
  /** Inputs that scale with n: a random filter repeated, and the shapes that hurt backtracking parsers. */
  const families: [string, (n: number) => string][] = [
    ['quote then newlines (the regex that took 2.6 s at 29)', (n) => 'userName eq "' + '\n'.repeat(n)],
    ['quote then escaped quotes', (n) => 'userName eq "' + '\\"'.repeat(n)],
    ['a long and-chain', (n) => Array.from({ length: n }, () => 'a pr').join(' and ')],
    ['nested parentheses', (n) => '('.repeat(n) + 'a pr' + ')'.repeat(n)],
    ['nested not', (n) => 'not ('.repeat(n) + 'a pr' + ')'.repeat(n)],
    ['colons in one word', (n) => 'a:'.repeat(n) + '! pr'],
    ['dots in one word', (n) => 'a.'.repeat(n) + ' pr'],
    ['digits that are not a number', (n) => 'a eq ' + '1'.repeat(n) + 'e'],
    ['unclosed value paths', (n) => 'emails['.repeat(n)],
    ['whitespace', (n) => 'a' + ' '.repeat(n) + 'pr'],
  ];

  it.each(families)('%s: 8n costs well under 64 times n', (_, make) => {
    for (const n of [8, 16, 48]) {
      // Both sizes within the length limit, so the parser really reads them.
      expect(make(8 * n).length).toBeLessThanOrEqual(MAX_FILTER_LENGTH);
      const small = steps(make(n));
      const large = steps(make(8 * n));
      expect(large, `n=${n}: ${small} → ${large} steps`).toBeLessThan(16 * Math.max(small, 1));
    }
  });

  it('over random filters, and random ones repeated 8 times, 8n costs well under 64 times n', () => {
    fc.assert(
      fc.property(ast, fc.string({ maxLength: 30 }), fc.boolean(), (f, noise, upper) => {
        const base = `(${text(f, upper)}) and ${noise}`;
        const eight = Array.from({ length: 8 }, () => base).join(' or ');
        fc.pre(eight.length <= MAX_FILTER_LENGTH);
        expect(steps(eight)).toBeLessThan(16 * Math.max(steps(base), 1));
      }),
      { numRuns: 300 },
    );
  });

  it('the work for any text up to the length limit is at most a few steps per character', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('"', '\\', '\n', ' ', '(', ')', '[', ']', 'a', ':', '.', 'e', 'q', '1', '-'), maxLength: MAX_FILTER_LENGTH }), (t) => {
        expect(steps(t)).toBeLessThanOrEqual(3 * t.length + 2);
      }),
      { numRuns: 300 },
    );
  });
});
