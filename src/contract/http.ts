/**
 * The runner's HTTP client: raw `fetch` on purpose (the runner tests the wire, not a client
 * library), with the target's credentials, optional pacing, and `--rate-limit auto`: a 429 is
 * waited out for its `Retry-After` and retried; when the limits do not let a call through in
 * time, the check becomes inconclusive instead of failing.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { monotonicMs, wallClockMs } from '../core/clock.js';
import { Redactor } from './redact.js';
import type { CallOptions, Exchange, Reply } from './types.js';

/** An exchange never holds the Authorization header it was sent with; bodies are redacted when reported. */
const headersOnly = new Redactor();

export type RateLimitPolicy = 'auto' | 'off' | number;

/** Thrown when the target's limits keep a call from going through: the check is inconclusive. */
export class RateLimited extends Error {}
/** Thrown when the target cannot be reached or does not answer in time. */
export class TransportError extends Error {}
/** Thrown when an answer is longer than `maxAnswerBytes`: the check is inconclusive ("answer over the limit"). */
export class AnswerTooLarge extends Error {}
/** Thrown instead of sending a call once the run is interrupted. */
class Interrupted extends Error {}

export interface ClientOptions {
  baseUrl: string;
  token?: string;
  project?: string;
  rateLimit: RateLimitPolicy;
  /** The longest `Retry-After` the runner waits out for one call (ms). */
  maxWaitMs: number;
  timeoutMs: number;
  /** The most of one answer read (default 8 MiB); beyond it the call throws AnswerTooLarge. */
  maxAnswerBytes?: number;
  signal?: AbortSignal;
  /** Which contract operation a request is (for response validation). */
  operationOf?: (method: string, path: string) => string | undefined;
  onExchange?: (e: Exchange) => void;
}

function headersObject(h: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  h.forEach((v, k) => (out[k] = v));
  return out;
}

/** Seconds to wait from a `Retry-After` value (delta-seconds or an HTTP-date, RFC 9110 §10.2.3). */
export function retryAfterSeconds(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - nowMs) / 1000)) : undefined;
}

export class TargetClient {
  #nextSlotMs = 0;

  constructor(readonly options: ClientOptions) {}

  url(path: string, query?: CallOptions['query']): string {
    const url = new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    if (path.startsWith('/')) url.pathname = new URL(this.options.baseUrl).pathname.replace(/\/$/, '') + path.split('?')[0];
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
    }
    // A comma stays literal, as clients send it: the delimiter of a form array with `explode: false`
    // (OpenAPI 3.1 §4.8.12.4, `color=blue,black`); any other value decodes the same either way.
    url.search = url.search.replace(/%2C/gi, ',');
    return url.toString();
  }

  async call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...lower(options.headers) };
    const token = options.token === undefined ? this.options.token : options.token;
    const project = options.project === undefined ? this.options.project : options.project;
    if (token) headers.authorization = `Bearer ${token}`;
    if (project) headers['x-service-project'] = project;
    let body: string | undefined = options.raw;
    if (body === undefined && options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const url = this.url(path, options.query);
    const operation = this.options.operationOf?.(method, new URL(url).pathname);
    for (let attempt = 1; ; attempt++) {
      await this.#pace();
      const reply = await this.#send<T>(method, url, headers, body, options.body ?? options.raw, operation);
      if (reply.status !== 429 || options.raw429 || this.options.rateLimit === 'off') return reply;
      const wait = retryAfterSeconds(reply.headers.get('retry-after'), wallClockMs()) ?? 1;
      if (attempt >= 5 || wait * 1000 > this.options.maxWaitMs) {
        throw new RateLimited(`rate-limited: ${method} ${path} answered 429 ${attempt} time(s)${wait ? `, Retry-After ${wait} s` : ''}`);
      }
      await delay(wait * 1000 + 20, undefined, { signal: this.options.signal });
    }
  }

  async #send<T>(method: string, url: string, headers: Record<string, string>, body: string | undefined, shown: unknown, operation?: string): Promise<Reply<T>> {
    const exchange: Exchange = { request: { method, url, headers: headersOnly.headers(headers), body: shown }, operation };
    const started = monotonicMs();
    // An interrupted run sends nothing new, but lets a call already sent finish: aborting it could
    // lose the answer naming an object the target did create, and the cleanup would miss it.
    if (this.options.signal?.aborted) throw new Interrupted('the run was interrupted');
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(this.options.timeoutMs), redirect: 'manual' });
      text = await readBounded(res, this.options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES);
    } catch (err) {
      if (err instanceof AnswerTooLarge) {
        exchange.error = err.message;
        this.options.onExchange?.(exchange);
        throw new AnswerTooLarge(`answer over the limit: ${method} ${url} answered more than ${this.options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES} bytes`);
      }
      exchange.error = (err as Error).message;
      this.options.onExchange?.(exchange);
      throw new TransportError(`${method} ${url}: ${(err as Error).message}`);
    }
    let parsed: unknown = text === '' ? undefined : text;
    if (text !== '' && /json/i.test(res.headers.get('content-type') ?? '')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON although it says so: the check sees the text
      }
    }
    exchange.response = { status: res.status, headers: headersObject(res.headers), body: parsed, ms: Math.round(monotonicMs() - started) };
    this.options.onExchange?.(exchange);
    return { status: res.status, headers: res.headers, body: parsed as T, text, exchange };
  }

  /** `--rate-limit N`: at most N requests per second from this runner. */
  async #pace(): Promise<void> {
    const perSecond = this.options.rateLimit;
    if (typeof perSecond !== 'number' || perSecond <= 0) return;
    const now = monotonicMs();
    const slot = Math.max(now, this.#nextSlotMs);
    this.#nextSlotMs = slot + 1000 / perSecond;
    if (slot > now) await delay(slot - now, undefined, { signal: this.options.signal });
  }
}

const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** The answer's text, reading at most `max` bytes of it (the rest is cancelled unread). */
async function readBounded(res: Response, max: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel();
    throw new AnswerTooLarge(`${declared} bytes`);
  }
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new AnswerTooLarge(`over ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function lower(h: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
}
