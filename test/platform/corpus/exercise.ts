/**
 * One corpus document exercised as a client generated from it would: every operation called once
 * with a request drawn from its own schemas, each answer judged against the document (status,
 * media type, body); invalid requests that must be refused naming the field; a create, read,
 * update, list and delete round trip on every resource the sandbox infers.
 */
import { hashKey } from '../../../src/core/rng.js';
import { compileOperations, type Operation } from '../../../src/openapi/operations.js';
import { resolveRef } from '../../../src/openapi/resolve-ref.js';
import { generator } from '../../../src/platform/generate.js';
import { loadPlatformDocument } from '../../../src/platform/load.js';
import { getAt, setAt } from '../../../src/platform/resource-ids.js';
import { startSandbox } from '../../../src/server.js';

type Schema = Record<string, any>;

interface Outcome {
  operation: string;
  /** pass, or why not: the sandbox's (fail), or a named kind. */
  kind: 'pass' | 'fail' | 'unsatisfiable' | 'xml-only' | 'request';
  detail?: string;
}

export interface Exercise {
  operations: number;
  outcomes: Outcome[];
  /** Invalid requests: `<operation> <field>`, the status, whether the answer names the field. */
  refusals: { request: string; status: number; named: boolean; detail: string }[];
  roundTrips: { resource: string; ok: boolean; detail?: string }[];
  startMs: number;
}

/** Headers a client's HTTP library sets (and OpenAPI says to ignore as parameters). */
const IMPLIED = new Set(['accept', 'content-type', 'authorization', 'content-length', 'transfer-encoding', 'connection', 'host']);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function formEncode(value: unknown, prefix = '', out = new URLSearchParams()): URLSearchParams {
  if (Array.isArray(value)) value.forEach((v, i) => formEncode(v, `${prefix}[${i}]`, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) formEncode(v, prefix ? `${prefix}[${k}]` : k, out);
  else if (value !== undefined && value !== null && prefix) out.append(prefix, String(value));
  return out;
}

/** A multipart/form-data body (RFC 7578) as a client's form library writes it: a part per property (per item of an array), files where the schema says binary. */
function multipartEncode(document: Schema, media: Schema, value: unknown): { body: string; type: string } {
  const boundary = 'corpus-boundary-7MA4YWxkTrZu0gW';
  const schema = resolveRef(document, media.schema) ?? {};
  const parts: string[] = [];
  for (const [name, v] of Object.entries(isObject(value) ? value : {})) {
    const property = resolveRef(document, schema.properties?.[name]) ?? {};
    const item = property.type === 'array' ? resolveRef(document, property.items) ?? {} : property;
    const file = item.format === 'binary' || item.contentMediaType !== undefined || item.contentEncoding !== undefined;
    const declared = String(media.encoding?.[name]?.contentType ?? '').split(',')[0].trim();
    for (const one of Array.isArray(v) && property.type === 'array' ? v : [v]) {
      if (one === undefined || one === null) continue;
      const text = typeof one === 'object' ? JSON.stringify(one) : String(one);
      const type = declared || (file ? 'application/octet-stream' : typeof one === 'object' ? 'application/json' : '');
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${name}.bin"` : ''}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${text}\r\n`);
    }
  }
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export async function exercise(file: string, options: { seed?: number } = {}): Promise<Exercise> {
  const { document } = await loadPlatformDocument(file);
  const table = compileOperations(document);
  const draw = generator(document, () => Date.UTC(2026, 0, 1), new Set(), 'request');
  const t0 = performance.now();
  // The rate limit is off: the corpus calls as fast as it can, and judges answers, not a client's back-off.
  const sb = await startSandbox({ port: 0, seed: options.seed ?? 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', platformOpenapi: [file], maxBodyBytes: 8 * 1024 * 1024, rateLimit: { enabled: false } } as never);
  const startMs = performance.now() - t0;
  const project = 'corpus';
  const auth = { 'x-service-project': project };

  const send = async (r: Request) => {
    let res: Response;
    try {
      res = await fetch(`${sb.url}${r.path}`, { method: r.method, headers: { ...auth, ...r.headers }, body: r.body, redirect: 'manual' });
    } catch (err) {
      throw new Error(`${r.method} ${r.path} ${JSON.stringify(r.headers)}: ${(err as Error).message} ${String((err as { cause?: unknown }).cause)}`);
    }
    const text = await res.text();
    let body: unknown = text === '' ? undefined : text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        body = JSON.parse(text);
      } catch {
        // judged as text
      }
    }
    return { status: res.status, contentType: res.headers.get('content-type'), body, source: res.headers.get('x-sandbox-source'), problem: res.headers.get('x-sandbox-problem') ?? '' };
  };

  /** The sandbox token presented as the operation's first security scheme asks (docs/platform-openapi.md, Credentials). */
  const credentials = (op: Operation): { headers: Record<string, string>; query: Record<string, string> } => {
    const requirement = (op.raw.security ?? document.security ?? [])[0] ?? {};
    const name = Object.keys(requirement)[0];
    const scheme = name ? resolveRef(document, document.components?.securitySchemes?.[name]) : undefined;
    const token = sb.operatorToken;
    if (scheme?.type === 'http' && /^basic$/i.test(scheme.scheme)) return { headers: { authorization: `Basic ${Buffer.from(`user:${token}`).toString('base64')}` }, query: {} };
    if (scheme?.type === 'apiKey' && scheme.in === 'header') return { headers: { [String(scheme.name).toLowerCase()]: token }, query: {} };
    if (scheme?.type === 'apiKey' && scheme.in === 'query') return { headers: {}, query: { [scheme.name]: token } };
    if (scheme?.type === 'apiKey' && scheme.in === 'cookie') return { headers: { cookie: `${scheme.name}=${token}` }, query: {} };
    return { headers: { authorization: `Bearer ${token}` }, query: {} };
  };

  const params = (op: Operation): Schema[] => {
    const own = (op.raw.parameters ?? []).map((p: unknown) => resolveRef(document, p)).filter(Boolean) as Schema[];
    const shared = ((document.paths[op.path]?.parameters ?? []) as unknown[]).map((p) => resolveRef(document, p)).filter(Boolean) as Schema[];
    return [...shared.filter((p) => !own.some((o) => o.in === p.in && o.name === p.name)), ...own];
  };
  const valueOf = (schema: unknown, key: string) => draw(schema ?? { type: 'string' }, hashKey(7, key));

  /** A request drawn from the operation's own schemas; `change` alters the drawn parts first. */
  /** What a client generated from the document accepts: the operation's success media types, JSON first. */
  const acceptOf = (op: Operation): string => {
    const types = Object.entries<any>(op.raw.responses ?? {})
      .filter(([status]) => /^2/.test(status) || status === 'default')
      .flatMap(([, r]) => Object.keys(resolveRef(document, r)?.content ?? {}));
    const unique = [...new Set(types)].sort((a, b) => Number(!/json/.test(a)) - Number(!/json/.test(b)));
    return unique.length ? unique.join(', ') : 'application/json';
  };
  /** The id a client would use on an inferred resource's item: one its schema allows (a client passes ids it was given). */
  const idFor = (op: Operation, param: string): unknown => {
    const crud = sb.deps.platform!.answered.find((a) => a.method === op.method && a.documentPath === op.path)?.crud;
    const spec = crud && crud.param === param ? sb.deps.platform!.resources.specs.get(crud.resource) : undefined;
    return spec ? draw(spec.idSchema, hashKey(7, `${op.id} id`)) : undefined;
  };

  const requestFor = (op: Operation, change?: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: (b: unknown) => unknown; salt?: string }): Request => {
    const values: Record<string, Record<string, unknown>> = { path: {}, query: {}, header: {} };
    const deep = new Set<string>();
    for (const p of params(op)) {
      if (p.in === 'cookie' || (p.in === 'header' && IMPLIED.has(String(p.name).toLowerCase()))) continue;
      if (p.in !== 'path' && !p.required) continue;
      values[p.in] ??= {};
      if (p.in === 'query' && p.style === 'deepObject') deep.add(p.name);
      values[p.in][p.name] = (p.in === 'path' ? idFor(op, p.name) : undefined) ?? (p.example !== undefined ? p.example : valueOf(p.schema, `${op.id} ${p.in} ${p.name}`));
    }
    Object.assign(values.path, change?.path);
    const presented = credentials(op);
    Object.assign(values.query, presented.query, change?.query);
    Object.assign(values.header, presented.headers);
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values.path[name] ?? 'x')));
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(values.query)) {
      if (v === undefined) continue;
      if (deep.has(k) && isObject(v)) for (const [name, value] of formEncode(v, k)) query.append(name, value);
      else for (const item of Array.isArray(v) ? v : [v]) query.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
    const headers: Record<string, string> = { accept: acceptOf(op) };
    for (const [k, v] of Object.entries(values.header)) headers[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
    let body: string | undefined;
    const requestBody = resolveRef(document, op.raw.requestBody);
    const content: Record<string, Schema> = requestBody?.content ?? {};
    const type = Object.keys(content).find((t) => /json/.test(t)) ?? Object.keys(content)[0];
    if (type && op.method !== 'GET' && op.method !== 'HEAD') {
      let value = draw(content[type].schema ?? {}, hashKey(7, `${op.id} body ${change?.salt ?? ''}`));
      if (change?.body) value = change.body(value);
      // A range (`*/*`, `application/*`) is no type to send: a client sends JSON.
      headers['content-type'] = type.includes('*') ? 'application/json' : type;
      if (type === 'multipart/form-data') ({ body, type: headers['content-type'] } = multipartEncode(document, content[type], value));
      else body = /json|\*/.test(type) ? JSON.stringify(value) : type === 'application/x-www-form-urlencoded' ? formEncode(value).toString() : typeof value === 'string' ? value : JSON.stringify(value);
    }
    const q = query.toString();
    return { method: op.method, path: q ? `${path}?${q}` : path, headers, ...(body !== undefined ? { body } : {}) };
  };

  const outcomes: Outcome[] = [];
  const refusals: Exercise['refusals'] = [];
  const roundTrips: Exercise['roundTrips'] = [];
  try {
    const answered = new Map(sb.deps.platform!.answered.map((a) => [`${a.method} ${a.path}`, a]));
    for (const op of table.operations) {
      const served = answered.get(`${op.method} ${op.path}`);
      if (served?.unfit) {
        // Named at start; it must answer 501 naming the pointer.
        const res = await send(requestFor(op));
        const named = res.status === 501 && JSON.stringify(res.body).includes(served.unfit.pointer);
        outcomes.push({ operation: op.id, kind: named ? 'unsatisfiable' : 'fail', detail: `${served.unfit.pointer}: ${served.unfit.reason}${named ? '' : ` (answered ${res.status})`}` });
        continue;
      }
      const responses = Object.values<any>(op.raw.responses ?? {}).map((r) => resolveRef(document, r));
      const types = responses.flatMap((r) => Object.keys(r?.content ?? {}));
      if (types.length && types.every((t) => /xml/.test(t))) {
        outcomes.push({ operation: op.id, kind: 'xml-only' });
        continue;
      }
      const req = requestFor(op);
      // An item of an inferred resource the project does not hold is generated, as a client's first call would want.
      if (served?.crud && served.crud.verb !== 'create' && served.crud.verb !== 'list') req.headers.prefer = 'dynamic=true';
      const res = await send(req);
      // The sandbox's own refusal of the drawn request (not an answer from the document) is a request-side problem.
      const refused = res.status >= 400 && (res.source === 'emulated' || res.source === null);
      // A HEAD answer has no body (RFC 9110 §9.3.2): its status is what there is to judge.
      const judged = op.method === 'HEAD' ? (Object.keys(op.raw.responses ?? {}).includes(String(res.status)) ? [] : [`status ${res.status} is not declared`]) : undefined;
      const problems = refused ? [`refused: ${String(JSON.stringify(res.body)).slice(0, 300)}`] : judged ?? table.validateResponse(op, res.status, res.contentType, res.body);
      if (!problems.length) outcomes.push({ operation: op.id, kind: 'pass' });
      else outcomes.push({ operation: op.id, kind: refused ? 'request' : 'fail', detail: `${req.method} ${req.path} -> ${res.status}: ${problems.slice(0, 2).join('; ')}` });
    }

    // Invalid requests: a required body field left out, a path parameter of the wrong type, a required query parameter left out.
    for (const op of table.operations) {
      if (refusals.length >= 10) break;
      if (answered.get(`${op.method} ${op.path}`)?.unfit) continue;
      const content = resolveRef(document, op.raw.requestBody)?.content ?? {};
      const body = op.method === 'GET' ? undefined : resolveRef(document, (Object.entries<any>(content).find(([t]) => /json|form/.test(t))?.[1])?.schema);
      const requiredField = Array.isArray(body?.required) ? body.required[0] : undefined;
      const constrained = (p: Schema) => {
        const s = resolveRef(document, p.schema) ?? {};
        return ['integer', 'number'].includes(s.type) || s.pattern !== undefined || s.format === 'uuid' || Array.isArray(s.enum);
      };
      const typedPath = params(op).find((p) => p.in === 'path' && constrained(p));
      const requiredQuery = params(op).find((p) => p.in === 'query' && p.required);
      let req: Request | undefined;
      let field: string | undefined;
      if (typeof requiredField === 'string') {
        req = requestFor(op, { body: (b) => (isObject(b) ? Object.fromEntries(Object.entries(b).filter(([k]) => k !== requiredField)) : b) });
        field = requiredField;
      } else if (typedPath) {
        req = requestFor(op, { path: { [typedPath.name]: 'not-valid!' } });
        field = typedPath.name;
      } else if (requiredQuery) {
        req = requestFor(op, { query: { [requiredQuery.name]: undefined } });
        field = requiredQuery.name;
      }
      if (!req || !field) continue;
      const res = await send(req);
      // The document's error shape may have no place for the reason: X-Sandbox-Problem carries it then.
      const text = `${JSON.stringify(res.body ?? '')} ${res.problem}`;
      refusals.push({ request: `${op.id} ${field}`, status: res.status, named: res.status >= 400 && res.status < 500 && text.includes(field), detail: `${req.method} ${req.path}: ${text.slice(0, 200)}` });
    }

    // Round trips on every inferred resource.
    const platform = sb.deps.platform!;
    for (const spec of platform.resources.specs.values()) {
      const ops = platform.answered.filter((a) => a.crud?.resource === spec.resource);
      const byVerb = (verb: string) => ops.find((a) => a.crud!.verb === verb);
      const create = byVerb('create')!;
      const createOp = table.operations.find((o) => o.method === 'POST' && o.path === create.documentPath)!;
      const trip = async (): Promise<string | undefined> => {
        // The server mints the id unless the request must give it.
        const createSchema = resolveRef(document, resolveRef(document, createOp.raw.requestBody)?.content?.['application/json']?.schema);
        const answersBody = Object.entries<any>(createOp.raw.responses ?? {}).some(([status, r]) => (/^2/.test(status) || status === 'default') && Object.keys(resolveRef(document, r)?.content ?? {}).length);
        const mustGive = !answersBody || spec.idPath.length > 1 || (Array.isArray(createSchema?.required) && createSchema.required.includes(spec.idPath[0]));
        // A given id made this trip's own (a drawn one may be the document's example, seeded already).
        const own = (b: unknown) => (isObject(b) && typeof getAt(b, spec.idPath) === 'string' ? setAt(b, spec.idPath, `${getAt(b, spec.idPath)}-trip`) : b);
        const request = requestFor(createOp, { salt: 'round trip', body: (b) => (mustGive ? own(b) : !isObject(b) ? b : Object.fromEntries(Object.entries(b).filter(([k]) => k !== spec.idPath[0]))) });
        const made = await send(request);
        if (made.status >= 300) return `create answered ${made.status}: ${String(JSON.stringify(made.body)).slice(0, 600)}`;
        // The id the answer shows, else the one the request gave (a document may declare no body for a create).
        const id = getAt(made.body, spec.idPath) ?? (request.body && /json/.test(request.headers['content-type'] ?? '') ? getAt(JSON.parse(request.body), spec.idPath) : undefined);
        if (id === undefined) return `create answered no id at /${spec.idPath.join('/')}`;
        /** The request of a verb the document lets succeed (one declaring no 2xx has nothing to round-trip). */
        const item = (verb: string, method: string, body?: unknown): Request | undefined => {
          const a = byVerb(verb);
          if (!a || !Object.keys(a.op.responses ?? {}).some((s) => /^2/.test(s))) return undefined;
          const op = table.operations.find((o) => o.method === method && o.path === a.documentPath)!;
          return requestFor(op, { path: { [a.crud!.param]: id }, body: body === undefined ? undefined : () => body });
        };
        const readRequest = item('read', 'GET');
        if (!readRequest) return undefined;
        const read = await send(readRequest);
        if (read.status !== 200 || getAt(read.body, spec.idPath) !== id) return `read of ${id} answered ${read.status}`;
        for (const [verb, method] of [['update', 'PATCH'], ['replace', 'PUT']] as const) {
          const r = item(verb, method);
          if (!r) continue;
          const changed = await send(r);
          if (changed.status >= 300) return `${verb} of ${id} answered ${changed.status}: ${String(JSON.stringify(changed.body)).slice(0, 200)}`;
        }
        const list = byVerb('list');
        if (list) {
          const listOp = table.operations.find((o) => o.method === 'GET' && o.path === list.documentPath)!;
          const listed = await send(requestFor(listOp));
          if (!JSON.stringify(listed.body).includes(JSON.stringify(id))) return `the list does not show ${id}`;
        }
        const del = item('delete', 'DELETE');
        if (del) {
          const gone = await send(del);
          if (gone.status >= 300) return `delete of ${id} answered ${gone.status}`;
          const after = await send(item('read', 'GET')!);
          if (after.status !== 404) return `read after delete answered ${after.status}`;
        }
        return undefined;
      };
      const detail = await trip();
      roundTrips.push({ resource: spec.resource, ok: !detail, ...(detail ? { detail } : {}) });
    }
  } finally {
    await sb.stop();
  }
  return { operations: table.operations.length, outcomes, refusals, roundTrips, startMs };
}
