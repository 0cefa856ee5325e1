/**
 * The handlers of the operations answered from platform documents. An operation of an inferred
 * resource (`crud-shape.ts`, ids and seeds in `resources.ts`) keeps what the project holds; every
 * other one answers from its document (`answer.ts`). An operation whose answer must contain a
 * schema no value satisfies answers 501 naming it. Each answer says its source in `X-Sandbox-Source`.
 */
import type { Context } from 'hono';
import type { Call } from '../apis/handler.js';
import { ApiError } from '../core/errors.js';
import type { Project } from '../core/store.js';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { answer } from '../http/response.js';
import { answerFromDocument, defaultStatus, type DocumentAnswer } from './answer.js';
import { declaredResponse } from '../openapi/declared-response.js';
import { crudState, drop, keep, recordsOf } from './crud-store.js';
import { generator, UnsatisfiableSchema } from './generate.js';
import { checkValue } from './check-value.js';
import { mergeAllOf } from './merge-all-of.js';
import type { Platform } from './prepare.js';
import { parsePrefer } from './prefer.js';
import { getAt, idKey, mintId, setAt } from './resource-ids.js';
import { listItems, listItemSchema, type ResourceSpec } from './resources.js';
import { hashKey } from '../core/rng.js';
import { markNext, nextLink, pageOf } from './list-paging.js';
import type { DocumentOperation } from './surface.js';

type Handler = (call: Call<never>) => Response;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** `over` laid on `base`: objects merged key by key, anything else replaced. */
function deepMerge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v);
  return out;
}

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

/** The list a collection answers: the records where its schema puts an array (the body itself, or its first array field). */
function listBody(served: Record<string, any>, schema: unknown, generated: unknown, records: unknown[]): unknown {
  if (!isObject(generated)) return records;
  const current = listItems(served, schema, generated);
  const field = Object.entries(generated).find(([, v]) => v === current)?.[0];
  // An answer with no array to hold the records stays as the document shapes it.
  return field ? { ...generated, [field]: records } : generated;
}

export function documentHandlers(deps: Deps, platform: Platform): Record<string, Handler> {
  const { served, resources } = platform;
  const generate = generator(served, () => deps.fixtures.epochMs, platform.unfitRefs);
  const specs = resources.specs;
  const readOf = new Map<string, DocumentOperation>();
  for (const a of platform.answered) if (a.crud?.verb === 'read') readOf.set(a.crud.resource, a);

  const unsatisfiable = (a: DocumentOperation, pointer: string, reason: string): ApiError => {
    const file = platform.documents[a.document].file;
    return new ApiError('not_implemented', { detail: `${a.id} cannot be answered from ${file}: its answer must hold ${pointer}, which no value satisfies (${reason})` });
  };

  const fromDocument = (c: Context<AppEnv>, a: DocumentOperation, project: Project, body: unknown, dynamic?: boolean, code?: string): DocumentAnswer => {
    if (a.unfit) throw unsatisfiable(a, a.unfit.pointer, a.unfit.reason);
    const prefer = parsePrefer(c.req.header('prefer'));
    try {
      return answerFromDocument(served, generate, {
        opId: a.id,
        op: a.op,
        prefer: { ...prefer, ...(dynamic === undefined ? {} : { dynamic }), ...(code === undefined ? {} : { code }) },
        accept: c.req.header('accept'),
        seed: deps.fixtures.seed,
        project: project.id,
        requestKey: requestKey(c, body),
        invalidExamples: resources.invalidValues,
      });
    } catch (err) {
      if (err instanceof UnsatisfiableSchema) throw unsatisfiable(a, a.op.operationId, err.message);
      throw err;
    }
  };

  const stateless = (a: DocumentOperation): Handler => (call) => {
    const c = call.http as Context<AppEnv>;
    const out = fromDocument(c, a, call.project as Project, call.body);
    return render(c, out.status, out.mediaType, out.body, out.headers, out.source);
  };

  /** A value of the resource's item schema, for a record the request does not fully give. */
  const itemOf = (c: Context<AppEnv>, spec: ResourceSpec, project: Project, body: unknown): Record<string, unknown> => {
    const read = readOf.get(spec.resource)!;
    const out = fromDocument(c, read, project, body, true);
    return isObject(out.body) ? fitList(spec, out.body, hashKey(deps.fixtures.seed, project.id, requestKey(c, body))) : {};
  };

  /**
   * The item schema per resource (its `allOf` merged): a request's field is kept in a record where
   * it fits the item's property of that name, or, for a name the item does not list, where the
   * item allows other properties (`additionalProperties` absent, true or a schema the value fits).
   */
  const itemSchemas = new Map<string, Record<string, any>>();
  for (const [resource, read] of readOf) {
    const schema = declaredResponse(served, read.op, defaultStatus(read.op))?.content?.['application/json']?.schema;
    itemSchemas.set(resource, schema ? mergeAllOf(served, schema) : {});
  }
  /**
   * The list's item schema per resource: a record is answered under it too (Discourse's list says
   * `score` is a number, its item says nothing). Where the item wraps the record in an envelope the
   * list's items do not have (Vercel's `{domain: {...}}`, listed as `domains: [{...}]`), the list
   * holds what the envelope holds.
   */
  const listedAs = new Map<string, { properties: Record<string, any>; envelope?: string }>();
  for (const a of platform.answered) {
    const spec = a.crud?.verb === 'list' ? specs.get(a.crud.resource) : undefined;
    const schema = spec && listItemSchema(served, declaredResponse(served, a.op, defaultStatus(a.op))?.content?.['application/json']?.schema);
    if (!spec || !schema?.properties) continue;
    const [head, field] = spec.idPath;
    const envelope = field !== undefined && !Object.hasOwn(schema.properties, head) && Object.hasOwn(schema.properties, field) ? head : undefined;
    listedAs.set(spec.resource, { properties: schema.properties, ...(envelope ? { envelope } : {}) });
  }
  /** Whether the list takes a record's field as it is (a field of a record listed from its envelope is judged there). */
  const listable = (resource: string, k: string, v: unknown) => {
    const listed = listedAs.get(resource);
    return !listed || !!listed.envelope || !Object.hasOwn(listed.properties, k) || !checkValue(served, listed.properties[k], v);
  };
  /** What a list shows of a record. */
  const listedPart = (resource: string, record: Record<string, unknown>): unknown => {
    const envelope = listedAs.get(resource)?.envelope;
    return envelope && isObject(record[envelope]) ? record[envelope] : record;
  };
  const writable = (spec: ResourceSpec, body: unknown): Record<string, unknown> => {
    if (!isObject(body)) return {};
    const item = itemSchemas.get(spec.resource) ?? {};
    const known: Record<string, unknown> = item.properties ?? {};
    const other = item.additionalProperties;
    const fits = (k: string, v: unknown) => (k in known ? !checkValue(served, known[k], v) : other === undefined || other === true || (other !== false && !checkValue(served, other, v)));
    return Object.fromEntries(Object.entries(body).filter(([k, v]) => fits(k, v) && listable(spec.resource, k, v)));
  };
  /** A drawn record's fields the list refuses, drawn again under both the item's and the list's schema of the field. */
  const fitList = (spec: ResourceSpec, record: Record<string, unknown>, seed: number): Record<string, unknown> => {
    const listed = listedAs.get(spec.resource);
    if (!listed) return record;
    const { envelope } = listed;
    const item = itemSchemas.get(spec.resource) ?? {};
    const part = envelope ? record[envelope] : record;
    if (!isObject(part)) return record;
    const own: Record<string, unknown> = (envelope ? mergeAllOf(served, item.properties?.[envelope] ?? {}) : item).properties ?? {};
    const out = { ...part };
    for (const [k, v] of Object.entries(part)) {
      if (!Object.hasOwn(listed.properties, k) || !checkValue(served, listed.properties[k], v)) continue;
      const both = { allOf: [own[k] ?? {}, listed.properties[k]] };
      try {
        const value = generate(both, hashKey(seed, spec.resource, k));
        if (!checkValue(served, both, value)) out[k] = value;
      } catch (err) {
        if (!(err instanceof UnsatisfiableSchema)) throw err;
      }
    }
    return envelope ? { ...record, [envelope]: out } : out;
  };

  /** What a write answers: the record where the operation's answer schema takes it, else its own answer with the record's id. */
  const answerOf = (a: DocumentOperation, out: DocumentAnswer, spec: ResourceSpec, record: Record<string, unknown>): unknown => {
    const schema = out.mediaType ? declaredResponse(served, a.op, out.status)?.content?.[out.mediaType]?.schema : undefined;
    if (!schema || !checkValue(served, schema, record)) return record;
    return isObject(out.body) && getAt(out.body, spec.idPath) !== undefined ? setAt(out.body, spec.idPath, getAt(record, spec.idPath)) : out.body;
  };

  /** The key of the record a path names: its id, or another field the parameter also stands for (`{idOrName}` given the id). */
  const keyOf = (spec: ResourceSpec, records: ReadonlyMap<string, Record<string, unknown>>, given: string): string => {
    if (records.has(given) || !spec.aliases.length) return given;
    const named = (r: Record<string, unknown>) => spec.aliases.some((alias) => {
      const v = getAt(r, alias);
      return (typeof v === 'string' || typeof v === 'number') && idKey(v) === given;
    });
    return [...records].find(([, r]) => named(r))?.[0] ?? given;
  };

  const crud = (a: DocumentOperation): Handler => (call) => {
    const c = call.http as Context<AppEnv>;
    const project = call.project as Project;
    const { resource, verb, param } = a.crud!;
    const spec = specs.get(resource)!;
    const prefer = parsePrefer(c.req.header('prefer'));
    // A preferred status or example is the document's answer, not the resource's.
    if (prefer.code !== undefined || prefer.example !== undefined) return stateless(a)(call);
    const records = recordsOf(project, resource, specs);
    const body = call.body as unknown;
    const out = fromDocument(c, a, project, body, true);
    const reply = (value: unknown) => render(c, out.status, out.mediaType, value, out.headers, 'inferred-crud');
    const rawId = keyOf(spec, records, idKey((call.params as Record<string, unknown>)[param]));
    const typed = (id: string): string | number => (spec.kind === 'integer' && /^-?\d+$/.test(id) ? Number(id) : id);
    const name = resource.split('/').pop();
    const changed = () => {
      crudState(project, specs).changed = true;
      deps.state.changed(project.id);
    };
    /** An id the project does not hold: generated on `Prefer: dynamic=true` where the id fits its schema, else the document's 404 (or ours). */
    const unknown = (): Response => {
      // An id its schema refuses names no record that could exist: that is a 404 however it is asked.
      if (prefer.dynamic && !checkValue(served, spec.idSchema, typed(rawId))) {
        const record = setAt(deepMerge(itemOf(c, spec, project, body), writable(spec, body)) as Record<string, unknown>, spec.idPath, typed(rawId));
        const value = verb === 'delete' ? (isObject(out.body) && getAt(out.body, spec.idPath) !== undefined ? setAt(out.body, spec.idPath, typed(rawId)) : out.body) : answerOf(a, out, spec, record);
        return render(c, out.status, out.mediaType, value, out.headers, 'schema');
      }
      if (declaredResponse(served, a.op, 404) && a.op.responses?.['404']) {
        const missing = fromDocument(c, a, project, body, undefined, '404');
        if (missing.body !== undefined) return render(c, 404, missing.mediaType, missing.body, missing.headers, missing.source);
      }
      throw new ApiError('not_found', { detail: `no ${name} ${rawId} in this project (it holds ${records.size})` });
    };
    switch (verb) {
      case 'create': {
        const state = crudState(project, specs);
        const given = getAt(body, spec.idPath);
        let newId: string | number;
        if (typeof given === 'string' || typeof given === 'number') {
          newId = given;
          if (records.has(idKey(newId))) throw new ApiError('conflict', { detail: `${name} ${newId} exists already`, errors: [{ in: 'body', pointer: `#/${spec.idPath.join('/')}`, detail: 'is taken' }] });
        } else {
          let n = state.minted.get(resource) ?? 0;
          do newId = mintId(spec.idSchema, generate, deps.fixtures.seed, project.id, resource, ++n, spec.firstInteger);
          while (records.has(idKey(newId)) && n < (state.minted.get(resource) ?? 0) + 1000);
          state.minted.set(resource, n);
        }
        const record = setAt(deepMerge(itemOf(c, spec, project, body), writable(spec, body)) as Record<string, unknown>, spec.idPath, newId);
        keep(project, resource, idKey(newId), record);
        changed();
        return reply(answerOf(a, out, spec, record));
      }
      case 'read': {
        const record = records.get(rawId);
        return record ? reply(record) : unknown();
      }
      case 'list': {
        const response = declaredResponse(served, a.op, out.status);
        const schema = out.mediaType ? response?.content?.[out.mediaType]?.schema : undefined;
        const page = pageOf(records, platform.paging.get(a.id)!, (call.query ?? {}) as Record<string, unknown>);
        const body = listBody(served, schema, out.body, page.records.map((r) => listedPart(resource, r)));
        markNext(served, schema, body, page);
        // A Link the document declares is generated text: the page's own replaces it.
        const headers = Object.fromEntries(Object.entries(out.headers).filter(([k]) => k.toLowerCase() !== 'link'));
        if (page.next) headers.link = nextLink(c.req.url, page.next);
        return render(c, out.status, out.mediaType, body, headers, 'inferred-crud');
      }
      case 'update':
      case 'replace': {
        const current = records.get(rawId);
        if (!current) return unknown();
        const next = setAt(deepMerge(current, writable(spec, body)) as Record<string, unknown>, spec.idPath, getAt(current, spec.idPath));
        keep(project, resource, rawId, next);
        changed();
        return reply(answerOf(a, out, spec, next));
      }
      case 'delete': {
        const current = records.get(rawId);
        if (!current) return unknown();
        drop(project, resource, rawId);
        changed();
        const answered = isObject(out.body) && getAt(out.body, spec.idPath) !== undefined ? setAt(out.body, spec.idPath, getAt(current, spec.idPath)) : out.body;
        return reply(answered);
      }
    }
  };

  return Object.fromEntries(platform.answered.map((a) => [a.id, a.crud && specs.has(a.crud.resource) ? crud(a) : stateless(a)]));
}
