/**
 * Live updates: one server-sent event stream per open page (`GET /_sandbox/ui/live?panel=...`,
 * riding on the session cookie), which sends the panel's live part again whenever it changed
 * (`event: live`) and the virtual clock (`event: clock`). It looks every half second; a panel
 * with a cheap version stamp (the journal) is rendered only when the stamp moves. Streams are
 * bounded; a stream ends when its session does.
 */
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

export interface LiveOptions {
  panel: Panel;
  ctx: PanelContext;
  clock: () => Promise<string>;
  /** Whether the stream's session still holds. */
  stillSignedIn: () => boolean;
}

export class LiveStreams {
  #open = 0;

  get open(): number {
    return this.#open;
  }

  serve(c: Context<AppEnv>, o: LiveOptions): Response {
    if (this.#open >= MAX_LIVE_STREAMS) {
      return c.text(`too many live streams (${MAX_LIVE_STREAMS}): close a dashboard tab`, 503, { 'retry-after': '5' });
    }
    this.#open++;
    return streamSSE(
      c,
      async (stream) => {
        let version: string | undefined;
        let html = '';
        let clock = '';
        let quiet = 0;
        try {
          await stream.writeSSE({ event: 'ready', data: o.panel.name, retry: 2000 });
          while (!stream.aborted && !stream.closed && o.stillSignedIn()) {
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
          this.#open--;
        }
      },
      async () => {
        // A failed write means the browser went away: the finally above counts the stream out.
      },
    );
  }
}
