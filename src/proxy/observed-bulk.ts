/**
 * Per-item bulk results a real deployment returned, beside what our contract declares of them,
 * for the drift report's `observed` section: per operation with `x-bulk-items` and per source (the
 * proxy, or a recording), the answers' statuses, the array that holds the results, the fields and
 * statuses of the items, the first few items (only where they were scrubbed as recordings are),
 * and the differences from ours. Bounded: a count per field and status, five items per source.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import type { Operation } from '../openapi/operations.js';

const SAMPLE = 5;
const FIELDS = 100;

export interface ObservedBulk {
  kind: 'bulk_results';
  operation: string;
  source: string;
  answers: number;
  theirs: { statuses: Record<string, number>; array: string[]; items: number; fields: Record<string, number>; item_statuses: Record<string, number>; first_items: unknown[] };
  ours: { statuses: string[]; array: string | null; required: string[]; fields: string[]; item_status: { minimum?: number; maximum?: number; enum?: number[] } | null };
  differences: string[];
}

interface Seen {
  operation: string;
  source: string;
  answers: number;
  statuses: Map<number, number>;
  arrays: Set<string>;
  items: number;
  fields: Map<string, number>;
  itemStatuses: Map<number, number>;
  sample: unknown[];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

/** The results of a bulk answer: the body when it is an array, else its first array of objects (and its name). */
function resultsOf(body: unknown): { array: string; items: unknown[] } | undefined {
  if (Array.isArray(body)) return { array: '', items: body };
  if (!isObject(body)) return undefined;
  for (const [name, v] of Object.entries(body)) if (Array.isArray(v) && (v.length === 0 || isObject(v[0]))) return { array: name, items: v };
  return undefined;
}

/** What our contract declares of an operation's per-item results. */
function ours(doc: OpenApiDocument, op: Operation): ObservedBulk['ours'] {
  const statuses = Object.keys(op.raw.responses ?? {}).filter((s) => /^2/.test(s));
  for (const code of statuses) {
    const schema: Record<string, any> | undefined = resolveRef(doc, resolveRef<Record<string, any>>(doc, op.raw.responses[code])?.content?.['application/json']?.schema);
    const array: [string, unknown] | undefined = Object.entries<unknown>(schema?.properties ?? {}).find(([, p]) => resolveRef(doc, p)?.type === 'array');
    if (!array) continue;
    const item: Record<string, any> = resolveRef(doc, resolveRef(doc, array[1]).items) ?? {};
    const status: Record<string, any> | undefined = resolveRef(doc, item.properties?.status);
    return {
      statuses,
      array: array[0],
      required: item.required ?? [],
      fields: Object.keys(item.properties ?? {}),
      item_status: status ? { ...(status.minimum !== undefined && { minimum: status.minimum }), ...(status.maximum !== undefined && { maximum: status.maximum }), ...(status.enum && { enum: status.enum }) } : null,
    };
  }
  return { statuses, array: null, required: [], fields: [], item_status: null };
}

export class BulkObservations {
  readonly #seen = new Map<string, Seen>();

  /** One bulk answer; `sample` only for a body scrubbed as recordings are. */
  add(source: string, op: Operation, status: number, body: unknown, sample: boolean): void {
    if (!op.bulk) return;
    const key = `${source}\0${op.id}`;
    let s = this.#seen.get(key);
    if (!s) this.#seen.set(key, (s = { operation: op.id, source, answers: 0, statuses: new Map(), arrays: new Set(), items: 0, fields: new Map(), itemStatuses: new Map(), sample: [] }));
    s.answers++;
    bump(s.statuses, status);
    const results = resultsOf(body);
    if (!results) return;
    s.arrays.add(results.array);
    for (const item of results.items) {
      if (!isObject(item)) continue;
      s.items++;
      for (const field of Object.keys(item)) if (s.fields.size < FIELDS || s.fields.has(field)) bump(s.fields, field);
      if (typeof item.status === 'number') bump(s.itemStatuses, item.status);
      if (sample && s.sample.length < SAMPLE) s.sample.push(item);
    }
  }

  /** Forgets a source (a recording no longer held). */
  forget(source: string): void {
    for (const [key, s] of this.#seen) if (s.source === source) this.#seen.delete(key);
  }

  report(doc: OpenApiDocument, operations: ReadonlyMap<string, Operation>): ObservedBulk[] {
    const out: ObservedBulk[] = [];
    for (const s of this.#seen.values()) {
      const op = operations.get(s.operation);
      if (!op) continue;
      const o = ours(doc, op);
      const differences: string[] = [];
      for (const status of s.statuses.keys()) if (!o.statuses.includes(String(status))) differences.push(`answered ${status}; ours answers ${o.statuses.join(' or ') || 'no success'}`);
      for (const array of s.arrays) if (o.array !== null && array !== o.array) differences.push(`results in ${array ? `"${array}"` : 'the body itself'}; ours in "${o.array}"`);
      for (const field of s.fields.keys()) if (o.fields.length && !o.fields.includes(field)) differences.push(`item field "${field}" is not ours`);
      for (const field of o.required) if (s.items && (s.fields.get(field) ?? 0) < s.items) differences.push(`item field "${field}", required in ours, is absent from ${s.items - (s.fields.get(field) ?? 0)} of ${s.items} items`);
      const range = o.item_status;
      for (const status of s.itemStatuses.keys()) {
        if (range && ((range.enum && !range.enum.includes(status)) || (range.minimum !== undefined && status < range.minimum) || (range.maximum !== undefined && status > range.maximum))) differences.push(`item status ${status} is outside ours`);
      }
      out.push({
        kind: 'bulk_results',
        operation: s.operation,
        source: s.source,
        answers: s.answers,
        theirs: {
          statuses: Object.fromEntries(s.statuses),
          array: [...s.arrays],
          items: s.items,
          fields: Object.fromEntries(s.fields),
          item_statuses: Object.fromEntries(s.itemStatuses),
          first_items: s.sample,
        },
        ours: o,
        differences,
      });
    }
    return out;
  }
}
