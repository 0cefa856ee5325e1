/**
 * The Registry's domain events (DESIGN §4: `device.*` and `request.*`, each carrying the object
 * after the change), published on the bus for the Event API and in-process listeners.
 */
import type { EventBus } from '../../core/bus.js';
import type { Project, StoredRecord } from '../../core/store.js';

/** What publishing needs of a request's context (`RegistryContext` has it). */
export interface Publisher {
  project: Project;
  bus: EventBus;
}

/**
 * The event for a change, carrying the object after it. A deletion carries the object's last
 * version, stamped at the moment of the deletion (so `timestamp` is the tombstone's `updated_at`).
 */
export function publish(ctx: Publisher, type: string, data: StoredRecord, timestamp = data.updated_at): void {
  ctx.bus.publish({ type, project: ctx.project.id, timestamp, data });
}

/** The event types of a kind's changes, written out rather than built per write (decision 0017). */
export const UPDATED = { device: 'device.updated', request: 'request.updated' } as const;
export const DELETED = { device: 'device.deleted', request: 'request.deleted' } as const;

