/**
 * Generated checks against an operation that declares its statuses: an undeclared status is
 * drift on a real deployment and a failure on a sandbox (the declared statuses are conventions);
 * a processed bulk call that answers another 2xx than 207 breaks a normative rule anywhere.
 * A small document of our own stands in for the contract, served by a fake target.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/contract/context.js';
import { generatedChecks, Observations } from '../../src/contract/generated.js';
import { TargetClient } from '../../src/contract/http.js';
import { Ledger } from '../../src/contract/ledger.js';
import type { OpenApiDocument } from '../../src/openapi/document.js';
import { compileOperations } from '../../src/openapi/operations.js';

const problem = { description: 'a problem', content: { 'application/problem+json': { schema: { type: 'object' } } } };
const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'getThing', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } }, '400': problem, '401': problem, '404': problem, default: problem } },
    },
    '/v2/registry/devices/bulk': {
      post: {
        operationId: 'bulkPatchDevices',
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['op'] } } } },
        responses: { '207': { description: 'per item', content: { 'application/json': { schema: { type: 'object' } } } }, '200': { description: 'wrongly declared', content: { 'application/json': { schema: { type: 'object' } } } }, '400': problem, default: problem },
      },
    },
  },
} as unknown as OpenApiDocument;

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function target(status: number, contentType = 'application/problem+json'): Promise<string> {
  server = createServer((_req, res) => res.writeHead(status, { 'content-type': contentType }).end('{}'));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

async function check(id: string, url: string, isSandbox: boolean) {
  const table = compileOperations(doc);
  const observations = new Observations();
  const client = new TargetClient({
    baseUrl: url, token: 't', project: 'p', rateLimit: 'off', maxWaitMs: 1000, timeoutMs: 5000,
    operationOf: (m, p) => {
      const x = table.match(m, p);
      return x && 'operation' in x ? x.operation.id : undefined;
    },
    onExchange: (e) => observations.add(e),
  });
  const definition = generatedChecks(table, doc, observations).find((c) => c.id === id)!;
  return runCheck(definition, {
    client, target: { url, isSandbox, isLocalhost: true, project: 'p' },
    run: { id: 'run-1', tags: ['cr-run-1', 'contract-runner'], quotaPolicy: 'quota' }, ledger: new Ledger('run-1', url, 'p'),
  });
}

describe('generated checks and the statuses an operation declares', () => {
  it('take a declared status', async () => {
    expect(await check('openapi.get-thing', await target(404), false)).toMatchObject({ outcome: 'pass' });
  });

  it('call an undeclared status drift on a real deployment, although `default` would take it', async () => {
    const result = await check('openapi.get-thing', await target(418), false);
    expect(result).toMatchObject({ outcome: 'drift', reason: expect.stringContaining('status 418 is not declared (declared: 200, 400, 401, 404') });
  });

  it('call it a failure on a sandbox, which must answer as its contract declares', async () => {
    expect(await check('openapi.get-thing', await target(418), true)).toMatchObject({ outcome: 'fail' });
  });

  it('fail a processed bulk call that answers 200 instead of 207 on any target (spec §4 rule 4), whatever the document declares', async () => {
    const result = await check('openapi.bulk-patch-devices', await target(200, 'application/json'), false);
    expect(result).toMatchObject({ outcome: 'fail', reason: expect.stringContaining('a processed bulk call answers 207 (breaks spec §4 rule 4; §7 rule 1)') });
  });
});
