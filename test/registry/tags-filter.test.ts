import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTagFilter, TagFilterSyntaxError } from '../../src/apis/registry/tags-filter.js';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'default' });

function positionOf(text: string): number | undefined {
  try {
    parseTagFilter(text);
    return undefined;
  } catch (err) {
    if (err instanceof TagFilterSyntaxError) return err.position;
    throw err;
  }
}

describe('tags filter syntax (spec §4 rule 1; grammar is a convention: "," AND, "|" OR, "!" NOT)', () => {
  it('parses AND of ORs with negation', () => {
    expect(parseTagFilter('prod,ios|android,!retired')).toEqual([
      [{ tag: 'prod', negated: false }],
      [{ tag: 'ios', negated: false }, { tag: 'android', negated: false }],
      [{ tag: 'retired', negated: true }],
    ]);
    expect(parseTagFilter(' site:berlin | !team:ops ')).toEqual([[{ tag: 'site:berlin', negated: false }, { tag: 'team:ops', negated: true }]]);
  });

  it.each([
    ['', 1],
    [',prod', 1],
    ['prod,', 6],
    ['prod,,ios', 6],
    ['prod||ios', 6],
    ['!', 2],
    ['!!prod', 2],
    ['prod ios', 6],
    ['prod,(ios)', 6],
    ['prod,-ios', 6],
    ['pro*', 4],
    [`ok,${'x'.repeat(65)}`, 4],
  ])('reports the position of the error in %j as %i', (text, position) => {
    expect(positionOf(text)).toBe(position);
  });

  it('answers a broken expression with 400 naming the parameter and the position', async () => {
    h.newProject();
    const r = await h.call('GET', `/v2/registry/devices?tags=prod&tags=${encodeURIComponent('ios||android')}`);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_parameter');
    expect(r.body.position).toBe(5);
    expect(r.body.errors).toEqual([{ in: 'query', pointer: '#/tags/1', detail: 'position 5: expected a tag after "|", found "|"' }]);
    expect(r.body.detail).toContain('tags parameter 2');
  });

  it('takes linear time on a hostile expression (no regex from user input)', async () => {
    const hostile = `${'a|'.repeat(1000)}!`;
    const started = performance.now();
    const r = await h.call('GET', `/v2/registry/devices?tags=${encodeURIComponent(hostile)}`);
    expect(r.status).toBe(400);
    expect(r.body.position).toBe(hostile.length + 1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('tags filter results equal a brute-force evaluation over the fixtures (spec §4 rule 1)', () => {
  it('holds for random AND/OR/NOT expressions, single and repeated parameters', async () => {
    h.newProject();
    const all = (await h.call('GET', '/v2/registry/devices?limit=500')).body.data as { id: string; tags: string[] }[];
    expect(all).toHaveLength(200);
    const vocabulary = [...new Set(all.flatMap((d) => d.tags))].sort();
    const literal = fc.record({ tag: fc.constantFrom(...vocabulary, 'no-such-tag'), negated: fc.boolean() });
    const expression = fc.array(fc.array(literal, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(expression, fc.integer({ min: 1, max: 4 }), async (terms, split) => {
        // The terms as one parameter, or spread over several repeated `tags` parameters.
        const texts = terms.map((term) => term.map((l) => `${l.negated ? '!' : ''}${l.tag}`).join('|'));
        const params: string[] = [];
        for (let i = 0; i < texts.length; i += split) params.push(texts.slice(i, i + split).join(','));
        const query = params.map((p) => `tags=${encodeURIComponent(p)}`).join('&');
        const r = await h.call('GET', `/v2/registry/devices?limit=500&${query}`);
        expect(r.status).toBe(200);
        const expected = all
          .filter((d) => terms.every((term) => term.some((l) => (l.negated ? !d.tags.includes(l.tag) : d.tags.includes(l.tag)))))
          .map((d) => d.id);
        expect(r.body.data.map((d: any) => d.id)).toEqual(expected);
      }),
      { numRuns: 80, seed: 3 },
    );
  });
});
