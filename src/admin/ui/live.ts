/**
 * Live updates: one server-sent event stream per open page (`GET /_sandbox/ui/live?panel=...`,
 * riding on the session cookie), which sends the panel's live part again whenever it changed
 * (`event: live`) and the virtual clock (`event: clock`). It looks every half second; a panel
 * with a cheap version stamp (the journal) is rendered only when the stamp moves.
 *
 * Streams are bounded in number (16) and in time: a stream ends after `--live-stream-seconds`
 * (the browser's EventSource opens a new one 2 s later, so an open page keeps updating), so a
 * client that never reads, or has gone, holds its slot that long at most. Signing out ends the
 * streams of that session at once. Ending a stream closes its connection.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/env.js';
import { render } from './layout.js';
import type { Panel, PanelContext } from './panel.js';

/** Open streams at most (pages in browsers); past it, 503 and the browser retries later. */
export const MAX_LIVE_STREAMS = 16;
/** How often a stream looks for changes (real ms). */
export const LIVE_INTERVAL_MS = 500;
/** A comment line this often keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 15_000;
/** How long an ended stream's last bytes may take to leave before its connection is closed. */
const CLOSE_GRACE_MS = 500;
/** The browser reconnects this long after a stream ended (the SSE `retry` field). */
const RECONNECT_MS = 2000;

export interface LiveOptions {
  panel: Panel;
  ctx: PanelContext;
  clock: () => Promise<string>;
  /** Whether the stream's session still holds. */
  stillSignedIn: () => boolean;
  /** The sign-in session the stream rides on (none when the dashboard needs no sign-in). */
  session?: string;
}

export class LiveStreams {
  /** Ends each open stream, by session ('' without one). */
  readonly #open = new Map<() => void, string>();

  /** `lifetimeMs`: how long one stream lasts before the browser is asked to open another. */
  constructor(private readonly lifetimeMs: number) {}

  get open(): number {
    return this.#open.size;
  }

  /** Ends every stream of a session (it signed out). */
  closeSession(session: string | undefined): void {
    if (session === undefined) return;
    for (const [end, owner] of this.#open) if (owner === session) end();
  }

  serve(c: Context<AppEnv>, o: LiveOptions): Response {
    if (this.#open.size >= MAX_LIVE_STREAMS) {
      return c.text(`too many live streams (${MAX_LIVE_STREAMS}): close a dashboard tab`, 503, { 'retry-after': '5' });
    }
    const node = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
    return streamSSE(
      c,
      async (stream) => {
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          this.#open.delete(end);
          clearTimeout(lifetime);
          // The answer ends cleanly for a client that reads; one that does not would keep the
          // connection (and what was written to it), so it is closed if the end is not sent soon.
          void stream.close();
          setTimeout(() => {
            if (!node?.outgoing?.writableFinished) node?.incoming?.socket.destroy();
          }, CLOSE_GRACE_MS).unref();
        };
        this.#open.set(end, o.session ?? '');
        const lifetime = setTimeout(end, this.lifetimeMs);
        let version: string | undefined;
        let html = '';
        let clock = '';
        let quiet = 0;
        try {
          await stream.writeSSE({ event: 'ready', data: o.panel.name, retry: RECONNECT_MS });
          while (!ended && !stream.aborted && !stream.closed && o.stillSignedIn()) {
            const v = o.panel.version?.(o.ctx);
            if (v === undefined || v !== version) {
              version = v;
              const next = await render(o.panel.live(o.ctx));
              if (next !== html) {
                html = next;
                await stream.writeSSE({ event: 'live', data: html });
                quiet = 0;
              }
            }
            const nextClock = await o.clock();
            if (nextClock !== clock) {
              clock = nextClock;
              await stream.writeSSE({ event: 'clock', data: clock });
            }
            quiet += LIVE_INTERVAL_MS;
            if (quiet >= KEEPALIVE_MS) {
              await stream.write(': keep-alive\n\n');
              quiet = 0;
            }
            await stream.sleep(LIVE_INTERVAL_MS);
          }
        } finally {
          if (!ended) {
            ended = true;
            this.#open.delete(end);
            clearTimeout(lifetime);
          }
        }
      },
      async () => {
        // A failed write means the browser went away: the finally above counts the stream out.
      },
    );
  }
}
