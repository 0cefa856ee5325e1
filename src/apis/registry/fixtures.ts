/** Devices from a fixture set and the seed: valid IMEIs, plausible serials, tags from the vocabulary. */
import { fixtureId } from '../../core/fixture-ids.js';
import type { FixtureContext } from '../module.js';
import type { Rng } from '../../core/rng.js';
import { luhnDigit } from './imei.js';
import { DEVICE_ID_PREFIX, type Device } from './records.js';
import { TagSets } from './tag-sets.js';

interface DeviceModel {
  manufacturer: string;
  model: string;
  platform: Device['platform'];
}


function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

/** One string from parts, built flat: a hundred thousand records keep these (decision 0011). */
function flat(...parts: string[]): string {
  return parts.join('');
}

const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

function serial(rng: Rng, manufacturer: string): string {
  let s = manufacturer.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase();
  for (let i = 0; i < 10; i++) s += SERIAL_ALPHABET[rng.int(0, SERIAL_ALPHABET.length - 1)];
  return s;
}

const PLATFORMS: readonly string[] = ['ios', 'android', 'windows', 'macos', 'linux', 'other'];

/**
 * The device's own platform tag, plus random ones that never name another platform (no iPad tagged
 * `linux`). Unsorted: the stored form (sorted, shared) is the tag sets' to make.
 */
function pickTags(rng: Rng, random: readonly string[], vocabulary: readonly string[], platform: string): string[] {
  const tags = new Set<string>();
  if (vocabulary.includes(platform)) tags.add(platform);
  const n = rng.int(0, 4);
  for (let i = 0; i < n; i++) tags.add(rng.pick(random));
  return [...tags];
}

/**
 * Tags that the set gives a share of the devices (`tag_shares`: tag → share), drawn from a stream
 * of their own, so that the devices are otherwise what they are without them.
 */
function withShares(tags: string[], shares: readonly [string, number][], rng: Rng): string[] {
  for (const [tag, share] of shares) if (rng.next() < share) tags.push(tag);
  return tags;
}

export function deviceFixtures(ctx: FixtureContext): Device[] {
  const count = ctx.set.sizes.devices ?? 0;
  const rng = ctx.rng('devices');
  const faker = ctx.faker('devices');
  const models = ctx.set.vocabulary.device_models as DeviceModel[];
  const tacs = ctx.set.vocabulary.tacs as string[];
  const vocabulary = ctx.set.vocabulary.tags as string[];
  const random = vocabulary.filter((t) => !PLATFORMS.includes(t));
  const shares = Object.entries((ctx.set.vocabulary.tag_shares ?? {}) as Record<string, number>);
  const sharesRng = ctx.rng('device-tag-shares');
  const historyMs = ctx.set.history_days * 86_400_000;
  const firstNames = Array.from({ length: 64 }, () => faker.person.firstName());
  const devices: Device[] = [];
  // Devices with the same set share its array (decision 0019); the table goes when the build ends.
  const tagSets = new TagSets(Number.POSITIVE_INFINITY);
  for (let i = 0; i < count; i++) {
    const m = rng.pick(models);
    const body = flat(rng.pick(tacs), digits(rng, 6));
    const created = ctx.epochMs - historyMs + Math.floor(rng.next() * historyMs);
    const updated = created + Math.floor(rng.next() * (ctx.epochMs - created));
    devices.push({
      id: fixtureId(DEVICE_ID_PREFIX, i + 1),
      name: flat(rng.pick(firstNames), "'s ", m.model),
      // Laptops and single-board computers have no IMEI; a realistic registry has such rows.
      imei: m.platform === 'ios' || m.platform === 'android' ? flat(body, String(luhnDigit(body))) : null,
      serial_number: serial(rng, m.manufacturer),
      manufacturer: m.manufacturer,
      model: m.model,
      platform: m.platform,
      tags: tagSets.of(withShares(pickTags(rng, random, vocabulary, m.platform), shares, sharesRng)),
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
    });
  }
  return devices;
}
