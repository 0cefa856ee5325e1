/**
 * Checks generated from the committed GraphQL SDL (`contracts/graph`, one file per subgraph,
 * composed with Federation 2): the target's schema, read by introspection, against the committed
 * one. A breaking change (a type or field removed, a type changed) and a dangerous one (an enum
 * value or an optional argument added, ...) are told apart by graphql-js's own comparison. The
 * Knowledge Graph's operations are "not shown" in the spec, so both checks are conventions.
 */
import { existsSync } from 'node:fs';
import { buildClientSchema, buildSchema, findBreakingChanges, findDangerousChanges, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { compose } from '../apis/graph/schema/federation.js';
import { contractSources, graphContractDir } from '../apis/graph/schema/graph.js';
import type { CheckContext, CheckDefinition } from './types.js';

/** The public schema the committed subgraphs compose to (the graph module's own composition). */
async function committedSchema(): Promise<GraphQLSchema> {
  return buildSchema((await compose(contractSources())).publicSdl);
}

async function introspect(t: CheckContext): Promise<GraphQLSchema> {
  const r = await t.call('POST', '/graphql', { body: { query: getIntrospectionQuery() }, headers: { accept: 'application/graphql-response+json, application/json' } });
  const data = (r.body as { data?: IntrospectionQuery } | undefined)?.data;
  if (r.status !== 200 || !data?.__schema) t.inconclusive(`introspection answered ${r.status} without a schema (is introspection switched off?)`);
  return buildClientSchema(data!);
}

const list = (changes: { type: string; description: string }[]) => changes.slice(0, 12).map((c) => `${c.type}: ${c.description}`).join('; ') + (changes.length > 12 ? `; … (${changes.length} in all)` : '');

export function graphChecks(): CheckDefinition[] {
  let committed: Promise<GraphQLSchema> | undefined;
  const schema = () => (committed ??= committedSchema());
  if (!existsSync(graphContractDir)) return [];
  const meta = { basis: 'convention', safety: 'read-only', tags: ['graph', 'schema'], uses: ['POST /graphql'] } as const;
  return [
    {
      ...meta,
      id: 'graph.schema-no-breaking-changes',
      title: "The target's GraphQL schema has no breaking change against contracts/graph",
      ref: 'contracts/graph (Federation 2, composed); graphql-js findBreakingChanges',
      async run(t) {
        const target = await t.when('the schema is read by introspection', () => introspect(t));
        await t.then('nothing the committed schema offers is removed or changed incompatibly', async () => {
          const changes = findBreakingChanges(await schema(), target);
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
        await t.then('no enum value, union member or optional argument was added or changed', async () => {
          const changes = findDangerousChanges(await schema(), target);
          t.expect(!changes.length, `${changes.length} dangerous change(s): ${list(changes)}`);
        });
      },
    },
  ];
}
