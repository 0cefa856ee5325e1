import { composeServices, compositionHasErrors, validate as validateFederation } from '@theguild/federation-composition';
import { buildASTSchema, buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, parse, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compose, entityTypes } from '../../src/apis/graph/schema/federation.js';
import { contractSources, SUBGRAPHS } from '../../src/apis/graph/schema/graph.js';
import { useSandbox } from '../helpers/sandbox.js';
import { gql, ok } from './gql.js';

const h = useSandbox();

const sorted = (sdl: string) => printSchema(lexicographicSortSchema(buildASTSchema(parse(sdl))));

describe('the federated schema (contracts/graph)', () => {
  it('has three Federation 2 subgraphs that the composition library validates and composes', async () => {
    const sources = contractSources();
    expect(sources.map((s) => s.name)).toEqual([...SUBGRAPHS]);
    const validation = validateFederation(sources.map((s) => ({ name: s.name, typeDefs: parse(s.sdl) })));
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.success).toBe(true);
    const { supergraphSdl } = await compose(sources);
    for (const graph of ['ARTICLES', 'TICKETS', 'LINKS']) expect(supergraphSdl).toContain(`@join__type(graph: ${graph}, key: "id")`);
    expect(supergraphSdl).toContain('@link(url: "https://specs.apollo.dev/join/v0.3", for: EXECUTION)');
  });

  it('serves exactly the composition\'s API schema at /graphql', async () => {
    h.newProject();
    const data = await ok(h, getIntrospectionQuery());
    const served = printSchema(lexicographicSortSchema(buildClientSchema(data)));
    expect(served).toBe(sorted((await compose(contractSources())).publicSdl));
  });

  it('answers _service { sdl } per subgraph with its SDL, and those SDLs compose again (what a gateway does)', async () => {
    h.newProject();
    const fetched = [];
    for (const s of contractSources()) {
      const data = await ok(h, '{ _service { sdl } }', undefined, { path: `/graphql/subgraphs/${s.name}` });
      expect(data._service.sdl).toBe(s.sdl);
      fetched.push({ name: s.name, sdl: data._service.sdl as string });
    }
    // Composed by the library itself, as a gateway would: the sandbox's own (the build's cache, or its
    // composition in this process) must be the same supergraph.
    const again = composeServices(fetched.map((s) => ({ name: s.name, typeDefs: parse(s.sdl) })));
    expect(compositionHasErrors(again)).toBe(false);
    expect(!compositionHasErrors(again) && again.supergraphSdl).toBe((await compose(contractSources())).supergraphSdl);
  });
});

describe('_entities round-trips for every @key type', () => {
  async function someIds() {
    const d = await ok(h, `{ articles(first: 1) { edges { node { id category { id } } } } tickets(first: 100) { edges { node { id devices { id } requests { id } } } } links(first: 1) { edges { node { id } } } }`);
    const tickets = d.tickets.edges.map((e: any) => e.node);
    return {
      Article: d.articles.edges[0].node.id,
      Category: d.articles.edges[0].node.category.id,
      Ticket: tickets[0].id,
      Device: tickets.flatMap((t: any) => t.devices)[0].id,
      // Requests come from the Registry; when it has none, an unknown id must answer null.
      Request: tickets.flatMap((t: any) => t.requests)[0]?.id as string | undefined,
      Link: d.links.edges[0].node.id,
      User: h.sb.seededUsers()[0].id,
    } as Record<string, string | undefined>;
  }

  it('resolves each entity of each subgraph from its representation, and null for an unknown id', async () => {
    h.newProject();
    const ids = await someIds();
    for (const source of contractSources()) {
      const types = entityTypes(parse(source.sdl));
      expect(types.length).toBeGreaterThan(0);
      for (const type of types) {
        const id = ids[type] ?? `${type.toLowerCase()}_unknown`;
        const reps = [{ __typename: type, id }, { __typename: type, id: 'nope_404' }];
        const r = await gql(h, `query($r: [_Any!]!) { _entities(representations: $r) { __typename ... on ${type} { id } } }`, { r: reps }, { path: `/graphql/subgraphs/${source.name}` });
        expect(r.status, `${source.name} ${type}`).toBe(200);
        expect(r.body.errors, `${source.name} ${type}`).toBeUndefined();
        const [found, missing] = r.body.data._entities;
        if (ids[type]) expect(found, `${source.name} ${type}`).toEqual({ __typename: type, id });
        else expect(found).toBeNull();
        expect(missing, `${source.name} ${type} unknown id`).toBeNull();
      }
    }
  });

  it('answers the owning subgraph\'s fields for an entity, as REST and /graphql do', async () => {
    h.newProject();
    const { ticket } = await ok(h, `{ ticket(id: "tkt_0000001") { id subject links { totalCount } } }`);
    const tickets = await ok(h, `{ _entities(representations: [{ __typename: "Ticket", id: "tkt_0000001" }]) { ... on Ticket { subject } } }`, undefined, { path: '/graphql/subgraphs/tickets' });
    expect(tickets._entities).toEqual([{ subject: ticket.subject }]);
    const links = await ok(h, `{ _entities(representations: [{ __typename: "Ticket", id: "tkt_0000001" }]) { ... on Ticket { links { totalCount } } } }`, undefined, { path: '/graphql/subgraphs/links' });
    expect(links._entities).toEqual([{ links: ticket.links }]);
  });

  it('refuses representations without __typename or of another subgraph\'s type', async () => {
    h.newProject();
    const r = await gql(h, `{ _entities(representations: [{ __typename: "Link", id: "x" }]) { __typename } }`, undefined, { path: '/graphql/subgraphs/articles' });
    expect(r.body.errors[0].message).toContain('not an entity of this subgraph');
    expect(r.body.errors[0].extensions.errors[0].pointer).toBe('#/representations/0');
    const n = await gql(h, `{ _entities(representations: [{ id: "x" }]) { __typename } }`, undefined, { path: '/graphql/subgraphs/articles' });
    expect(n.body.errors[0].message).toContain('needs a __typename');
    const unknown = await gql(h, '{ _service { sdl } }', undefined, { path: '/graphql/subgraphs/users' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toContain('articles, tickets, links');
  });
});
