import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { modules as allModules } from '../../src/apis/index.js';
import type { ApiModule } from '../../src/apis/module.js';
import { startSandbox } from '../../src/server.js';
import type { AppEnv } from '../../src/http/env.js';
import { admin, baseOptions, tempDirs } from './helpers.js';

const tempDir = tempDirs();

/** Global state of the test module (one sandbox at a time uses it). */
let counter = 0;

/** A module that keeps state outside the store, as scenarios or sessions do, and registers it. */
const notesModule: ApiModule = {
  name: 'notes',
  collections: [],
  start(deps) {
    deps.state.register({
      name: 'notes',
      scope: 'project',
      dump: (project) => (project.extras.get('notes') as string[] | undefined)?.slice(),
      load: (project, data: string[]) => void project.extras.set('notes', data),
    });
    counter = 0;
    deps.state.register({ name: 'notes.counter', scope: 'global', dump: () => counter, load: (n: number) => void (counter = n) });
  },
};
const withNotes = [...allModules, notesModule];

function note(sb: Awaited<ReturnType<typeof startSandbox>>, project: string, text: string): void {
  const p = sb.deps.store.get(project);
  p.extras.set('notes', [...((p.extras.get('notes') as string[]) ?? []), text]);
  sb.deps.state.changed(project);
}

describe('state parts: module state outside the store', () => {
  it('is saved and loaded across a restart, per project and global', async () => {
    const dir = tempDir();
    const first = await startSandbox({ ...baseOptions, persist: dir }, withNotes);
    note(first, 'n1', 'hello');
    note(first, 'n1', 'again');
    counter++;
    first.deps.state.changed();
    await first.stop();

    const second = await startSandbox({ ...baseOptions, persist: dir }, withNotes);
    expect(second.deps.store.get('n1').extras.get('notes')).toEqual(['hello', 'again']);
    expect(second.deps.store.get('n2').extras.get('notes')).toBeUndefined();
    expect(counter).toBe(1);
    await second.stop();

    // A sandbox without the module that saved the part refuses the state rather than dropping it.
    await expect(startSandbox({ ...baseOptions, persist: dir }, allModules)).rejects.toThrow(/has state "notes" that no module of this sandbox registers/);
  });

  it('is kept by snapshots and put back on restore', async () => {
    const sb = await startSandbox({ ...baseOptions }, withNotes);
    try {
      note(sb, 's1', 'before');
      expect((await admin(sb, 'POST', '/snapshots', { name: 'notes', project: 's1' })).status).toBe(201);
      note(sb, 's1', 'after');
      expect((await admin(sb, 'POST', '/snapshots/notes/restore')).status).toBe(200);
      expect(sb.deps.store.get('s1').extras.get('notes')).toEqual(['before']);
    } finally {
      await sb.stop();
    }
  });

  it('refuses a part registered twice', async () => {
    const twice: ApiModule = { ...notesModule, name: 'notes-again' };
    await expect(startSandbox({ ...baseOptions }, [...withNotes, twice])).rejects.toThrow('state part project:notes is registered twice');
  });
});
