/**
 * Saves the sandbox's state after changes, off the request path. A change marks its project (or
 * the global state) dirty and arms one timer; when it fires, the dirty projects are captured in
 * one synchronous step (a consistent instant), then serialized in slices and written:
 *   1. each changed project to a new file `<generation>-<n>.json` (temporary file + rename),
 *   2. the state file, which names the current file of every project (temporary file + rename),
 *   3. the files the state file no longer names are removed.
 * The rename of the state file is the commit: a process killed before it leaves the previous
 * state file, whose project files are all still there, so the last completed save always loads.
 */
import { join } from 'node:path';
import { monotonicMs } from '../core/clock.js';
import type { Project, ProjectSource } from '../core/store.js';
import type { Deps } from '../deps.js';
import { ensureDirs, readText, removeOthers, writeAtomic, type Layout } from './files.js';
import { fileChunks, FORMATS, parseFile, serializeProject, toLoaded, type CapturedProject, type LoadedProject } from './format.js';
import { applyProject, captureGlobal, captureProject, checkProject, checkRecordCounts, recordCounts, reloaded, type SavedProjectRef, type SavedState } from './state.js';

export interface AutosaveOptions {
  /** How long after the first change a save starts (changes meanwhile join it). */
  delayMs: number;
  /** How long to wait before trying again after a failed write. */
  retryMs?: number;
}

/**
 * Also the store's source of saved projects: an evicted project is captured at once (its state
 * is saved with the next save, never deleted) and read back from its file on its next use.
 */
export class Autosave implements ProjectSource {
  readonly #dirty = new Set<string>();
  #allDirty = false;
  #globalDirty = false;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #files: Map<string, SavedProjectRef>;
  #generation: number;
  readonly #unsubscribe: (() => void)[] = [];
  #stopped = false;
  /** Evicted projects captured at eviction and not yet written. */
  readonly #unloaded = new Map<string, CapturedProject>();
  readonly #loading = new Map<string, Promise<Project>>();

  constructor(
    private readonly deps: Deps,
    private readonly layout: Layout,
    private readonly options: AutosaveOptions,
    saved?: SavedState,
  ) {
    this.#generation = saved?.generation ?? 0;
    this.#files = new Map(Object.entries(saved?.projects ?? {}));
  }

  /** Listen for changes; the first save writes the state file even if nothing changed yet. */
  async start(): Promise<void> {
    await ensureDirs(this.layout);
    await removeOthers(this.layout.projects, new Set([...this.#files.values()].map((f) => f.file)));
    const { store, tokens, clock, state, onReset } = this.deps;
    this.#unsubscribe.push(
      store.onChange((id) => this.#mark(id)),
      tokens.onChange(() => this.#mark(null)),
      clock.onChange(() => this.#mark(null)),
      state.onChange((id) => this.#mark(id ?? null)),
    );
    const resetHook = (id?: string) => {
      // A reset project's saved state is gone at once: its next use starts from the fixtures.
      if (id === undefined) {
        this.#files.clear();
        this.#unloaded.clear();
      } else {
        this.#files.delete(id);
        this.#unloaded.delete(id);
      }
      this.#mark(id);
    };
    onReset.add(resetHook);
    this.#unsubscribe.push(() => onReset.delete(resetHook));
    store.attachSource(this);
    this.#mark(null);
  }

  get max(): number {
    return this.deps.config.maxSavedProjects;
  }

  /** Projects saved or to be saved: on disk, evicted and waiting for the save, or in memory. */
  get count(): number {
    return new Set([...this.#files.keys(), ...this.#unloaded.keys(), ...this.deps.store.ids()]).size;
  }

  has(id: string): boolean {
    return this.#unloaded.has(id) || this.#files.has(id);
  }

  savedIds(): string[] {
    const { store } = this.deps;
    return [...new Set([...this.#unloaded.keys(), ...this.#files.keys()])].filter((id) => store.state(id) === 'saved').sort();
  }

  unload(project: Project): void {
    this.#unloaded.set(project.id, captureProject(project));
    this.#mark(project.id);
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
    let loaded: LoadedProject;
    const captured = this.#unloaded.get(id);
    if (captured) loaded = reloaded(captured);
    else {
      const file = join(this.layout.projects, this.#files.get(id)!.file);
      const text = await readText(file);
      const current = this.deps.store.peek(id);
      if (current) return current;
      if (text === null) throw new Error(`${file}: missing (the state file lists it for project ${id})`);
      loaded = toLoaded(parseFile<{ project: Parameters<typeof toLoaded>[0] }>(file, text, FORMATS.project).project);
      checkRecordCounts(loaded, this.#files.get(id)!, file);
      checkProject(this.deps, loaded, file);
    }
    this.#unloaded.delete(id);
    const project = applyProject(this.deps, loaded, false);
    this.deps.journal.note('project_loaded', `project ${id} was loaded again from the saved state`);
    return project;
  }

  get generation(): number {
    return this.#generation;
  }

  /** Save now whatever is dirty, and wait until it is on disk. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#running) await this.#running.catch(() => {});
    if (this.#isDirty()) await this.#save();
  }

  /** Final save, then stop listening. */
  async stop(): Promise<void> {
    await this.flush();
    this.#stopped = true;
    for (const off of this.#unsubscribe) off();
  }

  /** `undefined`: every project; `null`: the global state only. */
  #mark(id: string | null | undefined): void {
    if (id === undefined) this.#allDirty = true;
    else if (id !== null) this.#dirty.add(id);
    this.#globalDirty = true;
    if (!this.#timer && !this.#stopped) this.#timer = setTimeout(() => void this.#tick(), this.options.delayMs);
  }

  #isDirty(): boolean {
    return this.#allDirty || this.#globalDirty || this.#dirty.size > 0;
  }

  async #tick(): Promise<void> {
    this.#timer = undefined;
    while (this.#running) await this.#running.catch(() => {});
    if (this.#isDirty()) await this.#save().catch(() => {});
  }

  #save(): Promise<void> {
    const run = this.#saveOnce().finally(() => {
      if (this.#running === run) this.#running = undefined;
    });
    this.#running = run;
    return run;
  }

  async #saveOnce(): Promise<void> {
    const started = monotonicMs();
    const { store } = this.deps;
    const ids = this.#allDirty ? new Set([...this.#files.keys(), ...store.ids()]) : new Set(this.#dirty);
    const captured: CapturedProject[] = [];
    const removed: string[] = [];
    for (const id of ids) {
      const project = store.peek(id);
      const unloaded = this.#unloaded.get(id);
      if (project) captured.push(captureProject(project));
      else if (unloaded) captured.push(unloaded);
      else removed.push(id);
    }
    const global = captureGlobal(this.deps);
    const generation = this.#generation + 1;
    const savedAt = this.deps.clock.nowIso();
    this.#dirty.clear();
    this.#allDirty = this.#globalDirty = false;
    try {
      const files = new Map(this.#files);
      for (const id of removed) files.delete(id);
      for (const [n, p] of captured.entries()) {
        const file = `${generation}-${n}.json`;
        const body = await serializeProject(p);
        await writeAtomic(join(this.layout.projects, file), fileChunks(FORMATS.project, { generation, saved_at: savedAt }, { project: body }).toBuffer());
        // Most recently saved last: a start loads the last ones (up to the cap in memory).
        files.delete(p.id);
        files.set(p.id, { file, seq: p.seq, records: recordCounts(p) });
      }
      const { parts, ...rest } = global;
      const partsJson = `{${Object.entries(parts).map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
      const manifest = fileChunks(FORMATS.state, { generation, saved_at: savedAt, ...rest, projects: Object.fromEntries(files) }, { parts: partsJson });
      await writeAtomic(this.layout.manifest, manifest.toBuffer());
      this.#generation = generation;
      this.#files = files;
      for (const p of captured) if (this.#unloaded.get(p.id) === p) this.#unloaded.delete(p.id);
      await removeOthers(this.layout.projects, new Set([...files.values()].map((f) => f.file)));
      this.deps.saving.succeeded();
      this.deps.logger.info(
        { generation, projects: Object.fromEntries(captured.map((p) => [p.id, p.seq])), removed, ms: Math.round(monotonicMs() - started) },
        'state saved',
      );
    } catch (err) {
      // Nothing was committed: the same projects are dirty again, and a later save retries.
      for (const p of captured) this.#dirty.add(p.id);
      for (const id of removed) this.#dirty.add(id);
      this.#globalDirty = true;
      this.deps.logger.error({ err, file: this.layout.manifest }, 'saving the state failed; will retry');
      this.deps.saving.failed(err);
      if (!this.#timer && !this.#stopped) this.#timer = setTimeout(() => void this.#tick(), this.options.retryMs ?? 1000);
      throw err;
    }
  }
}
