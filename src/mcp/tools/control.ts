/** Tools over the control API: scenarios, the clock, the project, tokens. Each is one or two control calls. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { result, ToolInputError } from '../fit.js';
import { call, control } from '../link.js';
import { DEFAULT_ROLE } from '../session.js';
import type { ToolContext } from './context.js';

const project = z.string().max(64).optional().describe('the project (the session\'s own unless named)');

/** A control call whose refusal is the agent's to fix: an MCP error naming the field and the sandbox's reason. */
async function controlAs(ctx: ToolContext, field: string, path: string, o: Parameters<typeof control>[2]) {
  const answer = await call(ctx.session.link, path, o);
  if (answer.status >= 400) {
    const problem = answer.json as { detail?: string; errors?: { pointer: string; detail: string }[] } | undefined;
    const fields = problem?.errors?.map((e) => `${e.pointer} ${e.detail}`).join('; ');
    throw new ToolInputError(field, `${problem?.detail ?? answer.text.slice(0, 300)}${fields ? ` (${fields})` : ''}`);
  }
  return answer.json as any;
}

export function controlTools(server: McpServer, ctx: ToolContext): void {
  const link = ctx.session.link;

  server.registerTool(
    'list_scenarios',
    {
      title: 'Fault scenarios',
      description: 'The ready-made fault scenarios (name, what they do) and those in force in the project, with their counters.',
      inputSchema: { project },
      annotations: { readOnlyHint: true },
    },
    async (input) => {
      const p = ctx.session.projectOf(input.project);
      const [known, inForce] = await Promise.all([control<{ data: any[] }>(link, '/_sandbox/scenarios', { project: p }), control(link, `/_sandbox/scenarios/projects/${p}`, { project: p })]);
      return result({ known: known.data.map((s) => ({ name: s.name, description: s.description, global: s.global })), in_force: inForce });
    },
  );

  server.registerTool(
    'activate_scenario',
    {
      title: 'Activate a fault scenario',
      description: 'Puts a scenario in force in the project: a ready-made one by name (list_scenarios), or your own (scenarios/schema.json) as `scenario`.',
      inputSchema: { project, name: z.string().min(1).max(64).optional(), seed: z.number().int().min(0).max(4294967295).optional(), scenario: z.record(z.string(), z.unknown()).optional() },
    },
    async (input) => {
      const p = ctx.session.projectOf(input.project);
      if ((input.name === undefined) === (input.scenario === undefined)) throw new ToolInputError('name', 'give name or scenario, one of them');
      const body = input.name !== undefined ? { name: input.name, ...(input.seed !== undefined ? { seed: input.seed } : {}) } : { scenario: input.scenario };
      return result({ project: p, in_force: await controlAs(ctx, input.name !== undefined ? 'name' : 'scenario', `/_sandbox/scenarios/projects/${p}`, { method: 'POST', project: p, body }) });
    },
  );

  server.registerTool(
    'deactivate_scenario',
    {
      title: 'Deactivate fault scenarios',
      description: 'Ends one scenario (by name) or, without a name, every scenario activated in the project.',
      inputSchema: { project, name: z.string().min(1).max(64).optional() },
    },
    async (input) => {
      const p = ctx.session.projectOf(input.project);
      if (input.name === undefined) return result(await controlAs(ctx, 'project', `/_sandbox/scenarios/projects/${p}`, { method: 'DELETE', project: p }));
      await controlAs(ctx, 'name', `/_sandbox/scenarios/projects/${p}/${encodeURIComponent(input.name)}`, { method: 'DELETE', project: p });
      return result({ project: p, deactivated: [input.name] });
    },
  );

  server.registerTool(
    'clock',
    {
      title: 'The virtual clock',
      description: 'Reads or moves the sandbox\'s virtual clock (token expiry, webhook retries, quotas follow it): get, advance by seconds, freeze, thaw, or set to an ISO 8601 time. The clock is the whole sandbox\'s.',
      inputSchema: {
        action: z.enum(['get', 'advance', 'freeze', 'thaw', 'set']),
        seconds: z.number().int().min(1).max(31_536_000).optional(),
        to: z.string().max(40).optional(),
      },
    },
    async ({ action, seconds, to }) => {
      if (action === 'get') return result(await control(link, '/_sandbox/clock'));
      if (action === 'advance' && seconds === undefined) throw new ToolInputError('seconds', 'is required to advance the clock');
      if (action === 'set' && (to === undefined || Number.isNaN(Date.parse(to)))) throw new ToolInputError('to', 'must be an ISO 8601 time to set the clock to');
      const body = action === 'advance' ? { advance_seconds: seconds } : action === 'set' ? { set: new Date(Date.parse(to!)).toISOString() } : { freeze: action === 'freeze' };
      return result(await controlAs(ctx, action === 'set' ? 'to' : 'seconds', '/_sandbox/clock', { method: 'POST', body }));
    },
  );

  server.registerTool(
    'project',
    {
      title: 'The project',
      description: 'reset (back to the fixtures), snapshot (save under a name), restore (a snapshot into the project), or counts (records changed per collection and bytes, against the bounds).',
      inputSchema: { action: z.enum(['reset', 'snapshot', 'restore', 'counts']), project, name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional() },
    },
    async (input) => {
      const p = ctx.session.projectOf(input.project);
      if ((input.action === 'snapshot' || input.action === 'restore') && input.name === undefined) throw new ToolInputError('name', `is required to ${input.action}`);
      switch (input.action) {
        case 'reset':
          return result(await controlAs(ctx, 'project', '/_sandbox/reset', { method: 'POST', body: { project: p } }));
        case 'snapshot':
          return result(await controlAs(ctx, 'name', '/_sandbox/snapshots', { method: 'POST', body: { name: input.name, project: p } }));
        case 'restore':
          return result(await controlAs(ctx, 'name', `/_sandbox/snapshots/${encodeURIComponent(input.name!)}/restore`, { method: 'POST', body: { project: p } }));
        case 'counts':
          return result(await controlAs(ctx, 'project', `/_sandbox/projects/${p}`, { project: p }));
      }
    },
  );

  server.registerTool(
    'mint_token',
    {
      title: 'Mint a token',
      description: `A token valid in one project, for a client you run yourself (role ${DEFAULT_ROLE} unless told; admin only for a session holding the admin token). It never expires unless ttl_seconds is given (virtual clock).`,
      inputSchema: { project, role: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/).optional(), ttl_seconds: z.number().int().min(1).max(31_536_000).optional() },
    },
    async (input) => {
      const p = ctx.session.projectOf(input.project);
      const role = input.role ?? DEFAULT_ROLE;
      if (role === 'admin' && link.adminToken === undefined) throw new ToolInputError('role', 'admin is only for a session that holds the control API\'s admin token');
      const minted = await controlAs(ctx, 'role', '/_sandbox/tokens', { method: 'POST', project: p, body: { role, projects: [p], ttl_seconds: input.ttl_seconds ?? null, subject: ctx.session.subject } });
      return result({ project: p, ...minted });
    },
  );
}
