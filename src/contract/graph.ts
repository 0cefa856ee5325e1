/**
 * Checks generated from the committed GraphQL SDL (`contracts/graph`, one file per subgraph,
 * composed with Federation 2): the target's schema, read by introspection, against the committed
 * one. A breaking change (a type or field removed, a type changed) and a dangerous one (an enum
 * value or an optional argument added, ...) are told apart by graphql-js's own comparison. The
 * Knowledge Graph's operations are "not shown" in the spec, so both checks are conventions.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices, compositionHasErrors } from '@theguild/federation-composition';
import { buildClientSchema, buildSchema, findBreakingChanges, findDangerousChanges, getIntrospectionQuery, parse, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { packageRoot } from '../openapi/document.js';
import type { CheckContext, CheckDefinition } from './types.js';

export const graphDir = join(packageRoot, 'contracts', 'graph');

/** The public schema the committed subgraphs compose to, or undefined when there are none. */
export function committedSchema(dir = graphDir): GraphQLSchema | undefined {
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort();
  if (!files.length) return undefined;
  const result = composeServices(files.map((f) => ({ name: f.replace(/\.graphql$/, ''), typeDefs: parse(readFileSync(join(dir, f), 'utf8')) })));
  if (compositionHasErrors(result)) throw new Error(`contracts/graph does not compose: ${result.errors.map((e) => e.message).join('; ')}`);
  return buildSchema(result.publicSdl);
}

async function introspect(t: CheckContext): Promise<GraphQLSchema> {
  const r = await t.call('POST', '/graphql', { body: { query: getIntrospectionQuery() }, headers: { accept: 'application/graphql-response+json, application/json' } });
  const data = (r.body as { data?: IntrospectionQuery } | undefined)?.data;
  if (r.status !== 200 || !data?.__schema) t.inconclusive(`introspection answered ${r.status} without a schema (is introspection switched off?)`);
  return buildClientSchema(data!);
}

const list = (changes: { type: string; description: string }[]) => changes.slice(0, 12).map((c) => `${c.type}: ${c.description}`).join('; ') + (changes.length > 12 ? `; … (${changes.length} in all)` : '');

export function graphChecks(dir = graphDir): CheckDefinition[] {
  let committed: GraphQLSchema | undefined;
  const schema = () => (committed ??= committedSchema(dir));
  if (!existsSync(dir)) return [];
  const meta = { basis: 'convention', safety: 'read-only', tags: ['graph', 'schema'], uses: ['POST /graphql'] } as const;
  return [
    {
      ...meta,
      id: 'graph.schema-no-breaking-changes',
      title: "The target's GraphQL schema has no breaking change against contracts/graph",
      ref: 'contracts/graph (Federation 2, composed); graphql-js findBreakingChanges',
      async run(t) {
        const target = await t.when('the schema is read by introspection', () => introspect(t));
        await t.then('nothing the committed schema offers is removed or changed incompatibly', () => {
          const changes = findBreakingChanges(schema()!, target);
          t.expect(!changes.length, `${changes.length} breaking change(s): ${list(changes)}`);
        });
      },
    },
    {
      ...meta,
      id: 'graph.schema-no-dangerous-changes',
      title: "The target's GraphQL schema has no dangerous change against contracts/graph",
      ref: 'contracts/graph (Federation 2, composed); graphql-js findDangerousChanges',
      async run(t) {
        const target = await t.when('the schema is read by introspection', () => introspect(t));
        await t.then('no enum value, union member or optional argument was added or changed', () => {
          const changes = findDangerousChanges(schema()!, target);
          t.expect(!changes.length, `${changes.length} dangerous change(s): ${list(changes)}`);
        });
      },
    },
  ];
}
