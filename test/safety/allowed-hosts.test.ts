/**
 * Review round 2, finding 4: DNS rebinding. With no admin token, a page at rebind.example whose
 * name was rebound to 127.0.0.1 reset the sandbox, minted a token for `*` and posted the
 * dashboard's forms. Every request that names a host the sandbox does not answer to is refused
 * with 421 in problem+json, and changes nothing; IP addresses, localhost and `--allowed-host`
 * names pass.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { rawRequest } from './raw-http.js';

const h = useSandbox({ allowedHosts: ['sandbox.test', '.pods.test'] });

const as = (host: string, path: string, method = 'GET', body?: unknown, extra: Record<string, string> = {}) =>
  rawRequest(`${h.url}${path}`, {
    method,
    headers: { host, origin: `http://${host}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the Host allow-list', () => {
  it('refuses a rebound name on the control API with 421 problem+json, and nothing changes', async () => {
    const project = h.newProject();
    const device = await h.call('POST', '/v2/registry/devices', { body: { name: 'Stays', serial_number: 'REBIND-1' } });
    expect(device.status).toBe(201);
    const host = `rebind.example:${h.sb.port}`;
    const reset = await as(host, '/_sandbox/reset', 'POST', { project });
    expect(reset.status).toBe(421);
    expect(reset.headers['content-type']).toContain('application/problem+json');
    expect(reset.json).toMatchObject({ status: 421, type: 'urn:platform-sandbox:problem:misdirected-request' });
    expect(reset.json.detail).toContain('--allowed-host rebind.example');
    expect((await h.call('GET', `/v2/registry/devices/${device.body.id}`)).status).toBe(200);
    const minted = await as(host, '/_sandbox/tokens', 'POST', { role: 'admin', projects: '*' });
    expect(minted.status).toBe(421);
    expect(minted.text).not.toContain('access_token');
    expect((await as(host, '/_sandbox/health')).status).toBe(421);
  });

  it('refuses it on the dashboard (pages and forms) and on the GraphiQL page', async () => {
    const host = `rebind.example:${h.sb.port}`;
    const page = await as(host, '/_sandbox/ui/journal');
    expect(page.status).toBe(421);
    expect(page.headers['content-type']).toContain('application/problem+json');
    const form = await as(host, '/_sandbox/ui/clock', 'POST', undefined, { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' });
    expect(form.status).toBe(421);
    const graphiql = await as(host, '/graphql', 'GET', undefined, { accept: 'text/html' });
    expect(graphiql.status).toBe(421);
    expect((await as(host, '/graphql/assets/init.js')).status).toBe(421);
  });

  it('answers IP addresses, localhost, the --host address and --allowed-host names', async () => {
    const port = h.sb.port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `app.localhost:${port}`, `[::1]:${port}`, `10.1.2.3:${port}`, `sandbox.test:${port}`, 'SANDBOX.TEST.', `pod-0.pods.test:${port}`, `pods.test`]) {
      expect((await as(host, '/_sandbox/health')).status, host).toBe(200);
    }
    expect((await as(`localhost:${port}`, '/graphql', 'GET', undefined, { accept: 'text/html' })).status).toBe(200);
    expect((await as(`evilsandbox.test:${port}`, '/_sandbox/health')).status).toBe(421);
    expect((await as(`sandbox.test.evil:${port}`, '/_sandbox/health')).status).toBe(421);
  });

  it('leaves platform calls alone (they need a token)', async () => {
    h.newProject();
    const r = await rawRequest(`${h.url}/v2/registry/devices?limit=1`, { headers: { host: 'rebind.example', authorization: `Bearer ${h.token}`, 'x-service-project': 'rebind-p' } });
    expect(r.status).toBe(200);
  });
});
