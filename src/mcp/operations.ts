/**
 * The operations an agent can find and call: those of the document the sandbox serves at
 * `/openapi.json` (our contract, and a platform document's operations when one is given), read
 * once per session through the link.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { HTTP_METHODS } from '../openapi/methods.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { ToolInputError } from './fit.js';

export interface OperationEntry {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tags: string[];
  /** The operation object as the document has it ($refs unresolved). */
  raw: Record<string, any>;
  /** Parameters of the path item and the operation (the operation's win), refs resolved. */
  parameters: Record<string, any>[];
}

export class OperationIndex {
  readonly byId = new Map<string, OperationEntry>();

  constructor(readonly doc: OpenApiDocument) {
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths ?? {})) {
      const shared = (item.parameters ?? []).map((p: unknown) => resolveRef(doc, p));
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op?.operationId) continue;
        const own = (op.parameters ?? []).map((p: unknown) => resolveRef(doc, p));
        const key = (p: any) => `${p.in}:${String(p.name).toLowerCase()}`;
        const merged = new Map<string, any>();
        for (const p of [...shared, ...own]) if (p?.name) merged.set(key(p), p);
        this.byId.set(op.operationId, {
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          summary: String(op.summary ?? ''),
          tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
          raw: op,
          parameters: [...merged.values()],
        });
      }
    }
  }

  get(operationId: string): OperationEntry {
    const entry = this.byId.get(operationId);
    if (!entry) throw new ToolInputError('operationId', `no operation ${operationId} in the served document (search_operations finds them)`);
    return entry;
  }

  /** The operation a method and a concrete path (`/v2/registry/devices/dev_1`) call, if any. */
  match(method: string, path: string): OperationEntry | undefined {
    const segments = path.split('?')[0].split('/');
    for (const entry of this.byId.values()) {
      if (entry.method !== method.toUpperCase()) continue;
      const template = entry.path.split('/');
      if (template.length !== segments.length) continue;
      if (template.every((t, i) => (t.includes('{') ? segments[i].length > 0 : t === segments[i]))) return entry;
    }
    return undefined;
  }

  /**
   * Operations whose id, path, summary, description or tags hold the query's words, best first
   * (a word in the id or the path counts twice).
   */
  search(query: string): OperationEntry[] {
    const words = query.toLowerCase().split(/[^a-z0-9_{}]+/).filter((w) => w.length > 0);
    if (words.length === 0) throw new ToolInputError('query', 'needs at least one word');
    const scored: { entry: OperationEntry; score: number }[] = [];
    for (const entry of this.byId.values()) {
      const strong = `${entry.operationId} ${entry.path}`.toLowerCase();
      const weak = `${entry.summary} ${entry.raw.description ?? ''} ${entry.tags.join(' ')} ${entry.method}`.toLowerCase();
      let score = 0;
      for (const w of words) score += (strong.includes(w) ? 2 : 0) + (weak.includes(w) ? 1 : 0);
      if (score > 0) scored.push({ entry, score });
    }
    return scored.sort((a, b) => b.score - a.score || a.entry.path.localeCompare(b.entry.path)).map((s) => s.entry);
  }

  /** A schema with its `$ref`s inlined down to `depth` levels (deeper ones stay refs), for reading. */
  inline(schema: unknown, depth = 4): unknown {
    const seen = new Set<unknown>();
    const walk = (value: unknown, level: number): unknown => {
      if (Array.isArray(value)) return value.map((v) => walk(v, level));
      if (!value || typeof value !== 'object') return value;
      const v = value as Record<string, unknown>;
      if (typeof v.$ref === 'string') {
        if (level >= depth || seen.has(v.$ref)) return { $ref: v.$ref };
        seen.add(v.$ref);
        const out = walk(resolveRef(this.doc, v), level + 1);
        seen.delete(v.$ref);
        return out;
      }
      const out: Record<string, unknown> = {};
      for (const [k, inner] of Object.entries(v)) if (!k.startsWith('x-')) out[k] = walk(inner, level);
      return out;
    };
    return walk(schema, 0);
  }

  /** The JSON request body's media type and schema, if the operation takes one. */
  requestBody(entry: OperationEntry): { contentType: string; schema: unknown; example: unknown } | undefined {
    const body = resolveRef<Record<string, any>>(this.doc, entry.raw.requestBody);
    const content = body?.content as Record<string, any> | undefined;
    if (!content) return undefined;
    const contentType = Object.keys(content).find((t) => /json/i.test(t)) ?? Object.keys(content)[0];
    const media = content[contentType] ?? {};
    const example = media.example ?? (media.examples ? resolveRef<any>(this.doc, Object.values<any>(media.examples)[0])?.value : undefined);
    return { contentType, schema: media.schema, example };
  }
}
