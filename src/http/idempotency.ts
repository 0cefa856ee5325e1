import type { Context } from 'hono';
import { canonicalJson } from '../core/canonical-json.js';
import { ApiError } from '../core/errors.js';
import { IdempotencyStore } from '../core/idempotency.js';
import type { SlotHolder } from '../core/slots.js';
import type { AppEnv } from './env.js';
import { answer } from './response.js';
import type { Stage } from './stage.js';
import { parseJson } from './validate.js';
import { replaceResponse } from './response.js';

const KEY = /^[\x21-\x7e]{1,255}$/;
// Headers that describe this delivery of a response, not the response itself.
const NOT_REPLAYED = new Set(['x-request-id', 'ratelimit', 'ratelimit-policy', 'retry-after', 'x-sandbox-fault']);

interface Claim {
  project: SlotHolder;
  scope: string;
  key: string;
}

/**
 * Stage: `Idempotency-Key` on POST, PATCH and DELETE. Keys are scoped to (project, token
 * subject, method, path). A completed response (below 500) is replayed with
 * `Idempotent-Replayed: true`; another body under the same key is 422; a key whose first request
 * is still running is 409. Bodies are compared by their JSON value, not their bytes: a retry that
 * another library serialised (other whitespace, other key order) is the same request.
 */
export function idempotency(store: IdempotencyStore): Stage {
  return {
    name: 'idempotency',
    enter(c) {
      if (!c.get('operation').idempotent) return;
      const key = c.req.header('idempotency-key');
      if (key === undefined) return;
      if (!KEY.test(key)) {
        throw new ApiError('invalid_parameter', {
          detail: 'Idempotency-Key must be 1-255 visible ASCII characters',
          errors: [{ in: 'header', pointer: '#/idempotency-key', detail: 'must be 1-255 visible ASCII characters' }],
        });
      }
      return begin(c, key);
    },
    leave(c) {
      const claim = c.get('idempotencyClaim');
      if (!claim) return;
      if (c.res.status >= 500 || c.res.status === 429) {
        store.abandon(claim.project, claim.scope, claim.key);
        return;
      }
      return keep(c, claim);
    },
  };

  async function begin(c: Context<AppEnv>, key: string): Promise<Response | void> {
    const claim: Claim = { project: c.get('project'), scope: `${c.get('principal')?.token.subject ?? 'anonymous'}\0${c.req.method}\0${c.req.path}`, key };
    const fingerprint = IdempotencyStore.fingerprint(c.req.method, c.req.path, meaningOf(c, await c.req.text()));
    const begun = store.begin(claim.project, claim.scope, key, fingerprint);
    if (begun.kind === 'mismatch') {
      throw new ApiError('idempotency_key_reused', { detail: 'this Idempotency-Key was used with another request body; use a new key for a new request' });
    }
    if (begun.kind === 'in_flight') {
      throw new ApiError('idempotency_in_flight', { detail: 'the first request with this Idempotency-Key has not finished; retry later' });
    }
    if (begun.kind === 'replay') {
      const headers = Object.fromEntries(begun.response.headers);
      headers['idempotent-replayed'] = 'true';
      return answer(c, begun.response.body || null, begun.response.status, headers);
    }
    c.set('idempotencyClaim', claim);
  }

  /** Keeps the response for replays, and sends the same text on (reading a Response uses it up). */
  async function keep(c: Context<AppEnv>, claim: Claim): Promise<void> {
    const res = c.res;
    const body = await res.text();
    const headers: [string, string][] = [];
    res.headers.forEach((v, k) => {
      if (!NOT_REPLAYED.has(k)) headers.push([k, v]);
    });
    store.complete(claim.project, claim.scope, claim.key, { status: res.status, headers, body });
    replaceResponse(c, new Response(body || null, { status: res.status, headers: res.headers }));
  }
}

/**
 * What a body means, for comparing requests: the canonical text of its JSON value, or its bytes
 * when it is no JSON the validation stage would take (which then refuses it anyway). The parsed
 * value is handed on, so the body is parsed once.
 */
function meaningOf(c: Context<AppEnv>, text: string): string {
  if (text.trim() !== '') {
    try {
      const value = parseJson(text);
      c.set('parsedBody', { text, value });
      return `j${canonicalJson(value)}`;
    } catch {
      // not JSON (or too deep, or with a __proto__ key): compared by its bytes
    }
  }
  return `b${text}`;
}
