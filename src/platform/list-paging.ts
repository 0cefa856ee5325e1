/**
 * Lists of inferred resources page (issue 35). Where the list operation declares paging
 * parameters, those are honoured: a page size (`limit`, `per_page`, `perPage`, `page_size`,
 * `pageSize`), and an `offset`, a `page` (1-based; 0-based when its minimum is 0), an opaque
 * cursor (`cursor`, `page_token`, `pageToken`, `continue`) or an id to start after
 * (`starting_after`, `after`). Where it declares none, the served operation gains our own
 * convention (docs/conventions.md, Pagination): `limit` 1-500, default 50, and an opaque `cursor`.
 * A page with records after it says so with `Link: <…>; rel="next"` (RFC 8288, as GitHub does),
 * and in the body where the list's schema has a place for it (`next_cursor`, `nextPageToken`,
 * `has_more`, also one object down: Slack's `response_metadata.next_cursor`).
 */
import { ApiError } from '../core/errors.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { checkValue } from './check-value.js';
import { mergeAllOf } from './merge-all-of.js';
import { idKey } from './resource-ids.js';

type Schema = Record<string, any>;

/** Our convention's page size: default and largest (docs/conventions.md); also the largest page where a document bounds none. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

const SIZE = /^(limit|per_page|perPage|page_size|pageSize)$/;
const OFFSET = /^offset$/;
const PAGE = /^page$/;
const CURSOR = /^(cursor|page_token|pageToken|continue)$/;
const AFTER = /^(starting_after|after)$/;
/** Body members that carry the next page's cursor, and whether there is one. */
const NEXT_MEMBER = /^(next_cursor|nextCursor|next_page_token|nextPageToken|continue)$/;
const MORE_MEMBER = /^(has_more|hasMore)$/;

/** How one list operation pages: the names of its paging parameters, and the size's bounds. */
export interface ListPaging {
  size?: string;
  defaultSize: number;
  maxSize: number;
  offset?: string;
  page?: { name: string; first: number };
  cursor?: string;
  after?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function queryParams(doc: OpenApiDocument, op: Schema): Schema[] {
  return ((op.parameters ?? []) as unknown[]).map((p) => resolveRef<Schema>(doc, p)).filter((p): p is Schema => !!p && p.in === 'query');
}

/** The paging a list operation declares, or undefined when it declares none. */
function declaredPaging(doc: OpenApiDocument, op: Schema): ListPaging | undefined {
  const params = queryParams(doc, op);
  const named = (re: RegExp) => params.find((p) => re.test(String(p.name)));
  const [size, offset, page, cursor, after] = [named(SIZE), named(OFFSET), named(PAGE), named(CURSOR), named(AFTER)];
  if (!size && !offset && !page && !cursor && !after) return undefined;
  const sizeSchema = size ? resolveRef<Schema>(doc, size.schema) ?? {} : {};
  const maxSize = typeof sizeSchema.maximum === 'number' ? sizeSchema.maximum : MAX_LIMIT;
  const defaultSize = typeof sizeSchema.default === 'number' && sizeSchema.default > 0 ? Math.min(sizeSchema.default, maxSize) : Math.min(DEFAULT_LIMIT, maxSize);
  const pageMinimum = page ? resolveRef<Schema>(doc, page.schema)?.minimum : undefined;
  return {
    ...(size ? { size: size.name } : {}),
    defaultSize,
    maxSize,
    ...(offset ? { offset: offset.name } : {}),
    ...(page ? { page: { name: page.name, first: pageMinimum === 0 ? 0 : 1 } } : {}),
    ...(cursor ? { cursor: cursor.name } : {}),
    ...(after ? { after: after.name } : {}),
  };
}

/**
 * How the list operation pages: as it declares, else by our convention, whose `limit` and `cursor`
 * are added to the served operation (so they are validated, published in /openapi.json, and not
 * warned about as unknown).
 */
export function listPaging(doc: OpenApiDocument, op: Schema): ListPaging {
  const declared = declaredPaging(doc, op);
  if (declared) return declared;
  op.parameters = [
    ...(op.parameters ?? []),
    { name: 'limit', in: 'query', required: false, description: 'Page size (the sandbox pages inferred lists the document leaves unpaged).', schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT } },
    { name: 'cursor', in: 'query', required: false, description: 'Where the page starts: the cursor of the previous page\'s Link rel="next".', schema: { type: 'string', minLength: 1, maxLength: 200 } },
  ];
  return { size: 'limit', defaultSize: DEFAULT_LIMIT, maxSize: MAX_LIMIT, cursor: 'cursor' };
}

/** How many of a page's last ids a cursor holds: the page resumes after the latest of them still there. */
const CURSOR_IDS = 5;

/** An opaque cursor: the page's last ids, and its end's position for when they are all gone. */
function encode(ids: string[], at: number): string {
  return Buffer.from(JSON.stringify({ a: ids, p: at })).toString('base64url');
}

function refused(name: string, detail: string): ApiError {
  return new ApiError('invalid_parameter', { detail: `query parameter ${name} ${detail}`, errors: [{ in: 'query', pointer: `#/${name}`, detail }] });
}

function decode(name: string, cursor: string): { after: string[]; at: number } {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { a?: unknown; p?: unknown };
    const ids = Array.isArray(c.a) && c.a.length <= CURSOR_IDS && c.a.every((id) => typeof id === 'string') ? (c.a as string[]) : undefined;
    if (ids?.length && typeof c.p === 'number' && Number.isSafeInteger(c.p) && c.p >= 0) return { after: ids, at: c.p };
  } catch {
    // refused below
  }
  throw refused(name, 'is not a cursor this sandbox issued');
}

/**
 * The position after the latest record of `ids` still held (one walk in creation order); when
 * none is, `fallback` less those gone (exact when only they were deleted).
 */
function positionAfter(records: ReadonlyMap<string, unknown>, ids: string[], fallback: number | undefined, name: string): number {
  const wanted = new Set(ids);
  let i = 0;
  let found = -1;
  for (const key of records.keys()) {
    i++;
    if (wanted.has(key)) found = i;
  }
  if (found >= 0) return found;
  if (fallback === undefined) throw refused(name, `names no record of this list (${ids[0].slice(0, 100)})`);
  return Math.max(0, Math.min(fallback - ids.length, records.size));
}

export interface Page {
  records: Record<string, unknown>[];
  /** The next page's query, to put in the request's URL; undefined on the last page. */
  next?: Record<string, string>;
  nextCursor?: string;
}

/** One page of the records (creation order) as the query asks. Linear in the records before the page's end. */
export function pageOf(records: ReadonlyMap<string, Record<string, unknown>>, paging: ListPaging, query: Record<string, unknown>): Page {
  const given = (name?: string) => (name === undefined || query[name] === undefined || query[name] === '' ? undefined : query[name]);
  const sizeAsked = Number(given(paging.size) ?? paging.defaultSize);
  const size = Math.max(1, Math.min(Number.isFinite(sizeAsked) ? Math.trunc(sizeAsked) : paging.defaultSize, paging.maxSize));
  let start = 0;
  const cursor = given(paging.cursor);
  const after = given(paging.after);
  const page = given(paging.page?.name);
  if (cursor !== undefined) {
    const c = decode(paging.cursor!, String(cursor));
    start = positionAfter(records, c.after, c.at, paging.cursor!);
  } else if (after !== undefined) start = positionAfter(records, [idKey(after)], undefined, paging.after!);
  else if (given(paging.offset) !== undefined) start = Math.max(0, Math.trunc(Number(given(paging.offset))) || 0);
  else if (page !== undefined) start = Math.max(0, (Math.trunc(Number(page)) || paging.page!.first) - paging.page!.first) * size;
  const out: Record<string, unknown>[] = [];
  const keys: string[] = [];
  let i = 0;
  for (const [key, record] of records) {
    if (i++ < start) continue;
    if (out.length === size) break;
    out.push(record);
    keys.push(key);
  }
  const end = start + out.length;
  if (end >= records.size || !out.length) return { records: out };
  const lastKey = keys[keys.length - 1];
  const nextCursor = encode(keys.slice(-CURSOR_IDS), end);
  // The same kind of paging the request used continues it.
  let next: Record<string, string>;
  if (paging.cursor && (cursor !== undefined || (after === undefined && page === undefined && given(paging.offset) === undefined))) next = { [paging.cursor]: nextCursor };
  else if (paging.after && (after !== undefined || (!paging.offset && !paging.page))) next = { [paging.after]: lastKey };
  else if (paging.offset && (given(paging.offset) !== undefined || !paging.page)) next = { [paging.offset]: String(end) };
  else if (paging.page) next = { [paging.page.name]: String(Math.floor(end / size) + paging.page.first) };
  else next = {};
  if (paging.size && given(paging.size) !== undefined) next[paging.size] = String(size);
  return { records: out, ...(Object.keys(next).length ? { next } : {}), nextCursor };
}

/** `Link: <url>; rel="next"` for the request's URL with the next page's query (RFC 8288 §3). */
export function nextLink(url: string, next: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(next)) u.searchParams.set(k, v);
  return `<${u.toString()}>; rel="next"`;
}

/**
 * The body's members that say where the next page starts, set where the list's schema has them
 * (top level, or one object down) and the value fits: the next cursor (null or '' on the last
 * page, as the schema allows), and `has_more`.
 */
export function markNext(doc: OpenApiDocument, schema: unknown, body: unknown, page: Page, depth = 0): void {
  if (!isObject(body) || depth > 1) return;
  const s = mergeAllOf(doc, (resolveRef<Schema>(doc, schema) ?? {}) as Schema);
  for (const [name, declared] of Object.entries<unknown>(s.properties ?? {})) {
    if (NEXT_MEMBER.test(name)) {
      const value = [page.nextCursor, ...(page.nextCursor === undefined ? [null, ''] : [])].find((v) => !checkValue(doc, declared, v));
      if (value !== undefined) body[name] = value;
      else if (page.nextCursor === undefined && !(s.required ?? []).includes(name)) delete body[name];
    } else if (MORE_MEMBER.test(name) && !checkValue(doc, declared, true)) body[name] = page.nextCursor !== undefined;
    else if (isObject(body[name]) && depth === 0) {
      body[name] = { ...body[name] };
      markNext(doc, declared, body[name], page, depth + 1);
    }
  }
}
