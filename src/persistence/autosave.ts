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
import type { Deps } from '../deps.js';
import { ensureDirs, removeOthers, writeAtomic, type Layout } from './files.js';
import { fileChunks, FORMATS, serializeProject, type CapturedProject } from './format.js';
import { captureGlobal, captureProject, type SavedState } from './state.js';

export interface AutosaveOptions {
  /** How long after the first change a save starts (changes meanwhile join it). */
  delayMs: number;
  /** How long to wait before trying again after a failed write. */
  retryMs?: number;
}

export class Autosave {
  readonly #dirty = new Set<string>();
  #allDirty = false;
  #globalDirty = false;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #files: Map<string, { file: string; seq: number }>;
  #generation: number;
  readonly #unsubscribe: (() => void)[] = [];
  #stopped = false;

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
    const resetHook = (id?: string) => this.#mark(id);
    onReset.add(resetHook);
    this.#unsubscribe.push(() => onReset.delete(resetHook));
    this.#mark(null);
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
      if (project) captured.push(captureProject(this.deps, project));
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
        files.set(p.id, { file, seq: p.seq });
      }
      const { parts, ...rest } = global;
      const partsJson = `{${Object.entries(parts).map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
      const manifest = fileChunks(FORMATS.state, { generation, saved_at: savedAt, ...rest, projects: Object.fromEntries(files) }, { parts: partsJson });
      await writeAtomic(this.layout.manifest, manifest.toBuffer());
      this.#generation = generation;
      this.#files = files;
      await removeOthers(this.layout.projects, new Set([...files.values()].map((f) => f.file)));
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
      if (!this.#timer && !this.#stopped) this.#timer = setTimeout(() => void this.#tick(), this.options.retryMs ?? 1000);
      throw err;
    }
  }
}
