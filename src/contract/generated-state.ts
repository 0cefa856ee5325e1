/**
 * What a run of generated checks learns from answers, across operations: the ids under each
 * collection path and the ETags by item path (opaque values never come from the generator), and
 * the signs that the target keeps no state.
 */
import type { Exchange, Reply } from './types.js';

/** What the run has learnt from answers: ids under each concrete collection path, ETags by item path, stateless signs. */
export class RunState {
  readonly ids = new Map<string, string[]>();
  readonly etags = new Map<string, string>();
  /** Why the target looks stateless (a create answered the same id twice, a never-created id reads back). */
  stateless?: string;
  readonly created = new Map<string, string>();

  addId(collection: string, id: string): void {
    const list = this.ids.get(collection) ?? [];
    if (!list.includes(id)) list.unshift(id);
    this.ids.set(collection, list.slice(0, 20));
  }
}

/** The id an answer names: `id` (or the path parameter's name) in the body, else a same-origin `Location`'s last segment. */
export function idOf(reply: Reply, param: string, origin: string): string | undefined {
  const body = reply.body as Record<string, unknown> | undefined;
  for (const key of [param, 'id', 'Id', 'ID', 'uuid']) {
    const v = body && typeof body === 'object' ? body[key] : undefined;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  const location = reply.headers.get('location');
  if (!location) return undefined;
  const url = new URL(location, origin);
  // A Location on another origin is never followed, nor read for an id.
  if (url.origin !== new URL(origin).origin) return undefined;
  return decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '') || undefined;
}

/** Whether the request sent the id itself (a client-chosen id, as Petstore's orders have): two creates answering it are no sign of a stateless target. */
export function sentId(e: Exchange, id: string): boolean {
  let body = e.request.body;
  if (typeof body === 'string') {
    const text = body;
    try {
      body = JSON.parse(text);
    } catch {
      return text.includes(id);
    }
  }
  return !!body && typeof body === 'object' && Object.values(body).some((v) => (typeof v === 'string' || typeof v === 'number') && String(v) === id);
}
