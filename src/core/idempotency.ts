/**
 * Idempotency-Key records (draft-ietf-httpapi-idempotency-key-header): a completed response is
 * kept for the retention time on the virtual clock and replayed for the same key and request;
 * the same key with another request is refused, and so is a key whose first request still runs.
 * A project's keys are its slot `idempotency`: completed ones are saved with it, so a call retried
 * after an eviction or a restart is replayed and never applied twice; a reset forgets them.
 */
import { createHash } from 'node:crypto';
import { slot, type SlotHolder } from './slots.js';

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
type SavedKey = [string, string, number, StoredResponse];

function checkSaved(project: string, data: unknown): SavedKey[] {
  const ok =
    Array.isArray(data) &&
    data.every(
      (row) =>
        Array.isArray(row) && row.length === 4 && typeof row[0] === 'string' && typeof row[1] === 'string' && Number.isFinite(row[2]) &&
        typeof row[3] === 'object' && row[3] !== null && Number.isInteger(row[3].status) && Array.isArray(row[3].headers) && typeof row[3].body === 'string',
    );
  if (!ok) throw new Error(`project ${project}: the saved Idempotency-Keys (slot "idempotency") have an unexpected shape`);
  return data as SavedKey[];
}

/** The project's keys in the order they were stored (the oldest first, dropped first past the bound). */
const KEYS = slot<Map<string, KeyRecord>>({
  name: 'idempotency',
  create: () => new Map(),
  save: (keys) => {
    const out: SavedKey[] = [];
    for (const [id, r] of keys) if (r.response) out.push([id, r.fingerprint, r.storedAtMs, r.response]);
    return out.length ? out : undefined;
  },
  load: (data, project) => new Map(checkSaved(project.id, data).map(([id, fingerprint, storedAtMs, response]) => [id, { fingerprint, storedAtMs, response }])),
});

export type IdempotencyBegin =
  | { kind: 'new' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' };

export class IdempotencyStore {
  constructor(
    private readonly now: () => number,
    private readonly retentionMs: number,
    /** Keys kept per project, so one busy project cannot take another's room. */
    private readonly maxKeysPerProject: number,
    /** Told after a key was completed (persistence saves keys with their project). */
    private readonly changed: (project: string) => void = () => {},
  ) {}

  static fingerprint(method: string, path: string, body: string): string {
    return createHash('sha256').update(method).update('\0').update(path).update('\0').update(body).digest('base64url');
  }

  begin(project: SlotHolder, scope: string, key: string, fingerprint: string): IdempotencyBegin {
    const keys = project.slot(KEYS);
    const id = `${scope}\0${key}`;
    const now = this.now();
    const existing = keys.get(id);
    if (existing && now - existing.storedAtMs < this.retentionMs) {
      if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return existing.response ? { kind: 'replay', response: existing.response } : { kind: 'in_flight' };
    }
    keys.delete(id);
    keys.set(id, { fingerprint, storedAtMs: now, response: null });
    // Past their retention or past the bound, the oldest go.
    for (const [oldest, r] of keys) {
      if (keys.size <= this.maxKeysPerProject && now - r.storedAtMs < this.retentionMs) break;
      keys.delete(oldest);
    }
    return { kind: 'new' };
  }

  complete(project: SlotHolder, scope: string, key: string, response: StoredResponse): void {
    const record = project.slot(KEYS).get(`${scope}\0${key}`);
    if (record) {
      record.response = response;
      record.storedAtMs = this.now();
      this.changed(project.id);
    }
  }

  /** Forget a key whose request failed in a way worth retrying (5xx): the client may try again. */
  abandon(project: SlotHolder, scope: string, key: string): void {
    project.slot(KEYS).delete(`${scope}\0${key}`);
  }
}
