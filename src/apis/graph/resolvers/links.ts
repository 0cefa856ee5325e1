/** Resolvers of the "links" subgraph. */
import { articles } from '../articles.js';
import { connection } from './connection.js';
import type { GraphContext } from './context.js';
import { createLink, deleteLink, linkFilter, links, updateLink } from '../links.js';
import type { LinkKind } from '../records.js';
import { userView } from './refs.js';
import type { SubgraphResolvers } from './types.js';
import { tickets } from '../tickets.js';
import { articleView, linkView, ticketView, type LinkView } from './views.js';

function article(ctx: GraphContext, id: string) {
  const a = articles(ctx.project).get(id);
  return a ? articleView(a) : null;
}

function ticket(ctx: GraphContext, id: string) {
  const t = tickets(ctx.project).get(id);
  return t ? ticketView(t) : null;
}

const linksOf = (field: 'article_id' | 'ticket_id') => (parent: { id: string }, args: { kind?: LinkKind; first?: number; after?: string }, ctx: GraphContext) =>
  connection(links(ctx.project), args, linkView, (l) => l[field] === parent.id && (!args.kind || l.kind === args.kind));

export const linksResolvers: SubgraphResolvers = {
  fields: {
    Query: {
      link: (_s, { id }, ctx) => {
        const l = links(ctx.project).get(id);
        return l ? linkView(l) : null;
      },
      links: (_s, { filter, first, after }, ctx) => connection(links(ctx.project), { first, after }, linkView, linkFilter(filter)),
    },
    Mutation: {
      createLink: (_s, { input }, ctx) => linkView(createLink(ctx, input)),
      updateLink: (_s, args, ctx) => linkView(updateLink(ctx, args.id, args.kind, args.note)),
      deleteLink: (_s, { id }, ctx) => deleteLink(ctx, id),
    },
    Link: {
      article: (l: LinkView, _a, ctx) => article(ctx, l.articleId),
      ticket: (l: LinkView, _a, ctx) => ticket(ctx, l.ticketId),
      createdBy: (l: LinkView, _a, ctx) => userView(ctx.project, l.createdById),
    },
    Article: { links: linksOf('article_id') },
    Ticket: { links: linksOf('ticket_id') },
  },
  entities: {
    Link: (rep, ctx) => {
      const l = links(ctx.project).get(String(rep.id));
      return l ? linkView(l) : null;
    },
    Article: (rep, ctx) => article(ctx, String(rep.id)),
    Ticket: (rep, ctx) => ticket(ctx, String(rep.id)),
  },
};
