/**
 * In-process domain events. Services publish what changed; the Event API (and anything else)
 * subscribes. Listeners run synchronously and must not throw into the publisher: a failing
 * listener is reported to `onListenerError` and the others still run.
 */
export interface DomainEvent<T = unknown> {
  type: string;
  project: string;
  /** RFC 3339, on the virtual clock. */
  timestamp: string;
  data: T;
}

export type EventListener = (event: DomainEvent) => void;

export class EventBus {
  readonly #listeners = new Set<EventListener>();

  constructor(private readonly onListenerError: (err: unknown, event: DomainEvent) => void = () => {}) {}

  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(event: DomainEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch (err) {
        this.onListenerError(err, event);
      }
    }
  }
}
