/** Articles and categories over the store: rules, versions, and catalogued GraphQL errors. */
import { type GraphContext, notFound } from './resolvers/context.js';
import { checkCount, checkLocale, checkTags, checkText, reject, type Problem } from './checks.js';
import { slugify } from './slug.js';
import { matchesWords } from './resolvers/connection.js';
import {
  ARTICLES, CATEGORIES, LINKS, MAX_REFERENCES, MAX_VERSIONS,
  type ArticleRecord, type ArticleStatus, type CategoryRecord, type LinkRecord,
} from './records.js';
import { unknownUsers } from './resolvers/refs.js';
import type { Project } from '../../core/store.js';

export const articles = (p: Project) => p.collection<ArticleRecord>(ARTICLES);
export const categories = (p: Project) => p.collection<CategoryRecord>(CATEGORIES);

export interface ArticleFilter {
  query?: string | null;
  status?: ArticleStatus[] | null;
  locale?: string | null;
  categoryId?: string | null;
  tags?: string[] | null;
  authorId?: string | null;
  updatedSince?: string | null;
}

export function articleFilter(f: ArticleFilter | null | undefined): ((a: ArticleRecord) => boolean) | undefined {
  if (!f) return undefined;
  const since = f.updatedSince ? Date.parse(f.updatedSince) : undefined;
  if (since !== undefined && Number.isNaN(since)) reject([{ pointer: '#/filter/updatedSince', detail: 'must be an RFC 3339 date-time' }], 'invalid filter');
  return (a) =>
    (!f.status?.length || f.status.includes(a.status)) &&
    (!f.locale || a.locale.toLowerCase() === f.locale.toLowerCase()) &&
    (!f.categoryId || a.category_id === f.categoryId) &&
    (!f.tags?.length || f.tags.every((t) => a.tags.includes(t))) &&
    (!f.authorId || a.author_ids.includes(f.authorId)) &&
    (since === undefined || Date.parse(a.updated_at) > since) &&
    matchesWords(f.query, [a.title, a.summary, a.body, ...a.tags]);
}

function getArticle(ctx: GraphContext, id: string, pointer = '#/id'): ArticleRecord {
  const a = articles(ctx.project).get(id);
  if (!a) throw notFound('article', id, pointer);
  return a;
}

function uniqueSlug(project: Project, title: string, ownId?: string): string {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!articles(project).findBy('slug', slug).some((a) => a.id !== ownId)) return slug;
  }
}

interface ArticleFields {
  title?: string | null;
  summary?: string | null;
  body?: string | null;
  locale?: string | null;
  categoryId?: string | null;
  tags?: string[] | null;
  authorIds?: string[] | null;
}

function checkArticle(ctx: GraphContext, input: ArticleFields, creating: boolean): { problems: Problem[]; tags?: string[] } {
  const problems: Problem[] = [];
  checkText(problems, input.title, '#/input/title', 200, creating);
  if (!creating && input.title === null) problems.push({ pointer: '#/input/title', detail: 'cannot be cleared' });
  checkText(problems, input.summary, '#/input/summary', 1000);
  checkText(problems, input.body, '#/input/body', 100_000, creating);
  if (!creating && input.body === null) problems.push({ pointer: '#/input/body', detail: 'cannot be cleared' });
  checkLocale(problems, input.locale, '#/input/locale');
  checkCount(problems, input.authorIds, '#/input/authorIds', MAX_REFERENCES);
  const tags = checkTags(problems, input.tags, '#/input/tags');
  reject(problems, 'invalid article');
  const refs = unknownUsers(ctx.deps, ctx.project, input.authorIds ?? [], (i) => `#/input/authorIds/${i}`);
  if (input.categoryId && !categories(ctx.project).has(input.categoryId)) {
    refs.push({ pointer: '#/input/categoryId', detail: `no category with id ${input.categoryId}` });
  }
  reject(refs, 'the article refers to objects that do not exist', 'unprocessable');
  return { problems, tags };
}

export function createArticle(ctx: GraphContext, input: ArticleFields & { status?: ArticleStatus | null }): ArticleRecord {
  const { tags } = checkArticle(ctx, input, true);
  const collection = articles(ctx.project);
  const id = collection.freshId('art_', ctx.ids);
  const now = ctx.deps.clock.nowIso();
  const status = input.status ?? 'DRAFT';
  const summary = input.summary ?? '';
  return collection.create({
    id,
    slug: uniqueSlug(ctx.project, input.title!),
    title: input.title!,
    summary,
    body: input.body!,
    locale: input.locale ?? 'en-US',
    status,
    version: 1,
    versions: [{ version: 1, title: input.title!, summary, body: input.body!, editor_id: input.authorIds?.[0] ?? null, note: null, created_at: now }],
    author_ids: [...new Set(input.authorIds ?? [])],
    category_id: input.categoryId ?? null,
    tags: tags ?? [],
    published_at: status === 'PUBLISHED' ? now : null,
  });
}

export function updateArticle(ctx: GraphContext, id: string, input: ArticleFields & { editorId?: string | null; note?: string | null }): ArticleRecord {
  const current = getArticle(ctx, id);
  const { tags } = checkArticle(ctx, input, false);
  const editorProblems = unknownUsers(ctx.deps, ctx.project, [input.editorId], () => '#/input/editorId');
  checkText(editorProblems, input.note, '#/input/note', 1000);
  reject(editorProblems, 'invalid article change', 'unprocessable');
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = current;
  const next = {
    ...rest,
    title: input.title ?? current.title,
    summary: input.summary ?? current.summary,
    body: input.body ?? current.body,
    locale: input.locale ?? current.locale,
    category_id: input.categoryId === undefined ? current.category_id : input.categoryId,
    tags: tags ?? current.tags,
    author_ids: input.authorIds ? [...new Set(input.authorIds)] : current.author_ids,
  };
  if (next.title !== current.title) next.slug = uniqueSlug(ctx.project, next.title, id);
  const contentChanged = next.title !== current.title || next.summary !== current.summary || next.body !== current.body;
  if (contentChanged) {
    next.version = current.version + 1;
    const version = {
      version: next.version, title: next.title, summary: next.summary, body: next.body,
      editor_id: input.editorId ?? null, note: input.note ?? null, created_at: ctx.deps.clock.nowIso(),
    };
    next.versions = [version, ...current.versions].slice(0, MAX_VERSIONS);
  }
  return articles(ctx.project).update(id, next);
}

export function setArticleStatus(ctx: GraphContext, id: string, status: ArticleStatus): ArticleRecord {
  const current = getArticle(ctx, id);
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = current;
  const publishedAt = current.published_at ?? (status === 'PUBLISHED' ? ctx.deps.clock.nowIso() : null);
  return articles(ctx.project).update(id, { ...rest, status, published_at: publishedAt });
}

/** Removes the article and the links that point at it, so no link is left dangling. */
export function deleteArticle(ctx: GraphContext, id: string): string {
  getArticle(ctx, id);
  removeLinks(ctx.project, 'article_id', id);
  articles(ctx.project).remove(id);
  return id;
}

export function removeLinks(project: Project, index: 'article_id' | 'ticket_id', id: string): void {
  const links = project.collection<LinkRecord>(LINKS);
  for (const link of links.findBy(index, id)) links.remove(link.id);
}

export function createCategory(ctx: GraphContext, input: { name: string; description?: string | null; parentId?: string | null }): CategoryRecord {
  const problems: Problem[] = [];
  checkText(problems, input.name, '#/input/name', 100, true);
  checkText(problems, input.description, '#/input/description', 1000);
  reject(problems, 'invalid category');
  if (input.parentId && !categories(ctx.project).has(input.parentId)) {
    reject([{ pointer: '#/input/parentId', detail: `no category with id ${input.parentId}` }], 'the parent category does not exist', 'unprocessable');
  }
  const collection = categories(ctx.project);
  const slug = slugify(input.name);
  if (collection.findBy('slug', slug).length) {
    reject([{ pointer: '#/input/name', detail: `a category with slug ${slug} exists` }], 'the category exists', 'conflict');
  }
  return collection.create({ id: collection.freshId('cat_', ctx.ids), name: input.name, slug, description: input.description ?? '', parent_id: input.parentId ?? null });
}
