/**
 * Mocked graphs that agree with themselves (issue 47): lookups bind their arguments (through an
 * object's identifying scalar too), a child reached through a connection refers back to its
 * parent, and a mutation payload's interface field is the object the input's id names. On a
 * schema in the shape of a code-hosting API and one in the shape of a commerce API.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { send } from '../helpers/sandbox.js';

const sdl = (name: string) => fileURLToPath(new URL(`./sdl/${name}.graphql`, import.meta.url));
let hosting: Sandbox;
let commerce: Sandbox;

beforeAll(async () => {
  [hosting, commerce] = await Promise.all([
    startSandbox({ port: 0, seed: 7, logLevel: 'silent', graphSchemaFiles: [sdl('code-hosting')] }),
    startSandbox({ port: 0, seed: 7, logLevel: 'silent', graphSchemaFiles: [sdl('commerce')] }),
  ]);
});
afterAll(async () => {
  await Promise.all([hosting?.stop(), commerce?.stop()]);
});

async function q(sb: Sandbox, query: string, project = 'lookups'): Promise<any> {
  const r = await send(`${sb.url}/graphql`, 'POST', { body: { query }, defaultToken: sb.operatorToken, defaultProject: project });
  expect(r.status).toBe(200);
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data;
}

describe('lookups on a code-hosting schema', () => {
  it('binds an argument to the field of its name, the same object every time and by node(id)', async () => {
    const a = await q(hosting, '{ user(login: "octocat") { id login name } }');
    expect(a.user.login).toBe('octocat');
    const b = await q(hosting, '{ user(login: "octocat") { id login name } other: repositoryOwner(login: "octocat") { login } }');
    expect(b.user).toEqual(a.user);
    expect(b.other.login).toBe('octocat');
    const n = await q(hosting, `{ node(id: "${a.user.id}") { __typename ... on User { login name } } }`);
    expect(n.node).toEqual({ __typename: 'User', login: 'octocat', name: a.user.name });
    const another = await q(hosting, '{ user(login: "hubot") { id login } }');
    expect(another.user.id).not.toBe(a.user.id);
  });

  it('binds an argument naming an object field to that object\'s identifying scalar (owner.login)', async () => {
    const r = await q(hosting, '{ repository(owner: "octocat", name: "hello-world") { id name owner { login } } }');
    expect(r.repository).toMatchObject({ name: 'hello-world', owner: { login: 'octocat' } });
    const again = await q(hosting, '{ repository(owner: "octocat", name: "hello-world") { id } }');
    expect(again.repository.id).toBe(r.repository.id);
  });

  it('a mutation payload\'s interface field is the object the input\'s id names, of its real type', async () => {
    const { repository } = await q(hosting, '{ repository(owner: "octocat", name: "spoon-knife") { id } }');
    const star = await q(hosting, `mutation { addStar(input: { starrableId: "${repository.id}", clientMutationId: "m1" }) { clientMutationId starrable { __typename id } } }`);
    expect(star.addStar).toEqual({ clientMutationId: 'm1', starrable: { __typename: 'Repository', id: repository.id } });
  });

  it('an issue reached through a repository\'s connection refers back to that repository, on every page', async () => {
    const { repository } = await q(hosting, '{ repository(owner: "octocat", name: "linguist") { id issues(first: 5) { totalCount edges { cursor node { id repository { id name } } } } } }');
    for (const e of repository.issues.edges) expect(e.node.repository).toEqual({ id: repository.id, name: 'linguist' });
    if (repository.issues.totalCount > 5) {
      const next = await q(hosting, `{ node(id: "${repository.id}") { ... on Repository { issues(first: 5, after: "${repository.issues.edges[4].cursor}") { edges { node { repository { id } } } } } } }`);
      for (const e of next.node.issues.edges) expect(e.node.repository.id).toBe(repository.id);
    }
  });
});

describe('lookups and parents on a commerce schema', () => {
  it('finds a product by handle (id left out), the same one by productByHandle', async () => {
    const a = await q(commerce, '{ product(handle: "wool-hat") { id handle title } }');
    expect(a.product.handle).toBe('wool-hat');
    const b = await q(commerce, '{ productByHandle(handle: "wool-hat") { id handle title } }');
    expect(b.productByHandle).toEqual(a.product);
  });

  it('a variant\'s product is the product whose variants listed it, across pages and calls', async () => {
    const { product } = await q(commerce, '{ product(handle: "scarf") { id variants(first: 3) { edges { cursor node { id product { id handle } } } pageInfo { hasNextPage endCursor } } } }');
    for (const e of product.variants.edges) expect(e.node.product).toEqual({ id: product.id, handle: 'scarf' });
    const again = await q(commerce, `{ node(id: "${product.id}") { ... on Product { variants(first: 3) { edges { node { id } } } } } }`);
    expect(again.node.variants.edges.map((e: any) => e.node.id)).toEqual(product.variants.edges.map((e: any) => e.node.id));
    if (product.variants.pageInfo.hasNextPage) {
      const page2 = await q(commerce, `{ node(id: "${product.id}") { ... on Product { variants(first: 3, after: "${product.variants.pageInfo.endCursor}") { nodes { product { id } } } } } }`);
      for (const v of page2.node.variants.nodes) expect(v.product.id).toBe(product.id);
    }
  });

  it('writes are seen by later reads of any path that reaches the object', async () => {
    const { product } = await q(commerce, '{ product(handle: "mittens") { id } }', 'writes');
    await q(commerce, `mutation { productUpdate(input: { id: "${product.id}", title: "Warm mittens" }) { product { id title } } }`, 'writes');
    const byHandle = await q(commerce, '{ product(handle: "mittens") { title } }', 'writes');
    const byNode = await q(commerce, `{ node(id: "${product.id}") { ... on Product { title } } }`, 'writes');
    expect(byHandle.product.title).toBe('Warm mittens');
    expect(byNode.node.title).toBe('Warm mittens');
  });

  it('gives the same objects after a restart with the same seed', async () => {
    const before = await q(commerce, '{ product(handle: "beanie") { id title variants(first: 2) { nodes { id sku } } } }', 'restart');
    const again = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', graphSchemaFiles: [sdl('commerce')] });
    try {
      expect(await q(again, '{ product(handle: "beanie") { id title variants(first: 2) { nodes { id sku } } } }', 'restart')).toEqual(before);
    } finally {
      await again.stop();
    }
  });
});
