import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_KINDS } from '../../src/scenarios/types.js';
import { GROUP_SCHEMA, newUser, scim } from '../auth/scim-helpers.js';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

async function withScenario(rules: object[]): Promise<string> {
  const project = h.newProject();
  const r = await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name: 'net', description: 'network faults', seed: 3, rules } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return project;
}

/** The raw bytes a GET receives on its TCP connection until the server closes it. */
function rawGet(path: string, project: string): Promise<Buffer> {
  const { hostname, port } = new URL(h.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nhost: ${hostname}\r\nauthorization: Bearer ${h.token}\r\nx-service-project: ${project}\r\n\r\n`);
    });
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
}

describe('faults as networks make them', () => {
  it('empty_response: the connection closes without a byte; the operation does not run', async () => {
    const project = await withScenario([{ match: { method: 'POST', times: 1 }, fault: { kind: 'empty_response' } }]);
    const err = await fetch(`${h.url}/v2/registry/devices`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'x-service-project': project, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'never', serial_number: 'EMPTY-1' }),
    }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(TypeError);
    expect((await h.call('GET', '/v2/registry/devices?serial_number=EMPTY-1')).body.data).toEqual([]);
    const journal = await h.admin('GET', `/journal?project=${project}`);
    expect(journal.body.data.find((e: any) => e.method === 'POST').faults).toEqual([{ scenario: 'net', rule: 0, kind: 'empty_response' }]);
  });

  it('random_data_then_close: bytes that are no HTTP answer, then the close', async () => {
    const rules = [{ match: { method: 'GET' }, fault: { kind: 'random_data_then_close', bytes: 32 } }];
    const first = await rawGet('/v2/registry/devices', await withScenario(rules));
    expect(first).toHaveLength(32);
    expect(first.subarray(0, 5).toString('latin1')).not.toBe('HTTP/');
    const other = await rawGet('/v2/registry/devices', await withScenario(rules));
    expect(other).toHaveLength(32);
  });

  it('slow_body: the platform answer arrives whole, dribbled over the duration', async () => {
    await withScenario([{ match: { method: 'GET', times: 1 }, fault: { kind: 'slow_body', seconds: 0.4 } }]);
    const started = performance.now();
    const slow = await h.call('GET', '/v2/registry/devices?limit=2');
    const took = performance.now() - started;
    expect(slow.status).toBe(200);
    expect(slow.body.data).toHaveLength(2);
    expect(slow.headers.get('x-sandbox-fault')).toBe('net#0:slow_body');
    expect(took).toBeGreaterThanOrEqual(350);
  });

  it('a slow_body over 30 s or an unknown kind is refused when the scenario is loaded, naming it', async () => {
    const project = h.newProject();
    const slow = await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name: 'x', description: 'x', rules: [{ fault: { kind: 'slow_body', seconds: 31 } }] } });
    expect(slow.status).toBe(400);
    expect(JSON.stringify(slow.body.errors)).toContain('seconds');
    const unknown = await h.admin('POST', `/scenarios/projects/${project}`, { scenario: { name: 'x', description: 'x', rules: [{ fault: { kind: 'black_hole' } }] } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.errors)).toContain('kind');
  });
});

describe('bulk_item_failure on SCIM /Bulk (RFC 7644 §3.7)', () => {
  it('fails the selected operations with their own status in the BulkResponse and applies the others', async () => {
    await withScenario([{ match: { method: 'POST', path: '/v3/auth/scim/v2/Bulk' }, fault: { kind: 'bulk_item_failure', indexes: [1], status: 503 } }]);
    const r = await scim(h, 'POST', '/Bulk', {
      body: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'],
        Operations: [
          { method: 'POST', path: '/Users', bulkId: 'a', data: newUser('bulk.fault.a') },
          { method: 'POST', path: '/Users', bulkId: 'b', data: newUser('bulk.fault.b') },
          { method: 'POST', path: '/Groups', bulkId: 'g', data: { schemas: [GROUP_SCHEMA], displayName: 'Fault Group' } },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-sandbox-fault')).toBe('net#0:bulk_item_failure');
    expect(r.body.Operations.map((o: any) => o.status)).toEqual(['201', '503', '201']);
    expect(r.body.Operations[1].response).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '503' });
    const users = await scim(h, 'GET', '/Users?filter=userName sw "bulk.fault"');
    expect(users.body.Resources.map((u: any) => u.userName)).toEqual(['bulk.fault.a']);
  });
});

describe('webhook fault kinds: one list', () => {
  it('the schema names exactly WEBHOOK_KINDS in the rule condition, and all of them among the fault kinds', () => {
    const schema = JSON.parse(readFileSync(new URL('../../scenarios/schema.json', import.meta.url), 'utf8'));
    expect(schema.$defs.rule.if.properties.fault.properties.kind.enum).toEqual([...WEBHOOK_KINDS]);
    const kinds: string[] = schema.$defs.fault.properties.kind.enum;
    expect(kinds.filter((k) => k.startsWith('webhook_'))).toEqual([...WEBHOOK_KINDS]);
  });
});
