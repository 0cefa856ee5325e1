/**
 * Where the webhook checks receive deliveries: an HTTP receiver the runner starts on 127.0.0.1
 * (for a local target), or `--webhook-sink URL` for a target that cannot reach this machine.
 * A sink takes the deliveries and answers `GET` with what arrived as `{ data: [{ headers, body }] }`
 * (the sandbox's `/_sandbox/inbox/<name>` is such a sink).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export interface Delivery {
  /** The path it was delivered to (a local receiver tells subscriptions apart by it). */
  path?: string;
  headers: Record<string, string>;
  /** The raw body when the receiver saw it; a sink may only give it back parsed. */
  raw: string;
  body: unknown;
}

export interface Receiver {
  url: string;
  /** A receiver of this runner (it can answer as told); false for a sink. */
  local: boolean;
  /** The status the receiver answers for the n-th attempt (1-based) of a `webhook-id`. */
  answer(policy: (attempt: number) => number): void;
  deliveries(): Promise<Delivery[]>;
  waitFor(predicate: (d: Delivery) => boolean, timeoutMs: number, count?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

const MAX_KEPT = 500;

export async function startReceiver(): Promise<Receiver> {
  const received: Delivery[] = [];
  const attempts = new Map<string, number>();
  let policy: (attempt: number) => number = () => 204;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text: the checks report it
      }
      if (received.length < MAX_KEPT) received.push({ path: req.url, headers, raw, body });
      const id = headers['webhook-id'] ?? raw;
      const n = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, n);
      res.writeHead(policy(n)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return receiverOver(`http://127.0.0.1:${port}/webhooks`, true, async () => received, {
    answer: (p) => (policy = p),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

export function sinkReceiver(url: string): Receiver {
  return receiverOver(url, false, async () => {
    const r = await fetch(url, { headers: { accept: 'application/json' } });
    const data = ((await r.json()) as { data?: { headers?: Record<string, string>; body?: unknown }[] }).data ?? [];
    return data.map((d) => ({ headers: d.headers ?? {}, body: d.body, raw: typeof d.body === 'string' ? d.body : JSON.stringify(d.body) }));
  }, { answer: () => undefined, close: async () => undefined });
}

function receiverOver(url: string, local: boolean, deliveries: () => Promise<Delivery[]>, rest: Pick<Receiver, 'answer' | 'close'>): Receiver {
  return {
    url,
    local,
    deliveries,
    async waitFor(predicate, timeoutMs, count = 1) {
      const until = performance.now() + timeoutMs;
      for (;;) {
        const hits = (await deliveries()).filter(predicate);
        if (hits.length >= count || performance.now() > until) return hits;
        await delay(100);
      }
    },
    ...rest,
  };
}
