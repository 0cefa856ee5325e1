/**
 * A proposed `--platform-map` file from a recording: where the platform's answers to one of our
 * operations lack a field our contract requires and carry, beside it (the same object), a field
 * our contract does not know, the platform calls that field by another name. Each such pair is
 * proposed in the map's own form (`data[].serial: data[].serial_number`, the document's name then
 * ours, docs/platform-openapi.md), with how many answers showed it. One missing and one unknown
 * field in an object pair at once; among several, the names closest (a shared word, one
 * inside the other) pair, and the rest are left out (listed as `unpaired`).
 */
import { answeredFromDocument, type OperationTable } from '../openapi/operations.js';
import { responseProblem } from '../proxy/conformance.js';
import type { RecordedExchange } from './recording.js';

export interface ProposedMap {
  operations: Record<string, { response: Record<string, string> }>;
  /** What each pair rests on, and what could not be paired (not read by `--platform-map`). */
  evidence: { operation: string; theirs: string; ours: string; answers: number }[];
  unpaired: { operation: string; missing: string[]; unknown: string[] }[];
}

/** `#/data/0/serial` as the map writes it: `data[].serial`. */
function mapPath(pointer: string): string {
  let out = '';
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(token)) out += '[]';
    else out += `${out ? '.' : ''}${token}`;
  }
  return out;
}

const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('.')));
const leafOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);
const words = (name: string) => new Set(name.toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean));

/** How alike two field names are: one inside the other, then shared words. */
function likeness(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x.includes(y) || y.includes(x)) return 2;
  const wa = words(a);
  return [...words(b)].some((w) => wa.has(w)) ? 1 : 0;
}

/** The parsed JSON answer of an exchange, or undefined. */
export function answerJson(e: RecordedExchange): unknown {
  if (e.text === undefined || !/json/.test(e.mimeType)) return undefined;
  try {
    return JSON.parse(e.text) as unknown;
  } catch {
    return undefined;
  }
}

export function proposeMap(exchanges: readonly RecordedExchange[], contract: OperationTable): ProposedMap {
  const byId = new Map(contract.operations.map((o) => [o.id, o]));
  /** Per operation and object: missing and unknown field paths, each with how many answers showed it. */
  const seen = new Map<string, Map<string, { missing: Map<string, number>; unknown: Map<string, number> }>>();
  for (const e of exchanges) {
    const op = byId.get(e.operation);
    if (!op || answeredFromDocument(op.raw) || e.status < 200 || e.status > 299) continue;
    const body = answerJson(e);
    if (body === undefined) continue;
    const counted = new Set<string>();
    for (const line of contract.validateResponse(op, e.status, e.mimeType, body)) {
      const { pointer, expected } = responseProblem(line);
      const kind = expected === 'is required' ? 'missing' : expected === 'is not a known field' ? 'unknown' : undefined;
      if (!kind) continue;
      const path = mapPath(pointer);
      if (counted.has(`${kind} ${path}`)) continue;
      counted.add(`${kind} ${path}`);
      let objects = seen.get(op.id);
      if (!objects) seen.set(op.id, (objects = new Map()));
      let at = objects.get(parentOf(path));
      if (!at) objects.set(parentOf(path), (at = { missing: new Map(), unknown: new Map() }));
      at[kind].set(path, (at[kind].get(path) ?? 0) + 1);
    }
  }
  const proposed: ProposedMap = { operations: {}, evidence: [], unpaired: [] };
  for (const [operation, objects] of [...seen].sort(([a], [b]) => a.localeCompare(b))) {
    const response: Record<string, string> = {};
    const missingLeft: string[] = [];
    const unknownLeft: string[] = [];
    for (const { missing, unknown } of objects.values()) {
      const free = new Set(unknown.keys());
      for (const [ours, n] of missing) {
        const candidates = [...free].map((theirs) => ({ theirs, score: likeness(leafOf(theirs), leafOf(ours)) }));
        const best = candidates.sort((a, b) => b.score - a.score)[0];
        // Alone on both sides, a pair needs no likeness; among several it does.
        if (best && (best.score > 0 || (missing.size === 1 && unknown.size === 1))) {
          free.delete(best.theirs);
          response[best.theirs] = ours;
          proposed.evidence.push({ operation, theirs: best.theirs, ours, answers: Math.min(n, unknown.get(best.theirs) ?? 0) });
        } else missingLeft.push(ours);
      }
      unknownLeft.push(...free);
    }
    if (Object.keys(response).length) proposed.operations[operation] = { response };
    if (missingLeft.length || unknownLeft.length) proposed.unpaired.push({ operation, missing: missingLeft, unknown: unknownLeft });
  }
  return proposed;
}

/** A body with the platform's names put back to ours (`data[].serial` → `data[].serial_number`), for learning. */
export function withOurNames(body: unknown, response: Readonly<Record<string, string>>): unknown {
  const out = structuredClone(body);
  for (const [theirs, ours] of Object.entries(response)) {
    if (parentOf(theirs) !== parentOf(ours)) continue;
    const from = leafOf(theirs);
    const to = leafOf(ours);
    const walk = (node: unknown, segments: string[]): void => {
      if (!node || typeof node !== 'object') return;
      if (!segments.length) {
        const o = node as Record<string, unknown>;
        if (Object.hasOwn(o, from) && !Object.hasOwn(o, to)) {
          o[to] = o[from];
          delete o[from];
        }
        return;
      }
      const [head, ...rest] = segments;
      const isList = head.endsWith('[]');
      const key = isList ? head.slice(0, -2) : head;
      const next = key ? (node as Record<string, unknown>)[key] : node;
      if (isList) for (const item of Array.isArray(next) ? next : []) walk(item, rest);
      else walk(next, rest);
    };
    const parent = parentOf(theirs);
    walk(out, parent ? parent.split('.') : []);
  }
  return out;
}
