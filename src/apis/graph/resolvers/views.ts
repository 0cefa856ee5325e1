/** Records as GraphQL objects: camelCase fields, plus the ids relation resolvers follow. */
import type { ArticleRecord, ArticleVersionRecord, CategoryRecord, CommentRecord, LinkRecord, TicketRecord } from '../records.js';

export function articleView(a: ArticleRecord) {
  return {
    id: a.id, slug: a.slug, title: a.title, summary: a.summary, body: a.body, locale: a.locale, status: a.status,
    version: a.version, tags: a.tags, createdAt: a.created_at, updatedAt: a.updated_at, publishedAt: a.published_at,
    authorIds: a.author_ids, categoryId: a.category_id, versionRecords: a.versions,
  };
}
export type ArticleView = ReturnType<typeof articleView>;

export function versionView(v: ArticleVersionRecord) {
  return { version: v.version, title: v.title, summary: v.summary, body: v.body, note: v.note, createdAt: v.created_at, editorId: v.editor_id };
}

export function categoryView(c: CategoryRecord) {
  return { id: c.id, name: c.name, slug: c.slug, description: c.description, parentId: c.parent_id };
}
export type CategoryView = ReturnType<typeof categoryView>;

export function ticketView(t: TicketRecord) {
  return {
    id: t.id, subject: t.subject, description: t.description, status: t.status, priority: t.priority, tags: t.tags,
    createdAt: t.created_at, updatedAt: t.updated_at, solvedAt: t.solved_at,
    requesterId: t.requester_id, assigneeId: t.assignee_id, commentRecords: t.comments, deviceIds: t.device_ids, requestIds: t.request_ids,
  };
}
export type TicketView = ReturnType<typeof ticketView>;

export function commentView(c: CommentRecord) {
  return { id: c.id, body: c.body, public: c.public, createdAt: c.created_at, authorId: c.author_id };
}

export function linkView(l: LinkRecord) {
  return { id: l.id, kind: l.kind, note: l.note, createdAt: l.created_at, updatedAt: l.updated_at, articleId: l.article_id, ticketId: l.ticket_id, createdById: l.created_by_id };
}
export type LinkView = ReturnType<typeof linkView>;
