/**
 * Seeded users and groups: realistic SCIM users (name, emails, phone, title, enterprise
 * extension with a manager) with a mix of roles. Each one's password is its userName.
 */
import { fixtureId } from '../../core/fixture-ids.js';
import type { FixtureContext } from '../module.js';
import { fixturePassword } from './passwords.js';
import { ENTERPRISE_USER, type GroupRecord, type UserRecord } from './users.js';

const DEPARTMENTS = ['Engineering', 'Support', 'Operations', 'Sales', 'Finance', 'Field Services'];
const GROUP_NAMES = ['Engineering', 'Support', 'Operations', 'Sales', 'Platform Admins', 'Field Services', 'Finance', 'Security'];

function stamps(ctx: FixtureContext, rng: ReturnType<FixtureContext['rng']>): { created_at: string; updated_at: string } {
  const historyMs = ctx.set.history_days * 86_400_000;
  const created = ctx.epochMs - historyMs + Math.floor(rng.next() * historyMs);
  const updated = created + Math.floor(rng.next() * (ctx.epochMs - created));
  return { created_at: new Date(created).toISOString(), updated_at: new Date(updated).toISOString() };
}

export function userFixtures(ctx: FixtureContext): UserRecord[] {
  const count = ctx.set.sizes.users ?? 0;
  const rng = ctx.rng('users');
  const faker = ctx.faker('users');
  const taken = new Set<string>();
  const out: UserRecord[] = [];
  for (let i = 0; i < count; i++) {
    const givenName = faker.person.firstName();
    const familyName = faker.person.lastName();
    const base = `${givenName}.${familyName}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    let userName = base;
    for (let n = 2; taken.has(userName); n++) userName = `${base}${n}`;
    taken.add(userName);
    // The first user is an admin so that every fixture set with users can sign in as one.
    const role = i === 0 ? 'admin' : rng.chance(0.15) ? 'admin' : rng.chance(0.45) ? 'editor' : 'viewer';
    const department = rng.pick(DEPARTMENTS);
    const manager = i > 0 ? out[rng.int(0, Math.min(i - 1, 4))] : undefined;
    out.push({
      id: fixtureId('usr_', i + 1),
      ...stamps(ctx, rng),
      userName,
      name: { givenName, familyName, formatted: `${givenName} ${familyName}` },
      displayName: `${givenName} ${familyName}`,
      title: faker.person.jobTitle(),
      userType: rng.chance(0.85) ? 'Employee' : 'Contractor',
      preferredLanguage: 'en-US',
      locale: 'en-US',
      timezone: rng.pick(['Europe/Berlin', 'America/Chicago', 'Asia/Tokyo', 'America/New_York']),
      // A realistic directory has someone who left: the last seeded user is deactivated.
      active: !(count > 3 && i === count - 1),
      emails: [{ value: `${userName}@example.com`, type: 'work', primary: true }],
      phoneNumbers: [{ value: faker.phone.number({ style: 'international' }), type: 'work' }],
      [ENTERPRISE_USER]: {
        employeeNumber: String(10_000 + i),
        costCenter: `CC-${rng.int(100, 999)}`,
        organization: 'Example Corp',
        division: rng.pick(['EMEA', 'Americas', 'APAC']),
        department,
        ...(manager ? { manager: { value: manager.id, displayName: manager.displayName as string } } : {}),
      },
      role,
      password_hash: fixturePassword(userName),
    });
  }
  return out;
}

export function groupFixtures(ctx: FixtureContext, users: readonly UserRecord[]): GroupRecord[] {
  const count = Math.min(ctx.set.sizes.groups ?? 0, GROUP_NAMES.length * 10);
  const rng = ctx.rng('groups');
  const out: GroupRecord[] = [];
  for (let i = 0; i < count; i++) {
    const round = Math.floor(i / GROUP_NAMES.length);
    const members = users.length ? users.filter(() => rng.chance(Math.min(0.5, 6 / users.length))).map((u) => ({ value: u.id, type: 'User' as const })) : [];
    out.push({
      id: fixtureId('grp_', i + 1),
      ...stamps(ctx, rng),
      displayName: GROUP_NAMES[i % GROUP_NAMES.length] + (round ? ` ${round + 1}` : ''),
      members,
    });
  }
  return out;
}
