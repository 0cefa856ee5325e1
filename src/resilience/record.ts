/**
 * The record of calls a resilience report judges (issue 45): per project (slot
 * `resilience.calls`, saved with the project, so it survives eviction, `--persist` restarts and
 * snapshots), at most {@link MAX_CALLS} calls, oldest dropped. Unlike the journal (one ring for the
 * process, bodies cut to excerpts) it keeps what a judgement needs of every call: times, operation
 * and path, the client (token subject, and the session a refresh moved it to), Idempotency-Key,
 * SHA-256 of the body, status, Retry-After, injected faults, and of a bulk call each item's digest
 * and outcome. Beside the calls, the webhook attempts the client's receiver answered (as many
 * again): whether each was badly signed or a duplicate, and the answer.
 */
import { hash } from 'node:crypto';
import { monotonicMs, type VirtualClock } from '../core/clock.js';
import { canonicalJson } from '../core/canonical-json.js';
import { RingBuffer } from '../core/ring.js';
import { slot } from '../core/slots.js';
import type { TokenRegistry } from '../core/tokens.js';
import type { AppEnv } from '../http/env.js';
import { answerData, answerHeader } from '../http/response.js';
import type { Stage } from '../http/stage.js';
import type { Context } from 'hono';

/** Calls kept per project, and webhook attempts kept per project. */
export const MAX_CALLS = 10_000;
/**
 * Bulk items kept across a project's calls: a recorded item costs about 160 bytes, so 10,000 bulk
 * calls of 500 would hold 800 MB; past this the oldest calls go, as past {@link MAX_CALLS}.
 */
export const MAX_ITEMS = 100_000;

interface BulkItemOutcome {
  /** The first 16 hex digits of the SHA-256 of the item's canonical JSON. */
  digest: string;
  /** The item's status in a 207; undefined when the answer was not a per-item one. */
  status?: number;
}

export interface RecordedCall {
  seq: number;
  requestId: string;
  /** Business time in and out (ms since the epoch, the sandbox's clock). */
  inMs: number;
  outMs: number;
  /** Real time in and out (high-resolution epoch ms, monotonic within a process), for Retry-After and concurrency. */
  t0: number;
  t1: number;
  method: string;
  path: string;
  operation: string;
  /** The client: the token's subject (a refresh call: the refresh token's). */
  subject: string | null;
  session: string | null;
  /** A refresh (`POST /v3/auth/sessions {refresh_token}`): the session it refreshed into, when it succeeded. */
  refresh?: { ok: boolean; session: string | null };
  idempotencyKey: string | null;
  bodyDigest: string | null;
  status: number;
  retryAfterSeconds: number | null;
  faults: string[];
  /** A bulk call's items (request order) with their outcome in a 207. */
  items?: BulkItemOutcome[];
  /** A 401 whose WWW-Authenticate says `invalid_token`. */
  invalidToken?: boolean;
}

/** One attempt of a webhook delivery to the client's receiver, as the sandbox sent it. */
export interface RecordedAttempt {
  /** The delivery's `webhook-id`. */
  webhookId: string;
  eventType: string;
  attempt: number;
  /** Business time of the attempt. */
  atMs: number;
  /** Its `webhook-signature` did not verify (`webhook_bad_signature`). */
  badSignature: boolean;
  /** An extra copy (`webhook_duplicate`). */
  duplicate: boolean;
  /** The receiver's status; null when it did not answer (timeout, refused connection). */
  statusCode: number | null;
  responseTimeMs: number;
  error: string | null;
}

export interface CallRecord {
  calls: RingBuffer<RecordedCall>;
  /** Calls dropped from the front; the record is complete from the oldest kept call. */
  dropped: number;
  seq: number;
  /** Bulk items held by the kept calls. */
  items: number;
  attempts: RingBuffer<RecordedAttempt>;
  attemptsDropped: number;
}

interface SavedRecord {
  seq: number;
  dropped: number;
  calls: RecordedCall[];
  attemptsDropped: number;
  attempts: RecordedAttempt[];
}

const int = (v: unknown) => Number.isSafeInteger(v);
const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown) => typeof v === 'string';
const strOrNull = (v: unknown) => v === null || typeof v === 'string';
const isCall = (c: any) =>
  typeof c === 'object' && c !== null && int(c.seq) && str(c.requestId) && num(c.inMs) && num(c.outMs) && num(c.t0) && num(c.t1) && str(c.method) && str(c.path) && str(c.operation) &&
  strOrNull(c.subject) && strOrNull(c.session) && strOrNull(c.idempotencyKey) && strOrNull(c.bodyDigest) && int(c.status) && (c.retryAfterSeconds === null || int(c.retryAfterSeconds)) &&
  (c.refresh === undefined || (typeof c.refresh?.ok === 'boolean' && strOrNull(c.refresh.session))) && (c.invalidToken === undefined || c.invalidToken === true) &&
  Array.isArray(c.faults) && c.faults.every(str) && (c.items === undefined || (Array.isArray(c.items) && c.items.every((it: any) => str(it?.digest) && (it.status === undefined || int(it.status)))));
const isAttempt = (a: any) =>
  typeof a === 'object' && a !== null && str(a.webhookId) && str(a.eventType) && int(a.attempt) && num(a.atMs) && typeof a.badSignature === 'boolean' && typeof a.duplicate === 'boolean' &&
  (a.statusCode === null || int(a.statusCode)) && num(a.responseTimeMs) && strOrNull(a.error);

function ring<T>(items: T[]): RingBuffer<T> {
  const r = new RingBuffer<T>(MAX_CALLS);
  for (const item of items.slice(-MAX_CALLS)) r.push(item);
  return r;
}

export const CALLS = slot<CallRecord>({
  name: 'resilience.calls',
  create: () => ({ calls: new RingBuffer(MAX_CALLS), dropped: 0, seq: 0, items: 0, attempts: new RingBuffer(MAX_CALLS), attemptsDropped: 0 }),
  save: (r): SavedRecord | undefined =>
    r.calls.size || r.attempts.size ? { seq: r.seq, dropped: r.dropped, calls: r.calls.toArray(), attemptsDropped: r.attemptsDropped, attempts: r.attempts.toArray() } : undefined,
  load: (data, project) => {
    const d = data as SavedRecord;
    const ok =
      typeof d === 'object' && d !== null && int(d.seq) && int(d.dropped) && int(d.attemptsDropped) && Array.isArray(d.calls) && Array.isArray(d.attempts) &&
      d.calls.length <= MAX_CALLS && d.attempts.length <= MAX_CALLS && d.calls.every(isCall) && d.attempts.every(isAttempt) && itemsOf(d.calls) <= MAX_ITEMS;
    if (!ok) throw new Error(`project ${project.id}: the saved record of calls (slot "resilience.calls") has an unexpected shape`);
    return { seq: d.seq, dropped: d.dropped, calls: ring(d.calls), items: itemsOf(d.calls), attemptsDropped: d.attemptsDropped, attempts: ring(d.attempts) };
  },
});

const itemsOf = (calls: RecordedCall[]) => calls.reduce((n, c) => n + (c.items?.length ?? 0), 0);

/** Adds a call, dropping the oldest past the bounds (calls, and bulk items across them). */
export function recordCall(record: CallRecord, call: Omit<RecordedCall, 'seq'>): void {
  const items = call.items?.length ?? 0;
  while (record.calls.size > 0 && (record.calls.size === MAX_CALLS || record.items + items > MAX_ITEMS)) {
    record.items -= record.calls.shift()!.items?.length ?? 0;
    record.dropped++;
  }
  record.calls.push({ seq: ++record.seq, ...call, ...(items > MAX_ITEMS ? { items: call.items!.slice(0, MAX_ITEMS) } : {}) });
  record.items += Math.min(items, MAX_ITEMS);
}

/** Adds a webhook attempt, dropping the oldest past the bound. */
export function recordAttempt(record: CallRecord, attempt: RecordedAttempt): void {
  if (record.attempts.size === MAX_CALLS) record.attemptsDropped++;
  record.attempts.push(attempt);
}

/** Real time for the record: epoch-anchored, so calls saved by an earlier process compare with later ones. */
const realMs = () => performance.timeOrigin + monotonicMs();

/** One-shot `crypto.hash` (Node 20.12+): the same digest as `createHash`, without a Hash object per item. */
const sha256 = (text: string) => hash('sha256', text, 'hex');
/** An item's digest: 64 bits of its SHA-256 tell a client's items apart and keep a bulk call's record small. */
const itemDigest = (item: unknown) => sha256(canonicalJson(item)).slice(0, 16);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bulkItems(body: unknown, pointer: string | undefined): unknown[] | undefined {
  if (pointer === undefined) return undefined;
  const items = pointer === '' ? body : (body as Record<string, unknown> | null)?.[pointer];
  return Array.isArray(items) ? items : undefined;
}

type BulkAnswer = { results?: { status?: number | string }[]; Operations?: { status?: string | number }[] } | null | undefined;

/** Per-item statuses of a 207 (the Registry's `results[]`, SCIM's `Operations[]`), by index. */
function itemStatuses(body: BulkAnswer): number[] | undefined {
  const list = body?.results ?? body?.Operations;
  return Array.isArray(list) ? list.map((r) => Number(r?.status)) : undefined;
}

function parseAnswer(text: string | undefined): BulkAnswer {
  return text ? (parse(text) as BulkAnswer) : undefined;
}

/** The record stage (after the project stage, so the project and the client are known). */
export function callRecord(clock: VirtualClock, tokens: TokenRegistry, changed: (project: string) => void): Stage {
  const started = new WeakMap<Context<AppEnv>, { t0: number; inMs: number; text?: string }>();
  return {
    name: 'call-record',
    enter(c) {
      const start: { t0: number; inMs: number; text?: string } = { t0: realMs(), inMs: clock.now() };
      started.set(c, start);
      // A write's body is read now (within the body limit, which ran before): a fault may end the
      // call before anything else reads it, and its digest is what tells a retry.
      const bodyless = (c.req.header('content-length') ?? '0') === '0' && c.req.header('transfer-encoding') === undefined;
      if (!WRITES.has(c.req.method) || bodyless) return;
      return c.req.text().then((text) => void (start.text = text));
    },
    leave(c) {
      const start = started.get(c);
      const project = c.get('project');
      const op = c.get('operation');
      if (!start || !project || !op) return;
      const text = c.get('requestText') ?? start.text;
      const body = c.get('body') ?? parse(text);
      const res = c.res;
      const pointer = op.bulk?.pointer;
      const items = bulkItems(body, pointer ?? (op.id === 'scimBulk' ? 'Operations' : undefined));
      const record = (statuses: number[] | undefined) => {
        recordCall(project.slot(CALLS), callOf(c, clock, tokens, start, text, body, items, statuses));
        changed(project.id);
      };
      // Only a bulk call's answer is read again, for its items' outcomes; every other call is
      // recorded without waiting.
      if (!items || (res.status !== 207 && res.status !== 200)) return record(undefined);
      const data = answerData(c);
      if (data !== undefined) return record(itemStatuses(data as BulkAnswer));
      const answered = c.get('responseText');
      if (answered !== undefined) return record(itemStatuses(parseAnswer(answered)));
      return res
        .clone()
        .text()
        .catch(() => undefined)
        .then((t) => record(itemStatuses(parseAnswer(t))));
    },
  };
}

/** What the record keeps of a call that has its answer. */
function callOf(c: Context<AppEnv>, clock: VirtualClock, tokens: TokenRegistry, start: { t0: number; inMs: number }, text: string | undefined, body: unknown, items: unknown[] | undefined, statuses: number[] | undefined): Omit<RecordedCall, 'seq'> {
  const op = c.get('operation')!;
  const res = c.res;
  const token = c.get('principal')?.token;
  const refreshToken = op.id === 'createSession' && typeof (body as { refresh_token?: unknown } | null)?.refresh_token === 'string' ? (body as { refresh_token: string }).refresh_token : undefined;
  const refreshed = refreshToken === undefined ? undefined : tokens.get(refreshToken);
  const retryAfter = answerHeader(c, 'retry-after');
  return {
    requestId: c.get('requestId'),
    inMs: start.inMs,
    outMs: clock.now(),
    t0: start.t0,
    t1: realMs(),
    method: c.req.method,
    path: c.req.path,
    operation: op.id,
    subject: token?.subject ?? refreshed?.subject ?? null,
    session: token?.sessionId ?? refreshed?.sessionId ?? null,
    ...(refreshToken !== undefined ? { refresh: { ok: res.status < 300, session: refreshed?.sessionId ?? null } } : {}),
    idempotencyKey: c.req.header('idempotency-key') ?? null,
    bodyDigest: text ? sha256(text) : null,
    status: res.status,
    retryAfterSeconds: retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null,
    faults: (c.get('faults') ?? []).map((f) => f.kind),
    ...(items ? { items: items.map((item, i) => ({ digest: itemDigest(item), ...(statuses?.[i] !== undefined ? { status: statuses[i] } : {}) })) } : {}),
    ...(res.status === 401 && /invalid_token/.test(answerHeader(c, 'www-authenticate') ?? '') ? { invalidToken: true } : {}),
  };
}

function parse(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
