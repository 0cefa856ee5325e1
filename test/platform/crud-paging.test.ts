/**
 * Lists of inferred resources page (issue 35): by our convention (limit, cursor, Link rel="next")
 * where the document declares no paging, by the document's own parameters where it does.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fixture } from './helpers.js';

const t = useSandbox({ platformOpenapi: [fixture('paging.yaml')] });

const create = async (path: string, n: number) => {
  for (let i = 1; i <= n; i++) expect((await t.call('POST', path, { body: { title: `t${i}` } })).status).toBe(201);
};
const titles = (items: { title: string }[]) => items.map((i) => i.title);
/** The target of `Link: <…>; rel="next"`, as path and query. */
const nextOf = (link: string | null): string | undefined => {
  const m = /^<([^>]+)>; rel="next"$/.exec(link ?? '');
  if (!m) return undefined;
  const u = new URL(m[1]);
  return `${u.pathname}${u.search}`;
};

describe('a list the document leaves unpaged', () => {
  it('pages by limit and an opaque cursor, the next page in Link rel="next", to the end', async () => {
    t.newProject();
    await create('/notes', 7);
    const first = await t.call('GET', '/notes?limit=3');
    expect(first.status).toBe(200);
    expect(titles(first.body)).toEqual(['t1', 't2', 't3']);
    expect(first.headers.get('x-sandbox-warnings')).toBeNull();
    const second = await t.call('GET', nextOf(first.headers.get('link'))!);
    expect(titles(second.body)).toEqual(['t4', 't5', 't6']);
    const last = await t.call('GET', nextOf(second.headers.get('link'))!);
    expect(titles(last.body)).toEqual(['t7']);
    expect(last.headers.get('link')).toBeNull();
    // 50 by default: seven fit one page, with no next
    const all = await t.call('GET', '/notes');
    expect(titles(all.body)).toHaveLength(7);
    expect(all.headers.get('link')).toBeNull();
  });

  it('keeps its place when the last records of a page are deleted before the next is read', async () => {
    t.newProject();
    await create('/notes', 6);
    const first = await t.call('GET', '/notes?limit=2');
    expect(first.body.map((n: { id: number }) => n.id)).toEqual([1, 2]);
    expect((await t.call('DELETE', '/notes/2')).status).toBe(204);
    const second = await t.call('GET', nextOf(first.headers.get('link'))!);
    expect(titles(second.body)).toEqual(['t3', 't4']);
    expect((await t.call('DELETE', '/notes/3')).status).toBe(204);
    expect((await t.call('DELETE', '/notes/4')).status).toBe(204);
    expect(titles((await t.call('GET', nextOf(second.headers.get('link'))!)).body)).toEqual(['t5', 't6']);
  });

  it('refuses a limit out of 1-500 and a cursor it did not issue, naming the parameter, and publishes both', async () => {
    t.newProject();
    for (const bad of ['0', '501', 'x']) {
      const r = await t.call('GET', `/notes?limit=${bad}`);
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({ in: 'query', pointer: '#/limit' });
    }
    const cursor = await t.call('GET', '/notes?cursor=bm90LW91cnM');
    expect(cursor.status).toBe(400);
    expect(cursor.body.errors).toEqual([{ in: 'query', pointer: '#/cursor', detail: 'is not a cursor this sandbox issued' }]);
    const doc = (await t.call('GET', '/openapi.json')).body;
    const params = doc.paths['/notes'].get.parameters.map((p: { name: string; schema: object }) => [p.name, p.schema]);
    expect(params).toEqual([
      ['limit', { type: 'integer', minimum: 1, maximum: 500, default: 50 }],
      ['cursor', { type: 'string', minLength: 1, maxLength: 200 }],
    ]);
  });
});

describe("a list that declares its own paging", () => {
  it('honours offset and limit within the document\'s maximum, and says has_more', async () => {
    t.newProject();
    await create('/tasks', 5);
    const first = await t.call('GET', '/tasks');
    expect(titles(first.body.items)).toEqual(['t1', 't2']); // the document's default
    expect(first.body.has_more).toBe(true);
    expect(nextOf(first.headers.get('link'))).toBe('/tasks?offset=2');
    const page = await t.call('GET', '/tasks?offset=3&limit=4');
    expect(titles(page.body.items)).toEqual(['t4', 't5']);
    expect(page.body.has_more).toBe(false);
    expect(page.headers.get('link')).toBeNull();
    // the document's bound, not ours
    expect((await t.call('GET', '/tasks?limit=5')).status).toBe(400);
    // its parameters are its own: ours are not added
    expect((await t.call('GET', '/tasks?cursor=x')).headers.get('x-sandbox-warnings')).toMatch(/query parameter cursor is not one of listTasks/);
  });

  it('honours page and per_page, pages counted from 1', async () => {
    t.newProject();
    await create('/books', 7);
    expect(titles((await t.call('GET', '/books')).body)).toEqual(['t1', 't2', 't3']);
    const second = await t.call('GET', '/books?page=2');
    expect(titles(second.body)).toEqual(['t4', 't5', 't6']);
    expect(nextOf(second.headers.get('link'))).toBe('/books?page=3');
    const third = await t.call('GET', '/books?page=3&per_page=3');
    expect(titles(third.body)).toEqual(['t7']);
    expect(third.headers.get('link')).toBeNull();
    expect((await t.call('GET', '/books?page=9')).body).toEqual([]);
  });

  it('honours its cursor, and writes the next one where the body has a place for it (null at the end)', async () => {
    t.newProject();
    await create('/events', 3);
    const first = await t.call('GET', '/events?limit=2');
    expect(titles(first.body.data)).toEqual(['t1', 't2']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await t.call('GET', `/events?limit=2&cursor=${first.body.next_cursor}`);
    expect(titles(second.body.data)).toEqual(['t3']);
    expect(second.body.next_cursor).toBeNull();
    expect((await t.call('GET', '/events?cursor=forged')).status).toBe(400);
  });
});
