/**
 * The control API is described by contracts/admin/openapi.yaml, served at /_sandbox/openapi.json,
 * and routed, validated and typed from it like the platform's contract. The harness checks every
 * control-API response of the suite against it (test/helpers/sandbox.ts), so this file tests what
 * the document adds: that it is valid, served, complete, and that requests are held to it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { adminContract, loadAdminContract, servedAdminDocument } from '../../src/admin/contract.js';
import type { ControlHandler, ControlHandlersOf } from '../../src/admin/handler.js';
import { controlHandlerTable } from '../../src/app.js';
import { McpEndpoint } from '../../src/mcp/endpoint.js';
import { resolveConfig } from '../../src/config/config.js';
import { PROJECT_ID_PATTERN } from '../../src/core/store.js';
import { operationIndex } from '../../src/generated/admin-operations.js';
import { loadContract } from '../../src/openapi/document.js';
import { scenarioHandlers } from '../../src/scenarios/admin.js';
import { createDeps, sandboxModules } from '../../src/server.js';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();
/** What `startSandbox` serves: the API modules, the platform document's (`GET /_sandbox/drift`) and the proxy's. */
const modules = sandboxModules();

type ScenarioTable = ControlHandlersOf<'scenarios'>;

/** Never called: the compiler checks it (`npm run typecheck` runs over this file). */
export function typeChecks(table: ScenarioTable): unknown[] {
  const { listScenarios: _omitted, ...withoutOne } = table;
  // @ts-expect-error a control operation without a handler does not compile
  const missing: ScenarioTable = withoutOne;
  // @ts-expect-error a handler for no operation of the control API's contract does not compile
  const extra: ScenarioTable = { ...table, listGadgets: table.listScenarios };
  // @ts-expect-error a reply with a status the operation does not declare does not compile
  const undeclared: ControlHandler<'getClock'> = () => ({ status: 201, body: { now: 'x', frozen: false } });
  // @ts-expect-error a body field the contract does not declare does not compile
  const wrongBody: ControlHandler<'moveClock'> = (call) => ({ status: 200, body: { now: String(call.body.rewind), frozen: false } });
  return [missing, extra, undeclared, wrongBody];
}

describe('the control API contract (contracts/admin/openapi.yaml)', () => {
  it('is a valid OpenAPI 3.1 document, served at /_sandbox/openapi.json', async () => {
    const validator = new Validator();
    const result = await validator.validate(loadAdminContract() as any);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
    const served = await send(`${h.url}/_sandbox/openapi.json`, 'GET', { token: null });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('application/json');
    // This sandbox runs without an admin token: the document says the control API is open.
    expect(served.body).toEqual(JSON.parse(servedAdminDocument(undefined)));
    expect(served.body.security).toEqual([]);
    expect(JSON.parse(servedAdminDocument('a token'))).toEqual(loadAdminContract());
  });

  it('has a handler for every operation, and an operation for every handler', () => {
    const deps = createDeps(resolveConfig({ logLevel: 'silent', fixtures: 'empty' }), modules);
    const mcp = new McpEndpoint({ fetch: () => new Response(null), off: undefined });
    expect(Object.keys(controlHandlerTable(deps, modules, mcp)).sort()).toEqual(Object.keys(operationIndex).sort());
    const scenarios = Object.entries(operationIndex).filter(([, op]) => op.api === 'scenarios').map(([id]) => id).sort();
    expect(Object.keys(scenarioHandlers(deps.scenarios.engine, () => undefined)).sort()).toEqual(scenarios);
  });

  it('routes every path under /_sandbox by it: 404 for no path, 405 with Allow for no method', async () => {
    expect((await send(`${h.url}/_sandbox/nothing-here`, 'GET')).status).toBe(404);
    const wrong = await send(`${h.url}/_sandbox/clock`, 'PUT', { body: { freeze: true } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(wrong.headers.get('content-type')).toContain('application/problem+json');
  });

  it('validates bodies, path and query parameters from it, naming the field', async () => {
    const token = await h.admin('POST', '/tokens', { role: 'viewer', projects: ['ok', 'not ok'] });
    expect(token.status).toBe(400);
    expect(token.headers.get('content-type')).toContain('application/problem+json');
    expect(token.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('#/projects/1');
    const path = await h.admin('GET', '/scenarios/projects/bad%20id');
    expect(path.status).toBe(400);
    expect(path.body.errors[0]).toMatchObject({ in: 'path', pointer: '#/project' });
    const limit = await h.admin('GET', '/journal?limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body.errors[0]).toMatchObject({ in: 'query', pointer: '#/limit' });
    const unknown = await h.admin('GET', '/health?verbose=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ in: 'query', pointer: '#/verbose' });
    const seed = await h.admin('POST', '/seed', { seed: -1 });
    expect(seed.status).toBe(400);
    expect(seed.body.errors[0]).toMatchObject({ in: 'body', pointer: '#/seed' });
    expect((await h.admin('GET', '/health')).body.seed).toBe(7);
  });

  it('activates a scenario sent as YAML: the declared non-JSON body reaches the handler as text', async () => {
    const project = h.newProject();
    const yaml = 'name: yaml-one\ndescription: from YAML\nrules:\n  - fault: { kind: status, status: 503 }\n    match: { path: /v2/registry/devices }\n';
    const r = await send(`${h.url}/_sandbox/scenarios/projects/${project}`, 'POST', { raw: yaml, headers: { 'content-type': 'application/yaml' } });
    expect(r.status).toBe(201);
    expect(r.body.data.map((s: { name: string }) => s.name)).toContain('yaml-one');
    const bad = await send(`${h.url}/_sandbox/scenarios/projects/${project}`, 'POST', { raw: 'name: x\nrules: 3\n', headers: { 'content-type': 'text/yaml' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('line');
  });

  it('describes the project id with the pattern the code uses, as the platform contract does', () => {
    expect(adminContract().document.components.schemas.ProjectId.pattern).toBe(PROJECT_ID_PATTERN.source);
    expect(loadContract().components.parameters.ProjectHeader.schema.pattern).toBe(PROJECT_ID_PATTERN.source);
  });
});
