import { describe, expect, it } from 'vitest';
import { modules } from '../../src/apis/index.js';
import { buildFixtures } from '../../src/fixtures/build.js';
import { loadFixtureSet } from '../../src/fixtures/sets.js';

const epoch = Date.parse('2026-01-01T00:00:00Z');
const PLATFORMS = ['ios', 'android', 'windows', 'macos', 'linux', 'other'];

function records(set: string, seed = 11) {
  const base = buildFixtures(modules, loadFixtureSet(set), seed, epoch);
  const get = (name: string) => base.collection(name)!.entries.map((e) => e.record as any);
  return { devices: get('devices'), requests: get('requests'), users: base.has('users') ? get('users') : [] };
}

describe('registry fixtures', () => {
  it('never tags a device with another platform than its own', () => {
    for (const d of records('default').devices) {
      const platformTags = d.tags.filter((t: string) => PLATFORMS.includes(t));
      expect(platformTags.filter((t: string) => t !== d.platform), `${d.id} ${d.model}`).toEqual([]);
    }
  });

  it('gives devices with the same tag set one frozen, sorted array of it (decision 0019)', () => {
    const bySet = new Map<string, string[]>();
    let shared = 0;
    for (const d of records('default').devices) {
      expect(d.tags).toEqual([...new Set(d.tags)].sort());
      expect(Object.isFrozen(d.tags)).toBe(true);
      const key = JSON.stringify(d.tags);
      const first = bySet.get(key);
      if (first) {
        expect(d.tags).toBe(first);
        shared++;
      } else bySet.set(key, d.tags);
    }
    expect(shared).toBeGreaterThan(0);
  });

  it('has requests about fixture devices, with valid statuses and consistent times', () => {
    const { devices, requests, users } = records('default');
    expect(requests).toHaveLength(120);
    // The default set has users, and requests are assigned to them: an empty list must fail here.
    expect(users.length).toBeGreaterThan(0);
    const userIds = new Set(users.map((u: any) => u.id));
    const assigned = requests.filter((r: any) => r.assignee_id !== null);
    expect(assigned.length).toBeGreaterThan(30);
    for (const r of assigned) expect(userIds.has(r.assignee_id), r.assignee_id).toBe(true);
    const byId = new Map(devices.map((d: any) => [d.id, d]));
    const statuses = new Set(requests.map((r: any) => r.status));
    expect(statuses.size).toBeGreaterThanOrEqual(5);
    for (const r of requests) {
      expect(r.id).toMatch(/^req_/);
      if (r.device_id !== null) {
        const device: any = byId.get(r.device_id);
        expect(device, r.device_id).toBeDefined();
        expect(Date.parse(r.created_at)).toBeGreaterThanOrEqual(Date.parse(device.created_at));
      }
      expect(Date.parse(r.created_at)).toBeLessThanOrEqual(Date.parse(r.updated_at));
      expect(Date.parse(r.updated_at)).toBeLessThanOrEqual(epoch);
    }
  });

  it('sizes the large set from fixtures/large.yaml', () => {
    const { devices, requests } = records('large', 1);
    expect(devices).toHaveLength(100_000);
    expect(requests).toHaveLength(20_000);
  });
});
