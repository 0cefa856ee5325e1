/**
 * The built-in schema is served without the mock layer, so every field must come from a resolver
 * or from the object its parent resolved to: a query selecting every field (two levels below each
 * list's items) answers without an error and without a null for a non-null field.
 */
import { buildClientSchema, getIntrospectionQuery, getNamedType, isLeafType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { ok } from './gql.js';

const h = useSandbox();

/** Every field of `type`, objects `depth` levels down; list fields take `first: 3` when they page. */
function selection(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type)) return '__typename';
  const parts: string[] = ['__typename'];
  for (const f of Object.values(type.getFields())) {
    const named = getNamedType(f.type);
    if (f.args.some((a) => a.type.toString().endsWith('!') && a.defaultValue === undefined)) continue;
    const args = f.args.some((a) => a.name === 'first') ? '(first: 3)' : '';
    if (isLeafType(named)) parts.push(`${f.name}${args}`);
    else if (depth > 0) parts.push(`${f.name}${args} { ${selection(schema, named, depth - 1)} }`);
  }
  return parts.join(' ');
}

describe('the built-in schema resolves every field without mocks', () => {
  it('answers every field of tickets, articles, links and categories', async () => {
    h.newProject();
    const schema = buildClientSchema((await ok(h, getIntrospectionQuery())) as any);
    for (const root of ['tickets', 'articles', 'links']) {
      const field = schema.getQueryType()!.getFields()[root];
      const query = `{ ${root}(first: 2) { ${selection(schema, getNamedType(field.type), 4)} } }`;
      const data = await ok(h, query);
      expect(data[root].edges.length, root).toBeGreaterThan(0);
    }
    const { categories } = await ok(h, `{ categories { ${selection(schema, schema.getType('Category')!, 2)} } }`);
    expect(categories.length).toBeGreaterThan(0);
  });
});
