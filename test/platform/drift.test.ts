import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/server.js';
import { driftTable } from '../../src/platform/drift.js';
import { send, useSandbox } from '../helpers/sandbox.js';
import { fixture, PLATFORM } from './helpers.js';

const t = useSandbox({ platformOpenapi: [PLATFORM] });

describe('the drift report', () => {
  it('reports the contradicted normative rules first, by rule, and keeps the rule', async () => {
    const r = await t.admin('GET', '/drift');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)[1]).toBe('contradictions');
    expect(r.body.contradictions).toEqual([
      { rule: 'bulk-answers-207', ref: '§4 rule 4; §7 rule 1', operation: 'POST /v2/registry/devices/bulk', document: 'declares 200 and not 207', spec: 'a bulk call answers 207 in every case' },
      { rule: 'bulk-at-most-500-items', ref: '§4 rule 3; §8', operation: 'POST /v2/registry/devices/bulk', document: 'allows 1000 items (maxItems 1000)', spec: 'a bulk call accepts at most 500 objects' },
    ]);
    expect(t.sb.warnings).toContain('the platform document contradicts the spec §4 rule 4; §7 rule 1: POST /v2/registry/devices/bulk declares 200 and not 207; served with the rule kept (a bulk call answers 207 in every case); --strict refuses it');
    const bulk = await t.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: [{ id: 'dev_0000001', tags: ['lab'] }] } });
    expect(bulk.status).toBe(207);
    const tooMany = await t.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: Array.from({ length: 501 }, (_, i) => ({ id: `dev_${i}`, tags: [] })) } });
    expect(tooMany.status).toBe(413);
  });

  it('names the renamed field and the extra required parameter of an operation we emulate', async () => {
    const { differences } = (await t.admin('GET', '/drift')).body;
    const of = (name: string) => differences.filter((d: any) => d.operation === 'listDevices' && d.name === name);
    expect(of('query region')).toEqual([{ operation: 'listDevices', method: 'GET', path: '/v2/registry/devices', kind: 'parameter', name: 'query region', document: 'string, required' }]);
    expect(of('query imei_number')).toEqual([expect.objectContaining({ kind: 'parameter', document: 'string' })]);
    expect(of('query imei')).toEqual([expect.objectContaining({ kind: 'parameter', sandbox: 'string' })]);
    expect(of('data[].serial')).toEqual([expect.objectContaining({ kind: 'response-field', document: 'string' })]);
    expect(of('data[].serial_number')).toEqual([expect.objectContaining({ kind: 'response-field', sandbox: expect.stringMatching(/^string/) })]);
  });

  it('prints a short table at start, the contradictions first', () => {
    const lines = driftTable(t.sb.deps.platform!.drift);
    expect(lines[1]).toBe('  CONTRADICTS THE SPEC §4 rule 4; §7 rule 1 (bulk-answers-207): POST /v2/registry/devices/bulk declares 200 and not 207; served with the rule kept: a bulk call answers 207 in every case');
    expect(lines).toContain('  proposed mapping: listDevices parameters imei_number -> imei');
    expect(lines.at(-1)).toBe('  full report: GET /_sandbox/drift');
  });

  it('lists the operations one side lacks', async () => {
    const body = (await t.admin('GET', '/drift')).body;
    expect(body.onlyInDocument).toContainEqual({ method: 'POST', path: '/v2/registry/devices/search', operation: 'searchDevices', answeredAs: 'schema' });
    expect(body.onlyInSandbox).toContainEqual({ method: 'GET', path: '/v1/assets/licenses', operation: 'listLicenses' });
  });

  it('proposes the mappings it can infer as a ready --platform-map file', async () => {
    const { proposedMap } = (await t.admin('GET', '/drift')).body;
    expect(proposedMap.mappings).toEqual(
      expect.arrayContaining([
        { operation: 'listDevices', kind: 'parameters', document: 'imei_number', sandbox: 'imei' },
        { operation: 'listDevices', kind: 'response', document: 'data[].serial', sandbox: 'data[].serial_number' },
      ]),
    );
    // never a guess between unlike names
    expect(proposedMap.mappings.find((m: any) => m.document === 'query region' || m.document === 'region')).toBeUndefined();
    expect(proposedMap.file).toContain('listDevices:');
    expect(proposedMap.file).toContain('imei_number: imei');
  });
});

describe('serve --strict, --platform-map and --platform-only', () => {
  const base = { port: 0, seed: 7, logLevel: 'silent' as const };

  it('--strict refuses a document that contradicts the spec, naming the rule', async () => {
    await expect(startSandbox({ ...base, strict: true, platformOpenapi: [PLATFORM] })).rejects.toThrow(
      '--strict: the platform document contradicts the spec: POST /v2/registry/devices/bulk declares 200 and not 207 (§4 rule 4; §7 rule 1: a bulk call answers 207 in every case)',
    );
  });

  it("--platform-map makes our handler accept and answer the document's names", async () => {
    const sb = await startSandbox({ ...base, platformOpenapi: [PLATFORM], platformMap: fixture('map.yaml') });
    try {
      const all = await send(`${sb.url}/v2/registry/devices?limit=50`, 'GET', { token: sb.operatorToken, project: 'mapped' });
      const withImei = all.body.data.find((d: any) => d.imei);
      expect(withImei).toBeDefined();
      expect(withImei).toHaveProperty('serial');
      expect(withImei).not.toHaveProperty('serial_number');
      const found = await send(`${sb.url}/v2/registry/devices?imei_number=${withImei.imei}`, 'GET', { token: sb.operatorToken, project: 'mapped' });
      expect(found.status).toBe(200);
      expect(found.body.data.map((d: any) => d.id)).toEqual([withImei.id]);
      const served = await send(`${sb.url}/openapi.json`, 'GET');
      expect(served.body.paths['/v2/registry/devices'].get['x-sandbox-dialect']).toEqual({ parameters: { imei_number: 'imei' }, request: {}, response: { 'data[].serial': 'data[].serial_number' } });
      // What a client generated from /openapi.json sends and reads: the document's names.
      const listDevices = served.body.paths['/v2/registry/devices'].get;
      const names = listDevices.parameters.map((p: any) => (p.$ref ? p.$ref : p.name));
      expect(names).toContain('imei_number');
      expect(names).not.toContain('imei');
      const page = listDevices.responses['200'].content['application/json'].schema;
      const device = page.properties.data.items.oneOf.find((branch: any) => branch.properties.imei);
      expect(Object.keys(device.properties)).toContain('serial');
      expect(Object.keys(device.properties)).not.toContain('serial_number');
      expect(device.required).toContain('serial');
      // The other operations keep our names, and so does the component they share.
      expect(JSON.stringify(served.body.paths['/v2/registry/devices/{id}'].get)).not.toContain('"serial"');
    } finally {
      await sb.stop();
    }
  });

  it('--platform-only answers 404 to our operations the document lacks, and serves the others', async () => {
    const sb = await startSandbox({ ...base, platformOpenapi: [PLATFORM], platformOnly: true });
    try {
      const lacking = await send(`${sb.url}/v1/assets/licenses`, 'GET', { token: sb.operatorToken, project: 'only' });
      expect(lacking.status).toBe(404);
      expect(lacking.body.detail).toMatch(/^listLicenses is served by the sandbox only/);
      const published = (await send(`${sb.url}/openapi.json`, 'GET')).body.paths;
      expect(published['/v1/assets/licenses']).toBeUndefined();
      expect(published['/v2/registry/devices'].get['x-sandbox-source']).toBe('emulated');
      expect((await send(`${sb.url}/v2/registry/devices?limit=1`, 'GET', { token: sb.operatorToken, project: 'only' })).status).toBe(200);
    } finally {
      await sb.stop();
    }
  });

  it('refuses a map naming an operation or a parameter that is not there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-map-'));
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'operations:\n  listDevices:\n    parameters: { imei_number: imei_no }\n');
    await expect(startSandbox({ ...base, platformOpenapi: [PLATFORM], platformMap: bad })).rejects.toThrow(`platform map ${bad} at #/operations/listDevices/parameters/imei_number: imei_no is not a query parameter of listDevices`);
  });

  it('answers 404 at /_sandbox/drift without a platform document', async () => {
    const sb = await startSandbox(base);
    try {
      const r = await send(`${sb.url}/_sandbox/drift`, 'GET');
      expect(r.status).toBe(404);
      expect(r.body.detail).toMatch(/--platform-openapi/);
    } finally {
      await sb.stop();
    }
  });
});
