/**
 * Without `--persist`, a project with changes that leaves memory spills to a temporary directory
 * and is loaded back from it on its next use, so eviction never drops what a client was told was
 * written. The directory is bounded (`--max-spill-bytes`, default 1 GiB): an eviction that would
 * pass the bound is refused (507 naming it) and the project stays in memory. The directory is made
 * on the first spill and removed when the sandbox stops (and at process exit).
 *
 * A spilled project's file is written off the request path (the project file format of
 * `--persist`, checksum included); until it is written the captured state answers a load.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { ApiError } from '../core/errors.js';
import type { Project, ProjectSource } from '../core/store.js';
import type { Journal } from '../http/journal.js';
import { readText, writeAtomic } from './files.js';
import { fileChunks, FORMATS, parseFile, serializeProject, toLoaded, type CapturedProject } from './format.js';
import { applyProject, captureProject, reloaded, type StateHost } from './state.js';

interface Spilled {
  captured?: CapturedProject;
  /** Written to this file (`captured` is then dropped). */
  file?: string;
  /** Counted against the bound: the estimate until written, then the file's size. */
  bytes: number;
}

export interface SpillHost extends StateHost {
  journal: Journal;
  logger: Logger;
}

export class Spill implements ProjectSource {
  readonly #spilled = new Map<string, Spilled>();
  readonly #loading = new Map<string, Promise<Project>>();
  #dir: Promise<string> | undefined;
  #bytes = 0;
  #files = 0;
  #closed = false;
  readonly #onExit = () => {
    if (this.#path) rmSync(this.#path, { recursive: true, force: true });
  };
  #path: string | undefined;

  /** Projects are bounded by bytes here, not by count. */
  readonly max = Infinity;

  constructor(
    private readonly deps: SpillHost,
    readonly maxBytes: number,
  ) {}

  get count(): number {
    return this.#spilled.size;
  }

  /** Bytes the directory holds (or will, for projects being written). */
  get bytes(): number {
    return this.#bytes;
  }

  has(id: string): boolean {
    return this.#spilled.has(id);
  }

  savedIds(): string[] {
    return [...this.#spilled.keys()].sort();
  }

  unload(project: Project): void {
    const captured = captureProject(project);
    let estimate = project.usage.bytes;
    for (const json of Object.values(captured.parts)) estimate += json.length;
    if (this.#bytes + estimate > this.maxBytes) {
      throw new ApiError('insufficient_storage', {
        detail: `project ${project.id} would leave memory to make room, but the spill directory holds ${this.#bytes} bytes and it needs ${estimate} more, past the bound spill_bytes of ${this.maxBytes} (--max-spill-bytes); reset a project, or run with --persist`,
        extensions: { bound: 'spill_bytes', limit: this.maxBytes, used: this.#bytes },
      });
    }
    this.#drop(project.id);
    const entry: Spilled = { captured, bytes: estimate };
    this.#spilled.set(project.id, entry);
    this.#bytes += estimate;
    void this.#write(project.id, entry).catch((err) => this.deps.logger.error({ err, project: project.id }, 'spilling a project failed; it stays in memory until loaded again'));
  }

  async #write(id: string, entry: Spilled): Promise<void> {
    const dir = await this.#directory();
    const body = await serializeProject(entry.captured!);
    const data = fileChunks(FORMATS.project, { generation: 0, saved_at: this.deps.clock.nowIso() }, { project: body }).toBuffer();
    const file = join(dir, `${++this.#files}.json`);
    await writeAtomic(file, data);
    // Loaded back (or reset) meanwhile: the file is not needed.
    if (this.#spilled.get(id) !== entry || this.#closed) return void (await unlink(file).catch(() => {}));
    entry.file = file;
    entry.captured = undefined;
    this.#bytes += data.length - entry.bytes;
    entry.bytes = data.length;
  }

  #directory(): Promise<string> {
    this.#dir ??= mkdtemp(join(tmpdir(), 'platform-sandbox-spill-')).then((path) => {
      this.#path = path;
      process.once('exit', this.#onExit);
      return path;
    });
    return this.#dir;
  }

  load(id: string): Promise<Project> {
    let loading = this.#loading.get(id);
    if (!loading) {
      loading = this.#read(id).finally(() => this.#loading.delete(id));
      this.#loading.set(id, loading);
    }
    return loading;
  }

  async #read(id: string): Promise<Project> {
    const entry = this.#spilled.get(id)!;
    let loaded;
    if (entry.captured) loaded = reloaded(entry.captured);
    else {
      const text = await readText(entry.file!);
      const current = this.deps.store.peek(id);
      if (current) return current;
      if (text === null) throw new Error(`${entry.file}: the spilled file of project ${id} is missing`);
      loaded = toLoaded(parseFile<{ project: Parameters<typeof toLoaded>[0] }>(entry.file!, text, FORMATS.project).project);
    }
    this.#drop(id);
    const project = applyProject(this.deps, loaded, false);
    this.deps.journal.note('project_loaded', `project ${id} was loaded again from the spill directory`);
    return project;
  }

  /** Forget a project's spilled state (loaded back, or reset: `undefined` for all). */
  #drop(id: string): void {
    const entry = this.#spilled.get(id);
    if (!entry) return;
    this.#spilled.delete(id);
    this.#bytes -= entry.bytes;
    if (entry.file) void unlink(entry.file).catch(() => {});
  }

  /** A reset: the project's next use starts from the fixtures. */
  reset(id?: string): void {
    for (const spilled of id === undefined ? [...this.#spilled.keys()] : [id]) this.#drop(spilled);
  }

  /** Removes the directory (the sandbox stops). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#spilled.clear();
    this.#bytes = 0;
    process.off('exit', this.#onExit);
    const dir = this.#dir && (await this.#dir.catch(() => undefined));
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
