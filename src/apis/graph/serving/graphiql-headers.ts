/**
 * The Headers GraphiQL's page starts with (decision 0603). A sandbox only this machine can use (it
 * listens on loopback only, is neither `--shared` nor `--cluster`, and has no admin token, so
 * anyone here may mint tokens anyway) gives a page asked for by a Host on the allow-list a token of
 * its own: role `editor` in project `graphiql`, minted once per start from node:crypto like every
 * token and reused while it is valid, never the operator's token. Any other page keeps the
 * placeholders. The token goes into the page's HTML only (which another origin cannot read), never
 * into a script (which another origin could include).
 */
import { mintToken } from '../../../admin/tokens.js';
import { listensOnLoopback } from '../../../config/config.js';
import type { Deps } from '../../../deps.js';
import { hostAllowed } from '../../../http/allowed-hosts.js';

const GRAPHIQL_PROJECT = 'graphiql';
const GRAPHIQL_ROLE = 'editor';

export const PLACEHOLDER_HEADERS: Readonly<Record<string, string>> = { Authorization: 'Bearer <your token>', 'X-Service-Project': 'demo' };

/** Headers for the page asked for with this Host header: a token of the page's own, or the placeholders. */
export function graphiqlHeaders(deps: Deps): (host: string | undefined) => Readonly<Record<string, string>> {
  const { config } = deps;
  const local = listensOnLoopback(config.host) && !config.shared && !config.cluster && !config.adminToken;
  // `--allowed-host '*'` answers any name; it lists none, so it prefills for none but loopback names and addresses.
  const listed = hostAllowed({ host: config.host, allowedHosts: config.allowedHosts.filter((h) => h.trim() !== '*') });
  let token: string | undefined;
  return (host) => {
    if (!local || host === undefined || !listed(host)) return PLACEHOLDER_HEADERS;
    if (token === undefined || !deps.tokens.check(token).ok) {
      token = mintToken(deps, { role: GRAPHIQL_ROLE, projects: [GRAPHIQL_PROJECT], ttl_seconds: null, subject: 'graphiql' }).access_token;
    }
    return { Authorization: `Bearer ${token}`, 'X-Service-Project': GRAPHIQL_PROJECT };
  };
}
