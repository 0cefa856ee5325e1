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

/** What an inbox keeps of a message: its body as the text received (parsed only when listed). */
interface Kept {
  message: Omit<InboxMessage, 'body'>;
  text: string;
  bytes: number;
}

interface Box {
  messages: Kept[];
  bytes: number;
}

/** Bytes a string takes in memory (V8 keeps Latin-1 text one byte a character, other text two). */
function stringBytes(s: string): number {
  return /^[\x00-\xff]*$/.test(s) ? s.length : 2 * s.length;
}

/** A kept body as listed: its JSON value when it is JSON, else the text. */
function bodyOf(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    // not JSON (or nested too deep): listed as text, and the verification says why it failed if it did
    return text;
  }
}

/**
 * Messages by inbox, oldest first. A new message pushes out the oldest of its inbox past the
 * inbox's count or byte bound, then the oldest of the least recently written inbox past the total.
 * The bounds count what is kept: the body's text and the headers, never a parsed copy (a small
 * JSON text can parse into many times its size).
 */
export class Inboxes {
  /** Least recently written first. */
  readonly #boxes = new Map<string, Box>();
  #bytes = 0;
  #seq = 0;

  constructor(private readonly limits = INBOX_LIMITS) {}

  add(name: string, message: Omit<InboxMessage, 'id' | 'body'>, text: string): InboxMessage {
    const box = this.#boxes.get(name) ?? { messages: [], bytes: 0 };
    this.#boxes.delete(name);
    this.#boxes.set(name, box);
    const kept: Kept = { message: { id: ++this.#seq, ...message }, text, bytes: 0 };
    kept.bytes = stringBytes(text) + Object.entries(message.headers).reduce((n, [k, v]) => n + stringBytes(k) + stringBytes(v), 0) + stringBytes(message.verification);
    box.messages.push(kept);
    box.bytes += kept.bytes;
    this.#bytes += kept.bytes;
    while (box.messages.length > this.limits.messagesPerInbox || box.bytes > this.limits.bytesPerInbox) this.#dropOldest(name, box);
    for (const [other, b] of this.#boxes) {
      if (this.#bytes <= this.limits.totalBytes && this.#boxes.size <= this.limits.inboxes) break;
      while (b.messages.length && (this.#bytes > this.limits.totalBytes || this.#boxes.size > this.limits.inboxes)) this.#dropOldest(other, b);
    }
    return { ...kept.message, body: undefined };
  }

  /** Bytes held by every inbox together. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The inboxes holding messages, most recently written first. */
  names(): string[] {
    return [...this.#boxes.keys()].reverse();
  }

  /** Newest first, at most `limit`, bodies parsed. */
  list(name: string, limit = Infinity): InboxMessage[] {
    const messages = this.#boxes.get(name)?.messages ?? [];
    const out: InboxMessage[] = [];
    for (let i = messages.length - 1; i >= 0 && out.length < limit; i--) out.push({ ...messages[i].message, body: bodyOf(messages[i].text) });
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

/** Record a delivery: its headers (redacted), its body's text, and whether it verifies. */
function receive(deps: Deps, inboxes: Inboxes, name: string, text: string, raw: readonly string[]): InboxMessage {
  const headers = redactRawHeaders(raw);
  return inboxes.add(name, { received_at: deps.clock.nowIso(), headers, ...verify(deps, name, text, headers) }, text);
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
  const limit = bodyLimit(INBOX_LIMITS.messageBytes, { budget: deps.bodyBudget });
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
