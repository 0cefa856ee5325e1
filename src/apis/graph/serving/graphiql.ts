/**
 * GraphiQL at `GET /graphql` for a browser: the page and its scripts are vendored in
 * `assets/vendor/` (graphiql 3.9's UMD build, React 18's UMD builds; decision 0606), so it works offline. The page itself is
 * public; the queries it sends carry the token the user types into its Headers tab.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { packageRoot } from '../../../core/package-root.js';
import { allowedHostsMiddleware, type HostSettings } from '../../../http/allowed-hosts.js';
import type { AppEnv } from '../../../http/env.js';

const vendored = (file: string) => join(packageRoot, 'assets', 'vendor', file);

const ASSETS: Record<string, { file: string; type: string }> = {
  'react.js': { file: vendored('react/react.production.min.js'), type: 'text/javascript; charset=utf-8' },
  'react-dom.js': { file: vendored('react-dom/react-dom.production.min.js'), type: 'text/javascript; charset=utf-8' },
  'graphiql.js': { file: vendored('graphiql/graphiql.min.js'), type: 'text/javascript; charset=utf-8' },
  'graphiql.css': { file: vendored('graphiql/graphiql.min.css'), type: 'text/css; charset=utf-8' },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Platform sandbox — Knowledge Graph (GraphiQL)</title>
  <link rel="stylesheet" href="/graphql/assets/graphiql.css">
  <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script src="/graphql/assets/react.js"></script>
  <script src="/graphql/assets/react-dom.js"></script>
  <script src="/graphql/assets/graphiql.js"></script>
  <script src="/graphql/assets/init.js"></script>
</body>
</html>`;

const INIT = `(function () {
  var headers = JSON.stringify({ Authorization: 'Bearer <your token>', 'X-Service-Project': 'demo' }, null, 2);
  var fetcher = GraphiQL.createFetcher({ url: window.location.origin + '/graphql' });
  var query = '# Every query needs a token and a project: set them in the Headers tab below.\\n' +
    '{\\n  tickets(first: 5) {\\n    totalCount\\n    edges { node { id subject status devices { id name } links { edges { node { kind article { title } } } } } }\\n  }\\n}\\n';
  ReactDOM.createRoot(document.getElementById('graphiql')).render(
    React.createElement(GraphiQL, { fetcher: fetcher, defaultQuery: query, headers: headers, shouldPersistHeaders: true, defaultEditorToolsVisibility: 'headers' }));
})();`;

/** True for a browser navigating to the endpoint: it wants HTML and asks no query. */
function wantsPage(accept: string | undefined, hasQuery: boolean): boolean {
  return !hasQuery && (accept ?? '').split(',').some((a) => a.split(';')[0].trim().toLowerCase() === 'text/html');
}

/** The page and its scripts, for the hosts the sandbox answers to (http/allowed-hosts.ts); queries are platform calls. */
export function graphiqlPages(hosts: HostSettings): Hono<AppEnv> {
  const pageHosts = allowedHostsMiddleware(hosts);
  return new Hono<AppEnv>()
    .get('/graphql', async (c, next) => {
      if (!wantsPage(c.req.header('accept'), c.req.query('query') !== undefined)) return next();
      return pageHosts(c, async () => {
        c.res = c.html(PAGE);
      });
    })
    .use('/graphql/assets/*', pageHosts)
    .get('/graphql/assets/:file', async (c, next) => {
      const file = c.req.param('file');
      if (file === 'init.js') return c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
      const asset = ASSETS[file];
      if (!asset) return next();
      return c.body(await readFile(asset.file), 200, { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' });
    });
}
