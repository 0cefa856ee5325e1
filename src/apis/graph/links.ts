/** Links between articles and tickets: one per (article, ticket, kind). */
import type { Project } from '../../core/store.js';
import { articles } from './articles.js';
import { checkText, reject, type Problem } from './checks.js';
import { notFound, type GraphContext } from './resolvers/context.js';
import { LINKS, type LinkKind, type LinkRecord } from './records.js';
import { unknownUsers } from './resolvers/refs.js';
import { tickets } from './tickets.js';

export const links = (p: Project) => p.collection<LinkRecord>(LINKS);

export interface LinkFilter {
  kind?: LinkKind[] | null;
  articleId?: string | null;
  ticketId?: string | null;
}

export function linkFilter(f: LinkFilter | null | undefined): ((l: LinkRecord) => boolean) | undefined {
  if (!f) return undefined;
  return (l) => (!f.kind?.length || f.kind.includes(l.kind)) && (!f.articleId || l.article_id === f.articleId) && (!f.ticketId || l.ticket_id === f.ticketId);
}

function getLink(ctx: GraphContext, id: string): LinkRecord {
  const l = links(ctx.project).get(id);
  if (!l) throw notFound('link', id, '#/id');
  return l;
}

function duplicateOf(project: Project, articleId: string, ticketId: string, kind: LinkKind, ownId?: string): LinkRecord | undefined {
  return links(project).findBy('article_id', articleId).find((l) => l.ticket_id === ticketId && l.kind === kind && l.id !== ownId);
}

export function createLink(ctx: GraphContext, input: { articleId: string; ticketId: string; kind: LinkKind; note?: string | null; createdById?: string | null }): LinkRecord {
  const problems: Problem[] = [];
  checkText(problems, input.note, '#/input/note', 1000);
  reject(problems, 'invalid link');
  const refs = unknownUsers(ctx.deps, ctx.project, [input.createdById], () => '#/input/createdById');
  if (!articles(ctx.project).has(input.articleId)) refs.push({ pointer: '#/input/articleId', detail: `no article with id ${input.articleId}` });
  if (!tickets(ctx.project).has(input.ticketId)) refs.push({ pointer: '#/input/ticketId', detail: `no ticket with id ${input.ticketId}` });
  reject(refs, 'the link refers to objects that do not exist', 'unprocessable');
  const existing = duplicateOf(ctx.project, input.articleId, input.ticketId, input.kind);
  if (existing) reject([{ pointer: '#/input/kind', detail: `link ${existing.id} already links them with this kind` }], 'the link exists', 'conflict');
  const collection = links(ctx.project);
  return collection.create({
    id: collection.freshId('lnk_', ctx.ids),
    kind: input.kind,
    article_id: input.articleId,
    ticket_id: input.ticketId,
    note: input.note ?? null,
    created_by_id: input.createdById ?? null,
  });
}

export function updateLink(ctx: GraphContext, id: string, kind?: LinkKind | null, note?: string | null): LinkRecord {
  const current = getLink(ctx, id);
  const problems: Problem[] = [];
  checkText(problems, note, '#/note', 1000);
  if (kind === null) problems.push({ pointer: '#/kind', detail: 'cannot be cleared' });
  reject(problems, 'invalid link change');
  const nextKind = kind ?? current.kind;
  const existing = duplicateOf(ctx.project, current.article_id, current.ticket_id, nextKind, id);
  if (existing) reject([{ pointer: '#/kind', detail: `link ${existing.id} already links them with this kind` }], 'the link exists', 'conflict');
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = current;
  return links(ctx.project).update(id, { ...rest, kind: nextKind, note: note === undefined ? current.note : note });
}

export function deleteLink(ctx: GraphContext, id: string): string {
  getLink(ctx, id);
  links(ctx.project).remove(id);
  return id;
}
