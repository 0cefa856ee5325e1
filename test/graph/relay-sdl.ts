/**
 * A generated user SDL of more than 300 types that follows the conventions of real public
 * schemas: Relay's Node interface with `node`/`nodes`, cursor connections (edges, nodes, pageInfo,
 * totalCount), lookups by non-id arguments, and mutations with input objects and clientMutationId.
 */
const ITEMS = 60;

/** Named types it declares plus the built-in scalars it uses. */
export function relayTypeCount(): number {
  // Per item: the type, its connection, edge, update input and payload. Fixed: Node, PageInfo,
  // Status, DateTime, Repository, CreateItem0Input, CreateItem0Payload, Query, Mutation, and the
  // built-in scalars it uses (ID, String, Int, Boolean).
  return ITEMS * 5 + 13;
}

export function relaySdl(): string {
  const parts: string[] = [];
  const queries: string[] = [];
  const mutations: string[] = [];
  const paging = 'first: Int, after: String, last: Int, before: String';
  for (let i = 0; i < ITEMS; i++) {
    parts.push(`type Item${i} implements Node {
  id: ID!
  login: String!
  name: String
  number: Int!
  status: Status!
  createdAt: DateTime!
  owner: Item${(i + 1) % ITEMS}
  related(${paging}): Item${(i + 7) % ITEMS}Connection!
  tags: [String!]!
}
type Item${i}Connection { edges: [Item${i}Edge!]! nodes: [Item${i}!]! pageInfo: PageInfo! totalCount: Int! }
type Item${i}Edge { cursor: String! node: Item${i}! }
input UpdateItem${i}Input { id: ID! name: String number: Int status: Status clientMutationId: String }
type UpdateItem${i}Payload { clientMutationId: String item${i}: Item${i} }`);
    queries.push(`  item${i}(id: ID!): Item${i}
  item${i}ByLogin(login: String!): Item${i}
  item${i}s(${paging}, status: Status): Item${i}Connection!`);
    mutations.push(`  updateItem${i}(input: UpdateItem${i}Input!): UpdateItem${i}Payload`);
  }
  return `scalar DateTime
enum Status { OPEN CLOSED MERGED }
interface Node { id: ID! }
type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
type Repository implements Node {
  id: ID!
  owner: String!
  name: String!
  description: String
  stargazerCount: Int!
  issues(${paging}): Item0Connection!
}
input CreateItem0Input { login: String! name: String number: Int clientMutationId: String }
type CreateItem0Payload { clientMutationId: String item0: Item0! }
${parts.join('\n')}
type Query {
  node(id: ID!): Node
  nodes(ids: [ID!]!): [Node]!
  repository(owner: String!, name: String!): Repository
${queries.join('\n')}
}
type Mutation {
  createItem0(input: CreateItem0Input!): CreateItem0Payload!
${mutations.join('\n')}
}
`;
}
