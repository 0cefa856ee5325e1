/**
 * GraphiQL at `GET /graphql` for a browser: the page and its scripts are vendored in
 * `assets/vendor/` (graphiql 3.9's UMD build, React 18's UMD builds; decision 0606), so it works offline. The page itself is
 * public; the queries it sends carry the headers of its Headers tab, which start with a token of
 * the page's own on a sandbox only this machine uses, else with placeholders (graphiql-headers.ts).
 * It asks for the schema only once the headers hold no placeholder, and again whenever they change.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { packageRoot } from '../../../core/package-root.js';
import type { Deps } from '../../../deps.js';
import { allowedHostsMiddleware } from '../../../http/allowed-hosts.js';
import type { AppEnv } from '../../../http/env.js';
import { graphiqlHeaders, PLACEHOLDER_HEADERS } from './graphiql-headers.js';

const vendored = (file: string) => join(packageRoot, 'assets', 'vendor', file);

const ASSETS: Record<string, { file: string; type: string }> = {
  'react.js': { file: vendored('react/react.production.min.js'), type: 'text/javascript; charset=utf-8' },
  'react-dom.js': { file: vendored('react-dom/react-dom.production.min.js'), type: 'text/javascript; charset=utf-8' },
  'graphiql.js': { file: vendored('graphiql/graphiql.min.js'), type: 'text/javascript; charset=utf-8' },
  'graphiql.css': { file: vendored('graphiql/graphiql.min.css'), type: 'text/css; charset=utf-8' },
};

/** JSON inside a script element: `<` escaped, so no value can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const page = (headers: Readonly<Record<string, string>>) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Platform sandbox — Knowledge Graph (GraphiQL)</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/graphql/assets/graphiql.css">
  <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script type="application/json" id="graphiql-headers">${scriptJson(headers)}</script>
  <script src="/graphql/assets/react.js"></script>
  <script src="/graphql/assets/react-dom.js"></script>
  <script src="/graphql/assets/graphiql.js"></script>
  <script src="/graphql/assets/init.js"></script>
</body>
</html>`;

/**
 * The page's own script. Headers holding a placeholder (or not JSON) mean no schema yet (`schema:
 * null`: no request, so no error on load); any change of the headers, once they settle, makes a
 * new fetcher, on which GraphiQL introspects again. A prefilled token is not kept in localStorage.
 */
const INIT = `(function () {
  var PLACEHOLDER = ${JSON.stringify(PLACEHOLDER_HEADERS.Authorization)};
  var given = JSON.parse(document.getElementById('graphiql-headers').textContent);
  var prefilled = given.Authorization !== PLACEHOLDER;
  var stored = null;
  try { stored = prefilled ? null : window.localStorage.getItem('graphiql:headers'); } catch (e) {}
  var initial = stored || JSON.stringify(given, null, 2);
  var url = window.location.origin + '/graphql';
  function usable(text) {
    try { var h = JSON.parse(text); return !!h && typeof h === 'object' && text.indexOf(PLACEHOLDER) === -1; } catch (e) { return false; }
  }
  var query = '# ' + (prefilled ? 'A token for project ' + given['X-Service-Project'] + ' is in the Headers tab below.' : 'Every query needs a token and a project: set them in the Headers tab below.') + '\\n' +
    '{\\n  tickets(first: 5) {\\n    totalCount\\n    edges { node { id subject status devices { id name } links { edges { node { kind article { title } } } } } }\\n  }\\n}\\n';
  var e = React.createElement;
  function Page() {
    var fetcher = React.useState(function () { return GraphiQL.createFetcher({ url: url }); });
    var ready = React.useState(usable(initial));
    var timer = React.useRef(0);
    var last = React.useRef(initial);
    function edited(text) {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(function () {
        if (text === last.current) return;
        last.current = text;
        var ok = usable(text);
        ready[1](ok);
        if (ok) fetcher[1](function () { return GraphiQL.createFetcher({ url: url }); });
      }, 400);
    }
    return e(GraphiQL, { fetcher: fetcher[0], schema: ready[0] ? undefined : null, defaultQuery: query, headers: initial, onEditHeaders: edited, shouldPersistHeaders: !prefilled, defaultEditorToolsVisibility: 'headers' });
  }
  ReactDOM.createRoot(document.getElementById('graphiql')).render(e(Page));
})();`;

/** True for a browser navigating to the endpoint: it wants HTML and asks no query. */
function wantsPage(accept: string | undefined, hasQuery: boolean): boolean {
  return !hasQuery && (accept ?? '').split(',').some((a) => a.split(';')[0].trim().toLowerCase() === 'text/html');
}

/** The page and its scripts, for the hosts the sandbox answers to (http/allowed-hosts.ts); queries are platform calls. */
export function graphiqlPages(deps: Deps): Hono<AppEnv> {
  const pageHosts = allowedHostsMiddleware(deps.config);
  const headersFor = graphiqlHeaders(deps);
  return new Hono<AppEnv>()
    .get('/graphql', async (c, next) => {
      if (!wantsPage(c.req.header('accept'), c.req.query('query') !== undefined)) return next();
      return pageHosts(c, async () => {
        // Never cached, never framed: it may hold a token.
        c.res = c.html(page(headersFor(c.req.header('host'))), 200, {
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
          'content-security-policy': "frame-ancestors 'none'",
          'x-frame-options': 'DENY',
        });
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
