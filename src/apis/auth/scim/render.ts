/**
 * The representation of a resource (RFC 7643 §3, §4) and its projection by `attributes` /
 * `excludedAttributes` (RFC 7644 §3.4.2.5, §3.9): `returned: always` attributes (id, schemas)
 * always come back, `never` ones (password) never do.
 */
import { scimError } from './errors.js';
import { resolveAttrPath, type ResolvedAttr, type ResourceTypeDef } from './schemas.js';

type Json = Record<string, unknown>;

export interface Projection {
  attributes?: string;
  excludedAttributes?: string;
}

function paths(rt: ResourceTypeDef, list: string | undefined, param: string): ResolvedAttr[] {
  if (list === undefined) return [];
  return list
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      try {
        return resolveAttrPath(rt, p, 'invalidValue');
      } catch {
        throw scimError(400, 'invalidValue', `${param}: ${p} is not an attribute of ${rt.name}`);
      }
    });
}

function keyed(r: ResolvedAttr): { container: (o: Json) => Json | undefined; name: string; sub?: string } {
  return { container: (o) => (r.extension ? (o[r.extension] as Json | undefined) : o), name: r.attr.name, sub: r.sub?.name };
}

function pick(source: Json, target: Json, r: ResolvedAttr): void {
  const { container, name, sub } = keyed(r);
  const from = container(source);
  if (!from || from[name] === undefined) return;
  const into = r.extension ? ((target[r.extension] ??= {}) as Json) : target;
  if (!sub) {
    into[name] = from[name];
    return;
  }
  const value = from[name];
  if (Array.isArray(value)) {
    const existing = (into[name] as Json[] | undefined) ?? value.map(() => ({}));
    into[name] = existing.map((e, i) => ({ ...e, ...((value[i] as Json)?.[sub] === undefined ? {} : { [sub]: (value[i] as Json)[sub] }) }));
  } else if (value && typeof value === 'object' && (value as Json)[sub] !== undefined) {
    into[name] = { ...((into[name] as Json) ?? {}), [sub]: (value as Json)[sub] };
  }
}

function drop(target: Json, r: ResolvedAttr): void {
  if (r.attr.returned === 'always' || r.sub?.returned === 'always') return;
  const { container, name, sub } = keyed(r);
  const from = container(target);
  if (!from || from[name] === undefined) return;
  if (!sub) delete from[name];
  else if (Array.isArray(from[name])) from[name] = (from[name] as Json[]).map(({ [sub]: _, ...rest }) => rest);
  else if (from[name] && typeof from[name] === 'object') {
    const { [sub]: _, ...rest } = from[name] as Json;
    from[name] = rest;
  }
}

/** The projected representation; `schemas` lists the extensions that remain. */
export function project(rt: ResourceTypeDef, full: Json, q: Projection): Json {
  const wanted = paths(rt, q.attributes, 'attributes');
  const unwanted = paths(rt, q.excludedAttributes, 'excludedAttributes');
  let out: Json;
  if (wanted.length) {
    out = { id: full.id };
    for (const r of wanted) pick(full, out, r);
  } else {
    out = structuredClone(full);
    delete out.schemas;
    for (const r of unwanted) drop(out, r);
  }
  const extensions = rt.extensions.map((e) => e.id).filter((id) => out[id] && Object.keys(out[id] as Json).length);
  for (const e of rt.extensions) if (!extensions.includes(e.id)) delete out[e.id];
  return { schemas: [rt.core.id, ...extensions], ...out };
}
