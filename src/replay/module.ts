/**
 * The replay as a module: the control API's recordings (import, list, forget), their replay into
 * a project, their failures as a scenario, their field names as a proposed platform map, and a
 * project's replay state (docs/proxy.md, "Replay").
 */
import type { ControlHandlersOf } from '../admin/handler.js';
import type { ApiModule } from '../apis/module.js';
import { ApiError } from '../core/errors.js';
import { PROJECT_ID_PATTERN } from '../core/store.js';
import type { Deps } from '../deps.js';
import { bodyLimit } from '../http/body-limit.js';
import { checkScenario } from '../scenarios/loader.js';
import { proposeMap } from './propose-map.js';
import { ImportError, MAX_HAR_BYTES, type Recording } from './recording.js';
import { failureScenario } from './scenario.js';
import { ReplaySetup } from './setup.js';

/** An ImportError as the control API refuses it: 413 for a limit, else 422, naming the file, the pointer and the reason. */
function importRefusal(err: ImportError): ApiError {
  return new ApiError(err.tooLarge ? 'payload_too_large' : 'unprocessable', {
    detail: `${err.file} is refused: ${err.pointer === '#' ? '' : `${err.pointer} `}${err.reason}; nothing of it was kept`,
    errors: [{ in: 'body', pointer: err.pointer, detail: err.reason }],
    extensions: { file: err.file },
  });
}

function summary(replay: ReplaySetup, r: Recording) {
  return {
    name: r.name,
    source: r.source,
    entries: r.exchanges.length,
    failures: r.exchanges.filter((e) => e.status < 200 || e.status > 299).length,
    replayed_in: [...replay.sessions].filter(([, s]) => s.recording === r).map(([p]) => p),
  };
}

function state(replay: ReplaySetup, project: string) {
  const s = replay.sessions.get(project);
  if (!s) throw new ApiError('not_found', { detail: `project ${project} replays no recording; start one with POST /_sandbox/recordings/{name}/replay` });
  return {
    project,
    recording: s.recording.name,
    entries: s.recording.exchanges.length,
    order: s.options.order,
    unmatched_mode: s.options.unmatched,
    ignore: s.options.ignore,
    matched: s.matched,
    learned: s.learned.records,
    skipped: s.learned.skipped,
    departed_at: s.departedAt ?? null,
    unmatched: s.unmatchedCalls.toArray(),
    unmatched_total: s.unmatchedCalls.pushed,
  };
}

function recordingOf(replay: ReplaySetup, name: string): Recording {
  const r = replay.recordings.get(name);
  if (!r) throw new ApiError('not_found', { detail: `no recording named ${name}; the sandbox holds ${[...replay.recordings.keys()].join(', ') || 'none'}` });
  return r;
}

function handlers(deps: Deps): ControlHandlersOf<'replay'> {
  const replay = deps.replay;
  const limit = bodyLimit(MAX_HAR_BYTES);
  return {
    listRecordings: () => ({ status: 200, body: { data: [...replay.recordings.values()].map((r) => summary(replay, r)) } }),
    importRecording: async ({ query, http }) => {
      if (replay.recordings.has(query.name)) throw new ApiError('conflict', { detail: `a recording named ${query.name} exists; forget it first (DELETE /_sandbox/recordings/${query.name}) or choose another name`, errors: [{ in: 'query', pointer: '#/name', detail: 'is taken' }] });
      try {
        await limit.enter!(http);
      } catch (err) {
        if (err instanceof ApiError) throw importRefusal(new ImportError(query.name, '#', `is over the import limit of ${MAX_HAR_BYTES / 1024 / 1024} MiB per HAR file`, true));
        throw err;
      }
      const bytes = Buffer.from(await http.req.arrayBuffer());
      let recording: Recording;
      try {
        recording = replay.import(query.name, [{ file: query.name, bytes }]);
      } catch (err) {
        if (err instanceof ImportError) throw importRefusal(err);
        throw err;
      }
      if (query.project === undefined) return { status: 201, body: { recording: summary(replay, recording) } };
      try {
        replay.replay(recording.name, query.project);
      } catch (err) {
        replay.remove(recording.name);
        throw err;
      }
      return { status: 201, body: { recording: summary(replay, recording), replay: state(replay, query.project) } };
    },
    deleteRecording: ({ params }) => {
      if (!replay.remove(params.name)) recordingOf(replay, params.name);
      return { status: 204 };
    },
    replayRecording: ({ params, body }) => {
      recordingOf(replay, params.name);
      try {
        replay.replay(params.name, body.project, { ignore: body.ignore, order: body.order, unmatched: body.unmatched });
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw new ApiError('invalid_parameter', { detail: (err as Error).message, errors: [{ in: 'body', pointer: '#/ignore', detail: (err as Error).message }] });
      }
      return { status: 200, body: state(replay, body.project) };
    },
    recordingScenario: ({ params }) => {
      const r = recordingOf(replay, params.name);
      const { scenario, failures } = failureScenario(r.name, r.exchanges, deps.contract.operations);
      if (!failures) throw new ApiError('unprocessable', { detail: `recording ${r.name} holds no failed (non-2xx) exchange to make a scenario of` });
      const problems = checkScenario(scenario);
      if (problems.length) throw new ApiError('internal', { detail: `the scenario made from ${r.name} does not fit scenarios/schema.json: ${problems[0].pointer} ${problems[0].message}` });
      return { status: 200, body: { scenario: scenario as unknown as Record<string, unknown>, failures } };
    },
    proposedPlatformMap: ({ params }) => {
      const r = recordingOf(replay, params.name);
      return { status: 200, body: proposeMap(r.exchanges, deps.contract.operations) };
    },
    getReplay: ({ params }) => ({ status: 200, body: state(replay, params.project) }),
    stopReplay: ({ params }) => {
      state(replay, params.project);
      replay.sessions.delete(params.project);
      return { status: 204 };
    },
  };
}

export const replayModule: ApiModule = {
  name: 'replay',
  collections: [],
  admin: handlers,
  /** `--replay DIR`: every recording loaded and replayed in the project it names; one that is refused stops the start naming it. */
  prepare(deps) {
    const dir = deps.config.replay.dir;
    if (!dir) return;
    try {
      for (const r of deps.replay.loadDirectory(dir)) {
        const project = ReplaySetup.projectOf(r);
        if (!PROJECT_ID_PATTERN.test(project)) throw new Error(`recording ${r.name} names project "${project}", which is no project id`);
        deps.replay.replay(r.name, project);
      }
    } catch (err) {
      throw new Error(`--replay ${dir}: ${(err as Error).message}`);
    }
  },
  start(deps) {
    const hook = (project?: string) => {
      if (project === undefined) deps.replay.sessions.clear();
      else deps.replay.sessions.delete(project);
    };
    deps.onReset.add(hook);
    return () => void deps.onReset.delete(hook);
  },
};
