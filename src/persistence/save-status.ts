/**
 * Whether the state is reaching the disk. A failed save (a full disk, a directory made read-only)
 * used to show in the log only, while writes kept answering 201 and health said "ok". The saver
 * reports each failure and each success here; `GET /_sandbox/health` answers `degraded` with the
 * reason and since when, and every write's answer carries `X-Sandbox-Degraded` until a save
 * succeeds again (degraded.ts). The writes are still kept in memory and saved once the disk
 * takes them.
 */
export interface SaveFailure {
  /** Since when saves fail (the virtual clock, as every time the sandbox reports). */
  since: string;
  /** The last failure's message. */
  reason: string;
}

export class SaveStatus {
  #failure: SaveFailure | undefined;

  constructor(private readonly now: () => string) {}

  get failure(): SaveFailure | undefined {
    return this.#failure;
  }

  failed(err: unknown): void {
    const reason = err instanceof Error ? err.message : String(err);
    this.#failure = { since: this.#failure?.since ?? this.now(), reason };
  }

  succeeded(): void {
    this.#failure = undefined;
  }
}
