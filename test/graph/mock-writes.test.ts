import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFrom } from '../../src/config/env.js';
import { startSandbox } from '../../src/server.js';
import { useSandbox } from '../helpers/sandbox.js';
import { ok } from './gql.js';
import { relaySdl } from './relay-sdl.js';

const dir = mkdtempSync(join(tmpdir(), 'graph-writes-'));
const file = join(dir, 'relay.graphql');
writeFileSync(file, relaySdl());
const mocksFile = join(dir, 'mocks.yaml');
writeFileSync(mocksFile, ['Item2:', '  name: Pinned Name', '  status: [OPEN, MERGED]', '  tags: [a, b]', 'Item2Connection:', '  totalCount: 23', 'Repository:', '  stargazerCount: 42', ''].join('\n'));
const h = useSandbox({ graphSchemaFiles: [file], graphMocksFile: mocksFile });

describe('lookups echo their arguments', () => {
  it('by id and by non-id arguments, and the object keeps them through node()', async () => {
    h.newProject();
    const d = await ok(h, '{ item4(id: "abc") { id } item4ByLogin(login: "octocat") { id login } repository(owner: "octokit", name: "graphql-schema") { id owner name description } }');
    expect(d.item4.id).toBe('abc');
    expect(d.item4ByLogin.login).toBe('octocat');
    expect(d.repository).toMatchObject({ owner: 'octokit', name: 'graphql-schema' });
    const again = await ok(h, '{ item4ByLogin(login: "octocat") { id login name } other: item4ByLogin(login: "hubot") { id login } }');
    expect(again.item4ByLogin.id).toBe(d.item4ByLogin.id);
    expect(again.other).toMatchObject({ login: 'hubot' });
    expect(again.other.id).not.toBe(d.item4ByLogin.id);
    const { node } = await ok(h, `{ node(id: "${d.repository.id}") { __typename ... on Repository { owner name description } } }`);
    expect(node).toEqual({ __typename: 'Repository', owner: 'octokit', name: 'graphql-schema', description: d.repository.description });
  });
});

describe('mutations of mocked types', () => {
  it('echo clientMutationId and change what later queries of the same id see, per project', async () => {
    h.newProject();
    const { item6s } = await ok(h, '{ item6s(first: 3) { nodes { id name number status } } }');
    let target = item6s.nodes[0];
    if (!target) target = (await ok(h, '{ item6(id: "made-up") { id name number status } }')).item6;
    const m = await ok(h, 'mutation($input: UpdateItem6Input!) { updateItem6(input: $input) { clientMutationId item6 { id name number status login } } }', {
      input: { id: target.id, name: 'Renamed', number: 7, status: 'CLOSED', clientMutationId: 'cm-1' },
    });
    expect(m.updateItem6).toMatchObject({ clientMutationId: 'cm-1', item6: { id: target.id, name: 'Renamed', number: 7, status: 'CLOSED' } });
    const after = await ok(h, `query($id: ID!) { item6(id: $id) { name number status login } node(id: $id) { ... on Item6 { name } } }`, { id: target.id });
    expect(after.item6).toEqual({ name: 'Renamed', number: 7, status: 'CLOSED', login: m.updateItem6.item6.login });
    expect(after.node.name).toBe('Renamed');
    if (item6s.nodes[0]) expect((await ok(h, '{ item6s(first: 3) { nodes { name } } }')).item6s.nodes[0].name).toBe('Renamed');
    // Another project has its own mocks.
    h.newProject();
    expect((await ok(h, `query($id: ID!) { item6(id: $id) { name } }`, { id: target.id })).item6.name).not.toBe('Renamed');
  });

  it('create an object with the input, findable by its new id', async () => {
    h.newProject();
    const m = await ok(h, 'mutation { createItem0(input: { login: "new-one", name: "Fresh", clientMutationId: "c-9" }) { clientMutationId item0 { id login name } } }');
    expect(m.createItem0).toMatchObject({ clientMutationId: 'c-9', item0: { login: 'new-one', name: 'Fresh' } });
    const id = m.createItem0.item0.id;
    const { node, item0 } = await ok(h, `{ node(id: "${id}") { __typename id } item0(id: "${id}") { login name } }`);
    expect(node).toEqual({ __typename: 'Item0', id });
    expect(item0).toEqual({ login: 'new-one', name: 'Fresh' });
    const second = await ok(h, 'mutation { createItem0(input: { login: "another" }) { clientMutationId item0 { id } } }');
    expect(second.createItem0.clientMutationId).toBeNull();
    expect(second.createItem0.item0.id).not.toBe(id);
  });
});

describe('--graph-mocks pins values per type and field', () => {
  it('answers fixed values, draws from lists, and sizes connections by a pinned totalCount', async () => {
    h.newProject();
    const d = await ok(h, '{ item2s(first: 50) { totalCount nodes { name status tags } } repository(owner: "o", name: "n") { stargazerCount } }');
    expect(d.item2s.totalCount).toBe(23);
    expect(d.item2s.nodes).toHaveLength(23);
    for (const n of d.item2s.nodes) {
      expect(n.name).toBe('Pinned Name');
      expect(['OPEN', 'MERGED']).toContain(n.status);
      expect(n.tags).toEqual(['a', 'b']);
    }
    expect(new Set(d.item2s.nodes.map((n: any) => n.status)).size).toBe(2);
    expect(d.repository.stargazerCount).toBe(42);
  });

  it('refuses to start on a type, field or value the schema does not have, naming it', async () => {
    const bad = async (text: string, message: RegExp) => {
      const f = join(dir, `bad-${Math.abs(text.length)}.yaml`);
      writeFileSync(f, text);
      await expect(startSandbox({ port: 0, logLevel: 'silent', graphSchemaFiles: [file], graphMocksFile: f })).rejects.toThrow(message);
    };
    await bad('Nope:\n  name: x\n', /--graph-mocks .*Nope is not an object or interface type/);
    await bad('Item1:\n  nam: x\n', /Item1\.nam is not a field of Item1/);
    await bad('Item1:\n  number: many\n', /Item1\.number cannot be "many": the field is Int!/);
    await bad('Item1:\n  owner: x\n', /Item1\.owner is not a scalar or enum field/);
    await expect(startSandbox({ port: 0, logLevel: 'silent', graphSchemaFiles: [file], graphMocksFile: join(dir, 'missing.yaml') })).rejects.toThrow(/--graph-mocks .*missing\.yaml/);
  });

  it('takes the file from --graph-mocks or SANDBOX_GRAPH_MOCKS', () => {
    expect(optionsFrom(['--graph-mocks', 'm.yaml'], {}).graphMocksFile).toBe('m.yaml');
    expect(optionsFrom([], { SANDBOX_GRAPH_MOCKS: 'n.json' }).graphMocksFile).toBe('n.json');
  });
});
