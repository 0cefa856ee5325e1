/** Prompts for the tasks partners most often give a coding agent. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const user = (text: string) => ({ messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }] });

export function prompts(server: McpServer): void {
  server.registerPrompt(
    'sync-devices-incrementally',
    {
      title: 'Sync devices incrementally',
      description: 'Write a client that keeps a local copy of the Registry\'s devices with updated_since, and test it against the sandbox.',
      argsSchema: { language: z.string().max(40).optional() },
    },
    ({ language }) =>
      user(
        `Write a ${language ?? 'TypeScript'} job that keeps a local copy of the project's devices. ` +
          'Read docs with describe_operation listDevices: page with cursor (opaque), and pass updated_since with the newest updated_at you saw to fetch only changes; deleted devices come back as tombstones. ' +
          'Then test it in the sandbox: call_operation createDevice and updateDevice between two runs, use clock advance to move time, and check the second run fetches exactly the changes. ' +
          'Activate the rate-limit-storm scenario (activate_scenario) and make the job honour Retry-After.',
      ),
  );
  server.registerPrompt(
    'handle-partial-bulk-failures',
    {
      title: 'Handle partial bulk failures',
      description: 'Make a client of the bulk endpoints retry only the failed, retryable items.',
    },
    () =>
      user(
        'Find the bulk endpoint (search_operations bulk) and read it (describe_operation bulkDevices): it answers 207 with one result per item. ' +
          'Call it with one invalid item and read the explanation of the failed item; fix it. ' +
          'Then activate_scenario partial-bulk-failure and write the client so that it retries only the failed items whose status is retryable (429, 5xx), with a new Idempotency-Key for the new body, never resending an applied item. ' +
          'Check the journal tool afterwards: each retry should carry only the failed items.',
      ),
  );
}
