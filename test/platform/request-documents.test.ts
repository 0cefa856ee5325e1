/**
 * What a platform document's requests need at start (issue 40): `$id`, `$anchor` and relative
 * `$ref`s resolved as JSON Schema 2020-12 says, path templates that tie routed to the first declared, and
 * `--strict-query`.
 */
import { describe, expect, it } from 'vitest';
import { optionsFrom } from '../../src/config/env.js';
import { startSandbox } from '../../src/server.js';
import { send } from '../helpers/sandbox.js';
import { fixture } from './helpers.js';

const start = (file: string, extra: object = {}) => startSandbox({ port: 0, seed: 7, logLevel: 'silent', platformOpenapi: [file], ...extra });

describe('JSON Schema 2020-12 identifiers in a 3.1 document', () => {
  it('resolves $id, $anchor and relative references, for requests and answers; --strict-query refuses unknown query parameters', async () => {
    const sb = await start(fixture('ids.yaml'), { strictQuery: true });
    try {
      const call = (method: string, path: string, body?: unknown) => send(`${sb.url}${path}`, method, { body, token: sb.operatorToken, project: 'ids' });
      const pet = await call('GET', '/pets/7');
      expect(pet.status).toBe(200);
      expect(pet.body).toEqual({ id: expect.any(Number), name: expect.any(String), ...(pet.body.tag !== undefined ? { tag: expect.any(String) } : {}) });
      expect((await call('POST', '/owners', { name: 'Kim', petName: 'Rex', tag: 'ok' })).status).toBe(201);
      // the anchored schema, the pointer into the $id'd one, and the relative `tag` each apply
      const refused = await call('POST', '/owners', { name: 'Kim', petName: 5, tag: 'far too long' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { in: 'body', pointer: '#/petName', detail: 'must be string' },
        { in: 'body', pointer: '#/tag', detail: 'must NOT have more than 5 characters' },
      ]);
      const unknown = await call('GET', '/pets/7?utm_source=x');
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([{ in: 'query', pointer: '#/utm_source', detail: 'is not a parameter of showPet' }]);
    } finally {
      await sb.stop();
    }
  });

  it('names a reference that resolves to no $id, and where it is', async () => {
    await expect(start(fixture('ids-broken.yaml'))).rejects.toThrow(
      `platform document ${fixture('ids-broken.yaml')} at #/components/schemas/Pet/properties/tag/$ref: $ref tags (resolved against https://example.com/schemas/pet as https://example.com/schemas/tags) points at no $id in the document`,
    );
  });
});

describe('path templates', () => {
  it('routes a path two templates tie for to the first declared, and names the pair at start', async () => {
    const sb = await start(fixture('ties.yaml'));
    try {
      const call = (path: string) => send(`${sb.url}${path}`, 'GET', { token: sb.operatorToken, project: 'ties' });
      expect((await call('/reports/current/summary')).body).toEqual({ template: 'year' });
      expect((await call('/reports/2025/summary')).body).toEqual({ template: 'year' });
      expect((await call('/reports/current/totals')).body).toEqual({ template: 'part' });
      expect(sb.deps.platform!.drift.pathTies).toEqual([{ first: '/reports/{year}/summary', second: '/reports/current/{part}' }]);
      const drift = await send(`${sb.url}/_sandbox/drift`, 'GET', { headers: sb.adminToken ? { authorization: `Bearer ${sb.adminToken}` } : {}, token: null, project: null });
      expect(drift.body.pathTies).toEqual([{ first: '/reports/{year}/summary', second: '/reports/current/{part}' }]);
    } finally {
      await sb.stop();
    }
  });

  it('takes --strict-query and SANDBOX_STRICT_QUERY', () => {
    expect(optionsFrom(['--strict-query'], {}).strictQuery).toBe(true);
    expect(optionsFrom([], { SANDBOX_STRICT_QUERY: 'true' }).strictQuery).toBe(true);
  });
});
