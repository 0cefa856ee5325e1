/**
 * Review round 2, finding 15: the journal kept `X-Auth-Token`, `X-Access-Token` and `Api-Key`
 * headers; `?apikey=`, `?client_assertion=`, `?access%5Ftoken=`; the SCIM password under its URN
 * path and in a create body; and a JSON key spelled with an escape (`"pass\u0077ord"`). Each is
 * sent here, and neither the journal's detail page nor its curl line shows the secret.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { ui } from '../dashboard/ui-client.js';

const h = useSandbox();
const URN = 'urn:ietf:params:scim:schemas:core:2.0:User';

async function journaled(requestId: string): Promise<string> {
  const page = await ui(h, `/journal/${requestId}`);
  expect(page.status).toBe(200);
  return page.text;
}

describe('the journal hides every spelling of a credential', () => {
  it.each([
    ['X-Auth-Token, X-Access-Token and Api-Key headers', 'GET', '/v2/registry/devices?limit=1', { 'x-auth-token': 'SECRET-H1', 'x-access-token': 'SECRET-H2', 'api-key': 'SECRET-H3' }, undefined],
    ['apikey, client_assertion and a percent-encoded access_token in the query', 'GET', '/v2/registry/devices?limit=1&apikey=SECRET-Q1&client_assertion=SECRET-Q2&access%5Ftoken=SECRET-Q3', {}, undefined],
    ['a JSON key spelled with an escape', 'POST', '/v3/auth/sessions', {}, '{"username":"someone","pass\\u0077ord":"SECRET-J1"}'],
    ['the SCIM password in a create body under its URN', 'POST', '/scim/v2/Users', {}, JSON.stringify({ schemas: [`${URN}`], userName: 'leak@example.com', [`${URN}:password`]: 'SECRET-S1' })],
    ['the SCIM password set by PATCH under its URN path', 'PATCH', '/scim/v2/Users/usr_none', {}, JSON.stringify({ schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: `${URN}:password`, value: 'SECRET-S2' }] })],
  ])('%s', async (_, method, path, headers: Record<string, string>, raw) => {
    h.newProject();
    const r = await h.call(method, path, { headers: { ...headers, ...(raw ? { 'content-type': method === 'GET' ? 'application/json' : path.startsWith('/scim') ? 'application/scim+json' : 'application/json' } : {}) }, raw, token: path === '/v3/auth/sessions' ? null : undefined });
    expect(r.status).toBeLessThan(500);
    const page = await journaled(r.headers.get('x-request-id')!);
    expect(page).not.toMatch(/SECRET-/);
    expect(page).toContain('[redacted]');
  });
});
