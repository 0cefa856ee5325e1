import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

async function activate(project: string, scenario: object) {
  const r = await h.admin('POST', `/scenarios/projects/${project}`, { scenario });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r;
}

describe('smoke', () => {
  it('connection reset', async () => {
    const project = h.newProject();
    await activate(project, { name: 'cut', description: 'cut', rules: [{ match: { path: '/v2/**' }, fault: { kind: 'connection_reset' } }] });
    const err = await fetch(`${h.url}/v2/registry/devices`, { headers: { authorization: `Bearer ${h.token}`, 'x-service-project': project } }).catch((e) => e);
    console.log(err, err.cause);
    const ok = await h.call('GET', '/v2/registry/devices?limit=1', { project: 'other' });
    expect(ok.status).toBe(200);
  });
});
