import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { send, useSandbox } from '../helpers/sandbox.js';
import { gql, ok } from './gql.js';
import { relaySdl, relayTypeCount } from './relay-sdl.js';

const dir = mkdtempSync(join(tmpdir(), 'graph-relay-'));
const file = join(dir, 'relay.graphql');
writeFileSync(file, relaySdl());
const h = useSandbox({ graphSchemaFiles: [file] });

const PAGE = 'totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id login } } nodes { id login }';

/** Every page of a connection, forwards with `first`. */
async function allPages(field: string, size: number) {
  const seen: { cursor: string; node: { id: string; login: string } }[] = [];
  let after: string | null = null;
  let total = -1;
  for (let n = 0; n < 20; n++) {
    const data: any = await ok(h, `query($after: String) { c: ${field}(first: ${size}, after: $after) { ${PAGE} } }`, { after });
    const c = data.c;
    expect(c.nodes).toEqual(c.edges.map((e: any) => e.node));
    expect(c.edges.length).toBeLessThanOrEqual(size);
    if (total >= 0) expect(c.totalCount).toBe(total);
    total = c.totalCount;
    expect(c.pageInfo.hasPreviousPage).toBe(after !== null && total > 0);
    seen.push(...c.edges);
    expect(c.pageInfo.hasNextPage).toBe(seen.length < total);
    if (!c.pageInfo.hasNextPage) break;
    expect(c.pageInfo.endCursor).toBe(c.edges[c.edges.length - 1].cursor);
    after = c.pageInfo.endCursor;
  }
  return { total, edges: seen };
}

describe('mocks of a 300+ type user schema follow Relay', () => {
  it('serves every type of the generated schema, and its standard introspection query passes the limits', async () => {
    h.newProject();
    const data = await ok(h, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true }));
    const types = data.__schema.types.filter((t: any) => !t.name.startsWith('__'));
    expect(types.length).toBe(relayTypeCount());
    expect(types.length).toBeGreaterThan(300);
    const flood = `{ ${Array.from({ length: 600 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    const r = await gql(h, flood);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('query_too_complex');
  });

  it('pages a connection with first/after: pages add up to totalCount, edges, nodes and pageInfo agree', async () => {
    h.newProject();
    let checked = 0;
    for (let i = 0; i < 8 && checked < 2; i++) {
      const { total, edges } = await allPages(`item${i}s`, 4);
      expect(edges).toHaveLength(total);
      expect(new Set(edges.map((e) => e.node.id)).size).toBe(total);
      expect(new Set(edges.map((e) => e.cursor)).size).toBe(total);
      if (total > 4) checked++;
    }
    expect(checked).toBe(2);
  });

  it('pages backwards with last/before to the same items, and answers the same page the same way every time', async () => {
    h.newProject();
    // The first lookup whose issues connection holds at least 3 items.
    let field = '';
    let all: any;
    for (let i = 0; i < 10 && !field; i++) {
      const f = `repository(owner: "octokit", name: "repo-${i}") { issues`;
      const d = await ok(h, `{ ${f}(first: 100) { ${PAGE} } } }`);
      if (d.repository.issues.totalCount >= 3) [field, all] = [f, d];
    }
    expect(field).not.toBe('');
    const items = all.repository.issues.edges;
    expect(items).toHaveLength(all.repository.issues.totalCount);
    expect(all.repository.issues.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const tail = await ok(h, `{ ${field}(last: 2) { ${PAGE} } } }`);
    expect(tail.repository.issues.edges).toEqual(items.slice(-2));
    expect(tail.repository.issues.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const before = await ok(h, `query($b: String) { ${field}(last: 1, before: $b) { ${PAGE} } } }`, { b: items[2].cursor });
    expect(before.repository.issues.edges).toEqual([items[1]]);
    const again = await ok(h, `{ ${field}(first: 100) { ${PAGE} } } }`);
    expect(again).toEqual(all);
  });

  it('refuses a cursor it did not issue and a negative first, naming the argument', async () => {
    h.newProject();
    const r = await gql(h, '{ item1s(first: 2, after: "bm9wZQ") { totalCount } }');
    expect(r.body.errors[0].extensions.errors[0].pointer).toBe('#/after');
    const n = await gql(h, '{ item1s(first: -1) { totalCount } }');
    expect(n.body.errors[0].extensions.errors[0].pointer).toBe('#/first');
  });

  it('node and nodes answer the object with that id, of the type the id names', async () => {
    h.newProject();
    const page = await ok(h, '{ item5s(first: 30) { nodes { id login name number owner { id } } } item9s(first: 30) { nodes { id } } }');
    const items = page.item5s.nodes;
    expect(items.length + page.item9s.nodes.length).toBeGreaterThan(0);
    for (const item of items.slice(0, 5)) {
      const { node } = await ok(h, `query($id: ID!) { node(id: $id) { __typename id ... on Item5 { login name number owner { id } } } }`, { id: item.id });
      expect(node).toEqual({ __typename: 'Item5', ...item });
      const { item5 } = await ok(h, 'query($id: ID!) { item5(id: $id) { id login name number owner { id } } }', { id: item.id });
      expect(item5).toEqual(item);
    }
    const ids = [...items.slice(0, 3).map((n: any) => n.id), ...page.item9s.nodes.slice(0, 3).map((n: any) => n.id)];
    const { nodes } = await ok(h, 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids });
    expect(nodes.map((n: any) => n.id)).toEqual(ids);
    expect(nodes.map((n: any) => n.__typename)).toEqual([...items.slice(0, 3).map(() => 'Item5'), ...page.item9s.nodes.slice(0, 3).map(() => 'Item9')]);
    // An id met through a lookup keeps that type for node().
    const byId = await ok(h, '{ item12(id: "my-own-id") { id login } }');
    expect(byId.item12.id).toBe('my-own-id');
    const { node } = await ok(h, '{ node(id: "my-own-id") { __typename id ... on Item12 { login } } }');
    expect(node).toEqual({ __typename: 'Item12', id: 'my-own-id', login: byId.item12.login });
  });
});

describe('mocks are deterministic per seed and kept per project', () => {
  const others: Sandbox[] = [];
  afterAll(async () => {
    for (const s of others) await s.stop();
  });
  const query = '{ item3s(first: 5) { totalCount edges { cursor node { id login status owner { id name } } } } repository(owner: "a", name: "b") { id description stargazerCount } }';
  const on = async (sb: Sandbox, project: string) => {
    const r = await send(`${sb.url}/graphql`, 'POST', { body: { query }, defaultToken: sb.operatorToken, defaultProject: project });
    expect(r.body.errors).toBeUndefined();
    return r.body.data;
  };

  it('answers the same with the same seed, whatever ran before, and otherwise with another seed', async () => {
    const start = (seed: number) => startSandbox({ port: 0, seed, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', graphSchemaFiles: [file] });
    const [a, b, c] = [await start(3), await start(3), await start(4)];
    others.push(a, b, c);
    const first = await on(a, 'p');
    await on(b, 'p').then(() => send(`${b.url}/graphql`, 'POST', { body: { query: '{ item3s(first: 1) { nodes { name } } }' }, defaultToken: b.operatorToken, defaultProject: 'p' }));
    expect(await on(b, 'p')).toEqual(first);
    expect(await on(c, 'p')).not.toEqual(first);
  });
});
