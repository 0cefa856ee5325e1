/**
 * Webhook subscriptions: records in the project's store (so they are per project, snapshotted and
 * reset like every other object). The secret is kept with the record and shown only on creation
 * and on rotation; a rotated-out secret keeps signing for 24 hours of business time.
 */
import { ApiError, type FieldError } from '../../core/errors.js';
import { pageOf, type Page } from '../../core/paging.js';
import type { Rng } from '../../core/rng.js';
import type { Project, StoredRecord } from '../../core/store.js';
import type { components } from '../../generated/openapi.js';
import type { Catalogue } from './catalogue.js';
import type { DestinationPolicy } from './destinations.js';
import { newSecret } from './signer.js';

export type Subscription = components['schemas']['WebhookSubscription'];
export type SubscriptionCreate = components['schemas']['WebhookSubscriptionCreate'];
export type SubscriptionUpdate = components['schemas']['WebhookSubscriptionUpdate'];

export interface StoredSubscription extends Subscription {
  secret: string;
  previous_secrets: { secret: string; expires_at: string }[];
}

export const SUBSCRIPTIONS = 'webhook_subscriptions';
export const ALL_TYPES = '*';
const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;
/** Rotating again within 24 h keeps every secret still in its overlap, up to this many. */
const MAX_PREVIOUS_SECRETS = 5;
const INBOX_PATH = /^\/_sandbox\/inbox\/([^/?#]+)$/;

/** The built-in inbox a URL points at, if any (on whatever host the sandbox was reached). */
export function inboxOf(url: string): string | undefined {
  try {
    return INBOX_PATH.exec(new URL(url).pathname)?.[1];
  } catch {
    return undefined;
  }
}

export const subscriptionIndexes = {
  event_type: (s: StoredSubscription) => s.event_types,
  inbox: (s: StoredSubscription) => inboxOf(s.url),
};

export function subscriptions(project: Project) {
  return project.collection<StoredSubscription>(SUBSCRIPTIONS);
}

export function publicView(s: StoredSubscription): Subscription {
  const { secret: _secret, previous_secrets: _previous, ...view } = s;
  return view;
}

function withoutMeta(s: StoredSubscription): Omit<StoredSubscription, keyof StoredRecord> {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = s;
  return rest;
}

function checkEventTypes(catalogue: Catalogue, types: readonly string[]): void {
  const errors: FieldError[] = [];
  types.forEach((t, i) => {
    if (t === ALL_TYPES) {
      if (types.length > 1) errors.push({ in: 'body', pointer: `#/event_types/${i}`, detail: '"*" (every type) must stand alone' });
    } else if (!catalogue.get(t)) {
      errors.push({ in: 'body', pointer: `#/event_types/${i}`, detail: `is not an event type (see GET /events/types)` });
    }
  });
  if (errors.length) throw new ApiError('unprocessable', { detail: `unknown event types: ${errors.map((e) => types[Number(e.pointer.split('/')[2])]).join(', ')}`, errors });
}

/** A destination webhooks may not reach is refused when the subscription is made or changed (and again at connect time). */
function checkDestination(destinations: DestinationPolicy, url: string): void {
  if (inboxOf(url) !== undefined) return; // this sandbox's inbox: delivered in-process
  const why = destinations.refuseUrl(url);
  if (why) throw new ApiError('unprocessable', { detail: `url: ${why}`, errors: [{ in: 'body', pointer: '#/url', detail: why }] });
}

export function createSubscription(project: Project, catalogue: Catalogue, destinations: DestinationPolicy, ids: Rng, input: SubscriptionCreate): { subscription: Subscription; secret: string } {
  checkEventTypes(catalogue, input.event_types);
  checkDestination(destinations, input.url);
  const collection = subscriptions(project);
  const secret = newSecret();
  const stored = collection.create({
    id: collection.freshId('sub_', ids),
    url: input.url,
    event_types: [...input.event_types],
    description: input.description ?? '',
    enabled: true,
    disabled_reason: null,
    failing_since: null,
    secret,
    previous_secrets: [],
  });
  return { subscription: publicView(stored), secret };
}

export function getStored(project: Project, id: string): StoredSubscription {
  const s = subscriptions(project).get(id);
  if (!s) throw new ApiError('not_found', { detail: `subscription ${id} does not exist in project ${project.id}` });
  return s;
}

export function listSubscriptions(project: Project, q: { limit?: number; cursor?: string }): Page<Subscription> {
  const page = pageOf(subscriptions(project), { limit: q.limit ?? 50, cursor: q.cursor });
  return { ...page, data: page.data.map((s) => publicView(s as StoredSubscription)) };
}

export function updateSubscription(project: Project, catalogue: Catalogue, destinations: DestinationPolicy, id: string, patch: SubscriptionUpdate): Subscription {
  const current = getStored(project, id);
  if (patch.event_types) checkEventTypes(catalogue, patch.event_types);
  if (patch.url !== undefined) checkDestination(destinations, patch.url);
  const next = { ...withoutMeta(current) };
  if (patch.url !== undefined) next.url = patch.url;
  if (patch.event_types !== undefined) next.event_types = [...patch.event_types];
  if (patch.description !== undefined) next.description = patch.description;
  if (patch.enabled === true) Object.assign(next, { enabled: true, disabled_reason: null, failing_since: null });
  if (patch.enabled === false) Object.assign(next, { enabled: false, disabled_reason: 'manual' });
  return publicView(subscriptions(project).update(id, next));
}

export function deleteSubscription(project: Project, id: string): void {
  getStored(project, id);
  subscriptions(project).remove(id);
}

export function rotateSecret(project: Project, id: string, nowMs: number): { secret: string; previous_secret_expires_at: string } {
  const current = getStored(project, id);
  const expires = new Date(nowMs + ROTATION_OVERLAP_MS).toISOString();
  const previous = [{ secret: current.secret, expires_at: expires }, ...liveSecrets(current.previous_secrets, nowMs)].slice(0, MAX_PREVIOUS_SECRETS);
  const secret = newSecret();
  subscriptions(project).update(id, { ...withoutMeta(current), secret, previous_secrets: previous });
  return { secret, previous_secret_expires_at: expires };
}

function liveSecrets(previous: StoredSubscription['previous_secrets'], nowMs: number) {
  return previous.filter((p) => Date.parse(p.expires_at) > nowMs);
}

/** Every secret that signs a delivery now: the current one, then those still in their overlap. */
export function signingSecrets(s: StoredSubscription, nowMs: number): string[] {
  return [s.secret, ...liveSecrets(s.previous_secrets, nowMs).map((p) => p.secret)];
}

/** Enabled subscriptions of the project that want this event type. */
export function subscribersOf(project: Project, type: string): StoredSubscription[] {
  const collection = subscriptions(project);
  // Every change of every project asks; most projects subscribe to nothing.
  if (collection.isEmpty) return [];
  return [...collection.findBy('event_type', type), ...collection.findBy('event_type', ALL_TYPES)].filter((s) => s.enabled);
}

/** After an attempt: track the run of failures; answers whether the subscription is now disabled. */
export function recordOutcome(project: Project, id: string, outcome: 'success' | 'failure' | 'gone', nowMs: number, disableAfterMs: number): boolean {
  const collection = subscriptions(project);
  const s = collection.get(id);
  if (!s) return false;
  const base = withoutMeta(s);
  if (outcome === 'success') {
    if (s.failing_since !== null) collection.update(id, { ...base, failing_since: null });
    return false;
  }
  const since = s.failing_since ?? new Date(nowMs).toISOString();
  const reason = outcome === 'gone' ? 'gone' : nowMs - Date.parse(since) >= disableAfterMs ? 'failing' : null;
  if (reason && s.enabled) {
    collection.update(id, { ...base, failing_since: since, enabled: false, disabled_reason: reason });
    return true;
  }
  if (s.failing_since === null) collection.update(id, { ...base, failing_since: since });
  return false;
}
