import { describe, expect, it } from 'vitest';
import { modules as allModules } from '../../src/apis/index.js';
import type { ApiModule } from '../../src/apis/module.js';
import { slot } from '../../src/core/slots.js';
import { startSandbox } from '../../src/server.js';
import { admin, baseOptions, tempDirs } from './helpers.js';

const tempDir = tempDirs();

/** Global state of the test module (one sandbox at a time uses it). */
let counter = 0;

/** A project slot, declared once as a module declares its slots. */
const NOTES = slot<string[]>({
  name: 'test.notes',
  create: () => [],
  save: (notes) => (notes.length ? notes.slice() : undefined),
  load: (data, project) => {
    if (!Array.isArray(data) || !data.every((n) => typeof n === 'string')) throw new Error(`project ${project.id}: notes are not strings`);
    return data as string[];
  },
});

/** A module with global state outside the store, registered as a part. */
const notesModule: ApiModule = {
  name: 'notes',
  collections: [],
  start(deps) {
    counter = 0;
    deps.state.register({ name: 'notes.counter', dump: () => counter, load: (n: number) => void (counter = n) });
  },
};
const withNotes = [...allModules, notesModule];

function note(sb: Awaited<ReturnType<typeof startSandbox>>, project: string, text: string): void {
  sb.deps.store.get(project).slot(NOTES).push(text);
  sb.deps.state.changed(project);
}

describe('project slots and global parts', () => {
  it('are saved and loaded across a restart, per project and global', async () => {
    const dir = tempDir();
    const first = await startSandbox({ ...baseOptions, persist: dir }, withNotes);
    note(first, 'n1', 'hello');
    note(first, 'n1', 'again');
    counter++;
    first.deps.state.changed();
    await first.stop();

    const second = await startSandbox({ ...baseOptions, persist: dir }, withNotes);
    expect(second.deps.store.get('n1').slot(NOTES)).toEqual(['hello', 'again']);
    expect(second.deps.store.get('n2').slot(NOTES)).toEqual([]);
    expect(counter).toBe(1);
    await second.stop();

    // A sandbox without the module that saved the global part refuses the state rather than dropping it.
    await expect(startSandbox({ ...baseOptions, persist: dir }, allModules)).rejects.toThrow(/global state "notes.counter" is not registered/);
  });

  it('are kept by snapshots and put back on restore; a reset empties the slot', async () => {
    const sb = await startSandbox({ ...baseOptions }, withNotes);
    try {
      note(sb, 's1', 'before');
      expect((await admin(sb, 'POST', '/snapshots', { name: 'notes', project: 's1' })).status).toBe(201);
      note(sb, 's1', 'after');
      expect((await admin(sb, 'POST', '/snapshots/notes/restore')).status).toBe(200);
      expect(sb.deps.store.get('s1').slot(NOTES)).toEqual(['before']);
      sb.deps.reset('s1');
      expect(sb.deps.store.get('s1').slot(NOTES)).toEqual([]);
    } finally {
      await sb.stop();
    }
  });

  it('refuses a slot declared twice, and a global part registered twice', async () => {
    expect(() => slot({ name: 'test.notes', create: () => [] })).toThrow('slot test.notes is declared twice');
    const twice: ApiModule = { ...notesModule, name: 'notes-again' };
    await expect(startSandbox({ ...baseOptions }, [...withNotes, twice])).rejects.toThrow('state part notes.counter is registered twice');
  });
});
