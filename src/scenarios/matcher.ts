/**
 * A rule's `match`, compiled once into a predicate. Only the static part lives here (method, path,
 * project, token, role, headers, event type); `probability`, `after` and `times` depend on the
 * rule's running state and are decided by the engine.
 */
import picomatch from 'picomatch';
import type { Match, OneOrMany } from './types.js';

export interface RequestFacts {
  method: string;
  path: string;
  project: string;
  /** The bearer token, when the request carries one. */
  token?: string;
  /** The token's role, looked up only when a rule asks for it. */
  role(): string | undefined;
  header(name: string): string | undefined;
}

export interface DeliveryFacts {
  project: string;
  eventType: string;
}

const list = <T>(v: OneOrMany<T> | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/** Globs: in paths `*` stays inside one segment and `**` crosses them; `bash` makes `*` cross anything. */
function anyGlob(patterns: string[] | undefined, options?: picomatch.PicomatchOptions): ((s: string) => boolean) | undefined {
  if (!patterns) return undefined;
  const matchers = patterns.map((p) => picomatch(p, { dot: true, ...options }));
  return (s) => matchers.some((m) => m(s));
}

export function compileHttpMatch(match: Match = {}): (req: RequestFacts) => boolean {
  const methods = list(match.method)?.map((m) => m.toUpperCase());
  const path = anyGlob(list(match.path));
  const project = anyGlob(list(match.project));
  const roles = list(match.role);
  const headers = Object.entries(match.headers ?? {}).map(([name, value]) => [name.toLowerCase(), picomatch(value, { dot: true, bash: true })] as const);
  return (req) =>
    (!methods || methods.includes(req.method) || (req.method === 'HEAD' && methods.includes('GET'))) &&
    (!path || path(req.path)) &&
    (!project || project(req.project)) &&
    (match.token === undefined || req.token === match.token) &&
    (!roles || roles.includes(req.role() ?? '')) &&
    headers.every(([name, test]) => {
      const value = req.header(name);
      return value !== undefined && test(value);
    });
}

export function compileWebhookMatch(match: Match = {}): (d: DeliveryFacts) => boolean {
  const project = anyGlob(list(match.project));
  const types = anyGlob(list(match.event_type), { bash: true });
  return (d) => (!project || project(d.project)) && (!types || types(d.eventType));
}
