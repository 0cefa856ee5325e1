/**
 * A document the cache keeps is compiled by graphql-jit on its second run: the compiled query must
 * answer exactly what graphql-js answered the first time (data, errors, statuses).
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { gql } from './gql.js';

const h = useSandbox();

const CASES: [string, string, Record<string, unknown>?, string?][] = [
  ['a nested query', '{ tickets(first: 10) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id subject status devices { id name } links { edges { node { kind article { title } } } } } } } }'],
  ['variables, fragments and aliases', 'query Q($n: Int, $id: ID!) { a: articles(first: $n) { edges { node { ...A } } } t: ticket(id: $id) { ...T } } fragment A on Article { id title category { name } } fragment T on Ticket { subject requester { id userName } }', { n: 3, id: 'tkt_0000002' }],
  ['a field error beside data', '{ ticket(id: "tkt_0000001") { id } missing: article(id: "nope") { id } }'],
  ['a mutation refused for bad input', 'mutation { createTicket(input: { subject: "" }) { id } }'],
  ['entities of a union, at a subgraph', '{ _entities(representations: [{ __typename: "Ticket", id: "tkt_0000001" }, { __typename: "Ticket", id: "tkt_none" }]) { __typename ... on Ticket { id links(first: 2) { totalCount } } } }', undefined, '/graphql/subgraphs/links'],
];

describe('compiled queries answer as interpreted ones', () => {
  for (const [what, query, variables, path] of CASES) {
    it(what, async () => {
      h.newProject();
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const r = await gql(h, query, variables, path ? { path } : {});
        runs.push({ status: r.status, body: r.body });
      }
      expect(runs[1]).toEqual(runs[0]);
      expect(runs[2]).toEqual(runs[0]);
    });
  }
});
