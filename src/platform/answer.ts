/**
 * An answer taken from a platform document: the status the client prefers or the first success
 * it declares, its media type, its example (the one named by `Prefer: example=`, else the first)
 * or a value generated from its schema, and its declared headers. Generated values are seeded by
 * the sandbox's seed, the project and the request, so the same request gets the same answer.
 */
import { ApiError } from '../core/errors.js';
import { hashKey } from '../core/rng.js';
import type { OpenApiDocument } from '../openapi/document.js';
import type { Generate } from './generate.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import type { Preferences } from './prefer.js';
import { declaredResponse } from '../openapi/declared-response.js';
import { isXml, negotiate } from '../http/body/media-type.js';

const NONE: ReadonlySet<unknown> = new Set();
/** Headers the server's framing of the answer decides (RFC 9110 §6, §7.6.1): a document's declaration of them is not copied. */
const FRAMING = new Set(['content-type', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'trailer', 'te', 'content-encoding']);

export interface DocumentAnswer {
  status: number;
  mediaType?: string;
  body?: unknown;
  headers: Record<string, string>;
  source: 'example' | 'schema';
}

/** The status a document answers with when nothing is preferred: its first 2xx, else its first. */
export function defaultStatus(op: Record<string, any>): number {
  const codes = Object.keys(op.responses ?? {});
  const success = codes.filter((c) => /^2\d\d$/.test(c)).sort();
  if (success.length) return Number(success[0]);
  if (codes.includes('2XX')) return 200;
  const numeric = codes.filter((c) => /^\d{3}$/.test(c)).sort();
  return numeric.length ? Number(numeric[0]) : 200;
}

function chooseStatus(op: Record<string, any>, prefer: Preferences, opId: string): number {
  if (prefer.code === undefined) return defaultStatus(op);
  const declared = Object.keys(op.responses ?? {});
  const code = prefer.code;
  if (/^\d{3}$/.test(code) && (declared.includes(code) || declared.includes(`${code[0]}XX`))) return Number(code);
  throw new ApiError('invalid_parameter', {
    detail: `Prefer: code=${code} is not a status ${opId} declares; it declares ${declared.join(', ')}`,
    errors: [{ in: 'header', pointer: '#/Prefer', detail: `code must be one of ${declared.join(', ')}` }],
  });
}

/** The declared media type `Accept` negotiates (JSON first among equals); 406 naming the declared ones when none fits. */
function chooseMediaType(content: Record<string, any>, accept: string | undefined, opId: string, status: number): string | undefined {
  const types = Object.keys(content);
  if (!types.length) return undefined;
  // An error is answered in its declared type whatever Accept says (RFC 9110 §12.5.1 allows it): a 406 would hide it.
  const chosen = negotiate(types, accept) ?? (status >= 400 ? negotiate(types, undefined) : undefined);
  if (!chosen) {
    throw new ApiError('not_acceptable', {
      detail: `Accept ${accept} names none of the media types ${opId} answers: ${types.join(', ')}`,
      errors: [{ in: 'header', pointer: '#/accept', detail: `must accept one of ${types.join(', ')}` }],
    });
  }
  return chosen;
}

/** An operation whose answer's only media types are XML: answered from its examples, else 501 (XML is not generated). */
export function xmlOnly(doc: OpenApiDocument, op: Record<string, any>): string[] | undefined {
  const types = Object.keys(declaredResponse(doc, op, defaultStatus(op))?.content ?? {});
  return types.length && types.every((t) => isXml(t.toLowerCase())) ? types : undefined;
}

/** The first example of a media type (or of its schema) that is not known invalid, or the one `name` names. */
function exampleOf(doc: OpenApiDocument, media: Record<string, any>, name: string | undefined, opId: string, invalid: ReadonlySet<unknown>): { found: boolean; value?: unknown } {
  const examples: Record<string, any> = media.examples ?? {};
  if (name !== undefined) {
    if (!(name in examples)) {
      const names = Object.keys(examples);
      throw new ApiError('invalid_parameter', {
        detail: `Prefer: example=${name} is not an example of ${opId}${names.length ? `; its examples: ${names.join(', ')}` : '; it has no named examples'}`,
        errors: [{ in: 'header', pointer: '#/Prefer', detail: `example must be one of ${names.join(', ') || '(none)'}` }],
      });
    }
    return { found: true, value: resolveRef(doc, examples[name])?.value };
  }
  const schema = resolveRef(doc, media.schema);
  const candidates = [
    media.example,
    ...Object.values(examples).map((e) => resolveRef(doc, e)?.value),
    schema?.example,
    ...(Array.isArray(schema?.examples) ? schema.examples.slice(0, 1) : []),
  ];
  for (const value of candidates) if (value !== undefined && !invalid.has(value)) return { found: true, value };
  return { found: false };
}

export interface AnswerRequest {
  opId: string;
  op: Record<string, any>;
  prefer: Preferences;
  accept?: string;
  /** Seed parts: the sandbox's seed, the project, and what identifies the request. */
  seed: number;
  project: string;
  requestKey: string;
  /** Example values that fail their own schema: never answered unless named. */
  invalidExamples?: ReadonlySet<unknown>;
}

export function answerFromDocument(doc: OpenApiDocument, generate: Generate, req: AnswerRequest): DocumentAnswer {
  const status = chooseStatus(req.op, req.prefer, req.opId);
  const response = declaredResponse(doc, req.op, status) ?? {};
  const seedOf = (purpose: string) => hashKey(req.seed, req.project, req.opId, String(status), purpose, req.requestKey);
  const headers: Record<string, string> = {};
  for (const [name, declared] of Object.entries<any>(response.headers ?? {})) {
    const h = resolveRef(doc, declared);
    const lower = name.toLowerCase();
    if (FRAMING.has(lower)) continue;
    const value = h?.example ?? resolveRef(doc, h?.schema)?.example ?? (h?.schema ? generate(resolveRef(doc, h.schema), seedOf(`header ${lower}`)) : undefined);
    if (value !== undefined && value !== null) headers[lower] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const content: Record<string, any> = response.content ?? {};
  const mediaType = chooseMediaType(content, req.accept, req.opId, status);
  if (!mediaType || status === 204 || status === 304) return { status, headers, source: req.prefer.example !== undefined ? 'example' : 'schema' };
  const media = content[mediaType] ?? {};
  if (!req.prefer.dynamic || req.prefer.example !== undefined) {
    const example = exampleOf(doc, media, req.prefer.example, req.opId, req.invalidExamples ?? NONE);
    if (example.found) return { status, mediaType, body: example.value, headers, source: 'example' };
  }
  if (isXml(mediaType.toLowerCase())) {
    throw new ApiError('not_implemented', { detail: `${req.opId} answers ${mediaType} only, and has no example for it: the sandbox does not generate XML (docs/platform-openapi.md)` });
  }
  const schema = media.schema;
  return { status, mediaType, body: schema ? generate(schema, seedOf('body')) : undefined, headers, source: 'schema' };
}
