import { describe, expect, it } from 'vitest';
import { modules } from '../../src/apis/index.js';
import { assetFixtures } from '../../src/apis/assets/fixtures.js';
import { rngStream } from '../../src/core/rng.js';
import { buildFixtures } from '../../src/fixtures/build.js';
import { loadFixtureSet } from '../../src/fixtures/sets.js';
import { useSandbox } from '../helpers/sandbox.js';

const EPOCH = '2026-01-01T00:00:00Z';
const epoch = Date.parse(EPOCH);
const DAY = 86_400_000;

function records(base: ReturnType<typeof buildFixtures>, name: string): any[] {
  return base.collection(name)!.entries.map((e) => e.record);
}

describe('asset fixtures are consistent', () => {
  const base = buildFixtures(modules, loadFixtureSet('default'), 3, epoch);
  const licenses = records(base, 'licenses');
  const seats = records(base, 'license_assignments');
  const software = records(base, 'software');
  const users = new Set(records(base, 'users').map((u) => u.id));
  const devices = new Set(records(base, 'devices').map((d) => d.id));

  it('counts every seat: seats_used is the number of assignments, never above seats', () => {
    expect(licenses).toHaveLength(40);
    for (const l of licenses) {
      const held = seats.filter((a) => a.license_id === l.id);
      expect(l.seats_used, l.id).toBe(held.length);
      if (l.seats !== null) expect(held.length).toBeLessThanOrEqual(l.seats);
      expect(new Set(held.map((a) => a.assignee_id)).size).toBe(held.length);
      for (const a of held) expect(users.has(a.assignee_id)).toBe(true);
    }
  });

  it('installs software on fixture devices, for fixture users, under fixture licenses', () => {
    expect(software).toHaveLength(400);
    const ids = new Set(licenses.map((l) => l.id));
    for (const s of software) {
      expect(devices.has(s.device_id)).toBe(true);
      if (s.user_id !== null) expect(users.has(s.user_id)).toBe(true);
      if (s.license_id !== null) expect(ids.has(s.license_id)).toBe(true);
      expect(Date.parse(s.updated_at)).toBeLessThanOrEqual(epoch);
    }
    expect(software.filter((s) => s.license_id === null).length).toBeGreaterThan(20);
  });

  it('has a full license and one with a single seat left when there are users', () => {
    const perSeat = licenses.filter((l) => l.kind === 'per_seat' && Date.parse(l.valid_from) <= epoch);
    expect(perSeat.some((l) => l.seats_used === l.seats)).toBe(true);
    expect(perSeat.some((l) => l.seats - l.seats_used === 1)).toBe(true);
  });

  it("makes the large set's 2,000 licenses and 20,000 installations", () => {
    const set = loadFixtureSet('large');
    const stamp = { created_at: EPOCH, updated_at: EPOCH };
    const others: Record<string, any[]> = {
      users: Array.from({ length: 200 }, (_, i) => ({ id: `usr_${i}`, ...stamp })),
      devices: Array.from({ length: 5000 }, (_, i) => ({ id: `dev_${i}`, ...stamp })),
    };
    const out = assetFixtures({ set, seed: 3, epochMs: epoch, rng: (p) => rngStream(3, '*', p), faker: () => undefined as never, records: (name) => (others[name] ?? []) as any });
    expect(out.licenses).toHaveLength(2000);
    expect(out.software).toHaveLength(20000);
  });
});

describe('asset fixtures show a partner the edge cases (default set, clock at the epoch)', () => {
  const h = useSandbox({ clockStart: EPOCH });

  async function all(path: string): Promise<any[]> {
    return (await h.call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=500`)).body.data;
  }

  it('has licenses expiring within two weeks, one expired and one not yet valid', async () => {
    const soon = await all(`/v1/assets/licenses?expiring_before=${new Date(epoch + 14 * DAY).toISOString()}`);
    expect(soon.filter((l) => l.validity === 'active').length).toBeGreaterThanOrEqual(2);
    expect(soon.some((l) => l.validity === 'expired')).toBe(true);
    const every = await all('/v1/assets/licenses');
    expect(every.some((l) => l.validity === 'pending')).toBe(true);
    expect(every.some((l) => l.kind === 'site' && l.seats === null)).toBe(true);
    expect(every.some((l) => l.kind === 'per_seat' && l.validity === 'active' && l.seats_available <= 1)).toBe(true);
  });

  it('has over-deployed licenses, one of them expired, and under-used ones', async () => {
    const over = await all('/v1/assets/compliance?status=over_deployed');
    expect(over.some((c) => c.validity === 'expired' && c.installations > 0)).toBe(true);
    expect(over.some((c) => c.validity === 'active' && c.shortfall > 0)).toBe(true);
    expect((await all('/v1/assets/compliance?status=under_used')).length).toBeGreaterThan(5);
  });

  it('has a full license, which refuses a seeded user with 409, and one with a single seat left, which takes one', async () => {
    h.newProject();
    const every = await all('/v1/assets/licenses?kind=per_seat');
    const full = every.find((l) => l.validity === 'active' && l.seats_available === 0);
    const lastSeat = every.find((l) => l.validity === 'active' && l.seats_available === 1);
    const held = [...(await all(`/v1/assets/licenses/${lastSeat.id}/assignments`)), ...(await all(`/v1/assets/licenses/${full.id}/assignments`))];
    const holders = new Set(held.map((a) => a.assignee_id));
    const user = h.sb.seededUsers().map((u) => u.id).find((id) => !holders.has(id))!;
    const refused = await h.call('POST', '/v1/assets/licenses/assign', { body: { license_id: full.id, assignee_type: 'user', assignee_id: user } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'seats_exhausted', seats: full.seats, seats_used: full.seats });
    const taken = await h.call('POST', '/v1/assets/licenses/assign', { body: { license_id: lastSeat.id, assignee_type: 'user', assignee_id: user } });
    expect(taken.status).toBe(201);
    expect(taken.body.license.seats_available).toBe(0);
  });

  it('refuses a seat on the expired fixture license to a seeded user', async () => {
    h.newProject();
    const expired = (await all('/v1/assets/licenses')).find((l) => l.validity === 'expired' && l.kind === 'per_seat');
    const user = h.sb.seededUsers()[0].id;
    const r = await h.call('POST', '/v1/assets/licenses/assign', { body: { license_id: expired.id, assignee_type: 'user', assignee_id: user } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('license_not_valid');
  });
});
