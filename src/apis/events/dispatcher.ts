/**
 * Turns domain events into signed deliveries and delivers them: at least once, asynchronously
 * (publishing only records the delivery and queues it), with bounded concurrency and a bounded
 * queue per endpoint, retried on the virtual clock.
 *
 * Two kinds of time meet here. Due times are business time (the retry schedule follows the
 * virtual clock, so advancing it runs due attempts); a real timer wakes the dispatcher when the
 * next due time should have come, and every jump of the clock wakes it too. The attempt itself
 * (timeout, response time) is real time.
 */
import TinyQueue from 'tinyqueue';
import type { DomainEvent } from '../../core/bus.js';
import { wallClockMs } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { seededUuid } from '../../core/rng.js';
import type { Project } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import { CALLS, recordAttempt } from '../../resilience/record.js';
import { idStreamSlot, reservedStream } from '../ids.js';
import type { Catalogue, EventTypeSpec } from './catalogue.js';
import { DeliveryLog, type Attempt, type Delivery, type DeliveryRecord, type EventPayload } from './deliveries.js';
import { Fifo } from './fifo.js';
import type { DestinationPolicy } from './destinations.js';
import { Sender, USER_AGENT, type LocalDelivery, type SendResult } from './sender.js';
import { newSecret, Signer } from './signer.js';
import { recordOutcome, signingSecrets, subscribersOf, subscriptions, type StoredSubscription } from './subscriptions.js';

/** Delays after the 1st..7th failed attempt (Svix's schedule); after the 8th the delivery has failed. */
export const RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
/** A subscription whose attempts have failed without a success for this long is disabled. */
const DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;
const MAX_RETRY_AFTER_MS = 24 * 3600 * 1000;
/** A held (`webhook_reorder`) delivery goes out after the next one to its endpoint, or after this (real ms). */
const REORDER_HOLD_MS = 1000;
/** Scheduled attempts kept at most, over all projects; stale ones are purged first. */
const MAX_SCHEDULED = 200_000;

/** Deliveries' `webhook-id`s: one stream per project, saved with it (slot `events.webhook-ids`), so none is sent twice. */
const WEBHOOK_IDS = idStreamSlot('events.webhook-ids', 'webhook-ids');

interface Job {
  /** The project by id and instance: an attempt never keeps an evicted project in memory. */
  projectId: string;
  instance: number;
  deliveryId: string;
  endpoint: string;
  dueMs: number;
  order: number;
  /** An extra copy (`webhook_duplicate`): recorded, but its outcome changes nothing. */
  duplicate: boolean;
  /** Held back until a later delivery to the same endpoint was attempted (`webhook_reorder`). */
  hold: boolean;
}

const byDue = (a: Job, b: Job) => a.dueMs - b.dueMs || a.order - b.order;

interface Endpoint {
  inFlight: number;
  ready: Fifo<Job>;
  held: Job[];
}

export class Dispatcher {
  #heap = new TinyQueue<Job>([], byDue);
  readonly #endpoints = new Map<string, Endpoint>();
  readonly #sender: Sender;
  readonly #signer = new Signer();
  #timer: NodeJS.Timeout | undefined;
  #pumpQueued = false;
  #order = 0;
  #stopped = false;
  /** Projects being loaded again because an attempt of theirs came due. */
  readonly #waking = new Set<string>();

  constructor(
    private readonly deps: Deps,
    readonly catalogue: Catalogue,
    readonly destinations: DestinationPolicy,
    local?: LocalDelivery,
  ) {
    this.#sender = new Sender(deps.config.webhooks.timeoutMs, destinations, local);
  }

  start(): () => Promise<void> {
    const unsubscribe = this.deps.bus.subscribe((event) => this.publish(event));
    const unwatch = this.deps.clock.onChange(() => this.#pump());
    const unload = this.deps.store.onLoaded((project) => this.#resume(project));
    return async () => {
      this.#stopped = true;
      unsubscribe();
      unwatch();
      unload();
      clearTimeout(this.#timer);
      this.#sender.abortAll();
    };
  }

  log(project: Project): DeliveryLog {
    return DeliveryLog.of(project, this.deps.config.webhooks.deliveriesPerProject);
  }

  /** A domain event: one delivery per catalogue type it emits and per subscription that wants it. */
  publish(event: DomainEvent): void {
    const specs = this.catalogue.forSource(event.type);
    if (!specs.length) return;
    // A project that is not in memory (a refused sign-in's) has no subscriptions to deliver to.
    const project = this.deps.store.peek(event.project);
    if (!project) return;
    for (const spec of specs) {
      const subscribers = subscribersOf(project, spec.type);
      if (!subscribers.length) continue;
      const payload = { type: spec.type, timestamp: event.timestamp, data: event.data as Record<string, unknown> };
      const body = JSON.stringify(payload);
      for (const sub of subscribers) this.enqueue(project, sub, spec, payload, body);
    }
  }

  /** Record a new delivery and queue its first attempt (after a scenario's delay, if any). */
  enqueue(project: Project, sub: StoredSubscription, spec: EventTypeSpec, payload: EventPayload, body: string): Delivery {
    const now = this.deps.clock.now();
    const faults = this.deps.webhookFaults.decide(project.id, spec.type, sub.id);
    const injected = [
      faults.delayMs ? 'webhook_delay' : '',
      faults.duplicates ? 'webhook_duplicate' : '',
      faults.reorder ? 'webhook_reorder' : '',
      faults.dropAttempts ? 'webhook_drop' : '',
      faults.badSignature ? 'webhook_bad_signature' : '',
    ].filter(Boolean);
    const nowIso = new Date(now).toISOString();
    const dueMs = now + Math.max(0, faults.delayMs ?? 0);
    const record = this.log(project).add(
      {
        id: `msg_${seededUuid(reservedStream(this.deps, project, WEBHOOK_IDS)).replace(/-/g, '')}`,
        subscription_id: sub.id,
        event_type: spec.type,
        status: 'pending',
        // The contract types each built-in event's payload; the catalogue in force decides which it is.
        payload: payload as Delivery['payload'],
        attempts: [],
        next_attempt_at: new Date(dueMs).toISOString(),
        injected_faults: injected,
        created_at: nowIso,
        updated_at: nowIso,
      },
      body,
      faults,
    );
    const endpoint = `${project.id}\u0000${sub.id}`;
    const at = { projectId: project.id, instance: project.instance };
    if (!this.#schedule({ ...at, deliveryId: record.view.id, endpoint, dueMs, order: 0, duplicate: false, hold: faults.reorder === true })) {
      this.log(project).touch(record, { status: 'failed', next_attempt_at: null }, nowIso, this.#notSent(record, 'queue_full: the sandbox holds too many scheduled attempts'));
      return record.view;
    }
    for (let i = 0; i < (faults.duplicates ?? 0); i++) {
      this.#schedule({ ...at, deliveryId: record.view.id, endpoint, dueMs, order: 0, duplicate: true, hold: false });
    }
    return record.view;
  }

  /** Send a delivery again from the start of the schedule, with the same webhook-id. */
  redeliver(project: Project, id: string): Delivery {
    const log = this.log(project);
    const record = log.require(id, project.id);
    if (record.view.status === 'pending') {
      throw new ApiError('conflict', { detail: `delivery ${id} is still pending; its next attempt is at ${record.view.next_attempt_at}` });
    }
    const sub = subscriptions(project).get(record.view.subscription_id);
    if (!sub || !sub.enabled) {
      throw new ApiError('unprocessable', { detail: sub ? `subscription ${sub.id} is disabled (${sub.disabled_reason}); enable it first` : `subscription ${record.view.subscription_id} no longer exists` });
    }
    const now = this.deps.clock.now();
    record.roundAttempts = 0;
    log.touch(record, { status: 'pending', next_attempt_at: new Date(now).toISOString() }, new Date(now).toISOString());
    this.#schedule({ projectId: project.id, instance: project.instance, deliveryId: id, endpoint: `${project.id}\u0000${sub.id}`, dueMs: now, order: 0, duplicate: false, hold: false });
    return record.view;
  }

  /** A project back from saved state (eviction, restart, snapshot): its pending deliveries are scheduled again. */
  #resume(project: Project): void {
    if (this.#stopped || !DeliveryLog.hasPending(project)) return;
    for (const record of this.log(project).pendingRecords()) {
      const dueMs = record.view.next_attempt_at ? Date.parse(record.view.next_attempt_at) : this.deps.clock.now();
      const endpoint = `${project.id}\u0000${record.view.subscription_id}`;
      this.#schedule({ projectId: project.id, instance: project.instance, deliveryId: record.view.id, endpoint, dueMs, order: 0, duplicate: false, hold: false });
    }
  }

  /** An attempt came due for a project that left memory: it is loaded again, which schedules its deliveries anew. */
  #wake(id: string): void {
    if (this.#waking.has(id)) return;
    this.#waking.add(id);
    this.deps.store
      .load(id)
      .catch((err) => this.deps.logger.error({ err, project: id }, 'loading a project for its webhook deliveries failed'))
      .finally(() => this.#waking.delete(id));
  }

  #schedule(job: Job): boolean {
    if (this.#heap.length >= MAX_SCHEDULED) this.#purge();
    if (this.#heap.length >= MAX_SCHEDULED) return false;
    job.order = ++this.#order;
    this.#heap.push(job);
    // Never deliver inside the publisher's call: a slow receiver must not slow the API.
    if (!this.#pumpQueued) {
      this.#pumpQueued = true;
      setImmediate(() => {
        this.#pumpQueued = false;
        this.#pump();
      });
    }
    return true;
  }

  #live(job: Job): { project: Project; record: DeliveryRecord } | undefined {
    const project = this.deps.store.peek(job.projectId);
    if (!project) {
      if (!job.duplicate && !this.#stopped && this.deps.store.state(job.projectId) === 'saved') this.#wake(job.projectId);
      return undefined;
    }
    if (project.instance !== job.instance) return undefined;
    const record = this.log(project).get(job.deliveryId);
    return record && (record.view.status === 'pending' || job.duplicate) ? { project, record } : undefined;
  }

  /** Drop attempts of deliveries that were evicted, reset or finished; only when the cap is hit. */
  #purge(): void {
    this.#heap = new TinyQueue(this.#heap.data.filter((j) => this.deps.store.peek(j.projectId)?.instance === j.instance && this.#live(j)), byDue);
  }

  #pump(): void {
    if (this.#stopped) return;
    const now = this.deps.clock.now();
    while (this.#heap.length && this.#heap.peek()!.dueMs <= now) this.#ready(this.#heap.pop()!);
    clearTimeout(this.#timer);
    const next = this.#heap.peek();
    if (!next) return;
    // When the clock is frozen this fires, finds nothing due, and waits again: cheap, and correct.
    this.#timer = setTimeout(() => this.#pump(), Math.min(Math.max(0, next.dueMs - now), 2 ** 31 - 1));
    this.#timer.unref();
  }

  #endpoint(key: string): Endpoint {
    let ep = this.#endpoints.get(key);
    if (!ep) {
      ep = { inFlight: 0, ready: new Fifo(), held: [] };
      this.#endpoints.set(key, ep);
    }
    return ep;
  }

  #ready(job: Job): void {
    const live = this.#live(job);
    if (!live) return;
    const { record } = live;
    const ep = this.#endpoint(job.endpoint);
    if (job.hold) {
      job.hold = false;
      ep.held.push(job);
      setTimeout(() => this.#release(job.endpoint), REORDER_HOLD_MS).unref();
      return;
    }
    if (ep.ready.length >= this.deps.config.webhooks.queuePerEndpoint) {
      void this.#finish(job, record, this.#nowIso(), { statusCode: null, responseTimeMs: 0, excerpt: '', error: `queue_full: ${ep.ready.length} attempts already wait for this endpoint` });
      return;
    }
    ep.ready.push(job);
    this.#drain(job.endpoint, ep);
  }

  #release(key: string): void {
    const ep = this.#endpoints.get(key);
    if (!ep || !ep.held.length) return;
    for (const job of ep.held.splice(0)) ep.ready.push(job);
    this.#drain(key, ep);
  }

  #drain(key: string, ep: Endpoint): void {
    while (!this.#stopped && ep.inFlight < this.deps.config.webhooks.concurrencyPerEndpoint && ep.ready.length) {
      const job = ep.ready.shift()!;
      ep.inFlight++;
      void this.#attempt(job)
        .catch((err) => this.deps.logger.error({ err }, 'webhook attempt failed unexpectedly'))
        .finally(() => {
          ep.inFlight--;
          if (ep.held.length) this.#release(key);
          this.#drain(key, ep);
          if (ep.inFlight === 0 && !ep.ready.length && !ep.held.length) this.#endpoints.delete(key);
        });
    }
  }

  #nowIso(): string {
    return this.deps.clock.nowIso();
  }

  #notSent(record: DeliveryRecord, error: string): Attempt {
    return { attempt: this.#realAttempts(record) + 1, at: this.#nowIso(), status_code: null, response_time_ms: 0, response_body_excerpt: '', error, duplicate: false };
  }

  #realAttempts(record: DeliveryRecord): number {
    return record.view.attempts.filter((a) => !a.duplicate).length;
  }

  async #attempt(job: Job): Promise<void> {
    const live = this.#live(job);
    if (!live) return;
    const { project, record } = live;
    const at = this.#nowIso();
    const sub = subscriptions(project).get(record.view.subscription_id);
    if (!sub || !sub.enabled) {
      if (job.duplicate) return;
      const why = sub ? `the subscription is disabled (${sub.disabled_reason})` : 'the subscription was deleted';
      this.log(project).touch(record, { status: 'failed', next_attempt_at: null }, at, this.#notSent(record, `not sent: ${why}`));
      return;
    }
    let result: SendResult;
    let sent: { badSignature: boolean } | undefined;
    if (!job.duplicate && record.dropsLeft > 0) {
      record.dropsLeft--;
      result = { statusCode: null, responseTimeMs: 0, excerpt: '', error: 'dropped: a webhook_drop fault failed this attempt' };
    } else {
      const bad = record.faults.badSignature;
      sent = { badSignature: bad === true || (typeof bad === 'number' && record.view.attempts.length < bad) };
      record.lastHeaders = this.#headers(sub, record, sent.badSignature);
      result = await this.#sender.send(sub.url, record.lastHeaders, record.body);
      if (this.#stopped) return;
    }
    await this.#finish(job, record, at, result, sent);
  }

  #headers(sub: StoredSubscription, record: DeliveryRecord, badSignature: boolean): Record<string, string> {
    // webhook-timestamp is real time: receivers check it against their own clock (replay window).
    const timestamp = Math.floor(wallClockMs() / 1000);
    const secrets = badSignature ? [newSecret()] : signingSecrets(sub, this.deps.clock.now());
    return {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': record.view.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': this.#signer.sign(record.view.id, timestamp, record.body, secrets),
    };
  }

  /** `sent`: the attempt went out (not dropped on purpose nor refused by a queue), so the client's record keeps it (docs/resilience.md). */
  async #finish(job: Job, record: DeliveryRecord, at: string, result: SendResult, sent?: { badSignature: boolean }): Promise<void> {
    const live = this.#live(job);
    if (live?.record !== record) return;
    const { project } = live;
    const log = this.log(project);
    const attempt: Attempt = {
      attempt: job.duplicate ? Math.max(1, this.#realAttempts(record)) : this.#realAttempts(record) + 1,
      at,
      status_code: result.statusCode,
      response_time_ms: result.responseTimeMs,
      // The answer's body only when the operator allows it: a receiver's answer may be another host's page.
      response_body_excerpt: this.deps.config.webhooks.keepResponseExcerpt ? result.excerpt : '',
      error: result.error,
      duplicate: job.duplicate,
    };
    // A destination the sandbox refuses never reached the client's receiver.
    if (sent && !result.error?.startsWith('refused: ')) {
      const { id, event_type } = record.view;
      recordAttempt(project.slot(CALLS), { webhookId: id, eventType: event_type, attempt: attempt.attempt, atMs: Date.parse(at), badSignature: sent.badSignature, duplicate: job.duplicate, statusCode: result.statusCode, responseTimeMs: result.responseTimeMs, error: result.error });
      this.deps.state.changed(project.id);
    }
    const now = this.deps.clock.now();
    const nowIso = new Date(now).toISOString();
    if (job.duplicate) return log.touch(record, {}, nowIso, attempt);
    const code = result.statusCode;
    const success = code !== null && code >= 200 && code < 300;
    const disabled = recordOutcome(project, record.view.subscription_id, success ? 'success' : code === 410 ? 'gone' : 'failure', Date.parse(at), DISABLE_AFTER_MS);
    record.roundAttempts++;
    if (success) return log.touch(record, { status: 'succeeded', next_attempt_at: null }, nowIso, attempt);
    if (code === 410 || disabled || record.roundAttempts > RETRY_SCHEDULE_MS.length) {
      return log.touch(record, { status: 'failed', next_attempt_at: null }, nowIso, attempt);
    }
    const delay = Math.max(RETRY_SCHEDULE_MS[record.roundAttempts - 1], Math.min(result.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
    log.touch(record, { next_attempt_at: new Date(now + delay).toISOString() }, nowIso, attempt);
    this.#schedule({ ...job, dueMs: now + delay });
  }
}
