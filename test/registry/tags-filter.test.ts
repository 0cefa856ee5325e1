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

type Listed = { id: string; tags?: string[]; deleted?: true };

/** A call that waits out the per-token rate limit (the property makes hundreds of calls in seconds). */
async function call(method: string, path: string, options?: { body?: unknown }) {
  for (;;) {
    const r = await h.call(method, path, options);
    if (r.status !== 429) return r;
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(r.headers.get('retry-after') ?? 1)));
  }
}

/** Every page of a list, its cursors followed. */
async function listAll(query: string, limit: number): Promise<Listed[]> {
  const out: Listed[] = [];
  let cursor = '';
  for (;;) {
    const r = await call('GET', `/v2/registry/devices?limit=${limit}${query}${cursor}`);
    expect(r.status).toBe(200);
    out.push(...r.body.data);
    if (!r.body.next_cursor) return out;
    cursor = `&cursor=${r.body.next_cursor}`;
  }
}

describe('tags filter results equal a brute-force evaluation after random writes', () => {
  const vocabulary = ['prod', 'lab', 'ios', 'android', 'retired', 'fresh'];
  const tagSet = fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 3 });
  const target = fc.integer({ min: 0, max: 1000 });
  const write = fc.oneof(
    fc.record({ op: fc.constant('create' as const), tags: tagSet }),
    fc.record({ op: fc.constant('patch' as const), target, tags: tagSet }),
    fc.record({ op: fc.constant('bulk-patch' as const), targets: fc.array(target, { minLength: 1, maxLength: 20 }), tags: tagSet }),
    fc.record({ op: fc.constant('delete' as const), target }),
    fc.record({ op: fc.constant('bulk-delete' as const), targets: fc.array(target, { minLength: 1, maxLength: 5 }) }),
    fc.record({ op: fc.constant('query' as const) }),
    fc.record({ op: fc.constant('save' as const) }),
    fc.record({ op: fc.constant('restore' as const) }),
    fc.record({ op: fc.constant('reset' as const) }),
  );
  const expression = fc.array(fc.array(fc.record({ tag: fc.constantFrom(...vocabulary), negated: fc.boolean() }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });

  it('holds through creates, patches (bulk too), deletes, project resets and snapshot restores, page by page', async () => {
    const fixtureIds = (await listAll('', 500)).map((d) => d.id);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 10 }), expression, fc.constantFrom(7, 50), fc.boolean(), async (writes, terms, limit, sync) => {
        const project = h.newProject();
        const snapshot = `tags-${++run}`;
        let saved = false;
        const created: string[] = [];
        // A few devices, so that writes meet the same device again.
        const pool = () => [...fixtureIds.slice(0, 6), ...fixtureIds.slice(-2), ...created];
        const pick = (n: number) => pool()[n % pool().length];
        const text = terms.map((term) => term.map((l) => `${l.negated ? '!' : ''}${l.tag}`).join('|')).join(',');
        for (const w of writes) {
          if (w.op === 'create') {
            const r = await call('POST', '/v2/registry/devices', { body: { name: 'New', serial_number: `SN-${created.length}`, tags: w.tags } });
            created.push(r.body.id);
          } else if (w.op === 'patch') await call('PATCH', `/v2/registry/devices/${pick(w.target)}`, { body: { tags: w.tags } });
          else if (w.op === 'bulk-patch') await call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: w.targets.map((t) => ({ id: pick(t), tags: w.tags })) } });
          else if (w.op === 'delete') await call('DELETE', `/v2/registry/devices/${pick(w.target)}`);
          else if (w.op === 'bulk-delete') await call('POST', '/v2/registry/devices/bulk', { body: { op: 'delete', items: w.targets.map((t) => ({ id: pick(t) })) } });
          // A filtered list of the changes between writes: the project's index exists, and the writes after it keep it.
          else if (w.op === 'query') expect((await call('GET', `/v2/registry/devices?updated_since=2026-01-01T00:00:00Z&tags=${encodeURIComponent(text)}`)).status).toBe(200);
          else if (w.op === 'save') saved = (await h.admin('POST', '/snapshots', { name: snapshot, project })).status === 201;
          else if (w.op === 'restore' && saved) expect((await h.admin('POST', `/snapshots/${snapshot}/restore`, { project })).status).toBe(200);
          else if (w.op === 'reset') await h.admin('POST', '/reset', { project });
        }
        // A full list, or a sync from a moment among the fixtures' with tombstones.
        const since = sync ? `&updated_since=${encodeURIComponent('2025-12-01T00:00:00Z')}&include_deleted=true` : '';
        const expected = (await listAll(since, 500))
          .filter((d) => d.deleted || terms.every((term) => term.some((l) => d.tags!.includes(l.tag) !== l.negated)))
          .map((d) => d.id);
        const filtered = await listAll(`${since}&tags=${encodeURIComponent(text)}`, limit);
        expect(filtered.map((d) => d.id)).toEqual(expected);
        if (saved) await h.admin('DELETE', `/snapshots/${snapshot}`);
      }),
      { numRuns: 40, seed: 30 },
    );
    // Some 400 HTTP calls: seconds on a quiet host, more on a shared one.
  }, 120_000);
});
