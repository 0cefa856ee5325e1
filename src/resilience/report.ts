/**
 * The resilience report (issue 45): the client's behaviour after each fault it met, judged against
 * docs/scenarios.md's "what a client should do", one expectation per line, each with an id. A
 * retry is a later call of the same operation and path by the same client (token subject: a
 * refresh keeps it) with the same Idempotency-Key or, without one, the same body digest.
 */
import { isoOfMs } from '../core/clock.js';
import type { CallRecord, RecordedAttempt, RecordedCall } from './record.js';

type Verdict = 'met' | 'violated' | 'not_exercised';

interface Evidence {
  request_id: string;
  at: string;
  method: string;
  path: string;
  status: number;
  idempotency_key: string | null;
  body_sha256: string | null;
  faults: string[];
}

/** A webhook attempt as evidence. */
interface AttemptEvidence {
  webhook_id: string;
  event_type: string;
  attempt: number;
  at: string;
  bad_signature: boolean;
  duplicate: boolean;
  status: number | null;
  response_time_ms: number;
  error: string | null;
}

interface ExpectationResult {
  id: string;
  fault: string;
  expectation: string;
  verdict: Verdict;
  /** Times the situation arose, and times it went wrong. */
  exercised: number;
  violations: { detail: string; calls: Evidence[]; deliveries: AttemptEvidence[] }[];
}

export interface ResilienceOptions {
  /** Calls a client may have in flight while throttled (default 4). */
  maxInFlight: number;
  /** Attempts of one call before the client gives up (default 6). */
  maxAttempts: number;
}

export const DEFAULT_OPTIONS: ResilienceOptions = { maxInFlight: 4, maxAttempts: 6 };

export interface ResilienceReport {
  project: string;
  /** The record is complete from this time on (older calls or attempts were dropped). */
  complete_from: string | null;
  calls: number;
  dropped: number;
  /** Webhook attempts to the client's receiver recorded, and older ones dropped. */
  deliveries: number;
  deliveries_dropped: number;
  score: { met: number; exercised: number; ratio: number | null };
  fault_coverage: { met: string[]; in_force: string[] };
  options: ResilienceOptions;
  expectations: ExpectationResult[];
  notes: string[];
}

/** Each expectation, in the order of docs/scenarios.md. */
const EXPECTATIONS = [
  ['rate_limit.retry_after', 'rate_limit', 'after a 429 the retry comes no sooner than Retry-After'],
  ['rate_limit.concurrency', 'rate_limit', 'while throttled, no more calls in flight than when the 429 came (and at most the bound)'],
  ['rate_limit.give_up', 'rate_limit', 'gives up after a bounded number of attempts of one call'],
  ['bulk.retry_failed_only', 'bulk_item_failure', 'after a 207 the retry carries only the failed, retryable items: never an applied one, never one that failed for good'],
  ['bulk.new_key', 'bulk_item_failure', 'the retry of a 207 carries a new Idempotency-Key for its new body'],
  ['bulk.checked_items', 'bulk_item_failure', 'never treats a 207 as all-ok: a retry or a read follows a failed item'],
  ['write.same_key', 'connection_reset', 'a write retried after a reset or 5xx carries the same Idempotency-Key and the same body'],
  ['read.retried', 'connection_reset', 'a read that failed by a reset, 5xx or broken body is retried'],
  ['retry.backoff_grows', 'connection_reset', 'the wait between attempts of one call grows'],
  ['token.refresh_once', 'token_expired', 'after an expired token: one refresh, then the retry'],
  ['token.no_refresh_loop', 'token_expired', 'no further refresh when a refresh fails'],
  ['token.401_not_403', 'token_expired', 'a 403 is not answered with a refresh (401 kept apart from 403)'],
  ['webhook.bad_signature_refused', 'webhook_bad_signature', 'the receiver refuses (non-2xx) a delivery whose signature does not verify'],
  ['webhook.acknowledged', 'webhook_bad_signature', 'the receiver acknowledges (2xx) a well-signed delivery within the timeout'],
  ['webhook.duplicate_acknowledged', 'webhook_duplicate', 'the receiver acknowledges (2xx) a duplicate delivery (same webhook-id)'],
] as const;

type Id = (typeof EXPECTATIONS)[number][0];

const TRANSPORT = new Set(['connection_reset', 'empty_response', 'random_data_then_close', 'malformed_body']);
/** How much longer each wait must be than the one before to count as growing. */
const BACKOFF_MARGIN_MS = 10;

function evidence(c: RecordedCall): Evidence {
  return { request_id: c.requestId, at: isoOfMs(c.inMs), method: c.method, path: c.path, status: c.status, idempotency_key: c.idempotencyKey, body_sha256: c.bodyDigest, faults: c.faults };
}

function attemptEvidence(a: RecordedAttempt): AttemptEvidence {
  return { webhook_id: a.webhookId, event_type: a.eventType, attempt: a.attempt, at: isoOfMs(a.atMs), bad_signature: a.badSignature, duplicate: a.duplicate, status: a.statusCode, response_time_ms: a.responseTimeMs, error: a.error };
}

const acknowledged = (a: RecordedAttempt) => a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300;
const answer = (a: RecordedAttempt) => (a.statusCode !== null ? `answered ${a.statusCode}` : (a.error ?? 'no answer'));

const client = (c: RecordedCall) => c.subject ?? '(no token)';
const isRefresh = (c: RecordedCall) => c.refresh !== undefined;
const failedTransport = (c: RecordedCall) => c.faults.some((f) => TRANSPORT.has(f)) || c.status >= 500;

/** Whether `b` retries `a` (same client, operation, path; same key, or same body without a key). */
function retries(a: RecordedCall, b: RecordedCall): boolean {
  if (client(a) !== client(b) || a.operation !== b.operation || a.path !== b.path || a.method !== b.method) return false;
  if (a.idempotencyKey !== null) return b.idempotencyKey === a.idempotencyKey;
  return b.bodyDigest === a.bodyDigest;
}

/** The next call of the same client after `i` that retries it. */
function nextRetry(calls: RecordedCall[], i: number, same = retries): RecordedCall | undefined {
  for (let j = i + 1; j < calls.length; j++) if (same(calls[i], calls[j])) return calls[j];
  return undefined;
}

/** The attempts of one call: it and its retries, chained. */
function attemptsFrom(calls: RecordedCall[], i: number): RecordedCall[] {
  const chain = [calls[i]];
  let at = i;
  for (let j = i + 1; j < calls.length; j++) {
    if (!retries(calls[at], calls[j])) continue;
    chain.push(calls[j]);
    at = j;
    // A call that went through ends the chain: a later call of the same kind is a new one.
    if (calls[j].status < 400 && calls[j].faults.length === 0) break;
  }
  return chain;
}

const retryable = (status: number | undefined) => status !== undefined && (status >= 500 || status === 429 || status === 408);

export function resilienceReport(project: string, record: CallRecord | undefined, inForce: string[], options: ResilienceOptions = DEFAULT_OPTIONS): ResilienceReport {
  const calls = record?.calls.toArray() ?? [];
  const attempts = record?.attempts.toArray() ?? [];
  const results = new Map<Id, ExpectationResult>(
    EXPECTATIONS.map(([id, fault, expectation]) => [id, { id, fault, expectation, verdict: 'not_exercised', exercised: 0, violations: [] }]),
  );
  const judge = (id: Id, ok: boolean, detail: string, ...cs: RecordedCall[]) => {
    const r = results.get(id)!;
    r.exercised++;
    if (!ok) r.violations.push({ detail, calls: cs.map(evidence), deliveries: [] });
  };
  const judgeAttempt = (id: Id, a: RecordedAttempt, ok: boolean, detail: string) => {
    const r = results.get(id)!;
    r.exercised++;
    if (!ok) r.violations.push({ detail, calls: [], deliveries: [attemptEvidence(a)] });
  };
  const metKinds = new Set<string>();
  /** Calls already judged as part of an earlier call's chain of attempts. */
  const chained = new Set<RecordedCall>();

  const previousRefresh = new Map<string, RecordedCall>();
  calls.forEach((c, i) => {
    for (const f of c.faults) metKinds.add(f);
    if (c.status === 429 && c.retryAfterSeconds !== null) {
      const retry = nextRetry(calls, i);
      if (retry) {
        const waited = retry.t0 - c.t1;
        judge('rate_limit.retry_after', waited >= c.retryAfterSeconds * 1000 - 50, `retried ${Math.round(waited)} ms after a 429 with Retry-After: ${c.retryAfterSeconds}`, c, retry);
      }
      const until = c.t1 + c.retryAfterSeconds * 1000;
      const mine = calls.filter((o) => client(o) === client(c));
      const inFlightAt = mine.filter((o) => o.t0 <= c.t0 && o.t1 >= c.t0).length;
      const during = mine.filter((o) => o.t0 > c.t1 && o.t0 < until);
      const peak = Math.max(0, ...during.map((o) => during.filter((p) => p.t0 <= o.t0 && p.t1 >= o.t0).length));
      const bound = Math.min(inFlightAt, options.maxInFlight);
      judge('rate_limit.concurrency', peak <= Math.max(bound, 1), `${peak} calls in flight while throttled; ${inFlightAt} were when the 429 came (bound ${options.maxInFlight})`, c, ...during);
    }
    if (!chained.has(c) && (c.status === 429 || failedTransport(c))) {
      const chain = attemptsFrom(calls, i);
      for (const a of chain.slice(1)) chained.add(a);
      if (c.status === 429 || chain.length > 1) {
        judge('rate_limit.give_up', chain.length <= options.maxAttempts, `${chain.length} attempts of one call (at most ${options.maxAttempts})`, ...chain);
      }
      if (chain.length >= 3) {
        const gaps = chain.slice(1).map((a, k) => a.t0 - chain[k].t1);
        // Growing by a margin a scheduler's jitter cannot fake: immediate retries never pass.
        const grows = gaps.every((g, k) => k === 0 || g >= gaps[k - 1] + BACKOFF_MARGIN_MS);
        judge('retry.backoff_grows', grows, `waits between attempts: ${gaps.map((g) => Math.round(g)).join(', ')} ms`, ...chain);
      }
    }
    if ((c.status === 207 || c.operation === 'scimBulk') && c.items?.some((it) => (it.status ?? 0) >= 400)) judgeBulk(calls, i, judge);
    if (failedTransport(c) && c.status !== 429 && c.method !== 'GET' && c.method !== 'HEAD' && !isRefresh(c)) {
      // The retry: same client, operation and path; the same body or the same key.
      const retry = nextRetry(calls, i, (a, b) => client(a) === client(b) && a.operation === b.operation && a.path === b.path && (b.bodyDigest === a.bodyDigest || (a.idempotencyKey !== null && b.idempotencyKey === a.idempotencyKey)));
      if (retry) {
        const ok = c.idempotencyKey !== null && retry.idempotencyKey === c.idempotencyKey && retry.bodyDigest === c.bodyDigest;
        const why = c.idempotencyKey === null ? 'the write carried no Idempotency-Key' : retry.idempotencyKey !== c.idempotencyKey ? 'the retry carried another Idempotency-Key' : 'the retry carried another body';
        judge('write.same_key', ok, why, c, retry);
      }
    }
    if (failedTransport(c) && c.status !== 429 && c.method === 'GET') {
      const retry = nextRetry(calls, i, (a, b) => client(a) === client(b) && a.method === b.method && a.path === b.path);
      judge('read.retried', retry !== undefined, 'the failed read was not retried', c);
    }
    if (c.invalidToken) {
      let refreshes = 0;
      let firstRefreshFailed = false;
      let retried: RecordedCall | undefined;
      const seen: RecordedCall[] = [c];
      for (let j = i + 1; j < calls.length && !retried; j++) {
        const o = calls[j];
        if (client(o) !== client(c)) continue;
        if (isRefresh(o)) {
          if (refreshes === 0) firstRefreshFailed = !o.refresh!.ok;
          refreshes++;
          seen.push(o);
        } else if (o.operation === c.operation && o.path === c.path) {
          retried = o;
          seen.push(o);
        } else break;
      }
      // A refresh that failed is judged by token.no_refresh_loop.
      if ((refreshes > 0 || retried) && !firstRefreshFailed) judge('token.refresh_once', refreshes === 1 && retried !== undefined, `${refreshes} refresh(es) ${retried ? 'before the retry' : 'and no retry'}`, ...seen);
    }
    // The first refused refresh of a run of them: the run is one loop, judged once.
    if (c.refresh && !c.refresh.ok && !(previousRefresh.get(client(c))?.refresh?.ok === false)) {
      const again = calls.slice(i + 1).filter((o) => client(o) === client(c) && isRefresh(o));
      judge('token.no_refresh_loop', again.length === 0, `${again.length} further refresh(es) after a failed one`, c, ...again);
    }
    if (isRefresh(c)) previousRefresh.set(client(c), c);
    if (c.status === 403 && !isRefresh(c)) {
      const next = calls.slice(i + 1).find((o) => client(o) === client(c));
      judge('token.401_not_403', !next || !isRefresh(next), 'a refresh followed a 403', c, ...(next ? [next] : []));
    }
  });

  for (const a of attempts) {
    if (a.badSignature) metKinds.add('webhook_bad_signature');
    if (a.duplicate) metKinds.add('webhook_duplicate');
    // A badly signed attempt the receiver never answered (timeout, closed) says nothing of its check.
    if (a.badSignature) {
      if (a.statusCode !== null) judgeAttempt('webhook.bad_signature_refused', a, !acknowledged(a), `a badly signed attempt was acknowledged with ${a.statusCode}`);
    } else if (a.duplicate) judgeAttempt('webhook.duplicate_acknowledged', a, acknowledged(a), `a duplicate was not acknowledged: ${answer(a)}`);
    else judgeAttempt('webhook.acknowledged', a, acknowledged(a), `a well-signed attempt was not acknowledged: ${answer(a)}`);
  }

  const expectations = [...results.values()].map((r) => ({ ...r, verdict: (r.exercised === 0 ? 'not_exercised' : r.violations.length ? 'violated' : 'met') as Verdict }));
  const exercised = expectations.filter((e) => e.verdict !== 'not_exercised').length;
  const met = expectations.filter((e) => e.verdict === 'met').length;
  return {
    project,
    complete_from: completeFrom(record, calls, attempts),
    calls: calls.length,
    dropped: record?.dropped ?? 0,
    deliveries: attempts.length,
    deliveries_dropped: record?.attemptsDropped ?? 0,
    score: { met, exercised, ratio: exercised ? Math.round((met / exercised) * 1000) / 1000 : null },
    fault_coverage: { met: [...metKinds].filter((k) => inForce.includes(k)).sort(), in_force: [...new Set(inForce)].sort() },
    options,
    expectations,
    notes: [
      'Webhook idempotence itself (a duplicate processed once) is not observable from the sandbox: only that the duplicate was acknowledged.',
      'A badly signed webhook attempt the receiver did not answer (timeout, closed connection) is not judged.',
    ],
  };
}

/**
 * From when the record is complete: the oldest entry kept while nothing was dropped; once calls
 * or attempts were dropped, the oldest kept entry of the list that dropped (the later of the two).
 */
function completeFrom(record: CallRecord | undefined, calls: RecordedCall[], attempts: RecordedAttempt[]): string | null {
  const oldestCall = calls[0]?.inMs;
  const oldestAttempt = attempts[0]?.atMs;
  const cuts = [record?.dropped ? oldestCall : undefined, record?.attemptsDropped ? oldestAttempt : undefined].filter((t): t is number => t !== undefined);
  if (cuts.length) return isoOfMs(Math.max(...cuts));
  const firsts = [oldestCall, oldestAttempt].filter((t): t is number => t !== undefined);
  return firsts.length ? isoOfMs(Math.min(...firsts)) : null;
}

function judgeBulk(calls: RecordedCall[], i: number, judge: (id: Id, ok: boolean, detail: string, ...cs: RecordedCall[]) => void): void {
  const c = calls[i];
  const items = c.items!;
  const applied = new Set(items.filter((it) => it.status !== undefined && it.status < 300).map((it) => it.digest));
  const failed = new Set(items.filter((it) => (it.status ?? 0) >= 400).map((it) => it.digest));
  const permanent = new Set(items.filter((it) => (it.status ?? 0) >= 400 && !retryable(it.status)).map((it) => it.digest));
  let retry: RecordedCall | undefined;
  let read: RecordedCall | undefined;
  for (let j = i + 1; j < calls.length && !retry; j++) {
    const o = calls[j];
    if (client(o) !== client(c)) continue;
    if (o.operation === c.operation && o.items?.some((it) => failed.has(it.digest) || applied.has(it.digest))) retry = o;
    else if (o.method === 'GET' && !read) read = o;
  }
  judge('bulk.checked_items', retry !== undefined || read !== undefined, 'nothing followed the 207: its failed items were neither retried nor read', c);
  if (!retry) return;
  const resentApplied = retry.items!.filter((it) => applied.has(it.digest)).length;
  const resentPermanent = retry.items!.filter((it) => permanent.has(it.digest)).length;
  judge('bulk.retry_failed_only', resentApplied + resentPermanent === 0, `the retry resent ${resentApplied} item(s) the 207 had applied and ${resentPermanent} that failed for good`, c, retry);
  if (retry.idempotencyKey !== null && retry.bodyDigest !== c.bodyDigest) judge('bulk.new_key', retry.idempotencyKey !== c.idempotencyKey, 'the retry reused the Idempotency-Key of another body', c, retry);
}
