import { describe, expect, it } from 'vitest';
import { modules } from '../../src/apis/index.js';
import { isValidImei } from '../../src/apis/registry/imei.js';
import { buildFixtures } from '../../src/fixtures/build.js';
import { loadFixtureSet } from '../../src/fixtures/sets.js';

const epoch = Date.parse('2026-01-01T00:00:00Z');
const dump = (seed: number, set = 'default') => {
  const base = buildFixtures(modules, loadFixtureSet(set), seed, epoch);
  return JSON.stringify(base.names.map((name) => [name, base.collection(name)!.entries.map((e) => e.record)]));
};

describe('fixtures are deterministic and realistic', () => {
  it('gives byte-identical data for the same seed', () => {
    expect(dump(42)).toBe(dump(42));
  });

  it('gives other data for another seed', () => {
    expect(dump(42)).not.toBe(dump(43));
  });

  it('gives devices valid IMEIs, serial numbers and tags', () => {
    const base = buildFixtures(modules, loadFixtureSet('default'), 5, epoch);
    const devices = base.collection('devices')!.entries.map((e) => e.record as any);
    expect(devices).toHaveLength(200);
    const withImei = devices.filter((d) => d.imei !== null);
    expect(withImei.length).toBeGreaterThan(50);
    for (const d of withImei) expect(isValidImei(d.imei)).toBe(true);
    for (const d of devices) {
      expect(d.serial_number).toMatch(/^[A-Z]{2}[A-Z0-9]{10}$/);
      for (const t of d.tags) expect(t).toMatch(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/);
      expect(Date.parse(d.updated_at)).toBeLessThanOrEqual(epoch);
      expect(Date.parse(d.created_at)).toBeLessThanOrEqual(Date.parse(d.updated_at));
    }
  });

  it('has an empty set with no objects', () => {
    const base = buildFixtures(modules, loadFixtureSet('empty'), 5, epoch);
    for (const name of base.names) expect(base.collection(name)!.entries).toHaveLength(0);
  });
});
