/** `/graphql` and `/graphql/subgraphs/{name}`, behind the platform chain. */
import { Hono } from 'hono';
import { ApiError } from '../../core/errors.js';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { graphOf } from './graph.js';
import { graphqlEndpoint } from './http.js';

export function graphRoutes(deps: Deps) {
  const graph = graphOf(deps);
  const api = graphqlEndpoint(deps, graph.api);
  const subgraphs = new Map([...graph.subgraphs].map(([name, served]) => [name, graphqlEndpoint(deps, served)]));
  const subgraph = (name: string) => {
    const endpoint = subgraphs.get(name);
    if (!endpoint) {
      const known = [...subgraphs.keys()];
      throw new ApiError('not_found', { detail: known.length ? `no subgraph ${name}; the subgraphs are ${known.join(', ')}` : 'the served schema is not federated, so it has no subgraphs' });
    }
    return endpoint;
  };
  return new Hono<AppEnv>()
    .get('/graphql', (c) => api(c))
    .post('/graphql', (c) => api(c))
    .get('/graphql/subgraphs/:name', (c) => subgraph(c.req.param('name'))(c))
    .post('/graphql/subgraphs/:name', (c) => subgraph(c.req.param('name'))(c));
}
