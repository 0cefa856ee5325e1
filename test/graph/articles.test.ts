import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fieldError, ok } from './gql.js';

const h = useSandbox();

const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug title summary body locale status version publishedAt tags category { id name } versions { version title } } }`;

describe('articles subgraph: queries', () => {
  it('pages articles with Relay cursors in change order, with a total', async () => {
    h.newProject();
    const first = await ok(h, `{ articles(first: 15) { totalCount edges { cursor node { id title } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`);
    const page1 = first.articles;
    expect(page1.totalCount).toBe(40);
    expect(page1.edges).toHaveLength(15);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: page1.edges[0].cursor, endCursor: page1.edges[14].cursor });
    const seen = new Set(page1.edges.map((e: any) => e.node.id));
    let after = page1.pageInfo.endCursor;
    for (;;) {
      const next = (await ok(h, `query($after: String) { articles(first: 15, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`, { after })).articles;
      for (const e of next.edges) {
        expect(seen.has(e.node.id)).toBe(false);
        seen.add(e.node.id);
      }
      if (!next.pageInfo.hasNextPage) break;
      after = next.pageInfo.endCursor;
    }
    expect(seen.size).toBe(40);
  });

  it('searches by words and filters, every condition holding', async () => {
    h.newProject();
    const art = (await ok(h, CREATE, { input: { title: 'Resetting a Zebra scanner', body: 'Hold the trigger for ten seconds.', tags: ['field', 'lab'], locale: 'de-DE', status: 'PUBLISHED' } })).createArticle;
    await ok(h, CREATE, { input: { title: 'Resetting a router', body: 'Unplug it.', tags: ['lab'] } });
    const found = await ok(h, `{ articles(filter: { query: "zebra TRIGGER", status: [PUBLISHED], tags: ["lab"], locale: "de-de" }) { totalCount edges { node { id } } } }`);
    expect(found.articles.edges.map((e: any) => e.node.id)).toEqual([art.id]);
    expect((await ok(h, `{ articles(filter: { query: "resetting", status: [DRAFT] }) { totalCount } }`)).articles.totalCount).toBe(1);
    expect((await ok(h, `{ articles(filter: { query: "resetting zebra", status: [DRAFT] }) { totalCount } }`)).articles.totalCount).toBe(0);
  });

  it('answers null for an unknown article and a field error for a bad page size', async () => {
    h.newProject();
    expect((await ok(h, `{ article(id: "art_nope") { id } }`)).article).toBeNull();
    const err = await fieldError(h, `{ articles(first: 101) { totalCount } }`);
    expect(err.extensions).toMatchObject({ code: 'validation_failed', errors: [{ pointer: '#/first' }] });
  });

  it('walks categories: parents, children and their articles', async () => {
    h.newProject();
    const { categories } = await ok(h, `{ categories { id name slug parent { id } children { id } articles(first: 100) { totalCount edges { node { category { id } } } } } }`);
    expect(categories).toHaveLength(8);
    for (const c of categories) {
      for (const e of c.articles.edges) expect(e.node.category.id).toBe(c.id);
      for (const child of c.children) expect(categories.find((x: any) => x.id === child.id).parent.id).toBe(c.id);
    }
    const total = categories.reduce((n: number, c: any) => n + c.articles.totalCount, 0);
    expect(total).toBe(40);
  });
});

describe('articles subgraph: mutations', () => {
  it('creates an article with defaults, a slug and its first version', async () => {
    h.newProject();
    const { categories } = await ok(h, `{ categories { id name } }`);
    const a = (await ok(h, CREATE, { input: { title: 'Enrolling an iPhone', body: '1. Open Settings.', categoryId: categories[0].id, tags: ['ios', 'ios', 'prod'] } })).createArticle;
    expect(a).toMatchObject({ slug: 'enrolling-an-iphone', locale: 'en-US', status: 'DRAFT', version: 1, publishedAt: null, summary: '', tags: ['ios', 'prod'], category: categories[0] });
    expect(a.versions).toEqual([{ version: 1, title: 'Enrolling an iPhone' }]);
    const again = (await ok(h, CREATE, { input: { title: 'Enrolling an iPhone', body: 'x' } })).createArticle;
    expect(again.slug).toBe('enrolling-an-iphone-2');
    expect((await ok(h, `query($id: ID!) { article(id: $id) { title body } }`, { id: a.id })).article).toEqual({ title: 'Enrolling an iPhone', body: '1. Open Settings.' });
  });

  it('versions content changes, newest first, and keeps metadata-only changes at the same version', async () => {
    h.newProject();
    const a = (await ok(h, CREATE, { input: { title: 'T1', body: 'B1' } })).createArticle;
    const u1 = (await ok(h, `mutation($id: ID!) { updateArticle(id: $id, input: { body: "B2", note: "typo" }) { version versions { version body note } } }`, { id: a.id })).updateArticle;
    expect(u1.version).toBe(2);
    expect(u1.versions).toEqual([{ version: 2, body: 'B2', note: 'typo' }, { version: 1, body: 'B1', note: null }]);
    const u2 = (await ok(h, `mutation($id: ID!) { updateArticle(id: $id, input: { tags: ["lab"] }) { version tags } }`, { id: a.id })).updateArticle;
    expect(u2).toEqual({ version: 2, tags: ['lab'] });
  });

  it('publishes once: publishedAt is set on the first publication and kept after archiving', async () => {
    h.newProject();
    const a = (await ok(h, CREATE, { input: { title: 'P', body: 'B' } })).createArticle;
    const p = (await ok(h, `mutation($id: ID!) { setArticleStatus(id: $id, status: PUBLISHED) { status publishedAt } }`, { id: a.id })).setArticleStatus;
    expect(p.status).toBe('PUBLISHED');
    expect(Date.parse(p.publishedAt)).toBeGreaterThan(0);
    const ar = (await ok(h, `mutation($id: ID!) { setArticleStatus(id: $id, status: ARCHIVED) { status publishedAt } }`, { id: a.id })).setArticleStatus;
    expect(ar).toEqual({ status: 'ARCHIVED', publishedAt: p.publishedAt });
  });

  it('refuses bad input naming each argument, and unknown references as unprocessable', async () => {
    h.newProject();
    const count = async () => (await ok(h, `{ articles { totalCount } }`)).articles.totalCount;
    const before = await count();
    const bad = await fieldError(h, CREATE, { input: { title: '', body: 'x', tags: ['ok', 'not ok'], locale: 'english!' } });
    expect(bad.extensions.code).toBe('validation_failed');
    expect(bad.extensions.errors!.map((e) => e.pointer).sort()).toEqual(['#/input/locale', '#/input/tags/1', '#/input/title']);
    const refs = await fieldError(h, CREATE, { input: { title: 'x', body: 'y', categoryId: 'cat_nope' } });
    expect(refs.extensions).toMatchObject({ code: 'unprocessable', errors: [{ pointer: '#/input/categoryId' }] });
    expect(await count()).toBe(before);
  });

  it('takes authors from the Auth API directory: the same users REST returns, unknown ones refused', async () => {
    h.newProject();
    const [u1, u2] = h.sb.seededUsers();
    const err = await fieldError(h, CREATE, { input: { title: 'x', body: 'y', authorIds: [u1.id, 'usr_ghost'] } });
    expect(err.extensions).toMatchObject({ code: 'unprocessable', errors: [{ pointer: '#/input/authorIds/1', detail: 'no user with id usr_ghost' }] });
    const a = (await ok(h, `mutation($ids: [ID!]) { createArticle(input: { title: "x", body: "y", authorIds: $ids }) { authors { id userName displayName email active } } }`, { ids: [u1.id, u2.id] })).createArticle;
    for (const [i, u] of [u1, u2].entries()) {
      const rest = await h.call('GET', `/v3/auth/users/${u.id}`);
      expect(rest.status).toBe(200);
      expect(a.authors[i]).toEqual({ id: rest.body.id, userName: rest.body.username, displayName: rest.body.display_name, email: rest.body.email, active: rest.body.active });
    }
  });

  it('deletes an article and the links that pointed at it', async () => {
    h.newProject();
    const { links } = await ok(h, `{ links(first: 1) { edges { node { id article { id links { totalCount } } } } } }`);
    const article = links.edges[0].node.article;
    expect(article.links.totalCount).toBeGreaterThan(0);
    expect((await ok(h, `mutation($id: ID!) { deleteArticle(id: $id) }`, { id: article.id })).deleteArticle).toBe(article.id);
    expect((await ok(h, `query($id: ID!) { article(id: $id) { id } }`, { id: article.id })).article).toBeNull();
    expect((await ok(h, `query($id: ID!) { links(filter: { articleId: $id }) { totalCount } }`, { id: article.id })).links.totalCount).toBe(0);
    const again = await fieldError(h, `mutation($id: ID!) { deleteArticle(id: $id) }`, { id: article.id });
    expect(again.extensions).toMatchObject({ code: 'not_found', errors: [{ pointer: '#/id' }] });
  });

  it('creates categories under a parent and refuses a duplicate', async () => {
    h.newProject();
    const { categories } = await ok(h, `{ categories { id } }`);
    const c = (await ok(h, `mutation($p: ID) { createCategory(input: { name: "Kiosk mode", parentId: $p }) { id slug parent { id } } }`, { p: categories[0].id })).createCategory;
    expect(c).toMatchObject({ slug: 'kiosk-mode', parent: { id: categories[0].id } });
    const dup = await fieldError(h, `mutation { createCategory(input: { name: "Kiosk Mode" }) { id } }`);
    expect(dup.extensions.code).toBe('conflict');
  });
});
