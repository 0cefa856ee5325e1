/**
 * Finding 8: the journal kept `Authorization` without a scheme, `X-Api-Key` and `?access_token=`
 * in clear. Every credential form is redacted now.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

describe('the journal redacts credentials', () => {
  it('in headers of every form and in query strings', async () => {
    const project = h.newProject();
    const secret = 'S3CRET-value-0123456789';
    await h.call('GET', '/v2/registry/devices', { token: null, headers: { authorization: secret } });
    await h.call('GET', '/v2/registry/devices', { token: null, headers: { authorization: `Basic ${secret}` } });
    await h.call('GET', '/v2/registry/devices', { headers: { 'x-api-key': secret, cookie: `sid=${secret}` } });
    await h.call('GET', `/v2/registry/devices?access_token=${secret}&limit=1`);
    await h.call('GET', `/v2/registry/devices?limit=1&refresh_token=${secret}&client_secret=${secret}&password=${secret}`);
    const minted = await h.admin('POST', '/tokens', { role: 'viewer', projects: [project] });
    await h.admin('DELETE', `/tokens/${minted.body.access_token}`);
    const journal = await h.admin('GET', '/journal?limit=1000');
    const text = JSON.stringify(journal.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(h.token);
    expect(text).not.toContain(minted.body.access_token);
    const entries = journal.body.data.filter((e: any) => e.project === project);
    expect(entries.map((e: any) => e.request_headers.authorization)).toContain('Basic [redacted]');
    expect(entries.map((e: any) => e.request_headers.authorization)).toContain('[redacted]');
    expect(entries.some((e: any) => e.query === '?access_token=[redacted]&limit=1')).toBe(true);
  });
});
