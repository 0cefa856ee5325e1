/**
 * Where named snapshots are kept: in memory without `--persist`, as files with it (one file per
 * snapshot plus an index, each written atomically). Bounded in count and in records held.
 */
import { join } from 'node:path';
import { jsonFiles, readText, removeOthers, writeAtomic } from './files.js';
import { arrayChunks, fileChunks, FORMATS, parseFile, PersistenceError, serializeProject, toLoaded, type CapturedProject, type LoadedProject, type SavedFixtures } from './format.js';
import { reloaded } from './state.js';

export interface SnapshotMeta {
  name: string;
  created_at: string;
  /** `all`: every project that had changes; `project`: the one named. */
  scope: 'all' | 'project';
  projects: string[];
  /** Changed records (and tombstones) held, the measure of the size bound. */
  records: number;
  fixtures: SavedFixtures;
}

export interface SnapshotLimits {
  maxCount: number;
  maxRecords: number;
}

export interface SnapshotBackend {
  list(): SnapshotMeta[];
  put(meta: SnapshotMeta, projects: CapturedProject[]): Promise<void>;
  read(meta: SnapshotMeta): Promise<LoadedProject[]>;
  remove(name: string): Promise<void>;
}

export class MemorySnapshots implements SnapshotBackend {
  readonly #items = new Map<string, { meta: SnapshotMeta; projects: CapturedProject[] }>();

  list(): SnapshotMeta[] {
    return [...this.#items.values()].map((i) => i.meta);
  }

  async put(meta: SnapshotMeta, projects: CapturedProject[]): Promise<void> {
    this.#items.delete(meta.name);
    this.#items.set(meta.name, { meta, projects });
  }

  async read(meta: SnapshotMeta): Promise<LoadedProject[]> {
    return (this.#items.get(meta.name)?.projects ?? []).map(reloaded);
  }

  async remove(name: string): Promise<void> {
    this.#items.delete(name);
  }
}

interface IndexEntry extends SnapshotMeta {
  file: string;
}

/** Snapshot files are numbered, so replacing one never overwrites the file the index still names. */
export class DiskSnapshots implements SnapshotBackend {
  #index: IndexEntry[] = [];
  #next = 1;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly dir: string) {}

  get #indexFile(): string {
    return join(this.dir, 'index.json');
  }

  static async open(dir: string): Promise<DiskSnapshots> {
    const store = new DiskSnapshots(dir);
    const text = await readText(store.#indexFile);
    if (text !== null) {
      const index = parseFile<{ next: number; snapshots: IndexEntry[] }>(store.#indexFile, text, FORMATS.snapshots);
      store.#index = index.snapshots;
      store.#next = Math.max(index.next ?? 1, ...index.snapshots.map((s) => Number.parseInt(s.file, 10) + 1));
    } else if ((await jsonFiles(dir)).length) {
      throw new PersistenceError(`${store.#indexFile}: the snapshot index is missing but ${dir} holds snapshot files; restore it or remove the directory`);
    }
    await removeOthers(dir, new Set(['index.json', ...store.#index.map((s) => s.file)]));
    return store;
  }

  list(): SnapshotMeta[] {
    return this.#index.map(({ file: _file, ...meta }) => meta);
  }

  put(meta: SnapshotMeta, projects: CapturedProject[]): Promise<void> {
    return this.#serial(async () => {
      const file = `${this.#next++}.json`;
      const bodies = [];
      for (const p of projects) bodies.push(await serializeProject(p));
      await writeAtomic(join(this.dir, file), fileChunks(FORMATS.snapshot, { name: meta.name, created_at: meta.created_at }, { projects: arrayChunks(bodies) }).toBuffer());
      const old = this.#index.find((s) => s.name === meta.name);
      await this.#writeIndex([...this.#index.filter((s) => s.name !== meta.name), { ...meta, file }]);
      if (old) await removeOthers(this.dir, new Set(['index.json', ...this.#index.map((s) => s.file)]));
    });
  }

  read(meta: SnapshotMeta): Promise<LoadedProject[]> {
    return this.#serial(async () => {
      const entry = this.#index.find((s) => s.name === meta.name);
      if (!entry) return [];
      const file = join(this.dir, entry.file);
      const text = await readText(file);
      if (text === null) throw new PersistenceError(`${file}: the file of snapshot ${meta.name} is missing`);
      return parseFile<{ projects: Parameters<typeof toLoaded>[0][] }>(file, text, FORMATS.snapshot).projects.map(toLoaded);
    });
  }

  remove(name: string): Promise<void> {
    return this.#serial(async () => {
      await this.#writeIndex(this.#index.filter((s) => s.name !== name));
      await removeOthers(this.dir, new Set(['index.json', ...this.#index.map((s) => s.file)]));
    });
  }

  async #writeIndex(index: IndexEntry[]): Promise<void> {
    await writeAtomic(this.#indexFile, fileChunks(FORMATS.snapshots, { next: this.#next, snapshots: index }).toBuffer());
    this.#index = index;
  }

  /** One file operation at a time, so the index and the files never disagree. */
  #serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => {});
    return run;
  }
}
