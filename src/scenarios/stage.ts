/**
 * The fault stage, after auth and project resolution (so a refused call never counts against a
 * project's `times`/`after`, and a project implied by a token sees its scenarios): asks the
 * engine what the scenarios in force do to this request, then delays it, answers in the platform's place, lets bulk handlers fail items, or
 * changes the platform's answer. Every fault that happened goes to `c.get('faults')` (the journal)
 * and to `X-Sandbox-Fault`, so a failing test can say why.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ApiError } from '../core/errors.js';
import type { AppEnv, InjectedFault } from '../http/env.js';
import type { Stage } from '../http/stage.js';
import type { FaultPlan } from './catalogue.js';
import type { ScenarioEngine } from './engine.js';
import { replaceResponse } from '../http/response.js';

const FAULT_HEADER = 'X-Sandbox-Fault';
const SCENARIO_HEADER = 'x-sandbox-scenario';

function faultLabel(f: InjectedFault): string {
  return `${f.scenario}#${f.rule}:${f.kind}`;
}

const NONE: string[] = [];

function requestedScenarios(header: string | undefined): string[] {
  return header === undefined ? NONE : header.split(',').map((s) => s.trim()).filter(Boolean);
}

/** A real TCP reset (RST), which the client sees as ECONNRESET, not as an HTTP answer. */
function resetConnection(c: Context<AppEnv>): Response {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket) throw new ApiError('internal', { detail: 'connection_reset needs the Node HTTP server (no socket in this runtime)' });
  socket.resetAndDestroy();
  // Nobody receives this; it is what the journal records for the request.
  return new Response(null, { status: 500 });
}

/** `empty_response`, `random_data_then_close`: these bytes (maybe none) where an answer belongs, then an orderly close. */
function closeConnection(c: Context<AppEnv>, bytes: Uint8Array): Response {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket) throw new ApiError('internal', { detail: 'closing the connection needs the Node HTTP server (no socket in this runtime)' });
  if (bytes.length) socket.end(bytes);
  else socket.destroy();
  return new Response(null, { status: 500 });
}

function label(res: Response, faults: InjectedFault[]): Response {
  if (!faults.length) return res;
  const value = faults.map(faultLabel).join(', ');
  try {
    res.headers.set(FAULT_HEADER, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(FAULT_HEADER, value);
    return copy;
  }
}

export function faultStage(engine: ScenarioEngine): Stage {
  /** What the scenarios in force do to each request in flight. */
  const plans = new WeakMap<Context<AppEnv>, FaultPlan>();
  return {
    name: 'faults',
    enter(c) {
      const project = c.get('project').id;
      const requested = requestedScenarios(c.req.header(SCENARIO_HEADER));
      if (!requested.length && !engine.anyInForce(project)) return;
      const unknown = requested.filter((name) => !engine.knows(project, name));
      if (unknown.length) {
        throw new ApiError('bad_request', {
          detail: `X-Sandbox-Scenario names no known scenario: ${unknown.join(', ')} (GET /_sandbox/scenarios lists them)`,
          errors: unknown.map((name) => ({ in: 'header' as const, pointer: '#/x-sandbox-scenario', detail: `no scenario named "${name}"` })),
        });
      }
      const token = c.get('principal')?.token;
      const plan = engine.plan(
        { method: c.req.method, path: c.req.path, project, token: token?.token, role: () => token?.role, header: (name) => c.req.header(name) },
        requested,
      );
      plans.set(c, plan);
      const injected = [...plan.injected];
      c.set('faults', injected);
      if (plan.delayMs > 0) return new Promise<void>((resolve) => setTimeout(resolve, plan.delayMs)).then(() => carryOut(c, plan, injected));
      return carryOut(c, plan, injected);
    },
    async leave(c) {
      const plan = plans.get(c);
      const injected = c.get('faults');
      if (!plan || !injected) return;
      for (const change of plan.after) {
        const applied = await change.apply(c);
        if (applied) injected.push(change.fault);
        if (applied === 'reset') {
          replaceResponse(c, resetConnection(c));
          return;
        }
      }
      const labelled = label(c.res, injected);
      if (labelled !== c.res) c.res = labelled;
    },
  };
}

/** After the delay: answer in the platform's place, or let the bulk handler fail items. */
function carryOut(c: Context<AppEnv>, plan: FaultPlan, injected: InjectedFault[]): Response | undefined {
  if (plan.answer) {
    const outcome = plan.answer(c);
    if (outcome === 'reset') return resetConnection(c);
    return outcome instanceof Response ? label(outcome, injected) : closeConnection(c, outcome.close);
  }
  if (plan.bulk.length) {
    const used = new Set<InjectedFault>();
    c.set('bulkItemFault', (index, id) => {
      for (const b of plan.bulk) {
        const failure = b.select(index, id);
        if (!failure) continue;
        if (!used.has(b.fault)) injected.push(b.fault);
        used.add(b.fault);
        return failure;
      }
      return undefined;
    });
  }
  return undefined;
}
