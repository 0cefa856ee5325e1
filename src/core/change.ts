/** An entry a project wrote, as its collection keeps it in its log (decision 0014). */
import type { Entry, StoredRecord } from './fixture-base.js';

/**
 * An entry this project wrote. It knows when a later write (or a tombstone trim) replaced it, so
 * a scan or a compaction of the log reads a field instead of probing a 100,000-entry map. The
 * mark is a private field: saved changes serialise as plain entries.
 */
export class Change<T extends StoredRecord> implements Entry<T> {
  #stale = false;
  #logPosition = -1;
  #bytes: number;

  constructor(
    readonly seq: number,
    readonly id: string,
    readonly updatedAtMs: number,
    readonly record: T | null,
    bytes: number,
  ) {
    this.#bytes = bytes;
  }

  /** The record's JSON byte length as written (0 for a tombstone), for the project's bounds; private, like the mark. */
  get bytes(): number {
    return this.#bytes;
  }

  get stale(): boolean {
    return this.#stale;
  }

  supersede(): void {
    this.#stale = true;
  }

  /** Its position in the log when the tag index was made or it was written since (-1: none); private, like the mark. */
  get logPosition(): number {
    return this.#logPosition;
  }

  set logPosition(position: number) {
    this.#logPosition = position;
  }
}
