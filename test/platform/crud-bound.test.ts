import { describe, expect, it } from 'vitest';
import type { Project } from '../../src/core/store.js';
import { keep, MAX_RECORDS, recordsOf } from '../../src/platform/crud-store.js';

describe('the inferred resources are bounded', () => {
  it('keeps at most MAX_RECORDS per resource, dropping the oldest', () => {
    const project = { id: 'p', extras: new Map() } as unknown as Project;
    let dropped: string | undefined;
    for (let i = 0; i <= MAX_RECORDS; i++) dropped = keep(project, '/x', `id${i}`, { id: `id${i}` });
    expect(dropped).toBe('id0');
    const records = recordsOf(project, '/x');
    expect(records.size).toBe(MAX_RECORDS);
    expect([...records.keys()][0]).toBe('id1');
    expect(recordsOf(project, '/y').size).toBe(0);
  });
});
