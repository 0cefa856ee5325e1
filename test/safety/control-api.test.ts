/**
 * Findings 4 and 6: the control API and the inbox took any body from anywhere. A page on another
 * site could reset the sandbox with a `text/plain` POST (no preflight); the inbox kept bodies of
 * any size and depth (a 10^5-deep body made its GET answer 500).
 */
import { describe, expect, it } from 'vitest';
import { INBOX_LIMITS, Inboxes } from '../../src/apis/events/inbox.js';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ corsOrigins: ['https://dashboard.example'] });

describe('cross-site requests to the control API', () => {
  it('refuses a reset from a foreign Origin, even as text/plain, and changes nothing', async () => {
    const project = h.newProject();
    expect((await h.call('POST', '/v2/registry/devices', { body: { name: 'keep me', serial_number: 'SN-CSRF' } })).status).toBe(201);
    const attack = await send(`${h.url}/_sandbox/reset`, 'POST', { raw: '{}', headers: { origin: 'https://evil.example', 'content-type': 'text/plain' } });
    expect(attack.status).toBe(403);
    expect(attack.body.detail).toContain('https://evil.example');
    const minted = await send(`${h.url}/_sandbox/tokens`, 'POST', { raw: JSON.stringify({ role: 'admin', projects: '*' }), headers: { origin: 'null', 'content-type': 'application/json' } });
    expect(minted.status).toBe(403);
    const list = await h.call('GET', '/v2/registry/devices?serial_number=SN-CSRF', { project });
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses a body that is not JSON, from any origin (a form or no-cors fetch sends those)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const r = await send(`${h.url}/_sandbox/reset`, 'POST', { raw: '{}', headers: { 'content-type': type } });
      expect(r.status, type).toBe(415);
    }
  });

  it('allows the same origin and a configured CORS origin', async () => {
    const host = new URL(h.url).host;
    const sameHost = await send(`${h.url}/_sandbox/clock`, 'POST', { body: { freeze: false }, headers: { origin: `http://${host}` } });
    expect(sameHost.status).toBe(200);
    const dashboard = await send(`${h.url}/_sandbox/clock`, 'POST', { body: { freeze: false }, headers: { origin: 'https://dashboard.example' } });
    expect(dashboard.status).toBe(200);
  });

  it('bounds control-API bodies', async () => {
    const r = await send(`${h.url}/_sandbox/reset`, 'POST', { raw: JSON.stringify({ project: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(413);
  });
});

describe('the inbox is bounded', () => {
  const post = (name: string, raw: string) => send(`${h.url}/_sandbox/inbox/${name}`, 'POST', { raw, headers: { 'content-type': 'application/json' } });

  it('refuses a delivery over the per-message bound with 413', async () => {
    const r = await post('big', JSON.stringify({ x: 'y'.repeat(INBOX_LIMITS.messageBytes) }));
    expect(r.status).toBe(413);
    expect((await h.admin('GET', '/inbox/big')).body.count).toBe(0);
  });

  it('keeps at most its byte bound per inbox and in total, dropping the oldest', async () => {
    const chunk = JSON.stringify({ x: 'y'.repeat(200 * 1024) });
    for (let i = 0; i < 30; i++) expect((await post('fill', chunk)).status).toBe(200);
    const held = (await h.admin('GET', '/inbox/fill')).body.count;
    expect(held * chunk.length).toBeLessThanOrEqual(INBOX_LIMITS.bytesPerInbox);
    expect(held).toBeGreaterThan(10);
  });

  it('drops the oldest messages of the least recently written inbox past the total bound', () => {
    const inboxes = new Inboxes({ ...INBOX_LIMITS, bytesPerInbox: 300, totalBytes: 500 });
    const message = { received_at: 'now', headers: {}, verified: false, verification: '', project: null, subscription_id: null };
    for (let i = 0; i < 3; i++) inboxes.add('a', message, 'x'.repeat(100));
    for (let i = 0; i < 3; i++) inboxes.add('b', message, 'x'.repeat(100));
    expect(inboxes.bytes).toBe(500);
    expect(inboxes.list('a')).toHaveLength(2);
    expect(inboxes.list('b')).toHaveLength(3);
    inboxes.clear('b');
    expect(inboxes.bytes).toBe(200);
  });

  it('keeps a body nested deeper than the JSON bound as text, and still answers its GET', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect((await post('deep', deep)).status).toBe(200);
    const r = await h.admin('GET', '/inbox/deep');
    expect(r.status).toBe(200);
    expect(typeof r.body.data[0].body).toBe('string');
  });
});

describe('deep JSON on the platform', () => {
  it('answers 400 naming the bound', async () => {
    h.newProject();
    const deep = `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)},"serial_number":"x"}`;
    const r = await h.call('POST', '/v2/registry/devices', { raw: deep, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.detail).toContain('64');
  });
});
