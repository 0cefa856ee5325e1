/**
 * DNS rebinding against the MCP endpoint (the MCP spec's Streamable HTTP transport asks servers
 * to check `Origin`; a rebound page's Origin is its own name, which the Host check catches). A
 * page at rebind.example whose name now points at 127.0.0.1 sends `Host` and `Origin`
 * `rebind.example:PORT`, so it looks same-origin. Without an admin token nothing else stands in
 * its way: the control guard's Host allow-list refuses it with 421 problem+json before the
 * transport sees a byte, whatever the method, and the refused calls change nothing.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { rawRequest } from '../safety/raw-http.js';

/** No admin token: the endpoint is open to whoever reaches it by an allowed name. */
const h = useSandbox();
const client = new Client({ name: 'rebinding-test', version: '1.0.0' });
afterAll(() => client.close());

const PROTOCOL = '2025-06-18';
const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: 'rebound-page', version: '1' } } };

/** A request as the rebound page's fetch sends it: its own name in Host and Origin. */
function fromRebound(method: string, body?: unknown, session?: string) {
  const host = `rebind.example:${h.sb.port}`;
  return rawRequest(`${h.url}/_sandbox/mcp`, {
    method,
    headers: {
      host,
      origin: `http://${host}`,
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': PROTOCOL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { 'mcp-session-id': session } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function expectMisdirected(r: Awaited<ReturnType<typeof fromRebound>>) {
  expect(r.status).toBe(421);
  expect(r.headers['content-type']).toContain('application/problem+json');
  expect(r.json).toMatchObject({ status: 421, type: 'urn:platform-sandbox:problem:misdirected-request' });
  expect(r.json.detail).toContain('does not answer to the host rebind.example');
  expect(r.headers['mcp-session-id']).toBeUndefined();
}

describe('the MCP endpoint and a foreign Host', () => {
  it('refuses every method with 421 before the transport, and the refused calls change nothing', async () => {
    // A session of a local agent, reached by an allowed name, with a device in its project.
    await client.connect(new StreamableHTTPClientTransport(new URL(`${h.url}/_sandbox/mcp`)));
    const session = (client.transport as StreamableHTTPClientTransport).sessionId!;
    const project = h.newProject();
    const device = await h.call('POST', '/v2/registry/devices', { body: { name: 'Stays', serial_number: 'MCP-REBIND-1' } });
    expect(device.status).toBe(201);
    const before = Date.parse((await h.admin('GET', '/clock')).body.now);

    // The rebound page cannot open a session...
    expectMisdirected(await fromRebound('POST', initialize));
    // ...nor use one, were it to learn the id: no clock move, no reset, no token, no end of the session.
    const tool = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    expectMisdirected(await fromRebound('POST', tool(2, 'clock', { action: 'advance', seconds: 86_400 }), session));
    expectMisdirected(await fromRebound('POST', tool(3, 'project', { action: 'reset', project }), session));
    expectMisdirected(await fromRebound('POST', tool(4, 'mint_token', { project, role: 'admin' }), session));
    expectMisdirected(await fromRebound('GET', undefined, session));
    expectMisdirected(await fromRebound('DELETE', undefined, session));

    // The virtual clock runs on with real time, but was not moved a day on.
    expect(Date.parse((await h.admin('GET', '/clock')).body.now) - before).toBeLessThan(60_000);
    expect((await h.call('GET', `/v2/registry/devices/${device.body.id}`)).status).toBe(200);
    const journal = await h.admin('GET', '/journal?limit=50');
    expect(journal.body.data.filter((e: { operation?: string }) => e.operation === 'mintToken' || e.operation === 'reset')).toEqual([]);
    // The local agent's session is still there and still works.
    const clock = await client.callTool({ name: 'clock', arguments: { action: 'get' } });
    expect(clock.isError).not.toBe(true);
    expect(Date.parse(JSON.parse((clock.content as { text: string }[])[0].text).now) - before).toBeLessThan(60_000);
  });
});
