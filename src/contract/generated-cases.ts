/**
 * The generated cases of one operation: requests drawn from its schemas (schema-arbitrary.ts),
 * sent, and every answer judged by the checks of generated-checks.ts. One exercise per operation
 * gives all its checks their verdicts. fast-check drives the positive and the negative cases, so a
 * failing request is shrunk and `--seed` replays it. Opaque values (ids, ETags, Idempotency-Keys,
 * cursors) never come from the generator: ids and ETags from earlier answers, keys fresh per call.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { monotonicMs } from '../core/clock.js';
import type { OpenApiDocument } from '../openapi/document.js';
import type { Operation, OperationTable } from '../openapi/operations.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import type { CrudRole } from '../platform/crud-shape.js';
import { itemsOf } from './context.js';
import { AnswerTooLarge, RateLimited, TransportError, type TargetClient } from './http.js';
import { idOf, RunState, sentId } from './generated-state.js';
import { GENERATED_CHECKS, judge, judgeAnswer, judgePositive, type AnswerContext, type GeneratedCheck, type Judged, type Verdict } from './generated-verdicts.js';
import { reproLine } from './repro.js';
import { fitsParam, formEncode, holdsEmpty, queryPairs, type QueryPairs } from './request-encoding.js';
import { arbitraryOf, NotGenerable, violationsOf } from './schema-arbitrary.js';
import { SAFETY_ORDER, type CallOptions, type Exchange, type Reply, type Safety } from './types.js';

export interface GeneratedSettings {
  seed: number;
  maxExamples: number;
  /** When the run's generated cases stop (monotonic ms); later operations are inconclusive. */
  deadlineMs: number;
  mode: Safety;
  token?: string;
}

/** Query parameters and headers whose values are opaque: they come from answers, never from the generator. */
const OPAQUE = /^(cursor|page_?token|next(_?page)?|starting_after|ending_before|after|before|marker|continuation|etag|if-match|if-none-match|idempotency-key|startIndex)$/i;
const NOT_SENT = new Set(['authorization', 'x-service-project', 'accept', 'content-type']);

const MISSING = 'cr-missing-0000';

interface Request {
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: unknown;
  raw?: string;
  contentType?: string;
}

export class OperationCases {
  readonly #verdicts: Judged = new Map();
  readonly #doc: OpenApiDocument;
  readonly #answers: AnswerContext;

  constructor(
    readonly op: Operation,
    readonly table: OperationTable,
    doc: OpenApiDocument,
    readonly roles: Map<string, CrudRole>,
    readonly state: RunState,
    readonly client: TargetClient,
    readonly settings: GeneratedSettings,
  ) {
    this.#doc = doc;
    this.#answers = { verdicts: this.#verdicts, op, table, doc, repro: (e) => this.#repro(e), fields: () => this.#fields() };
  }

  /** The request's fields (parameters and the body's properties) with their schemas. */
  #fields(): Map<string, unknown> {
    const fields = new Map<string, unknown>();
    for (const p of this.#parameters()) fields.set(String(p.name), resolveRef(this.#doc, p.schema) ?? {});
    const bodySchema = resolveRef(this.#doc, this.#body()?.schema);
    for (const [k, s] of Object.entries<any>(bodySchema?.properties ?? {})) fields.set(k, resolveRef(this.#doc, s) ?? {});
    return fields;
  }

  #parameters(): any[] {
    const item = this.#doc.paths?.[this.op.path] ?? {};
    const byKey = new Map<string, any>();
    for (const p of [...(item.parameters ?? []), ...(this.op.raw.parameters ?? [])].map((x) => resolveRef(this.#doc, x))) byKey.set(`${p.in} ${p.name}`, p);
    return [...byKey.values()];
  }

  /** The security schemes the operation needs (none when it declares `{}` among them). */
  security(): { required: boolean; schemes: any[] } {
    const sec: object[] = this.op.raw.security ?? this.#doc.security ?? [];
    if (!sec.length || sec.some((s) => !Object.keys(s).length)) return { required: false, schemes: [] };
    const names = Object.keys(sec[0]);
    return { required: true, schemes: names.map((n) => this.#doc.components?.securitySchemes?.[n]).filter(Boolean).map((s) => resolveRef(this.#doc, s)) };
  }

  /** The request body's media type and schema, and whether it is generated or taken from the document's examples. */
  #body(): { contentType: string; schema?: unknown; examples: unknown[]; fromExamples: string | false } | undefined {
    const rb = resolveRef(this.#doc, this.op.raw.requestBody);
    const content = rb?.content ?? {};
    const types = Object.keys(content);
    if (!types.length) return undefined;
    const contentType = types.find((t) => /json/i.test(t)) ?? types.find((t) => t === 'application/x-www-form-urlencoded') ?? types[0];
    const media = content[contentType] ?? {};
    const schema = resolveRef(this.#doc, media.schema);
    const examples = [media.example, ...Object.values<any>(media.examples ?? {}).map((e) => resolveRef(this.#doc, e)?.value), schema?.example, ...(Array.isArray(schema?.examples) ? schema.examples : [])].filter((x) => x !== undefined);
    let fromExamples: string | false = false;
    if (/graphql/i.test(contentType) || /graphql/i.test(this.op.path)) fromExamples = 'a GraphQL document';
    else if (schema && schema.type === 'object' && !schema.properties && !schema.allOf && !schema.oneOf && !schema.anyOf && schema.additionalProperties === undefined) fromExamples = 'a `type: object` body without properties (SCIM)';
    else if (!/json|x-www-form-urlencoded/i.test(contentType) && !/^text\//.test(contentType)) fromExamples = `media type ${contentType}`;
    return { contentType, schema, examples, fromExamples };
  }

  /** A path with ids from earlier answers; undefined when a parameter has none. */
  async #path(fresh?: string): Promise<string | { missing: string }> {
    let path = '';
    const segments = this.op.path.split('/').slice(1);
    for (let i = 0; i < segments.length; i++) {
      const seg = segments[i];
      const m = /^(.*)\{([^}]+)\}(.*)$/.exec(seg);
      if (!m) {
        path += `/${seg}`;
        continue;
      }
      const last = i === segments.length - 1;
      const named = resolveRef(this.#doc, this.#parameters().find((p) => p.in === 'path' && p.name === m[2])?.schema) ?? {};
      // Ids from earlier answers that this parameter's schema allows (a client-chosen id may not be).
      const fitting = (ids: string[] | undefined) => ids?.find((v) => v !== '' && fitsParam(named, v));
      let id = last && fresh !== undefined ? fresh : fitting(this.state.ids.get(path));
      // A parameter the document enumerates is no opaque id: its first value is as good as any.
      if (id === undefined && (named.const !== undefined || Array.isArray(named.enum))) id = String(named.const ?? named.enum[0]);
      if (id === undefined) id = fitting(await this.#listFor(path));
      if (id === undefined) return { missing: m[2] };
      path += `/${m[1]}${encodeURIComponent(id)}${m[3]}`;
    }
    return path;
  }

  /** The ids a listing of `collection` gives, remembered for the operations after. */
  async #listFor(collection: string): Promise<string[] | undefined> {
    if (this.state.ids.has(collection)) return this.state.ids.get(collection);
    this.state.ids.set(collection, []);
    const r = await this.client.call('GET', collection).catch(() => undefined);
    if (!r || r.status !== 200) return undefined;
    for (const item of itemsOf<Record<string, unknown>>(r.body).slice(0, 5)) {
      const id = item?.id ?? item?.Id ?? item?.uuid;
      if (typeof id === 'string' || typeof id === 'number') this.state.addId(collection, String(id));
    }
    return this.state.ids.get(collection);
  }

  /** The request arbitrary: parameters and body; a string says why the operation is not generable. */
  #requests(): fc.Arbitrary<Request> | string {
    const query: fc.Arbitrary<QueryPairs | undefined>[] = [];
    const headers: Record<string, fc.Arbitrary<string | string[] | undefined>> = {};
    for (const p of this.#parameters()) {
      if (p.in === 'path') continue;
      const name = String(p.name);
      if (p.in === 'cookie') {
        if (p.required) return `the cookie parameter ${name} is not generated`;
        continue;
      }
      if (p.in === 'header' && NOT_SENT.has(name.toLowerCase())) continue;
      if (OPAQUE.test(name)) {
        // Opaque values come from answers: a required key is fresh per call, anything else is left out.
        if (p.required && /idempotency-key/i.test(name)) headers[name] = fc.constant(undefined);
        else if (p.required) return `the required ${p.in} parameter ${name} is opaque (it comes from an earlier answer)`;
        continue;
      }
      const schema = resolveRef(this.#doc, p.schema) ?? {};
      // A GraphQL document (GET /graphql?query=…) comes from the document's examples only, as a GraphQL body does.
      if (p.in === 'query' && name === 'query' && /graphql/i.test(this.op.path)) {
        const examples = [p.example, ...Object.values<any>(p.examples ?? {}).map((e) => resolveRef(this.#doc, e)?.value), schema.example, ...(Array.isArray(schema.examples) ? schema.examples : [])].filter((x) => typeof x === 'string');
        if (!examples.length && p.required) return 'not generable: a GraphQL document, and the document gives no example';
        if (examples.length) query.push(fc.constantFrom(...examples).map((q) => ({ query: q })));
        continue;
      }
      // An optional free-form string (or array of them) carries a syntax the schema does not state (filters, expressions): left out.
      const leaf = schema.type === 'array' ? (resolveRef(this.#doc, schema.items) ?? {}) : schema;
      const alternatives = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((x: unknown) => resolveRef(this.#doc, x) ?? {});
      const object = alternatives.some((x) => x.type === 'object' || x.properties);
      if (!p.required && !object && (leaf.type === 'string' || leaf.type === undefined) && !leaf.enum && !leaf.const && !leaf.format && !leaf.pattern) continue;
      // An object in the query is written as its style says (deepObject's `a[b]=1`, form's `b=1`); elsewhere, or in another style, left out (or the reason when required).
      const style = p.style ?? (p.in === 'query' ? 'form' : 'simple');
      if (object && !(p.in === 'query' && (style === 'deepObject' || (style === 'form' && p.explode !== false)))) {
        if (p.required) return `the required ${p.in} parameter ${name} is an object (style ${style}), which is not generated`;
        continue;
      }
      let arb: fc.Arbitrary<unknown>;
      // A required array has an item, a required object a member: an empty one is no value at all in a query or header (below).
      const paramSchema = p.required && schema.type === 'array' && !(schema.minItems >= 1) ? { ...schema, minItems: 1 }
        : p.required && schema.type === 'object' && !schema.required?.length && !(schema.minProperties >= 1) ? { ...schema, minProperties: 1 } : (p.schema ?? {});
      try {
        arb = arbitraryOf(paramSchema, this.#doc);
      } catch (err) {
        if (err instanceof NotGenerable) return `${p.in} parameter ${name}: ${err.message}`;
        throw err;
      }
      if (p.in === 'query') {
        const pairs = arb.map((v) => queryPairs(name, v, style, p.explode));
        query.push(p.required ? pairs : fc.option(pairs, { nil: undefined }));
        continue;
      }
      // An empty array is no value at all in a header: left out, as a client does.
      const text = arb.map((v): string | undefined => (Array.isArray(v) ? (!v.length ? undefined : v.join(',')) : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)));
      headers[name] = p.required ? text : fc.option(text, { nil: undefined }).map((v) => v ?? undefined);
    }
    // A GET or HEAD carries no body, whatever the document says (fetch cannot send one; RFC 9110 §9.3.1 gives it no meaning).
    const body = this.op.method === 'GET' || this.op.method === 'HEAD' ? undefined : this.#body();
    let bodyArb: fc.Arbitrary<unknown> = fc.constant(undefined);
    if (body) {
      if (body.fromExamples) {
        if (!body.examples.length) return `not generable: ${body.fromExamples}, and the document gives no example`;
        bodyArb = fc.constantFrom(...body.examples);
      } else {
        try {
          bodyArb = arbitraryOf(body.schema ?? {}, this.#doc, { direction: 'request' });
        } catch (err) {
          if (err instanceof NotGenerable) return `request body: ${err.message}`;
          throw err;
        }
      }
    }
    const clean = (o: Record<string, string | string[] | undefined>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>;
    return fc.record({ query: fc.tuple(...query), headers: fc.record(headers), body: bodyArb }).map((r) => ({
      query: Object.assign({}, ...r.query.filter((q) => q !== undefined)) as QueryPairs,
      headers: Object.fromEntries(Object.entries(clean(r.headers)).map(([k, v]) => [k, String(v)])),
      body: r.body,
      contentType: body?.contentType,
    }));
  }

  /** The media types the operation's successes declare, as `Accept` (GitHub's `/zen` answers only text/plain); JSON when none. */
  #accept(): string {
    const types = new Set<string>();
    for (const [status, r] of Object.entries<any>(this.op.raw.responses ?? {})) if (/^2/.test(status)) for (const t of Object.keys(resolveRef(this.#doc, r)?.content ?? {})) types.add(t);
    return types.size ? [...types].join(', ') : 'application/json';
  }

  #options(req: Request, extra: Partial<CallOptions> = {}): CallOptions {
    const headers: Record<string, string> = { accept: this.#accept(), ...req.headers };
    for (const p of this.#parameters()) {
      if (p.in === 'header' && p.required && /idempotency-key/i.test(p.name)) headers[p.name] = `cr-${randomUUID()}`;
    }
    const query: Record<string, string | string[]> = { ...req.query };
    const { required, schemes } = this.security();
    // The token presented as the operation's first security requirement asks (Basic: the token as the user, no password).
    const token = this.settings.token ?? '';
    let basic = false;
    if (required && extra.token !== null) {
      for (const s of schemes) {
        if (s.type === 'http' && /^basic$/i.test(s.scheme)) basic = true;
        if (s.type === 'apiKey' && s.in === 'header' && s.name.toLowerCase() !== 'authorization') headers[s.name] = token;
        if (s.type === 'apiKey' && s.in === 'query') query[s.name] = token;
        if (s.type === 'apiKey' && s.in === 'cookie') headers.cookie = `${s.name}=${token}`;
      }
    }
    if (basic) headers.authorization = `Basic ${Buffer.from(`${token}:`).toString('base64')}`;
    const options: CallOptions = { query, headers, ...extra, ...(basic ? { token: null } : {}) };
    if (req.body !== undefined) {
      if (/json/i.test(req.contentType ?? '')) {
        options.raw = JSON.stringify(req.body);
        headers['content-type'] = req.contentType!;
      } else if (req.contentType === 'application/x-www-form-urlencoded' && req.body && typeof req.body === 'object') {
        options.raw = formEncode(req.body).toString();
        headers['content-type'] = req.contentType;
      } else {
        options.raw = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
        headers['content-type'] = req.contentType ?? 'application/json';
      }
    }
    return options;
  }

  #isWrite(method = this.op.method): boolean {
    return method !== 'GET' && method !== 'HEAD';
  }

  #allowed(safety: Safety): boolean {
    return SAFETY_ORDER.indexOf(safety) <= SAFETY_ORDER.indexOf(this.settings.mode);
  }

  #repro(e: Exchange): string {
    const credentials: Record<string, string> = {};
    for (const s of this.security().schemes) {
      if (s.type === 'apiKey' && s.in === 'header') credentials[String(s.name).toLowerCase()] = '$PLATFORM_TOKEN';
      if (s.type === 'apiKey' && s.in === 'cookie') credentials.cookie = `${s.name}=$PLATFORM_TOKEN`;
    }
    return `seed ${this.settings.seed}; repro: ${reproLine(e, this.settings.token, credentials)}`;
  }

  async #send(method: string, path: string, options: CallOptions, broken = false): Promise<Reply> {
    const reply = await this.client.call(method, path, options);
    if (method === this.op.method) judgeAnswer(this.#answers, reply, broken);
    return reply;
  }

  /** Records what a 2xx write created, for the stateful checks and the cleanup. */
  #created(reply: Reply, remember: (path: string, label: string) => void): string | undefined {
    const role = this.roles.get(this.op.id);
    if (!role || role.verb !== 'create' || reply.status >= 300 || reply.status < 200) return undefined;
    const id = idOf(reply, role.param, this.client.options.baseUrl);
    if (id === undefined) return undefined;
    const collection = new URL(reply.exchange.request.url).pathname.slice(new URL(this.client.options.baseUrl).pathname.replace(/\/$/, '').length);
    if (this.state.created.get(collection) === id && !sentId(reply.exchange, id)) this.state.stateless ??= `two creates at ${collection} answered the same id ${id}`;
    this.state.created.set(collection, id);
    this.state.addId(collection, id);
    remember(`${collection}/${encodeURIComponent(id)}`, `${this.op.id} ${id}`);
    return id;
  }

  /** Runs every generated case of the operation once; then `verdict(check)` answers for each check. */
  async exercise(remember: (path: string, label: string) => void): Promise<void> {
    if (monotonicMs() > this.settings.deadlineMs) return this.#all('inconclusive', 'time budget spent (--time-budget) before this operation');
    const requests = this.#requests();
    if (typeof requests === 'string') return this.#all('inconclusive', requests);
    try {
      await this.#positiveCases(requests, remember);
      if (this.#isWrite() && this.#allowed('isolated-writes')) await this.#negativeCases(requests, remember);
      await this.#missingCredential(requests, remember);
      await this.#stateful(requests, remember);
    } catch (err) {
      if (err instanceof RateLimited || err instanceof AnswerTooLarge) return this.#all('inconclusive', err.message, true);
      if (err instanceof TransportError) return this.#all('fail', `no answer: ${err.message}`, true);
      if (err instanceof NotGenerable) return this.#all('inconclusive', err.message);
      throw err;
    }
  }

  #all(outcome: Verdict['outcome'], reason: string, keepFailures = false): void {
    for (const c of GENERATED_CHECKS) if (!keepFailures || this.#verdicts.get(c)?.outcome !== 'fail') this.#verdicts.set(c, { outcome, reason });
  }

  async #positiveCases(requests: fc.Arbitrary<Request>, remember: (path: string, label: string) => void): Promise<void> {
    const path = await this.#path();
    if (typeof path !== 'string') throw new NotGenerable(`no id from an earlier answer for the path parameter {${path.missing}}`);
    const ifMatch = this.#parameters().find((p) => p.in === 'header' && p.required && /^if-match$/i.test(p.name));
    const etag = ifMatch ? this.state.etags.get(path) : undefined;
    if (ifMatch && !etag) throw new NotGenerable('the required If-Match needs an ETag from an earlier answer, and none was seen');
    let calls = 0;
    let stopped: Error | undefined;
    const budget = this.settings.maxExamples * 8;
    await fc.check(
      fc.asyncProperty(requests, async (req0) => {
        // Shrinking is bounded: past the budget, the deadline or a transport error every candidate counts as passing.
        if (stopped || ++calls > budget || monotonicMs() > this.settings.deadlineMs) return true;
        const req = etag ? { ...req0, headers: { ...req0.headers, 'If-Match': etag } } : req0;
        const failures = () => [...this.#verdicts].filter(([, v]) => v.outcome === 'fail').map(([k, v]) => `${k} ${v.reason}`);
        const before = new Set(failures());
        // A drawn body the document's own validator refuses (an overlapping oneOf) is no positive data: its refusal is judged as a broken request's.
        const options = this.#options(req);
        // So is a form body holding an empty array or object (the encoding has no way to send one, so a
        // required member of that kind goes missing), and an empty required form body (no body at all).
        const form = req.contentType === 'application/x-www-form-urlencoded';
        const invalid =
          (req.body !== undefined && /json/i.test(req.contentType ?? '') && !!this.op.body?.validate && !this.op.body.validate(req.body)) ||
          (form && holdsEmpty(req.body)) ||
          (options.raw === '' && resolveRef(this.#doc, this.op.raw.requestBody)?.required === true);
        let reply: Reply;
        try {
          reply = await this.#send(this.op.method, path, options, invalid);
        } catch (err) {
          stopped = err as Error;
          return true;
        }
        if (this.op.method === 'GET' && reply.headers.get('etag')) this.state.etags.set(path, reply.headers.get('etag')!);
        if (!invalid) judgePositive(this.#answers, reply, req);
        if (this.#isWrite() && reply.status >= 200 && reply.status < 300) this.#created(reply, remember) ?? this.#leftover(reply, remember);
        return failures().every((x) => before.has(x));
      }),
      { seed: this.settings.seed, numRuns: this.settings.maxExamples, endOnFailure: false },
    );
    if (stopped) throw stopped;
  }

  /** A 2xx to a write that names no id the inference knows: listed as left behind unless its Location is same-origin. */
  #leftover(reply: Reply, remember: (path: string, label: string) => void): void {
    const location = reply.headers.get('location');
    if (!location) return;
    const url = new URL(location, this.client.options.baseUrl);
    if (url.origin === new URL(this.client.options.baseUrl).origin) remember(url.pathname.slice(new URL(this.client.options.baseUrl).pathname.replace(/\/$/, '').length), `${this.op.id} ${url.pathname}`);
  }

  async #negativeCases(requests: fc.Arbitrary<Request>, remember: (path: string, label: string) => void): Promise<void> {
    const body = this.#body();
    if (!body || body.fromExamples || !this.op.body?.validate || !/json/i.test(body.contentType)) return;
    const violations = violationsOf(body.schema ?? {}, this.#doc);
    if (!violations.length) return;
    const validate = this.op.body.validate;
    const cases = fc.sample(fc.tuple(requests, fc.constantFrom(...violations)), { seed: this.settings.seed + 1, numRuns: this.settings.maxExamples * 3 })
      .map(([req, v]) => ({ req: { ...req, body: v.apply(req.body) }, v }))
      .filter(({ req }) => !validate(req.body))
      .slice(0, this.settings.maxExamples);
    for (const { req, v } of cases) {
      const path = await this.#path();
      if (typeof path !== 'string') return;
      const reply = await this.#send(this.op.method, path, this.#options(req), true);
      const e = reply.exchange;
      if (reply.status >= 500) continue;
      if (reply.status < 400) {
        this.#created(reply, remember) ?? this.#leftover(reply, remember);
        judge(this.#verdicts, 'negative-data-refused', { outcome: 'fail', reason: `${e.request.method} ${new URL(e.request.url).pathname} → ${reply.status}: a body the schema refuses (${v.field || 'the body'}: ${v.reason}) was accepted (${this.#repro(e)})`, evidence: e });
      } else judge(this.#verdicts, 'negative-data-refused', { outcome: 'pass', reason: '' });
    }
  }

  async #missingCredential(requests: fc.Arbitrary<Request>, remember: (path: string, label: string) => void): Promise<void> {
    if (this.#isWrite() && !this.#allowed('isolated-writes')) return;
    const [req] = fc.sample(requests, { seed: this.settings.seed, numRuns: 1 });
    const path = await this.#path();
    if (typeof path !== 'string') return;
    const checks: { what: string; options: CallOptions }[] = [];
    if (this.security().required) checks.push({ what: 'the credential', options: this.#options(req, { token: null }) });
    for (const p of this.#parameters()) {
      if (p.in !== 'header' || !p.required || NOT_SENT.has(String(p.name).toLowerCase())) continue;
      const o = this.#options(req);
      const headers = Object.fromEntries(Object.entries(o.headers ?? {}).filter(([k]) => k.toLowerCase() !== String(p.name).toLowerCase()));
      checks.push({ what: `the required header ${p.name}`, options: { ...o, headers } });
    }
    for (const { what, options } of checks) {
      const reply = await this.#send(this.op.method, path, options, true);
      const e = reply.exchange;
      if (reply.status >= 400 && reply.status < 500) judge(this.#verdicts, 'missing-credential-refused', { outcome: 'pass', reason: '' });
      else if (reply.status < 400) {
        this.#created(reply, remember) ?? this.#leftover(reply, remember);
        judge(this.#verdicts, 'missing-credential-refused', { outcome: 'fail', reason: `${e.request.method} ${new URL(e.request.url).pathname} without ${what} → ${reply.status}: not refused (${this.#repro(e)})`, evidence: e });
      }
    }
  }

  /** The path's undeclared method (answered 405), and the CRUD checks: a created resource reads back, a deleted one is gone. */
  async #stateful(requests: fc.Arbitrary<Request>, remember: (path: string, label: string) => void): Promise<void> {
    const role = this.roles.get(this.op.id);
    if (!role || (role.verb !== 'create' && role.verb !== 'delete') || !this.#allowed('isolated-writes')) return;
    const read = [...this.roles].find(([, r]) => r.resource === role.resource && r.verb === 'read')?.[0];
    const readOp = this.table.operations.find((o) => o.id === read);
    if (!readOp) return;
    const create = [...this.roles].find(([, r]) => r.resource === role.resource && r.verb === 'create')?.[0];
    const createOp = this.table.operations.find((o) => o.id === create);
    const collection = await this.#concrete(role.resource);
    if (!collection || !createOp) return;
    const check: GeneratedCheck = role.verb === 'create' ? 'created-readable' : 'deleted-gone';
    const creator = role.verb === 'create' ? this : new OperationCases(createOp, this.table, this.#doc, this.roles, this.state, this.client, this.settings);
    const createRequests = creator === this ? requests : creator.#requests();
    if (typeof createRequests === 'string') return judge(this.#verdicts, check, { outcome: 'inconclusive', reason: `setup: the create cannot be generated: ${createRequests}` });
    const ids: string[] = [];
    let last: Reply | undefined;
    let chosen = false;
    for (const req of fc.sample(createRequests, { seed: this.settings.seed + 2, numRuns: 2 })) {
      last = await this.client.call('POST', collection, creator.#options(req));
      const id = last.status < 300 ? creator.#created(last, remember) : undefined;
      if (id !== undefined) ids.push(id);
      if (id !== undefined && sentId(last.exchange, id)) chosen = true;
    }
    if (!ids.length) return judge(this.#verdicts, check, { outcome: 'inconclusive', reason: `setup: no create at ${collection} answered an id (last: ${last?.status})`, evidence: last?.exchange });
    const never = await this.client.call('GET', `${collection}/${MISSING}`);
    if (never.status < 300) this.state.stateless ??= `GET ${collection}/${MISSING}, never created, answered ${never.status}`;
    if (ids.length === 2 && ids[0] === ids[1] && !chosen) this.state.stateless ??= `two creates at ${collection} answered the same id ${ids[0]}`;
    if (this.state.stateless) return judge(this.#verdicts, check, { outcome: 'inconclusive', reason: `the target is stateless: ${this.state.stateless}` });
    const id = ids.at(-1)!;
    const readParam = [...(this.#doc.paths?.[readOp.path]?.parameters ?? []), ...(readOp.raw.parameters ?? [])].map((p) => resolveRef(this.#doc, p)).find((p) => p?.in === 'path' && p.name === role.param);
    const readSchema = resolveRef(this.#doc, readParam?.schema) ?? {};
    if (!fitsParam(readSchema, id)) return judge(this.#verdicts, check, { outcome: 'inconclusive', reason: `the created id ${id} is outside what the read's path parameter {${role.param}} allows (${JSON.stringify(readSchema)})` });
    const item = `${collection}/${encodeURIComponent(id)}`;
    if (check === 'created-readable') {
      const r = await this.client.call('GET', item);
      const e = r.exchange;
      return judge(this.#verdicts, check, r.status >= 200 && r.status < 300 ? { outcome: 'pass', reason: '' } : { outcome: 'fail', reason: `${this.op.method} ${collection} created ${id}, but GET ${item} → ${r.status} (${this.#repro(e)})`, evidence: e });
    }
    const del = await this.#send('DELETE', item, this.#options({ query: {}, headers: {} }));
    if (del.status >= 300) return judge(this.#verdicts, check, { outcome: 'inconclusive', reason: `setup: DELETE ${item} answered ${del.status}`, evidence: del.exchange });
    const r = await this.client.call('GET', item);
    const e = r.exchange;
    judge(this.#verdicts, check, r.status === 404 || r.status === 410 ? { outcome: 'pass', reason: '' } : { outcome: 'fail', reason: `DELETE ${item} → ${del.status}, yet GET ${item} → ${r.status}: the deleted resource is not gone (${this.#repro(e)})`, evidence: e });
  }

  /** A collection template with its parameters filled from earlier answers. */
  async #concrete(template: string): Promise<string | undefined> {
    if (!template.includes('{')) return template;
    const saved = this.op;
    const path = await new OperationCases({ ...saved, path: template }, this.table, this.#doc, this.roles, this.state, this.client, this.settings).#path();
    return typeof path === 'string' ? path : undefined;
  }

  /** Sends a method the path does not declare: a conforming target answers 405. */
  async undeclaredMethod(methods: string[]): Promise<Verdict> {
    const method = ['GET', 'PATCH', 'PUT', 'DELETE', 'POST'].find((m) => !methods.includes(m));
    if (!method) return { outcome: 'inconclusive', reason: 'the path declares every method' };
    if (this.#isWrite(method) && !this.#allowed('isolated-writes')) return { outcome: 'inconclusive', reason: `the undeclared method is ${method}, a write, and the run is ${this.settings.mode}` };
    const path = await this.#path();
    if (typeof path !== 'string') return { outcome: 'inconclusive', reason: `no id from an earlier answer for {${path.missing}}` };
    const reply = await this.client.call(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    const e = reply.exchange;
    if (reply.status === 405) return { outcome: 'pass', reason: '' };
    if (reply.status < 300) this.#leftover(reply, () => undefined);
    return { outcome: 'fail', reason: `${method} ${path}, a method the path does not declare (${methods.join(', ')}) → ${reply.status}, not 405 (${this.#repro(e)})`, evidence: e };
  }

  verdict(check: GeneratedCheck): Verdict {
    return this.#verdicts.get(check) ?? { outcome: 'inconclusive', reason: 'no generated case reached this check' };
  }
}
