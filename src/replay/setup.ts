/**
 * The replay as one unit (`deps.replay`): the recordings the sandbox holds (from `--replay DIR` at
 * start, or imported through `POST /_sandbox/recordings`), the key and `--redact` pointers they are
 * scrubbed with, and the projects that replay one. Loading a recording into a project resets the
 * project, fills its stores from the recording (learn.ts) and from then on answers its calls from
 * the recording (stage.ts). Both are bounded: at most 64 recordings and 256 MiB of their text in
 * memory, and one replay per project (which goes with a reset of the project).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Bound, BoundChecker } from '../core/bounds.js';
import { RingBuffer } from '../core/ring.js';
import { secretBytes } from '../core/secrets.js';
import type { ProjectStore } from '../core/store.js';
import type { Journal } from '../http/journal.js';
import type { OperationTable } from '../openapi/operations.js';
import type { Platform } from '../platform/prepare.js';
import { BulkObservations } from '../proxy/observed-bulk.js';
import { Pseudonymiser } from '../proxy/record/pseudonym.js';
import { isRecordingName } from '../proxy/record/recorder.js';
import { Scrubber } from '../proxy/record/scrub.js';
import type { PointerPattern } from '../proxy/record/pointer.js';
import { applyLearning, checkLearning, planLearning, type Learned } from './learn.js';
import { matchRules, requestKey, type MatchRules } from './match.js';
import { answerJson, proposeMap } from './propose-map.js';
import { ImportError, importHar, sizeOf, type RecordedExchange, type Recording, type RequestShape } from './recording.js';

export type Unmatched = 'emulate' | 'proxy' | '404';
export type Order = 'recorded' | 'first';

export interface ReplayOptions {
  /** Query parameter names and body pointers left out of matching. */
  ignore: string[];
  /** `recorded`: repeated identical calls get the recorded answers in turn, the last repeating; `first`: always the first. */
  order: Order;
  /** What answers a call no recorded exchange matches. */
  unmatched: Unmatched;
}

export interface UnmatchedCall {
  time: string;
  request_id: string;
  method: string;
  path: string;
  query: string;
  /** How it was answered: `emulated`, `proxy` or `404`. */
  answered: 'emulated' | 'proxy' | '404';
  /** Recorded exchanges of the same method and path (their query or body differed). */
  same_path: number;
}

/** A project replaying a recording. */
export class ReplaySession {
  readonly #byKey = new Map<string, RecordedExchange[]>();
  readonly #served = new Map<string, number>();
  readonly #paths = new Map<string, number>();
  readonly rules: MatchRules;
  readonly unmatchedCalls = new RingBuffer<UnmatchedCall>(1000);
  matched = 0;
  /**
   * Set by the first write the recording did not hold that succeeded (answered by the emulation):
   * from then on the recording no longer describes the project's state, and the emulation, which
   * started from the learned records, answers every call.
   */
  departedAt?: string;

  constructor(
    readonly recording: Recording,
    readonly options: ReplayOptions,
    readonly learned: Learned,
  ) {
    this.rules = matchRules(options.ignore);
    for (const e of recording.exchanges) {
      const key = requestKey(e, this.rules);
      const list = this.#byKey.get(key);
      if (list) list.push(e);
      else this.#byKey.set(key, [e]);
      this.#paths.set(`${e.method} ${e.path}`, (this.#paths.get(`${e.method} ${e.path}`) ?? 0) + 1);
    }
  }

  /** The recorded exchange that answers this request, or undefined. */
  take(shape: RequestShape): RecordedExchange | undefined {
    const key = requestKey(shape, this.rules);
    const list = this.#byKey.get(key);
    if (!list) return undefined;
    const n = this.#served.get(key) ?? 0;
    this.#served.set(key, n + 1);
    this.matched++;
    return this.options.order === 'first' ? list[0] : list[Math.min(n, list.length - 1)];
  }

  samePath(method: string, path: string): number {
    return this.#paths.get(`${method} ${path}`) ?? 0;
  }
}

export interface ReplayContext {
  /** `--replay DIR`: recordings loaded at start, each replayed into the project it names; its key. */
  dir?: string;
  /** `--record DIR`: the key imports use when there is no `--replay` directory. */
  recordDir?: string;
  redact: readonly PointerPattern[];
  operations: OperationTable;
  platform?: Platform;
  bodyLimitBytes: number;
  store: ProjectStore;
  bounds: BoundChecker;
  journal: Journal;
  /** Resets a project as the control API does (its slots, hooks and journal note). */
  reset(project: string): void;
  defaults: ReplayOptions;
}

const RECORDINGS: Bound = { name: 'recordings', limit: 64, flag: 'fixed; delete one with DELETE /_sandbox/recordings/{name}', unit: 'recordings' };
const RECORDING_CHARS: Bound = { name: 'recording_bytes', limit: 256 * 1024 * 1024, flag: 'fixed; delete one with DELETE /_sandbox/recordings/{name}', unit: 'characters' };
const REPLAYS: Bound = { name: 'replays', limit: 1000, flag: 'fixed; stop one with DELETE /_sandbox/projects/{project}/replay', unit: 'projects replaying' };
const ROTATED = /^(.*)\.(\d+)\.har$/;

export class ReplaySetup {
  readonly recordings = new Map<string, Recording>();
  readonly sessions = new Map<string, ReplaySession>();
  readonly scrub: Scrubber;
  /** The per-item results of the recordings' bulk answers, for the drift report's `observed`. */
  readonly bulk = new BulkObservations();
  #chars = 0;

  constructor(readonly ctx: ReplayContext) {
    const keyDir = ctx.dir ?? ctx.recordDir;
    // Without a directory, imports are pseudonymised with a key of this run's (from node:crypto).
    const pseudonyms = keyDir ? Pseudonymiser.forDirectory(keyDir) : new Pseudonymiser(secretBytes(32));
    this.scrub = new Scrubber(pseudonyms, ctx.redact, []);
  }

  /** A HAR file's text as a new recording; throws an ImportError (nothing kept) or the bound passed. */
  import(name: string, files: readonly { file: string; bytes: Buffer }[]): Recording {
    if (!isRecordingName(name)) throw new ImportError(name, '#', 'is not a recording name: [A-Za-z0-9._-]{1,64}, not only dots (no path separators)');
    const exchanges: RecordedExchange[] = [];
    for (const { file, bytes } of files) exchanges.push(...importHar(bytes, file, { scrub: this.scrub, operations: this.ctx.operations, maxBody: this.ctx.bodyLimitBytes }, exchanges.length));
    const size = sizeOf(exchanges);
    this.ctx.bounds.check(RECORDINGS, this.recordings.size, 1, 'the sandbox');
    this.ctx.bounds.check(RECORDING_CHARS, this.#chars, size, 'the recordings in memory');
    const recording: Recording = { name, source: files.map((f) => f.file).join(', '), exchanges, size };
    this.recordings.set(name, recording);
    this.#chars += size;
    const byId = new Map(this.ctx.operations.operations.map((o) => [o.id, o]));
    for (const e of exchanges) {
      const op = byId.get(e.operation);
      if (op?.bulk && e.status >= 200 && e.status <= 299) this.bulk.add(`recording ${name}`, op, e.status, answerJson(e), true);
    }
    return recording;
  }

  remove(name: string): boolean {
    const r = this.recordings.get(name);
    if (!r) return false;
    this.recordings.delete(name);
    this.#chars -= r.size;
    this.bulk.forget(`recording ${name}`);
    for (const [project, s] of this.sessions) if (s.recording === r) this.sessions.delete(project);
    return true;
  }

  /** Every recording of `--replay DIR` (`name.har` after its rotated `name.<n>.har`, oldest first); throws an ImportError naming the file. */
  loadDirectory(dir: string): Recording[] {
    const groups = new Map<string, { n: number; file: string }[]>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.har')).sort()) {
      const rotated = ROTATED.exec(file);
      const name = rotated ? rotated[1] : file.slice(0, -4);
      const list = groups.get(name) ?? [];
      list.push({ n: rotated ? Number(rotated[2]) : Number.MAX_SAFE_INTEGER, file });
      groups.set(name, list);
    }
    const loaded: Recording[] = [];
    for (const [name, files] of groups) {
      const ordered = files.sort((a, b) => a.n - b.n).map(({ file }) => ({ file: join(dir, file), bytes: readFileSync(join(dir, file)) }));
      loaded.push(this.import(name, ordered));
    }
    return loaded;
  }

  /**
   * Replays a recording in a project: the project reset, its stores filled from the recording,
   * then its calls answered from it. Throws (nothing learned, no replay) past a bound.
   */
  replay(name: string, project: string, options: Partial<ReplayOptions> = {}): ReplaySession {
    const recording = this.recordings.get(name);
    if (!recording) throw new Error(`no recording ${name}`);
    const opts: ReplayOptions = { ...this.ctx.defaults, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
    matchRules(opts.ignore);
    if (!this.sessions.has(project)) this.ctx.bounds.check(REPLAYS, this.sessions.size, 1, 'the sandbox');
    const plan = planLearning(name, recording.exchanges, { contract: this.ctx.operations, platform: this.ctx.platform, map: proposeMap(recording.exchanges, this.ctx.operations) });
    checkLearning(plan, this.ctx.store.get(project));
    this.ctx.reset(project);
    let learned: Learned;
    try {
      learned = applyLearning(plan, this.ctx.store.get(project));
    } catch (err) {
      // A bound the check could not foresee: back to the fixtures rather than half-learned.
      this.ctx.reset(project);
      throw err;
    }
    const session = new ReplaySession(recording, opts, learned);
    this.sessions.set(project, session);
    this.ctx.journal.note('replay_started', `project ${project} replays recording ${name} (${recording.exchanges.length} exchanges; learned ${Object.entries(learned.records).map(([s, n]) => `${n} ${s}`).join(', ') || 'nothing'})`);
    return session;
  }

  /** The project each recording of `--replay DIR` replays into: its entries' `_project` when they agree, else its name. */
  static projectOf(recording: Recording): string {
    const named = new Set(recording.exchanges.map((e) => e.project));
    const only = named.size === 1 ? [...named][0] : undefined;
    return only ?? recording.name;
  }
}

/** What the start banner says of `--replay`. */
export function replayBanner(replay: ReplaySetup): string[] {
  if (!replay.ctx.dir) return [];
  const replaying = [...replay.sessions].map(([project, s]) => `${s.recording.name} -> ${project} (${s.recording.exchanges.length} exchanges, learned ${Object.entries(s.learned.records).map(([k, n]) => `${n} ${k}`).join(', ') || 'nothing'})`);
  return [`  replay:         ${replay.ctx.dir}: ${replaying.join('; ') || 'no recording'}; unmatched calls: ${replay.ctx.defaults.unmatched}; /_sandbox/projects/<project>/replay`];
}
