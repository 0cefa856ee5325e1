import { describe, expect, it } from 'vitest';
import { createPlatformClient, type DeviceBulkPatchItem } from '../../src/client/index.js';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

const client = (project: string) => createPlatformClient({ baseUrl: h.url, project, token: h.token });

async function deviceIds(project: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const d of client(project).devices.iterate({ limit: 500 })) ids.push((d as { id: string }).id);
  return ids;
}

describe('devices.bulk_patch() (SDK 3.2)', () => {
  it('splits 1,200 items into 3 calls of at most 500 and reports every item in input order', async () => {
    const project = h.newProject();
    const known = await deviceIds(project);
    const items: DeviceBulkPatchItem[] = Array.from({ length: 1200 }, (_, i) => ({
      id: i < known.length ? known[i] : `dev_unknown_${i}`,
      tags: ['bulk-client'],
    }));
    const result = await client(project).devices.bulk_patch(items, { idempotencyKey: 'sync-2026-11-22' });
    expect(result.calls).toBe(3);
    expect(result.results.map((r) => r.index)).toEqual(items.map((_, i) => i));
    expect(result.succeeded).toHaveLength(known.length);
    expect(result.failed).toHaveLength(1200 - known.length);
    expect(result.failed.every((r) => r.status === 404)).toBe(true);
    expect(result.ok).toBe(false);
    const journal = (await h.admin('GET', `/journal?project=${project}&limit=1000`)).body.data.filter((e: any) => e.path === '/v2/registry/devices/bulk');
    expect(journal.map((e: any) => e.request_headers['idempotency-key']).sort()).toEqual(['sync-2026-11-22.0', 'sync-2026-11-22.1', 'sync-2026-11-22.2']);
    expect(journal.every((e: any) => e.status === 207)).toBe(true);
    const after = await client(project).devices.get(known[0]);
    expect(after.tags).toEqual(['bulk-client']);
  });

  it('applies nothing twice when the same bulk_patch is sent again with the same key', async () => {
    const project = h.newProject();
    const [id] = await deviceIds(project);
    const c = client(project);
    const first = await c.devices.bulk_patch([{ id, tags: ['once'] }], { idempotencyKey: 'again' });
    const before = await c.devices.get(id);
    const second = await c.devices.bulk_patch([{ id, tags: ['once'] }], { idempotencyKey: 'again' });
    expect(second.results).toEqual(first.results);
    expect((await c.devices.get(id)).updated_at).toBe(before.updated_at);
  });

  it('reports the items a partial-bulk-failure scenario fails, one by one, and keeps the others applied', async () => {
    const project = h.newProject();
    const activated = await h.admin('POST', `/scenarios/projects/${project}`, { name: 'partial-bulk-failure' });
    expect(activated.status).toBe(201);
    const ids = (await deviceIds(project)).slice(0, 40);
    const c = client(project);
    const result = await c.devices.bulk_patch(ids.map((id) => ({ id, tags: ['partial'] })));
    expect(result.ok).toBe(false);
    expect(result.failed.length).toBeGreaterThanOrEqual(10);
    expect(result.failed.every((r) => r.status === 503 || r.status === 409)).toBe(true);
    expect(result.succeeded.length + result.failed.length).toBe(40);
    for (const r of result.failed) expect((await c.devices.get(r.id!)).tags).not.toEqual(['partial']);
    for (const r of result.succeeded) expect((await c.devices.get(r.id!)).tags).toEqual(['partial']);
  });
});

describe('requests.bulk_patch() (SDK 3.2)', () => {
  it('changes status and assignee of many requests and reports each', async () => {
    const project = h.newProject();
    const c = client(project);
    const open = (await c.requests.list({ status: ['open'], limit: 5 })).data as { id: string }[];
    expect(open.length).toBeGreaterThan(1);
    const result = await c.requests.bulk_patch([...open.map((r) => ({ id: r.id, status: 'in_progress' as const })), { id: 'req_missing', status: 'closed' }]);
    expect(result.succeeded).toHaveLength(open.length);
    expect(result.failed).toEqual([expect.objectContaining({ index: open.length, status: 404 })]);
    for (const r of open) expect((await c.requests.get(r.id)).status).toBe('in_progress');
  });
});

describe('riding out a rate-limit-storm', () => {
  it('finishes every call through Retry-After', async () => {
    const project = h.newProject();
    await h.admin('POST', `/scenarios/projects/${project}`, { name: 'rate-limit-storm', seed: 3 });
    const c = client(project);
    const refused = async () => (await h.admin('GET', `/journal?project=${project}&limit=1000`)).body.data.filter((e: any) => e.status === 429).length;
    // About one call in ten starts a storm; the project name (and so the draws) differs per run.
    let calls = 0;
    while (calls < 200 && (await refused()) === 0) {
      // A call the storm refuses is retried after Retry-After and answers like the others.
      expect((await c.devices.list({ limit: 1 })).data).toHaveLength(1);
      calls++;
    }
    expect(await refused()).toBeGreaterThan(0);
  });
});
