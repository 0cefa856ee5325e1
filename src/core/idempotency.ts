/**
 * Idempotency-Key records (draft-ietf-httpapi-idempotency-key-header): a completed response is
 * kept for the retention time on the virtual clock and replayed for the same key and request;
 * the same key with another request is refused, and so is a key whose first request still runs.
 */
import { createHash } from 'node:crypto';
import { BoundedMap } from './ring.js';

export interface StoredResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

interface KeyRecord {
  fingerprint: string;
  storedAtMs: number;
  response: StoredResponse | null;
}

/** A completed key as saved with its project: [scope and key, fingerprint, stored at (ms), response]. */
export type SavedKey = [string, string, number, StoredResponse];

export type IdempotencyBegin =
  | { kind: 'new' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' };

export class IdempotencyStore {
  /** One bounded map per project, so one busy project cannot evict another's keys. */
  readonly #byProject = new BoundedMap<string, BoundedMap<string, KeyRecord>>(1024);
  readonly #listeners = new Set<(project: string) => void>();

  constructor(
    private readonly now: () => number,
    private readonly retentionMs: number,
    private readonly maxKeysPerProject: number,
  ) {}

  static fingerprint(method: string, path: string, body: string): string {
    return createHash('sha256').update(method).update('\0').update(path).update('\0').update(body).digest('base64url');
  }

  begin(project: string, scope: string, key: string, fingerprint: string): IdempotencyBegin {
    const keys = this.#keys(project);
    const id = `${scope}\0${key}`;
    const existing = keys.get(id);
    if (existing && this.now() - existing.storedAtMs < this.retentionMs) {
      if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return existing.response ? { kind: 'replay', response: existing.response } : { kind: 'in_flight' };
    }
    keys.set(id, { fingerprint, storedAtMs: this.now(), response: null });
    return { kind: 'new' };
  }

  complete(project: string, scope: string, key: string, response: StoredResponse): void {
    const record = this.#keys(project).get(`${scope}\0${key}`);
    if (record) {
      record.response = response;
      record.storedAtMs = this.now();
      for (const listener of this.#listeners) listener(project);
    }
  }

  /** Called with the project after a key was completed (persistence saves keys with their project). */
  onChange(listener: (project: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Forget a key whose request failed in a way worth retrying (5xx): the client may try again. */
  abandon(project: string, scope: string, key: string): void {
    this.#keys(project).delete(`${scope}\0${key}`);
  }

  /** The project's completed keys still in their retention, for saving with the project. */
  saved(project: string): SavedKey[] | undefined {
    const keys = this.#byProject.get(project);
    if (!keys?.size) return undefined;
    const since = this.now() - this.retentionMs;
    const out: SavedKey[] = [];
    for (const [id, r] of keys) if (r.response && r.storedAtMs > since) out.push([id, r.fingerprint, r.storedAtMs, r.response]);
    return out.length ? out : undefined;
  }

  /** Put a project's saved keys back (a restart, or a project loaded again after eviction). */
  restore(project: string, saved: readonly SavedKey[]): void {
    const keys = this.#keys(project);
    for (const [id, fingerprint, storedAtMs, response] of saved) keys.set(id, { fingerprint, storedAtMs, response });
  }

  resetProject(project?: string): void {
    if (project === undefined) this.#byProject.clear();
    else this.#byProject.delete(project);
  }

  #keys(project: string): BoundedMap<string, KeyRecord> {
    let keys = this.#byProject.get(project);
    if (!keys) {
      keys = new BoundedMap(this.maxKeysPerProject);
      this.#byProject.set(project, keys);
    }
    return keys;
  }
}
