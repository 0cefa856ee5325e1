import { describe, expect, it } from 'vitest';
import { BoundChecker } from '../../src/core/bounds.js';
import { ApiError } from '../../src/core/errors.js';
import { Project, defaultStoreLimits, type FixtureBase } from '../../src/core/store.js';
import { VirtualClock } from '../../src/core/clock.js';
import { drop, keep, recordsOf } from '../../src/platform/crud-store.js';

const fixtures = { lastSeq: 0, lastUpdatedMs: 0 } as unknown as FixtureBase;

function project(bounds: BoundChecker): Project {
  return new Project('p', fixtures, new VirtualClock(), defaultStoreLimits, () => {}, bounds);
}

function refusal(f: () => void): ApiError {
  try {
    f();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('not refused');
}

describe('the inferred resources are bounded', () => {
  it('refuses a record past the per-resource bound with 507 naming it, and keeps every record it took', () => {
    const p = project(new BoundChecker({ recordsPerCollection: 3, bytesPerProject: 1e9, bytesPerRecord: 1e6, processBytes: 1e9 }));
    for (let i = 0; i < 3; i++) keep(p, '/x', `id${i}`, { id: `id${i}` });
    const err = refusal(() => keep(p, '/x', 'id3', { id: 'id3' }));
    expect([err.status, err.options.extensions?.bound]).toEqual([507, 'records_per_collection']);
    expect([...recordsOf(p, '/x').keys()]).toEqual(['id0', 'id1', 'id2']);
    keep(p, '/x', 'id1', { id: 'id1', name: 'replaced' });
    expect(recordsOf(p, '/y').size).toBe(0);
  });

  it('refuses one record over its size with 413, and counts bytes on write and delete', () => {
    const bounds = new BoundChecker({ recordsPerCollection: 100, bytesPerProject: 100, bytesPerRecord: 40, processBytes: 1e9 });
    const p = project(bounds);
    const big = refusal(() => keep(p, '/x', 'a', { id: 'a', blob: 'x'.repeat(50) }));
    expect([big.status, big.options.extensions?.bound]).toEqual([413, 'bytes_per_record']);
    keep(p, '/x', 'a', { id: 'a' });
    expect(p.usage.bytes).toBe(JSON.stringify({ id: 'a' }).length);
    for (const id of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) keep(p, '/x', id, { id });
    const full = refusal(() => keep(p, '/x', 'k', { id: 'k' }));
    expect([full.status, full.options.extensions?.bound]).toEqual([507, 'bytes_per_project']);
    drop(p, '/x', 'a');
    expect(p.usage.bytes).toBe(9 * JSON.stringify({ id: 'a' }).length);
    expect(bounds.processUsed).toBe(p.usage.bytes);
  });
});
