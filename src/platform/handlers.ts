/**
 * The handlers of the operations answered from platform documents. An operation of an inferred
 * resource (`crud-shape.ts`) keeps what the project created; every other one answers from its
 * document (`answer.ts`). Each answer says its source in `X-Sandbox-Source`.
 */
import type { Context } from 'hono';
import type { Call } from '../apis/handler.js';
import { ApiError } from '../core/errors.js';
import { rngStream, seededUuid } from '../core/rng.js';
import type { Project } from '../core/store.js';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { answer } from '../http/response.js';
import { answerFromDocument, defaultStatus, type DocumentAnswer } from './answer.js';
import { declaredResponse } from '../openapi/declared-response.js';
import { keep, crudState, drop, recordsOf } from './crud-store.js';
import { generator } from './generate.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { parsePrefer } from './prefer.js';
import type { DocumentOperation, PlatformSurface } from './surface.js';

type Handler = (call: Call<never>) => Response;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function render(c: Context<AppEnv>, status: number, mediaType: string | undefined, body: unknown, headers: Record<string, string>, source: string): Response {
  const all = { ...headers, 'x-sandbox-source': source };
  if (body === undefined || !mediaType || status === 204 || status === 304) return answer(c, null, status, all);
  const text = typeof body === 'string' && !/json/.test(mediaType) ? body : JSON.stringify(body);
  return answer(c, text, status, { ...all, 'content-type': mediaType });
}

/** What identifies a request for seeding: method, path, query (sorted) and body. */
function requestKey(c: Context<AppEnv>, body: unknown): string {
  const url = new URL(c.req.url);
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${c.req.method} ${url.pathname}?${new URLSearchParams(query)} ${body === undefined ? '' : JSON.stringify(body)}`;
}

/** The name of a resource's id field: the read path's parameter if the record has such a field, else `id`. */
function idFieldOf(served: Record<string, any>, read: DocumentOperation | undefined, param: string): string {
  const schema = read ? resolveRef(served, resolveRef(served, declaredResponse(served, read.op, defaultStatus(read.op)))?.content?.['application/json']?.schema) : undefined;
  return schema?.properties?.[param] !== undefined ? param : 'id';
}

/** The list a collection answers: the records where its schema puts an array (the body itself, or its first array field). */
function listBody(served: Record<string, any>, schema: unknown, generated: unknown, records: unknown[]): unknown {
  const s = resolveRef(served, schema);
  if (s?.type === 'array' || !isObject(generated)) return records;
  const field = Object.entries<any>(s?.properties ?? {}).find(([, p]) => resolveRef(served, p)?.type === 'array')?.[0];
  return field ? { ...generated, [field]: records } : records;
}

export function documentHandlers(deps: Deps, surface: PlatformSurface): Record<string, Handler> {
  const { served } = surface;
  const generate = generator(served, () => deps.fixtures.epochMs);
  const byResource = new Map<string, DocumentOperation[]>();
  for (const a of surface.answered) if (a.crud) byResource.set(a.crud.resource, [...(byResource.get(a.crud.resource) ?? []), a]);
  const idFields = new Map<string, string>();
  for (const [resource, ops] of byResource) {
    const read = ops.find((o) => o.crud!.verb === 'read');
    idFields.set(resource, idFieldOf(served, read, read!.crud!.param));
  }

  const fromDocument = (c: Context<AppEnv>, a: DocumentOperation, project: Project, body: unknown, dynamic?: boolean): DocumentAnswer => {
    const prefer = parsePrefer(c.req.header('prefer'));
    return answerFromDocument(served, generate, {
      opId: a.id,
      op: a.op,
      prefer: dynamic === undefined ? prefer : { ...prefer, dynamic },
      accept: c.req.header('accept'),
      seed: deps.fixtures.seed,
      project: project.id,
      requestKey: requestKey(c, body),
    });
  };

  const stateless = (a: DocumentOperation): Handler => (call) => {
    const c = call.http as Context<AppEnv>;
    const out = fromDocument(c, a, call.project as Project, call.body);
    return render(c, out.status, out.mediaType, out.body, out.headers, out.source);
  };

  const crud = (a: DocumentOperation): Handler => (call) => {
    const c = call.http as Context<AppEnv>;
    const project = call.project as Project;
    const { resource, verb, param } = a.crud!;
    const prefer = parsePrefer(c.req.header('prefer'));
    // A preferred status or example is the document's answer, not the resource's.
    if (prefer.code !== undefined || prefer.example !== undefined) return stateless(a)(call);
    const idField = idFields.get(resource)!;
    const records = recordsOf(project, resource);
    const body = call.body as unknown;
    const out = fromDocument(c, a, project, body, true);
    const reply = (value: unknown) => render(c, out.status, out.mediaType, value, out.headers, 'inferred-crud');
    const id = (call.params as Record<string, string>)[param];
    const existing = () => {
      const record = records.get(id);
      if (!record) throw new ApiError('not_found', { detail: `no ${resource.split('/').pop()} ${id} in this project (created here: ${records.size})` });
      return record;
    };
    const changed = () => deps.state.changed(project.id);
    switch (verb) {
      case 'create': {
        const state = crudState(project);
        const given = isObject(body) ? body[idField] : undefined;
        let newId: string;
        if (typeof given === 'string' || typeof given === 'number') {
          newId = String(given);
          if (records.has(newId)) throw new ApiError('conflict', { detail: `${resource.split('/').pop()} ${newId} exists already`, errors: [{ in: 'body', pointer: `#/${idField}`, detail: 'is taken' }] });
        } else {
          state.counter++;
          newId = seededUuid(rngStream(deps.fixtures.seed, project.id, `platform-crud ${resource} ${state.counter}`));
        }
        const record = { ...(isObject(out.body) ? out.body : {}), ...(isObject(body) ? body : {}), [idField]: newId };
        keep(project, resource, newId, record);
        changed();
        return reply(record);
      }
      case 'read':
        return reply(existing());
      case 'list': {
        const response = declaredResponse(served, a.op, out.status);
        const schema = out.mediaType ? response?.content?.[out.mediaType]?.schema : undefined;
        return reply(listBody(served, schema, out.body, [...records.values()]));
      }
      case 'update':
      case 'replace': {
        const current = existing();
        const next = { ...(verb === 'update' ? current : {}), ...(isObject(body) ? body : {}), [idField]: current[idField] };
        keep(project, resource, id, next);
        changed();
        return reply(next);
      }
      case 'delete': {
        existing();
        drop(project, resource, id);
        changed();
        return reply(out.body);
      }
    }
  };

  return Object.fromEntries(surface.answered.map((a) => [a.id, a.crud ? crud(a) : stateless(a)]));
}
