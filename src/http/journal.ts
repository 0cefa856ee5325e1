/**
 * The request journal: recent requests, bounded, with credentials redacted, so a developer (or a
 * failing test) can see what the sandbox received and which faults it injected.
 */
import type { MiddlewareHandler } from 'hono';
import { monotonicMs, type VirtualClock } from '../core/clock.js';
import { RingBuffer } from '../core/ring.js';
import type { AppEnv, InjectedFault } from './env.js';

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
}

export interface JournalNote {
  time: string;
  kind: string;
  detail: string;
}

const REDACTED = new Set(['authorization', 'cookie', 'set-cookie', 'x-sandbox-admin-token', 'proxy-authorization']);

export function redactHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = REDACTED.has(name) ? (name === 'authorization' ? value.replace(/^(\w+)\s+.*$/, '$1 [redacted]') : '[redacted]') : value;
  });
  return out;
}

export class Journal {
  readonly requests: RingBuffer<JournalEntry>;
  /** Things that happened outside a request: an evicted project, a reset, a reload. */
  readonly notes: RingBuffer<JournalNote>;

  constructor(capacity: number, private readonly clock: VirtualClock) {
    this.requests = new RingBuffer(capacity);
    this.notes = new RingBuffer(capacity);
  }

  note(kind: string, detail: string): void {
    this.notes.push({ time: this.clock.nowIso(), kind, detail });
  }

  clear(): void {
    this.requests.clear();
    this.notes.clear();
  }
}

export function journal(j: Journal, clock: VirtualClock): MiddlewareHandler<AppEnv> {
  return async function journal(c, next) {
    const started = monotonicMs();
    const time = clock.nowIso();
    try {
      await next();
    } finally {
      const url = new URL(c.req.url);
      j.requests.push({
        id: c.get('requestId'),
        time,
        method: c.req.method,
        path: url.pathname,
        query: url.search,
        project: c.req.header('x-service-project') ?? null,
        status: c.res.status,
        duration_ms: Math.round((monotonicMs() - started) * 100) / 100,
        request_headers: redactHeaders(c.req.raw.headers),
        faults: c.get('faults') ?? [],
        operation: c.get('operation')?.id ?? null,
      });
    }
  };
}
