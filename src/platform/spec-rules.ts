/**
 * The rules of the platform specification (`spec/platform-interface.md`) a platform document can
 * contradict. Only what the spec states is here: a header or status that is our convention is
 * never a contradiction. Each rule names where the spec states it. The sandbox serves a document
 * that breaks one with the rule kept (our handler answers), and refuses it under `--strict`.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { shapeOf } from './surface.js';

export interface Contradiction {
  rule: string;
  ref: string;
  operation: string;
  /** What the document says. */
  document: string;
  /** What the spec says, and the sandbox keeps. */
  spec: string;
}

interface Rule {
  id: string;
  ref: string;
  check(doc: OpenApiDocument, method: string, path: string, op: Record<string, any>): string | undefined;
}

const BULK = [
  { method: 'POST', path: '/v2/registry/devices/bulk', items: (body: any) => body?.properties?.items },
  { method: 'PATCH', path: '/v2/registry/requests/bulk', items: (body: any) => (body?.type === 'array' ? body : body?.properties?.items) },
];

const bulkOf = (method: string, path: string) => BULK.find((b) => b.method === method && shapeOf(b.path) === shapeOf(path));

function requestSchema(doc: OpenApiDocument, op: Record<string, any>): any {
  const content = resolveRef(doc, op.requestBody)?.content ?? {};
  const media = content['application/json'] ?? Object.values<any>(content)[0];
  return resolveRef(doc, media?.schema);
}

const SPEC_RULES: Rule[] = [
  {
    id: 'bulk-answers-207',
    ref: '§4 rule 4; §7 rule 1',
    check(_doc, method, path, op) {
      if (!bulkOf(method, path)) return undefined;
      const success = Object.keys(op.responses ?? {}).filter((s) => /^2/.test(s));
      const other = success.filter((s) => s !== '207');
      if (!other.length && success.includes('207')) return undefined;
      return `declares ${success.length ? success.join(', ') : 'no success status'}${success.includes('207') ? '' : ' and not 207'}`;
    },
  },
  {
    id: 'bulk-at-most-500-items',
    ref: '§4 rule 3; §8',
    check(doc, method, path, op) {
      const bulk = bulkOf(method, path);
      if (!bulk) return undefined;
      const items = resolveRef(doc, bulk.items(requestSchema(doc, op)));
      const max = items?.maxItems;
      return typeof max === 'number' && max > 500 ? `allows ${max} items (maxItems ${max})` : undefined;
    },
  },
  {
    id: 'devices-filter-by-tags',
    ref: '§4 rule 1',
    check(doc, method, path, op) {
      if (method !== 'GET' || shapeOf(path) !== '/v2/registry/devices') return undefined;
      const names = ((op.parameters ?? []) as unknown[]).map((p) => resolveRef(doc, p)).filter((p) => p?.in === 'query').map((p) => p.name);
      return names.includes('tags') ? undefined : 'has no query parameter tags';
    },
  },
];

const SPEC_SAYS: Record<string, string> = {
  'bulk-answers-207': 'a bulk call answers 207 in every case',
  'bulk-at-most-500-items': 'a bulk call accepts at most 500 objects',
  'devices-filter-by-tags': 'GET /v2/registry/devices filters by the query parameter tags',
};

/** The document's contradictions of the spec, rule by rule. */
export function contradictions(doc: OpenApiDocument, ops: readonly { method: string; path: string; op: Record<string, any> }[]): Contradiction[] {
  const out: Contradiction[] = [];
  for (const rule of SPEC_RULES) {
    for (const { method, path, op } of ops) {
      const found = rule.check(doc, method, path, op);
      if (found) out.push({ rule: rule.id, ref: rule.ref, operation: `${method} ${path}`, document: found, spec: SPEC_SAYS[rule.id] });
    }
  }
  return out;
}
