/**
 * The generated checks and how one answer is judged against the document (no 5xx, a declared
 * status, media type and body, required headers) and, for positive data, whether a refusal is the
 * target's fault (decision 0507). generated-cases.ts draws and sends the requests.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { declaresStatus, type Operation, type OperationTable } from '../openapi/operations.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import type { Exchange, Reply } from './types.js';

export const GENERATED_CHECKS = [
  'no-server-error',
  'status-declared',
  'media-type-declared',
  'required-headers',
  'body-valid',
  'negative-data-refused',
  'positive-data-accepted',
  'missing-credential-refused',
  'undeclared-method-405',
  'created-readable',
  'deleted-gone',
] as const;
export type GeneratedCheck = (typeof GENERATED_CHECKS)[number];

export interface Verdict {
  outcome: 'pass' | 'fail' | 'inconclusive';
  reason: string;
  evidence?: Exchange;
}

export type Judged = Map<GeneratedCheck, Verdict>;

/** Sets a check's verdict: a failure stays (the latest, smallest case wins), a pass never hides one. */
export function judge(v: Judged, check: GeneratedCheck, verdict: Verdict): void {
  const old = v.get(check);
  if (verdict.outcome === 'fail' || !old) v.set(check, verdict);
  else if (old.outcome === 'inconclusive' && verdict.outcome === 'pass') v.set(check, verdict);
}

/** What judging an operation's answers needs of it. */
export interface AnswerContext {
  verdicts: Judged;
  op: Operation;
  table: OperationTable;
  doc: OpenApiDocument;
  /** The seed and repro line of an exchange, for a failure's reason. */
  repro(e: Exchange): string;
  /** The fields a request has (parameters and the body's properties) with their schemas. */
  fields(): Map<string, unknown>;
}

/** What a judgement reads of the drawn request. */
interface Drawn {
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
  contentType?: string;
}

/**
 * The answer against the document: no 5xx, a declared status, media type, body and required
 * headers. A request broken on purpose (negative data, no credential, a required header left
 * out) is judged by its own check and for a 5xx only: documents seldom declare every refusal
 * (Petstore declares no 401), and the refusal is what its check is about.
 */
export function judgeAnswer(ctx: AnswerContext, reply: Reply, broken: boolean): void {
  const e = reply.exchange;
  const res = e.response!;
  const at = `${e.request.method} ${new URL(e.request.url).pathname} → ${res.status}`;
  // 501 says the target does not support what was asked (RFC 9110 §15.6.2): no crash, nothing checked (decision 0508).
  if (res.status === 501) {
    const detail = res.body && typeof res.body === 'object' ? (res.body as Record<string, unknown>).detail : undefined;
    judge(ctx.verdicts, 'no-server-error', { outcome: 'inconclusive', reason: `${at}: not implemented by the target${typeof detail === 'string' ? `: ${detail.slice(0, 300)}` : ''}`, evidence: e });
    return;
  }
  if (res.status >= 500) {
    judge(ctx.verdicts, 'no-server-error', { outcome: 'fail', reason: `${at}: a server error (${ctx.repro(e)})`, evidence: e });
    return;
  }
  judge(ctx.verdicts, 'no-server-error', { outcome: 'pass', reason: '' });
  if (broken || res.status === 304 || res.status === 405) return;
  // A declaration without `content` describes no payload, so it does not constrain one (OpenAPI
  // 3.1 §4.8.17.1), but where HTTP allows none: 204, 205 (RFC 9110 §15.3.5, §15.3.6).
  const problems = ctx.table.validateResponse(ctx.op, res.status, res.headers['content-type'] ?? null, res.body).filter((p) => !/declares no body/.test(p) || res.status === 204 || res.status === 205);
  const undeclared = !declaresStatus(ctx.op, res.status) || problems.some((p) => /^status \d+ is not declared/.test(p));
  if (undeclared) {
    judge(ctx.verdicts, 'status-declared', { outcome: 'fail', reason: `${at}: status ${res.status} is not declared (${ctx.repro(e)})`, evidence: e });
    return;
  }
  judge(ctx.verdicts, 'status-declared', { outcome: 'pass', reason: '' });
  const media = problems.filter((p) => /^content type|declares no body/.test(p));
  judge(ctx.verdicts, 'media-type-declared', media.length ? { outcome: 'fail', reason: `${at}: ${media[0]} (${ctx.repro(e)})`, evidence: e } : { outcome: 'pass', reason: '' });
  if (!media.length) {
    const body = problems.filter((p) => !/^content type|declares no body/.test(p));
    // Valid but for alternatives of a oneOf that overlap (decision 0508): the document's contradiction, not the target's.
    const overlapOnly = body.length > 0 && body.every((p) => /\(they overlap\)$/.test(p));
    judge(ctx.verdicts, 'body-valid', !body.length ? { outcome: 'pass', reason: '' }
      : overlapOnly ? { outcome: 'inconclusive', reason: `${at}: the body matches several alternatives of the document's oneOf, which overlap: ${body[0]}`, evidence: e }
      : { outcome: 'fail', reason: `${at}: the body does not match the schema: ${body.slice(0, 3).join('; ')} (${ctx.repro(e)})`, evidence: e });
  }
  const responses = ctx.op.raw.responses ?? {};
  const declared = resolveRef(ctx.doc, responses[String(res.status)] ?? responses[`${String(res.status)[0]}XX`] ?? responses.default);
  const missing = Object.entries<any>(declared?.headers ?? {}).filter(([name, h]) => resolveRef(ctx.doc, h)?.required && res.headers[name.toLowerCase()] === undefined).map(([n]) => n);
  judge(ctx.verdicts, 'required-headers', missing.length ? { outcome: 'fail', reason: `${at}: required header ${missing.join(', ')} missing (${ctx.repro(e)})`, evidence: e } : { outcome: 'pass', reason: '' });
}

/** Which fields a refusal names that the schema constrains beyond being a string (those a valid request cannot break). */
function namedConstrained(ctx: AnswerContext, reply: Reply, req: Drawn): { named: string[]; constrained: string[] } {
  const text = reply.text.slice(0, 65_536);
  const fields = ctx.fields();
  const named = [...fields.keys()].filter((k) => new RegExp(`(^|[^A-Za-z0-9_])${k.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}([^A-Za-z0-9_]|$)`).test(text) && (k in req.query || k in req.headers || (req.body && typeof req.body === 'object' && k in (req.body as object)) || true));
  const constrained = named.filter((k) => {
    const top = fields.get(k) as Record<string, unknown>;
    // An array is judged by its items: an array of free-form strings constrains no value.
    const s = (top.type === 'array' ? (resolveRef(ctx.doc, top.items) ?? {}) : top) as Record<string, unknown>;
    return Object.keys(s).some((key) => !['type', 'description', 'title', 'example', 'examples', 'default', 'readOnly', 'writeOnly', 'deprecated'].includes(key)) || (s.type !== undefined && s.type !== 'string');
  });
  return { named, constrained };
}

/** A refusal of positive data: a failure only for 400/422 naming a constrained field, else inconclusive with the reason. */
export function judgePositive(ctx: AnswerContext, reply: Reply, req: Drawn): void {
  const s = reply.status;
  const e = reply.exchange;
  if (s < 400) return judge(ctx.verdicts, 'positive-data-accepted', { outcome: 'pass', reason: '' });
  if (s >= 500) return;
  if ([409, 412, 413, 414].includes(s)) return judge(ctx.verdicts, 'positive-data-accepted', { outcome: 'inconclusive', reason: `refused with ${s}, a condition JSON Schema cannot express (conflict, precondition, size)`, evidence: e });
  // 422 is a semantic refusal (RFC 9110 §15.5.21): a rule beyond the schema (cross-field, referential, a check digit, a reused key).
  if (s === 422) return judge(ctx.verdicts, 'positive-data-accepted', { outcome: 'inconclusive', reason: `refused with 422, a rule JSON Schema does not state (cross-field, referential, a reused Idempotency-Key)`, evidence: e });
  if (s !== 400) return judge(ctx.verdicts, 'positive-data-accepted', { outcome: 'inconclusive', reason: `answered ${s}, no refusal of the data`, evidence: e });
  // Only a request the document's own validator accepts is positive data (an alternative of oneOf may overlap another).
  if (req.body !== undefined && /json/i.test(req.contentType ?? '') && ctx.op.body?.validate && !ctx.op.body.validate(req.body)) return;
  const { named, constrained } = namedConstrained(ctx, reply, req);
  if (!constrained.length) {
    const why = named.length ? `it names ${named.join(', ')}, which the schema leaves unconstrained: a rule JSON Schema does not state (cross-field, referential, syntax in prose)` : 'it names no field the schema constrains (a reused key, a cross-field or referential rule)';
    return judge(ctx.verdicts, 'positive-data-accepted', { outcome: 'inconclusive', reason: `a valid request was refused with ${s}, but ${why}`, evidence: e });
  }
  judge(ctx.verdicts, 'positive-data-accepted', { outcome: 'fail', reason: `${e.request.method} ${new URL(e.request.url).pathname} → ${s}: a request valid against the schema was refused, naming ${constrained.join(', ')} (${ctx.repro(e)})`, evidence: e });
}
