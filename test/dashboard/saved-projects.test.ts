/**
 * With --persist, a project pushed out of memory by the cap is saved, not dropped: the projects
 * panel lists it as saved on disk, and it comes back to the in-memory rows on its next use.
 */
import { describe, expect, it } from 'vitest';
import { newDevice, start, stop, tempDirs } from '../persistence/helpers.js';
import { ui, visible } from './ui-client.js';

const temp = tempDirs();

describe('the projects panel with --persist', () => {
  it('lists the projects saved on disk beside those in memory, and a used one moves back', async () => {
    const sb = await start({ persist: temp(), maxProjects: 2, persistDelayMs: 10 });
    try {
      for (const p of ['ui-saved-1', 'ui-saved-2', 'ui-saved-3']) expect((await newDevice(sb, p, `d-${p}`)).status).toBe(201);
      expect(sb.deps.store.state('ui-saved-1')).toBe('saved');
      const page = await ui(sb, '/projects');
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<tr data-project="ui-saved-1" data-saved="true">/);
      expect(visible(page.text)).toContain('ui-saved-1 saved on disk, loaded again on its next use');
      expect(page.text).toMatch(/<tr data-project="ui-saved-3">/);

      expect((await newDevice(sb, 'ui-saved-1', 'd-again')).status).toBe(201);
      const after = await ui(sb, '/projects');
      expect(after.text).toMatch(/<tr data-project="ui-saved-1">/);
      expect(after.text).toMatch(/<tr data-project="ui-saved-2" data-saved="true">/);
    } finally {
      await stop(sb);
    }
  });
});
