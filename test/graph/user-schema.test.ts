import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { send, useSandbox } from '../helpers/sandbox.js';
import { generatedSdl, TYPE_COUNT } from './generated-sdl.js';
import { gql, ok } from './gql.js';

const dir = mkdtempSync(join(tmpdir(), 'graph-schema-'));
const file = join(dir, 'platform.graphql');
writeFileSync(file, generatedSdl());
const options = { graphSchemaFiles: [file] };
const h = useSandbox(options);

const THING = `id name email createdAt size color count ratio enabled next { id name } items { id name color }`;
const PROJECT = 'user-schema-runs';

const others: Sandbox[] = [];
afterAll(async () => {
  for (const s of others) await s.stop();
});

async function queryOn(sb: Sandbox, query: string) {
  const r = await send(`${sb.url}/graphql`, 'POST', { body: { query }, defaultToken: sb.operatorToken, defaultProject: PROJECT });
  expect(r.status).toBe(200);
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
}

describe('serve --graph-schema: a user SDL of 128 types', () => {
  it('serves every type of the file', async () => {
    h.newProject();
    const { __schema } = await ok(h, '{ __schema { types { name } } }');
    expect(__schema.types.filter((t: any) => !t.name.startsWith('__'))).toHaveLength(TYPE_COUNT);
  });

  it('keeps the sandbox resolvers for a type it knows, and mocks the rest of it', async () => {
    const project = h.newProject();
    const fixture = h.sb.deps.store.get(project).collection<any>('tickets').get('tkt_0000001');
    const { ticket } = await ok(h, '{ ticket(id: "tkt_0000001") { id subject description sentiment priority } }');
    expect(ticket).toMatchObject({ id: 'tkt_0000001', subject: fixture.subject, description: fixture.description });
    expect(typeof ticket.sentiment).toBe('number');
    expect(Number.isInteger(ticket.priority)).toBe(true);
    expect((await ok(h, '{ ticket(id: "tkt_0000001") { sentiment priority } }')).ticket).toEqual({ sentiment: ticket.sentiment, priority: ticket.priority });
    expect((await ok(h, '{ ticket(id: "tkt_nope") { id } }')).ticket).toBeNull();
  });

  it('mocks unknown types consistently: the same id is the same object, another id another', async () => {
    h.newProject();
    const d = await ok(h, `{ a: thing5(id: "w-1") { ${THING} } b: thing5(id: "w-1") { ${THING} } c: thing5(id: "w-2") { ${THING} } }`);
    expect(d.a).toEqual(d.b);
    expect(d.a.id).toBe('w-1');
    expect(d.c.id).toBe('w-2');
    expect(d.c.name).not.toBe(d.a.name);
    expect(d.a.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(Number.isNaN(Date.parse(d.a.createdAt))).toBe(false);
    expect(['RED', 'GREEN', 'BLUE']).toContain(d.a.color);
    expect(d.a.items).toHaveLength(2);
    // The object reached through another path is the same object.
    const nextId = d.a.next.id;
    const again = await ok(h, `{ thing6(id: "${nextId}") { id name } }`);
    expect(again.thing6).toEqual(d.a.next);
  });

  it('answers the same query the same way on every run with the same seed, whatever came before', async () => {
    const query = `{ thing7(id: "k") { ${THING} } search(text: "x") { __typename ... on Thing0 { name } } node(id: "n1") { id __typename } }`;
    const first = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', ...options });
    others.push(first);
    const second = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', ...options });
    others.push(second);
    const a = await queryOn(first, query);
    await queryOn(second, '{ thing7(id: "other") { name items { name } } thing3(id: "k") { name } }');
    const b = await queryOn(second, query);
    expect(b).toEqual(a);
    const reseeded = await startSandbox({ port: 0, seed: 8, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', ...options });
    others.push(reseeded);
    expect((await queryOn(reseeded, query)).thing7.name).not.toBe(a.thing7.name);
  });

  it('answers mutations of mocked types and still enforces the limits', async () => {
    h.newProject();
    const m = await ok(h, 'mutation { createThing0(input: { name: "n" }) { id name } }');
    expect(typeof m.createThing0.id).toBe('string');
    let deep = '{ id }';
    for (let i = 0; i < 14; i++) deep = `{ next ${deep} }`;
    const r = await gql(h, `{ thing0(id: "d") ${deep} }`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('query_too_deep');
  });

  it('has no subgraphs when the SDL is not federated', async () => {
    h.newProject();
    const r = await gql(h, '{ _service { sdl } }', undefined, { path: '/graphql/subgraphs/platform' });
    expect(r.status).toBe(404);
    expect(r.body.errors[0].message).toContain('not federated');
  });
});
