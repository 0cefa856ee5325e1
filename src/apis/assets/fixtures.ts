/**
 * Licenses, seats and installations from a fixture set and the seed. The first licenses are the
 * edge cases a partner should meet without setting them up (full, one seat left, expiring soon,
 * expired but installed, not yet valid, over-deployed, unlimited); the rest are ordinary. Dates
 * are relative to the fixtures epoch, so "expiring soon" stays soon.
 */
import { fixtureId } from '../../core/fixture-ids.js';
import type { Rng } from '../../core/rng.js';
import type { StoredRecord } from '../../core/store.js';
import type { FixtureContext } from '../module.js';
import { ASSIGNMENTS, LICENSES, SOFTWARE, type Assignment, type LicenseKind, type LicenseRecord, type SoftwareItem } from './records.js';

interface CatalogEntry {
  vendor: string;
  product: string;
  kind: LicenseKind;
  /** Range of seats bought; null: unlimited (site). */
  seats: [number, number] | null;
  software: string;
  publisher: string;
  versions: string[];
}

interface Freeware {
  software: string;
  publisher: string;
  versions: string[];
}

const DAY = 86_400_000;

/** What an edge-case license looks like, relative to the epoch (days) and to the users there are. */
interface EdgeCase {
  kind: LicenseKind;
  seats: (users: number) => number | null;
  /** Seats assigned, given the seats. */
  assigned: (seats: number) => number;
  validFromDays: number;
  validUntilDays: number | null;
  installations: (seats: number) => number;
}

const edgeCases: EdgeCase[] = [
  // Full: every seat taken, each holder has it installed (compliant).
  { kind: 'per_seat', seats: (u) => Math.min(5, Math.max(u, 1)), assigned: (s) => s, validFromDays: -200, validUntilDays: 165, installations: (s) => s },
  // One seat left.
  { kind: 'per_seat', seats: (u) => Math.min(10, u + 1), assigned: (s) => s - 1, validFromDays: -300, validUntilDays: 400, installations: (s) => s - 2 },
  // Expiring in 3 and in 12 days.
  { kind: 'per_seat', seats: () => 8, assigned: (s) => s - 3, validFromDays: -362, validUntilDays: 3, installations: (s) => s - 3 },
  { kind: 'per_seat', seats: () => 20, assigned: (s) => s - 10, validFromDays: -353, validUntilDays: 12, installations: (s) => s - 12 },
  // Expired 20 days ago and still installed: over-deployed.
  { kind: 'per_seat', seats: () => 6, assigned: () => 0, validFromDays: -385, validUntilDays: -20, installations: () => 3 },
  // Not valid before 14 days from now.
  { kind: 'per_seat', seats: () => 25, assigned: () => 0, validFromDays: 14, validUntilDays: 379, installations: () => 0 },
  // More installations than seats.
  { kind: 'per_seat', seats: () => 3, assigned: (s) => s, validFromDays: -90, validUntilDays: 275, installations: (s) => s + 2 },
  // Unlimited site license.
  { kind: 'site', seats: () => null, assigned: () => 0, validFromDays: -500, validUntilDays: null, installations: () => 6 },
];

const iso = (ms: number) => new Date(ms).toISOString();

function between(rng: Rng, fromMs: number, toMs: number): number {
  return fromMs + Math.floor(rng.next() * Math.max(0, toMs - fromMs));
}

/** `n` distinct items (a partial Fisher-Yates shuffle). */
function sample<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const k = Math.min(n, pool.length);
  for (let i = 0; i < k; i++) {
    const j = rng.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, k);
}

export function assetFixtures(ctx: FixtureContext): Record<string, StoredRecord[]> {
  const rng = ctx.rng('assets');
  const catalog = (ctx.set.vocabulary.software_catalog ?? []) as CatalogEntry[];
  const freeware = (ctx.set.vocabulary.freeware ?? []) as Freeware[];
  const users = ctx.records('users').map((u) => u.id);
  const devices = ctx.records('devices').map((d) => d.id);
  const epoch = ctx.epochMs;
  const historyMs = ctx.set.history_days * DAY;
  const count = catalog.length ? ctx.set.sizes.licenses ?? 0 : 0;

  const licenses: LicenseRecord[] = [];
  const assignments: Assignment[] = [];
  const software: SoftwareItem[] = [];
  const holders = new Map<string, string[]>();
  /** Installations each license is to get: the edge cases' exact numbers, the others' by chance. */
  const planned = new Map<string, number>();

  for (let i = 0; i < count; i++) {
    const edge = edgeCases[i];
    const entries = catalog.filter((e) => !edge || e.kind === edge.kind);
    const entry = rng.pick(entries.length ? entries : catalog);
    const kind = edge?.kind ?? entry.kind;
    const seats = edge ? edge.seats(users.length) : entry.seats && rng.int(entry.seats[0], entry.seats[1]);
    const validFrom = edge ? epoch + edge.validFromDays * DAY : epoch - rng.int(30, 700) * DAY;
    const validUntil = edge
      ? edge.validUntilDays === null ? null : epoch + edge.validUntilDays * DAY
      : entry.seats === null || rng.chance(0.15) ? null : epoch + rng.int(20, 720) * DAY;
    const created = Math.min(validFrom, epoch - 2 * DAY) - rng.int(0, 10) * DAY;
    const id = fixtureId('lic_', i + 1);
    // Seats go to distinct fixture users; without a user directory a license simply has none.
    const wanted = kind === 'per_seat' && seats !== null ? (edge ? edge.assigned(seats) : rng.int(0, seats)) : 0;
    const held = sample(rng, users, Math.max(0, wanted));
    let lastChange = created;
    for (const user of held) {
      const at = between(rng, Math.max(created, validFrom), epoch);
      lastChange = Math.max(lastChange, at);
      // One string for equal times: tens of thousands of records in the large set.
      const stamp = iso(at);
      assignments.push({ id: fixtureId('asg_', assignments.length + 1), license_id: id, assignee_type: 'user', assignee_id: user, created_at: stamp, updated_at: stamp });
    }
    holders.set(id, held);
    licenses.push({
      id, product: entry.product, vendor: entry.vendor, kind, seats, seats_used: held.length,
      valid_from: iso(validFrom), valid_until: validUntil === null ? null : iso(validUntil),
      created_at: iso(created), updated_at: iso(lastChange),
    });
    if (edge) planned.set(id, Math.max(0, edge.installations(seats ?? 0)));
  }

  const install = (name: string, publisher: string, versions: string[], licenseId: string | null, userId: string | null) => {
    const installedAt = epoch - Math.floor(rng.next() * historyMs);
    const updated = between(rng, installedAt, epoch);
    const installed = iso(installedAt);
    software.push({
      id: fixtureId('sw_', software.length + 1), name, version: rng.pick(versions), publisher,
      device_id: rng.pick(devices), user_id: userId, license_id: licenseId,
      installed_at: installed, created_at: installed, updated_at: iso(updated),
    });
  };
  const entryOf = (l: LicenseRecord) => catalog.find((e) => e.product === l.product)!;
  const total = devices.length ? ctx.set.sizes.software ?? 0 : 0;
  // The edge cases first, to their exact counts; their holders use them where they hold a seat.
  for (const [id, n] of planned) {
    const l = licenses.find((x) => x.id === id)!;
    const e = entryOf(l);
    for (let k = 0; k < n && software.length < total; k++) {
      const holder = holders.get(id)![k];
      install(e.software, e.publisher, e.versions, id, holder ?? (users.length ? rng.pick(users) : null));
    }
  }
  // The others stay within their seats, so that only the edge cases are over-deployed.
  const ordinary = licenses.slice(edgeCases.length);
  const used = new Map<string, number>();
  while (software.length < total) {
    const l = ordinary.length && rng.chance(0.7) ? rng.pick(ordinary) : undefined;
    const room = l && (l.seats === null || (used.get(l.id) ?? 0) < Math.min(l.seats, l.kind === 'per_seat' ? holders.get(l.id)!.length : l.seats));
    if (l && room) {
      const e = entryOf(l);
      const n = used.get(l.id) ?? 0;
      used.set(l.id, n + 1);
      const user = l.kind === 'per_seat' ? holders.get(l.id)![n] : users.length && rng.chance(0.6) ? rng.pick(users) : null;
      install(e.software, e.publisher, e.versions, l.id, user);
    } else if (freeware.length) {
      const f = rng.pick(freeware);
      install(f.software, f.publisher, f.versions, null, users.length && rng.chance(0.8) ? rng.pick(users) : null);
    } else break;
  }
  return { [LICENSES]: licenses, [ASSIGNMENTS]: assignments, [SOFTWARE]: software };
}
