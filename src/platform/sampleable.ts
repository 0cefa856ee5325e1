/**
 * Schemas no answer can satisfy, found once at load: a `$ref` cycle every step of which is
 * mandatory (a required property, an array with `minItems` of at least one, an `allOf` member),
 * so any value of it is infinite; contradictory keywords (`minimum` over `maximum`, an empty
 * `enum`); sizes over what an answer holds (`minItems` over 20, `minLength` over 10,000). Each is
 * named with its pointer; a named schema that must contain an unfit one is unfit too. An operation
 * whose response must contain one answers 501 naming it; the rest of the document is served.
 * Linear in the document's size: one walk per named schema and per response.
 */
import { escapeToken as escape } from '../core/json-pointer.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';

/** The largest `minItems` and `minLength` an answer's schema may ask for: a value is generated per answer. */
const MAX_MIN_ITEMS = 20;
const MAX_MIN_LENGTH = 10_000;

export interface Unfit {
  pointer: string;
  reason: string;
}

const PREFIX = '#/components/schemas/';

/** What is wrong with a schema node by itself (its own keywords), if anything. */
function ownProblem(s: Record<string, any>): string | undefined {
  if (typeof s.minItems === 'number' && s.minItems > MAX_MIN_ITEMS) return `minItems ${s.minItems} asks for more than the sandbox generates per answer (at most ${MAX_MIN_ITEMS})`;
  if (typeof s.minLength === 'number' && s.minLength > MAX_MIN_LENGTH) return `minLength ${s.minLength} asks for more than the sandbox generates per answer (at most ${MAX_MIN_LENGTH})`;
  for (const [lo, hi] of [['minimum', 'maximum'], ['minLength', 'maxLength'], ['minItems', 'maxItems'], ['minProperties', 'maxProperties']]) {
    if (typeof s[lo] === 'number' && typeof s[hi] === 'number' && s[lo] > s[hi]) return `contradictory keywords: ${lo} ${s[lo]} is over ${hi} ${s[hi]}`;
  }
  if (typeof s.exclusiveMinimum === 'number' && typeof s.exclusiveMaximum === 'number' && s.exclusiveMinimum >= s.exclusiveMaximum) return `contradictory keywords: exclusiveMinimum ${s.exclusiveMinimum} is not under exclusiveMaximum ${s.exclusiveMaximum}`;
  if (Array.isArray(s.enum) && !s.enum.length) return 'contradictory keywords: an empty enum allows no value';
  const alternatives: unknown[] | undefined = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined;
  if (s.type !== undefined && alternatives?.length && alternatives.every((a) => !typesMeet(s.type, (a as Record<string, any>)?.type))) {
    return `contradictory keywords: type ${[s.type].flat().join(',')} and no alternative of ${Array.isArray(s.oneOf) ? 'oneOf' : 'anyOf'} allows it`;
  }
  return undefined;
}

/** Whether two `type` keywords allow a value in common (an absent one allows any). */
export function typesMeet(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return true;
  const as = [a].flat() as string[];
  const bs = [b].flat() as string[];
  return as.some((t) => bs.includes(t) || (t === 'integer' && bs.includes('number')) || (t === 'number' && bs.includes('integer')));
}

/**
 * The mandatory part of a schema: the `$ref`s a value must contain, and the first problem of a
 * node it must contain (an `anyOf`/`oneOf` or an optional field is a way out).
 */
function mandatory(schema: unknown, at: string, out: { refs: string[]; problem?: Unfit }, depth = 0): void {
  if (!schema || typeof schema !== 'object' || depth > 64) return;
  const s = schema as Record<string, any>;
  if (typeof s.$ref === 'string') {
    out.refs.push(s.$ref);
    return;
  }
  const own = ownProblem(s);
  if (own && !out.problem) out.problem = { pointer: at, reason: own };
  (Array.isArray(s.allOf) ? s.allOf : []).forEach((part: unknown, i: number) => mandatory(part, `${at}/allOf/${i}`, out, depth + 1));
  const required: unknown[] = Array.isArray(s.required) ? s.required : [];
  for (const name of required) if (typeof name === 'string' && s.properties?.[name]) mandatory(s.properties[name], `${at}/properties/${escape(name)}`, out, depth + 1);
  if (s.items && typeof s.minItems === 'number' && s.minItems > 0) mandatory(s.items, `${at}/items`, out, depth + 1);
}

/** Every schema node of a document's components and responses with a problem of its own, wherever it sits. */
function allProblems(doc: OpenApiDocument): Unfit[] {
  const out: Unfit[] = [];
  const stack: [unknown, string][] = Object.entries<unknown>(doc.components?.schemas ?? {}).map(([name, s]) => [s, PREFIX + escape(name)]);
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<any>(item ?? {})) {
      for (const [status, response] of Object.entries<any>(op?.responses ?? {})) stack.push([response?.content, `#/paths/${escape(path)}/${method}/responses/${status}/content`]);
    }
  }
  while (stack.length) {
    const [node, at] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    const own = Array.isArray(node) ? undefined : ownProblem(node as Record<string, any>);
    if (own) out.push({ pointer: at, reason: own });
    for (const [k, v] of Object.entries(node)) {
      if (v && typeof v === 'object' && k !== 'example' && k !== 'examples' && k !== 'enum' && k !== 'const' && k !== 'default') stack.push([v, `${at}/${escape(k)}`]);
    }
  }
  return out.sort((a, b) => (a.pointer < b.pointer ? -1 : 1));
}

export interface Sampleability {
  /** Every unfit schema node, named once: what the start summary lists. */
  named: Unfit[];
  /** Named schemas (`#/components/schemas/X`) no value can satisfy, and why. */
  schemas: Map<string, Unfit>;
}

export function sampleability(doc: OpenApiDocument): Sampleability {
  const schemas = new Map<string, Unfit>();
  const edges = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const here = PREFIX + escape(name);
    const found: { refs: string[]; problem?: Unfit } = { refs: [] };
    mandatory(schema, here, found);
    edges.set(here, found.refs.filter((r) => r.startsWith(PREFIX)));
    if (found.problem) schemas.set(here, found.problem);
  }
  // Required cycles: every schema on one is unfit.
  const cycles: Unfit[] = [];
  const state = new Map<string, 1 | 2>(); // 1: on the path, 2: done
  for (const start of edges.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [start];
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    state.set(start, 1);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const out = edges.get(top.node) ?? [];
      if (top.next >= out.length) {
        state.set(top.node, 2);
        stack.pop();
        path.pop();
        continue;
      }
      const to = out[top.next++];
      if (state.get(to) === 1) {
        const members = path.slice(path.indexOf(to));
        const names = [...members, to].map((r) => r.slice(PREFIX.length));
        const unfit = { pointer: to, reason: `the schema cannot be sampled: it contains itself through required fields (${names.join(' -> ')}) with no optional way out` };
        cycles.push(unfit);
        for (const m of members) if (!schemas.has(m)) schemas.set(m, unfit);
      } else if (!state.has(to) && edges.has(to)) {
        state.set(to, 1);
        path.push(to);
        stack.push({ node: to, next: 0 });
      }
    }
  }
  // A schema that must contain an unfit one is unfit, for the same reason.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [from, out] of edges) {
      if (schemas.has(from)) continue;
      const bad = out.find((to) => schemas.has(to));
      if (bad) {
        schemas.set(from, schemas.get(bad)!);
        changed = true;
      }
    }
  }
  const named = new Map<string, Unfit>();
  for (const u of [...cycles, ...allProblems(doc)]) if (!named.has(u.pointer)) named.set(u.pointer, u);
  return { named: [...named.values()], schemas };
}

/**
 * Why an operation cannot be answered from its document: the first response whose schema must
 * contain an unfit one, or that has a problem of its own on its mandatory part.
 */
export function operationUnfit(doc: OpenApiDocument, op: Record<string, any>, unfit: Sampleability, at: string): Unfit | undefined {
  for (const [status, declared] of Object.entries<any>(op.responses ?? {})) {
    if (status !== 'default' && !/^2/.test(status)) continue;
    const response = resolveRef(doc, declared);
    for (const [type, media] of Object.entries<any>(response?.content ?? {})) {
      const found: { refs: string[]; problem?: Unfit } = { refs: [] };
      mandatory(media?.schema, `${at}/responses/${status}/content/${escape(type)}/schema`, found);
      if (found.problem) return found.problem;
      const bad = found.refs.find((r) => unfit.schemas.has(r));
      if (bad) return unfit.schemas.get(bad);
    }
  }
  return undefined;
}
