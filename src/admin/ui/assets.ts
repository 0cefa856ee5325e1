/**
 * The dashboard's two assets (a style sheet and a small script), served from the package's
 * `assets/ui/` folder: in the repository and shipped in the package, so a clean clone and an
 * installed package serve the page offline, without a CDN or a build step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../core/package-root.js';

const ASSET_DIR = join(packageRoot, 'assets', 'ui');

const TYPES: Record<string, string> = {
  'dashboard.css': 'text/css; charset=utf-8',
  'dashboard.js': 'text/javascript; charset=utf-8',
};

const cache = new Map<string, string>();

/** An asset's text and type, or undefined for a name that is not one. */
export function asset(name: string): { body: string; type: string } | undefined {
  const type = TYPES[name];
  if (!type) return undefined;
  let body = cache.get(name);
  if (body === undefined) {
    body = readFileSync(join(ASSET_DIR, name), 'utf8');
    cache.set(name, body);
  }
  return { body, type };
}
