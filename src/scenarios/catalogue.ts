/**
 * The fault catalogue: one entry per kind, saying what the kind does once its rule fires. HTTP
 * kinds add to the request's plan (a delay, an answer in place of the platform's, a bulk item
 * selector, a change to the platform's answer); webhook kinds add to a delivery's decision.
 */
import type { Context } from 'hono';
import { monotonicMs } from '../core/clock.js';
import { ApiError } from '../core/errors.js';
import { BoundedMap } from '../core/ring.js';
import type { Rng } from '../core/rng.js';
import type { WebhookFaultDecision } from './types.js';
import { invalidToken } from '../http/auth.js';
import type { AppEnv, BulkItemFault, InjectedFault } from '../http/env.js';
import { errorResponse } from '../http/errors.js';
import type { Fault, FaultKind } from './types.js';
import { replaceResponse } from '../http/response.js';

/** Injected latency never exceeds this, whatever a distribution draws. */
/** `slow_body` never dribbles a body longer than this (the schema's maximum, checked again here). */
const MAX_SLOW_BODY_MS = 30_000;
/** Pieces a `slow_body` answer is cut into. */
const SLOW_BODY_PIECES = 20;

const MAX_LATENCY_MS = 60_000;

/** The running state of one rule in one project. */
export interface RuleState {
  matched: number;
  fired: number;
  triggers: number;
  rng: Rng;
  /** A rate-limit storm in progress. */
  storm?: { remaining?: number; untilMs?: number };
  /** token_expired: uses per bearer token; an expired token stays expired (Infinity). */
  tokens?: BoundedMap<string, number>;
}

/** Tokens a token_expired rule remembers per project. */
export const MAX_TRACKED_TOKENS = 10_000;

interface Firing {
  fault: InjectedFault;
  state: RuleState;
  /** Units per second of the sandbox's own limiter, for the RateLimit headers. */
  ratePerSecond: number;
  /** The request's bearer token, if any. */
  token?: string;
}

/** An answer, a TCP reset, or a close after these bytes (none: `empty_response`). */
type Outcome = Response | 'reset' | { close: Uint8Array };

/** What the fault stage does to one request. */
export interface FaultPlan {
  delayMs: number;
  /** Faults that happen whatever the platform answers (latency, a terminal fault). */
  injected: InjectedFault[];
  /** A terminal fault: its answer replaces the platform's, or the connection is reset. */
  answer?: (c: Context<AppEnv>) => Outcome;
  bulk: { fault: InjectedFault; select(index: number, id: string): BulkItemFault | undefined }[];
  /** Changes to the platform's answer; `false` when there was nothing to change. */
  after: { fault: InjectedFault; apply(c: Context<AppEnv>): Promise<boolean | 'reset'> }[];
}

interface HttpEntry<K extends FaultKind> {
  target: 'http';
  /** A terminal fault answers in place of the platform: later rules are not evaluated. */
  terminal: boolean | ((f: Extract<Fault, { kind: K }>) => boolean);
  /** A fault that keeps firing after its trigger (a rate-limit storm), regardless of the match counters. */
  ongoing?(f: Extract<Fault, { kind: K }>, state: RuleState, token: string | undefined): boolean;
  /** Whether this match may fire at all (a token used too few times yet); it neither counts nor draws when not. */
  eligible?(f: Extract<Fault, { kind: K }>, state: RuleState, token: string | undefined): boolean;
  plan(f: Extract<Fault, { kind: K }>, firing: Firing, plan: FaultPlan): void;
}

interface WebhookEntry<K extends FaultKind> {
  target: 'webhook';
  decide(f: Extract<Fault, { kind: K }>, decision: WebhookFaultDecision): void;
}

type Entry<K extends FaultKind> = HttpEntry<K> | WebhookEntry<K>;

/** A standard normal draw (Box-Muller) from the rule's seeded stream. */
function normal(rng: Rng): number {
  const u1 = 1 - rng.next();
  const u2 = rng.next();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

export function drawLatency(f: Extract<Fault, { kind: 'latency' }>, rng: Rng): number {
  const ms =
    f.distribution === 'fixed' ? f.ms! : f.distribution === 'uniform' ? f.min_ms! + rng.next() * (f.max_ms! - f.min_ms!) : f.median_ms! * Math.exp(f.sigma! * normal(rng));
  return Math.min(Math.max(ms, 0), MAX_LATENCY_MS);
}

function stormActive(state: RuleState): boolean {
  const s = state.storm;
  if (!s) return false;
  if (s.remaining !== undefined) return s.remaining > 0;
  return s.untilMs !== undefined && monotonicMs() < s.untilMs;
}

const rateLimit: HttpEntry<'rate_limit'> = {
  target: 'http',
  terminal: true,
  ongoing: (_f, state) => stormActive(state),
  plan(f, { fault, state, ratePerSecond }, plan) {
    if (!stormActive(state)) {
      state.storm = f.window_seconds !== undefined ? { untilMs: monotonicMs() + f.window_seconds * 1000 } : { remaining: f.requests ?? 1 };
    }
    const storm = state.storm!;
    if (storm.remaining !== undefined) storm.remaining--;
    const retryAfter = storm.untilMs !== undefined ? Math.max(1, Math.ceil((storm.untilMs - monotonicMs()) / 1000)) : (f.retry_after_seconds ?? 1);
    plan.injected.push(fault);
    plan.answer = (c) =>
      errorResponse(
        c,
        new ApiError('rate_limited', {
          detail: `the rate limit for this token is exceeded; retry after ${retryAfter} s`,
          headers: { 'Retry-After': String(retryAfter), 'RateLimit-Policy': `"default";q=${ratePerSecond};w=1`, RateLimit: `"default";r=0;t=${retryAfter}` },
        }),
      );
  },
};

function injectedProblem(f: Extract<Fault, { kind: 'status' }>, fault: InjectedFault): ApiError {
  return new ApiError('injected_fault', {
    status: f.status,
    detail: `status ${f.status} injected by scenario ${fault.scenario}, rule ${fault.rule}`,
    headers: f.headers,
  });
}

const catalogue: { [K in FaultKind]: Entry<K> } = {
  status: {
    target: 'http',
    terminal: true,
    plan(f, { fault }, plan) {
      plan.injected.push(fault);
      plan.answer = (c) => {
        if (f.body === undefined) return errorResponse(c, injectedProblem(f, fault));
        const headers = new Headers(f.headers);
        const text = typeof f.body === 'string' ? f.body : JSON.stringify(f.body);
        if (!headers.has('content-type')) headers.set('content-type', typeof f.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json');
        return new Response(f.status === 204 || f.status === 304 ? null : text, { status: f.status, headers });
      };
    },
  },
  rate_limit: rateLimit,
  latency: {
    target: 'http',
    terminal: false,
    plan(f, { fault, state }, plan) {
      plan.delayMs += drawLatency(f, state.rng);
      plan.injected.push(fault);
    },
  },
  bulk_item_failure: {
    target: 'http',
    terminal: false,
    plan(f, { fault, state }, plan) {
      const indexes = new Set(f.indexes);
      const ids = new Set(f.ids);
      plan.bulk.push({
        fault,
        select(index, id) {
          // Drawn for every item, hit or not, so one item's outcome never shifts the next item's draw.
          const drawn = f.probability !== undefined && state.rng.chance(f.probability);
          const hit = drawn || (f.every !== undefined && (index + 1) % f.every === 0) || indexes.has(index) || ids.has(id);
          if (!hit) return undefined;
          return { status: f.status ?? 503, code: f.code ?? 'injected_fault', detail: f.detail ?? `item failed on purpose (scenario ${fault.scenario}, rule ${fault.rule})` };
        },
      });
    },
  },
  token_expired: {
    target: 'http',
    terminal: true,
    // Like a real expiry, an expired token stays expired; a fresh one serves `min_uses` calls first.
    ongoing: (_f, state, token) => token !== undefined && state.tokens?.get(token) === Infinity,
    eligible(f, state, token) {
      if (token === undefined) return true;
      state.tokens ??= new BoundedMap(MAX_TRACKED_TOKENS);
      const uses = (state.tokens.get(token) ?? 0) + 1;
      state.tokens.set(token, uses);
      return uses > (f.min_uses ?? 0);
    },
    plan(_f, { fault, state, token }, plan) {
      if (token !== undefined) state.tokens?.set(token, Infinity);
      plan.injected.push(fault);
      // Word for word what the auth stage answers for a token past its lifetime.
      plan.answer = (c) => errorResponse(c, invalidToken('the access token is expired'));
    },
  },
  connection_reset: {
    target: 'http',
    terminal: (f) => !f.after_handler,
    plan(f, { fault }, plan) {
      if (f.after_handler) plan.after.push({ fault, apply: async () => 'reset' });
      else {
        plan.injected.push(fault);
        plan.answer = () => 'reset';
      }
    },
  },
  malformed_body: {
    target: 'http',
    terminal: false,
    plan(f, { fault }, plan) {
      plan.after.push({
        fault,
        async apply(c) {
          const res = c.res;
          if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return false;
          const text = await res.clone().text();
          if (text.length < 2) return false;
          const cut = Math.min(text.length - 1, Math.max(1, Math.floor(text.length * (f.keep_fraction ?? 0.5))));
          const headers = new Headers(res.headers);
          headers.delete('content-length');
          replaceResponse(c, new Response(text.slice(0, cut), { status: res.status, headers }));
          c.set('responseText', text.slice(0, cut));
          return true;
        },
      });
    },
  },
  empty_response: {
    target: 'http',
    terminal: true,
    plan(_f, { fault }, plan) {
      plan.injected.push(fault);
      plan.answer = () => ({ close: new Uint8Array(0) });
    },
  },
  random_data_then_close: {
    target: 'http',
    terminal: true,
    plan(f, { fault, state }, plan) {
      plan.injected.push(fault);
      const bytes = new Uint8Array(f.bytes ?? 64);
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(state.rng.next() * 256);
      plan.answer = () => ({ close: bytes });
    },
  },
  slow_body: {
    target: 'http',
    terminal: false,
    plan(f, { fault }, plan) {
      plan.after.push({
        fault,
        async apply(c) {
          const res = c.res;
          if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return false;
          const bytes = new Uint8Array(await res.clone().arrayBuffer());
          if (bytes.length === 0) return false;
          const pieces = Math.min(SLOW_BODY_PIECES, bytes.length);
          const stepMs = Math.min(f.seconds * 1000, MAX_SLOW_BODY_MS) / pieces;
          let sent = 0;
          let timer: NodeJS.Timeout | undefined;
          const body = new ReadableStream<Uint8Array>({
            pull: (controller) =>
              new Promise<void>((resolve) => {
                timer = setTimeout(() => {
                  const end = Math.round(((sent + 1) / pieces) * bytes.length);
                  controller.enqueue(bytes.slice(Math.round((sent / pieces) * bytes.length), end));
                  if (++sent === pieces) controller.close();
                  resolve();
                }, stepMs);
              }),
            cancel: () => clearTimeout(timer),
          });
          const headers = new Headers(res.headers);
          headers.delete('content-length');
          replaceResponse(c, new Response(body, { status: res.status, headers }));
          return true;
        },
      });
    },
  },
  webhook_delay: { target: 'webhook', decide: (f, d) => void (d.delayMs = (d.delayMs ?? 0) + f.seconds * 1000) },
  webhook_duplicate: { target: 'webhook', decide: (f, d) => void (d.duplicates = (d.duplicates ?? 0) + (f.copies ?? 1)) },
  webhook_reorder: { target: 'webhook', decide: (_f, d) => void (d.reorder = true) },
  webhook_drop: { target: 'webhook', decide: (f, d) => void (d.dropAttempts = Math.max(d.dropAttempts ?? 0, f.attempts)) },
  webhook_bad_signature: {
    target: 'webhook',
    // Without `attempts` every attempt is badly signed; with it the first N, then good ones.
    decide: (f, d) => void (d.badSignature = f.attempts === undefined || d.badSignature === true ? true : Math.max(typeof d.badSignature === 'number' ? d.badSignature : 0, f.attempts)),
  },
};

export function httpEntry(kind: FaultKind): HttpEntry<any> | undefined {
  const entry = catalogue[kind] as Entry<any>;
  return entry.target === 'http' ? entry : undefined;
}

export function webhookEntry(kind: FaultKind): WebhookEntry<any> | undefined {
  const entry = catalogue[kind] as Entry<any>;
  return entry.target === 'webhook' ? entry : undefined;
}
