/**
 * The control API called from inside the process, as a curl call would reach it (its body
 * validation, its errors), with the admin token added: the dashboard's forms change the sandbox
 * through the same routes as everyone else.
 */
import type { Deps } from '../../deps.js';

export interface ControlReply {
  ok: boolean;
  status: number;
  body: any;
}

export type ControlCall = (method: string, path: string, body?: unknown) => Promise<ControlReply>;

/** The sandbox's own app, called in-process. */
export type AppFetch = (request: Request) => Response | Promise<Response>;

/** `path` is under `/_sandbox` (`/clock`, `/reset`, ...). */
export function controlCaller(deps: Deps, fetchApp: AppFetch): ControlCall {
  return async (method, path, body) => {
    const headers: Record<string, string> = {};
    if (deps.config.adminToken) headers.authorization = `Bearer ${deps.config.adminToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetchApp(new Request(`http://sandbox.internal/_sandbox${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { ok: res.ok, status: res.status, body: parsed };
  };
}

/** What a failed call says, for the page: the problem's detail, or the status. */
export function failure(reply: ControlReply): string {
  const detail = reply.body && typeof reply.body === 'object' ? (reply.body as { detail?: string }).detail : undefined;
  return `${reply.status}: ${detail ?? 'the control API refused the call'}`;
}
