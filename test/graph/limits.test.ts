import { buildSchema, getIntrospectionQuery, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { measureDocument } from '../../src/apis/graph/limits/limits.js';
import { useSandbox } from '../helpers/sandbox.js';
import { gql, ok } from './gql.js';

const h = useSandbox();

/** n fragments, each spreading the next twice; the last selects `leaf`. */
function chain(n: number, leaf = '__typename'): string {
  const fragments = Array.from({ length: n }, (_, i) => (i === n - 1 ? `fragment F${i} on Query { ${leaf} }` : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`));
  return `query { ...F0 }\n${fragments.join('\n')}`;
}

function expectRefused(r: { status: number; headers: Headers; body: any }, code: string) {
  expect(r.status).toBe(400);
  expect(r.headers.get('content-type')).toContain('application/graphql-response+json');
  expect(r.body.data).toBeUndefined();
  expect(r.body.errors[0].extensions.code).toBe(code);
}

describe('limits: fragments', () => {
  it('refuses a chain of 18 fragments, each spreading the next twice, as a GraphQL error (its cost doubles per link)', async () => {
    h.newProject();
    const r = await gql(h, chain(18));
    expectRefused(r, 'query_too_complex');
    expect(r.body.errors[0].extensions.complexity).toBe(2 ** 17);
    // A short chain is within the limit and runs.
    expect(await ok(h, chain(4))).toEqual({ __typename: 'Query' });
  });

  it('measures a document in work linear in its size: 8 times the fragments, about 8 times the steps', () => {
    const schema = buildSchema('type Query { a: Int b: [Query!]! }');
    const steps = (n: number) => {
      const r = measureDocument(schema, parse(chain(n, 'a')), undefined);
      if (r === 'too deep') throw new Error('unexpected');
      return r.steps;
    };
    const small = steps(40);
    const large = steps(320);
    expect(large / small).toBeGreaterThan(7);
    expect(large / small).toBeLessThan(9);
  });

  it('ignores a spread that closes a cycle (the standard rules then refuse the document)', async () => {
    h.newProject();
    const r = await gql(h, 'query { ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }');
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('refuses a document nested thousands of levels deep with a GraphQL error, never a 500', async () => {
    h.newProject();
    const query = `{ ${'tickets { edges { node { '.repeat(3000)}id${' } } }'.repeat(3000)} }`;
    const r = await gql(h, query);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toMatch(/query_too_deep|graphql_syntax_error/);
  });
});

describe('limits: introspection costs what it returns', () => {
  it("passes the standard introspection query, with every option and with GraphiQL's defaults", async () => {
    h.newProject();
    for (const query of [getIntrospectionQuery(), getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true })]) {
      const data = await ok(h, query);
      expect(data.__schema.types.length).toBeGreaterThan(30);
    }
  });

  it('refuses a flood of aliased __schema or __type fields', async () => {
    h.newProject();
    const schemaFlood = `{ ${Array.from({ length: 600 }, (_, i) => `s${i}: __schema { types { name fields { name type { name } } } }`).join(' ')} }`;
    const r = await gql(h, schemaFlood);
    expectRefused(r, 'query_too_complex');
    expect(r.body.errors[0].extensions.introspection).toBeGreaterThan(r.body.errors[0].extensions.limit);
    const typeFlood = `{ ${Array.from({ length: 1000 }, (_, i) => `t${i}: __type(name: "Ticket") { fields { name args { name } type { name } } }`).join(' ')} }`;
    expectRefused(await gql(h, typeFlood), 'query_too_complex');
    // A few are fine.
    const few = await ok(h, `{ a: __type(name: "Ticket") { name } b: __type(name: "Article") { name } }`);
    expect(few).toEqual({ a: { name: 'Ticket' }, b: { name: 'Article' } });
  });
});

describe('limits at the subgraph endpoints', () => {
  const entities = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Ticket { links(first: 100) { edges { node { id kind note } } } } } }';

  it('counts _entities representations: a few pass, two hundred are over the limit', async () => {
    h.newProject();
    const reps = (n: number) => Array.from({ length: n }, (_, i) => ({ __typename: 'Ticket', id: `tkt_${String(i + 1).padStart(7, '0')}` }));
    const few = await ok(h, entities, { r: reps(2) }, { path: '/graphql/subgraphs/links' });
    expect(few._entities).toHaveLength(2);
    const r = await gql(h, entities, { r: reps(200) }, { path: '/graphql/subgraphs/links' });
    expectRefused(r, 'query_too_complex');
    expect(r.body.errors[0].extensions.complexity).toBeGreaterThan(200 * 100);
  });

  it('applies depth and cost to every subgraph as to /graphql', async () => {
    h.newProject();
    const wide = '{ tickets(first: 100) { edges { node { id comments { id body public createdAt author { id } } devices { id name imei } requests { id title } } } } }';
    for (const path of ['/graphql', '/graphql/subgraphs/tickets']) expectRefused(await gql(h, wide, undefined, { path }), 'query_too_complex');
    expectRefused(await gql(h, chain(18), undefined, { path: '/graphql/subgraphs/articles' }), 'query_too_complex');
  });
});
