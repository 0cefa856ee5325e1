import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fieldError, gql, ok } from './gql.js';

const h = useSandbox();

const DEVICE = `id name imei serialNumber manufacturer model platform tags createdAt updatedAt`;

/** A REST device as the graph names its fields. */
const asGraph = (d: any) => ({
  id: d.id, name: d.name, imei: d.imei, serialNumber: d.serial_number, manufacturer: d.manufacturer, model: d.model,
  platform: d.platform, tags: d.tags, createdAt: d.created_at, updatedAt: d.updated_at,
});

async function mint(role: string) {
  const r = await h.admin('POST', '/tokens', { role, projects: '*', ttl_seconds: 3600 });
  expect(r.status).toBe(201);
  return r.body.access_token as string;
}

describe('GraphQL and REST share the Registry objects', () => {
  it('a device created over REST is linked by a ticket created over GraphQL, with the same fields', async () => {
    h.newProject();
    const created = await h.call('POST', '/v2/registry/devices', { body: { name: 'Front desk kiosk', serial_number: 'KSK-0001', platform: 'android', tags: ['kiosk'] } });
    expect(created.status).toBe(201);
    const ticket = (await ok(h, `mutation($d: ID!) { createTicket(input: { subject: "Kiosk frozen", deviceIds: [$d] }) { id devices { ${DEVICE} } } }`, { d: created.body.id })).createTicket;
    expect(ticket.devices).toEqual([asGraph(created.body)]);
    const rest = await h.call('GET', `/v2/registry/devices/${created.body.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(created.body);
    const { device } = await ok(h, `query($d: ID!) { device(id: $d) { ${DEVICE} tickets { edges { node { id } } } } }`, { d: created.body.id });
    expect(device).toEqual({ ...asGraph(created.body), tickets: { edges: [{ node: { id: ticket.id } }] } });
  });

  it('a device registered over GraphQL is the device REST returns and lists', async () => {
    h.newProject();
    const { registerDevice } = await ok(h, `mutation { registerDevice(input: { name: "Scanner 7", serialNumber: "ZB-777", imei: "353911100000000", platform: "android", tags: ["warehouse"] }) { ${DEVICE} } }`);
    const rest = await h.call('GET', `/v2/registry/devices/${registerDevice.id}`);
    expect(rest.status).toBe(200);
    expect(asGraph(rest.body)).toEqual(registerDevice);
    const byImei = await h.call('GET', '/v2/registry/devices?imei=353911100000000');
    expect(byImei.body.data.map((d: any) => d.id)).toEqual([registerDevice.id]);
  });

  it('registerDevice applies the REST rules: the contract schema, the Luhn check, unique IMEIs', async () => {
    h.newProject();
    const shape = await fieldError(h, `mutation { registerDevice(input: { name: "", serialNumber: "S", platform: "toaster", tags: ["bad tag"] }) { id } }`);
    expect(shape.extensions.code).toBe('validation_failed');
    expect(shape.extensions.errors!.map((e) => e.pointer).sort()).toEqual(['#/input/name', '#/input/platform', '#/input/tags/0']);
    const luhn = await fieldError(h, `mutation { registerDevice(input: { name: "x", serialNumber: "S", imei: "353911100000001" }) { id } }`);
    expect(luhn.extensions).toMatchObject({ code: 'unprocessable', errors: [{ pointer: '#/input/imei' }] });
    await h.call('POST', '/v2/registry/devices', { body: { name: 'a', serial_number: 'S1', imei: '353911100000000' } });
    const dup = await fieldError(h, `mutation { registerDevice(input: { name: "x", serialNumber: "S2", imei: "353911100000000" }) { id } }`);
    expect(dup.extensions.code).toBe('conflict');
  });

  it('registerDevice needs registry.write like POST /v2/registry/devices; tickets need only graph.write', async () => {
    h.newProject();
    const { createTicket } = await ok(h, `mutation { createTicket(input: { subject: "s" }) { id } }`, undefined, { token: await mint('editor') });
    expect(createTicket.id).toMatch(/^tkt_/);
    const viewer = await mint('viewer');
    const r = await gql(h, `mutation { createTicket(input: { subject: "s" }) { id } }`, undefined, { token: viewer });
    expect(r.status).toBe(403);
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'insufficient_scope', status: 403 });
  });

  it('sees a REST change at the next query', async () => {
    h.newProject();
    const created = await h.call('POST', '/v2/registry/devices', { body: { name: 'Old name', serial_number: 'S-1' } });
    const before = (await ok(h, `query($d: ID!) { device(id: $d) { name } }`, { d: created.body.id })).device;
    expect(before.name).toBe('Old name');
    const other = await h.call('POST', '/v2/registry/devices', { body: { name: 'Second', serial_number: 'S-2' } });
    const t = (await ok(h, `mutation($a: ID!, $b: ID!) { createTicket(input: { subject: "two", deviceIds: [$a, $b] }) { devices { name } } }`, { a: created.body.id, b: other.body.id })).createTicket;
    expect(t.devices.map((d: any) => d.name)).toEqual(['Old name', 'Second']);
  });
});
