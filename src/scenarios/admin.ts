/**
 * The scenarios' operations of the control API (`/_sandbox/scenarios`, tag `scenarios` of
 * contracts/admin/openapi.yaml): the scenarios the sandbox knows, and per project what is in force
 * (with counters), activation by name or inline (JSON or YAML), and deactivation.
 */
import type { ControlCall, ControlHandlersOf } from '../admin/handler.js';
import { ApiError, type FieldError } from '../core/errors.js';
import type { ScenarioEngine } from './engine.js';
import { checkScenario, parseScenario, ScenarioError, type ScenarioProblem } from './loader.js';
import type { LoadedScenario, Scenario } from './types.js';

function invalid(problems: ScenarioProblem[], prefix: string): ApiError {
  const errors: FieldError[] = problems.map((p) => ({
    in: 'body',
    pointer: `#${prefix}${p.pointer}`,
    detail: `${p.line ? `line ${p.line}, column ${p.column}: ` : ''}${p.field}: ${p.message}`,
  }));
  return new ApiError('validation_failed', { detail: `invalid scenario: ${errors.map((e) => e.detail).join('; ')}`, errors });
}

/** The scenario to activate: a YAML (or JSON) document, `{scenario}`, or `{name, seed?}` of a known one. */
function requestedScenario({ body }: ControlCall<'activateScenario'>, engine: ScenarioEngine): { name: string; inline?: LoadedScenario } {
  if (typeof body === 'string') {
    // A YAML document (application/yaml, text/yaml): the loader checks it with line and column.
    try {
      const s = parseScenario(body, 'body');
      return { name: s.name, inline: { ...s, source: 'inline' } };
    } catch (err) {
      if (err instanceof ScenarioError) throw invalid(err.problems, '');
      throw err;
    }
  }
  if (body.scenario !== undefined) {
    const problems = checkScenario(body.scenario);
    if (problems.length) throw invalid(problems, '/scenario');
    const s = body.scenario as unknown as Scenario;
    return { name: s.name, inline: { ...s, source: 'inline' } };
  }
  const known = engine.get(body.name!);
  if (!known) throw new ApiError('not_found', { detail: `no scenario named "${body.name}"`, errors: [{ in: 'body', pointer: '#/name', detail: 'is not a known scenario' }] });
  return body.seed === undefined ? { name: known.name } : { name: known.name, inline: { ...known, seed: body.seed } };
}

/**
 * `loaded(project)` brings a project saved outside memory back first (its scenario state is a
 * slot of it); it answers a promise only when it has one to load.
 */
export function scenarioHandlers(engine: ScenarioEngine, loaded: (project: string) => unknown) {
  const inProject = (project: string) => ({ project, data: engine.counters(project) });
  return {
    listScenarios: () => {
      const global = new Set(engine.globalNames());
      return { status: 200, body: { data: engine.library().map((s) => ({ ...s, global: global.has(s.name) })) } };
    },
    getProjectScenarios: async ({ params }) => {
      await loaded(params.project);
      return { status: 200, body: inProject(params.project) };
    },
    activateScenario: async (call) => {
      const { project } = call.params;
      await loaded(project);
      const { name, inline } = requestedScenario(call, engine);
      try {
        engine.activate(project, name, inline);
      } catch (err) {
        if (err instanceof RangeError) throw new ApiError('conflict', { detail: err.message });
        throw err;
      }
      return { status: 201, body: inProject(project) };
    },
    deactivateScenarios: async ({ params: { project } }) => {
      await loaded(project);
      return { status: 200, body: { project, deactivated: engine.deactivate(project) } };
    },
    deactivateScenario: async ({ params: { project, name } }) => {
      await loaded(project);
      if (!engine.deactivate(project, name).length) throw new ApiError('not_found', { detail: `scenario "${name}" is not active in project ${project}` });
      return { status: 204 };
    },
    getScenario: ({ params: { name } }) => {
      const s = engine.get(name);
      if (!s) throw new ApiError('not_found', { detail: `no scenario named "${name}"` });
      return { status: 200, body: { ...s, global: engine.globalNames().includes(s.name) } };
    },
  } satisfies ControlHandlersOf<'scenarios'>;
}
