import { describe, expect, it } from 'vitest';
import { createPlatformClient, PlatformError } from '../../src/client/index.js';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ fixtures: 'default' });

const client = (project = h.newProject(), token: string = h.token) => createPlatformClient({ baseUrl: h.url, project, token });

describe('the typed client against a real sandbox', () => {
  it('lists, gets and creates devices with typed results', async () => {
    const c = client();
    const page = await c.devices.list({ limit: 3 });
    expect(page.data).toHaveLength(3);
    const first = page.data[0] as { id: string };
    expect((await c.devices.get(first.id)).id).toBe(first.id);
    const created = await c.devices.create({ name: 'Typed', serial_number: 'TY-1', tags: ['lab'] });
    expect(created).toMatchObject({ name: 'Typed', tags: ['lab'], platform: 'other' });
  });

  it('iterates every device across pages', async () => {
    const c = client();
    const ids: string[] = [];
    for await (const d of c.devices.iterate({ limit: 37 })) ids.push((d as { id: string }).id);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
  });

  it('syncs with updated_since and returns the next watermark', async () => {
    const c = client();
    const all = await c.devices.sync();
    expect(all.items).toHaveLength(200);
    const again = await c.devices.sync(all.watermark);
    expect(again.items).toEqual([]);
    expect(again.watermark).toBe(all.watermark);
    const created = await c.devices.create({ name: 'New', serial_number: 'SYNC-1' });
    const next = await c.devices.sync(all.watermark);
    expect(next.items.map((d) => (d as { id: string }).id)).toEqual([created.id]);
    expect(next.watermark).toBe(created.updated_at);
  });

  it('replays a create sent twice with the same Idempotency-Key', async () => {
    const c = client();
    const a = await c.devices.create({ name: 'Once', serial_number: 'ONCE' }, { idempotencyKey: 'client-k1' });
    const b = await c.devices.create({ name: 'Once', serial_number: 'ONCE' }, { idempotencyKey: 'client-k1' });
    expect(b.id).toBe(a.id);
    expect((await c.devices.list({ serial_number: 'ONCE' })).data).toHaveLength(1);
  });

  it('throws a PlatformError carrying the problem details', async () => {
    const err = await client().devices.get('dev_missing').catch((e) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err.status).toBe(404);
    expect(err.code).toBe('not_found');
    expect(err.problem.detail).toContain('dev_missing');
  });
});


describe('the client stands alone', () => {
  it('imports nothing of the server: only its own files, the generated types and openapi-fetch', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../src/client/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      for (const [, spec] of source.matchAll(/from '([^']+)'/g)) {
        expect(spec.startsWith('./') || spec === '../generated/openapi.js' || spec === 'openapi-fetch', `${file} imports ${spec}`).toBe(true);
      }
    }
  });
});
