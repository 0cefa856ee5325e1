/**
 * The Knowledge Graph's operations: GraphQL over HTTP at `/graphql` and at each subgraph. Their
 * bodies are GraphQL's own protocol, so these handlers hand the exchange to the GraphQL endpoint.
 */
import type { Deps } from '../../deps.js';
import type { HandlersOf } from '../handler.js';
import { graphEndpoints, subgraphEndpoint } from './serving/endpoints.js';

export function graphHandlers(deps: Deps): HandlersOf<'graph'> {
  const api = async ({ http }: { http: Parameters<Awaited<ReturnType<typeof graphEndpoints>>['api']>[0] }) => (await graphEndpoints(deps)).api(http);
  const subgraph = async ({ http, params }: { http: Parameters<typeof api>[0]['http']; params: { name: string } }) => (await subgraphEndpoint(deps, params.name))(http);
  return {
    graphqlQuery: api,
    graphqlRequest: api,
    graphqlSubgraphQuery: subgraph,
    graphqlSubgraphRequest: subgraph,
  };
}
