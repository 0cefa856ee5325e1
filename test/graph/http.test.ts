import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { useSandbox } from '../helpers/sandbox.js';
import { gql } from './gql.js';

const h = useSandbox();

const GRAPHQL_RESPONSE = 'application/graphql-response+json; charset=utf-8';

async function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(`${h.url}${path}`, { method, headers: { authorization: `Bearer ${h.token}`, 'x-service-project': h.newProject(), ...headers }, body });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

describe('GraphQL over HTTP', () => {
  it('runs a query over GET and refuses a mutation over GET with 405', async () => {
    const q = encodeURIComponent('{ tickets(first: 1) { totalCount } }');
    const r = await raw('GET', `/graphql?query=${q}`, { accept: 'application/graphql-response+json' });
    expect(r.status).toBe(200);
    expect(r.json.data.tickets.totalCount).toBe(60);
    const m = await raw('GET', `/graphql?query=${encodeURIComponent('mutation { deleteLink(id: "x") }')}`, { accept: 'application/graphql-response+json' });
    expect(m.status).toBe(405);
    expect(m.headers.get('allow')).toBe('POST');
    expect(m.json.errors[0].extensions.code).toBe('method_not_allowed');
  });

  it('negotiates the media type: graphql-response+json without Accept or for */*, JSON when asked, 406 otherwise', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    for (const accept of [undefined, '*/*']) {
      const r = await raw('POST', '/graphql', { 'content-type': 'application/json', ...(accept ? { accept } : {}) }, body);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(GRAPHQL_RESPONSE);
    }
    const json = await raw('POST', '/graphql', { 'content-type': 'application/json', accept: 'application/json' }, body);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.json).toEqual({ data: { __typename: 'Query' } });
    const none = await raw('POST', '/graphql', { 'content-type': 'application/json', accept: 'text/csv' }, body);
    expect(none.status).toBe(406);
    expect(none.json.errors[0].extensions.code).toBe('not_acceptable');
  });

  it('refuses bodies that are not a GraphQL request: 415, 400 malformed JSON, 400 missing query', async () => {
    const t = await raw('POST', '/graphql', { 'content-type': 'text/plain' }, '{ __typename }');
    expect(t.status).toBe(415);
    expect(t.json.errors[0].extensions.code).toBe('unsupported_media_type');
    const m = await raw('POST', '/graphql', { 'content-type': 'application/json' }, '{"query":');
    expect(m.status).toBe(400);
    expect(m.json.errors[0].extensions.code).toBe('malformed_json');
    const q = await raw('POST', '/graphql', { 'content-type': 'application/json' }, '{"qeury":"{ __typename }"}');
    expect(q.status).toBe(400);
    expect(q.json.errors[0].extensions.errors).toEqual([{ in: 'body', pointer: '#/query', detail: 'is required' }]);
  });

  it('answers syntax and validation errors with 400 as graphql-response+json and 200 as application/json (GraphQL over HTTP)', async () => {
    const syntax = await gql(h, '{ tickets(', undefined, {});
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].extensions.code).toBe('graphql_syntax_error');
    expect(syntax.body.data).toBeUndefined();
    const invalid = await gql(h, '{ ticket { nope } }', undefined, { accept: 'application/json' });
    expect(invalid.status).toBe(200);
    expect(invalid.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(invalid.body.errors.map((e: any) => e.extensions.code)).toEqual(['graphql_validation_failed', 'graphql_validation_failed']);
  });
});

describe('the platform chain under /graphql answers in GraphQL format', () => {
  it('401 without a token, with the Bearer challenge', async () => {
    const r = await gql(h, '{ __typename }', undefined, { token: null });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toBe('Bearer realm="platform-sandbox"');
    expect(r.headers.get('content-type')).toBe(GRAPHQL_RESPONSE);
    expect(r.body).toEqual({ errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'invalid_token', status: 401 }) })] });
  });

  it('400 without X-Service-Project and 403 in a project the token does not cover', async () => {
    const missing = await gql(h, '{ __typename }', undefined, { project: null });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].extensions).toMatchObject({ code: 'missing_project', errors: [{ in: 'header', pointer: '#/x-service-project' }] });
    const minted = await h.admin('POST', '/tokens', { role: 'admin', projects: ['only-here'], ttl_seconds: 600 });
    const forbidden = await gql(h, '{ __typename }', undefined, { token: minted.body.access_token, project: 'elsewhere' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0].extensions.code).toBe('project_forbidden');
  });

  it('renders chain errors as application/json for a client that accepts only JSON', async () => {
    const r = await gql(h, '{ __typename }', undefined, { token: null, accept: 'application/json' });
    expect(r.status).toBe(401);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.body.errors[0].extensions.code).toBe('invalid_token');
  });
});

describe('depth and complexity limits', () => {
  const deep = `{ tickets(first: 1) { edges { node { links(first: 1) { edges { node { article { links(first: 1) { edges { node { ticket { links(first: 1) { edges { node { id } } } } } } } } } } } } } } }`;
  const wide = `{ articles(first: 100) { edges { node { title links(first: 100) { edges { node { ticket { subject devices { name } } } } } } } } }`;

  it('refuses a query deeper than the limit before running it: 400 graphql-response+json', async () => {
    const r = await gql(h, deep);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toBe(GRAPHQL_RESPONSE);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'query_too_deep', limit: 12, depth: 15 });
    expect(r.body.errors[0].message).toContain('15 levels deep; the limit is 12');
    const legacy = await gql(h, deep, undefined, { accept: 'application/json' });
    expect(legacy.status).toBe(200);
    expect(legacy.body.errors[0].extensions.code).toBe('query_too_deep');
  });

  it('refuses a query whose estimated cost is over the limit, counting list sizes from first and variables', async () => {
    const r = await gql(h, wide);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'query_too_complex', limit: 10_000 });
    expect(r.body.errors[0].extensions.complexity).toBeGreaterThan(10_000);
    const small = await gql(h, `query($n: Int) { articles(first: $n) { edges { node { title links(first: $n) { edges { node { ticket { subject devices { name } } } } } } } } }`, { n: 5 });
    expect(small.status).toBe(200);
    const big = await gql(h, `query($n: Int) { articles(first: $n) { edges { node { title links(first: $n) { edges { node { ticket { subject devices { name } } } } } } } } }`, { n: 100 });
    expect(big.status).toBe(400);
  });

  it('lets introspection through (GraphiQL, code generators)', async () => {
    const r = await gql(h, getIntrospectionQuery());
    expect(r.status).toBe(200);
    expect(r.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('GraphiQL', () => {
  it('serves the page to a browser without a token, and its scripts from the package', async () => {
    const page = await fetch(`${h.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/graphql\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/graphql/assets/graphiql.css', '/graphql/assets/react.js', '/graphql/assets/react-dom.js', '/graphql/assets/graphiql.js', '/graphql/assets/init.js']);
    expect(html).not.toMatch(/https?:\/\//);
    for (const src of scripts) {
      const asset = await fetch(`${h.url}${src}`);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-type'), src).toMatch(src.endsWith('.css') ? /text\/css/ : /text\/javascript/);
      expect((await asset.text()).length, src).toBeGreaterThan(100);
    }
  });

  it('runs a browser GET that carries a query as a query (which needs a token)', async () => {
    const r = await fetch(`${h.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: 'text/html' } });
    expect(r.status).toBe(401);
  });
});
