/**
 * An agent's task end to end over Streamable HTTP, with the official TypeScript client: find the
 * bulk endpoint, call it with one bad item, read the explanation, fix the item, put
 * partial-bulk-failure in force, see the failed items, advance the clock, see a webhook retry.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const ADMIN = 'adm-mcp-test-token';
const h = useSandbox({ adminToken: ADMIN });

let client: Client;
let receiver: Server;
const received: { id: string; status: number }[] = [];

async function tool(name: string, args: Record<string, unknown>): Promise<any> {
  const res = await client.callTool({ name, arguments: args });
  const text = (res.content as { text: string }[])[0].text;
  if (res.isError) throw new Error(text);
  expect(text.length).toBeLessThanOrEqual(16_000);
  return JSON.parse(text);
}

beforeAll(async () => {
  // A real receiver: the first attempt of each delivery fails, the retry succeeds.
  receiver = createServer((req, res) => {
    const id = String(req.headers['webhook-id']);
    const first = !received.some((r) => r.id === id);
    received.push({ id, status: first ? 500 : 200 });
    req.resume();
    res.writeHead(first ? 500 : 200).end();
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  client = new Client({ name: 'agent-task-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${h.url}/_sandbox/mcp`), { requestInit: { headers: { authorization: `Bearer ${ADMIN}` } } }));
});

afterAll(async () => {
  await client?.close();
  await new Promise((r) => receiver.close(r));
});

describe('an agent integrating with the platform through the MCP server', () => {
  it('lists tools, resources and prompts', async () => {
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual(
      ['activate_scenario', 'call_operation', 'clock', 'deactivate_scenario', 'describe_operation', 'explain_call', 'journal', 'list_scenarios', 'mint_token', 'project', 'search_operations', 'webhooks'].sort(),
    );
    const resources = (await client.listResources()).resources.map((r) => r.uri);
    expect(resources).toEqual(expect.arrayContaining(['sandbox://openapi.json', 'sandbox://control-api.json', 'sandbox://docs/agents.md', 'sandbox://docs/scenarios.md']));
    const openapi = await client.readResource({ uri: 'sandbox://openapi.json' });
    expect(JSON.parse((openapi.contents[0] as { text: string }).text).openapi).toBe('3.1.0');
    const prompts = (await client.listPrompts()).prompts.map((p) => p.name);
    expect(prompts).toEqual(expect.arrayContaining(['sync-devices-incrementally', 'handle-partial-bulk-failures']));
  });

  it('finds the bulk endpoint, is told why an item failed, and fixes it', async () => {
    const found = await tool('search_operations', { query: 'bulk devices' });
    expect(found.operations[0]).toMatchObject({ operationId: 'bulkDevices', method: 'POST', path: '/v2/registry/devices/bulk' });
    const described = await tool('describe_operation', { operationId: 'bulkDevices' });
    expect(described.rules.spec).toMatch(/^spec §4/);
    expect(described.example_request.body.items.length).toBeGreaterThan(0);

    const bad = await tool('call_operation', { operationId: 'bulkDevices', body: { op: 'patch', items: [{ id: 'dev_0000001', tags: ['lab'] }, { id: 'dev_0000002', tags: 'notalist' }] } });
    expect(bad.status).toBe(207);
    expect(bad.failed_items).toHaveLength(1);
    const failed = bad.failed_items[0];
    expect(failed).toMatchObject({ index: 1, id: 'dev_0000002', status: 422, code: 'unprocessable', rule: 'Unprocessable request' });
    expect(failed.fields).toEqual([{ in: 'body', pointer: '#/items/1/tags', detail: 'must be array' }]);
    expect(Array.isArray(failed.corrected_item.tags)).toBe(true);

    const fixed = await tool('call_operation', { operationId: 'bulkDevices', body: { op: 'patch', items: [failed.corrected_item] } });
    expect(fixed.status).toBe(207);
    expect(fixed.failed_items).toBeUndefined();
    expect(JSON.parse(fixed.body).summary).toEqual({ succeeded: 1, failed: 0 });
  });

  it('explains a refused call with the rule, the field, the spec section and the stage', async () => {
    const refused = await tool('call_operation', { operationId: 'createDevice', body: { name: 'x', platform: 'plan9' } });
    expect(refused.status).toBe(400);
    expect(refused.explanation).toMatchObject({ code: 'validation_failed', rule: 'Request does not match the contract', stage: { name: 'validate' } });
    expect(refused.explanation.fields.map((f: { pointer: string }) => f.pointer)).toContain('#/platform');
    expect(refused.explanation.spec).toMatch(/convention of the sandbox/);
    expect(refused.explanation.corrected_example.body.platform).not.toBe('plan9');
    const logged = await tool('journal', { status: 400 });
    const entry = logged.calls.find((c: { id: string }) => c.id === refused.headers['x-request-id']);
    expect(entry).toMatchObject({ operation: 'createDevice', status: 400, stage: 'validate' });
    const explained = await tool('explain_call', { id: refused.headers['x-request-id'] });
    expect(explained).toMatchObject({ stage: 'validate', operation: 'createDevice' });
    expect(explained.reason).toMatch(/^validation_failed: /);
    expect(JSON.parse(explained.request_body)).toEqual({ name: 'x', platform: 'plan9' });
  });

  it('puts partial-bulk-failure in force and sees the failed items', async () => {
    const known = await tool('list_scenarios', {});
    expect(known.known.map((s: { name: string }) => s.name)).toContain('partial-bulk-failure');
    await tool('activate_scenario', { name: 'partial-bulk-failure' });
    const items = Array.from({ length: 10 }, (_, i) => ({ id: `dev_000000${i}`, tags: ['mcp'] }));
    const answer = await tool('call_operation', { operationId: 'bulkDevices', body: { op: 'patch', items } });
    expect(answer.status).toBe(207);
    expect(answer.failed_items.length).toBeGreaterThan(0);
    for (const f of answer.failed_items) expect(f.status).toBeGreaterThanOrEqual(400);
    await tool('deactivate_scenario', {});
    expect((await tool('list_scenarios', {})).in_force.scenarios ?? []).toEqual([]);
  });

  it('reads the project\'s use of its bounds, snapshots and resets it', async () => {
    const counts = await tool('project', { action: 'counts' });
    expect(counts.id ?? counts.project).toMatch(/^mcp-/);
    expect(JSON.stringify(counts)).toMatch(/bytes/);
    await tool('project', { action: 'snapshot', name: 'mcp-before-reset' });
    await tool('project', { action: 'reset' });
    await tool('project', { action: 'restore', name: 'mcp-before-reset' });
  });

  it('sees a webhook retry after advancing the clock', async () => {
    const port = (receiver.address() as AddressInfo).port;
    const sub = await tool('call_operation', { operationId: 'createSubscription', body: { url: `http://127.0.0.1:${port}/hook`, event_types: ['device.updated'] } });
    expect(sub.status).toBe(201);
    const subscription = JSON.parse(sub.body);
    await tool('call_operation', { operationId: 'updateDevice', params: { id: 'dev_0000003' }, body: { tags: ['webhook'] } });
    const attempts = async () => {
      const d = await tool('webhooks', { action: 'deliveries', subscription_id: subscription.id });
      return d.deliveries[0]?.attempts.length ?? 0;
    };
    await expect.poll(attempts, { timeout: 10_000 }).toBe(1);
    await tool('clock', { action: 'advance', seconds: 6 });
    await expect.poll(attempts, { timeout: 10_000 }).toBe(2);
    const d = await tool('webhooks', { action: 'deliveries', subscription_id: subscription.id });
    expect(d.deliveries[0].attempts.map((a: { status_code?: number; response_status?: number }) => a.status_code ?? a.response_status)).toEqual([500, 200]);
    expect(received.map((r) => r.status)).toEqual([500, 200]);
    expect(new Set(received.map((r) => r.id)).size).toBe(1);
  });
});
