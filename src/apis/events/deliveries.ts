/**
 * The deliveries of one project, with every attempt, kept beside the store in `project.extras`
 * (a reset or an evicted project takes its deliveries with it). Finished deliveries are bounded
 * (the least recently changed go first); pending ones are never evicted, which would break
 * at-least-once: their number is bounded by the dispatcher's queues instead.
 */
import { ApiError } from '../../core/errors.js';
import { decodeCursor, encodeCursor } from '../../core/cursor.js';
import { BoundedMap } from '../../core/ring.js';
import type { Project } from '../../core/store.js';
import type { WebhookFaultDecision } from '../../scenarios/types.js';
import type { components } from '../../generated/openapi.js';

export type Delivery = components['schemas']['WebhookDelivery'];
export type Attempt = components['schemas']['WebhookAttempt'];
export type DeliveryStatus = components['schemas']['WebhookDeliveryStatus'];

/** Attempts kept per delivery (the newest): redelivering many times must not grow without end. */
const MAX_ATTEMPTS = 50;

export interface DeliveryRecord {
  view: Delivery;
  /** Creation order, for newest-first paging. */
  seq: number;
  /** The exact body every attempt sends (and signs). */
  body: string;
  faults: WebhookFaultDecision;
  /** Attempts still to fail on purpose (`webhook_drop`). */
  dropsLeft: number;
  /** Real attempts since the delivery was (re)started: the index into the retry schedule. */
  roundAttempts: number;
  /** The headers of the last attempt sent (`webhook-id`, `webhook-timestamp`, `webhook-signature`), for the dashboard. */
  lastHeaders?: Record<string, string>;
}

export interface DeliveryQuery {
  subscription_id?: string;
  event_type?: string;
  status?: DeliveryStatus;
  limit?: number;
  cursor?: string;
}

const KEY = 'events:deliveries';

export class DeliveryLog {
  readonly #pending = new Map<string, DeliveryRecord>();
  readonly #finished: BoundedMap<string, DeliveryRecord>;
  #seq = 0;

  constructor(capacity: number) {
    this.#finished = new BoundedMap(capacity);
  }

  static of(project: Project, capacity: number): DeliveryLog {
    let log = project.extras.get(KEY) as DeliveryLog | undefined;
    if (!log) {
      log = new DeliveryLog(capacity);
      project.extras.set(KEY, log);
    }
    return log;
  }

  add(view: Delivery, body: string, faults: WebhookFaultDecision): DeliveryRecord {
    const record: DeliveryRecord = { view, seq: ++this.#seq, body, faults, dropsLeft: faults.dropAttempts ?? 0, roundAttempts: 0 };
    this.#file(record);
    return record;
  }

  get(id: string): DeliveryRecord | undefined {
    return this.#pending.get(id) ?? this.#finished.get(id);
  }

  require(id: string, project: string): DeliveryRecord {
    const r = this.get(id);
    if (!r) throw new ApiError('not_found', { detail: `delivery ${id} does not exist in project ${project} (or is older than the kept history)` });
    return r;
  }

  /** Record a change (it also marks a finished delivery as recently used). */
  touch(record: DeliveryRecord, changes: Partial<Delivery>, nowIso: string, attempt?: Attempt): void {
    if (this.get(record.view.id) !== record) return;
    Object.assign(record.view, changes, { updated_at: nowIso });
    if (attempt) {
      record.view.attempts.push(attempt);
      if (record.view.attempts.length > MAX_ATTEMPTS) record.view.attempts.splice(0, record.view.attempts.length - MAX_ATTEMPTS);
    }
    this.#file(record);
  }

  #file(record: DeliveryRecord): void {
    const id = record.view.id;
    if (record.view.status === 'pending') {
      this.#finished.delete(id);
      this.#pending.set(id, record);
    } else {
      this.#pending.delete(id);
      this.#finished.set(id, record);
    }
  }

  list(q: DeliveryQuery): { data: Delivery[]; next_cursor: string | null } {
    const before = q.cursor === undefined ? Infinity : decodeCursor(q.cursor);
    const limit = q.limit ?? 50;
    const matches = [...this.#pending.values(), ...this.#finished.values()]
      .filter((r) => r.seq < before)
      .filter((r) => (q.subscription_id === undefined || r.view.subscription_id === q.subscription_id) && (q.event_type === undefined || r.view.event_type === q.event_type) && (q.status === undefined || r.view.status === q.status))
      .sort((a, b) => b.seq - a.seq);
    const page = matches.slice(0, limit);
    return { data: page.map((r) => r.view), next_cursor: matches.length > limit ? encodeCursor(page[page.length - 1].seq) : null };
  }
}
