import { describe, expect, it } from 'vitest';
import { modules } from '../../src/apis/index.js';
import type { Call } from '../../src/apis/handler.js';
import { registryHandlers } from '../../src/apis/registry/handlers.js';
import { resolveConfig } from '../../src/config/config.js';
import type { BulkItemFault } from '../../src/http/env.js';
import { createDeps } from '../../src/server.js';

/** The hook the fault stage hands the bulk handlers (`call.bulkItemFault`), exercised on the real handlers. */
function appFailing(fault: (index: number, id: string) => BulkItemFault | undefined) {
  const deps = createDeps(resolveConfig({ logLevel: 'silent', fixtures: 'empty' }), modules);
  const handlers = registryHandlers(deps) as unknown as Record<string, (call: Partial<Call<never>>) => { status: number; body?: unknown }>;
  const operation: Record<string, string> = {
    'POST /v2/registry/devices/bulk': 'bulkDevices',
    'PATCH /v2/registry/requests/bulk': 'bulkUpdateRequests',
  };
  const call = async (method: string, path: string, body: unknown) => {
    const [, id] = /^\/v2\/registry\/devices\/(dev_[^/]+)$/.exec(path) ?? [];
    const reply = handlers[id ? 'getDevice' : operation[`${method} ${path}`]]({
      project: deps.store.get('p'),
      params: { id } as never,
      body: body as never,
      header: () => undefined,
      bulkItemFault: fault,
    });
    return { status: reply.status, json: async () => reply.body as any };
  };
  return { call };
}

describe('injected bulk item failures (DESIGN §5: still inside a 207)', () => {
  it('reports the injected status for the chosen items and does not apply them', async () => {
    const { call } = appFailing((index) => (index === 1 ? { status: 503, code: 'injected', detail: 'scenario says so' } : undefined));
    const created = await (await call('POST', '/v2/registry/devices/bulk', { op: 'create', items: [{ name: 'A', serial_number: 'A' }, { name: 'B', serial_number: 'B' }] })).json();
    expect(created.results.map((r: any) => r.status)).toEqual([201, 503]);
    const id = created.results[0].id;
    const patch = await call('POST', '/v2/registry/devices/bulk', { op: 'patch', items: [{ id, tags: ['a'] }, { id, tags: ['b'] }] });
    expect(patch.status).toBe(207);
    const body = await patch.json();
    expect(body.results[1]).toEqual({ index: 1, id, status: 503, error: { code: 'injected', detail: 'scenario says so' } });
    expect(body.summary).toEqual({ succeeded: 1, failed: 1 });
    const device = await (await call('GET', `/v2/registry/devices/${id}`, undefined)).json();
    expect(device.tags).toEqual(['a']);
  });

  it('passes the item id to the hook for request bulk calls', async () => {
    const seen: string[] = [];
    const { call } = appFailing((_i, id) => {
      seen.push(id);
      return undefined;
    });
    const r = await call('PATCH', '/v2/registry/requests/bulk', [{ id: 'req_a', status: 'closed' }, { status: 'closed' }]);
    expect(r.status).toBe(207);
    expect(seen).toEqual(['req_a', '']);
  });
});
