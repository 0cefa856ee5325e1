/**
 * `--graph-mocks` names what the schema's names do not say (issue 47): which field a lookup's
 * argument binds (`order(shop:)` → `shop.code`) and which field a listed child refers back through
 * when several could; the listing fields left ambiguous are named at start, a name that does not
 * resolve stops the start. On a schema of several hundred types generated here, with lookups,
 * parents, payloads and `node(id)` agreeing across calls, pages, writes and a restart.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { send } from '../helpers/sandbox.js';

const GROUPS = 60;
const paging = 'first: Int, after: String, last: Int, before: String';

/**
 * Per group: a shop (looked up by `code`, which no convention binds by itself), its orders (a
 * connection) and returns (another connection of the same orders type); an even group's order has
 * two fields of its shop's type (`shop`, `origin`), an odd group's one.
 */
function shopsSdl(groups: number): string {
  const parts: string[] = [];
  const queries: string[] = [];
  const mutations: string[] = [];
  for (let i = 0; i < groups; i++) {
    parts.push(`type Shop${i} implements Node & Followable { id: ID! code: String! title: String! followers: Int! orders(${paging}): Order${i}Connection! returns(${paging}): Order${i}Connection! }
type Order${i} implements Node { id: ID! number: Int! note: String shop: Shop${i}!${i % 2 === 0 ? ` origin: Shop${i}` : ''} }
type Order${i}Connection { edges: [Order${i}Edge!]! nodes: [Order${i}!]! pageInfo: PageInfo! totalCount: Int! }
type Order${i}Edge { cursor: String! node: Order${i}! }
input UpdateOrder${i}Input { id: ID! note: String clientMutationId: String }
type UpdateOrder${i}Payload { clientMutationId: String order${i}: Order${i} }`);
    queries.push(`  shop${i}(code: String!): Shop${i}\n  shop${i}ByRef(ref: String!): Shop${i}\n  order${i}(shop: String!, number: Int!): Order${i}`);
    mutations.push(`  updateOrder${i}(input: UpdateOrder${i}Input!): UpdateOrder${i}Payload`);
  }
  return `interface Node { id: ID! }
interface Followable { id: ID! followers: Int! }
type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
input FollowInput { targetId: ID! clientMutationId: String }
type FollowPayload { clientMutationId: String target: Followable }
${parts.join('\n')}
type Query {
  node(id: ID!): Node
${queries.join('\n')}
}
type Mutation {
  follow(input: FollowInput!): FollowPayload
${mutations.join('\n')}
}
`;
}

/** Named: every order lookup binds the shop's code; shop0's two connections name their back-reference, shop2's orders none. */
function mocksYaml(): string {
  const lines = ['lookups:'];
  for (let i = 0; i < GROUPS; i++) lines.push(`  Query.order${i}: { shop: shop.code }`);
  lines.push('  Query.shop1ByRef: { ref: code }', 'backReferences:', '  Shop0.orders: shop', '  Shop0.returns: origin', '  Shop2.orders: null', '');
  return lines.join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'graph-naming-'));
const schemaFile = join(dir, 'shops.graphql');
const mocksFile = join(dir, 'mocks.yaml');
const smallSchemaFile = join(dir, 'shops-small.graphql');
writeFileSync(schemaFile, shopsSdl(GROUPS));
writeFileSync(smallSchemaFile, shopsSdl(3));
writeFileSync(mocksFile, mocksYaml());
const options = { port: 0, seed: 11, logLevel: 'silent' as const, fixturesEpoch: '2026-01-01T00:00:00Z', graphSchemaFiles: [schemaFile], graphMocksFile: mocksFile };

let sb: Sandbox;
let startMs = 0;

beforeAll(async () => {
  const t0 = performance.now();
  sb = await startSandbox(options);
  startMs = performance.now() - t0;
});
afterAll(async () => {
  await sb?.stop();
});

async function q(query: string, project = 'naming', on: Sandbox = sb): Promise<any> {
  const r = await send(`${on.url}/graphql`, 'POST', { body: { query }, defaultToken: on.operatorToken, defaultProject: project });
  expect(r.status).toBe(200);
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data;
}

describe(`a generated schema of ${GROUPS * 6 + 10} types with --graph-mocks naming lookups and back-references`, () => {
  it('starts in bounded time, answers, and names the listing fields whose back-reference is ambiguous', async () => {
    const types = await q('{ __schema { types { name } } }');
    expect(types.__schema.types.filter((t: any) => !t.name.startsWith('__')).length).toBeGreaterThanOrEqual(GROUPS * 6);
    // Cold: the first start in this process loads the GraphQL libraries too.
    expect(startMs).toBeLessThan(30_000);
    // Even groups' orders and returns, less the three named: 2 * 30 - 3.
    const [warning, ...rest] = sb.warnings.filter((w) => w.startsWith('graph mocks:'));
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^graph mocks: 57 listing fields list children with several fields of the parent's type/);
    expect(warning).toContain('Shop2.returns (Order2: shop, origin)');
    expect(warning).toContain('Shop4.orders (Order4: shop, origin)');
    expect(warning).toContain('and 17 more');
    expect(warning).toContain('backReferences in --graph-mocks');
    for (const named of ['Shop0.orders', 'Shop0.returns', 'Shop2.orders (', 'Shop1.orders', 'Shop3.orders']) expect(warning).not.toContain(named);
  });

  it('a named lookup binds the field it names: through an object (order(shop:) → shop.code) and by another name (ref → code)', async () => {
    const a = await q('{ shop1(code: "acme") { id code title } byRef: shop1ByRef(ref: "acme") { id code title } order1(shop: "acme", number: 7) { id number shop { id code } } }');
    expect(a.shop1.code).toBe('acme');
    expect(a.byRef).toEqual(a.shop1);
    expect(a.order1.number).toBe(7);
    expect(a.order1.shop).toEqual({ id: a.shop1.id, code: 'acme' });
    // The same object every time, and by node(id).
    const b = await q(`{ order1(shop: "acme", number: 7) { id } node(id: "${a.order1.id}") { ... on Order1 { number shop { code } } } other: order1(shop: "acme", number: 8) { id } }`);
    expect(b.order1.id).toBe(a.order1.id);
    expect(b.node).toEqual({ number: 7, shop: { code: 'acme' } });
    expect(b.other.id).not.toBe(a.order1.id);
    // Without a name, an argument naming no field binds nothing: shop3ByRef's ref is no code.
    const c = await q('{ shop3ByRef(ref: "acme") { code } }');
    expect(c.shop3ByRef.code).not.toBe('acme');
  });

  it('children refer back through the named field, the only one, or none when ambiguous and unnamed, on every page', async () => {
    const page = (field: string, back: string, after = '') => `${field}(first: 4${after ? `, after: "${after}"` : ''}) { totalCount pageInfo { endCursor hasNextPage } nodes { id ${back} } }`;
    const d = await q(`{
      s0: shop0(code: "zero") { id orders: ${page('orders', 'shop { id } origin { id }')} returns: ${page('returns', 'shop { id } origin { id }')} }
      s1: shop1(code: "one") { id orders: ${page('orders', 'shop { id }')} }
      s2: shop2(code: "two") { id orders: ${page('orders', 'shop { id } origin { id }')} }
      s4: shop4(code: "four") { id orders: ${page('orders', 'shop { id } origin { id }')} }
    }`);
    const nonEmpty = (c: any) => c.nodes.length > 0;
    expect([d.s0.orders, d.s0.returns, d.s1.orders, d.s2.orders, d.s4.orders].filter(nonEmpty).length).toBeGreaterThanOrEqual(3);
    for (const o of d.s0.orders.nodes) expect(o.shop.id).toBe(d.s0.id);
    for (const o of d.s0.returns.nodes) expect(o.origin.id).toBe(d.s0.id);
    for (const o of d.s1.orders.nodes) expect(o.shop.id).toBe(d.s1.id);
    for (const o of [...d.s2.orders.nodes, ...d.s4.orders.nodes]) {
      expect(o.shop.id).not.toBe(d.s2.id);
      expect(o.shop.id).not.toBe(d.s4.id);
      expect(o.origin?.id).not.toBe(d.s2.id);
      expect(o.origin?.id).not.toBe(d.s4.id);
    }
    // The next page of the same connection, reached through node(id), and the same items again.
    for (const [shop, field, back] of [['s0', 'orders', 'shop'], ['s1', 'orders', 'shop'], ['s0', 'returns', 'origin']] as const) {
      const c = d[shop][field];
      const again = await q(`{ node(id: "${d[shop].id}") { ... on ${shop === 's0' ? 'Shop0' : 'Shop1'} { first: ${field}(first: 4) { nodes { id } } next: ${field}(first: 4, after: "${c.pageInfo.endCursor ?? ''}") { nodes { id ${back} { id } } } } } }`.replace(', after: ""', ''));
      expect(again.node.first.nodes.map((n: any) => n.id)).toEqual(c.nodes.map((n: any) => n.id));
      if (c.pageInfo.hasNextPage) for (const n of again.node.next.nodes) expect(n[back].id).toBe(d[shop].id);
    }
  });

  it('a payload\'s interface field is the object the input\'s id names; a write is seen through the connection that listed the object', async () => {
    const { shop5 } = await q('{ shop5(code: "five") { id orders(first: 30) { nodes { id note } } } }', 'payloads');
    const f = await q(`mutation { follow(input: { targetId: "${shop5.id}", clientMutationId: "f1" }) { clientMutationId target { __typename id } } }`, 'payloads');
    expect(f.follow).toEqual({ clientMutationId: 'f1', target: { __typename: 'Shop5', id: shop5.id } });
    const order = shop5.orders.nodes[0] ?? (await q('{ order5(shop: "five", number: 1) { id } }', 'payloads')).order5;
    const u = await q(`mutation { updateOrder5(input: { id: "${order.id}", note: "gift wrap" }) { order5 { id note } } }`, 'payloads');
    expect(u.updateOrder5.order5).toEqual({ id: order.id, note: 'gift wrap' });
    const seen = await q(`{ node(id: "${order.id}") { ... on Order5 { note } } shop5(code: "five") { orders(first: 30) { nodes { id note } } } }`, 'payloads');
    expect(seen.node.note).toBe('gift wrap');
    if (shop5.orders.nodes.length) expect(seen.shop5.orders.nodes.find((n: any) => n.id === order.id).note).toBe('gift wrap');
    // Another project does not see it.
    expect((await q(`{ node(id: "${order.id}") { ... on Order5 { note } } }`, 'elsewhere')).node.note).not.toBe('gift wrap');
  });

  it('answers the same after a restart with the same seed', async () => {
    const query = '{ order7(shop: "seven", number: 2) { id shop { id code title } } shop0(code: "zero") { orders(first: 3) { nodes { id number shop { id } } } } }';
    const before = await q(query, 'restart');
    const t0 = performance.now();
    const again = await startSandbox(options);
    // Warm: the schema, its mocks and the names checked and built.
    expect(performance.now() - t0).toBeLessThan(10_000);
    try {
      expect(await q(query, 'restart', again)).toEqual(before);
      expect(again.warnings).toEqual(sb.warnings);
    } finally {
      await again.stop();
    }
  });
});

describe('--graph-mocks names that do not resolve stop the start, naming them', () => {
  it('refuses an unknown type, field, argument or path, a list as a lookup, and a back-reference that cannot hold the parent', async () => {
    const cases: [string, RegExp][] = [
      ['lookups:\n  Nope.order0: { shop: shop.code }\n', /lookups\.Nope\.order0 Nope is not an object or interface type of the served schema/],
      ['lookups:\n  Query.order99: { shop: shop.code }\n', /lookups\.Query\.order99 Query has no field order99/],
      ['lookups:\n  Query.order0: { shop: shop.nope }\n', /lookups\.Query\.order0\.shop Shop0 has no field nope/],
      ['lookups:\n  Query.order0: { store: shop.code }\n', /lookups\.Query\.order0\.store Query\.order0 has no argument store/],
      ['lookups:\n  Query.order0: { number: shop.code }\n', /lookups\.Query\.order0\.number the argument is Int! and Order0\.shop\.code is String!: it cannot bind it/],
      ['lookups:\n  Shop0.orders: { first: number }\n', /lookups\.Shop0\.orders\.first Shop0\.orders returns a list or a connection/],
      ['backReferences:\n  Shop0.orders: nope\n', /backReferences\.Shop0\.orders Order0 has no field nope/],
      ['backReferences:\n  Shop0.orders: number\n', /backReferences\.Shop0\.orders Order0\.number is Int!, which cannot hold the Shop0 listing it/],
      ['backReferences:\n  Shop0.title: shop\n', /backReferences\.Shop0\.title Shop0\.title is not a connection or a paged list/],
    ];
    const results = await Promise.allSettled(cases.map(async ([text], i) => {
      const f = join(dir, `bad-${i}.yaml`);
      writeFileSync(f, text);
      const started = await startSandbox({ ...options, graphSchemaFiles: [smallSchemaFile], graphMocksFile: f });
      await started.stop();
    }));
    results.forEach((r, i) => {
      expect(r.status, cases[i][0]).toBe('rejected');
      expect(String((r as PromiseRejectedResult).reason?.message), cases[i][0]).toMatch(cases[i][1]);
      expect(String((r as PromiseRejectedResult).reason?.message)).toContain(`--graph-mocks ${join(dir, `bad-${i}.yaml`)}:`);
    });
  });
});
