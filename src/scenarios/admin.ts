/**
 * `/_sandbox/scenarios`: the scenarios the sandbox knows, and per project what is in force (with
 * counters), activation by name or inline (JSON or YAML), and deactivation.
 */
import { Hono, type Context } from 'hono';
import { bodyReader } from '../admin/body.js';
import { ApiError, type FieldError } from '../core/errors.js';
import { PROJECT_ID_PATTERN } from '../core/store.js';
import type { AppEnv } from '../http/env.js';
import type { ScenarioEngine } from './engine.js';
import { checkScenario, parseScenario, ScenarioError, type ScenarioProblem } from './loader.js';
import type { LoadedScenario, Scenario } from './types.js';
import { empty, json } from '../http/response.js';

const activationBody = bodyReader<{ name?: string; seed?: number; scenario?: unknown }>({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64 },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    scenario: { type: 'object' },
  },
  additionalProperties: false,
  oneOf: [{ required: ['name'], not: { required: ['scenario'] } }, { required: ['scenario'], not: { required: ['name'] } }],
});

function invalid(problems: ScenarioProblem[], prefix: string): ApiError {
  const errors: FieldError[] = problems.map((p) => ({
    in: 'body',
    pointer: `#${prefix}${p.pointer}`,
    detail: `${p.line ? `line ${p.line}, column ${p.column}: ` : ''}${p.field}: ${p.message}`,
  }));
  return new ApiError('validation_failed', { detail: `invalid scenario: ${errors.map((e) => e.detail).join('; ')}`, errors });
}

function projectParam(c: Context): string {
  const id = c.req.param('project')!;
  if (!PROJECT_ID_PATTERN.test(id)) {
    throw new ApiError('invalid_project', { detail: `"${id}" is not a project id`, errors: [{ in: 'path', pointer: '#/project', detail: `does not match ${PROJECT_ID_PATTERN.source}` }] });
  }
  return id;
}

/** The scenario to activate: a YAML (or JSON) document, `{scenario}`, or `{name, seed?}` of a known one. */
async function requestedScenario(c: Context, engine: ScenarioEngine): Promise<{ name: string; inline?: LoadedScenario }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/yaml' || type === 'text/yaml' || type === 'application/x-yaml') {
    try {
      const s = parseScenario(await c.req.text(), 'body');
      return { name: s.name, inline: { ...s, source: 'inline' } };
    } catch (err) {
      if (err instanceof ScenarioError) throw invalid(err.problems, '');
      throw err;
    }
  }
  const body = await activationBody(c);
  if (body.scenario !== undefined) {
    const problems = checkScenario(body.scenario);
    if (problems.length) throw invalid(problems, '/scenario');
    const s = body.scenario as Scenario;
    return { name: s.name, inline: { ...s, source: 'inline' } };
  }
  const known = engine.get(body.name!);
  if (!known) throw new ApiError('not_found', { detail: `no scenario named "${body.name}"`, errors: [{ in: 'body', pointer: '#/name', detail: 'is not a known scenario' }] });
  return body.seed === undefined ? { name: known.name } : { name: known.name, inline: { ...known, seed: body.seed } };
}

export function scenarioAdminRoutes(engine: ScenarioEngine) {
  const inProject = (project: string) => ({ project, data: engine.counters(project) });
  return new Hono<AppEnv>()
    .get('/scenarios', (c) => {
      const global = new Set(engine.globalNames());
      return json(c, { data: engine.library().map((s) => ({ ...s, global: global.has(s.name) })) });
    })
    .get('/scenarios/projects/:project', (c) => json(c, inProject(projectParam(c))))
    .post('/scenarios/projects/:project', async (c) => {
      const project = projectParam(c);
      const { name, inline } = await requestedScenario(c, engine);
      try {
        engine.activate(project, name, inline);
      } catch (err) {
        if (err instanceof RangeError) throw new ApiError('conflict', { detail: err.message });
        throw err;
      }
      return json(c, inProject(project), 201);
    })
    .delete('/scenarios/projects/:project', (c) => json(c, { project: projectParam(c), deactivated: engine.deactivate(projectParam(c)) }))
    .delete('/scenarios/projects/:project/:name', (c) => {
      const project = projectParam(c);
      const name = c.req.param('name');
      if (!engine.deactivate(project, name).length) throw new ApiError('not_found', { detail: `scenario "${name}" is not active in project ${project}` });
      return empty(c, 204);
    })
    .get('/scenarios/:name', (c) => {
      const s = engine.get(c.req.param('name'));
      if (!s) throw new ApiError('not_found', { detail: `no scenario named "${c.req.param('name')}"` });
      return json(c, { ...s, global: engine.globalNames().includes(s.name) });
    });
}
