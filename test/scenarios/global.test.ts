import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFrom } from '../../src/config/env.js';
import { startSandbox } from '../../src/server.js';
import { useSandbox } from '../helpers/sandbox.js';

const dir = mkdtempSync(join(tmpdir(), 'global-scenarios-'));
const file = join(dir, 'ci.yaml');
const scenarioText = (status: number) => `name: ci-only
description: Breaks the devices list of CI projects only.
seed: 3
rules:
  - name: count writes
    match: { method: POST, project: 'ci-*' }
    fault: { kind: latency, distribution: fixed, ms: 1 }
  - name: break the list
    match: { method: GET, path: /v2/registry/devices, project: 'ci-*' }
    fault: { kind: status, status: ${status} }
`;
writeFileSync(file, scenarioText(418));

const h = useSandbox({ scenarios: [file, 'partial-bulk-failure'] });

const devices = '/v2/registry/devices';

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('global scope: serve --scenario FILE (repeatable)', () => {
  it('applies to every project its rules match, and to no other', async () => {
    expect((await h.call('GET', devices, { project: 'ci-one' })).status).toBe(418);
    expect((await h.call('GET', devices, { project: 'ci-two' })).status).toBe(418);
    const other = await h.call('GET', devices, { project: 'laptop' });
    expect(other.status).toBe(200);
    const listed = (await h.admin('GET', '/scenarios')).body.data;
    expect(listed.find((s: any) => s.name === 'ci-only')).toMatchObject({ global: true, source: file });
    expect(listed.find((s: any) => s.name === 'partial-bulk-failure')).toMatchObject({ global: true });
    expect(listed.find((s: any) => s.name === 'rate-limit-storm')).toMatchObject({ global: false });
    const inForce = (await h.admin('GET', '/scenarios/projects/ci-one')).body.data;
    expect(inForce.map((s: any) => [s.name, s.scope])).toEqual([
      ['ci-only', 'global'],
      ['partial-bulk-failure', 'global'],
    ]);
    expect(inForce[0].rules[1]).toMatchObject({ matched: 1, fired: 1 });
  });

  it('lets a project scope shadow a global scenario of the same name', async () => {
    await h.admin('POST', '/scenarios/projects/ci-shadow', { scenario: { name: 'ci-only', description: 'x', rules: [{ fault: { kind: 'status', status: 409 } }] } });
    expect((await h.call('GET', devices, { project: 'ci-shadow' })).status).toBe(409);
    expect((await h.admin('GET', '/scenarios/projects/ci-shadow')).body.data.map((s: any) => s.scope)).toEqual(['project', 'global']);
  });

  it('reloads an edited file without losing state; a broken edit keeps the previous version', async () => {
    const project = 'ci-reload';
    const created = await h.call('POST', devices, { project, body: { name: 'kept', serial_number: 'RELOAD-1' } });
    expect(created.status).toBe(201);
    expect((await h.call('GET', devices, { project })).status).toBe(418);
    writeFileSync(file, scenarioText(451));
    await eventually(async () => (await h.call('GET', devices, { project })).status === 451);
    const device = await h.call('GET', `${devices}/${created.body.id}`, { project });
    expect(device.body.serial_number).toBe('RELOAD-1');
    const counters = (await h.admin('GET', `/scenarios/projects/${project}`)).body.data[0].rules;
    expect(counters[0]).toMatchObject({ name: 'count writes', matched: 1, fired: 1 });
    writeFileSync(file, scenarioText(451).replace('kind: status', 'kind: sttus'));
    await eventually(async () => (await h.admin('GET', '/journal')).body.notes.some((n: any) => n.kind === 'scenario_reload_failed'));
    const note = (await h.admin('GET', '/journal')).body.notes.find((n: any) => n.kind === 'scenario_reload_failed');
    expect(note.detail).toContain(`${file}:10:14: rules[1].fault.kind: must be one of`);
    expect((await h.call('GET', devices, { project })).status).toBe(451);
    writeFileSync(file, scenarioText(418));
    await eventually(async () => (await h.call('GET', devices, { project })).status === 418);
  });
});

describe('settings', () => {
  it('takes --scenario more than once, and SANDBOX_SCENARIOS as a list', () => {
    expect(optionsFrom(['--scenario', 'a.yaml', '--scenario', 'rate-limit-storm'], {}).scenarios).toEqual(['a.yaml', 'rate-limit-storm']);
    expect(optionsFrom([], { SANDBOX_SCENARIOS: 'a.yaml,b.yaml' }).scenarios).toEqual(['a.yaml', 'b.yaml']);
  });

  it('refuses to start with a scenario that is neither a file nor a ready-made name, or is invalid', async () => {
    await expect(startSandbox({ port: 0, logLevel: 'silent', scenarios: ['nope.yaml'] })).rejects.toThrow('--scenario nope.yaml: no such file and no ready-made scenario of that name');
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'name: bad\ndescription: d\nrules:\n  - fault: { kind: webhook_drop }\n');
    await expect(startSandbox({ port: 0, logLevel: 'silent', scenarios: [bad] })).rejects.toThrow(`${bad}:4:5: rules[0].fault.attempts: is required`);
  });
});
