/**
 * A real federation gateway (Hive Gateway's runtime, in-process) over the supergraph composed from
 * the subgraphs' own `_service { sdl }`: cross-subgraph queries answer as `/graphql` does, auth
 * errors included, and a query over the limits is refused at the subgraphs the gateway calls.
 */
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { composeServices, compositionHasErrors } from '@theguild/federation-composition';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBGRAPHS } from '../../src/apis/graph/schema/graph.js';
import { useSandbox } from '../helpers/sandbox.js';
import { gql, ok } from './gql.js';

const h = useSandbox();
let gateway: ReturnType<typeof createGatewayRuntime>;

beforeAll(async () => {
  h.newProject();
  const services = [];
  for (const name of SUBGRAPHS) {
    const path = `/graphql/subgraphs/${name}`;
    const { _service } = await ok(h, '{ _service { sdl } }', undefined, { path });
    services.push({ name, typeDefs: parse(_service.sdl), url: `${h.url}${path}` });
  }
  const composed = composeServices(services);
  if (compositionHasErrors(composed)) throw new Error(composed.errors.map((e) => e.message).join('\n'));
  gateway = createGatewayRuntime({
    supergraph: composed.supergraphSdl,
    logging: false,
    propagateHeaders: {
      fromClientToSubgraphs: ({ request }) => ({
        authorization: request.headers.get('authorization'),
        'x-service-project': request.headers.get('x-service-project'),
      }),
    },
  });
});

afterAll(async () => {
  await gateway?.[Symbol.asyncDispose]?.();
});

async function viaGateway(query: string, variables: Record<string, unknown> | undefined, headers: Record<string, string>) {
  const res = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as Promise<{ data?: any; errors?: any[] }>;
}

const QUERIES: [string, string][] = [
  ['tickets with devices, links and linked articles', '{ tickets(first: 5) { totalCount edges { cursor node { id subject status devices { id name imei } links(first: 3) { totalCount edges { node { kind article { id title status } } } } } } } }'],
  ['articles with their links and the linked tickets', '{ articles(first: 4) { edges { node { id title links(first: 2) { edges { node { kind note ticket { id subject priority requester { id } } } } } } } } }'],
  ['one ticket by id with its links, from both sides', '{ ticket(id: "tkt_0000003") { id subject links(first: 5) { edges { node { id kind ticket { id subject } article { id title links(first: 1) { totalCount } } } } } } }'],
  ['a filter and a missing object', '{ links(first: 3, filter: { kind: SOLVES }) { edges { node { kind article { slug } ticket { status } } } } nothing: ticket(id: "tkt_nope") { id } }'],
];

describe('a federation gateway over the subgraphs answers as /graphql does', () => {
  for (const [what, query] of QUERIES) {
    it(what, async () => {
      const project = h.newProject();
      const direct = await gql(h, query);
      expect(direct.status).toBe(200);
      expect(direct.body.errors).toBeUndefined();
      const gw = await viaGateway(query, undefined, { authorization: `Bearer ${h.token}`, 'x-service-project': project });
      expect(gw.errors).toBeUndefined();
      expect(gw.data).toEqual(direct.body.data);
    });
  }

  it('passes auth errors through: no token, a viewer running a mutation', async () => {
    const project = h.newProject();
    const query = QUERIES[0][1];
    const codes = (errors: any[] | undefined) => (errors ?? []).map((e) => e.extensions?.code);
    const noToken = await viaGateway(query, undefined, { 'x-service-project': project });
    const direct401 = await h.call('POST', '/graphql', { token: null, body: { query }, headers: { accept: 'application/graphql-response+json' } });
    expect(direct401.status).toBe(401);
    expect(noToken.data ?? null).toBeNull();
    expect(codes(noToken.errors)).toContain(codes(direct401.body.errors)[0]);

    const minted = await h.admin('POST', '/tokens', { role: 'viewer', projects: [project], ttl_seconds: 600 });
    expect(minted.status).toBe(201);
    const viewer = minted.body.access_token ?? minted.body.token;
    const mutation = 'mutation { deleteLink(id: "lnk_0000001") }';
    const direct403 = await h.call('POST', '/graphql', { token: viewer, body: { query: mutation }, headers: { accept: 'application/graphql-response+json' } });
    expect(direct403.status).toBe(403);
    const gw403 = await viaGateway(mutation, undefined, { authorization: `Bearer ${viewer}`, 'x-service-project': project });
    expect(gw403.data?.deleteLink ?? null).toBeNull();
    expect(codes(gw403.errors)).toContain(codes(direct403.body.errors)[0]);
  });

  it('is refused at the subgraph when the part it sends is over the limits', async () => {
    const project = h.newProject();
    const wide = '{ tickets(first: 100) { edges { node { id comments { id body public createdAt author { id } } devices { id name imei } requests { id title } links(first: 100) { edges { node { article { title } } } } } } } }';
    const direct = await gql(h, wide);
    expect(direct.status).toBe(400);
    const gw = await viaGateway(wide, undefined, { authorization: `Bearer ${h.token}`, 'x-service-project': project });
    expect(gw.data?.tickets ?? null).toBeNull();
    expect(JSON.stringify(gw.errors)).toContain('query_too_complex');
  });

  it('a subgraph fetch over several limits arrives as one error with code and limits', async () => {
    const project = h.newProject();
    // Deeper than 12 and more complex than 10,000 within one subgraph (the articles' category tree).
    const inner = 'articles(first: 100) { edges { node { id title summary body locale status } } }';
    const deepAndWide = `{ categories { ${inner} children { ${inner} children { children { children { children { children { children { children { children { children { children { children { name } } } } } } } } } } } } } }`;
    const direct = await gql(h, deepAndWide, undefined, { path: '/graphql/subgraphs/articles' });
    expect(direct.status).toBe(400);
    expect(direct.body.errors).toHaveLength(1);
    const [one] = direct.body.errors;
    expect(one.extensions.code).toBe('query_too_deep');
    expect(one.extensions.limits.map((l: { code: string }) => l.code)).toEqual(['query_too_deep', 'query_too_complex']);
    expect(one.message).toMatch(/levels deep.*; the operation has complexity/);
    expect((await gql(h, deepAndWide)).body.errors.length).toBe(2);
    const gw = await viaGateway(deepAndWide, undefined, { authorization: `Bearer ${h.token}`, 'x-service-project': project });
    expect(gw.data?.categories ?? null).toBeNull();
    expect(JSON.stringify(gw.errors)).toContain('query_too_deep');
    expect(JSON.stringify(gw.errors)).not.toContain('Unexpected error');
  });
});
