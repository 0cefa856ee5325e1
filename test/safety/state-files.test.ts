/**
 * Findings 9 and 10: state files readable by every local user; damaged but well-formed state
 * loaded silently.
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { admin, newDevice, start, stop, tempDirs, writeSealed } from '../persistence/helpers.js';

const temp = tempDirs();

describe('state files', () => {
  it('are written owner-only (0600), in owner-only directories', async () => {
    const dir = temp();
    const sb = await start({ persist: dir });
    expect((await newDevice(sb, 'modes', 'a')).status).toBe(201);
    expect((await admin(sb, 'POST', '/snapshots', { name: 's1' })).status).toBe(201);
    await stop(sb);
    const files = [join(dir, 'state.json'), ...readdirSync(join(dir, 'projects')).map((f) => join(dir, 'projects', f)), ...readdirSync(join(dir, 'snapshots')).map((f) => join(dir, 'snapshots', f))];
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) expect((statSync(f).mode & 0o777).toString(8), f).toBe('600');
    for (const d of ['projects', 'snapshots']) expect((statSync(join(dir, d)).mode & 0o077).toString(8), d).toBe('0');
  });
});

describe('record ids after a crash', () => {
  it('are never given again: a start from the last save skips past every id given out since', async () => {
    const dir = temp();
    const sb = await start({ persist: dir, persistDelayMs: 60_000 });
    const before = await newDevice(sb, 'crash', 'saved');
    expect(before.status).toBe(201);
    await sb.persistence!.flush();
    // The disk as a crash right now would leave it.
    const crashed = temp();
    cpSync(dir, crashed, { recursive: true });
    // After a real crash its process is gone and the lock it left is stale; this copy's holder is alive (this process).
    rmSync(join(crashed, 'state.json.lock'));
    const lost: string[] = [];
    for (let i = 0; i < 20; i++) lost.push((await newDevice(sb, 'crash', `lost-${i}`)).body.id);
    await stop(sb);
    const again = await start({ persist: crashed });
    const fresh: string[] = [];
    for (let i = 0; i < 20; i++) fresh.push((await newDevice(again, 'crash', `after-${i}`)).body.id);
    expect(fresh.filter((id) => lost.includes(id))).toEqual([]);
    expect(fresh).not.toContain(before.body.id);
    await stop(again);
  });
});

describe('damaged state files', () => {
  async function savedWithDevice(): Promise<{ dir: string; projectFile: string }> {
    const dir = temp();
    const sb = await start({ persist: dir });
    expect((await newDevice(sb, 'p', 'damaged')).status).toBe(201);
    await stop(sb);
    return { dir, projectFile: join(dir, 'projects', readdirSync(join(dir, 'projects'))[0]) };
  }

  it('refuses a flipped byte, naming the file', async () => {
    const { dir, projectFile } = await savedWithDevice();
    const text = readFileSync(projectFile, 'utf8');
    const at = text.indexOf('SN-damaged') + 3;
    writeFileSync(projectFile, `${text.slice(0, at)}X${text.slice(at + 1)}`);
    await expect(start({ persist: dir })).rejects.toThrow(`${projectFile}: the checksum does not match`);
  });

  it('refuses a well-formed record of the wrong shape (a device with tags: 5), naming the JSON pointer', async () => {
    const { dir, projectFile } = await savedWithDevice();
    const data = JSON.parse(readFileSync(projectFile, 'utf8'));
    data.project.collections.devices[0][3].tags = 5;
    writeSealed(projectFile, data);
    await expect(start({ persist: dir })).rejects.toThrow(`${projectFile}: unexpected content at /project/collections/devices/0/3/tags: must be array`);
  });

  it('refuses a token of the wrong shape (projects: 5) in the state file', async () => {
    const dir = temp();
    const sb = await start({ persist: dir });
    expect((await admin(sb, 'POST', '/tokens', { role: 'viewer', projects: ['p'] })).status).toBe(201);
    await stop(sb);
    const file = join(dir, 'state.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.tokens.records[0].projects = 5;
    writeSealed(file, data);
    await expect(start({ persist: dir })).rejects.toThrow(`${file}: unexpected content at /tokens/records/0/projects`);
  });

  it('refuses a project file that lost a collection', async () => {
    const { dir, projectFile } = await savedWithDevice();
    const data = JSON.parse(readFileSync(projectFile, 'utf8'));
    delete data.project.collections.devices;
    writeSealed(projectFile, data);
    await expect(start({ persist: dir })).rejects.toThrow(`${projectFile}: /project/collections/devices holds 0 record(s), but the state file lists 1`);
  });
});
