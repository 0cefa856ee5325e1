/**
 * Why a call was refused, for an agent: the rule broken (the error catalogue's title for the
 * answer's code), the fields named, the spec section or convention the operation follows (its
 * `x-spec-ref` / `x-convention`), the stage that answered (from the journal), and a corrected
 * example where one can be derived from the schema. Where a piece does not exist, it says so.
 */
import { errorCatalogue, type FieldError } from '../core/errors.js';
import { pointerTokens } from '../core/json-pointer.js';
import type { Answer } from './link.js';
import type { OperationEntry, OperationIndex } from './operations.js';

export interface Explanation {
  code: string | null;
  rule: string;
  detail: string | null;
  fields: FieldError[];
  spec: string;
  stage?: { name: string; reason: string | null };
  corrected_example?: { body?: unknown; note: string };
}

export interface ItemExplanation extends Omit<Explanation, 'spec' | 'stage' | 'corrected_example'> {
  index: number;
  id: string | null;
  status: number;
  corrected_item?: unknown;
}

/** Draws a value valid against a schema of the served document (json-schema-faker, seeded). */
export type Draw = (schema: unknown) => unknown;

export function specOf(entry: OperationEntry | undefined): string {
  if (!entry) return 'no operation of the served document matches this call, so no spec section applies';
  const ref = entry.raw['x-spec-ref'];
  if (typeof ref === 'string') return `spec ${ref}`;
  if (entry.raw['x-convention'] === true) return 'a convention of the sandbox where the spec says "not shown" (docs/conventions.md)';
  return 'no spec section is recorded for this operation';
}

function ruleOf(code: string | null, fallback: string): string {
  const entry = code !== null ? (errorCatalogue as Record<string, { title: string }>)[code] : undefined;
  return entry ? entry.title : code ? `${fallback} (code ${code} is not in the sandbox's error catalogue)` : fallback;
}

/** The code, detail and field errors of an error body in any of the three families' formats. */
function errorParts(body: any, status: number): { code: string | null; detail: string | null; fields: FieldError[] } {
  if (body && Array.isArray(body.errors) && body.errors[0]?.message !== undefined && !('status' in body)) {
    const first = body.errors[0];
    const fields = body.errors.flatMap((e: any) => (Array.isArray(e.extensions?.errors) ? e.extensions.errors : []));
    return { code: first.extensions?.code ?? null, detail: body.errors.map((e: any) => String(e.message)).join('; '), fields };
  }
  if (body && Array.isArray(body.schemas) && body.schemas.some((s: string) => s.endsWith(':Error'))) {
    return { code: body.scimType ?? null, detail: body.detail ?? null, fields: [] };
  }
  if (body && typeof body === 'object') {
    return { code: body.code ?? null, detail: body.detail ?? body.title ?? null, fields: Array.isArray(body.errors) ? body.errors : [] };
  }
  return { code: null, detail: status >= 400 ? `status ${status} with no error body the sandbox recognises` : null, fields: [] };
}

/** The schema at a body pointer, through properties, items, `$ref` and the combinators. */
function schemaAt(index: OperationIndex, root: unknown, tokens: string[]): unknown {
  let candidates: unknown[] = [root];
  for (const token of tokens) {
    const next: unknown[] = [];
    const expand = (s: any, depth: number): void => {
      if (!s || typeof s !== 'object' || depth > 8) return;
      if (typeof s.$ref === 'string') return expand(index.inline(s, 1), depth + 1);
      for (const k of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(s[k])) s[k].forEach((x: unknown) => expand(x, depth + 1));
      for (const k of ['then', 'else']) if (s[k]) expand(s[k], depth + 1);
      if (/^\d+$/.test(token)) {
        if (Array.isArray(s.prefixItems) && s.prefixItems[Number(token)]) next.push(s.prefixItems[Number(token)]);
        if (s.items && typeof s.items === 'object') next.push(s.items);
      } else if (s.properties?.[token]) next.push(s.properties[token]);
    };
    for (const c of candidates) expand(c, 0);
    if (next.length === 0) return undefined;
    candidates = next;
  }
  return candidates[0];
}

function setAt(target: any, tokens: string[], value: unknown, remove: boolean): boolean {
  let holder = target;
  for (const [i, token] of tokens.entries()) {
    const last = i === tokens.length - 1;
    if (!holder || typeof holder !== 'object') return false;
    if (last) {
      if (remove) delete holder[token];
      else holder[token] = value;
      return true;
    }
    if (holder[token] === undefined || holder[token] === null || typeof holder[token] !== 'object') holder[token] = /^\d+$/.test(tokens[i + 1]) ? [] : {};
    holder = holder[token];
  }
  return false;
}

/** The body with each named field replaced by a drawn value (or removed when it is unknown); undefined when nothing could be derived. */
function correctBody(index: OperationIndex, schema: unknown, body: unknown, fields: FieldError[], draw: Draw): unknown {
  if (!body || typeof body !== 'object' || schema === undefined) return undefined;
  const out = structuredClone(body) as Record<string, unknown>;
  let changed = false;
  for (const f of fields) {
    if (f.in !== 'body') continue;
    const tokens = pointerTokens(f.pointer);
    if (tokens.length === 0) continue;
    if (/not a known field|must NOT have additional properties/i.test(f.detail)) {
      changed = setAt(out, tokens, undefined, true) || changed;
      continue;
    }
    const at = schemaAt(index, schema, tokens);
    if (at === undefined) continue;
    const value = draw(at);
    if (value !== undefined) changed = setAt(out, tokens, value, false) || changed;
  }
  return changed ? out : undefined;
}

/** Explains a refusal (status 400-499), or undefined for any other answer. */
export function explain(index: OperationIndex, entry: OperationEntry | undefined, answer: Answer, sent: unknown, draw: Draw): Explanation | undefined {
  if (answer.status < 400 || answer.status > 499) return undefined;
  const { code, detail, fields } = errorParts(answer.json, answer.status);
  const out: Explanation = { code, rule: ruleOf(code, `status ${answer.status}`), detail, fields, spec: specOf(entry) };
  const body = entry ? index.requestBody(entry) : undefined;
  const corrected = body ? correctBody(index, body.schema, sent, fields, draw) : undefined;
  if (corrected !== undefined) out.corrected_example = { body: corrected, note: 'derived from the schema for the fields named; check the values, then send it' };
  return out;
}

/** Explains each failed item of a bulk answer (a 207 whose `results` carry their own status). */
export function explainItems(index: OperationIndex, entry: OperationEntry | undefined, answer: Answer, sent: any, draw: Draw): ItemExplanation[] {
  const results = (answer.json as { results?: any[] } | undefined)?.results;
  if (answer.status !== 207 || !Array.isArray(results)) return [];
  const body = entry ? index.requestBody(entry) : undefined;
  return results
    .filter((r) => typeof r?.status === 'number' && r.status >= 400)
    .map((r) => {
      const parts = errorParts(r.error, r.status);
      const item: ItemExplanation = { index: r.index, id: r.id ?? null, status: r.status, code: parts.code, rule: ruleOf(parts.code, `status ${r.status}`), detail: parts.detail, fields: parts.fields };
      const corrected = body ? (correctBody(index, body.schema, sent, parts.fields, draw) as any) : undefined;
      const fixed = corrected?.items?.[r.index];
      if (fixed !== undefined) item.corrected_item = fixed;
      return item;
    });
}
