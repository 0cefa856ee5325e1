/**
 * A schema that cannot be sampled: a `$ref` cycle every step of which is mandatory (a required
 * property, an array with `minItems` of at least one, an `allOf` member), so any value of it is
 * infinite. Found once at load, by a depth-first search over the document's named schemas:
 * linear in the document's size.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { escapeToken } from '../core/json-pointer.js';
import { resolvePointer } from '../openapi/resolve-ref.js';

/** The `$ref`s a value of `schema` must contain (an `anyOf`/`oneOf` or an optional field is a way out). */
function mandatoryRefs(schema: unknown, out: string[], depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 64) return out;
  const s = schema as Record<string, any>;
  if (typeof s.$ref === 'string') {
    out.push(s.$ref);
    return out;
  }
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) mandatoryRefs(part, out, depth + 1);
  const required: unknown[] = Array.isArray(s.required) ? s.required : [];
  for (const name of required) if (typeof name === 'string' && s.properties?.[name]) mandatoryRefs(s.properties[name], out, depth + 1);
  if (s.items && typeof s.minItems === 'number' && s.minItems > 0) mandatoryRefs(s.items, out, depth + 1);
  return out;
}

export function unsampleable(doc: OpenApiDocument): { pointer: string; reason: string } | undefined {
  const schemas: Record<string, unknown> = doc.components?.schemas ?? {};
  const prefix = '#/components/schemas/';
  const edges = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(schemas)) {
    edges.set(prefix + name, mandatoryRefs(schema, []).filter((r) => r.startsWith(prefix)));
  }
  const state = new Map<string, 1 | 2>(); // 1: on the path, 2: done
  for (const start of edges.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [];
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    state.set(start, 1);
    path.push(start);
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
        const cycle = [...path.slice(path.indexOf(to)), to].map((r) => r.slice(prefix.length));
        return { pointer: to, reason: `the schema cannot be sampled: it contains itself through required fields (${cycle.join(' -> ')}) with no optional way out` };
      }
      if (!state.has(to) && edges.has(to)) {
        state.set(to, 1);
        path.push(to);
        stack.push({ node: to, next: 0 });
      }
    }
  }
  return undefined;
}

/** The largest `minItems` and `minLength` an answer's schema may ask for: a value is generated per answer. */
const MAX_MIN_ITEMS = 20;
const MAX_MIN_LENGTH = 10_000;

/**
 * A response schema asking for more than an answer should hold (`minItems: 100000`), which would
 * make every such answer a long stall. Walks each response's schemas once (a visited set over
 * `$ref`s): linear in the document's size.
 */
export function oversized(doc: OpenApiDocument): { pointer: string; reason: string } | undefined {
  const seen = new Set<unknown>();
  const stack: [unknown, string][] = [];
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<any>(item ?? {})) {
      for (const [status, response] of Object.entries<any>(op?.responses ?? {})) stack.push([response, `#/paths/${escapeToken(path)}/${method}/responses/${status}`]);
    }
  }
  while (stack.length) {
    const [node, at] = stack.pop()!;
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const s = node as Record<string, any>;
    if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
      const target = resolvePointer(doc, s.$ref);
      stack.push([target, s.$ref]);
      continue;
    }
    if (typeof s.minItems === 'number' && s.minItems > MAX_MIN_ITEMS) return { pointer: at, reason: `minItems ${s.minItems} asks for more than the sandbox generates per answer (at most ${MAX_MIN_ITEMS})` };
    if (typeof s.minLength === 'number' && s.minLength > MAX_MIN_LENGTH) return { pointer: at, reason: `minLength ${s.minLength} asks for more than the sandbox generates per answer (at most ${MAX_MIN_LENGTH})` };
    for (const [k, v] of Object.entries(s)) if (v && typeof v === 'object' && k !== 'example' && k !== 'examples' && k !== 'enum' && k !== 'const' && k !== 'default') stack.push([v, `${at}/${escapeToken(k)}`]);
  }
  return undefined;
}
