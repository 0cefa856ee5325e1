import { readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { admin, call, newDevice, start, stop, tempDirs, writeSealed } from './helpers.js';

const tempDir = tempDirs();

describe('--persist: state survives a restart', () => {
  it('brings back records, tokens, the clock and snapshots after a clean stop', async () => {
    const dir = tempDir();
    const first = await start({ persist: dir });
    const created = await newDevice(first, 'alpha', 'kept');
    expect(created.status).toBe(201);
    await admin(first, 'POST', '/clock', { set: '2030-05-01T12:00:00Z', freeze: true });
    const minted = await admin(first, 'POST', '/tokens', { role: 'viewer', projects: ['alpha'], ttl_seconds: 86400 });
    expect((await admin(first, 'POST', '/snapshots', { name: 'before', project: 'alpha' })).status).toBe(201);
    await newDevice(first, 'alpha', 'after-snapshot');
    await stop(first);

    const second = await start({ persist: dir });
    const again = await call(second, 'GET', `/v2/registry/devices/${created.body.id}`, 'alpha');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
    expect(again.headers.get('etag')).toBe(created.headers.get('etag'));
    expect((await call(second, 'GET', '/v2/registry/devices?serial_number=SN-after-snapshot', 'alpha')).body.data).toHaveLength(1);
    expect((await call(second, 'GET', '/v2/registry/devices?limit=1', 'alpha', { token: minted.body.access_token })).status).toBe(200);
    expect((await admin(second, 'GET', '/clock')).body).toEqual({ now: '2030-05-01T12:00:00.000Z', frozen: true });
    const next = await admin(second, 'POST', '/tokens', { role: 'viewer', projects: ['alpha'] });
    expect(next.body.access_token).not.toBe(minted.body.access_token);

    // The snapshot was kept on disk too, and still restores.
    expect((await admin(second, 'GET', '/snapshots')).body.data.map((s: any) => s.name)).toEqual(['before']);
    expect((await admin(second, 'POST', '/snapshots/before/restore')).status).toBe(200);
    expect((await call(second, 'GET', '/v2/registry/devices?serial_number=SN-after-snapshot', 'alpha')).body.data).toHaveLength(0);
    await stop(second);
  });

  it('saves soon after a change, without a stop, and forgets a project that was reset', async () => {
    const dir = tempDir();
    const sb = await start({ persist: dir, persistDelayMs: 20 });
    const kept = await newDevice(sb, 'keep', 'k1');
    const gone = await newDevice(sb, 'gone', 'g1');
    await sb.persistence!.flush();
    const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
    expect(Object.keys(state.projects).sort()).toEqual(['gone', 'keep']);
    await admin(sb, 'POST', '/reset', { project: 'gone' });
    await stop(sb);

    const again = await start({ persist: dir });
    expect((await call(again, 'GET', `/v2/registry/devices/${kept.body.id}`, 'keep')).status).toBe(200);
    expect((await call(again, 'GET', `/v2/registry/devices/${gone.body.id}`, 'gone')).status).toBe(404);
    await stop(again);
    // Only the files the state file names are left.
    const named = Object.values(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).projects).map((p: any) => p.file);
    expect(readdirSync(join(dir, 'projects')).sort()).toEqual(named.sort());
  });

  it('accepts a FILE.json path and keeps its project files beside it', async () => {
    const dir = tempDir();
    const file = join(dir, 'sandbox.json');
    const sb = await start({ persist: file });
    const created = await newDevice(sb, 'f', 'in-file');
    await stop(sb);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'platform-sandbox/state', version: 3 });
    expect(readdirSync(join(dir, 'sandbox.d', 'projects'))).toHaveLength(1);
    const again = await start({ persist: file });
    expect((await call(again, 'GET', `/v2/registry/devices/${created.body.id}`, 'f')).status).toBe(200);
    await stop(again);
  });

  it('keeps the saved seed and epoch, and refuses a setting that disagrees', async () => {
    const dir = tempDir();
    await stop(await start({ persist: dir, seed: 11 }));
    const again = await start({ persist: dir, seed: undefined, fixturesEpoch: undefined });
    expect((await admin(again, 'GET', '/health')).body.seed).toBe(11);
    await stop(again);
    await expect(start({ persist: dir, seed: 12 })).rejects.toThrow(
      `${join(dir, 'state.json')}: the saved state was made with seed 11, but 12 was given`,
    );
    await expect(start({ persist: dir, seed: 11, fixturesEpoch: '2026-02-01T00:00:00Z' })).rejects.toThrow(/saved state was made with fixtures epoch 2026-01-01T00:00:00.000Z/);
    const fresh = await start({ persist: dir, seed: 12, persistReset: true });
    expect((await admin(fresh, 'GET', '/health')).body.seed).toBe(12);
    await stop(fresh);
  });
});

describe('--persist: damaged files are refused at start, naming the file and the problem', () => {
  async function saved(): Promise<string> {
    const dir = tempDir();
    const sb = await start({ persist: dir });
    await newDevice(sb, 'p', 'd1');
    await stop(sb);
    return dir;
  }

  function projectFile(dir: string): string {
    return join(dir, 'projects', readdirSync(join(dir, 'projects'))[0]);
  }

  it('refuses a truncated state file', async () => {
    const dir = await saved();
    const file = join(dir, 'state.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, Math.floor(text.length / 2)));
    await expect(start({ persist: dir })).rejects.toThrow(`${file}: not valid JSON, the file is truncated or corrupt`);
  });

  it('refuses a truncated project file', async () => {
    const dir = await saved();
    const file = projectFile(dir);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, text.length - 10));
    await expect(start({ persist: dir })).rejects.toThrow(`${file}: not valid JSON, the file is truncated or corrupt`);
  });

  it('refuses an empty state file', async () => {
    const dir = await saved();
    writeFileSync(join(dir, 'state.json'), '');
    await expect(start({ persist: dir })).rejects.toThrow(`${join(dir, 'state.json')}: the file is empty (truncated?)`);
  });

  it('refuses another format version, such as a version 1 state saved over six-digit fixture ids', async () => {
    const dir = await saved();
    const file = join(dir, 'state.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version: 1 }));
    await expect(start({ persist: dir })).rejects.toThrow(`${file}: format version 1, but this sandbox reads version 3`);
  });

  it('starts afresh from a version 1 state with --persist-reset, but refuses its snapshots until they are removed', async () => {
    const dir = tempDir();
    const first = await start({ persist: dir });
    await newDevice(first, 'p', 'old');
    expect((await call(first, 'GET', '/v2/registry/devices?serial_number=SN-old', 'p')).body.data).toHaveLength(1);
    expect((await admin(first, 'POST', '/snapshots', { name: 'old', project: 'p' })).status).toBe(201);
    await stop(first);
    const index = join(dir, 'snapshots', 'index.json');
    for (const file of [join(dir, 'state.json'), index]) writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version: 1 }));

    await expect(start({ persist: dir, persistReset: true })).rejects.toThrow(`${index}: format version 1, but this sandbox reads version 3`);
    rmSync(join(dir, 'snapshots'), { recursive: true });
    const fresh = await start({ persist: dir, persistReset: true });
    expect((await call(fresh, 'GET', '/v2/registry/devices?serial_number=SN-old', 'p')).body.data).toEqual([]);
    await stop(fresh);
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).version).toBe(3);
  });

  it('refuses a file of the right syntax but the wrong shape', async () => {
    const dir = await saved();
    const file = projectFile(dir);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.project.collections.devices[0][0] = 'one';
    writeSealed(file, data);
    await expect(start({ persist: dir })).rejects.toThrow(`${file}: unexpected content at /project/collections/devices/0/0: must be integer`);
  });

  it('refuses a missing project file and a missing state file next to project files', async () => {
    const dir = await saved();
    const file = projectFile(dir);
    const text = readFileSync(file, 'utf8');
    writeFileSync(`${file}.bak`, text);
    unlinkSync(file);
    await expect(start({ persist: dir })).rejects.toThrow(`${file}: missing (the state file ${join(dir, 'state.json')} lists it for project p)`);
    writeFileSync(file, text);
    unlinkSync(join(dir, 'state.json'));
    await expect(start({ persist: dir })).rejects.toThrow(`${join(dir, 'state.json')}: the state file is missing but`);
  });

  it('refuses a collection no module defines', async () => {
    const dir = await saved();
    const file = projectFile(dir);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.project.collections.gadgets = [];
    writeSealed(file, data);
    await expect(start({ persist: dir })).rejects.toThrow(`${file}: project p has a collection "gadgets" that no module of this sandbox defines`);
  });

  it('starts fresh on purpose with persistReset, and saves over the damaged state', async () => {
    const dir = await saved();
    writeFileSync(join(dir, 'state.json'), '{"format":');
    const sb = await start({ persist: dir, persistReset: true });
    expect((await call(sb, 'GET', '/v2/registry/devices?serial_number=SN-d1', 'p')).body.data).toEqual([]);
    await stop(sb);
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).format).toBe('platform-sandbox/state');
  });
});
