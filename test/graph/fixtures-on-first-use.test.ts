import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { ok } from './gql.js';

const h = useSandbox();
const fixtures = () => h.sb.deps.store.fixtures;

const PAGE = `query($after: String) { articles(first: 15, after: $after) { edges { node { id title } } pageInfo { hasNextPage endCursor } } }`;

async function allArticleIds(): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page: any = (await ok(h, PAGE, { after })).articles;
    ids.push(...page.edges.map((e: any) => e.node.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
}

describe('the graph makes its fixture records on first use (decision 0021)', () => {
  it('serves the Registry without them, and a project that wrote before they existed pages its own article once, after them', async () => {
    h.newProject();
    expect((await h.call('PATCH', '/v2/registry/devices/dev_0000001', { body: { tags: ['lab'] } })).status).toBe(200);
    expect(fixtures().isBuilt('articles')).toBe(false);

    const created = (await ok(h, `mutation { createArticle(input: { title: "Written before the graph existed", body: "x" }) { id } }`)).createArticle;
    expect(fixtures().isBuilt('articles')).toBe(true);
    const ids = await allArticleIds();
    expect(ids).toHaveLength(41);
    expect(new Set(ids).size).toBe(41);
    expect(ids.at(-1)).toBe(created.id);
  });

  it('gives every project the same fixture articles', async () => {
    h.newProject();
    const first = await allArticleIds();
    h.newProject();
    expect(await allArticleIds()).toEqual(first);
    expect(first).toHaveLength(40);
  });
});
