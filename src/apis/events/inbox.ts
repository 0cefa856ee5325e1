/**
 * The built-in inbox, `/_sandbox/inbox/{name}`: a webhook receiver for developers who run no
 * server. It accepts deliveries (no token: the sandbox's dispatcher does not carry one), verifies
 * them with `standardwebhooks` against the secrets of the subscriptions that point at it, and
 * lists what it received (control API). `?status=503` in the subscription's URL makes it answer
 * that status, to watch retries happen.
 */
import { Webhook } from 'standardwebhooks';
import type { ControlHandlersOf } from '../../admin/handler.js';
import { ApiError } from '../../core/errors.js';
import { PROJECT_ID_PATTERN } from '../../core/store.js';
import { bodyLimit } from '../../http/body-limit.js';
import { monotonicMs } from '../../core/clock.js';
import type { SendResult } from './sender.js';
import type { Deps } from '../../deps.js';
import { redactRawHeaders } from '../../core/redact.js';
import { rawHeadersOf } from '../../http/journal.js';
import { parseJson } from '../../http/validate.js';
import { signingSecrets, subscriptions } from './subscriptions.js';
import { empty, json } from '../../http/response.js';

export interface InboxMessage {
  id: number;
  received_at: string;
  headers: Record<string, string>;
  body: unknown;
  verified: boolean;
  /** Which subscription's secret verified it, or why none did. */
  verification: string;
  project: string | null;
  subscription_id: string | null;
}

/** An inbox is named like a project. */
const NAME = PROJECT_ID_PATTERN;
/** Bounds (DESIGN §4: the inbox is size-bounded): per message, per inbox, and for all inboxes together. */
export const INBOX_LIMITS = {
  inboxes: 100,
  messagesPerInbox: 500,
  /** A delivery larger than this is refused with 413 before it is read. */
  messageBytes: 256 * 1024,
  bytesPerInbox: 4 * 1024 * 1024,
  totalBytes: 32 * 1024 * 1024,
};

interface Box {
  messages: { message: InboxMessage; bytes: number }[];
  bytes: number;
}

/**
 * Messages by inbox, oldest first. A new message pushes out the oldest of its inbox past the
 * inbox's count or byte bound, then the oldest of the least recently written inbox past the total.
 */
export class Inboxes {
  /** Least recently written first. */
  readonly #boxes = new Map<string, Box>();
  #bytes = 0;
  #seq = 0;

  constructor(private readonly limits = INBOX_LIMITS) {}

  /** `bytes`: what the message costs (its body and headers as received). */
  add(name: string, message: Omit<InboxMessage, 'id'>, bytes: number): InboxMessage {
    const box = this.#boxes.get(name) ?? { messages: [], bytes: 0 };
    this.#boxes.delete(name);
    this.#boxes.set(name, box);
    const full = { id: ++this.#seq, ...message };
    box.messages.push({ message: full, bytes });
    box.bytes += bytes;
    this.#bytes += bytes;
    while (box.messages.length > this.limits.messagesPerInbox || box.bytes > this.limits.bytesPerInbox) this.#dropOldest(name, box);
    for (const [other, b] of this.#boxes) {
      if (this.#bytes <= this.limits.totalBytes && this.#boxes.size <= this.limits.inboxes) break;
      while (b.messages.length && (this.#bytes > this.limits.totalBytes || this.#boxes.size > this.limits.inboxes)) this.#dropOldest(other, b);
    }
    return full;
  }

  /** Bytes held by every inbox together. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The inboxes holding messages, most recently written first. */
  names(): string[] {
    return [...this.#boxes.keys()].reverse();
  }

  /** Newest first, at most `limit`. */
  list(name: string, limit = Infinity): InboxMessage[] {
    const messages = this.#boxes.get(name)?.messages ?? [];
    const out: InboxMessage[] = [];
    for (let i = messages.length - 1; i >= 0 && out.length < limit; i--) out.push(messages[i].message);
    return out;
  }

  clear(name?: string): void {
    if (name === undefined) {
      this.#boxes.clear();
      this.#bytes = 0;
    } else {
      this.#bytes -= this.#boxes.get(name)?.bytes ?? 0;
      this.#boxes.delete(name);
    }
  }

  #dropOldest(name: string, box: Box): void {
    const first = box.messages.shift();
    if (first) {
      box.bytes -= first.bytes;
      this.#bytes -= first.bytes;
    }
    if (!box.messages.length) this.#boxes.delete(name);
  }
}

function checkName(name: string): string {
  if (!NAME.test(name)) {
    throw new ApiError('invalid_parameter', { detail: 'an inbox name is 1-64 letters, digits, dots, dashes or underscores', errors: [{ in: 'path', pointer: '#/name', detail: `does not match ${NAME.source}` }] });
  }
  return name;
}

/** Tries the secrets of every subscription (any project) whose URL is this inbox. */
function verify(deps: Deps, name: string, body: string, headers: Record<string, string>): Pick<InboxMessage, 'verified' | 'verification' | 'project' | 'subscription_id'> {
  let lastError = 'no subscription of this sandbox points at this inbox';
  const now = deps.clock.now();
  for (const id of deps.store.ids()) {
    const project = deps.store.peek(id);
    if (!project) continue;
    for (const sub of subscriptions(project).findBy('inbox', name)) {
      for (const secret of signingSecrets(sub, now)) {
        try {
          new Webhook(secret).verify(body, headers);
          return { verified: true, verification: `signed with a secret of subscription ${sub.id}`, project: id, subscription_id: sub.id };
        } catch (err) {
          lastError = `standardwebhooks: ${(err as Error).message}`;
        }
      }
    }
  }
  return { verified: false, verification: lastError, project: null, subscription_id: null };
}

function answerStatus(raw: string | undefined): number {
  if (raw === undefined) return 200;
  const status = Number(raw);
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    throw new ApiError('invalid_parameter', { detail: 'status must be an HTTP status from 200 to 599', errors: [{ in: 'query', pointer: '#/status', detail: 'must be an integer from 200 to 599' }] });
  }
  return status;
}

/** Record a delivery: its headers (redacted), its body (parsed if it is JSON), and whether it verifies. */
function receive(deps: Deps, inboxes: Inboxes, name: string, text: string, raw: readonly string[]): InboxMessage {
  const headers = redactRawHeaders(raw);
  let body: unknown = text;
  try {
    body = parseJson(text);
  } catch {
    // not JSON (or nested too deep): kept as text, and the verification says why it failed if it did
  }
  const bytes = Buffer.byteLength(text) + raw.reduce((n, h) => n + h.length, 0);
  return inboxes.add(name, { received_at: deps.clock.nowIso(), headers, body, ...verify(deps, name, text, headers) }, bytes);
}

/**
 * A delivery to this sandbox's own inbox never leaves the process (so `--webhook-deny-private`
 * does not break it): the dispatcher hands it here, and gets the answer the route would give.
 */
export function deliverLocally(deps: Deps, inboxes: Inboxes, url: string, headers: Record<string, string>, body: string): SendResult {
  const started = monotonicMs();
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.split('/').pop()!);
  let statusCode = 200;
  try {
    checkName(name);
    statusCode = answerStatus(target.searchParams.get('status') ?? undefined);
    if (Buffer.byteLength(body) > INBOX_LIMITS.messageBytes) statusCode = 413;
    else receive(deps, inboxes, name, body, Object.entries(headers).flat());
  } catch {
    statusCode = 400;
  }
  return { statusCode, responseTimeMs: Math.round((monotonicMs() - started) * 100) / 100, excerpt: '', error: null };
}

export function inboxHandlers(deps: Deps, inboxes: Inboxes) {
  const limit = bodyLimit(INBOX_LIMITS.messageBytes);
  return {
    receiveWebhook: async ({ params: { name }, query, http }) => {
      const status = query.status ?? 200;
      await limit.enter!(http);
      const message = receive(deps, inboxes, name, await http.req.text(), rawHeadersOf(http));
      if (status === 204 || status === 205) return empty(http, status);
      return json(http, { received: true, id: message.id, verified: message.verified }, status as 200);
    },
    listInbox: ({ params: { name } }) => {
      const data = inboxes.list(name);
      return { status: 200, body: { name, count: data.length, data } };
    },
    clearInbox: ({ params: { name } }) => {
      inboxes.clear(name);
      return { status: 204 };
    },
  } satisfies ControlHandlersOf<'events'>;
}
