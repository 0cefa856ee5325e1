/**
 * A generated SDL of exactly 128 named types (the spec's count for the platform's graph; another
 * count on request, at least 16, for the benches' large schemas), mixing
 * types the sandbox knows (Ticket, with an extra field and a differently typed one) with many it
 * does not: objects, an interface, a union, enums, an input and a custom scalar.
 */
export const TYPE_COUNT = 128;
/** DateTime, Color, Size, Node, SearchResult, Ticket, Query, Mutation, ThingInput + 5 built-in scalars. */
const FIXED = 14;

export function generatedSdl(typeCount = TYPE_COUNT): string {
  const THINGS = typeCount - FIXED;
  const things: string[] = [];
  const queries: string[] = [];
  for (let i = 0; i < THINGS; i++) {
    things.push(`"Generated type ${i}."
type Thing${i} implements Node {
  id: ID!
  name: String!
  email: String
  createdAt: DateTime!
  size: Size
  color: Color!
  count: Int
  ratio: Float
  enabled: Boolean!
  next: Thing${(i + 1) % THINGS}
  items: [Thing${(i * 7 + 3) % THINGS}!]!
}`);
    queries.push(`  thing${i}(id: ID!): Thing${i}`);
  }
  return `scalar DateTime
enum Color { RED GREEN BLUE }
enum Size { S M L XL }
interface Node { id: ID! }
union SearchResult = Thing0 | Thing1 | Ticket
"The sandbox knows Ticket: subject keeps its resolver; sentiment is new; priority is typed differently."
type Ticket {
  id: ID!
  subject: String!
  description: String!
  sentiment: Float
  priority: Int
}
input ThingInput { name: String! color: Color }
${things.join('\n')}
type Query {
  ticket(id: ID!): Ticket
  node(id: ID!): Node
  search(text: String!): [SearchResult!]!
${queries.join('\n')}
}
type Mutation {
  createThing0(input: ThingInput!): Thing0!
}
`;
}
