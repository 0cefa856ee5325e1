/**
 * The request journal: recent requests, bounded, with credentials redacted, so a developer (or a
 * failing test) can see what the sandbox received and which faults it injected.
 */
import type { Context } from 'hono';
import { monotonicMs, type VirtualClock } from '../core/clock.js';
import { redactBody, redactPath, redactQuery, redactRawHeaders } from '../core/redact.js';
import { RingBuffer } from '../core/ring.js';
import type { AppEnv, InjectedFault } from './env.js';
import type { Stage } from './stage.js';

export interface JournalEntry {
  id: string;
  time: string;
  method: string;
  path: string;
  query: string;
  project: string | null;
  status: number;
  duration_ms: number;
  request_headers: Record<string, string>;
  faults: InjectedFault[];
  operation: string | null;
  /** What the sandbox let through without acting on it (an unknown query parameter); absent when nothing. */
  warnings?: string[];
  /** The stage that answered or threw (`app` when no stage did: a page, an unknown route). */
  stage: string;
  /** The error that stage threw (code: detail), or null when it answered. */
  reason: string | null;
  /** Who answered (`X-Sandbox-Source`: `emulated`, `proxy`, ...), null outside the platform chain. */
  source: string | null;
}

/**
 * What the journal keeps of a request: the raw facts, as cheap to take as the request path
 * allows. Time is formatted and headers are redacted when the journal is read, not per request.
 */
export interface JournalRecord extends Omit<JournalEntry, 'time' | 'request_headers' | 'faults'> {
  timeMs: number;
  faults: readonly InjectedFault[];
  /** The first BODY_EXCERPT_CHARS of the request's and the answer's bodies, when they were strings. */
  requestBody: string | null;
  responseBody: string | null;
  /**
   * Header names and values in turn, as received, joined by newlines (which neither may hold):
   * one string is cheaper for the GC to keep than a list of them, and kept it is, for a while.
   */
  rawHeaders: string;
}

/** One request with its body excerpts, credentials redacted (the dashboard's detail). */
export interface JournalDetail extends JournalEntry {
  request_body: string | null;
  response_body: string | null;
}

export interface JournalNote {
  time: string;
  kind: string;
  detail: string;
}

const NO_FAULTS: readonly InjectedFault[] = Object.freeze([]);

/** Requests below this path (the dashboard, admin/ui) are not journaled. */
export const DASHBOARD_PATH = '/_sandbox/ui';
/** Characters of each body the journal keeps (a request's and its answer's). */
export const BODY_EXCERPT_CHARS = 2048;

/**
 * At most BODY_EXCERPT_CHARS of a body, copied out of a longer one: a slice alone would keep
 * the whole body alive for as long as the journal keeps the excerpt.
 */
export function bodyExcerpt(text: string | undefined): string | null {
  if (text === undefined) return null;
  if (text.length <= BODY_EXCERPT_CHARS) return text;
  return Buffer.from(text.slice(0, BODY_EXCERPT_CHARS), 'utf8').toString('utf8');
}

/** The request's headers as received: Node's raw list when served by Node, else read from the Request. */
export function rawHeadersOf(c: Context<AppEnv>): readonly string[] {
  const incoming = (c.env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming;
  if (incoming?.rawHeaders) return incoming.rawHeaders;
  const raw: string[] = [];
  c.req.raw.headers.forEach((value, name) => raw.push(name, value));
  return raw;
}

/** Path and query as received (still percent-encoded), as `URL`'s `pathname` and `search` give them. */
function splitUrl(url: string): { path: string; query: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const q = url.indexOf('?', start);
  if (start === -1) return { path: '/', query: '' };
  if (q === -1) return { path: url.slice(start), query: '' };
  return { path: url.slice(start, q), query: q === url.length - 1 ? '' : url.slice(q) };
}

function entryOf({ timeMs, rawHeaders, query, faults, requestBody: _request, responseBody: _response, ...rest }: JournalRecord): JournalEntry {
  return {
    ...rest,
    faults: [...faults],
    path: redactPath(rest.path),
    query: redactQuery(query),
    time: new Date(timeMs).toISOString(),
    request_headers: redactRawHeaders(rawHeaders.split('\n')),
  };
}

export class Journal {
  readonly requests: RingBuffer<JournalRecord>;
  /** Things that happened outside a request: an evicted project, a reset, a reload. */
  readonly notes: RingBuffer<JournalNote>;

  constructor(capacity: number, private readonly clock: VirtualClock) {
    this.requests = new RingBuffer(capacity);
    this.notes = new RingBuffer(capacity);
  }

  note(kind: string, detail: string): void {
    this.notes.push({ time: this.clock.nowIso(), kind, detail });
  }

  /** The requests, oldest first, as the control API shows them. */
  entries(): JournalEntry[] {
    return this.requests.toArray().map(entryOf);
  }

  /**
   * The newest requests that pass `keep` (which sees the path redacted), at most `limit`, newest
   * first: only those are formatted and redacted, not the whole journal.
   */
  newest(limit: number, keep: (r: JournalRecord) => boolean): JournalEntry[] {
    const all = this.requests.toArray();
    const out: JournalEntry[] = [];
    for (let i = all.length - 1; i >= 0 && out.length < limit; i--) {
      const r = all[i];
      if (keep({ ...r, path: redactPath(r.path) })) out.push(entryOf(r));
    }
    return out;
  }

  /** One request by id, with its body excerpts (credentials redacted). */
  detail(id: string): JournalDetail | undefined {
    const record = this.requests.toArray().find((r) => r.id === id);
    if (!record) return undefined;
    return { ...entryOf(record), request_body: redactBody(record.requestBody), response_body: redactBody(record.responseBody) };
  }

  clear(): void {
    this.requests.clear();
    this.notes.clear();
  }
}

export function journal(j: Journal, clock: VirtualClock): Stage {
  return {
    name: 'journal',
    enter(c) {
      c.set('journalTimeMs', clock.now());
    },
    leave(c) {
      const { path, query } = splitUrl(c.req.url);
      // The dashboard's own pages, assets and streams would crowd out the requests it shows.
      if (path.startsWith(DASHBOARD_PATH)) return;
      j.requests.push({
        id: c.get('requestId'),
        timeMs: c.get('journalTimeMs'),
        method: c.req.method,
        path,
        query,
        project: c.get('project')?.id ?? c.req.header('x-service-project') ?? null,
        status: c.res.status,
        duration_ms: Math.round((monotonicMs() - c.get('receivedAt')) * 100) / 100,
        rawHeaders: rawHeadersOf(c).join('\n'),
        faults: c.get('faults') ?? NO_FAULTS,
        operation: c.get('operation')?.id ?? null,
        ...(c.get('warnings') ? { warnings: c.get('warnings') } : {}),
        stage: c.get('answeredBy')?.stage ?? 'app',
        reason: c.get('answeredBy')?.reason ?? null,
        source: c.get('responseHeaders')?.['x-sandbox-source'] ?? null,
        requestBody: bodyExcerpt(c.get('requestText')),
        responseBody: bodyExcerpt(c.get('responseText')),
      });
    },
  };
}
