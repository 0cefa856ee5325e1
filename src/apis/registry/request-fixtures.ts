/** Service requests from a fixture set and the seed, about fixture devices and assigned to fixture users. */
import { fixtureId } from '../../core/fixture-ids.js';
import type { StoredRecord } from '../../core/store.js';
import type { FixtureContext } from '../module.js';
import { REQUEST_ID_PREFIX, type Device, type ServiceRequest } from './records.js';
import type { RequestStatus } from './transitions.js';

/** Most requests are settled; a realistic queue still has open and stuck ones. */
const STATUS_WEIGHTS: [RequestStatus, number][] = [
  ['open', 20], ['in_progress', 15], ['on_hold', 5], ['resolved', 25], ['closed', 30], ['cancelled', 5],
];
const PRIORITIES: ServiceRequest['priority'][] = ['low', 'normal', 'normal', 'normal', 'high', 'urgent'];

export function requestFixtures(ctx: FixtureContext, devices: readonly Device[]): ServiceRequest[] {
  const count = ctx.set.sizes.requests ?? 0;
  const rng = ctx.rng('requests');
  const faker = ctx.faker('requests');
  const titles = (ctx.set.vocabulary.request_titles as string[] | undefined) ?? ['Service request'];
  const sentences = Array.from({ length: 64 }, () => faker.lorem.sentence());
  // Users come from the Auth module when it generated its fixtures first; otherwise nobody is assigned.
  const users = ctx.records<StoredRecord>('users');
  const total = STATUS_WEIGHTS.reduce((n, [, w]) => n + w, 0);
  const status = (): RequestStatus => {
    let r = rng.next() * total;
    for (const [s, w] of STATUS_WEIGHTS) if ((r -= w) < 0) return s;
    return 'open';
  };
  const out: ServiceRequest[] = [];
  for (let i = 0; i < count; i++) {
    const device = devices.length && rng.chance(0.9) ? rng.pick(devices) : undefined;
    const s = status();
    const assigned = users.length > 0 && (s !== 'open' || rng.chance(0.3));
    const floor = device ? Date.parse(device.created_at) : ctx.epochMs - ctx.set.history_days * 86_400_000;
    const created = floor + Math.floor(rng.next() * (ctx.epochMs - floor));
    const updated = created + Math.floor(rng.next() * (ctx.epochMs - created));
    out.push({
      id: fixtureId(REQUEST_ID_PREFIX, i + 1),
      title: device ? `${rng.pick(titles)}: ${device.name}` : rng.pick(titles),
      description: rng.pick(sentences),
      status: s,
      priority: rng.pick(PRIORITIES),
      device_id: device?.id ?? null,
      assignee_id: assigned ? rng.pick(users).id : null,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
    });
  }
  return out;
}
