import type { ApiModule } from '../module.js';
import { graphFixtureBound, graphFixtures } from './fixtures.js';
import { graphiqlPages } from './serving/graphiql.js';
import { ARTICLES, CATEGORIES, LINKS, TICKETS, type ArticleRecord, type CategoryRecord, type LinkRecord } from './records.js';
import { graphEndpoints } from './serving/endpoints.js';
import { graphHandlers } from './handlers.js';

/** The Knowledge Graph: must come after the modules whose records it links (registry, auth). */
export const graphModule: ApiModule = {
  name: 'graph',
  collections: [
    { name: CATEGORIES, indexes: { slug: (c: CategoryRecord) => c.slug, parent_id: (c: CategoryRecord) => c.parent_id ?? undefined } },
    { name: ARTICLES, indexes: { slug: (a: ArticleRecord) => a.slug } },
    { name: TICKETS },
    { name: LINKS, indexes: { article_id: (l: LinkRecord) => l.article_id, ticket_id: (l: LinkRecord) => l.ticket_id } },
  ],
  fixtures: graphFixtures,
  // Made on the first lookup of an article, ticket, link or category, not at start (decision 0021).
  fixtureBound: graphFixtureBound,
  handlers: graphHandlers,
  // The graph's schemas, mocks and limits are built before the server reports ready (decision 0010),
  // so the first GraphQL call pays no build; a user's schema and mocks files are checked here too,
  // and what the mocks could not settle alone is named as a start warning.
  prepare: async (deps) => (await graphEndpoints(deps)).warnings,
  pages: (deps) => graphiqlPages(deps),
};
