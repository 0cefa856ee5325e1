/**
 * One attempt: a real HTTP POST (node:http, redirects not followed) with a real-time timeout (the virtual clock never stretches or
 * shrinks how long a receiver has), its answer read up to a cap, and what the retry needs.
 */
import http from 'node:http';
import https from 'node:https';
import { monotonicMs } from '../../core/clock.js';
import type { DestinationPolicy } from './destinations.js';

export interface SendResult {
  statusCode: number | null;
  responseTimeMs: number;
  excerpt: string;
  error: string | null;
  /** From `Retry-After` on 429 or 503. */
  retryAfterMs?: number;
}

const EXCERPT_CHARS = 1024;
/** Bytes of an answer read at most; the rest is cancelled (a receiver cannot make us buffer much). */
const READ_CAP_BYTES = 64 * 1024;

export const USER_AGENT = 'platform-sandbox-webhooks/1';

/** `Retry-After` as seconds, or as an HTTP-date measured against the answer's own `Date`. */
function retryAfterMs(value: string | undefined, date: string | undefined): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  const sent = Date.parse(date ?? '');
  return Number.isFinite(at) && Number.isFinite(sent) ? Math.max(0, at - sent) : undefined;
}

function describe(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timeout: no complete answer within ${timeoutMs} ms`;
  const e = err as { name?: string; code?: string; message?: string };
  if (e?.name === 'AbortError') return 'aborted: the sandbox is stopping';
  return `connection error: ${e?.code ?? e?.message ?? String(err)}`;
}

/**
 * Keep-alive agents shared by every attempt. node:http, not fetch: on Node 20 it costs a third of
 * the CPU per request, which is most of what dispatch throughput is made of.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

/** Delivers to this sandbox's own inbox without leaving the process; undefined for any other URL. */
export type LocalDelivery = (url: string, headers: Record<string, string>, body: string) => SendResult | undefined;

export class Sender {
  readonly #inFlight = new Set<http.ClientRequest>();

  constructor(
    private readonly timeoutMs: number,
    private readonly policy: DestinationPolicy,
    private readonly local: LocalDelivery = () => undefined,
  ) {}

  send(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const local = this.local(url, headers, body);
    if (local) return Promise.resolve(local);
    const refused = this.policy.refuseUrl(url);
    if (refused) return Promise.resolve({ statusCode: null, responseTimeMs: 0, excerpt: '', error: `refused: ${refused}` });
    const started = monotonicMs();
    const elapsed = () => Math.round((monotonicMs() - started) * 100) / 100;
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      let timedOut = false;
      let req: http.ClientRequest | undefined;
      // A plain timer that destroys the request: an AbortSignal per request costs twice the CPU.
      const timer = setTimeout(() => {
        timedOut = true;
        req?.destroy(new Error('timeout'));
      }, this.timeoutMs);
      const settle = (result: SendResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (req) this.#inFlight.delete(req);
        resolve(result);
      };
      const fail = (err: unknown) => settle({ statusCode: null, responseTimeMs: elapsed(), excerpt: '', error: describe(err, timedOut, this.timeoutMs) });
      let target: URL;
      try {
        target = new URL(url);
      } catch (err) {
        return fail(err);
      }
      const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
      const client = protocol === 'https:' ? https : http;
      req = client.request(target, { method: 'POST', agent: agents[protocol], lookup: this.policy.lookup, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const status = res.statusCode ?? 0;
          const result: SendResult = { statusCode: status, responseTimeMs: elapsed(), excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS), error: null };
          if (status === 429 || status === 503) result.retryAfterMs = retryAfterMs(res.headers['retry-after'], res.headers.date);
          settle(result);
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= READ_CAP_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          // A receiver cannot make us buffer much: past the cap the answer is complete enough.
          if (size >= READ_CAP_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', fail);
      });
      this.#inFlight.add(req);
      req.on('error', fail);
      req.end(body);
    });
  }

  /** Stop: every attempt still waiting for its receiver ends now. */
  abortAll(): void {
    for (const req of this.#inFlight) req.destroy(new StopError());
    this.#inFlight.clear();
  }
}

class StopError extends Error {
  override name = 'AbortError';
}
