import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { admin, call, newDevice, start, stop, tempDirs } from './helpers.js';

const h = useSandbox({ maxSnapshots: 4 });
const temp = tempDirs();

async function device(project: string, name: string) {
  const r = await h.call('POST', '/v2/registry/devices', { project, body: { name, serial_number: `SN-${name}` } });
  expect(r.status).toBe(201);
  return r.body;
}

async function names(project: string): Promise<string[]> {
  const r = await h.call('GET', '/v2/registry/devices?limit=500', { project });
  return r.body.data.map((d: any) => d.name).filter((n: string) => n.startsWith('s-')).sort();
}

describe('named snapshots (/_sandbox/snapshots)', () => {
  it('saves one project and restores it, leaving the other projects alone', async () => {
    const a = h.newProject();
    const b = h.newProject();
    await device(a, 's-a1');
    await device(b, 's-b1');
    const saved = await h.admin('POST', '/snapshots', { name: `one-${a}`, project: a });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: `one-${a}`, scope: 'project', projects: [a], records: 1, replaced: false });
    await device(a, 's-a2');
    await device(b, 's-b2');
    const restored = await h.admin('POST', `/snapshots/one-${a}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ restored: `one-${a}`, projects: [a] });
    expect(await names(a)).toEqual(['s-a1']);
    expect(await names(b)).toEqual(['s-b1', 's-b2']);
    // New writes after a restore continue the project's history.
    const later = await device(a, 's-a3');
    expect(Date.parse(later.updated_at)).toBeGreaterThan(0);
    expect(await names(a)).toEqual(['s-a1', 's-a3']);
    await h.admin('DELETE', `/snapshots/one-${a}`);
  });

  it('saves all projects, and restores all or only one of them', async () => {
    const a = h.newProject();
    const b = h.newProject();
    await device(a, 's-a1');
    await device(b, 's-b1');
    expect((await h.admin('POST', '/snapshots', { name: 'all-1' })).body).toMatchObject({ scope: 'all', replaced: false });
    await device(a, 's-a2');
    await device(b, 's-b2');
    const c = h.newProject();
    await device(c, 's-c1');

    expect((await h.admin('POST', '/snapshots/all-1/restore', { project: b })).body).toEqual({ restored: 'all-1', projects: [b] });
    expect(await names(a)).toEqual(['s-a1', 's-a2']);
    expect(await names(b)).toEqual(['s-b1']);

    const all = await h.admin('POST', '/snapshots/all-1/restore');
    expect(all.body.projects).toEqual(expect.arrayContaining([a, b, c]));
    expect(await names(a)).toEqual(['s-a1']);
    // A project created after an all-projects snapshot goes back to the fixtures.
    expect(await names(c)).toEqual([]);
    await h.admin('DELETE', '/snapshots/all-1');
  });

  it('holds, and restores, the projects that left memory as well as those in it', async () => {
    for (const persist of [undefined, temp()]) {
      const sb = await start({ maxProjects: 2, persist, persistDelayMs: 10 });
      const named = async (project: string) => (await call(sb, 'GET', '/v2/registry/devices?limit=500', project)).body.data.map((d: any) => d.name).filter((n: string) => n.startsWith('e-')).sort();
      for (const p of ['e1', 'e2', 'e3']) expect((await newDevice(sb, p, `e-${p}-1`)).status).toBe(201);
      // Three projects with changes and room for two in memory: one of them has left memory.
      const saved = await admin(sb, 'POST', '/snapshots', { name: 'every' });
      expect(saved.status).toBe(201);
      expect([...saved.body.projects].sort()).toEqual(['e1', 'e2', 'e3']);
      expect(saved.body.records).toBe(3);
      for (const p of ['e1', 'e2', 'e3']) expect((await newDevice(sb, p, `e-${p}-2`)).status).toBe(201);
      const restored = await admin(sb, 'POST', '/snapshots/every/restore');
      expect(restored.status).toBe(200);
      // Whichever project was out of memory when the restore ran is back at the snapshot too.
      for (const p of ['e1', 'e2', 'e3']) expect(await named(p)).toEqual([`e-${p}-1`]);
      await stop(sb);
    }
  });

  it('lists, replaces and deletes snapshots', async () => {
    const a = h.newProject();
    await device(a, 's-x');
    await h.admin('POST', '/snapshots', { name: 'listed', project: a });
    const again = await h.admin('POST', '/snapshots', { name: 'listed', project: a });
    expect(again.body.replaced).toBe(true);
    const list = await h.admin('GET', '/snapshots');
    expect(list.status).toBe(200);
    expect(list.body.limits).toEqual({ max_count: 4, max_records: 1_000_000 });
    expect(list.body.data.filter((s: any) => s.name === 'listed')).toEqual([
      { name: 'listed', created_at: again.body.created_at, scope: 'project', projects: [a], records: 1, fixtures: { seed: 7, set: 'default', epoch: '2026-01-01T00:00:00.000Z' } },
    ]);
    expect((await h.admin('DELETE', '/snapshots/listed')).status).toBe(204);
    expect((await h.admin('DELETE', '/snapshots/listed')).status).toBe(404);
    const missing = await h.admin('POST', '/snapshots/listed/restore');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('no snapshot named listed');
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const r = await h.admin('POST', '/snapshots', { name: '../etc' });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].pointer).toBe('#/name');
    expect((await h.admin('POST', '/snapshots', {})).body.errors[0]).toMatchObject({ pointer: '#/name', detail: 'is required' });
    expect((await h.admin('POST', '/snapshots', { name: 'x', extra: 1 })).status).toBe(400);
  });

  it('refuses to restore a project a one-project snapshot does not hold', async () => {
    const a = h.newProject();
    await h.admin('POST', '/snapshots', { name: 'only-a', project: a });
    const r = await h.admin('POST', '/snapshots/only-a/restore', { project: 'someone-else' });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].pointer).toBe('#/project');
    await h.admin('DELETE', '/snapshots/only-a');
  });

  it('keeps at most max-snapshots snapshots', async () => {
    for (let i = 0; i < 4; i++) expect((await h.admin('POST', '/snapshots', { name: `cap-${i}`, project: 'cap' })).status).toBe(201);
    const over = await h.admin('POST', '/snapshots', { name: 'cap-4', project: 'cap' });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe('at most 4 snapshots are kept; delete one first');
    for (let i = 0; i < 4; i++) await h.admin('DELETE', `/snapshots/cap-${i}`);
  });

  it('refuses to restore a snapshot taken on other fixtures', async () => {
    const a = h.newProject();
    await h.admin('POST', '/snapshots', { name: 'seed-7', project: a });
    await h.admin('POST', '/seed', { seed: 8 });
    const r = await h.admin('POST', '/snapshots/seed-7/restore');
    expect(r.status).toBe(409);
    expect(r.body.detail).toContain('was taken on other fixtures (seed 7, fixtures default');
    await h.admin('POST', '/seed', { seed: 7 });
    expect((await h.admin('POST', '/snapshots/seed-7/restore')).status).toBe(200);
    await h.admin('DELETE', '/snapshots/seed-7');
  });
});

describe('the bound on records held by snapshots', () => {
  it('refuses a snapshot that would hold too many changed records', async () => {
    const sb = await start({ maxSnapshotRecords: 2 });
    const post = (body: unknown) => fetch(`${sb.url}/_sandbox/snapshots`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const n of ['b1', 'b2', 'b3']) {
      await fetch(`${sb.url}/v2/registry/devices`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'big', 'content-type': 'application/json' },
        body: JSON.stringify({ name: n, serial_number: n }),
      });
    }
    const r = await post({ name: 'too-big', project: 'big' });
    expect(r.status).toBe(409);
    expect((await r.json()).detail).toContain('at most 2 changed records in all; this one has 3');
    await stop(sb);
  });
});
