/**
 * The deliveries of one project, with every attempt: its slot `events.deliveries` (a reset takes
 * them with the project). Pending deliveries are saved with the project, so their retries survive
 * eviction, restarts (`--persist`) and snapshots; finished ones are a bounded history in memory
 * (the least recently changed go first). Pending ones are never dropped, which would break
 * at-least-once: their number is bounded by the dispatcher's queues instead.
 */
import { ApiError } from '../../core/errors.js';
import { decodeCursor, encodeCursor } from '../../core/cursor.js';
import { BoundedMap } from '../../core/ring.js';
import { slot } from '../../core/slots.js';
import type { Project } from '../../core/store.js';
import type { WebhookFaultDecision } from '../../scenarios/types.js';
import type { components } from '../../generated/openapi.js';

export type Delivery = components['schemas']['WebhookDelivery'];
export type Attempt = components['schemas']['WebhookAttempt'];
/** The body of every delivery (Standard Webhooks payload shape); the catalogue in force decides `type` and `data`. */
export interface EventPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}
type DeliveryStatus = components['schemas']['WebhookDeliveryStatus'];

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

/** A pending delivery as saved with its project. */
type SavedDelivery = Pick<DeliveryRecord, 'view' | 'seq' | 'body' | 'faults' | 'dropsLeft' | 'roundAttempts'>;

interface SavedDeliveries {
  seq: number;
  pending: SavedDelivery[];
}

/** The log is made on first use (its history's bound is a setting); saved pending deliveries wait in `saved` till then. */
const DELIVERIES = slot<{ log?: DeliveryLog; saved?: SavedDeliveries }>({
  name: 'events.deliveries',
  create: () => ({}),
  save: ({ log, saved }) => (log ? log.saved() : saved),
  load: (data, project) => {
    const d = data as SavedDeliveries;
    const ok =
      typeof d === 'object' && d !== null && Number.isSafeInteger(d.seq) && Array.isArray(d.pending) &&
      d.pending.every((r) => typeof r === 'object' && r !== null && typeof r.view?.id === 'string' && r.view.status === 'pending' && typeof r.body === 'string' && Number.isSafeInteger(r.seq));
    if (!ok) throw new Error(`project ${project.id}: the saved webhook deliveries (slot "events.deliveries") have an unexpected shape`);
    return { saved: d };
  },
});

export class DeliveryLog {
  readonly #pending = new Map<string, DeliveryRecord>();
  readonly #finished: BoundedMap<string, DeliveryRecord>;
  #seq = 0;

  constructor(capacity: number, saved?: SavedDeliveries) {
    this.#finished = new BoundedMap(capacity);
    if (saved) {
      this.#seq = saved.seq;
      for (const r of saved.pending) this.#pending.set(r.view.id, { ...r });
    }
  }

  static of(project: Project, capacity: number): DeliveryLog {
    const s = project.slot(DELIVERIES);
    if (!s.log) {
      s.log = new DeliveryLog(capacity, s.saved);
      s.saved = undefined;
    }
    return s.log;
  }

  /** Whether the project has deliveries waiting (without making its log). */
  static hasPending(project: Project): boolean {
    const s = project.peekSlot(DELIVERIES);
    return s !== undefined && ((s.saved?.pending.length ?? 0) > 0 || (s.log?.pendingRecords().length ?? 0) > 0);
  }

  pendingRecords(): DeliveryRecord[] {
    return [...this.#pending.values()];
  }

  saved(): SavedDeliveries | undefined {
    if (!this.#pending.size) return undefined;
    return { seq: this.#seq, pending: this.pendingRecords().map(({ view, seq, body, faults, dropsLeft, roundAttempts }) => ({ view, seq, body, faults, dropsLeft, roundAttempts })) };
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
