import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFrom } from '../../src/config/env.js';
import { startSandbox } from '../../src/server.js';
import { useSandbox } from '../helpers/sandbox.js';
import { ok } from './gql.js';

const LINK = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])';
const dir = mkdtempSync(join(tmpdir(), 'graph-federated-'));
const support = join(dir, 'support.graphql');
const kb = join(dir, 'kb.graphql');
writeFileSync(support, `${LINK}\ntype Ticket @key(fields: "id") { id: ID! subject: String! sentiment: Float }\ntype Query { ticket(id: ID!): Ticket }\n`);
writeFileSync(kb, `${LINK}\ntype Ticket @key(fields: "id") { id: ID! faqs: [Faq!]! }\ntype Faq @key(fields: "id") { id: ID! question: String! answer: String! }\ntype Query { faq(id: ID!): Faq }\n`);

const h = useSandbox({ graphSchemaFiles: [support, kb] });

describe('serve --graph-schema with Federation 2 subgraph files', () => {
  it('composes them, keeps known resolvers and serves each file as a subgraph', async () => {
    const project = h.newProject();
    const subject = h.sb.deps.store.get(project).collection<any>('tickets').get('tkt_0000002').subject;
    const { ticket } = await ok(h, '{ ticket(id: "tkt_0000002") { subject sentiment faqs { id question } } }');
    expect(ticket.subject).toBe(subject);
    expect(ticket.faqs).toHaveLength(2);
    const sdl = (await ok(h, '{ _service { sdl } }', undefined, { path: '/graphql/subgraphs/kb' }))._service.sdl;
    expect(sdl).toContain('type Faq @key(fields: "id")');
    const faqId = ticket.faqs[0].id;
    const viaApi = (await ok(h, `{ faq(id: "${faqId}") { id question answer } }`)).faq;
    const viaEntities = (await ok(h, `{ _entities(representations: [{ __typename: "Faq", id: "${faqId}" }]) { ... on Faq { id question answer } } }`, undefined, { path: '/graphql/subgraphs/kb' }))._entities[0];
    expect(viaEntities).toEqual(viaApi);
    expect(viaApi.question).toBe(ticket.faqs[0].question);
  });

  it('takes the files from repeated flags, a comma list or SANDBOX_GRAPH_SCHEMA', () => {
    expect(optionsFrom(['--graph-schema', 'a.graphql', '--graph-schema', 'b.graphql'], {}).graphSchemaFiles).toEqual(['a.graphql', 'b.graphql']);
    expect(optionsFrom(['--graph-schema', 'a.graphql,b.graphql'], {}).graphSchemaFiles).toEqual(['a.graphql', 'b.graphql']);
    expect(optionsFrom([], { SANDBOX_GRAPH_SCHEMA: 'x.graphql' }).graphSchemaFiles).toEqual(['x.graphql']);
  });

  it('refuses to start on a missing file or subgraphs that do not compose, saying why', async () => {
    await expect(startSandbox({ port: 0, logLevel: 'silent', graphSchemaFiles: [join(dir, 'missing.graphql')] })).rejects.toThrow(/--graph-schema .*missing\.graphql/);
    const clash = join(dir, 'clash.graphql');
    writeFileSync(clash, `${LINK}\ntype Ticket @key(fields: "id") { id: ID! subject: Int }\ntype Query { other: Ticket }\n`);
    await expect(startSandbox({ port: 0, logLevel: 'silent', graphSchemaFiles: [support, clash] })).rejects.toThrow(/do not compose/);
  });
});
