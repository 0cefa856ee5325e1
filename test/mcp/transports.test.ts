/**
 * Both transports with the official clients: the TypeScript SDK over stdio (`platform-sandbox mcp
 * --url`), and Python's `mcp` package (in the venv) over Streamable HTTP and over stdio.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const ADMIN = 'adm-mcp-transports';
const h = useSandbox({ adminToken: ADMIN });
const run = promisify(execFile);
const python = '.venv/bin/python';

describe('the MCP server over stdio and from Python', () => {
  it('serves the TypeScript client over stdio, journaling its calls in the sandbox', async () => {
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'src/cli.ts', 'mcp', '--url', h.url, '--project', 'mcp-stdio'],
        env: { ...(process.env as Record<string, string>), SANDBOX_ADMIN_TOKEN: ADMIN },
        stderr: 'pipe',
      }),
    );
    try {
      const res = await client.callTool({ name: 'call_operation', arguments: { operationId: 'listDevices', query: { limit: 2 } } });
      const answer = JSON.parse((res.content as { text: string }[])[0].text);
      expect(answer).toMatchObject({ status: 200, request: { project: 'mcp-stdio' } });
      expect(JSON.parse(answer.body).data).toHaveLength(2);
      const journal = await h.admin('GET', '/journal?project=mcp-stdio&limit=5');
      expect(journal.status, journal.text).toBe(200);
      // The tools' control calls carry the project too (a cluster's proxy routes by it).
      const call = journal.body.data.find((e: { operation: string }) => e.operation === 'listDevices');
      expect(call).toMatchObject({ stage: 'dispatch', reason: null, status: 200 });
      expect(call.request_headers.authorization).toBe('Bearer [redacted]');
    } finally {
      await client.close();
    }
  });

  it.skipIf(!existsSync(python))('serves Python\'s official client over Streamable HTTP and over stdio', async () => {
    for (const mode of ['http', 'stdio']) {
      const { stdout } = await run(python, ['test/mcp/agent.py', mode, h.url, ADMIN], { timeout: 60_000 });
      const out = JSON.parse(stdout);
      expect(out.tools).toContain('call_operation');
      expect(out.resources).toContain('sandbox://openapi.json');
      expect(out.first).toBe('bulkDevices');
      expect(out.failed_items[0]).toMatchObject({ index: 0, status: 422, fields: [{ pointer: '#/items/0/tags' }] });
      expect(out.absolute_url.is_error).toBe(true);
      expect(out.absolute_url.text).toMatch(/path: must be a path relative to the sandbox/);
    }
    // Two Python processes (the stdio one starts a Node server too): about 20 s on a loaded 2-core machine.
  }, 120_000);
});
