/**
 * The endpoints behind `/graphql` and `/graphql/subgraphs/{name}`. The graph (federation
 * composition, schemas, mocks) and the GraphQL libraries are built once per sandbox, by the
 * module's `prepare` before the server reports ready (decision 0010), so a bad `--graph-schema`
 * file stops the start and the first GraphQL call waits for nothing.
 */
import type { Context } from 'hono';
import { ApiError } from '../../../core/errors.js';
import type { Deps } from '../../../deps.js';
import type { AppEnv } from '../../../http/env.js';

type Endpoint = (c: Context<AppEnv>) => Response | Promise<Response>;

interface Endpoints {
  api: Endpoint;
  subgraphs: Map<string, Endpoint>;
  /** The graph's start warnings. */
  warnings: string[];
}

const loaded = new WeakMap<Deps, Promise<Endpoints>>();

/** The graph's endpoints, built once per sandbox on first use. */
export function graphEndpoints(deps: Deps): Promise<Endpoints> {
  let endpoints = loaded.get(deps);
  if (!endpoints) {
    endpoints = Promise.all([import('../schema/graph.js'), import('./http.js')]).then(async ([{ graphOf }, { graphqlEndpoint }]) => {
      const graph = await graphOf(deps);
      return {
        api: graphqlEndpoint(deps, graph.api),
        subgraphs: new Map([...graph.subgraphs].map(([name, served]) => [name, graphqlEndpoint(deps, served, { oneLimitError: true })])),
        warnings: graph.warnings,
      };
    });
    loaded.set(deps, endpoints);
  }
  return endpoints;
}

/** A subgraph's endpoint, or a 404 naming the subgraphs there are. */
export async function subgraphEndpoint(deps: Deps, name: string): Promise<Endpoint> {
  const { subgraphs } = await graphEndpoints(deps);
  const endpoint = subgraphs.get(name);
  if (!endpoint) {
    const known = [...subgraphs.keys()];
    throw new ApiError('not_found', { detail: known.length ? `no subgraph ${name}; the subgraphs are ${known.join(', ')}` : 'the served schema is not federated, so it has no subgraphs' });
  }
  return endpoint;
}
