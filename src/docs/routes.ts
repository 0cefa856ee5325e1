/**
 * The contract as a document (`/openapi.json`, `/openapi.yaml`) and as a page (`/docs`, Swagger
 * UI). The page's scripts and styles are Swagger UI's, vendored in `assets/vendor/swagger-ui/`
 * (decision 0606): no CDN, works offline.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { packageRoot } from '../core/package-root.js';
import { yaml } from '../core/yaml.js';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';

const swaggerDir = join(packageRoot, 'assets', 'vendor', 'swagger-ui');
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Platform sandbox — API reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <link rel="icon" href="/docs/assets/favicon-32x32.png">
</head>
<body>
  <div id="ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui', deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout',
  persistAuthorization: true });`;

export function docsRoutes(deps: Deps) {
  // Rendered on first request and kept: the YAML rendering alone is a tenth of a start-up.
  let json: string | undefined;
  let yamlText: string | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.body((json ??= JSON.stringify(deps.contract.document)), 200, { 'content-type': 'application/json' }))
    .get('/openapi.yaml', (c) => c.body((yamlText ??= yaml().stringify(deps.contract.document)), 200, { 'content-type': 'application/yaml' }))
    .get('/docs', (c) => c.html(PAGE))
    .get('/docs/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
    .get('/docs/assets/:file', async (c) => {
      const file = c.req.param('file');
      const type = ASSETS[file];
      if (!type) return c.notFound();
      const data = await readFile(join(swaggerDir, file));
      return c.body(data, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
    });
}
