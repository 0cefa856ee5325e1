/**
 * The replay's stage in the platform chain (src/app.ts), after the rate limit and before the
 * proxy: in a project that replays a recording, a call is scrubbed as the recording was (the
 * directory's key, the `--redact` pointers), and a recorded exchange that matches it answers with
 * its status, headers and body, marked `X-Sandbox-Source: replay`. A call no exchange matches is
 * listed and answered as the replay says: by the emulation, by the proxy, or 404. The first
 * unrecorded write that succeeds hands the project over to the emulation (`ReplaySession.departedAt`).
 */
import type { Context } from 'hono';
import { ApiError } from '../core/errors.js';
import type { AppEnv } from '../http/env.js';
import { rawHeadersOf, type Journal } from '../http/journal.js';
import { answer, setResponseHeader } from '../http/response.js';
import type { Stage } from '../http/stage.js';
import { harRequest } from '../proxy/record/har.js';
import { keepFromProxy, proxied } from '../proxy/stage.js';
import { shapeOf } from './recording.js';
import type { ReplaySession, ReplaySetup } from './setup.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_BODY_STATUS = new Set([101, 204, 205, 304]);
const unmatchedWrites = new WeakMap<Context<AppEnv>, ReplaySession>();

function pairs(raw: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i], raw[i + 1]]);
  return out;
}

export function replayStage(replay: ReplaySetup, journal: Journal, bodyLimitBytes: number): Stage {
  return {
    name: 'replay',
    async enter(c) {
      const project = c.get('project').id;
      const session = replay.sessions.get(project);
      // A call the proxy passes through with the caller's own credential was not authenticated here: the upstream judges it.
      if (!session || session.departedAt || proxied(c)?.passThrough) return;
      const url = c.req.url;
      const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
      const hasBody = c.req.header('content-length') ? c.req.header('content-length') !== '0' : c.req.header('transfer-encoding') !== undefined;
      const body = hasBody ? Buffer.from(await c.req.arrayBuffer()) : Buffer.alloc(0);
      const authorization = c.req.header('authorization');
      const request = harRequest({ method: c.req.method, url: pathAndQuery, headers: pairs(rawHeadersOf(c)), body }, replay.scrub, bodyLimitBytes, authorization ? [authorization] : []);
      const shape = shapeOf(request);
      const hit = session.take(shape);
      if (hit) {
        setResponseHeader(c, 'x-sandbox-source', 'replay');
        c.set('upstreamAnswer', true);
        const headers: Record<string, string> = { 'x-sandbox-source': 'replay' };
        for (const [name, value] of hit.headers) {
          const lower = name.toLowerCase();
          headers[lower] = lower in headers && lower !== 'x-sandbox-source' ? `${headers[lower]}, ${value}` : value;
        }
        headers['x-sandbox-source'] = 'replay';
        const noBody = NO_BODY_STATUS.has(hit.status) || c.req.method === 'HEAD' || hit.text === undefined;
        if (!noBody && hit.mimeType) headers['content-type'] = hit.mimeType;
        return answer(c, noBody ? null : hit.text!, hit.status, headers);
      }
      // `emulate` keeps a call from the proxy unless it passes through (the sandbox did not check its caller).
      const wanted = session.options.unmatched;
      const mode = wanted === '404' ? '404' : !proxied(c) ? 'emulated' : wanted === 'proxy' || !keepFromProxy(c) ? 'proxy' : 'emulated';
      session.unmatchedCalls.push({
        time: new Date(c.get('journalTimeMs')).toISOString(),
        request_id: c.get('requestId'),
        method: shape.method,
        path: shape.path,
        query: shape.query.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&'),
        answered: mode,
        same_path: session.samePath(shape.method, shape.path),
      });
      journal.note('replay_unmatched', `${shape.method} ${shape.path} in project ${project}: no exchange of recording ${session.recording.name} matches (method, path, query and body, scrubbed); answered ${mode === '404' ? '404' : `by the ${mode === 'proxy' ? 'proxy' : 'emulation'}`}`);
      if (mode === '404') {
        setResponseHeader(c, 'x-sandbox-source', 'replay');
        throw new ApiError('not_found', { detail: `no exchange of recording ${session.recording.name} matches ${shape.method} ${shape.path} (method, path, query and body compared after scrubbing; ${session.samePath(shape.method, shape.path)} recorded on this method and path); the unmatched calls: GET /_sandbox/projects/${project}/replay` });
      }
      if (mode === 'emulated' && !SAFE.has(c.req.method)) unmatchedWrites.set(c, session);
    },
    leave(c) {
      const session = unmatchedWrites.get(c);
      if (session && !session.departedAt && c.res.status >= 200 && c.res.status <= 299) {
        session.departedAt = new Date(c.get('journalTimeMs')).toISOString();
        journal.note('replay_departed', `project ${c.get('project').id}: ${c.req.method} ${c.req.path} (${c.get('requestId')}) changed state the recording ${session.recording.name} does not hold; the emulation, which started from the learned records, answers from now on`);
      }
    },
  };
}
