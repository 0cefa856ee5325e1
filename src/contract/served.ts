/**
 * Whether a target serves an operation at all. A routing refusal (404 or 405 from the router:
 * our `route_not_found`, Prism's `NO_PATH_MATCHED`) is not an answer of the operation, so a check
 * that sees one never passes: it fails for an operation the spec itself lists (§4's table), and is
 * inconclusive ("not served") for one of our conventional operations, which a real deployment
 * may not have.
 */
import type { Exchange } from './types.js';

/** The endpoints of spec §4's table: a target that does not serve one of them breaks the spec. */
const SPEC_OPERATIONS = [
  'GET /v2/registry/devices',
  'GET /v2/registry/devices/{id}',
  'POST /v2/registry/devices/bulk',
  'PATCH /v2/registry/requests/{id}',
  'PATCH /v2/registry/requests/bulk',
  'POST /v3/auth/sessions',
  'DELETE /v3/auth/sessions/{id}',
  'GET /v3/auth/users/{id}',
  'POST /v1/assets/licenses/assign',
] as const;

const templates = SPEC_OPERATIONS.map((key) => {
  const [method, path] = key.split(' ');
  return { key, method, re: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`) };
});

/** The §4 endpoint a concrete call is (literal segments win: `/devices/bulk` is not `/devices/{id}`). */
export function specOperation(method: string, path: string): string | undefined {
  const hits = templates.filter((t) => t.method === method.toUpperCase() && t.re.test(path));
  return hits.sort((a, b) => a.key.split('{').length - b.key.split('{').length)[0]?.key;
}

const ROUTING = /route_not_found|NO_PATH_MATCHED|NO_METHOD_MATCHED/i;

/** Why an answer is the router's refusal rather than an answer of the operation, or undefined. */
export function notServedReason(e: Exchange): string | undefined {
  const res = e.response;
  if (!res || (res.status !== 404 && res.status !== 405)) return undefined;
  const body = res.body as Record<string, unknown> | undefined;
  const said = body && typeof body === 'object' ? [body.code, body.type, body.title].filter((x) => typeof x === 'string').join(' ') : '';
  const routing = said.match(ROUTING)?.[0];
  // 405 is always the router's; a 404 only when the body says so (a missing object is a 404 too).
  if (res.status === 404 && !routing) return undefined;
  return `${e.request.method} ${new URL(e.request.url).pathname} answered ${res.status} (${routing ?? 'method not allowed'})`;
}
