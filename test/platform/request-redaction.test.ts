/**
 * Every credential location a platform document declares joins the credential list at start
 * (issue 40): an API key's header, query parameter and cookie, and HTTP Basic are hidden in the
 * journal, the logs, the dashboard and its curl lines.
 */
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLoggers } from '../../src/server.js';
import { useSandbox } from '../helpers/sandbox.js';
import { signIn, ui, visible } from '../dashboard/ui-client.js';
import { fixture } from './helpers.js';

const ADMIN = 'redaction-admin-token-0123456789';
const t = useSandbox({ platformOpenapi: [fixture('requests.yaml')], adminToken: ADMIN });
let cookie = '';
beforeAll(async () => {
  cookie = await signIn(t);
});

describe('credential locations a document declares', () => {
  it('are redacted in the journal, the dashboard and its curl lines', async () => {
    t.newProject();
    const secret = t.token;
    const calls = [
      await t.call('GET', '/keyed/header', { token: null, headers: { 'x-partner-key': secret } }),
      await t.call('GET', `/keyed/query?partner_key=${secret}`, { token: null }),
      await t.call('GET', '/keyed/cookie', { token: null, headers: { cookie: `session_id=${secret}` } }),
      await t.call('GET', '/v1/customers', { token: null, headers: { authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}` } }),
    ];
    expect(calls.map((c) => c.status)).toEqual([200, 200, 200, 200]);
    const journal = await t.admin('GET', '/journal?limit=20');
    expect(JSON.stringify(journal.body)).not.toContain(secret);
    const entries = journal.body.data.slice(0, 4).reverse();
    expect(entries[0].request_headers['x-partner-key']).toBe('[redacted]');
    expect(entries[1].query).toBe('?partner_key=[redacted]');
    expect(entries[2].request_headers.cookie).toBe('[redacted]');
    expect(entries[3].request_headers.authorization).toBe('Basic [redacted]');
    for (const call of calls) {
      const html = (await ui(t, `/journal/${call.headers.get('x-request-id')}`, { cookie })).text;
      expect(html).not.toContain(secret);
      expect(visible(html)).toMatch(/curl -X GET/);
    }
    expect(visible((await ui(t, `/journal/${calls[0].headers.get('x-request-id')}`, { cookie })).text)).toContain(`-H 'x-partner-key: '"$TOKEN"`);
  });

  it('are redacted in the logs', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const { logger } = createLoggers('info', sink);
    logger.info({ headers: { 'x-partner-key': 'k1', authorization: 'Basic k2' }, partner_key: 'k3', session_id: 'k4' }, 'a request');
    expect(lines.join('')).not.toMatch(/k1|k2|k3|k4/);
    expect(lines.join('')).toContain('[redacted]');
  });
});
