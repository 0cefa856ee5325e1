/**
 * Learned state: the objects a recording's successful answers show become a project's starting
 * records, so a replayed session is stateful. Two kinds of store are filled:
 * - our resources whose record is what the API answers (the Registry's devices and requests): from
 *   every 2xx answer of their operations, the platform's field names put back to ours by the
 *   proposed map, and only when the answer then fits our contract (else listed as skipped);
 * - the inferred-CRUD resources of a platform document (`--platform-openapi`): from their create,
 *   read, update and list answers.
 * A later answer of the same id replaces an earlier one; a recorded delete removes it. Every
 * record counts against the project's bounds (core/bounds.ts), checked for all of them before
 * the project is reset or anything written: past one, nothing changes and the refusal names the bound.
 */
import { jsonBytes } from '../core/bounds.js';
import type { Project } from '../core/store.js';
import { answeredFromDocument, type OperationTable } from '../openapi/operations.js';
import { declaredResponse } from '../openapi/declared-response.js';
import { crudState, drop, keep } from '../platform/crud-store.js';
import type { Platform } from '../platform/prepare.js';
import { getAt, idKey } from '../platform/resource-ids.js';
import { listItems } from '../platform/resources.js';
import { answerJson, withOurNames, type ProposedMap } from './propose-map.js';
import type { RecordedExchange } from './recording.js';

/** Our collections whose stored record is the API's representation (src/apis/registry/records.ts). */
const LEARNABLE = new Set(['devices', 'requests']);

export interface Learned {
  /** Records learned per store: a collection of ours, or `crud:/path` of an inferred resource. */
  records: Record<string, number>;
  /** Successful answers not learned from, and why. */
  skipped: { index: number; operation: string; reason: string }[];
}

type Rec = Record<string, unknown>;
const isObject = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);

/** Our collection an operation of ours reads or writes: its path's last literal segment, when learnable. */
function collectionOf(path: string): string | undefined {
  const literal = path.split('/').filter((s) => s && !s.startsWith('{'));
  const last = literal.at(-1);
  return last && LEARNABLE.has(last) ? last : undefined;
}

/** What a recording teaches: per store, the last record of each id (null: deleted), and the answers skipped. */
export interface LearningPlan {
  recording: string;
  found: Map<string, Map<string, Rec | null>>;
  skipped: Learned['skipped'];
  specs?: Platform['resources']['specs'];
}

export function planLearning(recording: string, exchanges: readonly RecordedExchange[], ctx: { contract: OperationTable; platform?: Platform; map: ProposedMap }): LearningPlan {
  const byId = new Map(ctx.contract.operations.map((o) => [o.id, o]));
  const answered = new Map((ctx.platform?.answered ?? []).map((a) => [a.id, a]));
  const specs = ctx.platform?.resources.specs;
  /** Store → id → record (null: deleted), in recording order. */
  const found = new Map<string, Map<string, Rec | null>>();
  const put = (store: string, id: string, record: Rec | null) => {
    let m = found.get(store);
    if (!m) found.set(store, (m = new Map()));
    m.delete(id);
    m.set(id, record);
  };
  const skipped: Learned['skipped'] = [];
  for (const e of exchanges) {
    if (e.status < 200 || e.status > 299) continue;
    const op = byId.get(e.operation);
    if (!op) continue;
    const body = answerJson(e);
    const lastSegment = decodeURIComponent(e.path.split('/').at(-1) ?? '');
    if (answeredFromDocument(op.raw)) {
      const a = answered.get(op.id);
      const spec = a?.crud && specs?.get(a.crud.resource);
      if (!a?.crud || !spec) continue;
      const store = `crud:${spec.resource}`;
      if (a.crud.verb === 'delete') put(store, lastSegment, null);
      else if (a.crud.verb === 'list') {
        const schema = declaredResponse(ctx.platform!.served, a.op, e.status)?.content?.[e.mimeType.split(';')[0]]?.schema;
        for (const item of listItems(ctx.platform!.served, schema, body)) if (isObject(item) && getAt(item, spec.idPath) !== undefined) put(store, idKey(getAt(item, spec.idPath)), item);
      } else if (isObject(body) && getAt(body, spec.idPath) !== undefined) put(store, idKey(getAt(body, spec.idPath)), body);
      continue;
    }
    const collection = collectionOf(op.path);
    if (!collection) continue;
    if (op.method === 'DELETE') {
      put(collection, lastSegment, null);
      continue;
    }
    if (body === undefined) continue;
    const ours = withOurNames(body, ctx.map.operations[op.id]?.response ?? {});
    const problems = ctx.contract.validateResponse(op, e.status, e.mimeType, ours);
    if (problems.length) {
      skipped.push({ index: e.index, operation: op.id, reason: `its answer does not fit our contract, even with the proposed map's names: ${problems[0]}` });
      continue;
    }
    const items = isObject(ours) && Array.isArray(ours.data) ? ours.data : [ours];
    for (const item of items) if (isObject(item) && typeof item.id === 'string') put(collection, item.id, item);
  }
  return { recording, found, skipped, specs };
}

/**
 * Every bound checked for all the records, as the project will be once reset (its fixtures, and
 * a platform document's examples), before anything is reset or written: past one, an ApiError
 * naming it, and nothing changed.
 */
export function checkLearning(plan: LearningPlan, project: Project): void {
  const { bounds } = project;
  const { recording, found, specs } = plan;
  let bytes = 0;
  let seededBytes = 0;
  for (const [store, records] of found) {
    let adding = 0;
    for (const r of records.values()) {
      if (!r) continue;
      adding++;
      const size = jsonBytes(r);
      bytes += size;
      bounds.check(bounds.bytesPerRecord, 0, size, `a record of ${store} learned from recording ${recording}`);
    }
    const seeds = store.startsWith('crud:') ? (specs?.get(store.slice(5))?.seeds ?? []) : [];
    for (const seed of seeds) seededBytes += jsonBytes(seed);
    bounds.check(bounds.recordsPerCollection, seeds.length, adding, `project ${project.id}, ${store} (learning recording ${recording}),`);
  }
  bounds.check(bounds.bytesPerProject, seededBytes, bytes, `project ${project.id} (learning recording ${recording})`);
  // The project's present bytes leave the process budget with the reset.
  bounds.check(bounds.processBytes, Math.max(0, bounds.processUsed - project.usage.bytes) + seededBytes, bytes, `the sandbox (learning recording ${recording})`);
}

/** Writes the plan into a project just reset; answers the records learned per store. */
export function applyLearning(plan: LearningPlan, project: Project): Learned {
  const { found, specs } = plan;
  const counts: Record<string, number> = {};
  for (const [store, records] of found) {
    let n = 0;
    for (const [id, r] of records) {
      if (store.startsWith('crud:')) {
        const resource = store.slice(5);
        if (r) keep(project, resource, id, structuredClone(r));
        else drop(project, resource, id);
        crudState(project, specs).changed = true;
        if (!r) continue;
      } else {
        const c = project.collection(store);
        if (!r) {
          c.remove(id);
          continue;
        }
        const { id: _id, created_at: _c, updated_at: _u, ...fields } = r;
        if (c.has(id)) c.update(id, fields as never);
        else c.create(structuredClone(r) as never);
      }
      n++;
    }
    if (n) counts[store] = n;
  }
  return { records: counts, skipped: plan.skipped };
}
