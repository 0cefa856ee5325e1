/**
 * Bounds per project, and the process-wide budget of changed bytes, checked in one place. A
 * write asks `admit` before it changes anything and `account` once it has; past a bound the
 * call is 507 (413 for one record over its size) in the API family's format, naming the bound, its
 * flag and what is used, and nothing is changed. Other limits (sessions and tokens per project,
 * tokens in all) describe themselves as a `Bound` and are checked the same way (`check`).
 *
 * Bytes are the JSON byte length of each changed record as written, kept incrementally on write
 * and delete (never by re-serialising a project).
 */
import { ApiError } from './errors.js';

export interface Bound {
  /** Its name in problem details and in `GET /_sandbox/health` (`records_per_collection`). */
  readonly name: string;
  readonly limit: number;
  /** The flag (or setting) that changes it, for the operator reading the refusal. */
  readonly flag: string;
  /** What is counted: 'records', 'bytes', 'sessions'... */
  readonly unit: string;
  /** 413: one item larger than the bound (the item is refused, not the store full). */
  readonly perItem?: boolean;
}

export interface BoundSettings {
  /** Changed records (tombstones included) per collection of one project. */
  recordsPerCollection: number;
  /** JSON bytes of one project's changed records. */
  bytesPerProject: number;
  /** JSON bytes of one inferred-CRUD record. */
  bytesPerRecord: number;
  /** JSON bytes of changed records of every project in memory. */
  processBytes: number;
  /** Live sessions (password and provisioning) of one project (default: none). */
  sessionsPerProject?: number;
  /** Tokens valid in one project only (sessions', project-bound minted ones), live or not yet purged (default: none). */
  tokensPerProject?: number;
  /** Tokens in the registry in all, a safety net behind the per-project bounds (default: none). */
  tokensTotal?: number;
}

/** What a project has used: changed bytes, kept by its collections as they write. */
export interface Usage {
  bytes: number;
}

export class BoundChecker {
  readonly recordsPerCollection: Bound;
  readonly bytesPerProject: Bound;
  readonly bytesPerRecord: Bound;
  readonly processBytes: Bound;
  readonly sessionsPerProject: Bound;
  readonly tokensPerProject: Bound;
  readonly tokensTotal: Bound;
  /** Changed bytes of every project in memory. */
  #processUsed = 0;

  constructor(settings: BoundSettings) {
    this.recordsPerCollection = { name: 'records_per_collection', limit: settings.recordsPerCollection, flag: '--max-records-per-collection', unit: 'records' };
    this.bytesPerProject = { name: 'bytes_per_project', limit: settings.bytesPerProject, flag: '--max-project-bytes', unit: 'bytes' };
    this.bytesPerRecord = { name: 'bytes_per_record', limit: settings.bytesPerRecord, flag: '--max-record-bytes', unit: 'bytes', perItem: true };
    this.processBytes = { name: 'process_bytes', limit: settings.processBytes, flag: '--max-process-bytes', unit: 'bytes' };
    this.sessionsPerProject = { name: 'sessions_per_project', limit: settings.sessionsPerProject ?? Infinity, flag: '--max-sessions-per-project', unit: 'sessions' };
    this.tokensPerProject = { name: 'tokens_per_project', limit: settings.tokensPerProject ?? Infinity, flag: '--max-tokens-per-project', unit: 'tokens' };
    this.tokensTotal = { name: 'tokens_total', limit: settings.tokensTotal ?? Infinity, flag: '--max-tokens', unit: 'tokens' };
  }

  get processUsed(): number {
    return this.#processUsed;
  }

  /**
   * One bound: `used` plus `adding` may not pass it. `where` names what is full ("project p,
   * collection devices"). Throws 507 (413 for a per-item bound), changing nothing.
   */
  check(bound: Bound, used: number, adding: number, where: string): void {
    if (adding <= 0 || used + adding <= bound.limit) return;
    const detail = bound.perItem
      ? `${where} is ${used + adding} ${bound.unit}, over the bound ${bound.name} of ${bound.limit} (${bound.flag})`
      : `${where} holds ${used} ${bound.unit} and this call adds ${adding}, past the bound ${bound.name} of ${bound.limit} (${bound.flag}); delete some or reset the project`;
    throw new ApiError(bound.perItem ? 'payload_too_large' : 'insufficient_storage', {
      detail,
      extensions: { bound: bound.name, limit: bound.limit, used },
    });
  }

  /** A write of a project's collection: its changed records and bytes, and the process budget. */
  admit(project: string, usage: Usage, collection: string, held: number, addRecords: number, addBytes: number): void {
    this.check(this.recordsPerCollection, held, addRecords, `project ${project}, collection ${collection},`);
    this.check(this.bytesPerProject, usage.bytes, addBytes, `project ${project}`);
    this.check(this.processBytes, this.#processUsed, addBytes, 'the sandbox (every project in memory)');
  }

  /** After a write (or a load, or a project leaving memory with a negative delta). */
  account(usage: Usage, deltaBytes: number): void {
    usage.bytes += deltaBytes;
    this.#processUsed += deltaBytes;
  }

  /** Use and bounds, for `GET /_sandbox/health`. */
  describe(): Record<string, { limit: number; unit: string; used?: number }> {
    return {
      [this.recordsPerCollection.name]: { limit: this.recordsPerCollection.limit, unit: 'records' },
      [this.bytesPerProject.name]: { limit: this.bytesPerProject.limit, unit: 'bytes' },
      [this.bytesPerRecord.name]: { limit: this.bytesPerRecord.limit, unit: 'bytes' },
      [this.processBytes.name]: { limit: this.processBytes.limit, unit: 'bytes', used: this.#processUsed },
      [this.sessionsPerProject.name]: { limit: this.sessionsPerProject.limit, unit: 'sessions' },
      [this.tokensPerProject.name]: { limit: this.tokensPerProject.limit, unit: 'tokens' },
      [this.tokensTotal.name]: { limit: this.tokensTotal.limit, unit: 'tokens' },
    };
  }
}

/** The JSON byte length of a record as written (0 for a tombstone). */
export function jsonBytes(record: unknown): number {
  return record === null || record === undefined ? 0 : Buffer.byteLength(JSON.stringify(record));
}

/** Without a checker (a detached project, tests of the store): everything fits, nothing is counted beyond the usage. */
export const UNBOUNDED = new BoundChecker({ recordsPerCollection: Infinity, bytesPerProject: Infinity, bytesPerRecord: Infinity, processBytes: Infinity });
