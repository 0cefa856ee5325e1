/** Resolvers of the "articles" subgraph. */
import {
  articleFilter, articles, categories, createArticle, createCategory, deleteArticle, setArticleStatus, updateArticle,
} from '../articles.js';
import { connection } from './connection.js';
import type { GraphContext } from './context.js';
import { userView, type UserView } from './refs.js';
import type { SubgraphResolvers } from './types.js';
import { articleView, categoryView, versionView, type ArticleView, type CategoryView } from './views.js';

const users = (ctx: GraphContext, ids: readonly string[]) => ids.map((id) => userView(ctx.project, id)).filter((u): u is UserView => u !== null);

function category(ctx: GraphContext, id: string | null | undefined) {
  const c = id ? categories(ctx.project).get(id) : undefined;
  return c ? categoryView(c) : null;
}

export const articlesResolvers: SubgraphResolvers = {
  fields: {
    Query: {
      article: (_s, { id }, ctx) => {
        const a = articles(ctx.project).get(id);
        return a ? articleView(a) : null;
      },
      articles: (_s, { filter, first, after }, ctx) => connection(articles(ctx.project), { first, after }, articleView, articleFilter(filter)),
      category: (_s, { id }, ctx) => category(ctx, id),
      categories: (_s, _a, ctx) => categories(ctx.project).records().map(categoryView),
    },
    Mutation: {
      createArticle: (_s, { input }, ctx) => articleView(createArticle(ctx, input)),
      updateArticle: (_s, { id, input }, ctx) => articleView(updateArticle(ctx, id, input)),
      setArticleStatus: (_s, { id, status }, ctx) => articleView(setArticleStatus(ctx, id, status)),
      deleteArticle: (_s, { id }, ctx) => deleteArticle(ctx, id),
      createCategory: (_s, { input }, ctx) => categoryView(createCategory(ctx, input)),
    },
    Article: {
      versions: (a: ArticleView) => a.versionRecords.map(versionView),
      authors: (a: ArticleView, _args, ctx) => users(ctx, a.authorIds),
      category: (a: ArticleView, _args, ctx) => category(ctx, a.categoryId),
    },
    ArticleVersion: {
      editor: (v: { editorId: string | null }, _args, ctx) => userView(ctx.project, v.editorId),
    },
    Category: {
      parent: (c: CategoryView, _args, ctx) => category(ctx, c.parentId),
      children: (c: CategoryView, _args, ctx) => categories(ctx.project).findBy('parent_id', c.id).map(categoryView),
      articles: (c: CategoryView, { first, after }, ctx) => connection(articles(ctx.project), { first, after }, articleView, (a) => a.category_id === c.id),
    },
    User: {
      articles: (u: { id: string }, { first, after }, ctx) => connection(articles(ctx.project), { first, after }, articleView, (a) => a.author_ids.includes(u.id)),
    },
  },
  entities: {
    Article: (rep, ctx) => {
      const a = articles(ctx.project).get(String(rep.id));
      return a ? articleView(a) : null;
    },
    Category: (rep, ctx) => category(ctx, String(rep.id)),
    User: (rep, ctx) => userView(ctx.project, String(rep.id)),
  },
};
