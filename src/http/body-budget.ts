/**
 * What unauthenticated callers may make the sandbox hold while their bodies arrive: bytes across
 * all such requests at once (`--unauthenticated-body-bytes`), and seconds for one body to arrive
 * whole (`--unauthenticated-body-seconds`). A request nobody has authenticated (a sign-in, a
 * refresh, an inbox delivery, a control call of an open or public operation) reads its body
 * through the budget before anything else uses it; authenticated calls are read after their
 * token is checked (http/body-limit.ts), and answer for themselves under the rate limits.
 * Bytes go back to the budget when the answer has been sent (or the connection closed).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { ApiError } from '../core/errors.js';
import type { AppEnv } from './env.js';

export interface BodyBudgetSettings {
  /** Bytes of unauthenticated bodies held at once, across all requests. */
  bytes: number;
  /** Seconds one unauthenticated body has to arrive whole. */
  seconds: number;
}

export class BodyBudget {
  #held = 0;

  constructor(readonly settings: BodyBudgetSettings) {}

  /** Bytes held now by unauthenticated bodies. */
  get held(): number {
    return this.#held;
  }

  /**
   * Reads the body whole (at most `maxSize` bytes, else `tooLarge()`), charging each chunk to the
   * budget; answers the bytes. 503 when the budget is spent, 408 past the deadline; either way
   * the connection closes after the answer, and the bytes read so far go back.
   */
  async read(c: Context<AppEnv>, maxSize: number, tooLarge: () => never): Promise<Uint8Array<ArrayBuffer>> {
    const body = c.req.raw.body;
    if (!body) return new Uint8Array(new ArrayBuffer(0));
    let charged = 0;
    const release = () => {
      this.#held -= charged;
      charged = 0;
    };
    const reader = body.getReader();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeout(this.settings.seconds)), this.settings.seconds * 1000);
    });
    deadline.catch(() => {});
    const chunks: Uint8Array[] = [];
    try {
      for (;;) {
        const { done, value } = await Promise.race([reader.read(), deadline]);
        if (done) break;
        if (charged + value.length > maxSize) tooLarge();
        if (this.#held + value.length > this.settings.bytes) throw busy(this.settings.bytes);
        this.#held += value.length;
        charged += value.length;
        chunks.push(value);
      }
    } catch (err) {
      release();
      reader.cancel().catch(() => {});
      closeAfterAnswer(c);
      throw err;
    } finally {
      clearTimeout(timer);
    }
    whenAnswered(c, release);
    const out = new Uint8Array(charged);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

function timeout(seconds: number): ApiError {
  return new ApiError('request_timeout', { detail: `the request body did not arrive within ${seconds} s (a caller without credentials gets that long)` });
}

function busy(bytes: number): ApiError {
  return new ApiError('unauthenticated_busy', {
    detail: `requests without credentials hold ${bytes} bytes of bodies at once at most, and that many are arriving now; retry shortly`,
    headers: { 'Retry-After': '1' },
  });
}

function nodeOf(c: Context<AppEnv>): { incoming?: IncomingMessage; outgoing?: ServerResponse } {
  return (c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined) ?? {};
}

/** Runs `fn` once the answer has gone (or the connection closed); at once without a Node response (app.fetch in tests). */
function whenAnswered(c: Context<AppEnv>, fn: () => void): void {
  const outgoing = nodeOf(c).outgoing;
  if (!outgoing || outgoing.closed) fn();
  else outgoing.once('close', fn);
}

/** The rest of a refused body is not read: the connection closes once the answer is sent. */
function closeAfterAnswer(c: Context<AppEnv>): void {
  const { outgoing } = nodeOf(c);
  if (outgoing && !outgoing.headersSent) outgoing.shouldKeepAlive = false;
}
