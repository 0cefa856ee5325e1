/**
 * `--record DIR`: one HAR 1.2 file per project, `DIR/<name>.har`, kept a valid JSON document after
 * every entry (an entry is written over the closing `]}}` and the closing written again). Past
 * `rotateBytes` the file moves aside as `<name>.<n>.har` and a new one starts; a project keeps
 * `filesKept` files, the oldest removed, and all its files together stay within the project's bytes
 * bound (core/bounds.ts: the oldest go first, then what does not fit is not written). Entries
 * are scrubbed before they are serialised (scrub.ts); writes to one file run one at a time, what
 * queues meanwhile goes out together in the next (bounded: past 64 MiB waiting, an entry is dropped
 * with a journal note).
 */
import { mkdirSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { harEntry, type CapturedExchange } from './har.js';
import { Scrubber } from './scrub.js';
import type { PointerPattern } from './pointer.js';
import type { Bound, BoundChecker } from '../../core/bounds.js';

/** A recording's name: the file's name without `.har`; never a path. */
const RECORDING_NAME = /^[A-Za-z0-9._-]{1,64}$/;
const TRAILER = '\n]}}\n';

export interface RecorderOptions {
  dir: string;
  redact: readonly PointerPattern[];
  rotateBytes: number;
  filesKept: number;
  /** Bytes of a body kept (and what a compressed one may expand to). */
  maxBody: number;
  /** The bound a project's recordings are held to in bytes, every file of it (the project's bytes bound). */
  bytesBound: Bound;
  /** The bound checker's `check`: throws, naming the bound, when `used` plus `adding` passes it. */
  check: BoundChecker['check'];
  /** Values blotted out of every recording (the configured upstream credential). */
  secrets: string[];
  version: string;
  /** Something the operator should know (a failed write, a removed file), for the journal. */
  note(kind: string, detail: string): void;
}

/** Whether a name is a recording's: `[A-Za-z0-9._-]{1,64}`, not only dots (never a path). */
export function isRecordingName(name: string): boolean {
  return RECORDING_NAME.test(name) && !/^\.+$/.test(name);
}

/** The path of a recording by name, refusing any name that is not `[A-Za-z0-9._-]{1,64}` or is `.`/`..`. */
function recordingPath(dir: string, name: string): string {
  if (!isRecordingName(name)) throw new Error(`"${name}" is not a recording name ([A-Za-z0-9._-]{1,64})`);
  return join(dir, `${name}.har`);
}

/** A project's recording name; one whose rotated names would pass 64 characters is shortened with a digest. */
function recordingName(project: string): string {
  if (project.length <= 52) return project;
  return `${project.slice(0, 35)}-${createHash('sha256').update(project).digest('hex').slice(0, 16)}`;
}

interface ProjectFile {
  name: string;
  size: number;
  /** Bytes of every file of the project's (the current one and those moved aside); -1 until counted. */
  total: number;
  entries: number;
  /** Entries waiting for the disk, written together by the next write. */
  pending: string[];
  /** The write in progress (one at a time per file), until nothing is pending. */
  draining?: Promise<void>;
}

/** Bytes of entries waiting for the disk, across projects; past it an entry is dropped with a note. */
const MAX_PENDING_BYTES = 64 * 1024 * 1024;

export class Recorder {
  readonly #files = new Map<string, ProjectFile>();
  readonly #scrub: Scrubber;
  #written = 0;
  #pendingBytes = 0;

  constructor(private readonly options: RecorderOptions) {
    mkdirSync(options.dir, { recursive: true });
    this.#scrub = Scrubber.forDirectory(options.dir, options.redact, options.secrets);
  }

  /** Entries written since start. */
  get written(): number {
    return this.#written;
  }

  /**
   * Scrubs the exchange now (nothing unredacted is kept) and queues it for its project's file;
   * what queues while a write is in progress goes out in the next one.
   */
  record(ex: CapturedExchange): void {
    const entry = JSON.stringify(harEntry(ex, this.#scrub, this.options.maxBody));
    const name = recordingName(ex.project);
    if (this.#pendingBytes + entry.length > MAX_PENDING_BYTES) {
      this.options.note('recording_dropped', `an exchange of project ${ex.project} (${ex.requestId}) was not recorded: ${MAX_PENDING_BYTES} bytes of recordings are waiting for the disk`);
      return;
    }
    let f = this.#files.get(name);
    if (!f) this.#files.set(name, (f = { name, size: -1, total: -1, entries: 0, pending: [] }));
    f.pending.push(entry);
    this.#pendingBytes += entry.length;
    f.draining ??= this.#drain(f);
  }

  /** Every entry queued so far, written. */
  async flush(): Promise<void> {
    await Promise.all([...this.#files.values()].flatMap((f) => (f.draining ? [f.draining] : [])));
  }

  async #drain(f: ProjectFile): Promise<void> {
    try {
      while (f.pending.length) {
        const batch = f.pending.splice(0);
        const bytes = batch.reduce((n, e) => n + e.length, 0);
        try {
          await this.#append(f, batch, bytes);
        } catch (err) {
          // Past the bound (an ApiError naming it) or a failed write: those exchanges are not recorded.
          this.options.note('recording_failed', `recording ${f.name}: ${batch.length} exchange(s) not written: ${(err as Error).message}`);
          f.size = -1;
          f.total = -1;
        } finally {
          this.#pendingBytes -= bytes;
        }
      }
    } finally {
      f.draining = undefined;
    }
  }

  async #append(f: ProjectFile, batch: string[], bytes: number): Promise<void> {
    // `bytes` (the entries' length) decides rotation; what the file grows by is checked against the bound.
    const path = recordingPath(this.options.dir, f.name);
    if (f.size < 0) await this.#open(f, path);
    if (f.total < 0) f.total = (await this.#rotated(f)).reduce((n, r) => n + r.size, f.size);
    if (f.entries > 0 && f.size + bytes + 2 * batch.length > this.options.rotateBytes) {
      await this.#rotate(f, path);
      await this.#open(f, path);
    }
    const data = Buffer.from(`${f.entries ? ',' : ''}\n${batch.join(',\n')}${TRAILER}`);
    const adding = data.length - TRAILER.length;
    // The project's bytes bound holds its recordings too: the oldest files go to make room, and
    // what still does not fit is not written (the drain notes the bound it passed).
    for (const old of await this.#rotated(f)) {
      if (f.total + adding <= this.options.bytesBound.limit) break;
      await this.#remove(f, old, `to keep project ${f.name}'s recordings within ${this.options.bytesBound.name} (${this.options.bytesBound.flag})`);
    }
    this.options.check(this.options.bytesBound, f.total, adding, `the recordings of project ${f.name}`);
    const handle = await open(path, 'r+');
    try {
      await handle.write(data, 0, data.length, f.size - TRAILER.length);
      f.size += adding;
      f.total += adding;
      f.entries += batch.length;
      this.#written += batch.length;
    } finally {
      await handle.close();
    }
  }

  /** The project's current file, as it is (a valid one) or new (a damaged one moved aside). */
  async #open(f: ProjectFile, path: string): Promise<void> {
    const existing = await stat(path).catch(() => undefined);
    if (existing) {
      const handle = await open(path, 'r');
      try {
        const tail = Buffer.alloc(Math.min(existing.size, TRAILER.length + 1));
        await handle.read(tail, 0, tail.length, existing.size - tail.length);
        const text = tail.toString('utf8');
        if (text.endsWith(TRAILER)) {
          f.size = existing.size;
          f.entries = text.startsWith('[') ? 0 : 1;
          return;
        }
      } finally {
        await handle.close();
      }
      this.options.note('recording_damaged', `${path} does not end as the recorder leaves a file; moved aside, a new one started`);
      await this.#rotate(f, path);
    }
    const head = JSON.stringify({ log: { version: '1.2', creator: { name: 'platform-sandbox', version: this.options.version }, comment: `proxied exchanges of project ${f.name}`, entries: [] } }).replace(/\[\]\}\}$/, '[');
    const handle = await open(path, 'wx');
    try {
      await handle.write(`${head}${TRAILER}`);
    } finally {
      await handle.close();
    }
    f.size = Buffer.byteLength(head) + TRAILER.length;
    if (f.total >= 0) f.total += f.size;
    f.entries = 0;
  }

  /** The project's files moved aside, oldest first, with their sizes. */
  async #rotated(f: ProjectFile): Promise<{ n: number; size: number }[]> {
    const numbered = new RegExp(`^${f.name.replace(/[.]/g, '\\.')}\\.(\\d+)\\.har$`);
    const found: { n: number; size: number }[] = [];
    for (const name of await readdir(this.options.dir)) {
      const m = numbered.exec(name);
      if (m) found.push({ n: Number(m[1]), size: (await stat(join(this.options.dir, name)).catch(() => ({ size: 0 }))).size });
    }
    return found.sort((a, b) => a.n - b.n);
  }

  async #remove(f: ProjectFile, file: { n: number; size: number }, why: string): Promise<void> {
    await rm(recordingPath(this.options.dir, `${f.name}.${file.n}`), { force: true });
    f.total -= file.size;
    this.options.note('recording_removed', `${f.name}.${file.n}.har removed ${why}`);
  }

  /** The current file becomes `<name>.<n>.har` (n one past the highest); files past `filesKept` go, oldest first. */
  async #rotate(f: ProjectFile, path: string): Promise<void> {
    const rotated = await this.#rotated(f);
    const next = (rotated.at(-1)?.n ?? 0) + 1;
    await rename(path, recordingPath(this.options.dir, `${f.name}.${next}`));
    rotated.push({ n: next, size: f.size });
    for (const old of rotated.slice(0, Math.max(0, rotated.length - (this.options.filesKept - 1)))) {
      await this.#remove(f, old, `because project ${f.name} keeps ${this.options.filesKept} recording files (--record-files)`);
    }
    f.size = -1;
  }
}
