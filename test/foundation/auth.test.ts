import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

async function mint(role: string, ttl_seconds = 3600, projects: string[] | '*' = '*') {
  const r = await h.admin('POST', '/tokens', { role, projects, ttl_seconds });
  expect(r.status).toBe(201);
  return r.body.access_token as string;
}

describe('Bearer authentication (spec §5 rules 1-2, RFC 6750)', () => {
  it('answers a call without Authorization with 401 and a bare Bearer challenge', async () => {
    const r = await h.call('GET', '/v2/registry/devices', { token: null });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toBe('Bearer realm="platform-sandbox"');
    expect(r.headers.get('content-type')).toBe('application/problem+json');
    expect(r.body).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('answers a malformed Bearer header with 400 invalid_request', async () => {
    const r = await h.call('GET', '/v2/registry/devices', { token: null, headers: { authorization: 'Bearer two words' } });
    expect(r.status).toBe(400);
    expect(r.headers.get('www-authenticate')).toContain('error="invalid_request"');
    expect(r.body.errors[0]).toMatchObject({ in: 'header', pointer: '#/authorization' });
  });

  it('answers an unknown token with 401 invalid_token', async () => {
    const r = await h.call('GET', '/v2/registry/devices', { token: 'sbx_nope' });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(r.body.detail).toContain('unknown');
  });

  it('expires a token when the virtual clock passes its lifetime', async () => {
    const token = await mint('viewer', 60);
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token })).status).toBe(200);
    await h.admin('POST', '/clock', { advance_seconds: 61 });
    const r = await h.call('GET', '/v2/registry/devices?limit=1', { token });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(r.body.detail).toContain('expired');
  });

  it('refuses a revoked token at once', async () => {
    const token = await mint('viewer');
    expect((await h.call('GET', '/v2/registry/devices?limit=1', { token })).status).toBe(200);
    expect((await h.admin('DELETE', `/tokens/${token}`)).status).toBe(204);
    const r = await h.call('GET', '/v2/registry/devices?limit=1', { token });
    expect(r.status).toBe(401);
    expect(r.body.detail).toContain('revoked');
  });

  it('keeps the operator token valid however far the clock moves', async () => {
    await h.admin('POST', '/clock', { advance_seconds: 400 * 86400 });
    expect((await h.call('GET', '/v2/registry/devices?limit=1')).status).toBe(200);
  });

  it('refuses a token outside the projects it lists with 403', async () => {
    const token = await mint('admin', 3600, ['only-this-one']);
    const r = await h.call('GET', '/v2/registry/devices', { token, project: 'another-project' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('project_forbidden');
  });

  it('refuses a write to a viewer with 403 insufficient_scope', async () => {
    const token = await mint('viewer');
    const r = await h.call('POST', '/v2/registry/devices', { token, body: { name: 'x', serial_number: 'S1' } });
    expect(r.status).toBe(403);
    expect(r.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    expect(r.body.code).toBe('insufficient_scope');
  });
});
