/**
 * `platform-sandbox mcp --url URL`: the MCP server over stdio, for agent clients that start their
 * servers as processes. It talks to a running sandbox (or a cluster's entry) over HTTP, with the
 * admin token from `--admin-token` or `SANDBOX_ADMIN_TOKEN`; stdout carries only MCP messages.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { PROJECT_ID_PATTERN } from '../core/store.js';
import { UsageError } from '../config/env.js';
import { networkLink } from './link.js';
import { createMcpServer } from './server.js';
import { McpSession } from './session.js';

export const MCP_HELP = `platform-sandbox mcp — the sandbox's MCP server over stdio (docs/agents.md)

Usage:
  platform-sandbox mcp --url URL [--admin-token TOKEN] [--project PROJECT]

Flags:
  --url URL              the running sandbox (or the cluster's entry); also SANDBOX_URL
  --admin-token TOKEN    the control API's admin token, if it has one; also SANDBOX_ADMIN_TOKEN
  --project PROJECT      the project the session works in (default: mcp-<session id>)
  --help                 this text
`;

export async function mcpCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let values: { url?: string; 'admin-token'?: string; project?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { url: { type: 'string' }, 'admin-token': { type: 'string' }, project: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${MCP_HELP}`);
  }
  if (values.help) {
    process.stdout.write(MCP_HELP);
    return;
  }
  const url = values.url ?? env.SANDBOX_URL;
  if (!url || !/^https?:\/\/[^/]+/.test(url)) throw new UsageError(`--url must be the sandbox's http(s) URL\n\n${MCP_HELP}`);
  const id = randomUUID();
  const project = values.project ?? `mcp-${id}`;
  if (!PROJECT_ID_PATTERN.test(project)) throw new UsageError(`--project must match ${PROJECT_ID_PATTERN.source}`);
  const adminToken = values['admin-token'] ?? env.SANDBOX_ADMIN_TOKEN;
  const session = new McpSession(networkLink(url, adminToken || undefined, project), project, `mcp:${id.slice(0, 8)}`);
  const server = createMcpServer(session);
  const transport = new StdioServerTransport();
  await new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.on('end', () => resolve());
    void server.connect(transport);
  });
  await session.close();
  await server.close();
}
