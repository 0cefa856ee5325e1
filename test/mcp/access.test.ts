/**
 * Who may use the MCP server and what its tools refuse: the control API's guard and admin token,
 * paths outside the platform, tokens the session minted (editor unless told), the session bound,
 * bad tool input named by field, long lists paged, and the endpoint off in `--shared` without an
 * admin token.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/server.js';
import { MAX_SESSIONS_PER_OWNER } from '../../src/mcp/endpoint.js';
import { send, useSandbox } from '../helpers/sandbox.js';

const ADMIN = 'adm-mcp-access';
const h = useSandbox({ adminToken: ADMIN });
const clients: Client[] = [];

async function connect(token = ADMIN): Promise<Client> {
  const client = new Client({ name: 'access-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${h.url}/_sandbox/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  clients.push(client);
  return client;
}

async function tool(client: Client, name: string, args: Record<string, unknown>): Promise<{ error: boolean; text: string; json?: any }> {
  const res = await client.callTool({ name, arguments: args });
  const text = (res.content as { text: string }[])[0].text;
  return { error: res.isError === true, text, json: res.isError ? undefined : JSON.parse(text) };
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

describe('the MCP endpoint\'s access', () => {
  it('refuses a foreign Origin and a missing admin token before the transport sees the request', async () => {
    const foreign = await send(`${h.url}/_sandbox/mcp`, 'POST', { token: ADMIN, body: initialize, headers: { origin: 'http://evil.example', accept: 'application/json, text/event-stream' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'cross_site_forbidden' });
    const anonymous = await send(`${h.url}/_sandbox/mcp`, 'POST', { body: initialize, headers: { accept: 'application/json, text/event-stream' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('Bearer');
    const stream = await send(`${h.url}/_sandbox/mcp`, 'GET', { token: ADMIN, headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
  });

  it('call_operation refuses absolute URLs and the control API, however spelled', async () => {
    const client = await connect();
    for (const path of ['http://127.0.0.1:1/v2/registry/devices', '//evil.example/v2/registry/devices', '/_sandbox/reset', '/%5Fsandbox/reset', '/v2/../_sandbox/reset', '/_SANDBOX/clock']) {
      const r = await tool(client, 'call_operation', { method: 'POST', path, body: {} });
      expect(r.error, path).toBe(true);
      expect(r.text, path).toMatch(/path: /);
    }
    const clock = await h.admin('GET', '/clock');
    expect(clock.status).toBe(200);
  });

  it('calls with a token it minted: editor unless told, admin only for a session holding the admin token', async () => {
    const client = await connect();
    const asEditor = await tool(client, 'call_operation', { operationId: 'listSessions' });
    expect(asEditor.json.status).toBe(403);
    expect(asEditor.json.explanation).toMatchObject({ code: 'insufficient_scope', stage: { name: 'project' } });
    const asAdmin = await tool(client, 'call_operation', { operationId: 'listSessions', role: 'admin' });
    expect(asAdmin.json.status).toBe(200);

    const open = await startSandbox({ port: 0, seed: 7, logLevel: 'silent' });
    try {
      const c = new Client({ name: 'open', version: '1' });
      await c.connect(new StreamableHTTPClientTransport(new URL(`${open.url}/_sandbox/mcp`)));
      const r = await tool(c, 'call_operation', { operationId: 'listSessions', role: 'admin' });
      expect(r.error).toBe(true);
      expect(r.text).toMatch(/^role: admin is only for a session that holds/);
      await c.close();
    } finally {
      await open.stop();
    }
  });

  it('names the field of bad tool input', async () => {
    const client = await connect();
    const missing = await tool(client, 'call_operation', { operationId: 'getDevice' });
    expect(missing).toMatchObject({ error: true });
    expect(missing.text).toMatch(/^params\.id: is required/);
    const badRole = await tool(client, 'call_operation', { operationId: 'listDevices', role: 'Not A Role' });
    expect(badRole.error).toBe(true);
    expect(badRole.text).toMatch(/role/);
    const header = await tool(client, 'call_operation', { operationId: 'listDevices', headers: { Authorization: 'Bearer x' } });
    expect(header.text).toMatch(/^headers\.Authorization: is set by the tool/);
    const cursor = await tool(client, 'search_operations', { query: 'devices', cursor: 'bm9wZQ' });
    expect(cursor.text).toMatch(/^cursor: is not a cursor this tool gave/);
  });

  it('pages a long list with a cursor, each page within the bound', async () => {
    const client = await connect();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const r = await tool(client, 'search_operations', { query: 'v2 v3 v1 events graphql', ...(cursor ? { cursor } : {}) });
      expect(r.text.length).toBeLessThanOrEqual(16_000);
      seen.push(...r.json.operations.map((o: { operationId: string }) => o.operationId));
      cursor = r.json.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    const served = await send(`${h.url}/openapi.json`, 'GET');
    const all = Object.values<Record<string, any>>(served.body.paths).flatMap((item) => Object.values(item).filter((op: any) => op?.operationId));
    expect(seen.length).toBe(all.length);
  });

  it(`opens at most ${MAX_SESSIONS_PER_OWNER} sessions per admin token`, async () => {
    const open = clients.length;
    for (let i = open; i < MAX_SESSIONS_PER_OWNER; i++) await connect();
    const over = await send(`${h.url}/_sandbox/mcp`, 'POST', { token: ADMIN, body: initialize, headers: { accept: 'application/json, text/event-stream' } });
    expect(over.status).toBe(429);
    expect(over.body.detail).toContain(`${MAX_SESSIONS_PER_OWNER} MCP sessions per admin token`);
    await clients.pop()!.close();
    await (clients.pop()!.transport as StreamableHTTPClientTransport).terminateSession();
    const again = await send(`${h.url}/_sandbox/mcp`, 'POST', { token: ADMIN, body: initialize, headers: { accept: 'application/json, text/event-stream' } });
    expect(again.status).toBe(200);
  });
});

describe('the MCP endpoint in --shared and --cluster modes', () => {
  it('is off in --cluster mode, pointing at the stdio server', async () => {
    const node = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', cluster: true, operatorToken: 'sbx_op_mcp-cluster' });
    try {
      const r = await send(`${node.url}/_sandbox/mcp`, 'POST', { body: initialize, headers: { accept: 'application/json, text/event-stream' } });
      expect(r.status).toBe(404);
      expect(r.body.detail).toMatch(/platform-sandbox mcp --url/);
    } finally {
      await node.stop();
    }
  });

  it('is off without an admin token, saying why', async () => {
    const shared = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', shared: true });
    try {
      const r = await send(`${shared.url}/_sandbox/mcp`, 'POST', { body: initialize, headers: { accept: 'application/json, text/event-stream' } });
      expect(r.status).toBe(404);
      expect(r.body.detail).toMatch(/--shared needs SANDBOX_ADMIN_TOKEN/);
    } finally {
      await shared.stop();
    }
  });
});
