/**
 * The built-in inbox, `/_sandbox/inbox/{name}`: a webhook receiver for developers who run no
 * server. It accepts deliveries (no token: the sandbox's dispatcher does not carry one), verifies
 * them with `standardwebhooks` against the secrets of the subscriptions that point at it, and
 * lists what it received (control API). `?status=503` in the subscription's URL makes it answer
 * that status, to watch retries happen.
 */
import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
import { ApiError } from '../../core/errors.js';
import { BoundedMap, RingBuffer } from '../../core/ring.js';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { rawHeadersOf, redactRawHeaders } from '../../http/journal.js';
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

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const MAX_INBOXES = 100;
const MESSAGES_PER_INBOX = 500;
const MAX_BODY_CHARS = 64 * 1024;

export class Inboxes {
  readonly #boxes = new BoundedMap<string, RingBuffer<InboxMessage>>(MAX_INBOXES);
  #seq = 0;

  add(name: string, message: Omit<InboxMessage, 'id'>): InboxMessage {
    const box = this.#boxes.get(name) ?? new RingBuffer<InboxMessage>(MESSAGES_PER_INBOX);
    const full = { id: ++this.#seq, ...message };
    box.push(full);
    this.#boxes.set(name, box);
    return full;
  }

  /** Newest first. */
  list(name: string): InboxMessage[] {
    return (this.#boxes.get(name)?.toArray() ?? []).reverse();
  }

  clear(name?: string): void {
    if (name === undefined) this.#boxes.clear();
    else this.#boxes.delete(name);
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

export function inboxRoutes(deps: Deps, inboxes: Inboxes) {
  return new Hono<AppEnv>()
    .post('/inbox/:name', async (c) => {
      const name = checkName(c.req.param('name'));
      const status = answerStatus(c.req.query('status'));
      const text = await c.req.text();
      const headers = redactRawHeaders(rawHeadersOf(c));
      let body: unknown = text.slice(0, MAX_BODY_CHARS);
      try {
        body = parseJson(text);
      } catch {
        // not JSON: kept as text, and the verification below says why it failed if it did
      }
      const message = inboxes.add(name, { received_at: deps.clock.nowIso(), headers, body, ...verify(deps, name, text, headers) });
      if (status === 204 || status === 205) return empty(c, status);
      return json(c, { received: true, id: message.id, verified: message.verified }, status as 200);
    })
    .get('/inbox/:name', (c) => {
      const name = checkName(c.req.param('name'));
      const data = inboxes.list(name);
      return json(c, { name, count: data.length, data });
    })
    .delete('/inbox/:name', (c) => {
      inboxes.clear(checkName(c.req.param('name')));
      return empty(c, 204);
    });
}
