/** The control API's MCP operations (tag `mcp`): each hands the raw exchange to the endpoint. */
import type { ControlHandlersOf } from '../admin/handler.js';
import type { McpEndpoint } from './endpoint.js';

export function mcpHandlers(endpoint: McpEndpoint) {
  return {
    mcpPost: ({ http }) => endpoint.handle(http),
    mcpGet: ({ http }) => endpoint.handle(http),
    mcpDelete: ({ http }) => endpoint.handle(http),
  } satisfies ControlHandlersOf<'mcp'>;
}
