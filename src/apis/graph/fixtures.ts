/**
 * The graph's fixtures from a fixture set and the seed: categories, articles with versions,
 * tickets naming the Registry's devices and requests and the Auth API's users, and links.
 * Other modules' records are read from `ctx.records`, so the graph must come after them.
 */
import { fixtureId } from '../../core/fixture-ids.js';
import type { Rng } from '../../core/rng.js';
import type { StoredRecord } from '../../core/store.js';
import type { FixtureSet } from '../../fixtures/sets.js';
import type { FixtureContext } from '../module.js';
import { slugify } from './slug.js';
import {
  ARTICLES, CATEGORIES, DEVICES, LINKS, REQUESTS, TICKETS, USERS,
  type ArticleRecord, type ArticleStatus, type CategoryRecord, type LinkKind, type LinkRecord, type TicketPriority, type TicketRecord, type TicketStatus,
} from './records.js';

const CATEGORY_NAMES = ['Getting started', 'Devices', 'Enrollment', 'Networking', 'Security', 'Accounts and access', 'Billing', 'Troubleshooting'];
const ARTICLE_STATUSES: ArticleStatus[] = ['PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'DRAFT', 'IN_REVIEW', 'ARCHIVED'];
const TICKET_STATUSES: TicketStatus[] = ['NEW', 'OPEN', 'OPEN', 'PENDING', 'SOLVED', 'CLOSED'];
const PRIORITIES: TicketPriority[] = ['LOW', 'NORMAL', 'NORMAL', 'HIGH', 'URGENT'];
const KINDS: LinkKind[] = ['SOLVES', 'REFERENCES', 'REFERENCES', 'DUPLICATES'];
const LOCALES = ['en-US', 'en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP'];
const PROBLEMS = [
  'Cannot enroll device', 'Battery drains within hours', 'Wi-Fi keeps dropping', 'Screen cracked', 'Stuck on boot logo',
  'VPN profile missing after update', 'Scanner does not read barcodes', 'Cannot sign in after password reset',
  'App crashes on start', 'Device reports wrong location', 'Email not syncing', 'Camera shows black screen',
];

const iso = (ms: number) => new Date(ms).toISOString();

function some<T>(rng: Rng, items: readonly T[], max: number): T[] {
  if (!items.length) return [];
  return [...new Set(Array.from({ length: rng.int(0, max) }, () => rng.pick(items)))];
}

/** The most records `graphFixtures` makes for a set (links may come out fewer: a repeated pick is skipped). */
export function graphFixtureBound(set: FixtureSet): number {
  return categoryCount(set) + (set.sizes[ARTICLES] ?? 0) + (set.sizes[TICKETS] ?? 0) + (set.sizes[LINKS] ?? 0);
}

function categoryCount(set: FixtureSet): number {
  return Math.min(set.sizes[CATEGORIES] ?? CATEGORY_NAMES.length, CATEGORY_NAMES.length);
}

export function graphFixtures(ctx: FixtureContext): Record<string, StoredRecord[]> {
  const rng = ctx.rng('graph');
  const faker = ctx.faker('graph');
  const historyMs = ctx.set.history_days * 86_400_000;
  const moment = () => {
    const created = ctx.epochMs - historyMs + Math.floor(rng.next() * historyMs);
    return { created, updated: created + Math.floor(rng.next() * (ctx.epochMs - created)) };
  };
  const userIds = ctx.records(USERS).map((u) => u.id);
  const deviceIds = ctx.records(DEVICES).map((d) => d.id);
  const requestIds = ctx.records(REQUESTS).map((r) => r.id);
  const tags = (ctx.set.vocabulary.tags as string[] | undefined) ?? [];

  const categories: CategoryRecord[] = CATEGORY_NAMES.slice(0, categoryCount(ctx.set)).map((name, i) => {
    const t = moment();
    return {
      id: fixtureId('cat_', i + 1), name, slug: slugify(name), description: faker.lorem.sentence(),
      parent_id: i >= 5 && i > 0 ? fixtureId('cat_', rng.int(0, 4) + 1) : null,
      created_at: iso(t.created), updated_at: iso(t.created),
    };
  });

  const articles: ArticleRecord[] = [];
  const slugs = new Set<string>();
  for (let i = 0; i < (ctx.set.sizes[ARTICLES] ?? 0); i++) {
    const t = moment();
    const title = faker.lorem.sentence({ min: 3, max: 8 }).replace(/\.$/, '');
    let slug = slugify(title);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    slugs.add(slug);
    const authors = some(rng, userIds, 2);
    const versions = Array.from({ length: rng.int(1, 4) }, (_, v) => ({
      version: v + 1, title, summary: faker.lorem.sentence(), body: faker.lorem.paragraphs(3, '\n\n'),
      editor_id: authors[0] ?? null, note: v === 0 ? null : faker.lorem.sentence(),
      created_at: iso(t.created + Math.floor(((t.updated - t.created) * v) / 4)),
    })).reverse();
    const status = rng.pick(ARTICLE_STATUSES);
    articles.push({
      id: fixtureId('art_', i + 1), slug, title, summary: versions[0].summary, body: versions[0].body,
      locale: rng.pick(LOCALES), status, version: versions.length, versions,
      author_ids: authors, category_id: categories.length ? rng.pick(categories).id : null, tags: some(rng, tags, 3).sort(),
      published_at: status === 'PUBLISHED' || status === 'ARCHIVED' ? iso(t.created) : null,
      created_at: iso(t.created), updated_at: iso(t.updated),
    });
  }

  const tickets: TicketRecord[] = [];
  for (let i = 0; i < (ctx.set.sizes[TICKETS] ?? 0); i++) {
    const t = moment();
    const status = rng.pick(TICKET_STATUSES);
    const comments = Array.from({ length: rng.int(0, 3) }, (_, c) => ({
      id: fixtureId(`cmt_${i}_`, c + 1), body: faker.lorem.sentences(2), author_id: userIds.length ? rng.pick(userIds) : null,
      public: rng.chance(0.8), created_at: iso(t.created + Math.floor(((t.updated - t.created) * (c + 1)) / 4)),
    }));
    tickets.push({
      id: fixtureId('tkt_', i + 1), subject: `${rng.pick(PROBLEMS)} (${faker.location.city()})`, description: faker.lorem.paragraph(),
      status, priority: rng.pick(PRIORITIES),
      requester_id: userIds.length ? rng.pick(userIds) : null, assignee_id: userIds.length && rng.chance(0.7) ? rng.pick(userIds) : null,
      tags: some(rng, tags, 2).sort(), comments, device_ids: some(rng, deviceIds, 2), request_ids: some(rng, requestIds, 1),
      solved_at: status === 'SOLVED' || status === 'CLOSED' ? iso(t.updated) : null,
      created_at: iso(t.created), updated_at: iso(t.updated),
    });
  }

  const links: LinkRecord[] = [];
  const seen = new Set<string>();
  for (let i = 0; articles.length && tickets.length && i < (ctx.set.sizes[LINKS] ?? 0); i++) {
    const a = rng.pick(articles);
    const tk = rng.pick(tickets);
    const kind = rng.pick(KINDS);
    const key = `${a.id}/${tk.id}/${kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const created = Math.max(Date.parse(a.created_at), Date.parse(tk.created_at));
    links.push({
      id: fixtureId('lnk_', i + 1), kind, article_id: a.id, ticket_id: tk.id, note: rng.chance(0.4) ? faker.lorem.sentence() : null,
      created_by_id: userIds.length ? rng.pick(userIds) : null, created_at: iso(created), updated_at: iso(created + Math.floor(rng.next() * (ctx.epochMs - created))),
    });
  }
  return { [CATEGORIES]: categories, [ARTICLES]: articles, [TICKETS]: tickets, [LINKS]: links };
}

