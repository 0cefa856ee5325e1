/**
 * The drift panel lights up when the control API has `GET /_sandbox/drift` (the platform
 * description's report): here a module adds that route, as the report's own module will.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../src/apis/index.js';
import type { ApiModule } from '../../src/apis/module.js';
import type { AppEnv } from '../../src/http/env.js';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { ui, visible } from './ui-client.js';

const report = {
  contradictions: [{ rule: '§4 rule 3', operation: 'bulkUpdateDevices', detail: 'declares 200, the spec says 207' }],
  operations: [{ method: 'GET', path: '/v2/registry/device-groups', side: 'platform only' }],
  parameters: [],
};
const driftModule: ApiModule = {
  name: 'drift-report',
  collections: [],
  admin: () => new Hono<AppEnv>().get('/drift', (c) => c.json(report)),
};

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent' }, [...modules, driftModule]);
});
afterAll(() => sb.stop());

describe('the drift panel with a drift report', () => {
  it('shows each part of the report as a table', async () => {
    const r = await ui(sb, '/drift');
    expect(r.status).toBe(200);
    const text = visible(r.text);
    expect(text).toContain('contradictions rule operation detail §4 rule 3 bulkUpdateDevices declares 200, the spec says 207');
    expect(text).toContain('operations method path side GET /v2/registry/device-groups platform only');
    expect(text).toContain('parameters none');
    expect(text).not.toContain('--platform-openapi');
  });
});
