/**
 * One attempt: a real HTTP POST with a real-time timeout (the virtual clock never stretches or
 * shrinks how long a receiver has), its answer read up to a cap, and what the retry needs.
 */
import { monotonicMs } from '../../core/clock.js';

export interface SendResult {
  statusCode: number | null;
  responseTimeMs: number;
  excerpt: string;
  error: string | null;
  /** From `Retry-After` on 429 or 503. */
  retryAfterMs?: number;
}

export const EXCERPT_CHARS = 1024;
/** Bytes of an answer read at most; the rest is cancelled (a receiver cannot make us buffer much). */
const READ_CAP_BYTES = 64 * 1024;

export const USER_AGENT = 'platform-sandbox-webhooks/1';

async function readCapped(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= READ_CAP_BYTES) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
}

/** `Retry-After` as seconds, or as an HTTP-date measured against the answer's own `Date`. */
export function retryAfterMs(res: Response): number | undefined {
  const value = res.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  const sent = Date.parse(res.headers.get('date') ?? '');
  return Number.isFinite(at) && Number.isFinite(sent) ? Math.max(0, at - sent) : undefined;
}

function describe(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timeout: no complete answer within ${timeoutMs} ms`;
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'AbortError') return 'aborted: the sandbox is stopping';
  const cause = e?.cause?.code ?? e?.cause?.message;
  return `connection error: ${cause ?? e?.message ?? String(err)}`;
}

export class Sender {
  readonly #inFlight = new Set<AbortController>();

  constructor(private readonly timeoutMs: number) {}

  async send(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const controller = new AbortController();
    this.#inFlight.add(controller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const started = monotonicMs();
    const elapsed = () => Math.round((monotonicMs() - started) * 100) / 100;
    try {
      const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: controller.signal });
      const excerpt = await readCapped(res);
      const result: SendResult = { statusCode: res.status, responseTimeMs: elapsed(), excerpt, error: null };
      if (res.status === 429 || res.status === 503) result.retryAfterMs = retryAfterMs(res);
      return result;
    } catch (err) {
      return { statusCode: null, responseTimeMs: elapsed(), excerpt: '', error: describe(err, timedOut, this.timeoutMs) };
    } finally {
      clearTimeout(timer);
      this.#inFlight.delete(controller);
    }
  }

  /** Stop: every attempt still waiting for its receiver ends now. */
  abortAll(): void {
    for (const c of this.#inFlight) c.abort();
    this.#inFlight.clear();
  }

  get inFlight(): number {
    return this.#inFlight.size;
  }
}
